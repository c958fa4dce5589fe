/*
 * The choice of the eight-lane field engine (field/fp_x8.h) and its
 * self-check. sys/cpu.c reads what the CPU and the environment allow; the
 * IFMA engine is then compared with the scalar field once, at the first
 * call, on fixed and pseudo-random elements (0, 1, m - 1, values near 2^380
 * and 2^254, others from a fixed xorshift stream), in Fp and in Fr:
 * products, squares, sums, differences, negations, the zero and equality
 * masks and a batch inversion; in Fp also a blend. Any difference leaves
 * the batch paths on the scalar field, and bls381_lanes_engine() says so
 * (BLS381_LANES_IFMA_FAILED), so a miscompiled or misdetected back end
 * never gives a wrong answer. Public data only (a switch).
 */
#include "field/fp_x8.h"

#include <stdatomic.h>
#include <string.h> /* memset, memcpy */

#include "bls381_sys.h"
#include "field/field.h"

/* memcmp's answer without memcmp (the bare-metal library documents the
 * libc functions it needs, and this is not one) */
static bool differ(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    unsigned char d = 0;
    for (size_t i = 0; i < n; i++) d |= x[i] ^ y[i];
    return d != 0;
}

/* 0: not decided; else 1 + a bls381_lanes_kind */
static _Atomic int lanes_choice;

static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* lane k of group g: fixed edge values in group 0, pseudo-random below
 * 2^380 (Fp) / 2^254 (Fr) elsewhere; both below the modulus */
static void sample_fp(bls381_fp *x, int g, int k, uint64_t *s)
{
    for (int i = 0; i < 6; i++) x->l[i] = xorshift(s);
    x->l[5] &= (1ULL << 60) - 1;
    if (g > 0) return;
    if (k == 0) memset(x, 0, sizeof *x);
    if (k == 1) *x = bls381_fp_one_mont;
    if (k == 2 || k == 3) {
        memcpy(x->l, bls381_fp_modulus, sizeof x->l);
        x->l[0] -= (uint64_t)(k - 1); /* p - 1, p - 2 */
    }
    if (k == 4) memset(x->l, 0xff, 5 * sizeof x->l[0]), x->l[5] = (1ULL << 60) - 1;
}
static void sample_fr(bls381_fr *x, int g, int k, uint64_t *s)
{
    for (int i = 0; i < 4; i++) x->l[i] = xorshift(s);
    x->l[3] &= (1ULL << 62) - 1;
    if (g > 0) return;
    if (k == 0) memset(x, 0, sizeof *x);
    if (k == 1) *x = bls381_fr_one_mont;
    if (k == 2) memcpy(x->l, bls381_fr_modulus, sizeof x->l), x->l[0] -= 1;
}

enum { CHECK_GROUPS = 4 };

static bool check_fp(const bls381_fp_x8_engine *e, uint64_t *s)
{
    bls381_fp a[CHECK_GROUPS * 8], b[CHECK_GROUPS * 8], want, got[6][8];
    const bls381_fp *pa[8], *pb[8];
    bls381_fp *pg[6][8];
    bls381_fp_x8 xa[CHECK_GROUPS], xb, xr, inv[CHECK_GROUPS];
    for (int g = 0; g < CHECK_GROUPS; g++) {
        for (int k = 0; k < 8; k++) {
            sample_fp(&a[8 * g + k], g, k, s);
            sample_fp(&b[8 * g + k], g, (k + 3) % 8, s);
            pa[k] = &a[8 * g + k];
            pb[k] = &b[8 * g + k];
            for (int o = 0; o < 6; o++) pg[o][k] = &got[o][k];
        }
        e->fp_load(&xa[g], pa);
        e->fp_load(&xb, pb);
        e->fp_mul(&xr, &xa[g], &xb); e->fp_store(pg[0], &xr);
        e->fp_sqr(&xr, &xa[g]); e->fp_store(pg[1], &xr);
        e->fp_add(&xr, &xa[g], &xb); e->fp_store(pg[2], &xr);
        e->fp_sub(&xr, &xa[g], &xb); e->fp_store(pg[3], &xr);
        e->fp_neg(&xr, &xb); e->fp_store(pg[4], &xr);
        e->fp_blend(&xr, 0x5a, &xa[g], &xb); e->fp_store(pg[5], &xr);
        for (int k = 0; k < 8; k++) {
            const bls381_fp *x = pa[k], *y = pb[k];
            bls381_fp_mul(&want, x, y); if (differ(&want, &got[0][k], sizeof want)) return false;
            bls381_fp_sqr(&want, x); if (differ(&want, &got[1][k], sizeof want)) return false;
            bls381_fp_add(&want, x, y); if (differ(&want, &got[2][k], sizeof want)) return false;
            bls381_fp_sub(&want, x, y); if (differ(&want, &got[3][k], sizeof want)) return false;
            bls381_fp_neg(&want, y); if (differ(&want, &got[4][k], sizeof want)) return false;
            if (differ((0x5a >> k) & 1 ? y : x, &got[5][k], sizeof want)) return false;
        }
        unsigned z = 0;
        for (int k = 0; k < 8; k++) z |= (unsigned)bls381_fp_is_zero(pa[k]) << k;
        if (e->fp_is_zero(&xa[g]) != z || e->fp_eq(&xa[g], &xa[g]) != 0xff) return false;
    }
    e->fp_batch_inv(inv, xa, CHECK_GROUPS);
    for (int g = 0; g < CHECK_GROUPS; g++) {
        e->fp_store(pg[5], &inv[g]);
        for (int k = 0; k < 8; k++) {
            bls381_fp_inv_vartime(&want, &a[8 * g + k]);
            if (differ(&want, &got[5][k], sizeof want)) return false;
        }
    }
    return true;
}

