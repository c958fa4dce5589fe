/*
 * The final exponentiation f -> f^(3 (p^12 - 1)/r).
 *
 * (p^12 - 1)/r = (p^6 - 1)(p^2 + 1) (p^4 - p^2 + 1)/r.
 *
 * Easy part, f^((p^6 - 1)(p^2 + 1)): conj(f)/f then a Frobenius. Its result
 * g lies in the cyclotomic subgroup (g^(p^4 - p^2 + 1) = 1), where the
 * inverse is the conjugate and squaring has the cheaper Granger-Scott form.
 *
 * Hard part, g^(3d) with d = (p^4 - p^2 + 1)/r, after Hayashida, Hayasaka
 * and Teruya, "Efficient final exponentiation via cyclotomic structure for
 * pairings over families of elliptic curves" (ePrint 2020/875): for BLS12
 * curves
 *     3d = (x - 1)^2 (x + p) (x^2 + p^2 - 1) + 3,
 * an identity of polynomials in x (p = (x - 1)^2 (x^4 - x^2 + 1)/3 + x,
 * r = x^4 - x^2 + 1); tests/oracle/pairing_oracle.py asserts it on the
 * integers and tests/test_pairing.c compares the chain with a plain
 * exponentiation by 3d.
 * Powers of p are Frobenius maps, so the cost is five exponentiations by x
 * and a few products. The factor 3 is why the pairing of this library, as
 * of the others, is the cube of the textbook one (bls381_pairing.h); the
 * known answers in tests/vectors/pairing were computed that way.
 */
#include "pairing/pairing.h"
#include "field/fp_gather.h"

/* The products of the chain: with an engine (the variable-time form,
 * bls381_final_exp_vartime) their Fp products are gathered into the lanes
 * (field/fp_gather.h's _on forms); with NULL the scalar constant-time
 * forms. The same values either way. */
typedef const bls381_fp_x8_engine *lanes;

/* r = a^|x|, |x| = 0xd201000000010000, by square and multiply from the top
 * bit: 63 cyclotomic squarings and 5 products. */
void bls381_cyclotomic_exp_x_abs_gs(bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_fp12 t = *a;
    for (int i = 62; i >= 0; i--) {
        bls381_fp12_cyclotomic_sqr(&t, &t);
        if ((BLS381_PAIRING_X_ABS >> i) & 1) bls381_fp12_mul(&t, &t, a);
    }
    *r = t;
}

/* The compressed form (Karabina; field/cyclotomic.c): a^|x| is the product
 * of a^(2^k) for the six set bits k of |x|: one chain of 63 compressed
 * squarings, six decompressions with one shared constant-time inversion,
 * five products. No branch on the values (the a1 = 0 case is a mask in
 * the decompression), so the final exponentiation is constant time. */
enum { X_BITS = 6 };   /* set bits of |x| */

static void exp_x_abs_compressed(lanes e, bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_fp12_compressed c, saved[X_BITS];
    bls381_fp12 t[X_BITS];
    size_t m = 0;
    bls381_fp12_cyclotomic_compress(&c, a);
    for (int k = 1; k <= 63; k++) {
        bls381_fp12_cyclotomic_sqr_compressed_on(e, &c, &c);
        if ((BLS381_PAIRING_X_ABS >> k) & 1) saved[m++] = c;
    }
    bls381_fp12_cyclotomic_decompress(t, saved, m);
    *r = t[0];
    for (size_t j = 1; j < m; j++) bls381_fp12_mul_on(e, r, r, &t[j]);
}

void bls381_cyclotomic_exp_x_abs_compressed(bls381_fp12 *r, const bls381_fp12 *a)
{
    exp_x_abs_compressed(NULL, r, a);
}

/* The compressed form, measured (build/bench cyclotomic_exp_x@gs,
 * @compressed): 20% faster with the constant-time safegcd inversion. */
static void exp_x(lanes e, bls381_fp12 *r, const bls381_fp12 *a)
{
    exp_x_abs_compressed(e, r, a);
    bls381_fp12_conj(r, r);     /* x < 0 */
}

void bls381_cyclotomic_exp_x(bls381_fp12 *r, const bls381_fp12 *a) { exp_x(NULL, r, a); }

static void final_exp_easy(lanes e, bls381_fp12 *r, const bls381_fp12 *f)
{
    bls381_fp12 t, u;
    bls381_fp12_inv(&t, f);
    bls381_fp12_conj(&u, f);
    bls381_fp12_mul_on(e, &t, &u, &t);      /* f^(p^6 - 1) */
    bls381_fp12_frobenius2(&u, &t);
    bls381_fp12_mul_on(e, r, &u, &t);       /* ... ^(p^2 + 1) */
}

void bls381_final_exp_easy(bls381_fp12 *r, const bls381_fp12 *f) { final_exp_easy(NULL, r, f); }

static void final_exp_hard(lanes e, bls381_fp12 *r, const bls381_fp12 *g)
{
    bls381_fp12 a, b, t;
    /* a = g^(x - 1) */
    exp_x(e, &a, g);
    bls381_fp12_conj(&t, g);
    bls381_fp12_mul_on(e, &a, &a, &t);
    /* a = g^((x - 1)^2) */
    exp_x(e, &b, &a);
    bls381_fp12_conj(&t, &a);
    bls381_fp12_mul_on(e, &a, &b, &t);
    /* a = g^((x - 1)^2 (x + p)) */
    exp_x(e, &b, &a);
    bls381_fp12_frobenius(&t, &a);
    bls381_fp12_mul_on(e, &a, &b, &t);
    /* b = a^(x^2 + p^2 - 1) */
    exp_x(e, &b, &a);
    exp_x(e, &b, &b);
    bls381_fp12_frobenius2(&t, &a);
    bls381_fp12_mul_on(e, &b, &b, &t);
    bls381_fp12_conj(&t, &a);
    bls381_fp12_mul_on(e, &b, &b, &t);
    /* times g^3 */
    bls381_fp12_cyclotomic_sqr(&t, g);
    bls381_fp12_mul_on(e, &t, &t, g);
    bls381_fp12_mul_on(e, r, &b, &t);
}

void bls381_final_exp_hard(bls381_fp12 *r, const bls381_fp12 *g) { final_exp_hard(NULL, r, g); }

void bls381_final_exp(bls381_fp12 *r, const bls381_fp12 *f)
{
    bls381_fp12 g;
    final_exp_easy(NULL, &g, f);
    final_exp_hard(NULL, r, &g);
}

void bls381_final_exp_vartime(bls381_fp12 *r, const bls381_fp12 *f)
{
    lanes e = bls381_fp_gather_engine();
    bls381_fp12 g;
    final_exp_easy(e, &g, f);
    final_exp_hard(e, r, &g);
}
