/*
 * Many small MSMs at once (FK20's 128 MSMs of 64 points), see fk20.h.
 *
 * Each scalar is split GLV-wise, k = k1 + k2 x^2 with k1, k2 < 2^128, so
 * [k]P = [k1]P + [k2](-phi(P)): 2n terms of 128 bits. Each term is cut into
 * W signed windows of c bits (digits in [-2^(c-1), 2^(c-1)]), and a digit d
 * sends +-P (or +-[2^(c w)]P from the fixed-base copies) to bucket |d|.
 *
 * Buckets are summed without scheduling: the terms are sorted by bucket
 * (counting sort), then every bucket's list is halved round after round by
 * adding neighbours in place, all lists of a round in batches of affine
 * additions that share one inversion (g1_batch.h). A bucket of L terms
 * costs L - 1 additions as in any bucket method, and no two additions of a
 * round touch the same point, so no ordering or queue is needed.
 *
 * Then each bucket set gives sum_b b * bucket_b by running sums, again
 * batched over many bucket sets: without tables, over the W windows of the
 * piece's MSMs, followed by Horner (c doublings per window, XYZZ
 * coordinates); with the fixed-base copies every MSM has one bucket set and
 * its sum is the result, the sets of many MSMs batched together in a second
 * pass (one set per MSM would leave too small batches).
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "curve/curve.h"
#include "curve/g1_xyzz.h"
#include "kzg/fk20.h"
#include "kzg/g1_batch.h"

#define PIECE 2       /* MSMs per piece of bucket work: 2 keep a piece in L2 (measured 2..16) */
#define AGG_CHUNKS 4  /* bucket ranges of the fixed-base reduction */
#define JOBS_MAX 2048 /* additions per inversion in the bucket rounds */

unsigned bls381_kzg_fk20_windows(unsigned c) { return (128 + 1 + c - 1) / c; }

typedef struct {
    const bls381_msm_many *mm;
    const fr_t *scalars;
    bls381_g1 *out;
    g1_t *sums;             /* with copies: the m * nb bucket sums, */
    g1_t *chunk_t, *chunk_s; /* and the chunks' running sums (chunks * m each) */
    unsigned windows, nb, chunks;
    atomic_int status; /* C_KZG_OK or the first error */
} many_job;

/* W signed c-bit digits of the 128-bit k (windows = ceil(129 / c), so the
 * last carry is always absorbed) */
static void recode(int32_t *dig, const uint64_t k[2], unsigned c, unsigned windows)
{
    unsigned carry = 0, half = 1u << (c - 1);
    for (unsigned w = 0; w < windows; w++) {
        unsigned pos = w * c, v = 0;
        if (pos < 128) {
            uint64_t bits = k[pos / 64] >> (pos % 64);
            if (pos % 64 + c > 64 && pos < 64) bits |= k[1] << (64 - pos % 64);
            v = (unsigned)(bits & ((1u << c) - 1));
        }
        v += carry;
        carry = v > half;
        dig[w] = (int32_t)(carry ? (int)v - (1 << c) : (int)v);
    }
}

/* -phi(p) = (beta x, -y): the point of a second GLV half */
static void minus_phi(g1_t *r, const g1_t *p)
{
    bls381_fp_mul(&r->x, &p->x, &bls381_g1_beta);
    bls381_fp_neg(&r->y, &p->y);
}

static void run_jobs(bls381_kzg_g1_add_job *jobs, size_t *nj, void *scratch)
{
    bls381_kzg_g1_batch_add(jobs, *nj, scratch);
    *nj = 0;
}

/* halves every list of two or more points (list k at buf + off[k], len[k]
 * points) until each holds its sum; empty lists stay empty */
static void reduce_lists(g1_t *buf, const uint32_t *off, uint32_t *len, size_t nkeys, bls381_kzg_g1_add_job *jobs,
                         void *scratch)
{
    for (;;) {
        size_t nj = 0, done = 0;
        for (size_t k = 0; k < nkeys; k++) {
            g1_t *p = buf + off[k];
            for (uint32_t q = 0; q + 1 < len[k]; q += 2) {
                jobs[nj++] = (bls381_kzg_g1_add_job){ &p[q], &p[q], &p[q + 1] };
                if (nj == JOBS_MAX) run_jobs(jobs, &nj, scratch), done++;
            }
        }
        if (nj) run_jobs(jobs, &nj, scratch), done++;
        if (!done) return;
        for (size_t k = 0; k < nkeys; k++) {
            uint32_t l = len[k];
            if (l < 2) continue;
            g1_t *p = buf + off[k];
            for (uint32_t q = 1; q < l / 2; q++) p[q] = p[2 * q];
            if (l % 2) p[l / 2] = p[l - 1];
            len[k] = (l + 1) / 2;
        }
    }
}

