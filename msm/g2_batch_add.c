/*
 * Batched affine G2 additions (see g2_batch_add.h). For P + Q = R with
 * P != +-Q: lambda = (yQ - yP)/(xQ - xP), xR = lambda^2 - xP - xQ,
 * yR = lambda (xP - xR) - yP; for a doubling lambda = 3 xP^2 / (2 yP)
 * (the twist y^2 = x^3 + 4(1 + u) has a = 0). One pass over the jobs
 * completes the trivial ones (infinity on a side, P + (-P)) and lists the
 * others, plain additions first; the first 8 floor(A/8) of the A plain
 * additions form groups of eight on the eight-lane engine, each group one
 * prefix chain per lane, the rest one scalar chain. The nine chain
 * products are inverted with one Fp2 inversion (Montgomery's trick again),
 * then the backward pass completes the scalar chain, then the groups.
 */
#include "msm/g2_batch_add.h"

#include <string.h>

#include "field/fp2_x8.h"
#include "msm/msm.h"
#include "sys/size.h"
#include "sys/verify.h"

/* variable-time equality of reduced elements: equal values, equal limbs
 * (a limb loop: the bare build links no memcmp) */
static bool fp2_same(const bls381_fp2 *a, const bls381_fp2 *b)
{
    uint64_t d = 0;
    for (int i = 0; i < 6; i++) d |= (a->c0.l[i] ^ b->c0.l[i]) | (a->c1.l[i] ^ b->c1.l[i]);
    return d == 0;
}

/* the scratch: per lane group its prefix and denominators (aligned), per
 * other job its prefix and denominator, the order of the listed jobs */
typedef struct {
    bls381_fp2_x8 *gpre, *gden;
    bls381_fp2 *pre, *den;
    uint32_t *list;
} g2_batch_ws;

static size_t ws_layout(g2_batch_ws *w, uint8_t *base, size_t n)
{
    size_t off = 0;
    g2_batch_ws sizing;
    if (!w) w = &sizing;
    uint8_t *a = base ? (uint8_t *)(((uintptr_t)base + 63) & ~(uintptr_t)63) : NULL;
    w->gpre = bls381_size_take(a, &off, n / 8, sizeof *w->gpre);
    w->gden = bls381_size_take(a, &off, n / 8, sizeof *w->gden);
    w->pre = bls381_size_take(a, &off, n, sizeof *w->pre);
    w->den = bls381_size_take(a, &off, n, sizeof *w->den);
    w->list = bls381_size_take(a, &off, n, sizeof *w->list);
    return bls381_size_add(off, 64);
}

size_t bls381_g2_batch_add_scratch_size(size_t n) { return ws_layout(NULL, NULL, n); }

/* xR, yR on the line of slope num * inv through a and b (b = a for a
 * doubling) */
static void finish(const bls381_g2_add_job *j, const bls381_fp2 *num, const bls381_fp2 *inv)
{
    bls381_fp2 lambda, x3, t;
    bls381_fp2_mul(&lambda, num, inv);
    bls381_fp2_sqr(&x3, &lambda);
    bls381_fp2_sub(&x3, &x3, &j->a->x);
    bls381_fp2_sub(&x3, &x3, &j->b->x);
    bls381_fp2_sub(&t, &j->a->x, &x3);
    bls381_fp2_mul(&t, &t, &lambda);
    bls381_fp2_sub(&j->r->y, &t, &j->a->y);
    j->r->x = x3;
}

/* the numerator of the slope of job j: yb - ya, or 3 xa^2 for a doubling */
static void numerator(bls381_fp2 *num, const bls381_g2_add_job *j, bool dbl)
{
    if (!dbl) {
        bls381_fp2_sub(num, &j->b->y, &j->a->y);
        return;
    }
    bls381_fp2 t;
    bls381_fp2_sqr(&t, &j->a->x);
    bls381_fp2_dbl(num, &t);
    bls381_fp2_add(num, num, &t);
}

/* r = coordinate x or y of side b (else a) of the eight jobs of group g */
static void lanes_load(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_g2_add_job *jobs,
                       const uint32_t *list, size_t g, bool b, bool y)
{
    const bls381_fp2 *p[8];
    for (int k = 0; k < 8; k++) {
        const bls381_g2_add_job *j = &jobs[list[8 * g + (size_t)k]];
        const bls381_g2_affine *pt = b ? j->b : j->a;
        p[k] = y ? &pt->y : &pt->x;
    }
    bls381_fp2_x8_load(e, r, p);
}

/* the eight results of group g out */
static void lanes_store(const bls381_fp_x8_engine *e, const bls381_g2_add_job *jobs, const uint32_t *list, size_t g,
                        const bls381_fp2_x8 *x, const bls381_fp2_x8 *y)
{
    bls381_fp2 *px[8], *py[8];
    for (int k = 0; k < 8; k++) {
        bls381_g2_affine *r = jobs[list[8 * g + (size_t)k]].r;
        px[k] = &r->x;
        py[k] = &r->y;
    }
    bls381_fp2_x8_store(e, px, x);
    bls381_fp2_x8_store(e, py, y);
}

