/*
 * Sorted buckets for G2 (see g2_sorted.h). The layout of a piece: the
 * offsets and lengths of its nw * 2^(c-1) bucket lists, one affine slot
 * per nonzero digit, the running sums' three arrays (S read, S written,
 * T: the adder's jobs must be independent, so S is double-buffered), the
 * jobs and the adder's scratch.
 */
#include "msm/g2_sorted.h"

#include <string.h>

#include "msm/g2_batch_add.h"
#include "sys/size.h"
#include "sys/verify.h"

typedef struct {
    uint32_t *off, *len;
    bls381_g2_affine *buf, *s0, *s1, *t;
    bls381_g2_add_job *jobs;
    uint8_t *adder;
    size_t jmax;
} sorted_ws;

static size_t jobs_max(size_t n, size_t nw)
{
    size_t j = bls381_size_mul(n, nw) / 2;
    if (j > BLS381_MSM_G2_SORTED_JOBS) j = BLS381_MSM_G2_SORTED_JOBS;
    return j > 2 * nw ? j : 2 * nw; /* a running-sum step: two jobs per window */
}

static size_t layout(sorted_ws *w, uint8_t *base, size_t n, unsigned c, size_t nw)
{
    size_t keys = bls381_size_mul(nw, (size_t)1 << (c - 1)), jmax = jobs_max(n, nw), off = 0;
    sorted_ws sizing;
    if (!w) w = &sizing;
    w->off = bls381_size_take(base, &off, bls381_size_add(keys, 1), sizeof *w->off);
    w->len = bls381_size_take(base, &off, keys, sizeof *w->len);
    w->buf = bls381_size_take(base, &off, bls381_size_mul(n, nw), sizeof *w->buf);
    w->s0 = bls381_size_take(base, &off, nw, sizeof *w->s0);
    w->s1 = bls381_size_take(base, &off, nw, sizeof *w->s1);
    w->t = bls381_size_take(base, &off, nw, sizeof *w->t);
    w->jobs = bls381_size_take(base, &off, jmax, sizeof *w->jobs);
    w->adder = bls381_size_take(base, &off, bls381_g2_batch_add_scratch_size(jmax), 1);
    w->jmax = jmax;
    return off;
}

size_t bls381_msm_g2_sorted_workspace_size(size_t n, unsigned c, size_t nw)
{
    return bls381_size_add(layout(NULL, NULL, n, c, nw), 64);
}

static size_t flush(sorted_ws *w, size_t *nj)
{
    size_t infs = bls381_g2_batch_add(w->jobs, *nj, w->adder);
    *nj = 0;
    return infs;
}

/* every list to its sum in place (at its first slot): round k adds the
 * point 2^k further on to each point at a multiple of 2^(k+1) */
static void reduce_lists(sorted_ws *w, size_t keys)
{
    for (size_t s = 1;; s *= 2) {
        size_t nj = 0;
        bool more = false;
        for (size_t k = 0; k < keys; k++) {
            bls381_g2_affine *p = w->buf + w->off[k];
            for (size_t q = 0; q + s < w->len[k]; q += 2 * s) {
                w->jobs[nj++] = (bls381_g2_add_job){ &p[q], &p[q], &p[q + s] };
                if (nj == w->jmax) flush(w, &nj);
                more = true;
            }
        }
        if (nj) flush(w, &nj);
        if (!more) return;
    }
}

/* t[q] = sum_b (b + 1) bucket(q, b) by running sums from the top bucket
 * down, all windows of the piece in one batch per bucket */
static void running_sums(sorted_ws *w, size_t nw, size_t nb)
{
    bls381_g2_affine *s = w->s0, *s_next = w->s1;
    memset(s, 0, nw * sizeof *s);
    memset(w->t, 0, nw * sizeof *w->t);
    for (size_t b = nb; b-- > 0;) {
        size_t nj = 0;
        for (size_t q = 0; q < nw; q++) {
            size_t k = q * nb + b;
            /* t += the sum of the buckets above b, s_next = that + bucket b */
            if (w->len[k]) w->jobs[nj++] = (bls381_g2_add_job){ &s_next[q], &s[q], &w->buf[w->off[k]] };
            else s_next[q] = s[q];
            if (b + 1 < nb) w->jobs[nj++] = (bls381_g2_add_job){ &w->t[q], &w->t[q], &s[q] };
        }
        flush(w, &nj);
        bls381_g2_affine *x = s;
        s = s_next;
        s_next = x;
    }
    size_t nj = 0;
    for (size_t q = 0; q < nw; q++) w->jobs[nj++] = (bls381_g2_add_job){ &w->t[q], &w->t[q], &s[q] };
    flush(w, &nj);
}

void bls381_msm_g2_sorted_windows(bls381_g2_xyzz *sums, const bls381_g2_affine *points, const int32_t *digits,
                                  size_t n, unsigned c, size_t w0, size_t nw, void *workspace)
{
    sorted_ws w;
    uint8_t *base = (uint8_t *)(((uintptr_t)workspace + 63) & ~(uintptr_t)63);
    size_t nb = (size_t)1 << (c - 1), keys = nw * nb;
    layout(&w, base, n, c, nw);
    memset(w.off, 0, (keys + 1) * sizeof *w.off);
    memset(w.len, 0, keys * sizeof *w.len);
    /* count, then place every term in its bucket's list */
    for (size_t q = 0; q < nw; q++) {
        const int32_t *d = digits + (w0 + q) * n;
        for (size_t i = 0; i < n; i++)
            if (d[i]) w.off[q * nb + (size_t)(d[i] > 0 ? d[i] : -d[i])]++;
    }
    for (size_t k = 0; k < keys; k++) w.off[k + 1] += w.off[k];
    BLS381_VERIFY_CHECK(w.off[keys] <= n * nw);
    for (size_t q = 0; q < nw; q++) {
        const int32_t *d = digits + (w0 + q) * n;
        for (size_t i = 0; i < n; i++) {
            if (!d[i]) continue;
            size_t k = q * nb + (size_t)(d[i] > 0 ? d[i] : -d[i]) - 1;
            BLS381_VERIFY_CHECK(k < keys && w.off[k] + w.len[k] < w.off[k + 1]);
            bls381_g2_affine *r = &w.buf[w.off[k] + w.len[k]++];
            *r = points[i];
            if (d[i] < 0) bls381_fp2_neg(&r->y, &r->y);
        }
    }
    reduce_lists(&w, keys);
    running_sums(&w, nw, nb);
    for (size_t q = 0; q < nw; q++) bls381_g2_xyzz_from_affine(&sums[q], &w.t[q]);
}
