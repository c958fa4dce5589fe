/* Helpers for the curve tests (see curve_util.h). */
#include "curve_util.h"
#include "harness.h"

const uint8_t cu_r_bytes[32] = {
    0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
    0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01,
};

/* RFC 9380 section 8.8: h_eff = 1 - x (G1) and 3(x^2 - 1) h2 (G2); checked
 * against the oracle in test_curve_consts.c */
const uint8_t cu_g1_h_eff[8] = { 0xd2, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01 };
const uint8_t cu_g2_h_eff[80] = {
    0x0b, 0xc6, 0x9f, 0x08, 0xf2, 0xee, 0x75, 0xb3, 0x58, 0x4c, 0x6a, 0x0e, 0xa9, 0x1b, 0x35, 0x28,
    0x88, 0xe2, 0xa8, 0xe9, 0x14, 0x5a, 0xd7, 0x68, 0x99, 0x86, 0xff, 0x03, 0x15, 0x08, 0xff, 0xe1,
    0x32, 0x9c, 0x2f, 0x17, 0x87, 0x31, 0xdb, 0x95, 0x6d, 0x82, 0xbf, 0x01, 0x5d, 0x12, 0x12, 0xb0,
    0x2e, 0xc0, 0xec, 0x69, 0xd7, 0x47, 0x7c, 0x1a, 0xe9, 0x54, 0xcb, 0xc0, 0x66, 0x89, 0xf6, 0xa3,
    0x59, 0x89, 0x4c, 0x0a, 0xde, 0xbb, 0xf6, 0xb4, 0xe8, 0x02, 0x00, 0x05, 0xaa, 0xa9, 0x55, 0x51,
};

void cu_rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x1f;
    } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

void cu_rand_fp2(bls381_fp2 *r)
{
    cu_rand_fp(&r->c0);
    cu_rand_fp(&r->c1);
}

void cu_rand_fr(bls381_fr *r)
{
    uint8_t b[32];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x7f;
    } while (bls381_fr_from_bytes(r, b) != BLS381_OK);
}

/* a random x whose x^3 + 4 is (square) or is not (!square) a square, and
 * y its root when it is */
static void rand_x(bls381_fp *x, bls381_fp *y, bool square)
{
    bls381_fp y2, four;
    bls381_fp_from_u64(&four, 4);
    do {
        cu_rand_fp(x);
        bls381_fp_sqr(&y2, x);
        bls381_fp_mul(&y2, &y2, x);
        bls381_fp_add(&y2, &y2, &four);
    } while (bls381_fp_sqrt(y, &y2) != square);
}

void cu_rand_e1(bls381_g1 *r)
{
    rand_x(&r->x, &r->y, true);
    bls381_fp_set_one(&r->z);
    cu_rescale_g1(r);
}

void cu_rand_x_off_e1(bls381_fp *x)
{
    bls381_fp y;
    rand_x(x, &y, false);
}

void cu_rand_e2(bls381_g2 *r)
{
    bls381_fp2 x, y, y2, b;
    bls381_fp_from_u64(&b.c0, 4);
    b.c1 = b.c0;
    do {
        cu_rand_fp2(&x);
        bls381_fp2_sqr(&y2, &x);
        bls381_fp2_mul(&y2, &y2, &x);
        bls381_fp2_add(&y2, &y2, &b);
    } while (!bls381_fp2_sqrt(&y, &y2));
    r->x = x;
    r->y = y;
    bls381_fp2_set_one(&r->z);
    cu_rescale_g2(r);
}

/* h2 / 13^2 (big-endian), h2 the cofactor of G2: the 13-part of E2(Fp2)
 * is Z/13 x Z/13 (exponent 13, not 169), so the multiplier drops both
 * factors 13 */
static const uint8_t H2_DIV_169[63] = {
    0x08, 0xd5, 0xfc, 0x75, 0x22, 0xf6, 0xc4, 0xd5, 0xa3, 0xc5, 0x66, 0x35, 0x41, 0xd6, 0x8b, 0x60,
    0xa5, 0xf9, 0xbd, 0xc2, 0x50, 0x55, 0x5d, 0x81, 0xbe, 0x2a, 0x9b, 0x0c, 0x64, 0x83, 0x04, 0x5a,
    0x5b, 0x21, 0x3d, 0xcb, 0x71, 0x08, 0x59, 0x45, 0xe0, 0xae, 0xf2, 0x9c, 0x5e, 0x86, 0x29, 0xed,
    0xf4, 0x04, 0x6d, 0xb8, 0x00, 0xa8, 0x37, 0x33, 0x36, 0xb3, 0x15, 0x09, 0x41, 0xcf, 0xdd,
};

