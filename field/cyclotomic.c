/*
 * Squaring in the cyclotomic subgroup G = { f in Fp12 : f^(p^4 - p^2 + 1) = 1 },
 * after Granger and Scott, "Faster squaring in the cyclotomic subgroup of
 * sixth degree extensions" (PKC 2010), section 3.2.
 *
 * View Fp12 as Fp4[w]/(w^3 - s) with Fp4 = Fp2[s]/(s^2 - xi), s = w^3. In
 * powers of w, f = A + B w + C w^2 with
 *   A = a_0 + a_3 s,  B = a_1 + a_4 s,  C = a_2 + a_5 s   (a_j: coefficient of w^j).
 * For f in G (where f^(p^6) = 1/f) the paper shows
 *   f^2 = (3A^2 - 2 conj(A)) + (3 s C^2 + 2 conj(B)) w + (3B^2 - 2 conj(C)) w^2,
 * conj being s -> -s on Fp4. Three Fp4 squarings of 3 Fp2 squarings each:
 * 9 Fp2 squarings against 12 Fp2 products for a general Fp12 squaring.
 * The result is meaningless outside G (the caller's contract).
 *
 * Compressed squaring (Karabina, "Squaring in cyclotomic subgroups", Math.
 * Comp. 2013; its use for exponentiation by x: Aranha et al., EUROCRYPT
 * 2011, section 5). The same formulas give for the four coefficients a1,
 * a2, a4, a5 expressions in those four only:
 *   a1' = 6 xi a2 a5 + 2 a1          a2' = 3 (a1^2 + xi a4^2) - 2 a2
 *   a4' = 3 (a2^2 + xi a5^2) - 2 a4  a5' = 6 a1 a4 + 2 a5
 * (the Fp4 squarings of B and C above: 6 Fp2 squarings, against 9). The
 * other two come back from the equations of G (Karabina's decompression,
 * section 3.1, in this library's basis):
 *   a3 = (xi a5^2 + 3 a2^2 - 2 a4) / (4 a1)   when a1 != 0,
 *   a3 = 2 a2 a5 / a4                          when a1 = 0,
 *   a0 = xi (2 a3^2 + a1 a5 - 3 a2 a4) + 1.
 * a1 = a4 = 0 happens on G only at f = 1 (then a2 = a5 = 0 too; G meets
 * the subfield Fp2[w^3] only at 1), where a3 = 0 is right. Decompression
 * picks the case with masks and shares one constant-time inversion among
 * the elements it is given: no branch on the values.
 */
#include "field/tower.h"

/* (x + y s)^2 = (x^2 + xi y^2) + ((x + y)^2 - x^2 - y^2) s, from the
 * squares q = x^2, y^2, (x + y)^2 */
static void fp4_from_squares(bls381_fp2 *r0, bls381_fp2 *r1, const bls381_fp2 q[3])
{
    bls381_fp2 t;
    bls381_fp2_sub(&t, &q[2], &q[0]);
    bls381_fp2_sub(r1, &t, &q[1]);
    bls381_fp2_mul_by_nonresidue(&t, &q[1]);
    bls381_fp2_add(r0, &q[0], &t);
}

/* the Fp4 squaring of both forms */
static void fp4_sqr(bls381_fp2 *r0, bls381_fp2 *r1, const bls381_fp2 *x, const bls381_fp2 *y)
{
    bls381_fp2 q[3];
    bls381_fp2_sqr(&q[0], x);
    bls381_fp2_sqr(&q[1], y);
    bls381_fp2_add(&q[2], x, y);
    bls381_fp2_sqr(&q[2], &q[2]);
    fp4_from_squares(r0, r1, q);
}

/* r = 3 t - 2 a = 2 (t - a) + t */
static void three_minus_two(bls381_fp2 *r, const bls381_fp2 *t, const bls381_fp2 *a)
{
    bls381_fp2 d;
    bls381_fp2_sub(&d, t, a);
    bls381_fp2_dbl(&d, &d);
    bls381_fp2_add(r, &d, t);
}

/* r = 3 t + 2 a = 2 (t + a) + t */
static void three_plus_two(bls381_fp2 *r, const bls381_fp2 *t, const bls381_fp2 *a)
{
    bls381_fp2 d;
    bls381_fp2_add(&d, t, a);
    bls381_fp2_dbl(&d, &d);
    bls381_fp2_add(r, &d, t);
}

void bls381_fp12_cyclotomic_sqr(bls381_fp12 *r, const bls381_fp12 *a)
{
    /* A = (c0.c0, c1.c1), B = (c1.c0, c0.c2), C = (c0.c1, c1.c2) */
    bls381_fp2 A0, A1, B0, B1, C0, C1, t;
    fp4_sqr(&A0, &A1, &a->c0.c0, &a->c1.c1);
    fp4_sqr(&B0, &B1, &a->c1.c0, &a->c0.c2);
    fp4_sqr(&C0, &C1, &a->c0.c1, &a->c1.c2);

    /* A' = 3 A^2 - 2 conj(A) */
    three_minus_two(&r->c0.c0, &A0, &a->c0.c0);
    three_plus_two(&r->c1.c1, &A1, &a->c1.c1);
    /* B' = 3 s C^2 + 2 conj(B), s (C0 + C1 s) = xi C1 + C0 s */
    bls381_fp2_mul_by_nonresidue(&t, &C1);
    three_plus_two(&r->c1.c0, &t, &a->c1.c0);
    three_minus_two(&r->c0.c2, &C0, &a->c0.c2);
    /* C' = 3 B^2 - 2 conj(C) */
    three_minus_two(&r->c0.c1, &B0, &a->c0.c1);
    three_plus_two(&r->c1.c2, &B1, &a->c1.c2);
}

