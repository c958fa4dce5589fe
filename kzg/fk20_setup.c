/*
 * The FK20 tables of a setup (see fk20.h): the 64 column FFTs, the optional
 * fixed-base table and [s^64]G2 prepared. Done once per setup, on the
 * pool: columns in parallel, then the table (msm/table.c).
 */
#include <string.h>

#include "kzg/fk20.h"

#define N2 (2 * BLS381_FK20_COLUMNS) /* 128: the circulant's size */

/* the table's window for a precompute, 0 for none (msm/'s measured rule) */
static unsigned table_window(uint64_t precompute) { return bls381_msm_many_table_window(precompute); }

size_t bls381_kzg_fk20_table_size(uint64_t precompute)
{
    unsigned c = table_window(precompute);
    return c ? bls381_msm_table_size(BLS381_FK20_POINTS, c, false) : 0;
}

typedef struct {
    g1_t *columns;
    const g1_t *monomial;
    const bls381_kzg_domain *d;
} init_job;

/* column j: FFT_128 of R_j = (0 x 65, [s^(3968+j)], ..., [s^(64+j)], [s^j]),
 * i.e. R_j[127 - d] = [s^(64 d + j)] for d < 63 */
static void column_ffts(void *vctx, size_t begin, size_t end, unsigned slot)
{
    init_job *job = vctx;
    (void)slot;
    bls381_g1 r[N2];
    g1_t a[N2];
    for (size_t j = begin; j < end; j++) {
        for (size_t e = 0; e < N2; e++) bls381_g1_set_infinity(&r[e]);
        for (size_t d = 0; d + 1 < BLS381_FK20_COLUMNS; d++)
            bls381_g1_from_affine(&r[N2 - 1 - d], &job->monomial[BLS381_FK20_COLUMNS * d + j]);
        bls381_kzg_fft_g1_vartime(r, r, N2, job->d, false, NULL);
        bls381_g1_batch_to_affine(a, r, N2);
        for (size_t i = 0; i < N2; i++) job->columns[i * BLS381_FK20_COLUMNS + j] = a[i];
    }
}

C_KZG_RET bls381_kzg_fk20_init(bls381_kzg_fk20 *t, g1_t *columns, void *table, const g1_t *g1_monomial,
                               const g2_t *g2_monomial, uint64_t precompute, const bls381_kzg_domain *d,
                               bls381_pool *pool)
{
    if (precompute > 16 || d->n < N2) return C_KZG_BADARGS;
    init_job job = { .columns = columns, .monomial = g1_monomial, .d = d };
    bls381_pool_parallel_for(pool, BLS381_FK20_COLUMNS, 1, column_ffts, &job);
    memset(t, 0, sizeof *t);
    t->columns = columns;
    unsigned c = table_window(precompute);
    if (c) {
        size_t size = bls381_kzg_fk20_table_size(precompute);
        bls381_status st = bls381_msm_table_build(table, size, columns, BLS381_FK20_POINTS, c, false, pool);
        if (st != BLS381_OK) return bls381_kzg_ret(st);
        t->table = table;
    }
    bls381_g2_prepare(&t->s64, &g2_monomial[FIELD_ELEMENTS_PER_CELL]);
    return C_KZG_OK;
}