static bool check_fr(const bls381_fp_x8_engine *e, uint64_t *s)
{
    bls381_fr a[CHECK_GROUPS * 8], b[CHECK_GROUPS * 8], want, got[5][8];
    const bls381_fr *pa[8], *pb[8];
    bls381_fr *pg[5][8];
    bls381_fr_x8 xa[CHECK_GROUPS], xb, xr, inv[CHECK_GROUPS];
    for (int g = 0; g < CHECK_GROUPS; g++) {
        for (int k = 0; k < 8; k++) {
            sample_fr(&a[8 * g + k], g, k, s);
            sample_fr(&b[8 * g + k], g, (k + 5) % 8, s);
            pa[k] = &a[8 * g + k];
            pb[k] = &b[8 * g + k];
            for (int o = 0; o < 5; o++) pg[o][k] = &got[o][k];
        }
        e->fr_load(&xa[g], pa);
        e->fr_load(&xb, pb);
        e->fr_mul(&xr, &xa[g], &xb); e->fr_store(pg[0], &xr);
        e->fr_sqr(&xr, &xa[g]); e->fr_store(pg[1], &xr);
        e->fr_add(&xr, &xa[g], &xb); e->fr_store(pg[2], &xr);
        e->fr_sub(&xr, &xa[g], &xb); e->fr_store(pg[3], &xr);
        e->fr_neg(&xr, &xb); e->fr_store(pg[4], &xr);
        for (int k = 0; k < 8; k++) {
            const bls381_fr *x = pa[k], *y = pb[k];
            bls381_fr_mul(&want, x, y); if (differ(&want, &got[0][k], sizeof want)) return false;
            bls381_fr_sqr(&want, x); if (differ(&want, &got[1][k], sizeof want)) return false;
            bls381_fr_add(&want, x, y); if (differ(&want, &got[2][k], sizeof want)) return false;
            bls381_fr_sub(&want, x, y); if (differ(&want, &got[3][k], sizeof want)) return false;
            bls381_fr_neg(&want, y); if (differ(&want, &got[4][k], sizeof want)) return false;
        }
        unsigned z = 0;
        for (int k = 0; k < 8; k++) z |= (unsigned)bls381_fr_is_zero(pa[k]) << k;
        if (e->fr_is_zero(&xa[g]) != z || e->fr_eq(&xa[g], &xa[g]) != 0xff) return false;
    }
    e->fr_batch_inv(inv, xa, CHECK_GROUPS);
    for (int g = 0; g < CHECK_GROUPS; g++) {
        e->fr_store(pg[0], &inv[g]);
        for (int k = 0; k < 8; k++) {
            bls381_fr_inv_vartime(&want, &a[8 * g + k]);
            if (differ(&want, &got[0][k], sizeof want)) return false;
        }
    }
    return true;
}

bool bls381_fp_x8_self_check(const bls381_fp_x8_engine *e)
{
    uint64_t s = 0x9e3779b97f4a7c15ULL;
    return check_fp(e, &s) && check_fr(e, &s);
}

static int decide(void)
{
    switch (bls381_cpu_lanes()) {
#if BLS381_HAVE_LANE_MODEL
    case BLS381_CPU_LANES_MODEL: return BLS381_LANES_MODEL;
#endif
#if BLS381_HAVE_IFMA
    case BLS381_CPU_LANES_IFMA:
        return bls381_fp_x8_self_check(&bls381_fp_x8_ifma) ? BLS381_LANES_IFMA : BLS381_LANES_IFMA_FAILED;
#endif
    default: return BLS381_LANES_OFF;
    }
}

static int choice(void)
{
    int c = atomic_load_explicit(&lanes_choice, memory_order_relaxed);
    if (c == 0) {
        int want = 1 + decide(), expected = 0;
        /* a concurrent bls381_fp_x8_select wins */
        if (atomic_compare_exchange_strong_explicit(&lanes_choice, &expected, want, memory_order_relaxed,
                                                    memory_order_relaxed))
            c = want;
        else
            c = expected;
    }
    return c - 1;
}

const bls381_fp_x8_engine *bls381_fp_x8_get(void)
{
    switch (choice()) {
#if BLS381_HAVE_LANE_MODEL
    case BLS381_LANES_MODEL: return &bls381_fp_x8_model;
#endif
#if BLS381_HAVE_IFMA
    case BLS381_LANES_IFMA: return bls381_cpu_use_asm() ? &bls381_fp_x8_ifma : NULL;
#endif
    default: return NULL;
    }
}

void bls381_fp_x8_select(int kind)
{
    int c = kind < 0 ? 1 + decide() : 1 + kind;
#if BLS381_HAVE_IFMA
    if (kind == BLS381_LANES_IFMA && !bls381_cpu_has_ifma()) c = 1 + BLS381_LANES_OFF;
#else
    if (kind == BLS381_LANES_IFMA) c = 1 + BLS381_LANES_OFF;
#endif
    if (!BLS381_HAVE_LANE_MODEL && kind == BLS381_LANES_MODEL) c = 1 + BLS381_LANES_OFF;
    atomic_store_explicit(&lanes_choice, c, memory_order_relaxed);
}

bls381_lanes_kind bls381_lanes_engine(void)
{
    int c = choice();
    if (c == BLS381_LANES_IFMA && !bls381_cpu_use_asm()) return BLS381_LANES_OFF;
    return (bls381_lanes_kind)c;
}
