/* build/interleave: the timing program behind field/INVERSION.md's figures
 * and doc/plots/inv.svg (`make interleave`, `make study`).
 *
 *     build/interleave [--rounds R] [--quick] [FILTER...]
 *
 * Every function runs in short bursts of chained calls (each call's output,
 * changed in one bit of its low word, is the next call's input: calls cannot
 * overlap and the variable-time ones see fresh values), and the bursts of
 * all functions are interleaved, round after round, in an order that
 * changes every round. A load that comes and goes on a shared machine then
 * hits every function alike, and the minimum over the bursts estimates the
 * undisturbed time. Output, one line per function in build/bench's format
 * (bench/bench.h), so tools/study/plot.py reads it:
 *     NAME MEDIAN_NS ns/op  min MIN max MAX reps BURSTS threads 1
 * (MEDIAN and MIN over the bursts), then, for each function that has an
 * anchor's counterpart, a comment line with the ratios ours / theirs of the
 * minima and of the medians.
 *
 * The anchor: built with -DINTERLEAVE_BLST and linked with a libblst.a built
 * elsewhere (`make interleave BLST=/path/libblst.a`), the program times
 * blst's functions of the same contract beside ours. The few prototypes
 * below are written here, not taken from blst's header: blst's blst_fp and
 * blst_fr are six and four 64-bit limbs in Montgomery form with R = 2^384
 * and 2^256, as bls381_fp and bls381_fr are, so they take our types.
 * Without the anchor the program times ours alone. Names with
 * "_portable" run with bls381_force_portable(true) for their bursts.
 *
 * --msm N,N,...: G1 MSMs of those sizes as well, g1_msm_N@interleave
 * (bls381_g1_msm_vartime, one thread) and, with the anchor,
 * blst_g1_msm_N (blst_p1s_mult_pippenger, 255-bit scalars), on the same
 * points (multiples of the generator) and scalars; a burst is then as few
 * as one call. The anchor's MSM result is checked against ours first.
 * With mcl, mcl_g1_msm_N too (mclBnG1_mulVec, which takes its AVX-512
 * IFMA path where the CPU has it), on the same points and scalars, its
 * result checked the same way.
 *
 * --goals: instead of the inversions, the operations issue 32 sets goals
 * for (field products and squares, G1 doubling and scalar multiplication,
 * Miller loop, final exponentiation, pairing), under build/bench's names:
 * fp_mul fp_sqr fr_mul fr_sqr g1_dbl g1_mul_ct g1_mul_vartime miller_loop
 * final_exp pairing, and g2_mul_ct (no goal; item 3 of the issue), each beside the anchors' function of the same contract
 * (blst_p1_double is Jacobian, ours projective: each keeps its own chain of
 * points; blst_pairing is its Miller loop then its final exponentiation).
 * The G1 and G2 multiplications chain P <- [k]P for one 255-bit k; the Miller
 * loop and the pairing take one fixed pair of points. Every anchor's result
 * is checked against ours before any timing.
 *
 * A second anchor, mcl (herumi/mcl's C API, `MCL=/path/libmcl.a`,
 * -DINTERLEAVE_MCL): its Fp, Fr and GT elements are
 * ours in layout and form (Montgomery, R = 2^384 and 2^256), its G1 and G2
 * points Jacobian (x, y, 1 is an affine point in both systems); checked as
 * blst's are. Its functions are named mcl_*; --goals and --msm run them. */
#define _POSIX_C_SOURCE 200809L
#include "bls381.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef INTERLEAVE_BLST
void blst_fp_inverse(bls381_fp *ret, const bls381_fp *a);
void blst_fp_eucl_inverse(bls381_fp *ret, const bls381_fp *a);
void blst_fp_mul(bls381_fp *ret, const bls381_fp *a, const bls381_fp *b);
_Bool blst_fp_is_square(const bls381_fp *a);
void blst_fr_inverse(bls381_fr *ret, const bls381_fr *a);
void blst_fr_eucl_inverse(bls381_fr *ret, const bls381_fr *a);
void blst_fr_mul(bls381_fr *ret, const bls381_fr *a, const bls381_fr *b);
static int blst_fp_is_square_int(const bls381_fp *a) { return blst_fp_is_square(a); }
void blst_fp_sqr(bls381_fp *ret, const bls381_fp *a);
void blst_fr_sqr(bls381_fr *ret, const bls381_fr *a);
/* blst_p1 and blst_p1_affine: Jacobian and affine coordinates in Montgomery
 * form, as bls381_g1 and bls381_g1_affine */
size_t blst_p1s_mult_pippenger_scratch_sizeof(size_t npoints);
void blst_p1s_mult_pippenger(bls381_g1 *ret, const bls381_g1_affine *const points[], size_t npoints,
                             const uint8_t *const scalars[], size_t nbits, uint64_t *scratch);
void blst_p1_to_affine(bls381_g1_affine *out, const bls381_g1 *in);
void blst_p1_double(bls381_g1 *out, const bls381_g1 *a);
void blst_p1_mult(bls381_g1 *out, const bls381_g1 *p, const uint8_t *scalar, size_t nbits);
/* blst_p2, blst_p2_affine: the same over Fp2, as bls381_g2 and bls381_g2_affine */
void blst_p2_mult(bls381_g2 *out, const bls381_g2 *p, const uint8_t *scalar, size_t nbits);
void blst_p2_to_affine(bls381_g2_affine *out, const bls381_g2 *in);
/* blst_fp12 is ours: Fp12 = Fp6[w]/(w^2 - v), Fp6 = Fp2[v]/(v^3 - (u + 1)) */
void blst_miller_loop(bls381_fp12 *ret, const bls381_g2_affine *q, const bls381_g1_affine *p);
void blst_final_exp(bls381_fp12 *ret, const bls381_fp12 *f);

