/*
 * Many small MSMs at once (FK20's 128 MSMs of 64 points), see many.h.
 *
 * Each scalar is split GLV-wise, k = k1 + k2 x^2 with k1, k2 < 2^128, so
 * [k]P = [k1]P + [k2](-phi(P)): 2n terms of 128 bits. Each term is cut into
 * W signed windows of c bits (digits in [-2^(c-1), 2^(c-1)]), and a digit d
 * sends +-P (or +-[2^(c w)]P from a fixed-base table) to bucket |d|.
 *
 * Buckets are summed without scheduling: the terms are sorted by bucket
 * (counting sort), then every bucket's list is halved round after round by
 * adding neighbours in place, all lists of a round in batches of affine
 * additions that share one inversion (batch_add.h). A bucket of L terms
 * costs L - 1 additions as in any bucket method, and no two additions of a
 * round touch the same point, so no ordering or queue is needed.
 *
 * Then each bucket set gives sum_b b * bucket_b by running sums, again
 * batched over many bucket sets: without tables, over the W windows of the
 * piece's MSMs, followed by Horner (c doublings per window, XYZZ
 * coordinates); with a fixed-base table every MSM has one bucket set and
 * its sum is the result, the sets of many MSMs batched together in a second
 * pass (one set per MSM would leave too small batches).
 *
 * Memory: the caller's scratch (bls381_msm_many_scratch_size): per pool
 * slot the bucket work of one piece, bounded by its term count (every
 * digit of every term in its bucket's list at most), and for the fixed
 * bases the m bucket sets. No allocation.
 */
#include <string.h>

#include "curve/curve.h"
#include "msm/batch_add.h"
#include "msm/many.h"
#include "sys/size.h"
#include "sys/verify.h"

#define PIECE 2       /* MSMs per piece of bucket work: 2 keep a piece in L2 (measured 2..16) */
#define AGG_CHUNKS 4  /* bucket ranges of the fixed-base reduction */
#define JOBS_MAX 2048 /* additions per inversion in the bucket rounds */

/* the sizes of one call: G MSMs per piece at most, W windows, nb buckets */
typedef struct {
    size_t G, nterms, nkeys, nq, jobs, pbytes;
    unsigned W, nb, chunks;
} shape;

/* one slot's piece workspace, carved from its scratch */
typedef struct {
    int32_t *dig;
    uint32_t *off, *len;
    bls381_g1_add_job *jobs, *ajobs;
    uint8_t *adder, *aadder;
    bls381_g1_affine *buf, *phi, *ts;
    const bls381_g1_affine **bp;
} piece_ws;

static size_t align64(size_t x) { return bls381_size_align64(x); }

/* the window of mm: the table's, or mm->c; 0 when the shape is bad */
static unsigned window_of(const bls381_msm_many *mm, bls381_msm_table *t)
{
    if (!mm || mm->m == 0) return 0;
    if (mm->table) {
        if (!bls381_msm_table_view(t, mm->table) || t->n != bls381_size_mul(mm->m, mm->n)) return 0;
        return t->c;
    }
    return mm->c >= 2 && mm->c <= BLS381_MSM_MAX_C ? mm->c : 0;
}

static shape get_shape(const bls381_msm_many *mm, unsigned c)
{
    shape sh;
    bool fixed = mm->table != NULL;
    sh.W = bls381_msm_windows(128, c);
    sh.nb = 1u << (c - 1);
    sh.G = mm->m < PIECE ? mm->m : PIECE;
    sh.nterms = bls381_size_mul(2 * sh.G, mm->n);
    sh.nkeys = (fixed ? sh.G : sh.G * sh.W) * sh.nb;
    sh.nq = sh.G * sh.W;
    size_t digits = bls381_size_mul(sh.nterms, sh.W);
    /* a round adds at most half of the listed points */
    sh.jobs = digits / 2 < JOBS_MAX ? (digits / 2 ? digits / 2 : 1) : JOBS_MAX;
    sh.chunks = sh.nb >= AGG_CHUNKS ? AGG_CHUNKS : 1;
    sh.pbytes = 0;
    return sh;
}

/* Bytes of one slot's workspace; with w, its parts placed from base. For
 * the fixed bases the slot also serves the chunk sums (after the pieces). */
