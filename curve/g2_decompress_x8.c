/*
 * Many G2 points decompressed at once (curve/curve.h,
 * bls381_g2_decompress_batch_vartime), for public points, as
 * curve/g1_decompress_x8.c does it for G1: each point's flags and
 * canonical x as the single-point decoder reads them
 * (bls381_g2_decompress_x), then y^2 = x^3 + 4(u + 1) and its square root
 * for eight points at a time on the lane engine (field/fp2_x8_sqrt.c: the
 * root bls381_fp2_sqrt gives, and whether there is one), the sign flag
 * picking y or -y (bls381_g2_pick_root), and the subgroup checks eight at
 * a time (curve/subgroup_g2_x8.c). A remainder of BLS381_LANES_PAD_MIN
 * to 7 points is one more group, padded with the generator; one or two
 * points, and every point when the engine is off, go through the scalar
 * decoder.
 */
#include "curve/curve.h"
#include "field/fp2_x8.h"

#include <string.h>

/* eight points; on an error *bad is the index in the group */
static bls381_status group_x8(const bls381_fp_x8_engine *e, bls381_g2_affine r[8], const uint8_t *in,
                              bool subgroup, size_t *bad)
{
    bls381_g2_affine p[8];
    bls381_fp2 b, root[8];
    bls381_status st[8];
    bool sign[8], inf[8];
    const bls381_fp2 *px[8];
    const bls381_g2_affine *pp[8];
    bls381_fp2 *proot[8];
    bls381_fp_from_u64(&b.c0, 4);
    b.c1 = b.c0;                                   /* 4(u+1) */
    for (int k = 0; k < 8; k++) {
        st[k] = bls381_g2_decompress_x(&p[k].x, &sign[k], &inf[k], in + 96 * k);
        if (st[k] != BLS381_OK) bls381_fp2_set_zero(&p[k].x);
        px[k] = &p[k].x, proot[k] = &root[k];
    }
    bls381_fp2_x8 x, rhs, y, t;
    bls381_fp2_x8_load(e, &x, px);
    bls381_fp2_x8_broadcast(e, &t, &b);
    bls381_fp2_x8_sqr(e, &rhs, &x);
    bls381_fp2_x8_mul(e, &rhs, &rhs, &x);
    bls381_fp2_x8_add(e, &rhs, &rhs, &t);      /* x^3 + 4(u+1) */
    unsigned on_curve = bls381_fp2_x8_sqrt_vartime(e, &y, &rhs);
    bls381_fp2_x8_store(e, proot, &y);
    for (int k = 0; k < 8; k++) {
        pp[k] = &bls381_g2_generator_affine;   /* a point of G2 for the lanes with no point */
        if (st[k] != BLS381_OK) continue;
        if (inf[k]) {
            bls381_fp2_set_zero(&p[k].y);
        } else if (!((on_curve >> k) & 1)) {
            st[k] = BLS381_ERR_NOT_ON_CURVE;
            continue;
        } else {
            p[k].y = root[k];
            bls381_g2_pick_root(&p[k].y, sign[k]);
        }
        pp[k] = &p[k];
    }
    unsigned in_g2 = subgroup ? bls381_g2_in_subgroup_x8_vartime(e, pp) : 0xff;
    for (int k = 0; k < 8; k++) {
        if (st[k] == BLS381_OK && !((in_g2 >> k) & 1)) st[k] = BLS381_ERR_NOT_IN_SUBGROUP;
        if (st[k] != BLS381_OK) {
            *bad = (size_t)k;
            return st[k];
        }
        r[k] = p[k];
    }
    return BLS381_OK;
}

bls381_status bls381_g2_decompress_batch_vartime(bls381_g2_affine *r, const uint8_t *in, size_t n,
                                                 bool subgroup, size_t *bad)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    bls381_status st;
    size_t i = 0;
    if (e) {
        for (; i + 8 <= n; i += 8) {
            size_t k;
            if ((st = group_x8(e, r + i, in + 96 * i, subgroup, &k)) != BLS381_OK) {
                *bad = i + k;
                return st;
            }
        }
        if (n - i >= BLS381_LANES_PAD_MIN) { /* the remainder, padded with the generator */
            uint8_t buf[8 * 96];
            bls381_g2_affine tmp[8];
            size_t m = n - i, k;
            memcpy(buf, in + 96 * i, 96 * m);
            for (size_t j = m; j < 8; j++) bls381_g2_compress(buf + 96 * j, &bls381_g2_generator_affine);
            st = group_x8(e, tmp, buf, subgroup, &k);
            if (st != BLS381_OK) m = k, *bad = i + k;
            memcpy(r + i, tmp, m * sizeof tmp[0]);
            return st;
        }
    }
    for (; i < n; i++) {
        st = subgroup ? bls381_g2_decompress(&r[i], in + 96 * i)
                      : bls381_g2_decompress_no_subgroup_check(&r[i], in + 96 * i);
        if (st != BLS381_OK) {
            *bad = i;
            return st;
        }
    }
    return BLS381_OK;
}
