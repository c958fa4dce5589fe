/*
 * One Pippenger window for G1 with batch-affine buckets: bucket
 * accumulation and the running-sum reduction sum_b (b+1) * bucket_b.
 * Buckets stay affine; additions are collected into a batch
 *   of distinct buckets and all their denominators (x2 - x1, or 2y for a
 *   doubling) are inverted together with Montgomery's trick, so an addition
 *   costs 5M + 1S plus a share of one inversion. A term whose bucket is
 *   already in the batch waits in a queue for the next batch. Exceptional
 *   cases: equal points double (denominator 2y; y != 0 since G1 has no
 *   2-torsion), opposite points empty the bucket. Inputs that pile many
 *   terms onto one bucket (the same point repeated) would make the queue
 *   grow without bound and force one inversion per addition; when a
 *   flush leaves the queue more than half full (the terms wait for a few
 *   busy buckets), its terms spill into per-bucket XYZZ sums instead, and
 *   every later term of a spilled bucket goes straight to its XYZZ sum, so
 *   such inputs cost at most the XYZZ method's time. One bucket takes a
 *   third of the terms of a window when the scalars are narrower than the
 *   window span: blob elements below 2^248 leave their high GLV halves
 *   below 2^121, whose top window at c = 12 holds only digits 0, 1, 2.
 * The idea is the one used by several MSM implementations (e.g. the
 * "batch-affine" Pippenger descriptions in the ZPrize 2022 write-ups); the
 * scheduling here is our own.
 */
#include <string.h>

#include "msm/batch_add.h"
#include "sys/verify.h"

#define STATE_SET 1u
#define STATE_BUSY 2u
#define STATE_SPILL 4u
#define NEG_BIT BLS381_MSM_NEG_BIT

static size_t bucket_count(unsigned c) { return (size_t)1 << (c - 1); }

/* batch length for a window of `used` buckets: large enough to amortise
 * the inversion, small enough that a term rarely finds its bucket already
 * in the batch (half the buckets: while a batch fills, about 28 % of the
 * terms wait in the queue; a quarter, 13 %, at twice the inversions per
 * addition). A power of two, so is the queue's length. */
static size_t batch_len(size_t used)
{
    size_t b = used / 2;
    if (b > 512) b = 512;
    if (b < 8) b = 8;
    return b;
}

typedef struct {
    bls381_g1_affine *buckets;
    bls381_g1_xyzz *spill;
    uint8_t *state;
    bls381_g1_add_job *batch;      /* the batch: bucket += +-point */
    uint8_t *adder;                /* the batched adder's scratch */
    uint32_t *q_bucket, *q_term;   /* circular queue of waiting terms */
    size_t nb, used, blen, bcount, qcap, qhead, qlen; /* used: the window's buckets, <= nb */
} ba_ws;

static size_t align8(size_t x) { return (x + 7) & ~(size_t)7; }

static size_t ba_layout(ba_ws *ws, unsigned c, uint8_t *base)
{
    size_t nb = bucket_count(c), blen = batch_len(nb), qcap = 4 * blen, off = 0;
#define TAKE(field, count) \
    do { if (ws) ws->field = (void *)(base + off); off = align8(off + (count) * sizeof *ws->field); } while (0)
    TAKE(buckets, nb);
    TAKE(spill, nb);
    TAKE(batch, blen);
    TAKE(adder, BLS381_G1_BATCH_SCRATCH(blen));
    TAKE(q_bucket, qcap);
    TAKE(q_term, qcap);
    TAKE(state, nb);
#undef TAKE
    if (ws) {
        ws->nb = ws->used = nb;
        ws->blen = blen;
        ws->qcap = qcap;
        ws->bcount = ws->qhead = ws->qlen = 0;
    }
    return off;
}

size_t bls381_msm_g1_workspace_size(unsigned c)
{
    return ba_layout(NULL, c, NULL); /* holds the XYZZ and Jacobian methods' buckets too */
}

static void term_point(bls381_g1_affine *q, const bls381_msm_plan *plan, uint32_t t)
{
    bls381_msm_term_point(q, plan, t);
}

/* completes every addition of the batch with one inversion (the batched
 * adder reads a negated term in place); a bucket that became infinity
 * (opposite points) is empty again */
