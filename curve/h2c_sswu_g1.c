/*
 * Simplified SWU onto E1': y^2 = x^3 + A' x + B' (RFC 9380 sections 6.6.2
 * and 8.8.1, Z = 11), in the straight-line form of appendix F.2 with the
 * sqrt_ratio of appendix F.2.1.2 for q = p = 3 mod 4. The final division
 * x = x/tv4 is not done: x is returned as the fraction xn/xd.
 */
#include "curve/h2c.h"

const bls381_fp bls381_h2c_g1_a = { {   /* A' */
    0x2f65aa0e9af5aa51ULL, 0x86464c2d1e8416c3ULL, 0xb85ce591b7bd31e2ULL,
    0x27e11c91b5f24e7cULL, 0x28376eda6bfc1835ULL, 0x155455c3e5071d85ULL } };
const bls381_fp bls381_h2c_g1_b = { {   /* B' */
    0xfb996971fe22a1e0ULL, 0x9aa93eb35b742d6fULL, 0x8c476013de99c5c4ULL,
    0x873e27c3a221e571ULL, 0xca72b5e45a52d888ULL, 0x06824061418a386bULL } };
const bls381_fp bls381_h2c_g1_z = { {   /* Z = 11 */
    0x886c00000023ffdcULL, 0x0f70008d3090001dULL, 0x77672417ed5828c3ULL,
    0x9dac23e943dc1740ULL, 0x50553f1b9c131521ULL, 0x078c712fbe0ab6e8ULL } };
/* c2 = sqrt(-Z), the root a^((p+1)/4) of -11 */
static const bls381_fp sqrt_minus_z = { {
    0xf37b0ced8fb71e24ULL, 0xf02dc8a4535a8779ULL, 0x732ed835f7eb14eaULL,
    0x524ca41ecb2bce0dULL, 0x095e3801e90b5fc1ULL, 0x0252ad055472a90eULL } };
/* c1 = (p - 3)/4, plain limbs */
static const uint64_t p_minus3_div4[6] = {
    0xee7fbfffffffeaaaULL, 0x07aaffffac54ffffULL, 0xd9cc34a83dac3d89ULL,
    0xd91dd2e13ce144afULL, 0x92c6e9ed90d2eb35ULL, 0x0680447a8e5ff9a6ULL };

bool bls381_h2c_sqrt_ratio_fp(bls381_fp *y, const bls381_fp *u, const bls381_fp *v)
{
    bls381_fp tv1, tv2, tv3, y1, y2;
    bls381_fp_sqr(&tv1, v);                         /* 1. tv1 = v^2 */
    bls381_fp_mul(&tv2, u, v);                      /* 2. tv2 = u*v */
    bls381_fp_mul(&tv1, &tv1, &tv2);                /* 3. tv1 = u*v^3 */
    bls381_fp_pow_fixed(&y1, &tv1, p_minus3_div4, 6); /* 4. y1 = tv1^c1 */
    bls381_fp_mul(&y1, &y1, &tv2);                  /* 5. y1 = y1*tv2 */
    bls381_fp_mul(&y2, &y1, &sqrt_minus_z);         /* 6. y2 = y1*c2 */
    bls381_fp_sqr(&tv3, &y1);                       /* 7. */
    bls381_fp_mul(&tv3, &tv3, v);                   /* 8. tv3 = y1^2 * v */
    bool is_qr = bls381_fp_eq(&tv3, u);             /* 9. */
    bls381_fp_cmov(&y2, &y1, is_qr);                /* 10. y = CMOV(y2, y1, isQR) */
    *y = y2;
    return is_qr;
}

void bls381_h2c_sswu_g1(bls381_fp *xn, bls381_fp *xd, bls381_fp *y, const bls381_fp *u)
{
    const bls381_fp *A = &bls381_h2c_g1_a, *B = &bls381_h2c_g1_b, *Z = &bls381_h2c_g1_z;
    bls381_fp tv1, tv2, tv3, tv4, tv5, tv6, x, y1, ny;
    bls381_fp_sqr(&tv1, u);                         /* 1. tv1 = u^2 */
    bls381_fp_mul(&tv1, Z, &tv1);                   /* 2. tv1 = Z * tv1 */
    bls381_fp_sqr(&tv2, &tv1);                      /* 3. tv2 = tv1^2 */
    bls381_fp_add(&tv2, &tv2, &tv1);                /* 4. tv2 = tv2 + tv1 */
    bls381_fp_add(&tv3, &tv2, &bls381_fp_one_mont); /* 5. tv3 = tv2 + 1 */
    bls381_fp_mul(&tv3, B, &tv3);                   /* 6. tv3 = B * tv3 */
    bls381_fp_neg(&tv4, &tv2);                      /* 7. tv4 = CMOV(Z, -tv2, tv2 != 0) */
    bls381_fp_cmov(&tv4, Z, bls381_fp_is_zero(&tv2));
    bls381_fp_mul(&tv4, A, &tv4);                   /* 8. tv4 = A * tv4 */
    bls381_fp_sqr(&tv2, &tv3);                      /* 9. tv2 = tv3^2 */
    bls381_fp_sqr(&tv6, &tv4);                      /* 10. tv6 = tv4^2 */
    bls381_fp_mul(&tv5, A, &tv6);                   /* 11. tv5 = A * tv6 */
    bls381_fp_add(&tv2, &tv2, &tv5);                /* 12. tv2 = tv2 + tv5 */
    bls381_fp_mul(&tv2, &tv2, &tv3);                /* 13. tv2 = tv2 * tv3 */
    bls381_fp_mul(&tv6, &tv6, &tv4);                /* 14. tv6 = tv6 * tv4 */
    bls381_fp_mul(&tv5, B, &tv6);                   /* 15. tv5 = B * tv6 */
    bls381_fp_add(&tv2, &tv2, &tv5);                /* 16. tv2 = tv2 + tv5 */
    bls381_fp_mul(&x, &tv1, &tv3);                  /* 17. x = tv1 * tv3 */
    bool is_gx1_square = bls381_h2c_sqrt_ratio_fp(&y1, &tv2, &tv6); /* 18. */
    bls381_fp_mul(y, &tv1, u);                      /* 19. y = tv1 * u */
    bls381_fp_mul(y, y, &y1);                       /* 20. y = y * y1 */
    bls381_fp_cmov(&x, &tv3, is_gx1_square);        /* 21. x = CMOV(x, tv3, is_gx1_square) */
    bls381_fp_cmov(y, &y1, is_gx1_square);          /* 22. y = CMOV(y, y1, is_gx1_square) */
    bool e1 = bls381_fp_is_odd(u) == bls381_fp_is_odd(y); /* 23. e1 = sgn0(u) == sgn0(y) */
    bls381_fp_neg(&ny, y);                          /* 24. y = CMOV(-y, y, e1) */
    bls381_fp_cmov(y, &ny, !e1);
    *xn = x;                                        /* 25. x = x / tv4, left as a fraction */
    *xd = tv4;
}
