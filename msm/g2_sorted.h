/*
 * Sorted buckets for G2 (msm/g2_sorted.c): the windows of a G2 MSM summed
 * with affine buckets and batched inversions, without a scheduler. The
 * terms of a piece of windows are sorted by bucket (counting sort), every
 * bucket's list is summed by a tree of in-place additions (round k adds
 * the points 2^k apart), all lists of a round in batches of independent
 * affine additions (msm/g2_batch_add.h: one Fp2 inversion per batch, plain
 * additions eight at a time on the lane engine), and the running sums
 * sum_b (b + 1) bucket_b of all windows of the piece advance together, one
 * batch per bucket. A bucket of L terms costs L - 1 additions whatever the
 * input (repeated points double, opposite ones cancel inside the adder),
 * so adversarial inputs need no fallback. msm/g2.c chooses it (cost.c).
 * Variable time, public data.
 */
#ifndef BLS381_MSM_G2_SORTED_H
#define BLS381_MSM_G2_SORTED_H

#include <stddef.h>
#include <stdint.h>

#include "curve/g2_xyzz.h"

/* additions per inversion in the tree rounds (more cost scratch: 96 bytes
 * a job in the adder, for a share of one inversion in 512 additions) */
#define BLS381_MSM_G2_SORTED_JOBS 512

/* Workspace bytes for pieces of up to nw windows of n terms, window c. */
size_t bls381_msm_g2_sorted_workspace_size(size_t n, unsigned c, size_t nw);

/* sums[q] = sum_b (b + 1) bucket_b of window w0 + q, for q < nw, where
 * digit d = digits[w n + i] (window-major; |d| <= 2^(c-1)) puts
 * sign(d) points[i] into bucket |d| - 1 of window w; a point at infinity
 * must have zero digits. workspace: as sized above for at least nw. */
void bls381_msm_g2_sorted_windows(bls381_g2_xyzz *sums, const bls381_g2_affine *points, const int32_t *digits,
                                  size_t n, unsigned c, size_t w0, size_t nw, void *workspace);

#endif
