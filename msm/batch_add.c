/*
 * Batched affine G1 additions and doublings (see batch_add.h). For
 * P + Q = R with P != +-Q: lambda = (yQ - yP)/(xQ - xP),
 * xR = lambda^2 - xP - xQ, yR = lambda (xP - xR) - yP; for a doubling
 * lambda = 3 xP^2 / (2 yP). The denominators of a batch are inverted at
 * once (Montgomery's trick: prefix products, one inversion, a backward
 * pass), 3 multiplications each.
 *
 * A negated Q = (xQ, -yQ) is read in place: lambda' = (yQ + yP)/(xQ - xP)
 * = -lambda gives the same xR and yR = lambda' (xR - xP) - yP.
 */
#include "msm/batch_add.h"

#include "field/fp_x8.h"
#include "sys/verify.h"

/* K_LANE: a K_ADD run on the eight-lane engine (below) */
enum { K_ADD, K_DBL, K_LANE, K_COPY_A, K_COPY_B, K_INF };


/* variable-time equality on the limbs (field elements are kept reduced, so
 * equal values have equal limbs) */
static bool fp_same(const bls381_fp *a, const bls381_fp *b)
{
    for (int i = 0; i < 6; i++)
        if (a->l[i] != b->l[i]) return false;
    return true;
}

/* the kind of a + (+-b) (the denominators, xb - xa or 2 ya, are computed
 * where the chains need them); finite: the caller knows neither is
 * infinity. Elements are kept reduced, so equal x have equal limbs. */
static inline int classify(const bls381_g1_affine *a, const bls381_g1_affine *b, bool neg, bool finite)
{
    if (!finite && bls381_msm_g1_is_inf(a)) return K_COPY_B; /* (negated when neg) */
    if (!finite && bls381_msm_g1_is_inf(b)) return K_COPY_A;
    if (!fp_same(&a->x, &b->x)) return K_ADD;
    bls381_fp y = b->y;
    if (neg) bls381_fp_neg(&y, &y);
    return fp_same(&a->y, &y) ? K_DBL : K_INF;
}

/* r = the point on the line of slope lambda through a and +-b (b = a for
 * a doubling), inv = 1/den already known */
static void finish(bls381_g1_affine *r, const bls381_g1_affine *a, const bls381_g1_affine *b, int kind, bool neg,
                   const bls381_fp *inv)
{
    bls381_fp lambda, x3, t;
    if (kind == K_ADD) {
        if (neg) bls381_fp_add(&lambda, &b->y, &a->y);
        else bls381_fp_sub(&lambda, &b->y, &a->y);
    } else {
        bls381_fp_sqr(&t, &a->x);
        bls381_fp_dbl(&lambda, &t);
        bls381_fp_add(&lambda, &lambda, &t);
        neg = false;
    }
    bls381_fp_mul(&lambda, &lambda, inv);
    bls381_fp_sqr(&x3, &lambda);
    bls381_fp_sub(&x3, &x3, &a->x);
    bls381_fp_sub(&x3, &x3, &b->x);
    if (neg) bls381_fp_sub(&t, &x3, &a->x);
    else bls381_fp_sub(&t, &a->x, &x3);
    bls381_fp_mul(&t, &t, &lambda);
    bls381_fp_sub(&r->y, &t, &a->y);
    r->x = x3;
}

/*
 * The same on the eight-lane field engine (field/fp_x8.h; AVX-512 IFMA, or
 * its model under BLS381_LANES=model): the first 8 floor(A/8) of the A
 * plain additions of a batch run in groups of eight, the rest as above.
 * A group keeps eight prefix chains in lanes; the eight chain products and
 * the scalar chain's are inverted together with one inversion; the
 * backward pass then computes a whole group when it meets the group's last
 * job (reading every input of the group there) and writes the group's
 * results when it meets its first one, so the order of reads and writes
 * the header promises holds. The scratch's 2n slots of the scalar path
 * (96 n bytes) hold, from the start, each group's prefix in the lane
 * layout (512 bytes, 64 per job, by group number: no transposition), and
 * from the end each other job's prefix and denominator (by its rank among
 * those): 64 L + 96 S <= 96 n for L lane jobs and S others.
 */
typedef struct {
    const bls381_fp_x8_engine *e;
    bls381_fp_x8 inv;         /* the inverses of the eight chain products */
    bls381_fp_x8 x3, y3;      /* a computed group, not yet written */
    size_t idx[8];            /* its jobs, in increasing order */
} lanes_state;

/* the pointers to field f of the eight jobs idx (a, b or r; x or y) */
#define GATHER(dst, jobs, idx, side, f) for (int k_ = 0; k_ < 8; k_++) dst[k_] = &jobs[idx[k_]].side->f

/* the eight denominators xb - xa, with xa and xb */
static void lanes_den(lanes_state *st, const bls381_g1_add_job *jobs, bls381_fp_x8 *den, bls381_fp_x8 *xa,
                      bls381_fp_x8 *xb)
{
    const bls381_fp *p[8];
    GATHER(p, jobs, st->idx, a, x);
    st->e->fp_load(xa, p);
    GATHER(p, jobs, st->idx, b, x);
    st->e->fp_load(xb, p);
    st->e->fp_sub(den, xb, xa);
}