static void ba_flush(ba_ws *ws)
{
    if (ws->bcount == 0) return;
    /* buckets in the batch are set, terms' points are not infinity (their
     * digits are zero) */
    size_t infs = bls381_g1_batch_add_finite(ws->batch, ws->bcount, ws->adder);
    for (size_t j = 0; j < ws->bcount; j++) {
        bls381_g1_affine *b = ws->batch[j].r;
        size_t bi = (size_t)(b - ws->buckets);
        ws->state[bi] &= (uint8_t)~STATE_BUSY;
        if (infs && bls381_msm_g1_is_inf(b)) ws->state[bi] &= (uint8_t)~STATE_SET;
    }
    ws->bcount = 0;
}

static void ba_enqueue(ba_ws *ws, uint32_t bucket, uint32_t term)
{
    BLS381_VERIFY_CHECK(ws->qlen < ws->qcap);
    size_t at = (ws->qhead + ws->qlen) & (ws->qcap - 1); /* qcap a power of two */
    ws->q_bucket[at] = bucket;
    ws->q_term[at] = term;
    ws->qlen++;
}

/* returns 0 when the term was queued (bucket busy), 1 otherwise */
static int ba_schedule(ba_ws *ws, const bls381_msm_plan *plan, uint32_t bucket, uint32_t term)
{
    BLS381_VERIFY_CHECK(bucket < ws->used); /* |digit| - 1 < the window's buckets */
    uint8_t st = ws->state[bucket];
    if (st & STATE_SPILL) { /* a crowded bucket: its terms go to its XYZZ sum */
        bls381_g1_affine q;
        term_point(&q, plan, term);
        bls381_g1_xyzz_add_affine_vartime(&ws->spill[bucket], &ws->spill[bucket], &q);
        return 1;
    }
    if (st & STATE_BUSY) return 0;
    if (!(st & STATE_SET)) {
        term_point(&ws->buckets[bucket], plan, term);
        ws->state[bucket] |= STATE_SET;
        return 1;
    }
    BLS381_VERIFY_CHECK(ws->bcount < ws->blen);
    ws->state[bucket] |= STATE_BUSY;
    ws->batch[ws->bcount++] = (bls381_g1_add_job){ &ws->buckets[bucket], &ws->buckets[bucket],
                                                   &plan->pts[term & ~NEG_BIT], (term & NEG_BIT) != 0 };
    return 1;
}

/* flush the batch, then retry every waiting term once */
static void ba_flush_and_drain(ba_ws *ws, const bls381_msm_plan *plan)
{
    ba_flush(ws);
    for (size_t pending = ws->qlen; pending > 0; pending--) {
        uint32_t b = ws->q_bucket[ws->qhead], t = ws->q_term[ws->qhead];
        ws->qhead = (ws->qhead + 1) & (ws->qcap - 1);
        ws->qlen--;
        if (!ba_schedule(ws, plan, b, t)) ba_enqueue(ws, b, t);
        if (ws->bcount == ws->blen) ba_flush(ws);
    }
}

/* the queue is full of terms that keep colliding: add them into the
 * buckets' XYZZ spill sums */
static void ba_spill_queue(ba_ws *ws, const bls381_msm_plan *plan)
{
    bls381_g1_affine q;
    for (; ws->qlen > 0; ws->qlen--) {
        uint32_t b = ws->q_bucket[ws->qhead], t = ws->q_term[ws->qhead];
        ws->qhead = (ws->qhead + 1) & (ws->qcap - 1);
        if (!(ws->state[b] & STATE_SPILL)) {
            bls381_g1_xyzz_set_inf(&ws->spill[b]);
            ws->state[b] |= STATE_SPILL;
        }
        term_point(&q, plan, t);
        bls381_g1_xyzz_add_affine_vartime(&ws->spill[b], &ws->spill[b], &q);
    }
}

/* r = m P for a small m >= 1, left to right */
static void xyzz_mul_small(bls381_g1_xyzz *r, const bls381_g1_xyzz *p, size_t m)
{
    int top = 0;
    while ((m >> (top + 1)) != 0) top++;
    *r = *p;
    for (int k = top; k-- > 0;) {
        bls381_g1_xyzz_dbl_vartime(r, r);
        if ((m >> k) & 1) bls381_g1_xyzz_add_vartime(r, r, p);
    }
}

