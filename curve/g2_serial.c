/*
 * G2 encodings, ZCash / IETF format (see include/bls381_curve.h): an Fp2
 * element c0 + c1 u is written c1 || c0, each 48-byte big-endian; flags in
 * the top three bits of the first byte as for G1, the sign being the
 * lexicographic order on (c1, c0).
 */
#include "curve/curve.h"

#include <string.h>

#define FLAG_COMPRESSED 0x80
#define FLAG_INFINITY 0x40
#define FLAG_SIGN 0x20
#define FLAG_BITS 0xe0

static void write_fp2(uint8_t out[96], const bls381_fp2 *a)
{
    bls381_fp_to_bytes(out, &a->c1);
    bls381_fp_to_bytes(out + 48, &a->c0);
}

void bls381_g2_compress(uint8_t out[96], const bls381_g2_affine *p)
{
    uint8_t inf = (uint8_t)bls381_g2_affine_is_infinity(p);
    uint8_t sign = (uint8_t)bls381_fp2_is_lexicographically_largest(&p->y);
    write_fp2(out, &p->x);
    out[0] |= (uint8_t)(FLAG_COMPRESSED | ((0 - inf) & FLAG_INFINITY) | ((0 - sign) & FLAG_SIGN));
}

void bls381_g2_serialize(uint8_t out[192], const bls381_g2_affine *p)
{
    uint8_t inf = (uint8_t)bls381_g2_affine_is_infinity(p);
    write_fp2(out, &p->x);
    write_fp2(out + 96, &p->y);
    out[0] |= (uint8_t)((0 - inf) & FLAG_INFINITY);
}

static bool body_is_zero(const uint8_t *in, size_t n)
{
    uint8_t acc = in[0] & (uint8_t)~FLAG_BITS;
    for (size_t i = 1; i < n; i++) acc |= in[i];
    return acc == 0;
}

/* Fp2 from c1 || c0 (96 bytes), the flag bits of the first byte masked off
 * when first is set. */
static bls381_status read_fp2(bls381_fp2 *r, const uint8_t in[96], bool first)
{
    uint8_t buf[48];
    memcpy(buf, in, 48);
    if (first) buf[0] &= (uint8_t)~FLAG_BITS;
    if (bls381_fp_from_bytes(&r->c1, buf) != BLS381_OK) return BLS381_ERR_ENCODING;
    if (bls381_fp_from_bytes(&r->c0, in + 48) != BLS381_OK) return BLS381_ERR_ENCODING;
    return BLS381_OK;
}

bls381_status bls381_g2_decompress_x(bls381_fp2 *x, bool *sign, bool *inf, const uint8_t in[96])
{
    *inf = false;
    uint8_t flags = in[0] & FLAG_BITS;
    if (!(flags & FLAG_COMPRESSED)) return BLS381_ERR_FLAGS;
    if (flags & FLAG_INFINITY) {
        if (flags & FLAG_SIGN) return BLS381_ERR_FLAGS;
        if (!body_is_zero(in, 96)) return BLS381_ERR_ENCODING;
        bls381_fp2_set_zero(x);
        *sign = false;
        *inf = true;
        return BLS381_OK;
    }
    if (read_fp2(x, in, true) != BLS381_OK) return BLS381_ERR_ENCODING;
    *sign = (flags & FLAG_SIGN) != 0;
    return BLS381_OK;
}

void bls381_g2_pick_root(bls381_fp2 *y, bool sign)
{
    /* y != 0 (no point of order 2), so the sign flag picks one root */
    bls381_fp2 neg_y;
    bls381_fp2_neg(&neg_y, y);
    bls381_fp2_cmov(y, &neg_y, bls381_fp2_is_lexicographically_largest(y) != sign);
}

static bls381_status decompress(bls381_g2_affine *r, const uint8_t in[96], bool subgroup)
{
    bls381_g2_affine p;
    bls381_fp2 y2, b;
    bool sign, inf;
    bls381_status st = bls381_g2_decompress_x(&p.x, &sign, &inf, in);
    if (st != BLS381_OK) return st;
    if (inf) {
        memset(r, 0, sizeof *r);
        return BLS381_OK;
    }
    bls381_fp2_sqr(&y2, &p.x);
    bls381_fp2_mul(&y2, &y2, &p.x);
    bls381_fp_from_u64(&b.c0, 4);
    b.c1 = b.c0;                                   /* 4(u+1) */
    bls381_fp2_add(&y2, &y2, &b);
    if (!bls381_fp2_sqrt(&p.y, &y2)) return BLS381_ERR_NOT_ON_CURVE;
    bls381_g2_pick_root(&p.y, sign);
    if (subgroup && !bls381_g2_affine_in_subgroup(&p)) return BLS381_ERR_NOT_IN_SUBGROUP;
    *r = p;
    return BLS381_OK;
}

static bls381_status deserialize(bls381_g2_affine *r, const uint8_t in[192], bool subgroup)
{
    uint8_t flags = in[0] & FLAG_BITS;
    if (flags & (FLAG_COMPRESSED | FLAG_SIGN)) return BLS381_ERR_FLAGS;
    if (flags & FLAG_INFINITY) {
        if (!body_is_zero(in, 192)) return BLS381_ERR_ENCODING;
        memset(r, 0, sizeof *r);
        return BLS381_OK;
    }
    bls381_g2_affine p;
    if (read_fp2(&p.x, in, true) != BLS381_OK) return BLS381_ERR_ENCODING;
    if (read_fp2(&p.y, in + 96, false) != BLS381_OK) return BLS381_ERR_ENCODING;
    if (bls381_g2_affine_is_infinity(&p) || !bls381_g2_affine_is_on_curve(&p))
        return BLS381_ERR_NOT_ON_CURVE;
    if (subgroup && !bls381_g2_affine_in_subgroup(&p)) return BLS381_ERR_NOT_IN_SUBGROUP;
    *r = p;
    return BLS381_OK;
}

bls381_status bls381_g2_decompress(bls381_g2_affine *r, const uint8_t in[96])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return decompress(r, in, true);
}

bls381_status bls381_g2_decompress_no_subgroup_check(bls381_g2_affine *r, const uint8_t in[96])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return decompress(r, in, false);
}

bls381_status bls381_g2_deserialize(bls381_g2_affine *r, const uint8_t in[192])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return deserialize(r, in, true);
}

bls381_status bls381_g2_deserialize_no_subgroup_check(bls381_g2_affine *r, const uint8_t in[192])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return deserialize(r, in, false);
}
