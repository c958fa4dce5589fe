/* The malformed G1 and G2 encodings of the contract tests (tests/contract.h). */
#include "contract.h"

void contract_bad_g1(bad_point c[NBAD], bad_point u[NBAD])
{
    bls381_g1 p;
    bls381_g1_affine a, o;
    uint8_t gc[48], gu[96];
    cu_rand_g1(&p);
    bls381_g1_to_affine(&a, &p);
    bls381_g1_compress(gc, &a);
    bls381_g1_serialize(gu, &a);
    cu_rand_e1(&p);                                    /* on the curve, outside G1 */
    bls381_g1_to_affine(&o, &p);
    memset(c, 0, NBAD * sizeof *c);
    memset(u, 0, NBAD * sizeof *u);
    int i = 0;
    c[i].what = "no compression flag"; memcpy(c[i].b, gc, 48); c[i].b[0] &= 0x7f; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity with sign"; c[i].b[0] = 0xe0; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity, body not 0"; c[i].b[0] = 0xc0; c[i].b[47] = 1; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x = p"; memcpy(c[i].b, P_BE, 48); c[i].b[0] |= 0x80; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x = 2^381 - 1"; memset(c[i].b, 0xff, 48); c[i].b[0] = 0x9f; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x off the curve"; c[i].b[0] = 0x80; c[i].b[47] = 0;
    for (uint8_t v = 1;; v++) { /* first x with x^3 + 4 not a square */
        c[i].b[47] = v;
        bls381_g1_affine t;
        if (bls381_g1_decompress_no_subgroup_check(&t, c[i].b) == BLS381_ERR_NOT_ON_CURVE) break;
    }
    c[i++].want = BLS381_ERR_NOT_ON_CURVE;
    c[i].what = "outside G1"; bls381_g1_compress(c[i].b, &o); c[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { c[i].what = "x = p, other sign"; memcpy(c[i].b, P_BE, 48); c[i].b[0] |= 0xa0;
                            c[i].want = BLS381_ERR_ENCODING; }
    i = 0;
    u[i].what = "compression flag"; memcpy(u[i].b, gu, 96); u[i].b[0] |= 0x80; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "sign flag"; memcpy(u[i].b, gu, 96); u[i].b[0] |= 0x20; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "infinity, y not 0"; u[i].b[0] = 0x40; u[i].b[95] = 1; u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "x = p"; memcpy(u[i].b, P_BE, 48); memcpy(u[i].b + 48, gu + 48, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y = p"; memcpy(u[i].b, gu, 48); memcpy(u[i].b + 48, P_BE, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y off by one"; memcpy(u[i].b, gu, 96); u[i].b[95] ^= 1; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "(0, 0) without the flag"; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "outside G1"; bls381_g1_serialize(u[i].b, &o); u[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { u[i].what = "all ones"; memset(u[i].b, 0xff, 96); u[i].want = BLS381_ERR_FLAGS; }
}

void contract_bad_g2(bad_point c[NBAD], bad_point u[NBAD])
{
    bls381_g2 p;
    bls381_g2_affine a, o;
    uint8_t gc[96], gu[192];
    cu_rand_g2(&p);
    bls381_g2_to_affine(&a, &p);
    bls381_g2_compress(gc, &a);
    bls381_g2_serialize(gu, &a);
    cu_rand_e2(&p);
    bls381_g2_to_affine(&o, &p);
    memset(c, 0, NBAD * sizeof *c);
    memset(u, 0, NBAD * sizeof *u);
    int i = 0;
    c[i].what = "no compression flag"; memcpy(c[i].b, gc, 96); c[i].b[0] &= 0x7f; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity with sign"; c[i].b[0] = 0xe0; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity, body not 0"; c[i].b[0] = 0xc0; c[i].b[95] = 1; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x.c1 = p"; memcpy(c[i].b, P_BE, 48); c[i].b[0] |= 0x80; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x.c0 = p"; memcpy(c[i].b, gc, 48); memcpy(c[i].b + 48, P_BE, 48); c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x off the curve"; c[i].b[0] = 0x80; c[i].b[47] = 1;
    for (uint8_t v = 1;; v++) {
        c[i].b[95] = v;
        bls381_g2_affine t;
        if (bls381_g2_decompress_no_subgroup_check(&t, c[i].b) == BLS381_ERR_NOT_ON_CURVE) break;
    }
    c[i++].want = BLS381_ERR_NOT_ON_CURVE;
    c[i].what = "outside G2"; bls381_g2_compress(c[i].b, &o); c[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { c[i].what = "all ones"; memset(c[i].b, 0xff, 96); c[i].want = BLS381_ERR_FLAGS; }
    i = 0;
    u[i].what = "compression flag"; memcpy(u[i].b, gu, 192); u[i].b[0] |= 0x80; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "sign flag"; memcpy(u[i].b, gu, 192); u[i].b[0] |= 0x20; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "infinity, y not 0"; u[i].b[0] = 0x40; u[i].b[191] = 1; u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "x.c0 = p"; memcpy(u[i].b, gu, 192); memcpy(u[i].b + 48, P_BE, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y.c1 = p"; memcpy(u[i].b, gu, 192); memcpy(u[i].b + 96, P_BE, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y off by one"; memcpy(u[i].b, gu, 192); u[i].b[191] ^= 1; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "(0, 0) without the flag"; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "outside G2"; bls381_g2_serialize(u[i].b, &o); u[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { u[i].what = "all ones"; memset(u[i].b, 0xff, 192); u[i].want = BLS381_ERR_FLAGS; }
}
