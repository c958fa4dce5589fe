/*
 * The barycentric sum of kzg/eval.c on the eight-lane engine
 * (field/fp_x8.h), as one fraction per lane: each lane adds its terms
 * t / d (t = p_i w_i, d = z - w_i) as (num d + t den) / (den d), four
 * products a term and no inversion; two sets of lane fractions take
 * alternate groups of eight so that consecutive steps do not wait on each
 * other. The sixteen fractions are added in scalar at the end: the same
 * field element as the scalar sum (a fraction's value, whatever the order
 * and the representation).
 */
#include "kzg/kzg_internal.h"

#include "field/fp_x8.h"

bool bls381_kzg_bary_sum_x8(C_KZG_RET *ret, fr_t *num, fr_t *den, const fr_t *z, const fr_t *w, size_t n,
                            bls381_kzg_value_fn value, const void *ctx)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (!e || n % 8) return false;
    bls381_fr_x8 zz, ln[2], ld[2], x, y, d;
    fr_t p[8], one, fn[8], fd[8];
    const fr_t *src[8];
    fr_t *dst[8];
    bls381_fr_set_one(&one);
    for (size_t l = 0; l < 8; l++) src[l] = z;
    e->fr_load(&zz, src);
    for (size_t l = 0; l < 8; l++) src[l] = &one;
    e->fr_load(&ld[0], src);
    ld[1] = ld[0];
    e->fr_sub(&ln[0], &zz, &zz);
    ln[1] = ln[0];
    for (size_t g = 0; g < n / 8; g++) {
        bls381_fr_x8 *gn = &ln[g & 1], *gd = &ld[g & 1];
        for (size_t l = 0; l < 8; l++) {
            if (value(&p[l], ctx, 8 * g + l) != C_KZG_OK) {
                *ret = C_KZG_BADARGS;
                return true;
            }
            src[l] = &w[8 * g + l];
        }
        e->fr_load(&x, src);
        e->fr_sub(&d, &zz, &x);
        for (size_t l = 0; l < 8; l++) src[l] = &p[l];
        e->fr_load(&y, src);
        e->fr_mul(&y, &y, &x);  /* t */
        e->fr_mul(&y, &y, gd);  /* t den */
        e->fr_mul(gn, gn, &d);
        e->fr_add(gn, gn, &y);
        e->fr_mul(gd, gd, &d);
    }
    for (size_t l = 0; l < 8; l++) dst[l] = &fn[l];
    e->fr_store(dst, &ln[0]);
    for (size_t l = 0; l < 8; l++) dst[l] = &fd[l];
    e->fr_store(dst, &ld[0]);
    *num = fn[0];
    *den = fd[0];
    for (size_t l = 1; l < 8; l++) bls381_kzg_frac_add(num, den, &fn[l], &fd[l]);
    for (size_t l = 0; l < 8; l++) dst[l] = &fn[l];
    e->fr_store(dst, &ln[1]);
    for (size_t l = 0; l < 8; l++) dst[l] = &fd[l];
    e->fr_store(dst, &ld[1]);
    for (size_t l = 0; l < 8; l++) bls381_kzg_frac_add(num, den, &fn[l], &fd[l]);
    *ret = C_KZG_OK;
    return true;
}
