/*
 * bls381 — the optimal ate pairing e: G1 x G2 -> GT on BLS12-381.
 *
 * e(P, Q) = f_{x,Q}(P)^(3 (p^12 - 1)/r), x = -0xd201000000010000: the Miller
 * loop of the optimal ate pairing followed by the final exponentiation. The
 * exponent carries a factor 3 (Hayashida-Hayasaka-Teruya 2020, see
 * pairing/final_exp.c): this is the pairing every BLS12-381 library
 * computes (zkcrypto, blst, RELIC, the known answers in
 * tests/vectors/pairing), a fixed power of the textbook one, so still
 * bilinear and non-degenerate since 3 does not divide r.
 *
 * GT, the target group, is the subgroup of order r of Fp12^*; its elements
 * are bls381_fp12 values, its identity bls381_fp12_set_one, its product
 * bls381_fp12_mul, its inverse bls381_fp12_conj (see bls381_field.h).
 *
 * Time: bls381_pairing and bls381_final_exp are constant time in the points
 * and the Fp12 value (tests/ctime/ct_pairing.c). The multi-pair functions
 * (Miller loops, pairing checks) and bls381_g2_prepare are variable time,
 * for public inputs (they skip the pairs with a point at infinity; listed
 * in bls381.h); with the lane engine on (bls381_lanes_engine() in
 * bls381_sys.h) their Miller loops run the pairs' G2 steps eight at a time
 * on it, and with fewer pairs the products of each Fp12 squaring and line
 * product, and of the pairing checks' final exponentiation, are gathered
 * eight at a time into it, with the same result bit for bit. Points come
 * in affine form as decoded by bls381_g1_decompress / bls381_g2_decompress:
 * on the curve and in the subgroup. The point at infinity, written (0, 0),
 * is accepted anywhere and contributes the factor 1. Points outside the
 * subgroups give a meaningless value but never a crash.
 *
 * Conventions: no pointer may be NULL unless the count next to it is 0;
 * outputs may not alias inputs of another type; nothing allocates; all
 * functions are thread safe.
 */
#ifndef BLS381_PAIRING_H
#define BLS381_PAIRING_H

#include "bls381_curve.h"
#include "bls381_pool.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Number of line functions of the Miller loop: one per doubling (63) and
 * one per addition (5) over the bits of |x|. */
#define BLS381_PAIRING_LINES 68

/*
 * A G2 point prepared for repeated pairings: the 68 line functions of its
 * Miller loop, computed once (bls381_g2_prepare) and evaluated at any G1
 * point by the _prepared functions, which then skip all G2 arithmetic. For
 * fixed G2 points such as the KZG setup's G2 and [s]G2. About 13 KB; the
 * fields are private (normalised line coefficients).
 */
typedef struct {
    bls381_fp2 line[BLS381_PAIRING_LINES][2];
    bool infinity;
} bls381_g2_prepared;

/* ---------------------------------------------------------- pairing --- */

/* r = e(p, q). */
BLS381_API void bls381_pairing(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q);

/*
 * True when prod_{i<n} e(p[i], q[i]) = 1, with one shared Miller loop and one
 * final exponentiation. n = 0 gives true (the empty product). pool: NULL to
 * run on the calling thread; with a pool, large n is split among its
 * threads (partial Miller loops multiplied together; same result).
 */
BLS381_API bool bls381_pairing_check(const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n,
                                     bls381_pool *pool);

/* The same with prepared G2 points: true when prod e(p[i], *q[i]) = 1. */
BLS381_API bool bls381_pairing_check_prepared(const bls381_g1_affine *p, const bls381_g2_prepared *const *q,
                                              size_t n);

/* ------------------------------------------------------ the two halves --- */

/*
 * r = prod_{i<n} f_{x,q[i]}(p[i]), the multi-Miller loop (the Fp12 squarings
 * shared among the pairs), before the final exponentiation; n = 0 gives 1.
 * The value is defined up to factors the final exponentiation removes, so
 * only bls381_final_exp(r) is meaningful outside this library. pool as for
 * bls381_pairing_check.
 */
BLS381_API void bls381_miller_loop(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q,
                                   size_t n, bls381_pool *pool);
/* The same with prepared G2 points. */
BLS381_API void bls381_miller_loop_prepared(bls381_fp12 *r, const bls381_g1_affine *p,
                                            const bls381_g2_prepared *const *q, size_t n);

/*
 * r = f^(3 (p^12 - 1)/r): maps a Miller loop output into GT. f = 0 (never a
 * Miller loop output) gives 0. r may alias f.
 */
BLS381_API void bls381_final_exp(bls381_fp12 *r, const bls381_fp12 *f);

/* r = q prepared for the _prepared functions (q may be infinity). */
BLS381_API void bls381_g2_prepare(bls381_g2_prepared *r, const bls381_g2_affine *q);

#ifdef __cplusplus
}
#endif
#endif