/* T[q] = sum_b (b + 1) bucket(q, b) for q < nq, bucket(q, b) = bp[q nb + b]
 * (NULL: empty), by running sums from the top bucket down; S is scratch;
 * jobs hold 2 nq entries and scratch as much */
static void running_sums(g1_t *T, g1_t *S, size_t nq, unsigned nb, const g1_t *const *bp, bls381_kzg_g1_add_job *jobs,
                         void *scratch)
{
    memset(S, 0, nq * sizeof *S);
    memset(T, 0, nq * sizeof *T);
    for (unsigned step = 0; step <= nb; step++) {
        size_t nj = 0;
        /* S += bucket nb-1-step, then (later in the batch, so reading the
         * old S) T += S; the last step adds the final S alone */
        for (size_t q = 0; q < nq && step < nb; q++) {
            const g1_t *bucket = bp[q * nb + nb - 1 - step];
            if (bucket) jobs[nj++] = (bls381_kzg_g1_add_job){ &S[q], &S[q], bucket };
        }
        for (size_t q = 0; q < nq; q++)
            if (!bls381_kzg_g1_is_inf(&S[q])) jobs[nj++] = (bls381_kzg_g1_add_job){ &T[q], &T[q], &S[q] };
        bls381_kzg_g1_batch_add(jobs, nj, scratch);
    }
}

/* (X/ZZ, Y/ZZZ) = (X ZZZ : Y ZZ : ZZ ZZZ) */
static void xyzz_to_projective(bls381_g1 *o, const bls381_g1_xyzz *p)
{
    if (bls381_g1_xyzz_is_inf(p)) {
        bls381_g1_set_infinity(o);
        return;
    }
    bls381_fp_mul(&o->x, &p->x, &p->zzz);
    bls381_fp_mul(&o->y, &p->y, &p->zz);
    bls381_fp_mul(&o->z, &p->zz, &p->zzz);
}

/* Bucket work for MSMs [i0, i0 + g): with the plain bases, also the
 * window sums and Horner, writing out[]; with the copies, the bucket sums
 * into j->sums. */