void bls381_fp12_cyclotomic_compress(bls381_fp12_compressed *r, const bls381_fp12 *a)
{
    r->a1 = a->c1.c0;
    r->a2 = a->c0.c1;
    r->a4 = a->c0.c2;
    r->a5 = a->c1.c2;
}

void bls381_fp12_cyclotomic_sqr_compressed_combine(bls381_fp12_compressed *r, const bls381_fp12_compressed *a,
                                                    const bls381_fp2 q[6])
{
    /* B = a1 + a4 s and C = a2 + a5 s squared, as in the full squaring */
    bls381_fp2 B0, B1, C0, C1;
    fp4_from_squares(&C0, &C1, q);
    fp4_from_squares(&B0, &B1, q + 3);
    bls381_fp2_mul_by_nonresidue(&C1, &C1);
    three_plus_two(&r->a1, &C1, &a->a1);
    three_minus_two(&r->a4, &C0, &a->a4);
    three_minus_two(&r->a2, &B0, &a->a2);
    three_plus_two(&r->a5, &B1, &a->a5);
}

void bls381_fp12_cyclotomic_sqr_compressed(bls381_fp12_compressed *r, const bls381_fp12_compressed *a)
{
    bls381_fp2 q[6];
    bls381_fp2_sqr(&q[0], &a->a2);
    bls381_fp2_sqr(&q[1], &a->a5);
    bls381_fp2_add(&q[2], &a->a2, &a->a5);
    bls381_fp2_sqr(&q[2], &q[2]);
    bls381_fp2_sqr(&q[3], &a->a1);
    bls381_fp2_sqr(&q[4], &a->a4);
    bls381_fp2_add(&q[5], &a->a1, &a->a4);
    bls381_fp2_sqr(&q[5], &q[5]);
    bls381_fp12_cyclotomic_sqr_compressed_combine(r, a, q);
}

/* a3 = num / den for c, both cases of the comment at the top; den = 1 (and
 * num = 0) at f = 1 */
static void a3_fraction(bls381_fp2 *num, bls381_fp2 *den, const bls381_fp12_compressed *c)
{
    bls381_fp2 t, one;
    bool a1_zero = bls381_fp2_is_zero(&c->a1);
    /* a1 != 0: (xi a5^2 + 3 a2^2 - 2 a4) / (4 a1) */
    bls381_fp2_sqr(num, &c->a5);
    bls381_fp2_mul_by_nonresidue(num, num);
    bls381_fp2_sqr(&t, &c->a2);
    three_minus_two(&t, &t, &c->a4);
    bls381_fp2_add(num, num, &t);
    bls381_fp2_dbl(den, &c->a1);
    bls381_fp2_dbl(den, den);
    /* a1 = 0: 2 a2 a5 / a4 */
    bls381_fp2_mul(&t, &c->a2, &c->a5);
    bls381_fp2_dbl(&t, &t);
    bls381_fp2_cmov(num, &t, a1_zero);
    bls381_fp2_cmov(den, &c->a4, a1_zero);
    bls381_fp2_set_one(&one);
    bls381_fp2_cmov(den, &one, bls381_fp2_is_zero(den));
}

void bls381_fp12_cyclotomic_decompress(bls381_fp12 *r, const bls381_fp12_compressed *c, size_t n)
{
    bls381_fp2 num[BLS381_FP12_DECOMPRESS_MAX], den[BLS381_FP12_DECOMPRESS_MAX];
    bls381_fp2 prefix[BLS381_FP12_DECOMPRESS_MAX], inv, t, u;
    if (n == 0) return;
    /* the n denominators inverted at once (Montgomery's trick) */
    for (size_t j = 0; j < n; j++) {
        a3_fraction(&num[j], &den[j], &c[j]);
        if (j == 0) prefix[0] = den[0];
        else bls381_fp2_mul(&prefix[j], &prefix[j - 1], &den[j]);
    }
    bls381_fp2_inv(&inv, &prefix[n - 1]);
    for (size_t j = n; j-- > 0;) {
        bls381_fp2 a3;
        if (j > 0) {
            bls381_fp2_mul(&t, &inv, &prefix[j - 1]);   /* 1/den[j] */
            bls381_fp2_mul(&inv, &inv, &den[j]);
        } else {
            t = inv;
        }
        bls381_fp2_mul(&a3, &num[j], &t);
        /* a0 = xi (2 a3^2 + a1 a5 - 3 a2 a4) + 1 */
        bls381_fp2_sqr(&t, &a3);
        bls381_fp2_dbl(&t, &t);
        bls381_fp2_mul(&u, &c[j].a1, &c[j].a5);
        bls381_fp2_add(&t, &t, &u);
        bls381_fp2_mul(&u, &c[j].a2, &c[j].a4);
        bls381_fp2_sub(&t, &t, &u);
        bls381_fp2_sub(&t, &t, &u);
        bls381_fp2_sub(&t, &t, &u);
        bls381_fp2_mul_by_nonresidue(&t, &t);
        bls381_fp2_set_one(&u);
        bls381_fp2_add(&r[j].c0.c0, &t, &u);
        r[j].c0.c1 = c[j].a2;
        r[j].c0.c2 = c[j].a4;
        r[j].c1.c0 = c[j].a1;
        r[j].c1.c1 = a3;
        r[j].c1.c2 = c[j].a5;
    }
}