/* the prototypes' premise, checked: blst's inverses and products of our
 * elements are ours (0 when they agree) */
static int anchor_differs(const bls381_fp *a, const bls381_fr *b)
{
    bls381_fp x, y;
    bls381_fr u, v;
    bls381_fp_inv(&x, a), blst_fp_inverse(&y, a);
    bls381_fr_inv(&u, b), blst_fr_inverse(&v, b);
    int bad = memcmp(&x, &y, sizeof x) | memcmp(&u, &v, sizeof u);
    bls381_fp_mul(&x, a, a), blst_fp_mul(&y, a, a);
    bls381_fr_mul(&u, b, b), blst_fr_mul(&v, b, b);
    return bad | memcmp(&x, &y, sizeof x) | memcmp(&u, &v, sizeof u);
}
#endif

#ifdef INTERLEAVE_MCL
/* mcl's C API (include/mcl/bn.h), with MCL_FP_BIT 384 and MCL_FR_BIT 256:
 * mclBnFp, mclBnFr, mclBnG1, mclBnG2 and mclBnGT are six, four, 18, 36 and
 * 72 limbs, written here as our types of those sizes */
int mclBn_init(int curve, int compiled_time_var);
void mclBnFp_mul(bls381_fp *z, const bls381_fp *x, const bls381_fp *y);
void mclBnFp_sqr(bls381_fp *y, const bls381_fp *x);
void mclBnFr_mul(bls381_fr *z, const bls381_fr *x, const bls381_fr *y);
void mclBnFr_sqr(bls381_fr *y, const bls381_fr *x);
int mclBnFr_setLittleEndian(bls381_fr *x, const void *buf, size_t size);
void mclBnG1_dbl(bls381_g1 *y, const bls381_g1 *x);
void mclBnG1_normalize(bls381_g1 *y, const bls381_g1 *x);
void mclBnG1_mul(bls381_g1 *z, const bls381_g1 *x, const bls381_fr *y);
void mclBnG1_mulCT(bls381_g1 *z, const bls381_g1 *x, const bls381_fr *y);
void mclBnG2_mulCT(bls381_g2 *z, const bls381_g2 *x, const bls381_fr *y);
void mclBnG2_normalize(bls381_g2 *y, const bls381_g2 *x);
void mclBn_millerLoop(bls381_fp12 *z, const bls381_g1 *x, const bls381_g2 *y);
void mclBn_finalExp(bls381_fp12 *y, const bls381_fp12 *x);
void mclBn_pairing(bls381_fp12 *z, const bls381_g1 *x, const bls381_g2 *y);
void mclBnG1_mulVec(bls381_g1 *z, bls381_g1 *x, const bls381_fr *y, size_t n);
#define MCL_BLS12_381 5
#define MCL_COMPILED_TIME_VAR 46 /* MCLBN_FR_UNIT_SIZE * 10 + MCLBN_FP_UNIT_SIZE */
#endif

/* FP_SQR, FR_SQR: chained r = f(r) (the fp_inv / fr_inv members); G1_UN,
 * G2_UN: chained P = f(P); PAIR: f(r, P, Q) on the fixed pair; FP12_UN: chained
 * r = f(r), one bit of r flipped after each call */
enum kind { FP_INV, FR_INV, FP_MUL, FR_MUL, FP_SYM, MSM_OURS, MSM_BLST, MSM_MCL, FP_SQR, FR_SQR, G1_UN, G2_UN, PAIR, FP12_UN };
typedef void (*fp_inv_fn)(bls381_fp *, const bls381_fp *);
typedef void (*fr_inv_fn)(bls381_fr *, const bls381_fr *);
typedef void (*fp_mul_fn)(bls381_fp *, const bls381_fp *, const bls381_fp *);
typedef void (*fr_mul_fn)(bls381_fr *, const bls381_fr *, const bls381_fr *);
typedef int (*fp_sym_fn)(const bls381_fp *);
typedef void (*g1_un_fn)(bls381_g1 *, const bls381_g1 *);
typedef void (*g2_un_fn)(bls381_g2 *, const bls381_g2 *);
typedef void (*pair_fn)(bls381_fp12 *, const bls381_g1_affine *, const bls381_g2_affine *);
typedef void (*fp12_un_fn)(bls381_fp12 *, const bls381_fp12 *);

struct fn {
    const char *name;
    enum kind kind;
    union {
        fp_inv_fn fp_inv; fr_inv_fn fr_inv; fp_mul_fn fp_mul; fr_mul_fn fr_mul; fp_sym_fn fp_sym; size_t n;
        g1_un_fn g1; g2_un_fn g2; pair_fn pair; fp12_un_fn fp12;
    } f;
    int portable;           /* bursts run with the portable C forced */
    const char *theirs;     /* the anchor's function of the same contract, or NULL */
    const char *mcl;        /* mcl's, or NULL */
};

