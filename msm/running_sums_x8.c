/*
 * A window's running sums, sum_b (b + 1) B_b over affine buckets, on the
 * eight-lane engine (field/fp_x8.h): the buckets are cut into eight
 * segments of L = nb / 8, lane k runs the running sums of segment k from
 * its top bucket down (s_k <- s_k + B_b, t_k <- t_k + s_k), so that
 *   t_k = sum_{b in segment k} (b - kL + 1) B_b,  s_k = sum_{b in segment k} B_b,
 * and the window sum is sum_k t_k + L sum_k k s_k; the last term is eight
 * more running sums and log2 L doublings in the scalar XYZZ arithmetic.
 * The lanes use the XYZZ formulas of curve/g1_xyzz.c (madd-2008-s, 8M + 2S;
 * add-2008-s, 12M + 2S), which are not complete: infinity is kept in a mask
 * per lane (a bucket's absence, an empty sum), and a lane whose addition
 * meets P = +-Q (the x-difference zero) is done by the scalar formulas,
 * which handle both cases. Public data (buckets of a public MSM), variable
 * time.
 */
#include "msm/msm.h"
#include "field/fp_x8.h"

typedef struct { bls381_fp_x8 x, y, zz, zzz; } xyzz_x8;

/* r's lanes in mask from a */
static void xyzz_take(const bls381_fp_x8_engine *e, xyzz_x8 *r, unsigned mask, const xyzz_x8 *a)
{
    if (!mask) return;
    e->fp_blend(&r->x, mask, &r->x, &a->x);
    e->fp_blend(&r->y, mask, &r->y, &a->y);
    e->fp_blend(&r->zz, mask, &r->zz, &a->zz);
    e->fp_blend(&r->zzz, mask, &r->zzz, &a->zzz);
}

/* the eight points of p in the scalar form and back (lanes in inf as
 * infinity: stored as such, loaded as any valid value) */
static void xyzz_store(const bls381_fp_x8_engine *e, bls381_g1_xyzz q[8], const xyzz_x8 *p, unsigned inf)
{
    bls381_fp *d[8];
    for (int k = 0; k < 8; k++) d[k] = &q[k].x;
    e->fp_store(d, &p->x);
    for (int k = 0; k < 8; k++) d[k] = &q[k].y;
    e->fp_store(d, &p->y);
    for (int k = 0; k < 8; k++) d[k] = &q[k].zz;
    e->fp_store(d, &p->zz);
    for (int k = 0; k < 8; k++) d[k] = &q[k].zzz;
    e->fp_store(d, &p->zzz);
    for (int k = 0; k < 8; k++)
        if ((inf >> k) & 1) bls381_g1_xyzz_set_inf(&q[k]);
}
static void xyzz_load(const bls381_fp_x8_engine *e, xyzz_x8 *p, const bls381_g1_xyzz q[8])
{
    const bls381_fp *s[8];
    for (int k = 0; k < 8; k++) s[k] = &q[k].x;
    e->fp_load(&p->x, s);
    for (int k = 0; k < 8; k++) s[k] = &q[k].y;
    e->fp_load(&p->y, s);
    for (int k = 0; k < 8; k++) s[k] = &q[k].zz;
    e->fp_load(&p->zz, s);
    for (int k = 0; k < 8; k++) s[k] = &q[k].zzz;
    e->fp_load(&p->zzz, s);
}

/* the lanes in ex of r (inf: its infinity mask) recomputed by the scalar
 * formulas: r + b (b affine) or r + q; returns the new mask */
static unsigned scalar_lanes(const bls381_fp_x8_engine *e, xyzz_x8 *r, unsigned inf, unsigned ex,
                             const bls381_g1_affine *const b[8], const xyzz_x8 *q)
{
    bls381_g1_xyzz rs[8], qs[8];
    xyzz_store(e, rs, r, inf);
    if (q) xyzz_store(e, qs, q, 0);
    for (int k = 0; k < 8; k++) {
        if (!((ex >> k) & 1)) continue;
        if (q) bls381_g1_xyzz_add_vartime(&rs[k], &rs[k], &qs[k]);
        else bls381_g1_xyzz_add_affine_vartime(&rs[k], &rs[k], b[k]);
        inf = (inf & ~(1u << k)) | (unsigned)bls381_g1_xyzz_is_inf(&rs[k]) << k;
    }
    xyzz_load(e, r, rs);
    return inf;
}

/* the end of madd-2008-s and add-2008-s, from P, R, U1, S1 and the
 * inputs' ZZ and ZZZ (products of both for add-2008-s): PP = P^2,
 * PPP = P PP, Q = U1 PP, X3 = R^2 - PPP - 2Q, Y3 = R (Q - X3) - S1 PPP,
 * ZZ3 = ZZ PP, ZZZ3 = ZZZ PPP */
static void finish_x8(const bls381_fp_x8_engine *e, xyzz_x8 *o, const bls381_fp_x8 *p, const bls381_fp_x8 *rr,
                      const bls381_fp_x8 *u1, const bls381_fp_x8 *s1, const bls381_fp_x8 *zz,
                      const bls381_fp_x8 *zzz)
{
    bls381_fp_x8 pp, ppp, q, t;
    e->fp_sqr(&pp, p);
    e->fp_mul(&ppp, p, &pp);
    e->fp_mul(&q, u1, &pp);
    e->fp_mul(&o->zz, zz, &pp);
    e->fp_mul(&o->zzz, zzz, &ppp);
    e->fp_mul(&t, s1, &ppp);
    e->fp_sqr(&o->x, rr);
    e->fp_sub(&o->x, &o->x, &ppp);
    e->fp_sub(&o->x, &o->x, &q);
    e->fp_sub(&o->x, &o->x, &q);
    e->fp_sub(&q, &q, &o->x);
    e->fp_mul(&q, rr, &q);
    e->fp_sub(&o->y, &q, &t);
}