/* forward: *pre = the chains' products so far, acc *= the denominators */
static void lanes_forward(lanes_state *st, const bls381_g1_add_job *jobs, bls381_fp_x8 *acc, bls381_fp_x8 *pre)
{
    bls381_fp_x8 den, xa, xb;
    *pre = *acc;
    lanes_den(st, jobs, &den, &xa, &xb);
    st->e->fp_mul(acc, acc, &den);
}

/* backward, at the group's last job: its eight sums into st->x3, y3 (pre:
 * the group's prefix from the forward pass) */
static void lanes_group(lanes_state *st, const bls381_g1_add_job *jobs, const bls381_fp_x8 *pre)
{
    const bls381_fp_x8_engine *e = st->e;
    const bls381_fp *p[8];
    bls381_fp_x8 inv, t, xa, xb, ya, yb, den, lambda;
    unsigned neg = 0;
    for (int k = 0; k < 8; k++) neg |= (unsigned)jobs[st->idx[k]].neg << k;
    e->fp_mul(&inv, &st->inv, pre);
    lanes_den(st, jobs, &den, &xa, &xb);
    e->fp_mul(&st->inv, &st->inv, &den);
    GATHER(p, jobs, st->idx, a, y);
    e->fp_load(&ya, p);
    GATHER(p, jobs, st->idx, b, y);
    e->fp_load(&yb, p);
    if (neg) { /* the lanes of negated b: -yb */
        e->fp_neg(&t, &yb);
        e->fp_blend(&yb, neg, &yb, &t);
    }
    e->fp_sub(&lambda, &yb, &ya);
    e->fp_mul(&lambda, &lambda, &inv);
    e->fp_sqr(&st->x3, &lambda);
    e->fp_sub(&st->x3, &st->x3, &xa);
    e->fp_sub(&st->x3, &st->x3, &xb);
    e->fp_sub(&t, &xa, &st->x3);
    e->fp_mul(&t, &t, &lambda);
    e->fp_sub(&st->y3, &t, &ya);
}

/* backward, at the group's first job: the results out */
static void lanes_write(const lanes_state *st, const bls381_g1_add_job *jobs)
{
    bls381_fp *r[8];
    GATHER(r, jobs, st->idx, r, x);
    st->e->fp_store(r, &st->x3);
    GATHER(r, jobs, st->idx, r, y);
    st->e->fp_store(r, &st->y3);
}

/* the scalar chain's step of the forward pass (the denominator computed
 * here) */
static inline void chain_forward(bls381_fp *pre, bls381_fp *acc, bls381_fp *den, const bls381_g1_add_job *j,
                                 int kind)
{
    if (kind == K_ADD) bls381_fp_sub(den, &j->b->x, &j->a->x);
    else bls381_fp_dbl(den, &j->a->y);
    *pre = *acc;
    bls381_fp_mul(acc, acc, den);
}

/* the scalar completion of job k (not a lane job) in the backward pass */
static inline size_t complete(const bls381_g1_add_job *j, int kind, bls381_fp *inv, const bls381_fp *pre,
                              const bls381_fp *den)
{
    switch (kind) {
    case K_COPY_A: *j->r = *j->a; return 0;
    case K_COPY_B:
        *j->r = *j->b;
        if (j->neg) bls381_fp_neg(&j->r->y, &j->r->y);
        return 0;
    case K_INF: bls381_fp_set_zero(&j->r->x); bls381_fp_set_zero(&j->r->y); return 1;
    default: {
        bls381_fp inv_k;
        bls381_fp_mul(&inv_k, inv, pre);
        bls381_fp_mul(inv, inv, den);
        finish(j->r, j->a, j->b, kind, j->neg, &inv_k);
        return 0;
    }
    }
}