/* sum_b (b+1) * bucket_b over the window's buckets by running sums from
 * the top bucket down. On the lane engine the affine buckets run there and
 * a spilled bucket's XYZZ sum is added times b + 1 by double-and-add
 * (about 2 log2(b + 1) additions), while that is cheaper than the two
 * scalar additions per bucket of running sums over all of them. */
static void reduce_affine(bls381_g1_xyzz *out, const ba_ws *ws, unsigned c)
{
    const bls381_fp_x8_engine *e = ws->used >= 64 ? bls381_fp_x8_get() : NULL;
    size_t spilled = 0;
    for (size_t b = 0; e && b < ws->used; b++) spilled += (ws->state[b] & STATE_SPILL) != 0;
    if (e && spilled * c <= ws->used) {
        bls381_msm_g1_running_sums_x8(out, e, ws->buckets, ws->state, STATE_SET, ws->used);
        for (size_t b = 0; spilled > 0 && b < ws->used; b++) {
            if (!(ws->state[b] & STATE_SPILL)) continue;
            bls381_g1_xyzz m;
            xyzz_mul_small(&m, &ws->spill[b], b + 1);
            bls381_g1_xyzz_add_vartime(out, out, &m);
        }
        return;
    }
    bls381_g1_xyzz s, t;
    bls381_g1_xyzz_set_inf(&s);
    bls381_g1_xyzz_set_inf(&t);
    for (size_t b = ws->used; b-- > 0;) {
        if (ws->state[b] & STATE_SET) bls381_g1_xyzz_add_affine_vartime(&s, &s, &ws->buckets[b]);
        if (ws->state[b] & STATE_SPILL) bls381_g1_xyzz_add_vartime(&s, &s, &ws->spill[b]);
        if (!bls381_g1_xyzz_is_inf(&s)) bls381_g1_xyzz_add_vartime(&t, &t, &s);
    }
    *out = t;
}

void bls381_msm_g1_window_batch_affine(bls381_g1_xyzz *out, const bls381_msm_plan *plan, unsigned w,
                                       void *workspace)
{
    ba_ws ws;
    ba_layout(&ws, plan->c, workspace);
    BLS381_VERIFY_CHECK((ws.qcap & (ws.qcap - 1)) == 0);
    /* the top window may use fewer buckets (a power of two): its batches
     * are shorter, its running sums too */
    ws.used = bls381_msm_window_buckets(plan->bits, plan->c, w);
    BLS381_VERIFY_CHECK(ws.used <= ws.nb && (ws.used & (ws.used - 1)) == 0);
    ws.blen = batch_len(ws.used);
    memset(ws.state, 0, ws.used);
    const int32_t *d = plan->digits + (size_t)w * plan->n_terms;
    for (size_t i = 0; i < plan->n_terms; i++) {
        int32_t di = d[i];
        if (di == 0) continue;
        uint32_t bucket = (uint32_t)(di > 0 ? di : -di) - 1;
        uint32_t term = (uint32_t)i | (di < 0 ? NEG_BIT : 0);
        if (!ba_schedule(&ws, plan, bucket, term)) {
            if (ws.qlen == ws.qcap) ba_flush_and_drain(&ws, plan);
            /* a flush that frees little of the queue: the terms wait for a
             * few crowded buckets, one per batch each; spill them */
            if (ws.qlen > ws.qcap / 2) ba_spill_queue(&ws, plan);
            ba_enqueue(&ws, bucket, term);
        }
        if (ws.bcount == ws.blen) ba_flush_and_drain(&ws, plan);
    }
    /* each round schedules at least one waiting term, but terms piled on one
     * bucket take one round each: spill when rounds stop paying */
    for (int rounds = 0; ws.bcount > 0 || ws.qlen > 0; rounds++) {
        if (rounds == 8) ba_spill_queue(&ws, plan);
        ba_flush_and_drain(&ws, plan);
    }
    reduce_affine(out, &ws, plan->c);
}