/* --goals: the inputs (set up by goals_setup) */
static struct {
    bls381_g1_affine p;         /* a point of G1, and of G2 */
    bls381_g2_affine q;
    bls381_g1 start;            /* p with Z = 1: the same point in projective and Jacobian coordinates */
    bls381_g2 start2;           /* q with Z = 1 */
    bls381_fr k;                /* the scalar of the G1 multiplications, below 2^255 */
    uint8_t k_le[32];           /* k little-endian, as blst reads it */
    bls381_fp12 f;              /* a Miller loop's value, the final exponentiations' first input */
#ifdef INTERLEAVE_MCL
    bls381_fr k_mcl;            /* k as mcl holds it */
    bls381_g1 p_mcl;            /* p and q in mcl's Jacobian form */
    bls381_g2 q_mcl;
#endif
} goal;

static void g1_mul_ct_ours(bls381_g1 *r, const bls381_g1 *p) { bls381_g1_mul(r, p, &goal.k); }
static void g1_mul_vartime_ours(bls381_g1 *r, const bls381_g1 *p) { bls381_g1_mul_vartime(r, p, &goal.k); }
static void g2_mul_ct_ours(bls381_g2 *r, const bls381_g2 *p) { bls381_g2_mul(r, p, &goal.k); }
static void miller_loop_ours(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    bls381_miller_loop(r, p, q, 1, NULL);
}
#ifdef INTERLEAVE_BLST
static void g1_mul_blst(bls381_g1 *r, const bls381_g1 *p) { blst_p1_mult(r, p, goal.k_le, 255); }
static void g2_mul_blst(bls381_g2 *r, const bls381_g2 *p) { blst_p2_mult(r, p, goal.k_le, 255); }
static void miller_loop_blst(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    blst_miller_loop(r, q, p);
}
static void pairing_blst(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    blst_miller_loop(r, q, p);
    blst_final_exp(r, r);
}
#endif
#ifdef INTERLEAVE_MCL
/* mcl's point functions on goal.p_mcl and goal.q_mcl (the same points) */
static void g1_mul_ct_mcl(bls381_g1 *r, const bls381_g1 *p) { mclBnG1_mulCT(r, p, &goal.k_mcl); }
static void g1_mul_vartime_mcl(bls381_g1 *r, const bls381_g1 *p) { mclBnG1_mul(r, p, &goal.k_mcl); }
static void g2_mul_ct_mcl(bls381_g2 *r, const bls381_g2 *p) { mclBnG2_mulCT(r, p, &goal.k_mcl); }
static void miller_loop_mcl(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    (void)p, (void)q;
    mclBn_millerLoop(r, &goal.p_mcl, &goal.q_mcl);
}
static void pairing_mcl(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    (void)p, (void)q;
    mclBn_pairing(r, &goal.p_mcl, &goal.q_mcl);
}
#endif

#define INV(n, k, m, fn, th) { n, k, { .m = fn }, 0, th, NULL }
#define PORT(n, k, m, fn) { n "_portable", k, { .m = fn }, 1, NULL, NULL }
static const struct fn fns[] = {
    INV("fp_inv_ct@by_fused", FP_INV, fp_inv, bls381_fp_inv_by_fused, "blst_fp_inverse"),
    INV("fp_inv_ct@bernstein_yang", FP_INV, fp_inv, bls381_fp_inv_bernstein_yang, "blst_fp_inverse"),
    INV("fp_inv_ct@pornin", FP_INV, fp_inv, bls381_fp_inv_pornin, "blst_fp_inverse"),
    INV("fp_inv_ct@fermat", FP_INV, fp_inv, bls381_fp_inv_fermat, "blst_fp_inverse"),
    INV("fp_inv_vartime", FP_INV, fp_inv, bls381_fp_inv_vartime, "blst_fp_eucl_inverse"),
    INV("fp_legendre", FP_SYM, fp_sym, bls381_fp_legendre, "blst_fp_is_square"),
    INV("fp_legendre_vartime", FP_SYM, fp_sym, bls381_fp_legendre_vartime, "blst_fp_is_square"),
    INV("fp_mul", FP_MUL, fp_mul, bls381_fp_mul, "blst_fp_mul"),
    INV("fr_inv_ct@by_fused", FR_INV, fr_inv, bls381_fr_inv_by_fused, "blst_fr_inverse"),
    INV("fr_inv_ct@bernstein_yang", FR_INV, fr_inv, bls381_fr_inv_bernstein_yang, "blst_fr_inverse"),
    INV("fr_inv_ct@pornin", FR_INV, fr_inv, bls381_fr_inv_pornin, "blst_fr_inverse"),
    INV("fr_inv_ct@fermat", FR_INV, fr_inv, bls381_fr_inv_fermat, "blst_fr_inverse"),
    INV("fr_inv_vartime", FR_INV, fr_inv, bls381_fr_inv_vartime, "blst_fr_eucl_inverse"),
    INV("fr_mul", FR_MUL, fr_mul, bls381_fr_mul, "blst_fr_mul"),
    PORT("fp_inv_ct@by_fused", FP_INV, fp_inv, bls381_fp_inv_by_fused),
    PORT("fp_inv_ct@bernstein_yang", FP_INV, fp_inv, bls381_fp_inv_bernstein_yang),
    PORT("fp_inv_vartime", FP_INV, fp_inv, bls381_fp_inv_vartime),
    PORT("fp_mul", FP_MUL, fp_mul, bls381_fp_mul),
    PORT("fr_inv_ct@by_fused", FR_INV, fr_inv, bls381_fr_inv_by_fused),
    PORT("fr_inv_vartime", FR_INV, fr_inv, bls381_fr_inv_vartime),
#ifdef INTERLEAVE_BLST
    INV("blst_fp_inverse", FP_INV, fp_inv, blst_fp_inverse, NULL),
    INV("blst_fp_eucl_inverse", FP_INV, fp_inv, blst_fp_eucl_inverse, NULL),
    INV("blst_fp_is_square", FP_SYM, fp_sym, blst_fp_is_square_int, NULL),
    INV("blst_fp_mul", FP_MUL, fp_mul, blst_fp_mul, NULL),
    INV("blst_fr_inverse", FR_INV, fr_inv, blst_fr_inverse, NULL),
    INV("blst_fr_eucl_inverse", FR_INV, fr_inv, blst_fr_eucl_inverse, NULL),
    INV("blst_fr_mul", FR_MUL, fr_mul, blst_fr_mul, NULL),
#endif
};
#define NFIXED (sizeof fns / sizeof fns[0])