/* group g's eight sums, inv the inverses of its denominators */
static void lanes_finish(const bls381_fp_x8_engine *e, const bls381_g2_add_job *jobs, const uint32_t *list, size_t g,
                         const bls381_fp2_x8 *inv)
{
    bls381_fp2_x8 xa, xb, ya, yb, lambda, x3, t;
    lanes_load(e, &xa, jobs, list, g, false, false);
    lanes_load(e, &xb, jobs, list, g, true, false);
    lanes_load(e, &ya, jobs, list, g, false, true);
    lanes_load(e, &yb, jobs, list, g, true, true);
    bls381_fp2_x8_sub(e, &lambda, &yb, &ya);
    bls381_fp2_x8_mul(e, &lambda, &lambda, inv);
    bls381_fp2_x8_sqr(e, &x3, &lambda);
    bls381_fp2_x8_sub(e, &x3, &x3, &xa);
    bls381_fp2_x8_sub(e, &x3, &x3, &xb);
    bls381_fp2_x8_sub(e, &t, &xa, &x3);
    bls381_fp2_x8_mul(e, &t, &t, &lambda);
    bls381_fp2_x8_sub(e, &t, &t, &ya);
    lanes_store(e, jobs, list, g, &x3, &t);
}

/* inv[0..m) = 1/a[0..m) (none zero) with one inversion */
static void small_batch_inv(bls381_fp2 *inv, const bls381_fp2 *a, size_t m)
{
    bls381_fp2 pre[9], acc;
    BLS381_VERIFY_CHECK(m >= 1 && m <= 9);
    pre[0] = a[0];
    for (size_t k = 1; k < m; k++) bls381_fp2_mul(&pre[k], &pre[k - 1], &a[k]);
    bls381_fp2_inv_vartime(&acc, &pre[m - 1]);
    for (size_t k = m; k-- > 1;) {
        bls381_fp2_mul(&inv[k], &acc, &pre[k - 1]);
        bls381_fp2_mul(&acc, &acc, &a[k]);
    }
    inv[0] = acc;
}

size_t bls381_g2_batch_add(const bls381_g2_add_job *jobs, size_t n, void *scratch)
{
    g2_batch_ws w;
    ws_layout(&w, scratch, n);
    size_t infs = 0, adds = 0, dbls = 0;
    /* the trivial jobs now (the jobs are independent), the others listed:
     * plain additions from the front, doublings from the back */
    for (size_t k = 0; k < n; k++) {
        const bls381_g2_add_job *j = &jobs[k];
        if (bls381_msm_g2_is_inf(j->a)) {
            infs += bls381_msm_g2_is_inf(j->b);
            *j->r = *j->b;
        } else if (bls381_msm_g2_is_inf(j->b)) *j->r = *j->a;
        else if (!fp2_same(&j->a->x, &j->b->x)) w.list[adds++] = (uint32_t)k;
        else if (fp2_same(&j->a->y, &j->b->y)) w.list[n - ++dbls] = (uint32_t)k;
        else {
            memset(j->r, 0, sizeof *j->r);
            infs++;
        }
    }
    if (adds + dbls == 0) return infs;
    /* the doublings next to the additions (the ranges may overlap; the
     * bare build links no memmove) */
    for (size_t k = 0; k < dbls; k++) w.list[adds + k] = w.list[n - dbls + k];
    const bls381_fp_x8_engine *e = adds >= 16 ? bls381_fp_x8_get() : NULL;
    size_t groups = e ? adds / 8 : 0, lanes = 8 * groups, m = adds + dbls;
    /* forward: the group chains, then the scalar chain over the rest */
    bls381_fp2 one, acc, tot[9], inv[9];
    bls381_fp2_x8 lacc, t8;
    bls381_fp2_set_one(&one);
    if (groups) bls381_fp2_x8_broadcast(e, &lacc, &one);
    for (size_t g = 0; g < groups; g++) {
        lanes_load(e, &t8, jobs, w.list, g, false, false);
        lanes_load(e, &w.gden[g], jobs, w.list, g, true, false);
        bls381_fp2_x8_sub(e, &w.gden[g], &w.gden[g], &t8);
        w.gpre[g] = lacc;
        bls381_fp2_x8_mul(e, &lacc, &lacc, &w.gden[g]);
    }
    acc = one;
    for (size_t i = lanes; i < m; i++) {
        const bls381_g2_add_job *j = &jobs[w.list[i]];
        if (i < adds) bls381_fp2_sub(&w.den[i], &j->b->x, &j->a->x);
        else bls381_fp2_dbl(&w.den[i], &j->a->y);
        w.pre[i] = acc;
        bls381_fp2_mul(&acc, &acc, &w.den[i]);
    }
    /* the chain products: eight lanes' and the scalar one */
    size_t nt = 0;
    if (groups) {
        bls381_fp2 *t[8];
        for (int k = 0; k < 8; k++) t[k] = &tot[k];
        bls381_fp2_x8_store(e, t, &lacc);
        nt = 8;
    }
    tot[nt++] = acc;
    small_batch_inv(inv, tot, nt);
    /* backward: the scalar chain, then the groups */
    acc = inv[nt - 1];
    for (size_t i = m; i-- > lanes;) {
        const bls381_g2_add_job *j = &jobs[w.list[i]];
        bls381_fp2 inv_i, num;
        bls381_fp2_mul(&inv_i, &acc, &w.pre[i]);
        bls381_fp2_mul(&acc, &acc, &w.den[i]);
        numerator(&num, j, i >= adds);
        finish(j, &num, &inv_i);
    }
    if (groups) {
        const bls381_fp2 *ti[8];
        for (int k = 0; k < 8; k++) ti[k] = &inv[k];
        bls381_fp2_x8_load(e, &lacc, ti);
    }
    for (size_t g = groups; g-- > 0;) {
        bls381_fp2_x8_mul(e, &t8, &lacc, &w.gpre[g]);
        bls381_fp2_x8_mul(e, &lacc, &lacc, &w.gden[g]);
        lanes_finish(e, jobs, w.list, g, &t8);
    }
    return infs;
}
