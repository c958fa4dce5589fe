/*
 * The Miller loop's doubling and addition steps for eight pairs at once on
 * the eight-lane engine (field/fp2_x8.h), one pair per lane: the formulas
 * of pairing/lines.c, operation for operation, with the line evaluated at
 * the lane's G1 point as bls381_pairing_eval_line does. Every lane
 * operation returns the field value the scalar one does and a store
 * reduces, so the stored lines equal the scalar steps' bit for bit, and a
 * multi-Miller loop gives the same Fp12 value with the engine on or off.
 * The formulas have no branch (nor do the scalar ones): a degenerate T
 * (outside the subgroup, Z = 0) gives the scalar steps' values too.
 *
 * Variable time (the engine is), for public points: the multi-pair Miller
 * loop only (pairing/miller.c); the constant-time single pairing keeps the
 * scalar steps. Outputs may not alias inputs.
 */
#ifndef BLS381_PAIRING_LINES_X8_H
#define BLS381_PAIRING_LINES_X8_H

#include "bls381_curve.h"
#include "field/fp12_x8.h"

/* Eight pairs' running state: T (homogeneous projective on the twist, as
 * lines.c's bls381_g2) and P (affine). */
typedef struct {
    bls381_fp2_x8 x, y, z;
    bls381_fp_x8 xp, yp;
} bls381_miller_x8;

/* g's T and P from eight pairs (T = Q); the pointers may repeat. */
void bls381_miller_x8_init(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, const bls381_g1_affine *const p[8],
                           const bls381_g2_affine *const q[8]);
/* 1/2 in every lane (the doubling's halvings are products by it). */
void bls381_miller_x8_half(const bls381_fp_x8_engine *e, bls381_fp_x8 *half);
/* Evaluated lines come in a bls381_fp6_x8 used as three Fp2 lanes: c0,
 * c1, c2 are o[0], o[1], o[2] of bls381_pairing_eval_line (the Fp12 slots
 * 0, 1, 4), so that a product of two lines can take their place.
 *
 * T <- 2T; o = the tangent lines at the old T evaluated at P. */
void bls381_pairing_dbl_step_x8(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp6_x8 *o,
                                const bls381_fp_x8 *half);
/* T <- T + Q for the affine Q = (qx, qy) of each lane; o = the lines
 * through T and Q evaluated at P. */
void bls381_pairing_add_step_x8(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp6_x8 *o,
                                const bls381_fp2_x8 *qx, const bls381_fp2_x8 *qy);

/* g = l m lane by lane, bls381_pairing_line_product's formulas, in place:
 * l becomes g's w^0 half (an Fp6), m->c0 and m->c1 the two nonzero Fp2 of
 * its w^1 half (m->c2 is clobbered). */
void bls381_pairing_line_product_x8(const bls381_fp_x8_engine *e, bls381_fp6_x8 *l, bls381_fp6_x8 *m);
/* f <- f g lane by lane for a product g = g0 + (0, x, y) w of two lines
 * (while `first`, f = g): bls381_pairing_mul_by_line_product's formulas,
 * 17 Fp2 products, in place (g0 is clobbered). */
void bls381_pairing_mul_by_line_product_x8(const bls381_fp_x8_engine *e, bls381_fp12_x8 *f, bool first,
                                           bls381_fp6_x8 *g0, const bls381_fp2_x8 *x, const bls381_fp2_x8 *y);

#endif
