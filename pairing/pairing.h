/*
 * Internal view of the pairing layer: the Miller loop's step functions
 * (G2 doubling and addition that also return the line through the points),
 * line evaluation and the sparse products of lines into Fp12, and the
 * pieces of the final exponentiation, kept callable so the tests can check
 * them one by one.
 *
 * Constant time: the step functions, the line products, the final
 * exponentiation and bls381_miller_loop_one (tests/ctime/ct_pairing.c).
 * The multi-pair Miller loops skip the pairs with a point at infinity
 * (variable time, public inputs); the _on line products given an engine
 * and bls381_final_exp_vartime run on the lane engine (variable time, public
 * inputs: the pairing checks).
 */
#ifndef BLS381_PAIRING_PAIRING_H
#define BLS381_PAIRING_PAIRING_H

#include "bls381_pairing.h"
#include "field/tower.h"
#include "field/fp_x8.h"

/* |x| for the BLS parameter x = -0xd201000000010000, and the Miller loop's
 * bit pattern: bits 63 (the leading one), 62, 60, 57, 48, 16. */
#define BLS381_PAIRING_X_ABS 0xd201000000010000ULL

/*
 * A line function before evaluation (lines.c has the derivation): at the
 * G1 point P = (xP, yP) it is the sparse Fp12 element
 *     l(P) = a + (b xP) v + (c yP) v w        (storage slots 0, 1, 4)
 * equal, up to a factor that the final exponentiation erases, to the line
 * through the untwisted G2 points evaluated at P.
 */
typedef struct { bls381_fp2 a, b, c; } bls381_line;

/* T <- 2T, and the tangent line at T. T in homogeneous projective
 * coordinates on the twist (y^2 = x^3 + 4(u+1)). */
void bls381_pairing_dbl_step(bls381_g2 *t, bls381_line *l);
/* T <- T + Q, and the line through T and Q (Q affine, not infinity,
 * T != +-Q). */
void bls381_pairing_add_step(bls381_g2 *t, bls381_line *l, const bls381_g2_affine *q);

/* l(P) as its three Fp2 coefficients (slots 0, 1, 4): o[0] = a,
 * o[1] = b xP, o[2] = c yP. */
void bls381_pairing_eval_line(bls381_fp2 o[3], const bls381_line *l, const bls381_g1_affine *p);
/* f <- f * (l m) for two evaluated lines: 23 Fp2 products, against 26 for
 * two single ones (bls381_pairing_eval_line then bls381_fp12_mul_by_014,
 * 13 Fp2 products each; build/bench pairing_mul_line). */
void bls381_pairing_mul_line_pair(bls381_fp12 *f, const bls381_fp2 l[3], const bls381_fp2 m[3]);
/* Its two halves: g = l m for two evaluated lines, g = g0 + (0, g1[0],
 * g1[1]) w (6 Fp2 products), and f <- f g for such a g (17 products). */
void bls381_pairing_line_product(bls381_fp6 *g0, bls381_fp2 g1[2], const bls381_fp2 l[3], const bls381_fp2 m[3]);
void bls381_pairing_mul_by_line_product(bls381_fp12 *f, const bls381_fp6 *g0, const bls381_fp2 g1[2]);
/* bls381_pairing_mul_line_pair with its products gathered into the lane
 * engine e (field/fp_gather.h: 18 then 51 Fp products; variable time,
 * public data), or the scalar form for e = NULL: the same result bit for
 * bit. */
void bls381_pairing_mul_line_pair_on(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_fp2 l[3],
                                     const bls381_fp2 m[3]);

/* f <- f * (o0 + o1 v + v w): a line scaled so that its slot-4 coefficient
 * is 1 (prepared lines, divided by c yP). 10 Fp2 products. */
void bls381_pairing_mul_line_normalized(bls381_fp12 *f, const bls381_fp2 *o0, const bls381_fp2 *o1);
/* The same with its 30 Fp products gathered into the lane engine e, or
 * the scalar form for e = NULL, as bls381_pairing_mul_line_pair_on. */
void bls381_pairing_mul_line_normalized_on(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_fp2 *o0,
                                           const bls381_fp2 *o1);

/* The final exponentiation in its two parts: easy, f^((p^6 - 1)(p^2 + 1))
 * (the result lies in the cyclotomic subgroup), and hard, g^(3 (p^4 - p^2 +
 * 1)/r) for g in the cyclotomic subgroup. And r = a^x for a cyclotomic a
 * (x < 0: r = conj(a^|x|)). */
void bls381_final_exp_easy(bls381_fp12 *r, const bls381_fp12 *f);
void bls381_final_exp_hard(bls381_fp12 *r, const bls381_fp12 *g);
/* bls381_final_exp with the products of its chain gathered into the lane
 * engine where the library runs one (field/fp_gather.h): the same value,
 * variable time (public data: the pairing checks). */
void bls381_final_exp_vartime(bls381_fp12 *r, const bls381_fp12 *f);
void bls381_cyclotomic_exp_x(bls381_fp12 *r, const bls381_fp12 *a);
/* r = a^|x| for a cyclotomic a, two ways: Granger-Scott squarings, and
 * Karabina's compressed squarings (final_exp.c); exp_x uses the faster. */
void bls381_cyclotomic_exp_x_abs_gs(bls381_fp12 *r, const bls381_fp12 *a);
void bls381_cyclotomic_exp_x_abs_compressed(bls381_fp12 *r, const bls381_fp12 *a);

/* f = f_{x,q}(p) for one pair, neither point at infinity (not checked):
 * no branch on the points. */
void bls381_miller_loop_one(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q);

/* How a multi-pair computation is cut among a pool's threads (the Miller
 * loop here, aggregate verification in sig/): *pieces contiguous pieces of
 * *per_piece pairs (the last may be shorter), at most one per thread and
 * BLS381_PAIRING_MAX_PIECES, each of at least min_per_piece pairs (below
 * that the extra Fp12 squarings of a piece cost more than the parallelism
 * saves); one piece when n < 2 min_per_piece. */
#define BLS381_PAIRING_MAX_PIECES 16
void bls381_pairing_pieces(size_t *pieces, size_t *per_piece, size_t n, size_t min_per_piece, bls381_pool *pool);

/* The Miller loop without parallelism: f = prod f_{x,q[i]}(p[i]) over
 * [0, n), infinity pairs skipped. */
void bls381_miller_loop_serial(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n);

#endif
