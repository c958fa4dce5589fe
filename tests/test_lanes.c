/*
 * The eight-lane field engine (field/fp_x8.h): the portable model against
 * the scalar field on over a million random products plus edge values
 * (0, 1, m - 1, m - 2, R mod m, values whose radix-2^52 limbs are all at
 * their maximum, lanes all different), unreduced intermediate values in
 * [m, 2m) fed back into the products, the masks and the batch inversion
 * (zeros inside a batch), the lane blend; on CPUs with AVX-512 IFMA
 * the IFMA back end against the model, lane for lane and bit for bit on
 * the raw radix-2^52 results; the model's VPMADD52 against a 128-bit product; the
 * self-check and the engine switch.
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "field/field.h"
#include "field/fp_x8.h"
#include "field/lanes_model.h"
#include "sys/cpu.h"

#include <stdio.h>
#include <string.h>

static void pick_fr(bls381_fr *r)
{
    unsigned e = (unsigned)(test_rand64() % 12);
    switch (e) {
    case 0: bls381_fr_set_zero(r); break;
    case 1: bls381_fr_set_one(r); break;
    case 2: case 3:
        memcpy(r->l, bls381_fr_modulus, sizeof r->l);
        r->l[0] -= e - 1;
        break;
    case 4: memset(r, 0, sizeof *r); r->l[0] = 1; break;
    case 5: memset(r->l, 0xff, sizeof r->l); r->l[3] = (1ULL << 52) - 1; break; /* 2^244 - 1 */
    default: cu_rand_fr(r);
    }
}

