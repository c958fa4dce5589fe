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
 */
#include <stdlib.h>

#include "kzg/fk20.h"

#define NC BLS381_FK20_COLUMNS /* 64 columns, 64 coefficients each */
#define N2 (2 * NC)            /* 128 */

typedef struct {
    const fr_t *coeffs;
    fr_t *scalars;
    const bls381_fr_domain *d;
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
        bls381_fr_fft(g, g, N2, job->d);
        for (size_t i = 0; i < N2; i++) job->scalars[i * NC + j] = g[i];
    }
}

C_KZG_RET bls381_kzg_fk20_proofs(g1_t proofs[CELLS_PER_EXT_BLOB], const fr_t *coeffs, const KZGSettings *s)
{
    const bls381_kzg_fk20 *t = s->fk20;
    if (!t || !s->domain) return C_KZG_BADARGS;
    bls381_pool *pool = bls381_kzg_pool(s);
    fr_t *scalars = malloc(N2 * NC * sizeof *scalars);
    bls381_g1 *h = malloc(N2 * sizeof *h);
    g1_t *aff = malloc(N2 * sizeof *aff);
    C_KZG_RET ret = C_KZG_MALLOC;
    if (!scalars || !h || !aff) goto out;

    scalars_job sj = { .coeffs = coeffs, .scalars = scalars, .d = s->domain };
    bls381_fr_from_u64(&sj.inv_n2, N2);
    bls381_fr_inv_vartime(&sj.inv_n2, &sj.inv_n2);
    bls381_pool_parallel_for(pool, NC, 8, column_scalars, &sj);

    bls381_msm_many mm = { .m = N2, .n = NC, .bases = t->columns, .table = t->table, .c = BLS381_FK20_WINDOW_PLAIN };
    ret = bls381_kzg_msm_many(h, &mm, scalars, pool);
    if (ret != C_KZG_OK) goto out;

    bls381_g1_fft_vartime(h, h, N2, s->domain, true, pool);
    for (size_t m = NC; m < N2; m++) bls381_g1_set_infinity(&h[m]);
    bls381_g1_fft_vartime(h, h, N2, s->domain, false, pool);
    bls381_g1_batch_to_affine(aff, h, N2);
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) proofs[k] = aff[bls381_bit_reverse(k, N2)];
out:
    free(scalars);
    free(h);
    free(aff);
    return ret;
}
