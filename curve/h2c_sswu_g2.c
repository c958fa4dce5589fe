/*
 * Simplified SWU onto E2': y^2 = x^3 + A' x + B', A' = 240u, B' = 1012(1+u),
 * Z = -(2+u) (RFC 9380 sections 6.6.2 and 8.8.2), in the straight-line form
 * of appendix F.2. x is returned as the fraction xn/xd.
 * sqrt_ratio and Z (which its contract names): h2c_sqrt_ratio_fp2.c.
 */
#include "curve/h2c.h"

#define FP(a0, a1, a2, a3, a4, a5) { { a0##ULL, a1##ULL, a2##ULL, a3##ULL, a4##ULL, a5##ULL } }

const bls381_fp2 bls381_h2c_g2_a = {   /* A' = 240u */
    FP(0, 0, 0, 0, 0, 0),
    FP(0xe53a000003135242, 0x01080c0fdef80285, 0xe7889edbe340f6bd,
       0x0b51375126310601, 0x02d6985717c744ab, 0x1220b4e979ea5467) };
const bls381_fp2 bls381_h2c_g2_b = {   /* B' = 1012 + 1012u */
    FP(0x22ea00000cf89db2, 0x6ec832df71380aa4, 0x6e1b94403db5a66e,
       0x75bf3c53a79473ba, 0x3dd3a569412c0a34, 0x125cdb5e74dc4fd1),
    FP(0x22ea00000cf89db2, 0x6ec832df71380aa4, 0x6e1b94403db5a66e,
       0x75bf3c53a79473ba, 0x3dd3a569412c0a34, 0x125cdb5e74dc4fd1) };
void bls381_h2c_sswu_g2(bls381_fp2 *xn, bls381_fp2 *xd, bls381_fp2 *y, const bls381_fp2 *u)
{
    const bls381_fp2 *A = &bls381_h2c_g2_a, *B = &bls381_h2c_g2_b, *Z = &bls381_h2c_g2_z;
    bls381_fp2 tv1, tv2, tv3, tv4, tv5, tv6, x, y1, ny, one;
    bls381_fp2_set_one(&one);
    bls381_fp2_sqr(&tv1, u);                        /* 1. tv1 = u^2 */
    bls381_fp2_mul(&tv1, Z, &tv1);                  /* 2. tv1 = Z * tv1 */
    bls381_fp2_sqr(&tv2, &tv1);                     /* 3. tv2 = tv1^2 */
    bls381_fp2_add(&tv2, &tv2, &tv1);               /* 4. tv2 = tv2 + tv1 */
    bls381_fp2_add(&tv3, &tv2, &one);               /* 5. tv3 = tv2 + 1 */
    bls381_fp2_mul(&tv3, B, &tv3);                  /* 6. tv3 = B * tv3 */
    bls381_fp2_neg(&tv4, &tv2);                     /* 7. tv4 = CMOV(Z, -tv2, tv2 != 0) */
    bls381_fp2_cmov(&tv4, Z, bls381_fp2_is_zero(&tv2));
    bls381_fp2_mul(&tv4, A, &tv4);                  /* 8. tv4 = A * tv4 */
    bls381_fp2_sqr(&tv2, &tv3);                     /* 9. tv2 = tv3^2 */
    bls381_fp2_sqr(&tv6, &tv4);                     /* 10. tv6 = tv4^2 */
    bls381_fp2_mul(&tv5, A, &tv6);                  /* 11. tv5 = A * tv6 */
    bls381_fp2_add(&tv2, &tv2, &tv5);               /* 12. tv2 = tv2 + tv5 */
    bls381_fp2_mul(&tv2, &tv2, &tv3);               /* 13. tv2 = tv2 * tv3 */
    bls381_fp2_mul(&tv6, &tv6, &tv4);               /* 14. tv6 = tv6 * tv4 */
    bls381_fp2_mul(&tv5, B, &tv6);                  /* 15. tv5 = B * tv6 */
    bls381_fp2_add(&tv2, &tv2, &tv5);               /* 16. tv2 = tv2 + tv5 */
    bls381_fp2_mul(&x, &tv1, &tv3);                 /* 17. x = tv1 * tv3 */
    bool is_gx1_square = bls381_h2c_sqrt_ratio_fp2(&y1, &tv2, &tv6); /* 18. */
    bls381_fp2_mul(y, &tv1, u);                     /* 19. y = tv1 * u */
    bls381_fp2_mul(y, y, &y1);                      /* 20. y = y * y1 */
    bls381_fp2_cmov(&x, &tv3, is_gx1_square);       /* 21. */
    bls381_fp2_cmov(y, &y1, is_gx1_square);         /* 22. */
    bool e1 = bls381_fp2_sgn0(u) == bls381_fp2_sgn0(y); /* 23. */
    bls381_fp2_neg(&ny, y);                         /* 24. y = CMOV(-y, y, e1) */
    bls381_fp2_cmov(y, &ny, !e1);
    *xn = x;                                        /* 25. x = x / tv4, as a fraction */
    *xd = tv4;
}