void cu_rand_e2_order_13(bls381_g2 *r)
{
    bls381_g2 p;
    for (int tries = 0; tries < 16; tries++) {
        cu_rand_e2(&p);
        cu_naive_mul_g2(r, &p, cu_r_bytes, 32);
        cu_naive_mul_g2(r, r, H2_DIV_169, sizeof H2_DIV_169);
        if (!bls381_g2_is_infinity(r)) return;
    }
}

void cu_rand_g1(bls381_g1 *r)
{
    uint8_t k[32];
    bls381_g1 g;
    test_rand_bytes(k, sizeof k);
    bls381_g1_generator(&g);
    cu_naive_mul_g1(r, &g, k, sizeof k);
    cu_rescale_g1(r);
}

void cu_rand_g2(bls381_g2 *r)
{
    uint8_t k[32];
    bls381_g2 g;
    test_rand_bytes(k, sizeof k);
    bls381_g2_generator(&g);
    cu_naive_mul_g2(r, &g, k, sizeof k);
    cu_rescale_g2(r);
}

void cu_rescale_g1(bls381_g1 *r)
{
    bls381_fp l;
    do cu_rand_fp(&l); while (bls381_fp_is_zero(&l));
    bls381_fp_mul(&r->x, &r->x, &l);
    bls381_fp_mul(&r->y, &r->y, &l);
    bls381_fp_mul(&r->z, &r->z, &l);
}

void cu_rescale_g2(bls381_g2 *r)
{
    bls381_fp2 l;
    do cu_rand_fp2(&l); while (bls381_fp2_is_zero(&l));
    bls381_fp2_mul(&r->x, &r->x, &l);
    bls381_fp2_mul(&r->y, &r->y, &l);
    bls381_fp2_mul(&r->z, &r->z, &l);
}

void cu_naive_mul_g1(bls381_g1 *r, const bls381_g1 *p, const uint8_t *k, size_t n)
{
    bls381_g1 acc;
    bls381_g1_set_infinity(&acc);
    for (size_t i = 0; i < 8 * n; i++) {
        bls381_g1_dbl(&acc, &acc);
        if ((k[i / 8] >> (7 - i % 8)) & 1) bls381_g1_add(&acc, &acc, p);
    }
    *r = acc;
}

void cu_naive_mul_g2(bls381_g2 *r, const bls381_g2 *p, const uint8_t *k, size_t n)
{
    bls381_g2 acc;
    bls381_g2_set_infinity(&acc);
    for (size_t i = 0; i < 8 * n; i++) {
        bls381_g2_dbl(&acc, &acc);
        if ((k[i / 8] >> (7 - i % 8)) & 1) bls381_g2_add(&acc, &acc, p);
    }
    *r = acc;
}

void cu_special_scalar(uint8_t k[32], size_t i)
{
    memset(k, 0, 32);
    switch (i) {
    case 0: break;
    case 1: k[31] = 1; break;
    case 2: k[31] = 2; break;
    case 3: memcpy(k, cu_r_bytes, 32); k[31] -= 1; break;
    case 4: memcpy(k, cu_r_bytes, 32); break;
    case 5: memcpy(k, cu_r_bytes, 32); k[31] += 1; break;
    case 6: memset(k, 0xff, 32); break;
    case 7: memset(k + 16, 0xff, 16); break;            /* 2^128 - 1 */
    case 8: k[15] = 1; break;                           /* 2^128, around x^2 */
    default: test_rand_bytes(k, 32); if (i % 2) k[0] &= 0x3f;
    }
}

void cu_rand_g1_fast(bls381_g1 *r)
{
    bls381_fr k;
    bls381_g1 g;
    cu_rand_fr(&k);
    bls381_g1_generator(&g);
    bls381_g1_mul_vartime(r, &g, &k);
}

void cu_rand_g2_fast(bls381_g2 *r)
{
    bls381_fr k;
    bls381_g2 g;
    cu_rand_fr(&k);
    bls381_g2_generator(&g);
    bls381_g2_mul_vartime(r, &g, &k);
}
