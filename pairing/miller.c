/*
 * The Miller loop of the optimal ate pairing on BLS12-381 (Vercauteren,
 * "Optimal pairings", 2010): f_{x,Q}(P) for x = -0xd201000000010000, over
 * the bits of |x| from the top, one doubling step per bit and one addition
 * step per set bit below the leading one (63 doublings, 5 additions; the
 * lines are in lines.c).
 *
 * x < 0: f_{x,Q} = 1 / (f_{|x|,Q} v), v the vertical line at [|x|]Q, which
 * the final exponentiation erases (lines.c). For the same reason 1/f may be
 * replaced by its conjugate f^(p^6) = (1/f) f^(p^6 + 1), as f^(p^6 + 1) is
 * the norm of f to Fp6. So the loop ends with one conjugation.
 *
 * Multi-Miller loop: for n pairs, f = prod_i f_i shares the squarings of f
 * (one per bit for all pairs) and multiplies each pair's lines into the
 * same f, two lines at a time (lines.c: cheaper than one by one). The pairs
 * run in batches of at most MILLER_BATCH, of equal sizes (their running
 * points live on the stack, 18 KB); each batch has its own squarings.
 * f = 1 before the first bit, so the first squaring is skipped and the
 * first line is f. With the lane engine on, the pairs' doubling and
 * addition steps run eight at a time in lanes (miller_batch_x8 below,
 * pairing/lines_x8.c); the lines, and so f, are the same bit for bit.
 */
#include "pairing/pairing.h"
#include "pairing/lines_x8.h"
#include "field/fp_gather.h"
#include "curve/curve.h"

#define MILLER_BATCH 64
/* With the lane engine, batches of at most LANES_BATCH pairs: two groups
 * of eight lanes (their state is on the stack). A batch of fewer than
 * LANES_MIN pairs stays scalar: one group's loop (doublings, lane Fp12
 * squarings and products) costs what seven pairs' scalar loops do, a
 * second group what two or three more do (Zen 4, bls381_miller_loop of n
 * pairs with the engine on / off: n = 6 1.11, 7 0.95, 8 0.85, 12 0.79). */
#define LANES_BATCH 16
#define LANES_MIN 7

/* Lines go into f two at a time (bls381_pairing_mul_line_pair); an odd
 * one waits in `pending`. While `first`, f is 1 and the first line becomes
 * f as it is. */
typedef struct {
    bls381_fp12 *f;
    bls381_fp2 pending[3];
    bool has_pending, first;
    const bls381_fp_x8_engine *e;   /* f's products gathered into it, or NULL (field/fp_gather.h) */
} line_acc;

static void acc_line(line_acc *a, const bls381_fp2 o[3])
{
    if (a->first) {
        bls381_fp12_set_zero(a->f);
        a->f->c0.c0 = o[0];
        a->f->c0.c1 = o[1];
        a->f->c1.c1 = o[2];
        a->first = false;
    } else if (!a->has_pending) {
        for (int k = 0; k < 3; k++) a->pending[k] = o[k];
        a->has_pending = true;
    } else {
        bls381_pairing_mul_line_pair_on(a->e, a->f, a->pending, o);
        a->has_pending = false;
    }
}

static void acc_flush(line_acc *a)
{
    if (!a->has_pending) return;
    bls381_fp12_mul_by_014(a->f, a->f, &a->pending[0], &a->pending[1], &a->pending[2]);
    a->has_pending = false;
}

/* f = prod_j f_{|x|,q[idx[j]]}(p[idx[j]]) for 1 <= n <= MILLER_BATCH
 * pairs, none at infinity */
static void miller_batch(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q,
                         const size_t *idx, size_t n)
{
    bls381_g2 t[MILLER_BATCH];
    bls381_line l;
    bls381_fp2 o[3];
    line_acc a = { f, { { { { 0 } }, { { 0 } } } }, false, true, bls381_fp_gather_engine() };
    for (size_t j = 0; j < n; j++) bls381_g2_from_affine(&t[j], &q[idx[j]]);
    for (int i = 62; i >= 0; i--) {
        acc_flush(&a);
        if (!a.first) bls381_fp12_sqr_on(a.e, f, f);
        for (size_t j = 0; j < n; j++) {
            bls381_pairing_dbl_step(&t[j], &l);
            bls381_pairing_eval_line(o, &l, &p[idx[j]]);
            acc_line(&a, o);
        }
        if ((BLS381_PAIRING_X_ABS >> i) & 1) {
            for (size_t j = 0; j < n; j++) {
                bls381_pairing_add_step(&t[j], &l, &q[idx[j]]);
                bls381_pairing_eval_line(o, &l, &p[idx[j]]);
                acc_line(&a, o);
            }
        }
    }
    acc_flush(&a);
}