static size_t batch_add_lanes(const bls381_g1_add_job *jobs, size_t n, void *slots, uint8_t *kind, size_t lanes,
                              lanes_state *st)
{
    const bls381_fp_x8_engine *e = st->e;
    /* the groups' prefixes from the first 64-byte boundary of the slots
     * (field/fp_x8.h: lane values are aligned); the 63 bytes that can cost
     * fit, as 64 L + 96 S + 63 <= 96 n for L >= 16 lane jobs */
    bls381_fp_x8 *grp = (bls381_fp_x8 *)((uintptr_t)((char *)slots + 63) & ~(uintptr_t)63), lacc;
    bls381_fp *end = (bls381_fp *)slots + 2 * n, acc, tot[9], inv9v[9];
    const bls381_fp *one[8];
    size_t infs = 0, got = 0, g = 0, s = 0; /* groups, other jobs in the chain */
    bls381_fp_set_one(&acc);
    for (int k = 0; k < 8; k++) one[k] = &acc;
    e->fp_load(&lacc, one);
    for (size_t k = 0; k < n; k++) {
        if (kind[k] == K_ADD && lanes) {
            kind[k] = K_LANE;
            lanes--;
            st->idx[got++] = k;
            if (got == 8) lanes_forward(st, jobs, &lacc, &grp[g++]), got = 0;
        } else if (kind[k] <= K_DBL) {
            s++;
            chain_forward(end - 2 * s, &acc, end - 2 * s + 1, &jobs[k], kind[k]);
        }
        BLS381_VERIFY_CHECK((uint8_t *)(grp + g) <= (uint8_t *)(end - 2 * s));
    }
    bls381_fp *t[8];
    for (int k = 0; k < 8; k++) t[k] = &tot[k];
    e->fp_store(t, &lacc);
    tot[8] = acc;
    /* the nine chain products (none is zero), one inversion */
    bls381_fp_batch_inv(inv9v, tot, 9, NULL);
    const bls381_fp *ti[8];
    for (int k = 0; k < 8; k++) ti[k] = &inv9v[k];
    e->fp_load(&st->inv, ti);
    acc = inv9v[8];
    for (size_t k = n; k-- > 0;) {
        if (kind[k] != K_LANE) {
            const bls381_fp *pd = kind[k] <= K_DBL ? end - 2 * s-- : NULL; /* its prefix, denominator */
            infs += complete(&jobs[k], kind[k], &acc, pd, pd ? pd + 1 : NULL);
            continue;
        }
        if (got == 0) { /* the group's last job: find the other seven */
            got = 8;
            for (size_t i = k + 1; got > 0;)
                if (kind[--i] == K_LANE) st->idx[--got] = i;
            lanes_group(st, jobs, &grp[--g]);
            got = 8;
        }
        if (--got == 0) lanes_write(st, jobs);
    }
    return infs;
}

/* the points of a job ahead into the cache (the buckets and the terms of
 * a large MSM outgrow it; their order is random) */
enum { PREFETCH = 8 };
static inline void prefetch_job(const bls381_g1_add_job *j)
{
    __builtin_prefetch(j->a);
    __builtin_prefetch((const char *)j->a + 64);
    __builtin_prefetch(j->b);
    __builtin_prefetch((const char *)j->b + 64);
}

static inline size_t batch_add(const bls381_g1_add_job *jobs, size_t n, void *scratch, bool finite)
{
    bls381_fp *pre = scratch, *den = pre + n, acc, inv;
    uint8_t *kind = (uint8_t *)(den + n);
    bool any = false;
    size_t infs = 0, adds = 0;
    const bls381_fp_x8_engine *e = n >= 16 ? bls381_fp_x8_get() : NULL;
    for (size_t k = 0; k < n; k++) {
        if (k + PREFETCH < n) prefetch_job(&jobs[k + PREFETCH]);
        kind[k] = (uint8_t)classify(jobs[k].a, jobs[k].b, jobs[k].neg, finite);
        adds += kind[k] == K_ADD;
    }
    if (e && adds >= 16) {
        lanes_state st;
        st.e = e;
        return batch_add_lanes(jobs, n, pre, kind, adds / 8 * 8, &st);
    }
    bls381_fp_set_one(&acc);
    for (size_t k = 0; k < n; k++) {
        if (kind[k] <= K_DBL) {
            chain_forward(&pre[k], &acc, &den[k], &jobs[k], kind[k]);
            any = true;
        }
    }
    if (any) bls381_fp_inv_vartime(&inv, &acc);
    for (size_t k = n; k-- > 0;) infs += complete(&jobs[k], kind[k], &inv, &pre[k], &den[k]);
    return infs;
}

size_t bls381_g1_batch_add(const bls381_g1_add_job *jobs, size_t n, void *scratch)
{
    return batch_add(jobs, n, scratch, false);
}

size_t bls381_g1_batch_add_finite(const bls381_g1_add_job *jobs, size_t n, void *scratch)
{
    return batch_add(jobs, n, scratch, true);
}

void bls381_g1_batch_dbl(bls381_g1_affine *r, const bls381_g1_affine *p, size_t n, void *scratch)
{
    bls381_fp *pre = scratch, *den = pre + n, acc, inv;
    bool any = false;
    bls381_fp_set_one(&acc);
    for (size_t k = 0; k < n; k++) {
        if (bls381_msm_g1_is_inf(&p[k])) continue;
        pre[k] = acc;
        bls381_fp_dbl(&den[k], &p[k].y);
        bls381_fp_mul(&acc, &acc, &den[k]);
        any = true;
    }
    if (any) bls381_fp_inv_vartime(&inv, &acc);
    for (size_t k = n; k-- > 0;) {
        if (bls381_msm_g1_is_inf(&p[k])) {
            r[k] = p[k];
            continue;
        }
        bls381_fp inv_k;
        bls381_fp_mul(&inv_k, &inv, &pre[k]);
        bls381_fp_mul(&inv, &inv, &den[k]);
        finish(&r[k], &p[k], &p[k], K_DBL, false, &inv_k);
    }
}
