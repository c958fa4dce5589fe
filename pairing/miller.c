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
 * first line is f.
 */
#include "pairing/pairing.h"

#define MILLER_BATCH 64

/* Lines go into f two at a time (bls381_pairing_mul_line_pair); an odd
 * one waits in `pending`. While `first`, f is 1 and the first line becomes
 * f as it is. */
typedef struct {
    bls381_fp12 *f;
    bls381_fp2 pending[3];
    bool has_pending, first;
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
        bls381_pairing_mul_line_pair(a->f, a->pending, o);
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
    line_acc a = { f, { { { { 0 } }, { { 0 } } } }, false, true };
    for (size_t j = 0; j < n; j++) bls381_g2_from_affine(&t[j], &q[idx[j]]);
    for (int i = 62; i >= 0; i--) {
        acc_flush(&a);
        if (!a.first) bls381_fp12_sqr(f, f);
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

static bool active(const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    return !bls381_g1_affine_is_infinity(p) && !bls381_g2_affine_is_infinity(q);
}

/* The active pairs (neither point at infinity) run in batches of equal
 * size, at most MILLER_BATCH each. */
void bls381_miller_loop_serial(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n)
{
    size_t idx[MILLER_BATCH], m = 0, total = 0;
    bls381_fp12 acc, t;
    bool empty = true;
    for (size_t i = 0; i < n; i++) total += active(&p[i], &q[i]);
    size_t batches = (total + MILLER_BATCH - 1) / MILLER_BATCH;
    size_t per = batches ? (total + batches - 1) / batches : 1;
    for (size_t i = 0; i < n; i++) {
        if (!active(&p[i], &q[i])) continue;
        idx[m++] = i;
        total--;
        if (m == per || total == 0) {
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