#if BLS381_HAVE_LANES /* the bare-metal library has no engine: no lane code */
/* the lines of group g for one step (a doubling, or the addition of the
 * group's Q, loaded from qg); out of line, as are all the lane functions
 * here, so that their lane temporaries are not on the stack together */
static BLS381_NOINLINE void lane_step(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp6_x8 *o, bool add,
                                      const bls381_g2_affine *const qg[8], const bls381_fp_x8 *half)
{
    if (!add) {
        bls381_pairing_dbl_step_x8(e, g, o, half);
        return;
    }
    const bls381_fp2 *px[8], *py[8];
    bls381_fp2_x8 qx, qy;
    for (int k = 0; k < 8; k++) px[k] = &qg[k]->x, py[k] = &qg[k]->y;
    bls381_fp2_x8_load(e, &qx, px);
    bls381_fp2_x8_load(e, &qy, py);
    bls381_pairing_add_step_x8(e, g, o, &qx, &qy);
}

/* f = f prod_k F_k (f = 1 while a->first) */
static BLS381_NOINLINE void lanes_into(const bls381_fp_x8_engine *e, line_acc *a, const bls381_fp12_x8 *F)
{
    bls381_fp12 fk[8], *dst[8];
    for (int k = 0; k < 8; k++) dst[k] = &fk[k];
    bls381_fp12_x8_store(e, dst, F);
    for (int k = 0; k < 8; k++) {
        if (a->first) *a->f = fk[k], a->first = false;
        else bls381_fp12_mul_on(e, a->f, a->f, &fk[k]);
    }
}

/*
 * miller_batch on the eight-lane engine (pairing/lines_x8.h), for
 * LANES_MIN <= n <= LANES_BATCH: the pairs run eight to a group
 * of lanes (one or two groups); a remainder of BLS381_LANES_PAD_MIN to 7
 * pairs is one more group, the last, whose free lanes repeat its last pair
 * and take the line 1 instead of theirs; a smaller remainder runs on the
 * scalar steps, into f line by line as in miller_batch. Lane k keeps its
 * own Fp12 accumulator F_k, squared in lanes at each bit as f is, and
 * multiplied at each step by the line of pair k (one group) or by the
 * product of the lines of pair k of each group (two groups, the product
 * taken in lanes): eight Miller loops of one or two pairs side by side,
 * multiplied into f at the end. f is then a product, in the commutative
 * Fp12, of exactly miller_batch's lines (the lane steps give them bit for
 * bit) under the same squarings: the same value.
 */