/* --goals: ours (build/bench's names), blst's and mcl's */
#define GOAL(n, k, m, fn, th, mc) { n, k, { .m = fn }, 0, th, mc }
static const struct fn goals[] = {
    GOAL("fp_mul", FP_MUL, fp_mul, bls381_fp_mul, "blst_fp_mul", "mcl_fp_mul"),
    GOAL("fp_sqr", FP_SQR, fp_inv, bls381_fp_sqr, "blst_fp_sqr", "mcl_fp_sqr"),
    GOAL("fr_mul", FR_MUL, fr_mul, bls381_fr_mul, "blst_fr_mul", "mcl_fr_mul"),
    GOAL("fr_sqr", FR_SQR, fr_inv, bls381_fr_sqr, "blst_fr_sqr", "mcl_fr_sqr"),
    GOAL("g1_dbl", G1_UN, g1, bls381_g1_dbl, "blst_p1_double", "mcl_g1_dbl"),
    GOAL("g1_mul_ct", G1_UN, g1, g1_mul_ct_ours, "blst_p1_mult", "mcl_g1_mul_ct"),
    GOAL("g1_mul_vartime", G1_UN, g1, g1_mul_vartime_ours, NULL, "mcl_g1_mul_vartime"),
    GOAL("miller_loop", PAIR, pair, miller_loop_ours, "blst_miller_loop", "mcl_miller_loop"),
    GOAL("final_exp", FP12_UN, fp12, bls381_final_exp, "blst_final_exp", "mcl_final_exp"),
    GOAL("pairing", PAIR, pair, bls381_pairing, "blst_pairing", "mcl_pairing"),
    GOAL("g2_mul_ct", G2_UN, g2, g2_mul_ct_ours, "blst_p2_mult", "mcl_g2_mul_ct"),
#ifdef INTERLEAVE_BLST
    GOAL("blst_fp_mul", FP_MUL, fp_mul, blst_fp_mul, NULL, NULL),
    GOAL("blst_fp_sqr", FP_SQR, fp_inv, blst_fp_sqr, NULL, NULL),
    GOAL("blst_fr_mul", FR_MUL, fr_mul, blst_fr_mul, NULL, NULL),
    GOAL("blst_fr_sqr", FR_SQR, fr_inv, blst_fr_sqr, NULL, NULL),
    GOAL("blst_p1_double", G1_UN, g1, blst_p1_double, NULL, NULL),
    GOAL("blst_p1_mult", G1_UN, g1, g1_mul_blst, NULL, NULL),
    GOAL("blst_miller_loop", PAIR, pair, miller_loop_blst, NULL, NULL),
    GOAL("blst_final_exp", FP12_UN, fp12, blst_final_exp, NULL, NULL),
    GOAL("blst_pairing", PAIR, pair, pairing_blst, NULL, NULL),
    GOAL("blst_p2_mult", G2_UN, g2, g2_mul_blst, NULL, NULL),
#endif
#ifdef INTERLEAVE_MCL
    GOAL("mcl_fp_mul", FP_MUL, fp_mul, mclBnFp_mul, NULL, NULL),
    GOAL("mcl_fp_sqr", FP_SQR, fp_inv, mclBnFp_sqr, NULL, NULL),
    GOAL("mcl_fr_mul", FR_MUL, fr_mul, mclBnFr_mul, NULL, NULL),
    GOAL("mcl_fr_sqr", FR_SQR, fr_inv, mclBnFr_sqr, NULL, NULL),
    GOAL("mcl_g1_dbl", G1_UN, g1, mclBnG1_dbl, NULL, NULL),
    GOAL("mcl_g1_mul_ct", G1_UN, g1, g1_mul_ct_mcl, NULL, NULL),
    GOAL("mcl_g1_mul_vartime", G1_UN, g1, g1_mul_vartime_mcl, NULL, NULL),
    GOAL("mcl_miller_loop", PAIR, pair, miller_loop_mcl, NULL, NULL),
    GOAL("mcl_final_exp", FP12_UN, fp12, mclBn_finalExp, NULL, NULL),
    GOAL("mcl_pairing", PAIR, pair, pairing_mcl, NULL, NULL),
    GOAL("mcl_g2_mul_ct", G2_UN, g2, g2_mul_ct_mcl, NULL, NULL),
#endif
};
#define NGOALS (sizeof goals / sizeof goals[0])
#define NMAX ((NFIXED > NGOALS ? NFIXED : NGOALS) + 96)  /* room for 32 MSM sizes, three programs each */

