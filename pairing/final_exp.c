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

/*
 * Compressed squaring (Karabina, "Squaring in cyclotomic subgroups", Math.
 * Comp. 2013; its use for exponentiation by x: Aranha et al., EUROCRYPT
 * 2011, section 5). With a_j the coefficient of w^j, the Granger-Scott
 * squaring (field/cyclotomic.c) gives for the four coefficients a1, a2, a4,
 * a5 formulas that involve only those four:
 *   a1' = 6 xi a2 a5 + 2 a1         a2' = 3 (a1^2 + xi a4^2) - 2 a2
 *   a4' = 3 (a2^2 + xi a5^2) - 2 a4  a5' = 6 a1 a4 + 2 a5
 * (6 Fp2 squarings, against 9 for the whole element). The other two come
 * back from the equations of the cyclotomic subgroup: for a1 != 0,
 *   a3 = (xi a5^2 + 3 a2^2 - 2 a4) / (4 a1),
 *   a0 = xi (2 a3^2 + a1 a5 - 3 a2 a4) + 1
 * (Karabina's decompression, in this library's basis; the tests check it
 * on random cyclotomic elements). a^|x| is the product of a^(2^k) for the
 * six set bits k of |x|: one chain of 63 compressed squarings, six
 * decompressions with one shared inversion, five products.
 */
typedef struct { bls381_fp2 a1, a2, a4, a5; } compressed;

static void compress(compressed *r, const bls381_fp12 *a)
{
    r->a1 = a->c1.c0;
    r->a2 = a->c0.c1;
    r->a4 = a->c0.c2;
    r->a5 = a->c1.c2;
}

/* r = 3t - 2a = 2(t - a) + t, or 3t + 2a = 2(t + a) + t */
static void three_minus_two(bls381_fp2 *r, const bls381_fp2 *t, const bls381_fp2 *a)
{
    bls381_fp2 d;
    bls381_fp2_sub(&d, t, a);
    bls381_fp2_dbl(&d, &d);
    bls381_fp2_add(r, &d, t);
}

static void three_plus_two(bls381_fp2 *r, const bls381_fp2 *t, const bls381_fp2 *a)
{
    bls381_fp2 d;
    bls381_fp2_add(&d, t, a);
    bls381_fp2_dbl(&d, &d);
    bls381_fp2_add(r, &d, t);
}

/* (x, y) -> x^2 + xi y^2 and 2xy, with 3 squarings */
static void sqr_pair(bls381_fp2 *s, bls381_fp2 *m, const bls381_fp2 *x, const bls381_fp2 *y)
{
    bls381_fp2 x2, y2;
    bls381_fp2_sqr(&x2, x);
    bls381_fp2_sqr(&y2, y);
    bls381_fp2_add(m, x, y);
    bls381_fp2_sqr(m, m);
    bls381_fp2_sub(m, m, &x2);
    bls381_fp2_sub(m, m, &y2);
    bls381_fp2_mul_by_nonresidue(&y2, &y2);
    bls381_fp2_add(s, &x2, &y2);
}

static void compressed_sqr(compressed *r, const compressed *a)
{
    bls381_fp2 s25, m25, s14, m14;
    sqr_pair(&s25, &m25, &a->a2, &a->a5);
    sqr_pair(&s14, &m14, &a->a1, &a->a4);
    bls381_fp2_mul_by_nonresidue(&m25, &m25);
    three_plus_two(&r->a1, &m25, &a->a1);
    three_minus_two(&r->a4, &s25, &a->a4);
    three_minus_two(&r->a2, &s14, &a->a2);
    three_plus_two(&r->a5, &m14, &a->a5);
}

/* r = the element with compressed form c, given 1/(4 a1) */
static void decompress(bls381_fp12 *r, const compressed *c, const bls381_fp2 *inv_4a1)
{
    bls381_fp2 a3, t, u;
    /* a3 = (xi a5^2 + 3 a2^2 - 2 a4) / (4 a1) */
    bls381_fp2_sqr(&t, &c->a5);
    bls381_fp2_mul_by_nonresidue(&t, &t);
    bls381_fp2_sqr(&u, &c->a2);
    three_minus_two(&u, &u, &c->a4);
    bls381_fp2_add(&t, &t, &u);
    bls381_fp2_mul(&a3, &t, inv_4a1);
    /* a0 = xi (2 a3^2 + a1 a5 - 3 a2 a4) + 1 */
    bls381_fp2_sqr(&t, &a3);
    bls381_fp2_dbl(&t, &t);
    bls381_fp2_mul(&u, &c->a1, &c->a5);
    bls381_fp2_add(&t, &t, &u);
    bls381_fp2_mul(&u, &c->a2, &c->a4);
    bls381_fp2_sub(&t, &t, &u);
    bls381_fp2_sub(&t, &t, &u);
    bls381_fp2_sub(&t, &t, &u);
    bls381_fp2_mul_by_nonresidue(&t, &t);
    bls381_fp2_set_one(&u);
    bls381_fp2_add(&r->c0.c0, &t, &u);
    r->c0.c1 = c->a2;
    r->c0.c2 = c->a4;
    r->c1.c0 = c->a1;
    r->c1.c1 = a3;
    r->c1.c2 = c->a5;
}

