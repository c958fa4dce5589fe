/*
 * sqrt_ratio in Fp2 (the contract of RFC 9380 appendix F.2.1: true and
 * y = sqrt(u/v) when u/v is a square, else false and y = sqrt(Z u/v)) with
 * two exponentiations in Fp instead of one in Fp2, using the norm
 * N(a) = a * conj(a) = a0^2 + a1^2 in Fp. Notation: i^2 = -1; p = 3 mod 4,
 * so -1 is not a square in Fp, and every element of Fp is a square in Fp2.
 *
 * 1. u/v = w/D^2 with D = N(v) in Fp and w = u conj(v) D, so
 *    sqrt(u/v) = sqrt(w)/D, and u/v is a square iff w is.
 * 2. w is a square in Fp2 iff n = N(w) is a square in Fp. s = n^((p+1)/4)
 *    is sqrt(n) when n is a square, and satisfies s^2 = -n otherwise. Then
 *    Z w is a square (N(Z) = 5 is not), and sqrt(N(Z w)) = sqrt(-5) s: we
 *    swap in w <- Z w, s <- sqrt(-5) s without a branch.
 * 3. For a square w = a0 + a1 i with sqrt(n) = s: t = (a0 + s)/2 and
 *    t' = (a0 - s)/2 satisfy t t' = -a1^2/4, so when a1 != 0 exactly one of
 *    them is a square in Fp. With c = t^((p-3)/4): if t is a square,
 *    c^2 t = 1 and A = c t + (c a1/2) i squares to w; if not, c^2 t = -1 and
 *    B = -i A does. (When a1 = 0 and s = -a0, t = 0: take t = a0 instead,
 *    and the same two candidates work.)
 * 4. The division by D goes into the second exponentiation:
 *    (t D^4)^((p-3)/4) = c D^(p-3) = c/D^2, so e = (t D^4)^((p-3)/4) * D
 *    is c/D and A/D = e t + (e a1/2) i.
 * Cost: two 379-bit Fp exponentiations and about 30 products, against one
 * 758-bit Fp2 exponentiation for Tonelli-Shanks (its twin in the tests,
 * tests/h2c_sqrt_ratio_ts.c). All steps are branch-free.
 */
#include "curve/h2c.h"

#define FP(a0, a1, a2, a3, a4, a5) { { a0##ULL, a1##ULL, a2##ULL, a3##ULL, a4##ULL, a5##ULL } }

/* the SWU constant Z of E2' (RFC 9380 section 8.8.2), here because
 * sqrt_ratio's contract is in terms of it (h2c_sswu_g2.c uses it too) */
const bls381_fp2 bls381_h2c_g2_z = {   /* Z = -2 - u */
    FP(0x87ebfffffff9555c, 0x656fffe5da8ffffa, 0x0fd0749345d33ad2,
       0xd951e663066576f4, 0xde291a3d41e980d3, 0x0815664c7dfe040d),
    FP(0x43f5fffffffcaaae, 0x32b7fff2ed47fffd, 0x07e83a49a2e99d69,
       0xeca8f3318332bb7a, 0xef148d1ea0f4c069, 0x040ab3263eff0206) };

/* (p+1)/4 and (p-3)/4, plain limbs */
static const uint64_t p_plus1_div4[6] = {
    0xee7fbfffffffeaabULL, 0x07aaffffac54ffffULL, 0xd9cc34a83dac3d89ULL,
    0xd91dd2e13ce144afULL, 0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL };
static const uint64_t p_minus3_div4[6] = {
    0xee7fbfffffffeaaaULL, 0x07aaffffac54ffffULL, 0xd9cc34a83dac3d89ULL,
    0xd91dd2e13ce144afULL, 0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL };
/* sqrt(-5) = (-5)^((p+1)/4), Montgomery form */
static const bls381_fp sqrt_minus5 = { {
    0xcd94f7407f49f0baULL, 0xe4f81e0fa6c4f72dULL, 0x30e77d854799eedbULL,
    0xc442e208de13f299ULL, 0x15a4f8f75facaabeULL, 0x135bd2bfe164a855ULL } };

static void norm(bls381_fp *r, const bls381_fp2 *a)
{
    bls381_fp t;
    bls381_fp_sqr(r, &a->c0);
    bls381_fp_sqr(&t, &a->c1);
    bls381_fp_add(r, r, &t);
}

bool bls381_h2c_sqrt_ratio_fp2(bls381_fp2 *y, const bls381_fp2 *u, const bls381_fp2 *v)
{
    bls381_fp D, D4, n, s, t, t2, c, e, chk, a1h;
    bls381_fp2 w, zw, A, B;

    /* 1. w = u conj(v) N(v) */
    norm(&D, v);
    bls381_fp2_conj(&w, v);
    bls381_fp2_mul(&w, u, &w);
    bls381_fp2_mul_fp(&w, &w, &D);

    /* 2. is w a square? if not, continue with Z w */
    norm(&n, &w);
    bls381_fp_pow_fixed(&s, &n, p_plus1_div4, 6);
    bls381_fp_sqr(&chk, &s);
    bool is_qr = bls381_fp_eq(&chk, &n);
    bls381_fp2_mul(&zw, &bls381_h2c_g2_z, &w);
    bls381_fp2_cmov(&w, &zw, !is_qr);
    bls381_fp_mul(&t, &s, &sqrt_minus5);
    bls381_fp_cmov(&s, &t, !is_qr);

    /* 3. t = (a0 + s)/2, or a0 when that is 0 */
    bls381_fp_add(&t, &w.c0, &s);
    bls381_fp_half(&t, &t);
    bls381_fp_cmov(&t, &w.c0, bls381_fp_is_zero(&t));

    /* 4. e = c/D with c = t^((p-3)/4) */
    bls381_fp_sqr(&D4, &D);
    bls381_fp_sqr(&D4, &D4);
    bls381_fp_mul(&t2, &t, &D4);
    bls381_fp_pow_fixed(&e, &t2, p_minus3_div4, 6);
    bls381_fp_mul(&e, &e, &D);

    /* A/D = e t + (e a1/2) i; t is a square iff c^2 t = (e D)^2 t = 1 */
    bls381_fp_mul(&A.c0, &e, &t);
    bls381_fp_half(&a1h, &w.c1);
    bls381_fp_mul(&A.c1, &e, &a1h);
    bls381_fp_mul(&c, &e, &D);
    bls381_fp_sqr(&chk, &c);
    bls381_fp_mul(&chk, &chk, &t);
    bool t_square = bls381_fp_is_one(&chk);
    /* B/D = -i A/D = A.c1 - A.c0 i */
    B.c0 = A.c1;
    bls381_fp_neg(&B.c1, &A.c0);
    bls381_fp2_cmov(&A, &B, !t_square);
    *y = A;
    return is_qr;
}
