/*
 * Fixed-base tables (format in table.h): row 0 is the bases, row w the
 * row above doubled c times, by batched affine doublings (batch_add.h:
 * one inversion per slice of points and doubling); the images are
 * (beta x, -y) of each copy (phi commutes with doubling), one
 * multiplication each instead of c doublings.
 */
#include <string.h>

#include "msm/batch_add.h"
#include "msm/table.h"
#include "sys/size.h"
#include "sys/verify.h"

#define TABLE_MAGIC 0x62336d73746162ULL /* "bls381 table" */
#define SLICE 512 /* points per parallel piece */
#define BATCH 128 /* points per batched doubling (the scratch is on the stack) */

typedef struct {
    uint64_t magic, n;
    uint32_t c, windows, images;
    uint8_t pad[36];
} table_header;

_Static_assert(sizeof(table_header) == 64, "the rows start 64 bytes in");

size_t bls381_msm_table_size(size_t n, unsigned c, bool images)
{
    if (c < 1 || c > BLS381_MSM_MAX_C) return 0;
    size_t pts = bls381_size_mul(bls381_size_mul(images ? 2 : 1, n), bls381_msm_windows(128, c));
    return bls381_size_add(sizeof(table_header), bls381_size_mul(pts, sizeof(bls381_g1_affine)));
}

typedef struct {
    const bls381_g1_affine *points;
    bls381_g1_affine *rows;
    size_t n, row_len;
    unsigned c, windows;
    bool images;
} build_job;

/* bases [begin, end): their copies down the rows, then the images */
static void build_slice(void *vctx, size_t begin, size_t end, unsigned slot)
{
    build_job *j = vctx;
    (void)slot;
    uint64_t scratch[(BLS381_G1_BATCH_SCRATCH(BATCH) + 7) / 8];
    memcpy(&j->rows[begin], &j->points[begin], (end - begin) * sizeof *j->rows);
    for (size_t b0 = begin; b0 < end; b0 += BATCH) {
        size_t len = end - b0 < BATCH ? end - b0 : BATCH;
        for (unsigned w = 1; w < j->windows; w++) {
            const bls381_g1_affine *prev = &j->rows[(size_t)(w - 1) * j->row_len + b0];
            bls381_g1_affine *cur = &j->rows[(size_t)w * j->row_len + b0];
            bls381_g1_batch_dbl(cur, prev, len, scratch);
            for (unsigned k = 1; k < j->c; k++) bls381_g1_batch_dbl(cur, cur, len, scratch);
        }
    }
    for (unsigned w = 0; j->images && w < j->windows; w++)
        for (size_t p = begin; p < end; p++)
            bls381_msm_glv_image(&j->rows[(size_t)w * j->row_len + j->n + p], &j->rows[(size_t)w * j->row_len + p]);
}

bls381_status bls381_msm_table_build(void *table, size_t table_size, const bls381_g1_affine *points, size_t n,
                                     unsigned c, bool images, bls381_pool *pool)
{
    size_t need = bls381_msm_table_size(n, c, images);
    if (!table || (n > 0 && !points) || need == 0 || need == SIZE_MAX || table_size < need ||
        ((uintptr_t)table & 7))
        return BLS381_ERR_BADARGS;
    table_header *h = table;
    memset(h, 0, sizeof *h);
    build_job j = { points, (bls381_g1_affine *)(void *)(h + 1), n, images ? 2 * n : n, c,
                    bls381_msm_windows(128, c), images };
    /* the rows end within table_size */
    BLS381_VERIFY_CHECK((uint8_t *)(j.rows + (size_t)j.windows * j.row_len) <= (uint8_t *)table + table_size);
    bls381_pool_parallel_for(pool, n, SLICE, build_slice, &j);
    h->n = n;
    h->c = c;
    h->windows = j.windows;
    h->images = images;
    h->magic = TABLE_MAGIC;
    return BLS381_OK;
}

bool bls381_msm_table_view(bls381_msm_table *t, const void *table)
{
    const table_header *h = table;
    if (!h || ((uintptr_t)table & 7) || h->magic != TABLE_MAGIC) return false;
    t->n = (size_t)h->n;
    t->c = h->c;
    t->windows = h->windows;
    t->images = h->images != 0;
    t->row_len = t->images ? 2 * t->n : t->n;
    t->rows = (const bls381_g1_affine *)(const void *)(h + 1);
    return true;
}