static C_KZG_RET piece(many_job *j, size_t i0, size_t g)
{
    const bls381_msm_many *mm = j->mm;
    const bool fixed = mm->copies != NULL;
    const size_t n = mm->n, nterms = 2 * g * n, mn = mm->m * mm->n;
    const unsigned c = mm->c, W = j->windows, nb = j->nb;
    const size_t nkeys = fixed ? g * nb : g * W * nb;
    C_KZG_RET ret = C_KZG_MALLOC;

    int32_t *dig = malloc(nterms * W * sizeof *dig);
    uint32_t *off = calloc(nkeys + 1, sizeof *off), *len = calloc(nkeys, sizeof *len);
    bls381_kzg_g1_add_job *jobs = malloc(JOBS_MAX * sizeof *jobs);
    void *scratch = malloc(bls381_kzg_g1_batch_scratch_size(JOBS_MAX));
    g1_t *buf = NULL, *ts = NULL, *phi = NULL;
    const g1_t **bp = NULL;
    bls381_kzg_g1_add_job *ajobs = NULL;
    void *ascratch = NULL;
    if (!dig || !off || !len || !jobs || !scratch) goto out;

    /* split, recode, count the terms of every bucket */
    for (size_t t = 0; t < g * n; t++) {
        uint64_t kl[4], h[2][2];
        bls381_fr_to_limbs(kl, &j->scalars[i0 * n + t]);
        bls381_scalar_split_glv(h[0], h[1], kl);
        size_t il = t / n;
        for (int half = 0; half < 2; half++) {
            int32_t *d = dig + (2 * t + (size_t)half) * W;
            recode(d, h[half], c, W);
            for (unsigned w = 0; w < W; w++) {
                if (!d[w]) continue;
                size_t b = (size_t)(d[w] > 0 ? d[w] : -d[w]) - 1;
                off[(fixed ? il * nb : (il * W + w) * nb) + b + 1]++;
            }
        }
    }
    for (size_t k = 0; k < nkeys; k++) off[k + 1] += off[k];
    buf = malloc((off[nkeys] ? off[nkeys] : 1) * sizeof *buf);
    /* without copies every base serves W windows: its -phi image once */
    phi = fixed ? NULL : malloc(g * n * sizeof *phi);
    if (!buf || (!fixed && !phi)) goto out;
    for (size_t t = 0; !fixed && t < g * n; t++) minus_phi(&phi[t], &mm->bases[i0 * n + t]);

    /* place every term's point in its bucket's list, window by window so
     * that each copy of the bases is read in order */
    for (unsigned w = 0; w < W; w++) {
        const g1_t *src = (fixed && w > 0 ? mm->copies + (w - 1) * mn : mm->bases) + i0 * n;
        for (size_t t = 0; t < g * n; t++) {
            size_t il = t / n;
            for (int half = 0; half < 2; half++) {
                int32_t dw = dig[(2 * t + (size_t)half) * W + w];
                if (!dw) continue;
                size_t b = (size_t)(dw > 0 ? dw : -dw) - 1;
                size_t key = (fixed ? il * nb : (il * W + w) * nb) + b;
                g1_t *r = &buf[off[key] + len[key]++];
                if (!fixed) {
                    *r = half ? phi[t] : src[t];
                    if (dw < 0) bls381_fp_neg(&r->y, &r->y);
                } else {
                    /* +-P or +-(-phi(P)) = -+(beta x, y) */
                    r->x = src[t].x;
                    if (half) bls381_fp_mul(&r->x, &r->x, &bls381_g1_beta);
                    if (half ^ (dw < 0)) bls381_fp_neg(&r->y, &src[t].y);
                    else r->y = src[t].y;
                }
            }
        }
    }
    reduce_lists(buf, off, len, nkeys, jobs, scratch);

    if (fixed) {
        g1_t *sums = j->sums + i0 * nb;
        for (size_t k = 0; k < nkeys; k++) {
            if (len[k]) sums[k] = buf[off[k]];
            else memset(&sums[k], 0, sizeof sums[k]);
        }
        ret = C_KZG_OK;
        goto out;
    }

    /* window sums of the g*W bucket sets, then Horner per MSM */
    size_t nq = g * W;
    ts = malloc(2 * nq * sizeof *ts);
    ajobs = malloc(2 * nq * sizeof *ajobs);
    ascratch = malloc(bls381_kzg_g1_batch_scratch_size(2 * nq));
    bp = malloc(nkeys * sizeof *bp);
    if (ts && ajobs && ascratch && bp) {
        for (size_t k = 0; k < nkeys; k++) bp[k] = len[k] ? &buf[off[k]] : NULL;
        running_sums(ts, ts + nq, nq, nb, bp, ajobs, ascratch);
        for (size_t il = 0; il < g; il++) {
            bls381_g1_xyzz acc;
            bls381_g1_xyzz_from_affine(&acc, &ts[il * W + W - 1]);
            for (unsigned w = W - 1; w-- > 0;) {
                for (unsigned k = 0; k < c; k++) bls381_g1_xyzz_dbl_vartime(&acc, &acc);
                bls381_g1_xyzz_add_affine_vartime(&acc, &acc, &ts[il * W + w]);
            }
            xyzz_to_projective(&j->out[i0 + il], &acc);
        }
        ret = C_KZG_OK;
    }
out:
    free(ts);
    free(ajobs);
    free(ascratch);
    free(dig);
    free(off);
    free(len);
    free(jobs);
    free(scratch);
    free(buf);
    free(phi);
    free(bp);
    return ret;
}

static void fail(many_job *j, C_KZG_RET ret)
{
    int ok = C_KZG_OK;
    if (ret != C_KZG_OK) atomic_compare_exchange_strong(&j->status, &ok, (int)ret);
}

static void pieces(void *vctx, size_t begin, size_t end, unsigned slot)
{
    many_job *j = vctx;
    (void)slot;
    for (size_t p = begin; p < end; p++) {
        size_t i0 = p * PIECE, g = j->mm->m - i0 < PIECE ? j->mm->m - i0 : PIECE;
        fail(j, piece(j, i0, g));
    }
}

