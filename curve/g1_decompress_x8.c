/*
 * Many G1 points decompressed at once (curve/curve.h,
 * bls381_g1_decompress_batch_vartime), for public points: each point's
 * flags and canonical x as the single-point decoder reads them
 * (bls381_g1_decompress_x), then y^2 = x^3 + 4 and its square root for
 * eight points at a time on the lane engine (field/fp_x8.h): p = 3 mod 4,
 * so y = (x^3 + 4)^((p+1)/4) (field/fp_x8_pow.c) is a root when one
 * exists, and y^2 = x^3 + 4 says whether it does; the sign flag picks y
 * or -y (bls381_g1_pick_root), and the subgroup checks run eight at a time too
 * (curve/subgroup_x8.c). A remainder of BLS381_LANES_PAD_MIN to 7 points
 * is one more group, padded with the generator; one or two points, and
 * every point when the engine is off, go through the scalar decoder.
 */
#include "curve/curve.h"

#include <string.h>

/* eight points; on an error *bad is the index in the group */
static bls381_status group_x8(const bls381_fp_x8_engine *e, bls381_g1_affine r[8], const uint8_t *in,
                              bool subgroup, size_t *bad)
{
    bls381_g1_affine p[8];
    bls381_fp four, root[8];
    bls381_status st[8];
    bool sign[8], inf[8];
    const bls381_fp *px[8], *pfour[8];
    const bls381_g1_affine *pp[8];
    bls381_fp *proot[8];
    bls381_fp_from_u64(&four, 4);
    for (int k = 0; k < 8; k++) {
        st[k] = bls381_g1_decompress_x(&p[k].x, &sign[k], &inf[k], in + 48 * k);
        if (st[k] != BLS381_OK) bls381_fp_set_zero(&p[k].x);
        px[k] = &p[k].x, pfour[k] = &four, proot[k] = &root[k];
    }
    bls381_fp_x8 x, rhs, y, t;
    e->fp_load(&x, px);
    e->fp_load(&t, pfour);
    e->fp_sqr(&rhs, &x);
    e->fp_mul(&rhs, &rhs, &x);
    e->fp_add(&rhs, &rhs, &t);              /* x^3 + 4 */
    bls381_fp_x8_pow_vartime(e, &y, &rhs, bls381_fp_sqrt_exponent);
    e->fp_sqr(&t, &y);
    unsigned on_curve = e->fp_eq(&t, &rhs);
    e->fp_store(proot, &y);
    for (int k = 0; k < 8; k++) {
        pp[k] = &bls381_g1_generator_affine;   /* a point of G1 for the lanes with no point */
        if (st[k] != BLS381_OK) continue;
        if (inf[k]) {
            bls381_fp_set_zero(&p[k].y);
        } else if (!((on_curve >> k) & 1)) {
            st[k] = BLS381_ERR_NOT_ON_CURVE;
            continue;
        } else {
            p[k].y = root[k];
            bls381_g1_pick_root(&p[k].y, sign[k]);
        }
        pp[k] = &p[k];
    }
    unsigned in_g1 = subgroup ? bls381_g1_in_subgroup_x8_vartime(e, pp) : 0xff;
    for (int k = 0; k < 8; k++) {
        if (st[k] == BLS381_OK && !((in_g1 >> k) & 1)) st[k] = BLS381_ERR_NOT_IN_SUBGROUP;
        if (st[k] != BLS381_OK) {
            *bad = (size_t)k;
            return st[k];
        }
        r[k] = p[k];
    }
    return BLS381_OK;
}

bls381_status bls381_g1_decompress_batch_vartime(bls381_g1_affine *r, const uint8_t *in, size_t n,
                                                 bool subgroup, size_t *bad)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    bls381_status st;
    size_t i = 0;
    if (e) {
        for (; i + 8 <= n; i += 8) {
            size_t k;
            if ((st = group_x8(e, r + i, in + 48 * i, subgroup, &k)) != BLS381_OK) {
                *bad = i + k;
                return st;
            }
        }
        if (n - i >= BLS381_LANES_PAD_MIN) { /* the remainder, padded with the generator */
            uint8_t buf[8 * 48];
            bls381_g1_affine tmp[8];
            size_t m = n - i, k;
            memcpy(buf, in + 48 * i, 48 * m);
            for (size_t j = m; j < 8; j++) bls381_g1_compress(buf + 48 * j, &bls381_g1_generator_affine);
            st = group_x8(e, tmp, buf, subgroup, &k);
            if (st != BLS381_OK) m = k, *bad = i + k;
            memcpy(r + i, tmp, m * sizeof tmp[0]);
            return st;
        }
    }
    for (; i < n; i++) {
        st = bls381_g1_decompress_no_subgroup_check(&r[i], in + 48 * i);
        if (st == BLS381_OK && subgroup && !bls381_g1_affine_in_subgroup_vartime(&r[i]))
            st = BLS381_ERR_NOT_IN_SUBGROUP;
        if (st != BLS381_OK) {
            *bad = i;
            return st;
        }
    }
    return BLS381_OK;
}
