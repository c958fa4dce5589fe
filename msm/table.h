/*
 * The one fixed-base table format of msm/ (msm/table.c), serving the
 * commitments' fixed-base MSM (msm/fixed.c, the public
 * bls381_g1_fixed_table_*) and FK20's many MSMs (msm/many.c).
 *
 * For bases P_0 .. P_{n-1} and a window of c bits the table holds the
 * shifted copies 2^(c w) P_p for every window w < bls381_msm_windows(128, c)
 * (the windows of a GLV half), and, when built with images, beside each
 * copy its GLV image 2^(c w) P'_p, P' = (beta x, -y) = -phi(P) (commitments:
 * the image read instead of computed at each use; FK20 builds without, to
 * halve the memory, and forms the image from the copy).
 *
 * Layout: a 64-byte header, then the points, window-major: row w holds
 * 2^(c w) P_0 .. 2^(c w) P_{n-1}, then (with images) 2^(c w) P'_0 ..
 * 2^(c w) P'_{n-1}. Plain memory the caller owns, 8-byte aligned; read-only
 * once built, so any number of threads may share it.
 */
#ifndef BLS381_MSM_TABLE_H
#define BLS381_MSM_TABLE_H

#include "msm/msm.h"

/* a checked table: its shape and its rows */
typedef struct {
    size_t n;
    unsigned c, windows;
    bool images;
    size_t row_len; /* points per row: n, or 2 n with images */
    const bls381_g1_affine *rows;
} bls381_msm_table;

/* Bytes of a table of n bases (c in 1..16); 0 for a bad c, SIZE_MAX past
 * the address space. */
size_t bls381_msm_table_size(size_t n, unsigned c, bool images);

/* Builds the table of points[0..n) into `table` (table_size bytes, 8-byte
 * aligned) on the pool. BLS381_ERR_BADARGS for a bad c, size or pointer. */
bls381_status bls381_msm_table_build(void *table, size_t table_size, const bls381_g1_affine *points, size_t n,
                                     unsigned c, bool images, bls381_pool *pool);

/* true and *t filled when `table` is a built table */
bool bls381_msm_table_view(bls381_msm_table *t, const void *table);

#endif