/* engine e against the scalar field on groups of eight lanes */
static void check_fp_groups(const bls381_fp_x8_engine *e, size_t groups)
{
    for (size_t it = 0; it < groups; it++) {
        bls381_fp a[8], b[8], got[8], w;
        const bls381_fp *pa[8], *pb[8];
        bls381_fp *pg[8];
        bls381_fp_x8 xa, xb, xs, xd, xr;
        for (int k = 0; k < 8; k++) {
            lanes_pick_fp(&a[k]);
            if (test_rand64() % 16 == 0) b[k] = a[k]; else lanes_pick_fp(&b[k]);
            pa[k] = &a[k], pb[k] = &b[k], pg[k] = &got[k];
        }
        e->fp_load(&xa, pa);
        e->fp_load(&xb, pb);
        e->fp_mul(&xr, &xa, &xb);
        e->fp_store(pg, &xr);
        int bad = 0;
        for (int k = 0; k < 8; k++) { bls381_fp_mul(&w, &a[k], &b[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        e->fp_sqr(&xr, &xa);
        e->fp_store(pg, &xr);
        for (int k = 0; k < 8; k++) { bls381_fp_sqr(&w, &a[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        /* sums and differences stay unreduced in [0, 2p) and feed a product */
        e->fp_add(&xs, &xa, &xb);
        e->fp_sub(&xd, &xa, &xb);
        e->fp_store(pg, &xs);
        for (int k = 0; k < 8; k++) { bls381_fp_add(&w, &a[k], &b[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        e->fp_store(pg, &xd);
        for (int k = 0; k < 8; k++) { bls381_fp_sub(&w, &a[k], &b[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        e->fp_add(&xs, &xs, &xs); /* 2(a + b) */
        e->fp_mul(&xr, &xs, &xd);
        e->fp_neg(&xr, &xr);
        e->fp_store(pg, &xr);
        for (int k = 0; k < 8; k++) {
            bls381_fp s, d;
            bls381_fp_add(&s, &a[k], &b[k]);
            bls381_fp_dbl(&s, &s);
            bls381_fp_sub(&d, &a[k], &b[k]);
            bls381_fp_mul(&w, &s, &d);
            bls381_fp_neg(&w, &w);
            bad |= memcmp(&w, &got[k], sizeof w);
        }
        unsigned sel = (unsigned)(test_rand64() & 0xff);
        e->fp_blend(&xr, sel, &xa, &xb);
        e->fp_store(pg, &xr);
        for (int k = 0; k < 8; k++) bad |= memcmp((sel >> k) & 1 ? &b[k] : &a[k], &got[k], sizeof w);
        unsigned eq = 0, z = 0;
        for (int k = 0; k < 8; k++) {
            eq |= (unsigned)bls381_fp_eq(&a[k], &b[k]) << k;
            z |= (unsigned)bls381_fp_is_zero(&a[k]) << k;
        }
        /* masks on unreduced values: a + b - b */
        e->fp_add(&xs, &xa, &xb);
        e->fp_sub(&xs, &xs, &xb);
        if (e->fp_eq(&xs, &xb) != eq || e->fp_is_zero(&xs) != z || e->fp_eq(&xs, &xa) != 0xff) bad = 1;
        if (bad) {
            test_failf(__FILE__, __LINE__, "%s engine differs from the scalar field (Fp, group %zu)", e->name, it);
            return;
        }
    }
}

static void check_fr_groups(const bls381_fp_x8_engine *e, size_t groups)
{
    for (size_t it = 0; it < groups; it++) {
        bls381_fr a[8], b[8], got[8], w;
        const bls381_fr *pa[8], *pb[8];
        bls381_fr *pg[8];
        bls381_fr_x8 xa, xb, xs, xd, xr;
        for (int k = 0; k < 8; k++) {
            pick_fr(&a[k]);
            if (test_rand64() % 16 == 0) b[k] = a[k]; else pick_fr(&b[k]);
            pa[k] = &a[k], pb[k] = &b[k], pg[k] = &got[k];
        }
        e->fr_load(&xa, pa);
        e->fr_load(&xb, pb);
        e->fr_mul(&xr, &xa, &xb);
        e->fr_store(pg, &xr);
        int bad = 0;
        for (int k = 0; k < 8; k++) { bls381_fr_mul(&w, &a[k], &b[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        e->fr_sqr(&xr, &xa);
        e->fr_store(pg, &xr);
        for (int k = 0; k < 8; k++) { bls381_fr_sqr(&w, &a[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        e->fr_add(&xs, &xa, &xb);
        e->fr_sub(&xd, &xa, &xb);
        e->fr_store(pg, &xs);
        for (int k = 0; k < 8; k++) { bls381_fr_add(&w, &a[k], &b[k]); bad |= memcmp(&w, &got[k], sizeof w); }
        e->fr_add(&xs, &xs, &xs);
        e->fr_mul(&xr, &xs, &xd);
        e->fr_neg(&xr, &xr);
        e->fr_store(pg, &xr);
        for (int k = 0; k < 8; k++) {
            bls381_fr s, d;
            bls381_fr_add(&s, &a[k], &b[k]);
            bls381_fr_add(&s, &s, &s);
            bls381_fr_sub(&d, &a[k], &b[k]);
            bls381_fr_mul(&w, &s, &d);
            bls381_fr_neg(&w, &w);
            bad |= memcmp(&w, &got[k], sizeof w);
        }
        unsigned eq = 0, z = 0;
        for (int k = 0; k < 8; k++) {
            eq |= (unsigned)bls381_fr_eq(&a[k], &b[k]) << k;
            z |= (unsigned)bls381_fr_is_zero(&a[k]) << k;
        }
        e->fr_add(&xs, &xa, &xb);
        e->fr_sub(&xs, &xs, &xb);
        if (e->fr_eq(&xs, &xb) != eq || e->fr_is_zero(&xs) != z || e->fr_eq(&xs, &xa) != 0xff) bad = 1;
        if (bad) {
            test_failf(__FILE__, __LINE__, "%s engine differs from the scalar field (Fr, group %zu)", e->name, it);
            return;
        }
    }
}

TEST(lanes_model_vs_scalar_fp) { check_fp_groups(&bls381_fp_x8_model, test_iters(130000)); }
TEST(lanes_model_vs_scalar_fr) { check_fr_groups(&bls381_fp_x8_model, test_iters(20000)); }

/* Montgomery's trick in lanes against one scalar inversion per element,
 * with zeros in the batch */
static void check_batch_inv(const bls381_fp_x8_engine *e)
{
    enum { G = 5 };
    bls381_fp a[8 * G], got[8 * G], w;
    bls381_fr fa[8 * G], fgot[8 * G], fw;
    bls381_fp_x8 xa[G], xr[G];
    bls381_fr_x8 fxa[G], fxr[G];
    for (int i = 0; i < 8 * G; i++) {
        lanes_pick_fp(&a[i]);
        pick_fr(&fa[i]);
        if (i % 7 == 3) bls381_fp_set_zero(&a[i]), bls381_fr_set_zero(&fa[i]);
    }
    for (int g = 0; g < G; g++) {
        const bls381_fp *p[8];
        const bls381_fr *q[8];
        for (int k = 0; k < 8; k++) p[k] = &a[8 * g + k], q[k] = &fa[8 * g + k];
        e->fp_load(&xa[g], p);
        e->fr_load(&fxa[g], q);
    }
    e->fp_batch_inv(xr, xa, G);
    e->fr_batch_inv(fxr, fxa, G);
    for (int g = 0; g < G; g++) {
        bls381_fp *p[8];
        bls381_fr *q[8];
        for (int k = 0; k < 8; k++) p[k] = &got[8 * g + k], q[k] = &fgot[8 * g + k];
        e->fp_store(p, &xr[g]);
        e->fr_store(q, &fxr[g]);
    }
    for (int i = 0; i < 8 * G; i++) {
        bls381_fp_inv_vartime(&w, &a[i]);
        bls381_fr_inv_vartime(&fw, &fa[i]);
        CHECK_LOOP(memcmp(&w, &got[i], sizeof w) == 0 && memcmp(&fw, &fgot[i], sizeof fw) == 0);
    }
}

TEST(lanes_model_batch_inv) { for (size_t i = 0; i < test_iters(20); i++) check_batch_inv(&bls381_fp_x8_model); }

/* the model's VPMADD52LUQ/HUQ against the 104-bit product */
TEST(lanes_model_madd52)
{
#if defined(__SIZEOF_INT128__) && !defined(BLS381_NO_INT128)
    const uint64_t edge[] = {0, 1, (1ULL << 52) - 1, 1ULL << 51, ~0ULL, (1ULL << 26) - 1, 1ULL << 26};
    for (size_t i = 0; i < test_iters(200000); i++) {
        uint64_t a[8], b[8], c[8];
        for (int k = 0; k < 8; k++) {
            a[k] = test_rand64();
            b[k] = i < 49 ? edge[(i / 7) % 7] : test_rand64();
            c[k] = i < 49 ? edge[i % 7] : test_rand64();
        }
        uint64_t lo[8], hi[8];
        lanes_store(lo, lanes_madd52lo(lanes_load(a), lanes_load(b), lanes_load(c)));
        lanes_store(hi, lanes_madd52hi(lanes_load(a), lanes_load(b), lanes_load(c)));
        int bad = 0;
        for (int k = 0; k < 8; k++) {
            unsigned __int128 p = (unsigned __int128)(b[k] & ((1ULL << 52) - 1)) * (c[k] & ((1ULL << 52) - 1));
            bad |= lo[k] != a[k] + (uint64_t)(p & ((1ULL << 52) - 1));
            bad |= hi[k] != a[k] + (uint64_t)(p >> 52);
        }
        CHECK_LOOP(!bad);
    }
#else
    /* without a 128-bit type: (2^52 - 1)^2 = 2^104 - 2^53 + 1 */
    uint64_t m = (1ULL << 52) - 1, lo, hi;
    lanes_mul52(m, m, &lo, &hi);
    CHECK(lo == 1 && hi == (1ULL << 52) - 2);
#endif
    /* the signed compare and the arithmetic shift on the sign boundary */
    uint64_t x[8] = {0, 1, ~0ULL, 1ULL << 63, (1ULL << 63) - 1, 5, ~4ULL, 0}, y[8], s[8];
    for (int k = 0; k < 8; k++) y[k] = 0;
    CHECK(lanes_cmplt(lanes_load(x), lanes_load(y)) == ((1u << 2) | (1u << 3) | (1u << 6)));
    lanes_store(s, lanes_srai(lanes_load(x), 52));
    CHECK(s[2] == ~0ULL && s[3] == ~((1ULL << 11) - 1) && s[4] == (1ULL << 11) - 1 && s[6] == ~0ULL && s[5] == 0);
}

TEST(lanes_self_check)
{
    CHECK(bls381_fp_x8_self_check(&bls381_fp_x8_model));
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) CHECK(bls381_fp_x8_self_check(&bls381_fp_x8_ifma));
#endif
    /* the switch: each kind selected is the one reported and returned */
    bls381_lanes_kind was = bls381_lanes_engine();
    bls381_fp_x8_select(BLS381_LANES_MODEL);
    CHECK(bls381_lanes_engine() == BLS381_LANES_MODEL && bls381_fp_x8_get() == &bls381_fp_x8_model);
    bls381_fp_x8_select(BLS381_LANES_OFF);
    CHECK(bls381_lanes_engine() == BLS381_LANES_OFF && bls381_fp_x8_get() == NULL);
    bls381_fp_x8_select(BLS381_LANES_IFMA);
    bool ifma = BLS381_HAVE_IFMA && bls381_cpu_has_ifma() && bls381_asm_active();
    CHECK(bls381_lanes_engine() == (ifma ? BLS381_LANES_IFMA : BLS381_LANES_OFF));
    CHECK((bls381_fp_x8_get() != NULL) == ifma);
    bls381_fp_x8_select(-1);
    CHECK(bls381_lanes_engine() == was);
}

/* engines with one Fr operation wrong: the self-check refuses each */
static void wrong_fr_add(bls381_fr_x8 *r, const bls381_fr_x8 *a, const bls381_fr_x8 *b)
{
    bls381_fp_x8_model.fr_sub(r, a, b);
}
static void wrong_fr_neg(bls381_fr_x8 *r, const bls381_fr_x8 *a) { *r = *a; }
static unsigned wrong_fr_is_zero(const bls381_fr_x8 *a) { return (void)a, 0; }
static unsigned wrong_fr_eq(const bls381_fr_x8 *a, const bls381_fr_x8 *b) { return (void)a, (void)b, 0x7f; }
static void wrong_fr_batch_inv(bls381_fr_x8 *r, const bls381_fr_x8 *a, size_t groups)
{
    bls381_fp_x8_model.fr_batch_inv(r, a, groups);
    r[groups - 1] = a[groups - 1];
}

TEST(lanes_self_check__refuses_an_engine_with_one_wrong_fr_operation)
{
    for (int op = 0; op < 5; op++) {
        bls381_fp_x8_engine e = bls381_fp_x8_model;
        if (op == 0) e.fr_add = wrong_fr_add;
        if (op == 1) e.fr_neg = wrong_fr_neg;
        if (op == 2) e.fr_is_zero = wrong_fr_is_zero;
        if (op == 3) e.fr_eq = wrong_fr_eq;
        if (op == 4) e.fr_batch_inv = wrong_fr_batch_inv;
        CHECK(!bls381_fp_x8_self_check(&e));
    }
}

#if BLS381_HAVE_IFMA
/* the same random raw lane values (limbs below 2^52, values below 2m)
 * through both back ends: the raw results are identical */
static void rand_raw_fp(bls381_fp_x8 *x, const bls381_fp_x8_engine *e)
{
    bls381_fp a[8], b[8];
    const bls381_fp *pa[8], *pb[8];
    for (int k = 0; k < 8; k++) lanes_pick_fp(&a[k]), lanes_pick_fp(&b[k]), pa[k] = &a[k], pb[k] = &b[k];
    bls381_fp_x8 y;
    e->fp_load(x, pa);
    e->fp_load(&y, pb);
    if (test_rand64() & 1) e->fp_add(x, x, &y); /* unreduced in [0, 2p) */
}
static void rand_raw_fr(bls381_fr_x8 *x, const bls381_fp_x8_engine *e)
{
    bls381_fr a[8], b[8];
    const bls381_fr *pa[8], *pb[8];
    for (int k = 0; k < 8; k++) pick_fr(&a[k]), pick_fr(&b[k]), pa[k] = &a[k], pb[k] = &b[k];
    bls381_fr_x8 y;
    e->fr_load(x, pa);
    e->fr_load(&y, pb);
    if (test_rand64() & 1) e->fr_add(x, x, &y);
}
#endif

/* (not "NOT APPLICABLE": tests/run_all.sh reads that as the assembly
 * tests not running, and a CPU may have ADX without AVX-512 IFMA) */
TEST(lanes_ifma_vs_model)
{
#if BLS381_HAVE_IFMA
    if (!bls381_cpu_has_ifma()) {
        printf("  lanes_ifma_vs_model: skipped, no AVX-512 IFMA on this CPU (the model ran above)\n");
        return;
    }
    const bls381_fp_x8_engine *m = &bls381_fp_x8_model, *v = &bls381_fp_x8_ifma;
    for (size_t it = 0; it < test_iters(20000); it++) {
        bls381_fp_x8 a, b, r1, r2;
        bls381_fr_x8 c, d, s1, s2;
        int bad = 0;
        rand_raw_fp(&a, m);
        rand_raw_fp(&b, m);
        rand_raw_fr(&c, m);
        rand_raw_fr(&d, m);
#define SAME2(op, x, y, r1, r2) (m->op(&r1, &x, &y), v->op(&r2, &x, &y), (memcmp(&r1, &r2, sizeof r1) ? 1 : 0))
#define SAME1(op, x, r1, r2) (m->op(&r1, &x), v->op(&r2, &x), (memcmp(&r1, &r2, sizeof r1) ? 1 : 0))
        bad |= SAME2(fp_mul, a, b, r1, r2) | SAME1(fp_sqr, a, r1, r2) | SAME2(fp_add, a, b, r1, r2);
        bad |= SAME2(fp_sub, a, b, r1, r2) | SAME1(fp_neg, a, r1, r2);
        bad |= SAME2(fr_mul, c, d, s1, s2) | SAME1(fr_sqr, c, s1, s2) | SAME2(fr_add, c, d, s1, s2);
        bad |= SAME2(fr_sub, c, d, s1, s2) | SAME1(fr_neg, c, s1, s2);
#undef SAME1
#undef SAME2
        bad |= m->fp_eq(&a, &b) != v->fp_eq(&a, &b) || m->fp_eq(&a, &a) != v->fp_eq(&a, &a);
        bad |= m->fp_is_zero(&a) != v->fp_is_zero(&a) || m->fr_is_zero(&c) != v->fr_is_zero(&c);
        bad |= m->fr_eq(&c, &d) != v->fr_eq(&c, &d);
        unsigned sel = (unsigned)(test_rand64() & 0xff);
        m->fp_blend(&r1, sel, &a, &b);
        v->fp_blend(&r2, sel, &a, &b);
        bad |= memcmp(&r1, &r2, sizeof r1) != 0;
        /* load and store: the words of lane k of a's stored form */
        bls381_fp o1[8], o2[8];
        bls381_fp *p1[8], *p2[8];
        for (int k = 0; k < 8; k++) p1[k] = &o1[k], p2[k] = &o2[k];
        m->fp_store(p1, &a);
        v->fp_store(p2, &a);
        bad |= memcmp(o1, o2, sizeof o1) != 0;
        const bls381_fp *q[8];
        for (int k = 0; k < 8; k++) q[k] = &o1[k];
        m->fp_load(&r1, q);
        v->fp_load(&r2, q);
        bad |= memcmp(&r1, &r2, sizeof r1) != 0;
        if (bad) {
            test_failf(__FILE__, __LINE__, "IFMA and model differ (iteration %zu)", it);
            return;
        }
    }
    /* the whole suite of the model's checks on the IFMA engine too */
    check_fp_groups(v, test_iters(20000));
    check_fr_groups(v, test_iters(5000));
    check_batch_inv(v);
#else
    printf("  lanes_ifma_vs_model: skipped, no IFMA back end in this build\n");
#endif
}

/* The square at the limb bounds of field/fp_x8.h (limbs below 2^52, values
 * below 2m): lane values 2m - 1, m, m - 1, 0, every limb but the top at
 * 2^52 - 1, 2m - 1 minus a random word, and random values in [0, 2m),
 * written raw (radix 2^52) into the lanes. The square must equal the
 * product of the element by itself limb for limb (the same Montgomery
 * reduction: see field/fp_x8_mont.inc) and the scalar square of the
 * stored (reduced) element; on IFMA CPUs the IFMA square and the model's
 * are identical. The VERIFY build checks the bounds on the way. */
static void raw_edge(uint64_t (*l)[8], int n, int k, const uint64_t *mod, int words)
{
    uint64_t w[6] = {0}, c = 0;
    int kind = (int)(test_rand64() % 8);
    for (int i = 0; i < words; i++) { /* w = 2m - 1 */
        uint64_t x = mod[i] << 1 | c;
        c = mod[i] >> 63;
        w[i] = x;
    }
    w[0] -= 1; /* m is odd */
    if (kind == 1 || kind == 2) memcpy(w, mod, (size_t)words * 8), w[0] -= (uint64_t)(kind == 2);
    if (kind == 3) memset(w, 0, sizeof w);
    if (kind == 5) { /* 2m - 1 - b, b < 2^63 */
        uint64_t b = test_rand64() >> 1;
        for (int i = 0; i < words && b; i++) {
            uint64_t d = w[i] - b;
            b = d > w[i];
            w[i] = d;
        }
    }
    if (kind >= 6) { /* random, below 2^(top bit of m): below m < 2m */
        for (int i = 0; i < words; i++) w[i] = test_rand64();
        w[words - 1] &= (1ULL << (63 - __builtin_clzll(mod[words - 1]))) - 1;
    }
    for (int j = 0; j < n; j++) {
        unsigned bit = 52u * (unsigned)j, i = bit / 64, off = bit % 64;
        uint64_t v = i < 6 ? w[i] >> off : 0;
        if (off > 12 && i + 1 < 6) v |= w[i + 1] << (64 - off);
        l[j][k] = v & ((1ULL << 52) - 1);
    }
    if (kind == 4) { /* every limb but the top at 2^52 - 1, the top one less than 2m - 1's */
        for (int j = 0; j < n - 1; j++) l[j][k] = (1ULL << 52) - 1;
        l[n - 1][k] -= 1;
    }
}

static int check_sqr_bounds(const bls381_fp_x8_engine *e, const bls381_fp_x8 *a, const bls381_fr_x8 *c)
{
    bls381_fp_x8 r1, r2;
    bls381_fr_x8 s1, s2;
    bls381_fp x[8], got[8], w;
    bls381_fr y[8], fgot[8], fw;
    bls381_fp *px[8], *pg[8];
    bls381_fr *py[8], *qg[8];
    int bad = 0;
    e->fp_sqr(&r1, a);
    e->fp_mul(&r2, a, a);
    e->fr_sqr(&s1, c);
    e->fr_mul(&s2, c, c);
    bad |= memcmp(&r1, &r2, sizeof r1) != 0 || memcmp(&s1, &s2, sizeof s1) != 0;
    for (int k = 0; k < 8; k++) px[k] = &x[k], pg[k] = &got[k], py[k] = &y[k], qg[k] = &fgot[k];
    e->fp_store(px, a);
    e->fp_store(pg, &r1);
    e->fr_store(py, c);
    e->fr_store(qg, &s1);
    for (int k = 0; k < 8; k++) {
        bls381_fp_sqr(&w, &x[k]);
        bls381_fr_sqr(&fw, &y[k]);
        bad |= memcmp(&w, &got[k], sizeof w) != 0 || memcmp(&fw, &fgot[k], sizeof fw) != 0;
    }
    return bad;
}

TEST(lanes_sqr__limbs_at_their_bounds)
{
    const bls381_fp_x8_engine *m = &bls381_fp_x8_model, *v = NULL;
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) v = &bls381_fp_x8_ifma;
#endif
    for (size_t it = 0; it < test_iters(20000); it++) {
        bls381_fp_x8 a;
        bls381_fr_x8 c;
        for (int k = 0; k < 8; k++) {
            raw_edge(a.l, 8, k, bls381_fp_modulus, 6);
            raw_edge(c.l, 5, k, bls381_fr_modulus, 4);
        }
        int bad = check_sqr_bounds(m, &a, &c);
        if (v) {
            bls381_fp_x8 r1, r2;
            bls381_fr_x8 s1, s2;
            bad |= check_sqr_bounds(v, &a, &c);
            m->fp_sqr(&r1, &a);
            v->fp_sqr(&r2, &a);
            m->fr_sqr(&s1, &c);
            v->fr_sqr(&s2, &c);
            bad |= memcmp(&r1, &r2, sizeof r1) != 0 || memcmp(&s1, &s2, sizeof s1) != 0;
        }
        if (bad) {
            test_failf(__FILE__, __LINE__, "the lane square differs at the bounds (iteration %zu)", it);
            return;
        }
    }
}