/* s += (bx, by) in the lanes of gen (s finite there): madd-2008-s, 8M +
 * 2S; the lanes where the x-difference is zero are returned, not written */
static unsigned madd_x8(const bls381_fp_x8_engine *e, xyzz_x8 *s, unsigned gen, const bls381_fp_x8 *bx,
                        const bls381_fp_x8 *by)
{
    bls381_fp_x8 p, rr;
    xyzz_x8 o;
    e->fp_mul(&p, bx, &s->zz);
    e->fp_sub(&p, &p, &s->x);          /* P = x2 ZZ1 - X1 */
    unsigned ex = gen & e->fp_is_zero(&p);
    e->fp_mul(&rr, by, &s->zzz);
    e->fp_sub(&rr, &rr, &s->y);        /* R = y2 ZZZ1 - Y1 */
    finish_x8(e, &o, &p, &rr, &s->x, &s->y, &s->zz, &s->zzz);
    xyzz_take(e, s, gen & ~ex, &o);
    return ex;
}

/* t += s in the lanes of gen (both finite there): add-2008-s, 12M + 2S;
 * the lanes where the x-difference is zero are returned, not written */
static unsigned add_x8(const bls381_fp_x8_engine *e, xyzz_x8 *t, unsigned gen, const xyzz_x8 *s)
{
    bls381_fp_x8 u1, p, s1, rr, zz, zzz;
    xyzz_x8 o;
    e->fp_mul(&u1, &t->x, &s->zz);
    e->fp_mul(&p, &s->x, &t->zz);
    e->fp_sub(&p, &p, &u1);            /* P = U2 - U1 */
    unsigned ex = gen & e->fp_is_zero(&p);
    e->fp_mul(&s1, &t->y, &s->zzz);
    e->fp_mul(&rr, &s->y, &t->zzz);
    e->fp_sub(&rr, &rr, &s1);          /* R = S2 - S1 */
    e->fp_mul(&zz, &t->zz, &s->zz);
    e->fp_mul(&zzz, &t->zzz, &s->zzz);
    finish_x8(e, &o, &p, &rr, &u1, &s1, &zz, &zzz);
    xyzz_take(e, t, gen & ~ex, &o);
    return ex;
}

void bls381_msm_g1_running_sums_x8(bls381_g1_xyzz *out, const bls381_fp_x8_engine *e,
                                   const bls381_g1_affine *buckets, const uint8_t *state, uint8_t set, size_t nb)
{
    const size_t L = nb / 8;
    const bls381_fp *one[8];
    xyzz_x8 s, t, a;
    bls381_fp_x8 bx, by;
    unsigned sinf = 0xff, tinf = 0xff;
    for (int k = 0; k < 8; k++) one[k] = &bls381_fp_one_mont;
    e->fp_load(&a.zz, one); /* (bx, by, 1, 1): a bucket in XYZZ */
    a.zzz = a.zz;
    s = t = (xyzz_x8){ a.zz, a.zz, a.zz, a.zz };
    for (size_t i = L; i-- > 0;) {
        const bls381_g1_affine *b[8];
        const bls381_fp *px[8], *py[8];
        unsigned pm = 0;
        int first = -1;
        for (int k = 0; k < 8; k++) {
            size_t bi = (size_t)k * L + i;
            b[k] = &buckets[bi];
            if (state[bi] & set) {
                pm |= 1u << k;
                if (first < 0) first = k;
            }
        }
        if (pm) {
            /* absent lanes read a present bucket (their result is dropped) */
            for (int k = 0; k < 8; k++) {
                const bls381_g1_affine *q = (pm >> k) & 1 ? b[k] : b[first];
                px[k] = &q->x, py[k] = &q->y;
            }
            e->fp_load(&bx, px);
            e->fp_load(&by, py);
            unsigned gen = pm & ~sinf;
            unsigned ex = gen ? madd_x8(e, &s, gen, &bx, &by) : 0;
            a.x = bx, a.y = by;
            xyzz_take(e, &s, pm & sinf, &a);
            sinf &= ~pm;
            if (ex) sinf = scalar_lanes(e, &s, sinf, ex, b, NULL);
        }
        unsigned live = ~sinf & 0xff, gen = live & ~tinf;
        unsigned ex = gen ? add_x8(e, &t, gen, &s) : 0;
        xyzz_take(e, &t, live & tinf, &s);
        tinf &= ~live;
        if (ex) tinf = scalar_lanes(e, &t, tinf, ex, NULL, &s);
    }
    /* sum_k t_k + L sum_k k s_k, with sum_k k s_k by running sums over k */
    bls381_g1_xyzz ss[8], ts[8], run, acc;
    xyzz_store(e, ss, &s, sinf);
    xyzz_store(e, ts, &t, tinf);
    bls381_g1_xyzz_set_inf(&run);
    bls381_g1_xyzz_set_inf(&acc);
    for (int k = 7; k >= 1; k--) {
        bls381_g1_xyzz_add_vartime(&run, &run, &ss[k]);
        bls381_g1_xyzz_add_vartime(&acc, &acc, &run);
    }
    for (size_t m = L; m > 1; m >>= 1) bls381_g1_xyzz_dbl_vartime(&acc, &acc);
    for (int k = 0; k < 8; k++) bls381_g1_xyzz_add_vartime(&acc, &acc, &ts[k]);
    *out = acc;
}