static size_t piece_layout(piece_ws *w, uint8_t *base, const bls381_msm_many *mm, const shape *sh)
{
    bool fixed = mm->table != NULL;
    size_t off = 0, digits = bls381_size_mul(sh->nterms, sh->W), n2 = fixed ? 0 : 2 * sh->nq;
#define TAKE(field, count)                                                                     \
    do {                                                                                       \
        if (w) w->field = (void *)(base + off);                                                \
        off = align64(bls381_size_add(off, bls381_size_mul((count), sizeof *w->field)));       \
    } while (0)
    TAKE(dig, digits);
    TAKE(off, sh->nkeys + 1);
    TAKE(len, sh->nkeys);
    TAKE(jobs, sh->jobs);
    TAKE(adder, BLS381_G1_BATCH_SCRATCH(sh->jobs));
    TAKE(buf, digits ? digits : 1);
    TAKE(phi, fixed ? 0 : bls381_size_mul(sh->G, mm->n));
    TAKE(ts, n2);
    TAKE(ajobs, n2);
    TAKE(aadder, BLS381_G1_BATCH_SCRATCH(n2));
    TAKE(bp, fixed ? 0 : sh->nkeys);
#undef TAKE
    if (fixed) { /* the chunk sums: m * len bucket pointers, 2m jobs */
        size_t m = mm->m, clen = sh->nb / sh->chunks;
        size_t cs = align64(bls381_size_mul(bls381_size_mul(m, clen), sizeof(bls381_g1_affine *)));
        cs = bls381_size_add(cs, align64(bls381_size_mul(2 * m, sizeof(bls381_g1_add_job))));
        cs = bls381_size_add(cs, align64(BLS381_G1_BATCH_SCRATCH(2 * m)));
        if (cs > off) off = cs;
    }
    return off;
}

size_t bls381_msm_many_scratch_size(const bls381_msm_many *mm, size_t threads)
{
    bls381_msm_table t;
    unsigned c = window_of(mm, &t);
    if (c == 0) return 0;
    if (threads == 0) threads = 1;
    shape sh = get_shape(mm, c);
    size_t slot = piece_layout(NULL, NULL, mm, &sh), global = 0;
    if (mm->table)
        global = align64(bls381_size_mul(bls381_size_mul(mm->m, sh.nb + 2 * sh.chunks), sizeof(bls381_g1_affine)));
    return bls381_size_add(bls381_size_add(global, bls381_size_mul(threads, slot)), 64);
}

typedef struct {
    const bls381_msm_many *mm;
    bls381_msm_table t; /* with a table */
    unsigned c;
    const bls381_fr *scalars;
    bls381_g1 *out;
    bls381_g1_affine *sums;           /* with a table: the m * nb bucket sums, */
    bls381_g1_affine *chunk_t, *chunk_s; /* and the chunks' running sums (chunks * m each) */
    shape sh;
    uint8_t *slots;                   /* threads * sh.pbytes */
} many_job;

static void run_jobs(bls381_g1_add_job *jobs, size_t *nj, void *scratch)
{
    bls381_g1_batch_add(jobs, *nj, scratch);
    *nj = 0;
}

/* halves every list of two or more points (list k at buf + off[k], len[k]
 * points) until each holds its sum; empty lists stay empty */
static void reduce_lists(bls381_g1_affine *buf, const uint32_t *off, uint32_t *len, size_t nkeys,
                         bls381_g1_add_job *jobs, size_t jobs_max, void *scratch)
{
    for (;;) {
        size_t nj = 0, done = 0;
        for (size_t k = 0; k < nkeys; k++) {
            bls381_g1_affine *p = buf + off[k];
            for (uint32_t q = 0; q + 1 < len[k]; q += 2) {
                jobs[nj++] = (bls381_g1_add_job){ &p[q], &p[q], &p[q + 1], false };
                if (nj == jobs_max) run_jobs(jobs, &nj, scratch), done++;
            }
        }
        if (nj) run_jobs(jobs, &nj, scratch), done++;
        if (!done) return;
        for (size_t k = 0; k < nkeys; k++) {
            uint32_t l = len[k];
            if (l < 2) continue;
            bls381_g1_affine *p = buf + off[k];
            for (uint32_t q = 1; q < l / 2; q++) p[q] = p[2 * q];
            if (l % 2) p[l / 2] = p[l - 1];
            len[k] = (l + 1) / 2;
        }
    }
}

/* T[q] = sum_b (b + 1) bucket(q, b) for q < nq, bucket(q, b) = bp[q nb + b]
 * (NULL: empty), by running sums from the top bucket down; S is scratch;
 * jobs hold 2 nq entries and scratch as much */