/* the functions of this run: fns, then the MSMs of --msm */
static struct fn table[NMAX];
static size_t ntable;

/* the chained values, one per function (kept across its bursts) */
static bls381_fp fp_val[NMAX], fp_other;
static bls381_fr fr_val[NMAX], fr_other;
static bls381_g1 g1_val[NMAX];
static bls381_g2 g2_val[NMAX];
static bls381_fp12 fp12_val[NMAX];
static volatile int sink;

/* the MSMs' inputs, for the largest size (a size takes the first n) */
static struct {
    size_t n;
    bls381_g1_affine *pts;
    bls381_fr *sc;
    uint8_t *le;                /* the scalars as blst reads them: 32 bytes, little-endian */
    void *scratch, *blst_scratch;
    size_t scratch_size;
    bls381_g1 *mcl_pts;         /* the points as mcl holds them (Jacobian, Z = 1) */
} msm;

static void msm_ours(bls381_g1_affine *out, size_t n)
{
    if (bls381_g1_msm_vartime(out, msm.pts, msm.sc, n, msm.scratch, msm.scratch_size, NULL) != BLS381_OK) {
        fprintf(stderr, "interleave: bls381_g1_msm_vartime failed\n");
        exit(1);
    }
}

#ifdef INTERLEAVE_BLST
static void msm_blst(bls381_g1 *out, size_t n)
{
    const bls381_g1_affine *pp[2] = { msm.pts, NULL };   /* blst: one array when the second is NULL */
    const uint8_t *sp[2] = { msm.le, NULL };
    blst_p1s_mult_pippenger(out, pp, n, sp, 255, msm.blst_scratch);
}
#endif

#ifdef INTERLEAVE_MCL
static void msm_mcl(bls381_g1 *out, size_t n) { mclBnG1_mulVec(out, msm.mcl_pts, msm.sc, n); }
#endif