enum { X_BITS = 6 };   /* set bits of |x| */

void bls381_cyclotomic_exp_x_abs_compressed(bls381_fp12 *r, const bls381_fp12 *a)
{
    compressed c, saved[X_BITS];
    bls381_fp2 d[X_BITS], prefix[X_BITS], inv;
    bls381_fp12 t;
    size_t m = 0;
    compress(&c, a);
    for (int k = 1; k <= 63; k++) {
        compressed_sqr(&c, &c);
        if ((BLS381_PAIRING_X_ABS >> k) & 1) saved[m++] = c;
    }
    /* 1/(4 a1) for the six, by Montgomery's trick; a1 = 0 (a^(2^k) = 1,
     * or rare special values) takes the uncompressed path instead */
    for (size_t j = 0; j < m; j++) {
        if (bls381_fp2_is_zero(&saved[j].a1)) {
            bls381_cyclotomic_exp_x_abs_gs(r, a);
            return;
        }
        bls381_fp2_dbl(&d[j], &saved[j].a1);
        bls381_fp2_dbl(&d[j], &d[j]);
        if (j == 0) prefix[0] = d[0];
        else bls381_fp2_mul(&prefix[j], &prefix[j - 1], &d[j]);
    }
    bls381_fp2_inv_vartime(&inv, &prefix[m - 1]);
    for (size_t j = m; j-- > 0;) {
        bls381_fp2 dj_inv;
        if (j > 0) {
            bls381_fp2_mul(&dj_inv, &inv, &prefix[j - 1]);
            bls381_fp2_mul(&inv, &inv, &d[j]);
        } else {
            dj_inv = inv;
        }
        decompress(&t, &saved[j], &dj_inv);
        if (j == m - 1) *r = t;
        else bls381_fp12_mul(r, r, &t);
    }
}

/* The compressed form, measured (build/bench cyclotomic_exp_x@gs,
 * @compressed): even with the Fermat inversion (one inversion costs what
 * the saved squarings do), 16% faster with a safegcd inversion. */
void bls381_cyclotomic_exp_x(bls381_fp12 *r, const bls381_fp12 *a)
{
    bls381_cyclotomic_exp_x_abs_compressed(r, a);
    bls381_fp12_conj(r, r);     /* x < 0 */
}

void bls381_final_exp_easy(bls381_fp12 *r, const bls381_fp12 *f)
{
    bls381_fp12 t, u;
    bls381_fp12_inv(&t, f);
    bls381_fp12_conj(&u, f);
    bls381_fp12_mul(&t, &u, &t);          /* f^(p^6 - 1) */
    bls381_fp12_frobenius2(&u, &t);
    bls381_fp12_mul(r, &u, &t);           /* ... ^(p^2 + 1) */
}

void bls381_final_exp_hard(bls381_fp12 *r, const bls381_fp12 *g)
{
    bls381_fp12 a, b, t;
    /* a = g^(x - 1) */
    bls381_cyclotomic_exp_x(&a, g);
    bls381_fp12_conj(&t, g);
    bls381_fp12_mul(&a, &a, &t);
    /* a = g^((x - 1)^2) */
    bls381_cyclotomic_exp_x(&b, &a);
    bls381_fp12_conj(&t, &a);
    bls381_fp12_mul(&a, &b, &t);
    /* a = g^((x - 1)^2 (x + p)) */
    bls381_cyclotomic_exp_x(&b, &a);
    bls381_fp12_frobenius(&t, &a);
    bls381_fp12_mul(&a, &b, &t);
    /* b = a^(x^2 + p^2 - 1) */
    bls381_cyclotomic_exp_x(&b, &a);
    bls381_cyclotomic_exp_x(&b, &b);
    bls381_fp12_frobenius2(&t, &a);
    bls381_fp12_mul(&b, &b, &t);
    bls381_fp12_conj(&t, &a);
    bls381_fp12_mul(&b, &b, &t);
    /* times g^3 */
    bls381_fp12_cyclotomic_sqr(&t, g);
    bls381_fp12_mul(&t, &t, g);
    bls381_fp12_mul(r, &b, &t);
}

void bls381_final_exp(bls381_fp12 *r, const bls381_fp12 *f)
{
    bls381_fp12 g;
    bls381_final_exp_easy(&g, f);
    bls381_final_exp_hard(r, &g);
}