static void running_sums(bls381_g1_affine *T, bls381_g1_affine *S, size_t nq, unsigned nb,
                         const bls381_g1_affine *const *bp, bls381_g1_add_job *jobs, void *scratch)
{
    memset(S, 0, nq * sizeof *S);
    memset(T, 0, nq * sizeof *T);
    for (unsigned step = 0; step <= nb; step++) {
        size_t nj = 0;
        /* S += bucket nb-1-step, then (later in the batch, so reading the
         * old S) T += S; the last step adds the final S alone */
        for (size_t q = 0; q < nq && step < nb; q++) {
            const bls381_g1_affine *bucket = bp[q * nb + nb - 1 - step];
            if (bucket) jobs[nj++] = (bls381_g1_add_job){ &S[q], &S[q], bucket, false };
        }
        for (size_t q = 0; q < nq; q++)
            if (!bls381_msm_g1_is_inf(&S[q])) jobs[nj++] = (bls381_g1_add_job){ &T[q], &T[q], &S[q], false };
        bls381_g1_batch_add(jobs, nj, scratch);
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
 * window sums and Horner, writing out[]; with a table, the bucket sums
 * into j->sums. */
static void piece(many_job *j, size_t i0, size_t g, unsigned slot)
{
    const bls381_msm_many *mm = j->mm;
    const bool fixed = mm->table != NULL;
    const size_t n = mm->n;
    const unsigned c = j->c, W = j->sh.W, nb = j->sh.nb;
    const size_t nkeys = fixed ? g * nb : g * W * nb;
    piece_ws ws;
    piece_layout(&ws, j->slots + (size_t)slot * j->sh.pbytes, mm, &j->sh);
    int32_t *dig = ws.dig;
    uint32_t *off = ws.off, *len = ws.len;
    bls381_g1_affine *buf = ws.buf, *phi = ws.phi;
    memset(off, 0, (nkeys + 1) * sizeof *off);
    memset(len, 0, nkeys * sizeof *len);

    /* split, recode, count the terms of every bucket */
    for (size_t t = 0; t < g * n; t++) {
        uint64_t kl[4], h[2][4];
        bls381_fr_to_limbs(kl, &j->scalars[i0 * n + t]);
        bls381_msm_glv_split(h[0], h[1], kl);
        size_t il = t / n;
        for (int half = 0; half < 2; half++) {
            int32_t *d = dig + (2 * t + (size_t)half) * W;
            bls381_msm_recode(d, 1, (const uint64_t(*)[4])&h[half], 1, 128, c);
            for (unsigned w = 0; w < W; w++) {
                if (!d[w]) continue;
                size_t b = (size_t)(d[w] > 0 ? d[w] : -d[w]) - 1;
                BLS381_VERIFY_CHECK(b < nb && (fixed ? il * nb : (il * W + w) * nb) + b < nkeys);
                off[(fixed ? il * nb : (il * W + w) * nb) + b + 1]++;
            }
        }
    }
    for (size_t k = 0; k < nkeys; k++) off[k + 1] += off[k];
    /* the lists fit buf (piece_layout: one entry per digit) */
    BLS381_VERIFY_CHECK(g <= j->sh.G && off[nkeys] <= bls381_size_mul(j->sh.nterms, W));
    /* without a table every base serves W windows: its -phi image once */
    for (size_t t = 0; !fixed && t < g * n; t++) bls381_msm_glv_image(&phi[t], &mm->bases[i0 * n + t]);

    /* place every term's point in its bucket's list, window by window so
     * that each row of the table is read in order */
    for (unsigned w = 0; w < W; w++) {
        const bls381_g1_affine *src = fixed ? j->t.rows + w * j->t.row_len + i0 * n : mm->bases + i0 * n;
        const bls381_g1_affine *img = fixed && j->t.images ? src + j->t.n : NULL;
        for (size_t t = 0; t < g * n; t++) {
            size_t il = t / n;
            for (int half = 0; half < 2; half++) {
                int32_t dw = dig[(2 * t + (size_t)half) * W + w];
                if (!dw) continue;
                size_t b = (size_t)(dw > 0 ? dw : -dw) - 1;
                size_t key = (fixed ? il * nb : (il * W + w) * nb) + b;
                BLS381_VERIFY_CHECK(b < nb && key < nkeys && off[key] + len[key] < off[key + 1]);
                bls381_g1_affine *r = &buf[off[key] + len[key]++];
                if (!fixed) {
                    *r = half ? phi[t] : src[t];
                    if (dw < 0) bls381_fp_neg(&r->y, &r->y);
                } else if (img) { /* +-P or +-P', both in the table */
                    *r = half ? img[t] : src[t];
                    if (dw < 0) bls381_fp_neg(&r->y, &r->y);
                } else { /* +-P or +-(-phi(P)) */
                    bls381_msm_glv_term(r, &src[t], half != 0, dw < 0);
                }
            }
        }
    }
    reduce_lists(buf, off, len, nkeys, ws.jobs, j->sh.jobs, ws.adder);

    if (fixed) {
        bls381_g1_affine *sums = j->sums + i0 * nb;
        for (size_t k = 0; k < nkeys; k++) {
            if (len[k]) sums[k] = buf[off[k]];
            else memset(&sums[k], 0, sizeof sums[k]);
        }
        return;
    }

    /* window sums of the g*W bucket sets, then Horner per MSM */
    size_t nq = g * W;
    bls381_g1_affine *ts = ws.ts;
    for (size_t k = 0; k < nkeys; k++) ws.bp[k] = len[k] ? &buf[off[k]] : NULL;
    running_sums(ts, ts + nq, nq, nb, ws.bp, ws.ajobs, ws.aadder);
    for (size_t il = 0; il < g; il++) {
        bls381_g1_xyzz acc;
        bls381_g1_xyzz_from_affine(&acc, &ts[il * W + W - 1]);
        for (unsigned w = W - 1; w-- > 0;) {
            for (unsigned k = 0; k < c; k++) bls381_g1_xyzz_dbl_vartime(&acc, &acc);
            bls381_g1_xyzz_add_affine_vartime(&acc, &acc, &ts[il * W + w]);
        }
        xyzz_to_projective(&j->out[i0 + il], &acc);
    }
}

static void pieces(void *vctx, size_t begin, size_t end, unsigned slot)
{
    many_job *j = vctx;
    for (size_t p = begin; p < end; p++) {
        size_t i0 = p * PIECE, g = j->mm->m - i0 < PIECE ? j->mm->m - i0 : PIECE;
        piece(j, i0, g, slot);
    }
}

/* fixed-base: the bucket range is cut into AGG_CHUNKS chunks [lo, lo + len)
 * and piece k runs the running sums of chunk k for all m MSMs at once:
 * T_k = sum_{b in chunk} (b - lo + 1) B_b and S_k = sum_{b in chunk} B_b;
 * then sum_b (b + 1) B_b = sum_k (T_k + [lo_k] S_k). */
static void chunk_sums(void *vctx, size_t begin, size_t end, unsigned slot)
{
    many_job *j = vctx;
    size_t m = j->mm->m;
    unsigned nb = j->sh.nb, len = nb / j->sh.chunks;
    uint8_t *base = j->slots + (size_t)slot * j->sh.pbytes;
    const bls381_g1_affine **bp = (void *)base;
    bls381_g1_add_job *jobs = (void *)(base + align64(m * len * sizeof *bp));
    void *scratch = (uint8_t *)jobs + align64(2 * m * sizeof *jobs);
    for (size_t k = begin; k < end; k++) {
        for (size_t q = 0; q < m; q++)
            for (unsigned b = 0; b < len; b++) {
                const bls381_g1_affine *s = &j->sums[q * nb + k * len + b];
                bp[q * len + b] = bls381_msm_g1_is_inf(s) ? NULL : s;
            }
        running_sums(j->chunk_t + k * m, j->chunk_s + k * m, m, len, bp, jobs, scratch);
    }
}

/* out[q] = sum_k (T_k + [lo_k] S_k), lo_k = k * len, in XYZZ coordinates */
static void combine_chunks(many_job *j)
{
    size_t m = j->mm->m;
    unsigned len = j->sh.nb / j->sh.chunks;
    for (size_t q = 0; q < m; q++) {
        bls381_g1_xyzz acc, s, t;
        bls381_g1_xyzz_set_inf(&acc);
        for (unsigned k = 0; k < j->sh.chunks; k++) {
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

bls381_status bls381_msm_many_vartime(bls381_g1 *out, const bls381_msm_many *mm, const bls381_fr *scalars,
                                      void *scratch, size_t scratch_size, bls381_pool *pool)
{
    if (!out || !mm || (mm->m > 0 && (!scalars || (mm->n > 0 && !mm->bases && !mm->table))))
        return BLS381_ERR_BADARGS;
    if (mm->m == 0) return BLS381_OK;
    size_t threads = bls381_pool_threads(pool);
    size_t need = bls381_msm_many_scratch_size(mm, threads);
    if (need == 0 || need == SIZE_MAX || !scratch || scratch_size < need) return BLS381_ERR_BADARGS;
    uint8_t *base = (uint8_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    many_job j = { .mm = mm, .scalars = scalars, .out = out };
    j.c = window_of(mm, &j.t);
    j.sh = get_shape(mm, j.c);
    j.sh.pbytes = piece_layout(NULL, NULL, mm, &j.sh);
    if (mm->table) {
        j.sums = (void *)base;
        j.chunk_t = j.sums + mm->m * j.sh.nb;
        j.chunk_s = j.chunk_t + mm->m * j.sh.chunks;
        base += align64(mm->m * (j.sh.nb + 2 * j.sh.chunks) * sizeof *j.sums);
    }
    j.slots = base;
    bls381_pool_parallel_for(pool, (mm->m + PIECE - 1) / PIECE, 1, pieces, &j);
    if (mm->table) {
        bls381_pool_parallel_for(pool, j.sh.chunks, 1, chunk_sums, &j);
        combine_chunks(&j);
    }
    return BLS381_OK;
}