static void miller_batch_x8(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_g1_affine *p,
                            const bls381_g2_affine *q, const size_t *idx, size_t n)
{
    bls381_miller_x8 g[LANES_BATCH / 8];
    bls381_fp12_x8 F;
    bls381_fp6_x8 ol[2];
    bls381_fp_x8 half, one, zero;
    bls381_g2 t[BLS381_LANES_PAD_MIN - 1];
    bls381_fp2 o[3];
    bls381_fp one_s, zero_s;
    const bls381_g2_affine *qg[LANES_BATCH / 8][8];
    bls381_line l;
    line_acc a = { f, { { { { 0 } }, { { 0 } } } }, false, true, e };
    size_t groups = n / 8, rest = n % 8;
    if (rest >= BLS381_LANES_PAD_MIN) groups++, rest = 0;
    size_t lanes = n - rest; /* the pairs on lanes: idx[0..lanes) */
    unsigned pad = (0xffu << (lanes - 8 * (groups - 1))) & 0xffu; /* the last group's free lanes */
    bool first = true;                                             /* F = 1 */
    for (size_t gi = 0; gi < groups; gi++) {
        const bls381_g1_affine *pg[8];
        for (size_t k = 0; k < 8; k++) {
            size_t j = 8 * gi + k < lanes ? 8 * gi + k : lanes - 1;
            pg[k] = &p[idx[j]];
            qg[gi][k] = &q[idx[j]];
        }
        bls381_miller_x8_init(e, &g[gi], pg, qg[gi]);
    }
    for (size_t j = lanes; j < n; j++) bls381_g2_from_affine(&t[j - lanes], &q[idx[j]]);
    bls381_miller_x8_half(e, &half);
    bls381_fp_set_one(&one_s);
    bls381_fp_set_zero(&zero_s);
    const bls381_fp *src1[8] = { &one_s, &one_s, &one_s, &one_s, &one_s, &one_s, &one_s, &one_s };
    const bls381_fp *src0[8] = { &zero_s, &zero_s, &zero_s, &zero_s, &zero_s, &zero_s, &zero_s, &zero_s };
    e->fp_load(&one, src1);
    e->fp_load(&zero, src0);
    for (int i = 62; i >= 0; i--) {
        bool has_add = (BLS381_PAIRING_X_ABS >> i) & 1;
        acc_flush(&a);
        if (!a.first) bls381_fp12_sqr(f, f);
        if (!first) bls381_fp12_x8_sqr(e, &F);
        for (int step = 0; step < 1 + has_add; step++) {
            bool add = step == 1;
            bls381_fp6_x8 *last = &ol[groups - 1];
            lane_step(e, &g[0], &ol[0], add, qg[0], &half);
            if (groups == 2) lane_step(e, &g[1], &ol[1], add, qg[1], &half);
            if (pad) { /* free lanes: the line 1 = (1, 0, 0) */
                e->fp_blend(&last->c0.c0, pad, &last->c0.c0, &one);
                e->fp_blend(&last->c0.c1, pad, &last->c0.c1, &zero);
                e->fp_blend(&last->c1.c0, pad, &last->c1.c0, &zero);
                e->fp_blend(&last->c1.c1, pad, &last->c1.c1, &zero);
                e->fp_blend(&last->c2.c0, pad, &last->c2.c0, &zero);
                e->fp_blend(&last->c2.c1, pad, &last->c2.c1, &zero);
            }
            if (groups == 2) {
                bls381_pairing_line_product_x8(e, &ol[0], &ol[1]);
            } else { /* one line l = (l0 + l1 v) + (l4 v) w: g0 = (l0, l1, 0), x = l4, y = 0 */
                ol[1].c0 = ol[0].c2;
                ol[1].c1.c0 = zero, ol[1].c1.c1 = zero;
                ol[0].c2 = ol[1].c1;
            }
            bls381_pairing_mul_by_line_product_x8(e, &F, first, &ol[0], &ol[1].c0, &ol[1].c1);
            first = false;
            for (size_t j = lanes; j < n; j++) {
                if (add) bls381_pairing_add_step(&t[j - lanes], &l, &q[idx[j]]);
                else bls381_pairing_dbl_step(&t[j - lanes], &l);
                bls381_pairing_eval_line(o, &l, &p[idx[j]]);
                acc_line(&a, o);
            }
        }
    }
    acc_flush(&a);
    lanes_into(e, &a, &F);
}
#endif

static bool active(const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    return !bls381_g1_affine_is_infinity(p) && !bls381_g2_affine_is_infinity(q);
}

/* The active pairs (neither point at infinity) run in batches of equal
 * size, at most MILLER_BATCH each; with the lane engine at most
 * LANES_BATCH, the size rounded up to a multiple of eight (whole groups). */
void bls381_miller_loop_serial(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n)
{
    size_t idx[MILLER_BATCH], m = 0, total = 0;
    bls381_fp12 acc, t;
    bool empty = true;
    for (size_t i = 0; i < n; i++) total += active(&p[i], &q[i]);
#if BLS381_HAVE_LANES
    const bls381_fp_x8_engine *e = total >= LANES_MIN ? bls381_fp_x8_get() : NULL;
#else
    const void *e = NULL;
#endif
    size_t cap = e ? LANES_BATCH : MILLER_BATCH;
    size_t batches = (total + cap - 1) / cap;
    size_t per = batches ? (total + batches - 1) / batches : 1;
    if (e) per = (per + 7) / 8 * 8;
    for (size_t i = 0; i < n; i++) {
        if (!active(&p[i], &q[i])) continue;
        idx[m++] = i;
        total--;
        if (m == per || total == 0) {
#if BLS381_HAVE_LANES
            if (e && m >= LANES_MIN) miller_batch_x8(e, empty ? &acc : &t, p, q, idx, m);
            else
#endif
                miller_batch(empty ? &acc : &t, p, q, idx, m);
            if (!empty) bls381_fp12_mul(&acc, &acc, &t);
            empty = false;
            m = 0;
        }
    }
    if (empty) bls381_fp12_set_one(&acc);
    bls381_fp12_conj(f, &acc);
}

/* One pair, neither point at infinity, with no test on the values: the
 * constant-time bls381_pairing (pairing.c) replaces infinity first. */
void bls381_miller_loop_one(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    size_t idx[1] = { 0 };
    bls381_fp12 acc;
    miller_batch(&acc, p, q, idx, 1);
    bls381_fp12_conj(f, &acc);
}
