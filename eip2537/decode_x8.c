/*
 * Many EIP-2537 G1 or G2 points decoded at once (the MSMs' and the pairing
 * check's inputs): each through bls381_eip2537_decode_g1 / _g2 without its
 * subgroup check, then the points that decoded to finite curve points
 * subgroup-checked eight at a time on the lane engine
 * (curve/subgroup_x8.c, curve/subgroup_g2_x8.c: the answers of the scalar
 * checks), a remainder of BLS381_LANES_PAD_MIN to 7 points in lanes too,
 * padded with the generator, one or two by the scalar check. One driver for
 * both groups, over a table of the group's pieces. Public data
 * (precompile inputs).
 */
#include "curve/curve.h"
#include "eip2537/eip2537.h"

typedef struct {
    size_t point_size;
    /* bls381_eip2537_decode_g1 / _g2, and whether the result is infinity */
    bls381_status (*decode)(void *r, const uint8_t *in, bool subgroup);
    bool (*is_infinity)(const void *p);
    /* the subgroup check of eight points in lanes, and of one point */
    unsigned (*in_subgroup_x8)(const bls381_fp_x8_engine *e, const void *const p[8]);
    bool (*in_subgroup)(const void *p);
    const void *generator;      /* the padding of a short group */
} group_kind;

static bls381_status g1_decode(void *r, const uint8_t *in, bool subgroup)
{
    return bls381_eip2537_decode_g1(r, in, subgroup);
}
static bool g1_is_infinity(const void *p) { return bls381_g1_affine_is_infinity(p); }
static bool g1_in_subgroup(const void *p) { return bls381_g1_affine_in_subgroup_vartime(p); }
static unsigned g1_in_subgroup_x8(const bls381_fp_x8_engine *e, const void *const p[8])
{
    const bls381_g1_affine *q[8] = { p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7] };
    return bls381_g1_in_subgroup_x8_vartime(e, q);
}

static bls381_status g2_decode(void *r, const uint8_t *in, bool subgroup)
{
    return bls381_eip2537_decode_g2(r, in, subgroup);
}
static bool g2_is_infinity(const void *p) { return bls381_g2_affine_is_infinity(p); }
static bool g2_in_subgroup(const void *p) { return bls381_g2_affine_in_subgroup(p); }
static unsigned g2_in_subgroup_x8(const bls381_fp_x8_engine *e, const void *const p[8])
{
    const bls381_g2_affine *q[8] = { p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7] };
    return bls381_g2_in_subgroup_x8_vartime(e, q);
}

static const group_kind G1 = { sizeof(bls381_g1_affine), g1_decode, g1_is_infinity, g1_in_subgroup_x8,
                               g1_in_subgroup, &bls381_g1_generator_affine };
static const group_kind G2 = { sizeof(bls381_g2_affine), g2_decode, g2_is_infinity, g2_in_subgroup_x8,
                               g2_in_subgroup, &bls381_g2_generator_affine };

/* marks the points of p[0..n) (indices idx) outside the subgroup: in
 * lanes from BLS381_LANES_PAD_MIN points (the group padded with the
 * generator), else one by one */
static void check(const group_kind *g, const bls381_fp_x8_engine *e, uint8_t *status, const void *const p[8],
                  const size_t idx[8], size_t n)
{
    unsigned in = 0;
    if (n >= BLS381_LANES_PAD_MIN) {
        const void *q[8];
        for (size_t k = 0; k < 8; k++) q[k] = k < n ? p[k] : g->generator;
        in = g->in_subgroup_x8(e, q);
    } else {
        for (size_t k = 0; k < n; k++) in |= (unsigned)g->in_subgroup(p[k]) << k;
    }
    for (size_t k = 0; k < n; k++)
        if (!(in >> k & 1)) status[idx[k]] = (uint8_t)BLS381_ERR_NOT_IN_SUBGROUP;
}

static void decode_batch(const group_kind *g, void *r, uint8_t *status, const uint8_t *in, size_t stride, size_t n)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    const void *p[8];
    size_t idx[8], np = 0;
    for (size_t i = 0; i < n; i++) {
        void *ri = (uint8_t *)r + i * g->point_size;
        bls381_status st = g->decode(ri, in + i * stride, e == NULL);
        status[i] = (uint8_t)st;
        if (!e || st != BLS381_OK || g->is_infinity(ri)) continue;
        idx[np] = i;
        p[np++] = ri;
        if (np == 8) {
            check(g, e, status, p, idx, np);
            np = 0;
        }
    }
    check(g, e, status, p, idx, np);
}

void bls381_eip2537_decode_g1_batch(bls381_g1_affine *r, uint8_t *status, const uint8_t *in, size_t stride,
                                    size_t n)
{
    decode_batch(&G1, r, status, in, stride, n);
}

void bls381_eip2537_decode_g2_batch(bls381_g2_affine *r, uint8_t *status, const uint8_t *in, size_t stride,
                                    size_t n)
{
    decode_batch(&G2, r, status, in, stride, n);
}