/* runs `calls` chained calls of fns[i] */
static void burst(size_t i, unsigned calls)
{
    const struct fn *f = &table[i];
    bls381_fp *x = &fp_val[i];
    bls381_fr *y = &fr_val[i];
    int acc = 0;
    for (unsigned k = 0; k < calls; k++) {
        switch (f->kind) {
        case FP_INV: f->f.fp_inv(x, x); x->l[0] ^= 1; break;
        case FR_INV: f->f.fr_inv(y, y); y->l[0] ^= 1; break;
        case FP_MUL: f->f.fp_mul(x, x, &fp_other); break;
        case FR_MUL: f->f.fr_mul(y, y, &fr_other); break;
        case FP_SYM: acc += f->f.fp_sym(x); x->l[0] ^= 2; break;
        case FP_SQR: f->f.fp_inv(x, x); break;
        case FR_SQR: f->f.fr_inv(y, y); break;
        case G1_UN: f->f.g1(&g1_val[i], &g1_val[i]); break;
        case G2_UN: f->f.g2(&g2_val[i], &g2_val[i]); break;
        case PAIR: { bls381_fp12 r; f->f.pair(&r, &goal.p, &goal.q); acc += (int)r.c0.c0.c0.l[0]; break; }
        case FP12_UN: f->f.fp12(&fp12_val[i], &fp12_val[i]); fp12_val[i].c0.c0.c0.l[0] ^= 1; break;
        case MSM_OURS: { bls381_g1_affine r; msm_ours(&r, f->f.n); acc += (int)r.x.l[0]; break; }
        case MSM_BLST: {
#ifdef INTERLEAVE_BLST
            bls381_g1 r;
            msm_blst(&r, f->f.n);
            acc += (int)r.x.l[0];
#endif
            break;
        }
        case MSM_MCL: {
#ifdef INTERLEAVE_MCL
            bls381_g1 r;
            msm_mcl(&r, f->f.n);
            acc += (int)r.x.l[0];
#endif
            break;
        }
        }
    }
    sink += acc;
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* ns per call of one burst of fns[i] */
static double timed_burst(size_t i, unsigned calls)
{
    if (table[i].portable) bls381_force_portable(true);
    double t0 = now_ns();
    burst(i, calls);
    double t = (now_ns() - t0) / calls;
    if (table[i].portable) bls381_force_portable(false);
    return t;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int wanted(const char *name, char **filters, int n)
{
    for (int k = 0; k < n; k++)
        if (strstr(name, filters[k])) return 1;
    return n == 0;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next64(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;   /* xorshift64 */
    return rng;
}

/* a pseudo-random element below the modulus (top limb kept small) */
static void fill(uint64_t *l, int limbs)
{
    for (int k = 0; k < limbs; k++) l[k] = next64();
    l[limbs - 1] >>= 4;
}

/* --goals: the inputs, then every anchor's result against ours; returns
 * the name of the first anchor function that differs, or NULL */
static const char *goals_setup(void)
{
    bls381_g1 g;
    bls381_g2 h;
    bls381_fr s;
    uint8_t be[32];
    fill(s.l, 4);
    bls381_g1_generator(&g), bls381_g1_mul_vartime(&g, &g, &s), bls381_g1_to_affine(&goal.p, &g);
    bls381_g2_generator(&h), bls381_g2_mul_vartime(&h, &h, &s), bls381_g2_to_affine(&goal.q, &h);
    bls381_g1_from_affine(&goal.start, &goal.p);
    bls381_g2_from_affine(&goal.start2, &goal.q);
    fill(goal.k.l, 4);
    bls381_fr_to_bytes(be, &goal.k);
    for (int k = 0; k < 32; k++) goal.k_le[k] = be[31 - k];
    miller_loop_ours(&goal.f, &goal.p, &goal.q);

    /* ours: the references */
    bls381_fp sq, a;
    bls381_fr frsq, u;
    bls381_g1 r;
    bls381_g1_affine dbl, ct, b;
    bls381_g2 r2;
    bls381_g2_affine ct2, b2;
    bls381_fp12 e, f;
    bls381_fp_sqr(&sq, &goal.p.x);
    bls381_fr_sqr(&frsq, &goal.k);
    bls381_g1_dbl(&r, &goal.start), bls381_g1_to_affine(&dbl, &r);
    g1_mul_ct_ours(&r, &goal.start), bls381_g1_to_affine(&ct, &r);
    g1_mul_vartime_ours(&r, &goal.start), bls381_g1_to_affine(&b, &r);
    if (!bls381_g1_affine_eq(&ct, &b)) return "g1_mul_vartime";
    g2_mul_ct_ours(&r2, &goal.start2), bls381_g2_to_affine(&ct2, &r2);
    bls381_g2_mul_vartime(&r2, &goal.start2, &goal.k), bls381_g2_to_affine(&b2, &r2);
    if (!bls381_g2_affine_eq(&ct2, &b2)) return "g2_mul_ct";
    bls381_pairing(&e, &goal.p, &goal.q);
    bls381_final_exp(&f, &goal.f);
    if (memcmp(&e, &f, sizeof e)) return "pairing";
    (void)a, (void)u;
#ifdef INTERLEAVE_BLST
    blst_fp_sqr(&a, &goal.p.x);
    if (memcmp(&a, &sq, sizeof a)) return "blst_fp_sqr";
    blst_fr_sqr(&u, &goal.k);
    if (memcmp(&u, &frsq, sizeof u)) return "blst_fr_sqr";
    blst_p1_double(&r, &goal.start), blst_p1_to_affine(&b, &r);
    if (!bls381_g1_affine_eq(&b, &dbl)) return "blst_p1_double";
    g1_mul_blst(&r, &goal.start), blst_p1_to_affine(&b, &r);
    if (!bls381_g1_affine_eq(&b, &ct)) return "blst_p1_mult";
    g2_mul_blst(&r2, &goal.start2), blst_p2_to_affine(&b2, &r2);
    if (!bls381_g2_affine_eq(&b2, &ct2)) return "blst_p2_mult";
    pairing_blst(&f, &goal.p, &goal.q);
    if (memcmp(&e, &f, sizeof e)) return "blst_pairing";
    blst_final_exp(&f, &goal.f);
    if (memcmp(&e, &f, sizeof e)) return "blst_final_exp";
    miller_loop_blst(&f, &goal.p, &goal.q), bls381_final_exp(&f, &f);
    if (memcmp(&e, &f, sizeof e)) return "blst_miller_loop";
#endif
#ifdef INTERLEAVE_MCL
    if (mclBn_init(MCL_BLS12_381, MCL_COMPILED_TIME_VAR) != 0) return "mclBn_init";
    goal.p_mcl = goal.start;
    bls381_g2_from_affine(&goal.q_mcl, &goal.q);
    if (mclBnFr_setLittleEndian(&goal.k_mcl, goal.k_le, 32) != 0) return "mclBnFr_setLittleEndian";
    bls381_fp_mul(&sq, &goal.p.x, &goal.p.y), mclBnFp_mul(&a, &goal.p.x, &goal.p.y);
    if (memcmp(&a, &sq, sizeof a)) return "mcl_fp_mul";
    bls381_fp_sqr(&sq, &goal.p.x), mclBnFp_sqr(&a, &goal.p.x);
    if (memcmp(&a, &sq, sizeof a)) return "mcl_fp_sqr";
    bls381_fr_mul(&frsq, &goal.k, &s), mclBnFr_mul(&u, &goal.k, &s);
    if (memcmp(&u, &frsq, sizeof u)) return "mcl_fr_mul";
    bls381_fr_sqr(&frsq, &goal.k), mclBnFr_sqr(&u, &goal.k);
    if (memcmp(&u, &frsq, sizeof u)) return "mcl_fr_sqr";
    mclBnG1_dbl(&r, &goal.p_mcl), mclBnG1_normalize(&r, &r);
    if (memcmp(&r.x, &dbl.x, sizeof r.x) || memcmp(&r.y, &dbl.y, sizeof r.y)) return "mcl_g1_dbl";
    g1_mul_ct_mcl(&r, &goal.p_mcl), mclBnG1_normalize(&r, &r);
    if (memcmp(&r.x, &ct.x, sizeof r.x) || memcmp(&r.y, &ct.y, sizeof r.y)) return "mcl_g1_mul_ct";
    g1_mul_vartime_mcl(&r, &goal.p_mcl), mclBnG1_normalize(&r, &r);
    if (memcmp(&r.x, &ct.x, sizeof r.x) || memcmp(&r.y, &ct.y, sizeof r.y)) return "mcl_g1_mul_vartime";
    g2_mul_ct_mcl(&r2, &goal.start2), mclBnG2_normalize(&r2, &r2);
    if (memcmp(&r2.x, &ct2.x, sizeof r2.x) || memcmp(&r2.y, &ct2.y, sizeof r2.y)) return "mcl_g2_mul_ct";
    pairing_mcl(&f, &goal.p, &goal.q);
    if (memcmp(&e, &f, sizeof e)) return "mcl_pairing";
    mclBn_finalExp(&f, &goal.f);
    if (memcmp(&e, &f, sizeof e)) return "mcl_final_exp";
    miller_loop_mcl(&f, &goal.p, &goal.q), bls381_final_exp(&f, &f);
    if (memcmp(&e, &f, sizeof e)) return "mcl_miller_loop";
#endif
    return NULL;
}

/* --msm N,N,...: the table's MSM entries and their inputs; 0 on success */
static int add_msm(const char *list)
{
    static char names[32][3][40];
    size_t nsizes = 0, max = 0;
    for (const char *c = list; *c; c += *c == ',') {
        char *end;
        unsigned long n = strtoul(c, &end, 10);
        if (end == c || (*end && *end != ',') || n < 2 || n > (1u << 20) || nsizes == 32) return -1;
        snprintf(names[nsizes][0], 40, "g1_msm_%lu@interleave", n);
        snprintf(names[nsizes][1], 40, "blst_g1_msm_%lu", n);
        snprintf(names[nsizes][2], 40, "mcl_g1_msm_%lu", n);
        table[ntable++] = (struct fn){ names[nsizes][0], MSM_OURS, { .n = n }, 0, NULL, NULL };
        struct fn *ours = &table[ntable - 1];
        (void)ours;
#ifdef INTERLEAVE_MCL
        ours->mcl = names[nsizes][2];
        table[ntable++] = (struct fn){ names[nsizes][2], MSM_MCL, { .n = n }, 0, NULL, NULL };
#endif
#ifdef INTERLEAVE_BLST
        ours->theirs = names[nsizes][1];
        table[ntable++] = (struct fn){ names[nsizes][1], MSM_BLST, { .n = n }, 0, NULL, NULL };
        size_t b = blst_p1s_mult_pippenger_scratch_sizeof(n);
        if (b > msm.scratch_size) msm.scratch_size = b;   /* for now the largest blst scratch */
#endif
        nsizes++;
        if (n > max) max = n;
        c = end;
    }
    if (nsizes == 0) return -1;
    msm.n = max;
    msm.pts = malloc(max * sizeof *msm.pts);
    msm.sc = malloc(max * sizeof *msm.sc);
    msm.le = malloc(max * 32);
    msm.blst_scratch = msm.scratch_size ? malloc(msm.scratch_size) : NULL;
    msm.scratch_size = bls381_g1_msm_scratch_size(max, 1);
    msm.scratch = malloc(msm.scratch_size);
    msm.mcl_pts = malloc(max * sizeof *msm.mcl_pts);
    if (!msm.pts || !msm.sc || !msm.le || !msm.scratch || !msm.mcl_pts) return -1;
    bls381_g1 g, p;
    bls381_g1_generator(&g);
    p = g;
    for (size_t i = 0; i < max; i++) {   /* points (i + 1) G, scalars below 2^252 */
        uint8_t be[32];
        bls381_g1_to_affine(&msm.pts[i], &p);
        bls381_g1_from_affine(&msm.mcl_pts[i], &msm.pts[i]);
        bls381_g1_add(&p, &p, &g);
        fill(msm.sc[i].l, 4);
        bls381_fr_to_bytes(be, &msm.sc[i]);
        for (int k = 0; k < 32; k++) msm.le[32 * i + k] = be[31 - k];
    }
#ifdef INTERLEAVE_BLST
    for (size_t k = 0; k < ntable; k++) {   /* blst's sum is ours */
        bls381_g1_affine a, b;
        bls381_g1 r;
        if (table[k].kind != MSM_BLST) continue;
        msm_ours(&a, table[k].f.n);
        msm_blst(&r, table[k].f.n);
        blst_p1_to_affine(&b, &r);
        if (!bls381_g1_affine_eq(&a, &b)) return -1;
    }
#endif
#ifdef INTERLEAVE_MCL
    if (mclBn_init(MCL_BLS12_381, MCL_COMPILED_TIME_VAR) != 0) return -1;
    for (size_t k = 0; k < ntable; k++) {   /* mcl's sum is ours */
        bls381_g1_affine a;
        bls381_g1 r;
        if (table[k].kind != MSM_MCL) continue;
        msm_ours(&a, table[k].f.n);
        msm_mcl(&r, table[k].f.n);
        mclBnG1_normalize(&r, &r);
        if (memcmp(&r.x, &a.x, sizeof a.x) || memcmp(&r.y, &a.y, sizeof a.y)) return -1;
    }
#endif
    return 0;
}

int main(int argc, char **argv)
{
    unsigned rounds = 300;
    double burst_ns = 40000;    /* the length a burst aims at */
    char **filters = calloc((size_t)argc, sizeof *filters);
    int nfilters = 0;
    if (!filters) return 1;
    const char *msm_list = NULL;
    int with_goals = 0;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--rounds") && a + 1 < argc) {
            rounds = (unsigned)strtoul(argv[++a], NULL, 10);
        } else if (!strcmp(argv[a], "--msm") && a + 1 < argc) {
            msm_list = argv[++a];
        } else if (!strcmp(argv[a], "--goals")) {
            with_goals = 1;
        } else if (!strcmp(argv[a], "--quick")) {
            rounds = 20, burst_ns = 10000;
        } else if (argv[a][0] == '-' || rounds == 0) {
            fprintf(stderr, "usage: interleave [--rounds R] [--quick] [--goals] [--msm N,N,...] [FILTER...]\n");
            return 2;
        } else {
            filters[nfilters++] = argv[a];
        }
    }
    if (rounds == 0) { fprintf(stderr, "interleave: --rounds must be at least 1\n"); return 2; }
    if (with_goals) memcpy(table, goals, sizeof goals), ntable = NGOALS;
    else memcpy(table, fns, sizeof fns), ntable = NFIXED;
    if (msm_list && add_msm(msm_list) != 0) {
        fprintf(stderr, "interleave: --msm wants sizes 2..2^20 separated by commas (or no memory, or an anchor's sum "
                        "differs from ours)\n");
        return 2;
    }
    size_t sel[NMAX], n = 0;
    for (size_t i = 0; i < ntable; i++)
        if (wanted(table[i].name, filters, nfilters)) sel[n++] = i;
    if (n == 0) { fprintf(stderr, "interleave: no function matches\n"); return 2; }
    fill(fp_other.l, 6), fill(fr_other.l, 4);
    for (size_t i = 0; i < ntable; i++) fill(fp_val[i].l, 6), fill(fr_val[i].l, 4);
#ifdef INTERLEAVE_BLST
    if (anchor_differs(&fp_val[0], &fr_val[0])) {
        fprintf(stderr, "interleave: blst's results differ from ours: not the element layout assumed here\n");
        return 1;
    }
#endif
    if (with_goals) {
        const char *bad = goals_setup();
        if (bad) {
            fprintf(stderr, "interleave: %s differs from ours (or failed): not the contract assumed here\n", bad);
            return 1;
        }
        for (size_t i = 0; i < ntable; i++) g1_val[i] = goal.start, g2_val[i] = goal.start2, fp12_val[i] = goal.f;
    }

    /* calls per burst: from warm-up bursts, aiming at burst_ns, 4 at least (an MSM, a point or
     * pairing function: 1) */
    unsigned calls[NMAX];
    for (size_t k = 0; k < n; k++) {
        enum kind kd = table[sel[k]].kind;
        int big = kd == MSM_OURS || kd == MSM_BLST || kd == MSM_MCL || kd == G1_UN || kd == G2_UN || kd == PAIR || kd == FP12_UN;
        unsigned least = big ? 1 : 4;
        double t = timed_burst(sel[k], least);
        t = timed_burst(sel[k], least);
        calls[sel[k]] = t * least >= burst_ns ? least : (unsigned)(burst_ns / t);
    }
    double *ns = malloc(sizeof *ns * n * rounds);
    size_t *order = malloc(sizeof *order * n);
    if (!ns || !order) return 1;
    for (size_t k = 0; k < n; k++) order[k] = k;
    for (unsigned r = 0; r < rounds; r++) {
        for (size_t k = n; k > 1; k--) {   /* a new order each round (Fisher-Yates) */
            size_t j = next64() % k, t = order[k - 1];
            order[k - 1] = order[j], order[j] = t;
        }
        for (size_t k = 0; k < n; k++)
            ns[order[k] * rounds + r] = timed_burst(sel[order[k]], calls[sel[order[k]]]);
    }

    double mins[NMAX], meds[NMAX];
    printf("# build/interleave: %u rounds of interleaved bursts; per name the median and the minimum over "
           "its bursts (ns per call)%s\n", rounds, bls381_asm_active() ? "" : "; assembly not in use");
    for (size_t k = 0; k < n; k++) {
        double *v = ns + k * rounds;
        qsort(v, rounds, sizeof *v, cmp_double);
        size_t i = sel[k];
        mins[i] = v[0], meds[i] = rounds % 2 ? v[rounds / 2] : (v[rounds / 2 - 1] + v[rounds / 2]) / 2;
        printf("%-40s %12.1f ns/op  min %.1f max %.1f reps %u iters %u threads 1\n", table[i].name, meds[i], mins[i],
               v[rounds - 1], rounds, calls[i]);
    }
    /* ours / theirs, where both ran */
    for (size_t k = 0; k < n; k++) {
        const struct fn *f = &table[sel[k]];
        for (size_t m = 0; m < n; m++) {
            const char *other = table[sel[m]].name;
            if ((f->theirs && !strcmp(other, f->theirs)) || (f->mcl && !strcmp(other, f->mcl)))
                printf("# ratio %s / %s: minima %.3f, medians %.3f\n", f->name, other, mins[sel[k]] / mins[sel[m]],
                       meds[sel[k]] / meds[sel[m]]);
        }
    }
    free(ns), free(order), free(filters);
    free(msm.pts), free(msm.sc), free(msm.le), free(msm.scratch), free(msm.blst_scratch), free(msm.mcl_pts);
    return 0;
}