/* fixed-base: the bucket range is cut into AGG_CHUNKS chunks [lo, lo + len)
 * and piece k runs the running sums of chunk k for all m MSMs at once:
 * T_k = sum_{b in chunk} (b - lo + 1) B_b and S_k = sum_{b in chunk} B_b;
 * then sum_b (b + 1) B_b = sum_k (T_k + [lo_k] S_k). */
static void chunk_sums(void *vctx, size_t begin, size_t end, unsigned slot)
{
    many_job *j = vctx;
    (void)slot;
    size_t m = j->mm->m;
    unsigned nb = j->nb, len = nb / j->chunks;
    const g1_t **bp = malloc(m * len * sizeof *bp);
    bls381_kzg_g1_add_job *jobs = malloc(2 * m * sizeof *jobs);
    void *scratch = malloc(bls381_kzg_g1_batch_scratch_size(2 * m));
    if (bp && jobs && scratch) {
        for (size_t k = begin; k < end; k++) {
            for (size_t q = 0; q < m; q++)
                for (unsigned b = 0; b < len; b++) {
                    const g1_t *s = &j->sums[q * nb + k * len + b];
                    bp[q * len + b] = bls381_kzg_g1_is_inf(s) ? NULL : s;
                }
            running_sums(j->chunk_t + k * m, j->chunk_s + k * m, m, len, bp, jobs, scratch);
        }
    } else {
        fail(j, C_KZG_MALLOC);
    }
    free(bp);
    free(jobs);
    free(scratch);
}

/* out[q] = sum_k (T_k + [lo_k] S_k), lo_k = k * len, in XYZZ coordinates */
static void combine_chunks(many_job *j)
{
    size_t m = j->mm->m;
    unsigned len = j->nb / j->chunks;
    for (size_t q = 0; q < m; q++) {
        bls381_g1_xyzz acc, s, t;
        bls381_g1_xyzz_set_inf(&acc);
        for (unsigned k = 0; k < j->chunks; k++) {
            bls381_g1_xyzz_add_affine_vartime(&acc, &acc, &j->chunk_t[k * m + q]);
            /* [lo] S by double-and-add over the bits of lo */
            unsigned lo = k * len;
            bls381_g1_xyzz_from_affine(&s, &j->chunk_s[k * m + q]);
            bls381_g1_xyzz_set_inf(&t);
            for (int bit = 31; bit >= 0; bit--) {
                bls381_g1_xyzz_dbl_vartime(&t, &t);
                if ((lo >> bit) & 1) bls381_g1_xyzz_add_vartime(&t, &t, &s);
            }
            bls381_g1_xyzz_add_vartime(&acc, &acc, &t);
        }
        xyzz_to_projective(&j->out[q], &acc);
    }
}

C_KZG_RET bls381_kzg_msm_many(bls381_g1 *out, const bls381_msm_many *mm, const fr_t *scalars, bls381_pool *pool)
{
    if (mm->c < 1 || mm->c > 16 || (!mm->copies && mm->c < 2)) return C_KZG_BADARGS;
    many_job j = { .mm = mm, .scalars = scalars, .out = out, .windows = bls381_kzg_fk20_windows(mm->c),
                   .nb = 1u << (mm->c - 1) };
    atomic_init(&j.status, C_KZG_OK);
    if (mm->copies) {
        j.chunks = j.nb >= AGG_CHUNKS ? AGG_CHUNKS : 1;
        j.sums = malloc(mm->m * (j.nb + 2 * j.chunks) * sizeof *j.sums);
        if (!j.sums) return C_KZG_MALLOC;
        j.chunk_t = j.sums + mm->m * j.nb;
        j.chunk_s = j.chunk_t + mm->m * j.chunks;
    }
    bls381_pool_parallel_for(pool, (mm->m + PIECE - 1) / PIECE, 1, pieces, &j);
    if (mm->copies && atomic_load(&j.status) == C_KZG_OK) {
        bls381_pool_parallel_for(pool, j.chunks, 1, chunk_sums, &j);
        if (atomic_load(&j.status) == C_KZG_OK) combine_chunks(&j);
    }
    free(j.sums);
    return (C_KZG_RET)atomic_load(&j.status);
}
