/*
 * The barycentric sum of kzg/eval.c on the eight-lane engine
 * (field/fp_x8.h): sum_i p_i w_i / (z - w_i) with eight terms per lane
 * step and the denominators inverted GROUPS groups of eight at a time by
 * the engine's batch inversion (Montgomery's trick in lanes, one scalar
 * inversion of eight), 256 terms per inversion as the scalar sum's
 * chunks. The eight lane sums are added at the end: the same field
 * element as the scalar sum, whatever the order. 20 KiB of stack.
 */
#include "kzg/kzg_internal.h"

#include "field/fp_x8.h"

#define GROUPS 32

bool bls381_kzg_bary_sum_x8(C_KZG_RET *ret, fr_t *sum, const fr_t *z, const fr_t *w, size_t n,
                            bls381_kzg_value_fn value, const void *ctx)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (!e || n % 8) return false;
    bls381_fr_x8 d[GROUPS], dinv[GROUPS], zz, acc, x, y;
    fr_t p[8];
    const fr_t *src[8];
    fr_t *dst[8];
    for (size_t l = 0; l < 8; l++) src[l] = z;
    e->fr_load(&zz, src);
    e->fr_sub(&acc, &zz, &zz);
    for (size_t base = 0; base < n; base += 8 * GROUPS) {
        size_t m = (n - base) / 8 < GROUPS ? (n - base) / 8 : GROUPS;
        for (size_t g = 0; g < m; g++) {
            for (size_t l = 0; l < 8; l++) src[l] = &w[base + 8 * g + l];
            e->fr_load(&x, src);
            e->fr_sub(&d[g], &zz, &x);
        }
        e->fr_batch_inv(dinv, d, m);
        for (size_t g = 0; g < m; g++) {
            for (size_t l = 0; l < 8; l++) {
                if (value(&p[l], ctx, base + 8 * g + l) != C_KZG_OK) {
                    *ret = C_KZG_BADARGS;
                    return true;
                }
                src[l] = &w[base + 8 * g + l];
            }
            e->fr_load(&x, src);
            for (size_t l = 0; l < 8; l++) src[l] = &p[l];
            e->fr_load(&y, src);
            e->fr_mul(&x, &x, &y);
            e->fr_mul(&x, &x, &dinv[g]);
            e->fr_add(&acc, &acc, &x);
        }
    }
    for (size_t l = 0; l < 8; l++) dst[l] = &p[l];
    e->fr_store(dst, &acc);
    *sum = p[0];
    for (size_t l = 1; l < 8; l++) bls381_fr_add(sum, sum, &p[l]);
    *ret = C_KZG_OK;
    return true;
}
