/*
 * G1 encodings, ZCash / IETF format (see include/bls381_curve.h): x or
 * x || y as 48-byte big-endian integers, flags in the top three bits of the
 * first byte (0x80 compressed, 0x40 infinity, 0x20 y lexicographically
 * largest).
 */
#include "curve/curve.h"

#include <string.h>

#define FLAG_COMPRESSED 0x80
#define FLAG_INFINITY 0x40
#define FLAG_SIGN 0x20
#define FLAG_BITS 0xe0

void bls381_g1_compress(uint8_t out[48], const bls381_g1_affine *p)
{
    uint8_t inf = (uint8_t)bls381_g1_affine_is_infinity(p);
    uint8_t sign = (uint8_t)bls381_fp_is_lexicographically_largest(&p->y);
    bls381_fp_to_bytes(out, &p->x);
    out[0] |= (uint8_t)(FLAG_COMPRESSED | ((0 - inf) & FLAG_INFINITY) | ((0 - sign) & FLAG_SIGN));
}

void bls381_g1_serialize(uint8_t out[96], const bls381_g1_affine *p)
{
    uint8_t inf = (uint8_t)bls381_g1_affine_is_infinity(p);
    bls381_fp_to_bytes(out, &p->x);
    bls381_fp_to_bytes(out + 48, &p->y);
    out[0] |= (uint8_t)((0 - inf) & FLAG_INFINITY);
}

/* All bits after the flags zero (the only valid body of an infinity). */
static bool body_is_zero(const uint8_t *in, size_t n)
{
    uint8_t acc = in[0] & (uint8_t)~FLAG_BITS;
    for (size_t i = 1; i < n; i++) acc |= in[i];
    return acc == 0;
}

/* Coordinate from 48 bytes with the flag bits masked off. */
static bls381_status read_fp(bls381_fp *r, const uint8_t in[48], bool first)
{
    uint8_t buf[48];
    memcpy(buf, in, 48);
    if (first) buf[0] &= (uint8_t)~FLAG_BITS;
    return bls381_fp_from_bytes(r, buf);
}

bls381_status bls381_g1_decompress_x(bls381_fp *x, bool *sign, bool *inf, const uint8_t in[48])
{
    *inf = false;
    uint8_t flags = in[0] & FLAG_BITS;
    if (!(flags & FLAG_COMPRESSED)) return BLS381_ERR_FLAGS;
    if (flags & FLAG_INFINITY) {
        if (flags & FLAG_SIGN) return BLS381_ERR_FLAGS;
        if (!body_is_zero(in, 48)) return BLS381_ERR_ENCODING;
        bls381_fp_set_zero(x);
        *sign = false;
        *inf = true;
        return BLS381_OK;
    }
    if (read_fp(x, in, true) != BLS381_OK) return BLS381_ERR_ENCODING;
    *sign = (flags & FLAG_SIGN) != 0;
    return BLS381_OK;
}

void bls381_g1_pick_root(bls381_fp *y, bool sign)
{
    /* y != 0 (no point of order 2), so the sign flag picks one root */
    bls381_fp neg_y;
    bls381_fp_neg(&neg_y, y);
    bls381_fp_cmov(y, &neg_y, bls381_fp_is_lexicographically_largest(y) != sign);
}

static bls381_status decompress(bls381_g1_affine *r, const uint8_t in[48], bool subgroup)
{
    bls381_g1_affine p;
    bls381_fp y2, four;
    bool sign, inf;
    bls381_status st = bls381_g1_decompress_x(&p.x, &sign, &inf, in);
    if (st != BLS381_OK) return st;
    if (inf) {
        memset(r, 0, sizeof *r);
        return BLS381_OK;
    }
    bls381_fp_sqr(&y2, &p.x);
    bls381_fp_mul(&y2, &y2, &p.x);
    bls381_fp_from_u64(&four, 4);
    bls381_fp_add(&y2, &y2, &four);
    if (!bls381_fp_sqrt(&p.y, &y2)) return BLS381_ERR_NOT_ON_CURVE;
    bls381_g1_pick_root(&p.y, sign);
    if (subgroup && !bls381_g1_affine_in_subgroup(&p)) return BLS381_ERR_NOT_IN_SUBGROUP;
    *r = p;
    return BLS381_OK;
}

static bls381_status deserialize(bls381_g1_affine *r, const uint8_t in[96], bool subgroup)
{
    uint8_t flags = in[0] & FLAG_BITS;
    if (flags & (FLAG_COMPRESSED | FLAG_SIGN)) return BLS381_ERR_FLAGS;
    if (flags & FLAG_INFINITY) {
        if (!body_is_zero(in, 96)) return BLS381_ERR_ENCODING;
        memset(r, 0, sizeof *r);
        return BLS381_OK;
    }
    bls381_g1_affine p;
    if (read_fp(&p.x, in, true) != BLS381_OK) return BLS381_ERR_ENCODING;
    if (read_fp(&p.y, in + 48, false) != BLS381_OK) return BLS381_ERR_ENCODING;
    /* (0, 0) without the infinity flag fails here: 0 != 0^3 + 4 */
    if (bls381_g1_affine_is_infinity(&p) || !bls381_g1_affine_is_on_curve(&p))
        return BLS381_ERR_NOT_ON_CURVE;
    if (subgroup && !bls381_g1_affine_in_subgroup(&p)) return BLS381_ERR_NOT_IN_SUBGROUP;
    *r = p;
    return BLS381_OK;
}

bls381_status bls381_g1_decompress(bls381_g1_affine *r, const uint8_t in[48])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return decompress(r, in, true);
}

bls381_status bls381_g1_decompress_no_subgroup_check(bls381_g1_affine *r, const uint8_t in[48])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return decompress(r, in, false);
}

bls381_status bls381_g1_deserialize(bls381_g1_affine *r, const uint8_t in[96])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return deserialize(r, in, true);
}

bls381_status bls381_g1_deserialize_no_subgroup_check(bls381_g1_affine *r, const uint8_t in[96])
{
    if (!r || !in) return BLS381_ERR_BADARGS;
    return deserialize(r, in, false);
}
