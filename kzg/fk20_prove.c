/*
 * FK20 cell proofs from the 4096 coefficients of a blob's polynomial (the
 * steps are derived in fk20.h):
 *   1. per column j: the Fr FFT of g_j = (f_j, f_{64+j}, ..., f_{4032+j},
 *      0 x 64), times 1/128 (the G1 inverse FFT below is unscaled);
 *   2. per frequency i: v_i = sum_j FFT(g_j)_i * columns[i][j] (128 MSMs);
 *   3. (H_0 .. H_127) = IFFT_128(v) over G1, the circular product: H_0 ..
 *      H_62 are the Toeplitz product, H_63 is zero, H_64 .. H_127 hold the
 *      products' other diagonals (the wrap-around) and are dropped;
 *   4. proofs = FFT_128(H_0 .. H_63, 0 ..) over G1, in the natural order
 *      of the 128-th roots; cell k's proof is at brp7(k).
 * All in the caller's scratch (bls381_kzg_fk20_scratch_size): the parallel
 * pieces write their own rows of it, the MSM's use their pool slot's part.
 */
#include "kzg/fk20.h"
#include "sys/size.h"

#define NC BLS381_FK20_COLUMNS /* 64 columns, 64 coefficients each */
#define N2 (2 * NC)            /* 128 */

typedef struct {
    const fr_t *coeffs;
    fr_t *scalars;
    const bls381_kzg_domain *d;
    fr_t inv_n2;
} scalars_job;

static void column_scalars(void *vctx, size_t begin, size_t end, unsigned slot)
{
    scalars_job *job = vctx;
    (void)slot;
    fr_t g[N2];
    for (size_t j = begin; j < end; j++) {
        for (size_t t = 0; t < NC; t++) bls381_fr_mul(&g[t], &job->coeffs[NC * t + j], &job->inv_n2);
        for (size_t t = NC; t < N2; t++) bls381_fr_set_zero(&g[t]);
        bls381_kzg_fft_fr(g, g, N2, job->d);
        for (size_t i = 0; i < N2; i++) job->scalars[i * NC + j] = g[i];
    }
}

/* the scratch: scalars[128 * 64], h[128] (projective), aff[128], then the
 * many-MSM's (msm/many.c: per pool slot the bucket work of a piece) */
static bls381_msm_many fk20_msms(const bls381_kzg_fk20 *t)
{
    return (bls381_msm_many){ .m = N2, .n = NC, .bases = t->columns, .table = t->table,
                              .c = BLS381_FK20_WINDOW_PLAIN };
}

#define FK20_PARTS (N2 * NC * sizeof(fr_t) + N2 * sizeof(bls381_g1) + N2 * sizeof(g1_t))
_Static_assert(FK20_PARTS % 8 == 0, "the MSM's scratch stays 8-byte aligned");

size_t bls381_kzg_fk20_scratch_size(const KZGSettings *s)
{
    if (!s || !s->fk20 || !s->domain) return 0;
    bls381_msm_many mm = fk20_msms(s->fk20);
    size_t msm = bls381_msm_many_scratch_size(&mm, bls381_pool_threads(bls381_kzg_pool(s)));
    return msm == 0 ? 0 : bls381_size_add(FK20_PARTS, msm);
}

size_t bls381_kzg_cells_scratch_size(bool proofs, const KZGSettings *s, size_t shared)
{
    if (!s || !s->domain || (proofs && !s->fk20)) return 0;
    size_t fixed = FIELD_ELEMENTS_PER_BLOB * sizeof(fr_t);
    if (proofs) {
        size_t fk20 = bls381_kzg_fk20_scratch_size(s);
        if (fk20 == 0) return 0;
        if (fk20 > shared) shared = fk20;
        fixed += CELLS_PER_EXT_BLOB * sizeof(g1_t);
    }
    return bls381_size_add(fixed, shared);
}

C_KZG_RET bls381_kzg_fk20_proofs(g1_t proofs[CELLS_PER_EXT_BLOB], const fr_t *coeffs, const KZGSettings *s,
                                 void *scratch, size_t scratch_size)
{
    size_t need = bls381_kzg_fk20_scratch_size(s);
    if (need == 0 || need == SIZE_MAX || scratch_size < need) return C_KZG_BADARGS;
    const bls381_kzg_fk20 *t = s->fk20;
    bls381_pool *pool = bls381_kzg_pool(s);
    fr_t *scalars = scratch;
    bls381_g1 *h = (bls381_g1 *)(void *)(scalars + N2 * NC);
    g1_t *aff = (g1_t *)(void *)(h + N2);
    uint8_t *msm = (uint8_t *)scratch + FK20_PARTS;

    scalars_job sj = { .coeffs = coeffs, .scalars = scalars, .d = s->domain };
    bls381_fr_from_u64(&sj.inv_n2, N2);
    bls381_fr_inv_vartime(&sj.inv_n2, &sj.inv_n2);
    bls381_pool_parallel_for(pool, NC, 8, column_scalars, &sj);

    bls381_msm_many mm = fk20_msms(t);
    C_KZG_RET ret = bls381_kzg_ret(bls381_msm_many_vartime(h, &mm, scalars, msm, scratch_size - FK20_PARTS, pool));
    if (ret != C_KZG_OK) return ret;

    bls381_kzg_fft_g1_vartime(h, h, N2, s->domain, true, pool);
    for (size_t m = NC; m < N2; m++) bls381_g1_set_infinity(&h[m]);
    bls381_kzg_fft_g1_vartime(h, h, N2, s->domain, false, pool);
    bls381_g1_batch_to_affine(aff, h, N2);
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) proofs[k] = aff[bls381_kzg_bit_reverse(k, N2)];
    return C_KZG_OK;
}
