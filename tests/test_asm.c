/*
 * The assembly kernels (asm/) against their C twins (field/): for every
 * kernel, identical output on test_iters(1000000) random inputs drawn from
 * the whole range its contract allows, and on every pair of edge values
 * (0, 1, m-1, all-ones limbs, values at the lazy-reduction bound), with and
 * without the output aliasing an input.
 *
 * The bodies are compiled only with BLS381_ASM (x86-64 + NASM) and run only
 * when the CPU has BMI2 and ADX. Otherwise each test prints
 * "NOT APPLICABLE: <test>: <reason>" and returns; tests/run_all.sh treats
 * that line as a failure on a machine that should have run the assembly.
 * On ARM with its kernels (BLS381_HAVE_ARM_ASM: Thumb-2 asm/arm/ or
 * AArch64 asm/aarch64/) the Fp and Fr tests run those instead (K below; neg
 * and dbl are then the public functions, which field/fp.c builds from the
 * kernels' sub and add); tests/cross.sh runs them under qemu-arm and
 * qemu-aarch64, examples/bare-m4 on the M4.
 */
#include "harness.h"
#include "bls381_sys.h"
#include "field/field.h"
#include "field/field_asm.h"
#include "field/wide.h"
#include "sys/cpu.h"

#include <stdio.h>
#include <string.h>

static bool asm_applicable(const char *test)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_has_bmi2_adx()) return true;
    printf("NOT APPLICABLE: %s: the CPU lacks BMI2/ADX\n", test);
#else
    printf("NOT APPLICABLE: %s: built without assembly (ASM=0 or not x86-64)\n", test);
#endif
    return false;
}

/* the Fp and Fr kernels: x86's, or ARM's */
#if BLS381_HAVE_ASM
#  define FIELD_KERNELS 1
#  define K(x86, arm) x86
#elif BLS381_HAVE_ARM_ASM
#  define FIELD_KERNELS 1
#  define K(x86, arm) arm
#else
#  define FIELD_KERNELS 0
#endif

static bool field_applicable(const char *test)
{
#if BLS381_HAVE_ARM_ASM
    (void)test;
    return true;
#else
    return asm_applicable(test);
#endif
}

#if FIELD_KERNELS

#define MAXL 12

/* ------------------------------------------------------------ limb helpers */

static void limbs_add(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t c = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t s = a[i] + c;
        c = s < c;
        r[i] = s + b[i];
        c += r[i] < s;
    }
}

static void limbs_shr1(uint64_t *r, const uint64_t *a, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++) r[i] = (a[i] >> 1) | (a[i + 1] << 63);
    r[n - 1] = a[n - 1] >> 1;
}

static void limbs_sub_small(uint64_t *r, const uint64_t *a, uint64_t k, size_t n)
{
    uint64_t borrow = k;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = a[i];
        r[i] = x - borrow;
        borrow = x < borrow;
    }
}

static int limbs_lt(const uint64_t *a, const uint64_t *b, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i];
    return 0;
}

/* A value below `bound` (n limbs), drawn to hit structure often: each limb
 * is random, 0 or all ones (1/8 each); rejected and redrawn when >= bound.
 * bound == NULL means any n-limb value. */
static void rand_below(uint64_t *r, const uint64_t *bound, size_t n)
{
    uint64_t top_mask = ~0ULL;
    if (bound) {
        top_mask = bound[n - 1];
        for (int s = 1; s < 64; s <<= 1) top_mask |= top_mask >> s;
    }
    do {
        for (size_t i = 0; i < n; i++) {
            uint64_t kind = test_rand64() & 7, v = test_rand64();
            r[i] = kind == 0 ? 0 : kind == 1 ? ~0ULL : v;
        }
        r[n - 1] &= top_mask;
        if (bound && (test_rand64() & 7) == 0) r[n - 1] = bound[n - 1]; /* near the bound */
    } while (bound && !limbs_lt(r, bound, n));
}

/* Edge values below `bound` (n limbs; NULL = any value) for modulus m.
 * Returns the count written to out (at most 32 values). */
static size_t edge_values(uint64_t out[][MAXL], const uint64_t *m, const uint64_t *bound, size_t n)
{
    size_t k = 0;
    uint64_t v[MAXL];
#define PUT(expr) do { expr; if (!bound || limbs_lt(v, bound, n)) memcpy(out[k++], v, n * 8); } while (0)
    PUT(memset(v, 0, sizeof v));                                        /* 0 */
    PUT((memset(v, 0, sizeof v), v[0] = 1));                            /* 1 */
    PUT((memset(v, 0, sizeof v), v[0] = 2));                            /* 2 */
    PUT(limbs_sub_small(v, m, 1, n));                                   /* m-1 */
    PUT(limbs_sub_small(v, m, 2, n));                                   /* m-2 */
    PUT(limbs_shr1(v, m, n));                                           /* (m-1)/2 */
    PUT((limbs_shr1(v, m, n), v[0] += 1));                              /* (m+1)/2 */
    PUT((memset(v, 0, sizeof v), v[0] = ~0ULL));                        /* 2^64-1 */
    PUT((memset(v, 0xff, n * 8), v[n - 1] = 0));                        /* 2^(64(n-1))-1 */
    PUT((memset(v, 0xff, n * 8), v[n - 1] = m[n - 1] - 1));             /* all-ones below top */
    PUT((memset(v, 0x55, n * 8), v[n - 1] = m[n - 1] >> 1));            /* alternating bits */
    PUT((memset(v, 0, sizeof v), v[n - 1] = m[n - 1]));                 /* m's top limb alone */
    PUT((memcpy(v, m, n * 8), v[0] = 0));                               /* m - m[0] */
    /* at and above m: kept only when the bound allows (lazy inputs) */
    PUT(memcpy(v, m, n * 8));                                           /* m */
    PUT((memcpy(v, m, n * 8), v[0] += 1));                              /* m+1 */
    PUT((limbs_add(v, m, m, n), limbs_sub_small(v, v, 1, n)));          /* 2m-1 */
    PUT((limbs_add(v, m, m, n), limbs_sub_small(v, v, 2, n)));          /* 2m-2 */
    PUT((limbs_add(v, m, m, n), v[0] = 0));                             /* 2m - low limb */
    PUT((memset(v, 0xff, n * 8), limbs_add(v + n - 1, m + n - 1, m + n - 1, 1), v[n - 1] -= 1));
    PUT(memset(v, 0xff, n * 8));                                        /* 2^(64n)-1 */
    PUT((memset(v, 0, sizeof v), v[n - 1] = 1ULL << 63));               /* 2^(64n-1) */
#undef PUT
    return k;
}

static const uint64_t *fp_m(void) { return bls381_fp_modulus; }
static const uint64_t *fr_m(void) { return bls381_fr_modulus; }

static void twice(uint64_t *r, const uint64_t *m, size_t n) { limbs_add(r, m, m, n); }

/* ------------------------------------------------------------ comparisons */

typedef void (*bin_fn)(void *r, const void *a, const void *b);
typedef void (*un_fn)(void *r, const void *a);

/* out = f(a, b) for the asm and the C kernel, also with r aliasing a and b */
static int bin_agree(bin_fn fa, bin_fn fc, const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t ra[MAXL], rc[MAXL], x[MAXL];
    fa(ra, a, b);
    fc(rc, a, b);
    if (memcmp(ra, rc, n * 8)) return 0;
    memcpy(x, a, n * 8); fa(x, x, b);
    if (memcmp(x, rc, n * 8)) return 0;
    memcpy(x, b, n * 8); fa(x, a, x);
    if (memcmp(x, rc, n * 8)) return 0;
    return 1;
}

static int un_agree(un_fn fa, un_fn fc, const uint64_t *a, size_t n)
{
    uint64_t ra[MAXL], rc[MAXL], x[MAXL];
    fa(ra, a);
    fc(rc, a);
    if (memcmp(ra, rc, n * 8)) return 0;
    memcpy(x, a, n * 8); fa(x, x);
    return memcmp(x, rc, n * 8) == 0;
}

static void report(const char *what, const uint64_t *a, const uint64_t *b, size_t n)
{
    char buf[600];
    size_t o = 0;
    o += (size_t)snprintf(buf + o, sizeof buf - o, "%s differs: a =", what);
    for (size_t i = n; i-- > 0;) o += (size_t)snprintf(buf + o, sizeof buf - o, " %016llx", (unsigned long long)a[i]);
    if (b) {
        o += (size_t)snprintf(buf + o, sizeof buf - o, "  b =");
        for (size_t i = n; i-- > 0;) o += (size_t)snprintf(buf + o, sizeof buf - o, " %016llx", (unsigned long long)b[i]);
    }
    test_failf(__FILE__, __LINE__, "%s", buf);
}

/* Random inputs below `bound`, then all pairs of edge values below it. */
static void check_bin(const char *what, bin_fn fa, bin_fn fc, const uint64_t *m,
                      const uint64_t *bound, size_t n)
{
    uint64_t a[MAXL], b[MAXL], edges[32][MAXL];
    for (size_t i = 0; i < test_iters(1000000); i++) {
        rand_below(a, bound, n);
        rand_below(b, bound, n);
        if (!bin_agree(fa, fc, a, b, n)) { report(what, a, b, n); return; }
    }
    size_t ne = edge_values(edges, m, bound, n);
    for (size_t i = 0; i < ne; i++)
        for (size_t j = 0; j < ne; j++)
            if (!bin_agree(fa, fc, edges[i], edges[j], n)) { report(what, edges[i], edges[j], n); return; }
}

static void check_un(const char *what, un_fn fa, un_fn fc, const uint64_t *m,
                     const uint64_t *bound, size_t n)
{
    uint64_t a[MAXL], edges[32][MAXL];
    for (size_t i = 0; i < test_iters(1000000); i++) {
        rand_below(a, bound, n);
        if (!un_agree(fa, fc, a, n)) { report(what, a, NULL, n); return; }
    }
    size_t ne = edge_values(edges, m, bound, n);
    for (size_t i = 0; i < ne; i++)
        if (!un_agree(fa, fc, edges[i], n)) { report(what, edges[i], NULL, n); return; }
}

/* Adapters from the typed kernels to limb pointers (the types are structs
 * of limb arrays, so the casts only restore what the caller passed in). */
#define BIN(name, f, T) static void name##_b(void *r, const void *a, const void *b) { f((T *)r, (const T *)a, (const T *)b); }
#define UN(name, f, T) static void name##_u(void *r, const void *a) { f((T *)r, (const T *)a); }
BIN(k_fp_mul, K(bls381_fp_mul_mulx, bls381_fp_mul_arm), bls381_fp) BIN(bls381_fp_mul_portable, bls381_fp_mul_portable, bls381_fp)
BIN(k_fp_add, K(bls381_fp_add_asm, bls381_fp_add_arm), bls381_fp) BIN(bls381_fp_add_portable, bls381_fp_add_portable, bls381_fp)
BIN(k_fp_sub, K(bls381_fp_sub_asm, bls381_fp_sub_arm), bls381_fp) BIN(bls381_fp_sub_portable, bls381_fp_sub_portable, bls381_fp)
UN(k_fp_sqr, K(bls381_fp_sqr_mulx, bls381_fp_sqr_arm), bls381_fp) UN(bls381_fp_sqr_portable, bls381_fp_sqr_portable, bls381_fp)
UN(k_fp_neg, K(bls381_fp_neg_asm, bls381_fp_neg), bls381_fp) UN(bls381_fp_neg_portable, bls381_fp_neg_portable, bls381_fp)
UN(k_fp_dbl, K(bls381_fp_dbl_asm, bls381_fp_dbl), bls381_fp) UN(bls381_fp_dbl_portable, bls381_fp_dbl_portable, bls381_fp)
BIN(k_fr_mul, K(bls381_fr_mul_mulx, bls381_fr_mul_arm), bls381_fr) BIN(bls381_fr_mul_portable, bls381_fr_mul_portable, bls381_fr)
BIN(k_fr_add, K(bls381_fr_add_asm, bls381_fr_add_arm), bls381_fr) BIN(bls381_fr_add_portable, bls381_fr_add_portable, bls381_fr)
BIN(k_fr_sub, K(bls381_fr_sub_asm, bls381_fr_sub_arm), bls381_fr) BIN(bls381_fr_sub_portable, bls381_fr_sub_portable, bls381_fr)
UN(k_fr_sqr, K(bls381_fr_sqr_mulx, bls381_fr_sqr_arm), bls381_fr) UN(bls381_fr_sqr_portable, bls381_fr_sqr_portable, bls381_fr)
#define k_fp_mul_wide K(bls381_fp_mul_wide_mulx, bls381_fp_mul_wide_arm)
#define k_fp_redc K(bls381_fp_redc_mulx, bls381_fp_redc_arm)
#undef BIN
#undef UN

#endif /* FIELD_KERNELS */

/* ------------------------------------------------------------------ Fp */

TEST(asm_fp_mul__matches_portable_below_2p)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    uint64_t two_p[6];
    twice(two_p, fp_m(), 6);
    check_bin("fp_mul", k_fp_mul_b, bls381_fp_mul_portable_b, fp_m(), two_p, 6);
#endif
}

TEST(asm_fp_sqr__matches_portable_below_2p)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    uint64_t two_p[6];
    twice(two_p, fp_m(), 6);
    check_un("fp_sqr", k_fp_sqr_u, bls381_fp_sqr_portable_u, fp_m(), two_p, 6);
#endif
}

TEST(asm_fp_add__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_bin("fp_add", k_fp_add_b, bls381_fp_add_portable_b, fp_m(), fp_m(), 6);
#endif
}

TEST(asm_fp_sub__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_bin("fp_sub", k_fp_sub_b, bls381_fp_sub_portable_b, fp_m(), fp_m(), 6);
#endif
}

TEST(asm_fp_neg__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_un("fp_neg", k_fp_neg_u, bls381_fp_neg_portable_u, fp_m(), fp_m(), 6);
#endif
}

TEST(asm_fp_dbl__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_un("fp_dbl", k_fp_dbl_u, bls381_fp_dbl_portable_u, fp_m(), fp_m(), 6);
#endif
}

TEST(asm_fp_mul_wide__matches_portable_on_any_384_bit_inputs)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    uint64_t edges[32][MAXL];
    size_t ne = edge_values(edges, fp_m(), NULL, 6);
    for (size_t i = 0; i < test_iters(1000000) + ne * ne; i++) {
        bls381_fp a, b;
        uint64_t ta[12], tc[12];
        if (i < ne * ne) {
            memcpy(a.l, edges[i / ne], 48);
            memcpy(b.l, edges[i % ne], 48);
        } else {
            rand_below(a.l, NULL, 6);
            rand_below(b.l, NULL, 6);
        }
        k_fp_mul_wide(ta, &a, &b);
        bls381_fp_mul_wide_portable(tc, &a, &b);
        if (memcmp(ta, tc, sizeof ta)) { report("fp_mul_wide", a.l, b.l, 6); break; }
    }
#endif
}

TEST(asm_fp_redc__matches_portable_below_p_times_2_384)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    /* t < p*2^384: high half < p, low half anything; plus t = the
     * products of every pair of edge values below 2p ((2p)^2 < p*2^384),
     * plus the largest allowed t = p*2^384 - 1 */
    uint64_t two_p[6], edges[32][MAXL];
    twice(two_p, fp_m(), 6);
    size_t ne = edge_values(edges, fp_m(), two_p, 6);
    for (size_t i = 0; i < test_iters(1000000) + ne * ne + 1; i++) {
        uint64_t t[12], x[12];
        bls381_fp ra, rc;
        if (i < ne * ne) {
            bls381_fp a, b;
            memcpy(a.l, edges[i / ne], 48);
            memcpy(b.l, edges[i % ne], 48);
            bls381_fp_mul_wide_portable(t, &a, &b);
        } else if (i == ne * ne) {
            memset(t, 0xff, 48);
            limbs_sub_small(t + 6, fp_m(), 1, 6);
        } else {
            rand_below(t, NULL, 6);
            rand_below(t + 6, fp_m(), 6);
        }
        k_fp_redc(&ra, t);
        bls381_fp_redc_portable(&rc, t);
        memcpy(x, t, sizeof x);
        k_fp_redc((bls381_fp *)x, x); /* output over the input */
        if (memcmp(&ra, &rc, 48) || memcmp(x, &rc, 48)) { report("fp_redc (high, low)", t + 6, t, 6); break; }
    }
#endif
}

/* ----------------------------------------------------------------- Fp2 */

/* The Fp2 kernels: x86's (asm/fp2_mulx.asm) or AArch64's (asm/aarch64/) */
#if BLS381_HAVE_ASM
#  define FP2_KERNELS 1
#  define k_fp2_mul bls381_fp2_mul_mulx
#  define k_fp2_sqr bls381_fp2_sqr_mulx
#elif BLS381_HAVE_ARM_ASM && defined(__aarch64__)
#  define FP2_KERNELS 1
#  define k_fp2_mul bls381_fp2_mul_arm
#  define k_fp2_sqr bls381_fp2_sqr_arm
#else
#  define FP2_KERNELS 0
#endif

static bool fp2_applicable(const char *test)
{
#if BLS381_HAVE_ARM_ASM && !defined(__aarch64__)
    printf("NOT APPLICABLE: %s: no Fp2 kernels for 32-bit ARM\n", test);
    return false;
#else
    return field_applicable(test);
#endif
}

#if FP2_KERNELS
/* The C reference: on x86 the public function with the portable path
 * forced (whichever C form field/fp2.c uses, over the C Fp kernels); on
 * AArch64 the twins themselves (the choice there is made at build time). */
static void fp2_ref(bool sqr, bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
#if BLS381_HAVE_ASM
    bool was = bls381_asm_active();
    bls381_force_portable(true);
    if (sqr) bls381_fp2_sqr(r, a); else bls381_fp2_mul(r, a, b);
    bls381_force_portable(!was);
#else
    if (sqr) bls381_fp2_sqr_plain(r, a); else bls381_fp2_mul_lazy(r, a, b);
#endif
}

static int fp2_agree(bool sqr, const bls381_fp2 *a, const bls381_fp2 *b)
{
    bls381_fp2 ra, rc, x;
    fp2_ref(sqr, &rc, a, b);
    if (sqr) k_fp2_sqr(&ra, a); else k_fp2_mul(&ra, a, b);
    if (memcmp(&ra, &rc, sizeof ra)) return 0;
    x = *a;
    if (sqr) k_fp2_sqr(&x, &x); else k_fp2_mul(&x, &x, b);
    if (memcmp(&x, &rc, sizeof x)) return 0;
    if (sqr) return 1;
    x = *b;
    k_fp2_mul(&x, a, &x);
    return memcmp(&x, &rc, sizeof x) == 0;
}

static void check_fp2(bool sqr)
{
    const char *what = sqr ? "fp2_sqr (c0, c1)" : "fp2_mul (a.c0, b.c0)";
    uint64_t edges[32][MAXL];
    size_t ne = edge_values(edges, fp_m(), fp_m(), 6);
    bls381_fp2 a, b;
    for (size_t i = 0; i < test_iters(1000000); i++) {
        rand_below(a.c0.l, fp_m(), 6); rand_below(a.c1.l, fp_m(), 6);
        rand_below(b.c0.l, fp_m(), 6); rand_below(b.c1.l, fp_m(), 6);
        if (!fp2_agree(sqr, &a, &b)) { report(what, a.c0.l, sqr ? a.c1.l : b.c0.l, 6); return; }
    }
    /* every pair of edges as (c0, c1), against a random and an edge b */
    for (size_t i = 0; i < ne * ne; i++) {
        memcpy(a.c0.l, edges[i / ne], 48);
        memcpy(a.c1.l, edges[i % ne], 48);
        memcpy(b.c0.l, edges[(i + 3) % ne], 48);
        rand_below(b.c1.l, fp_m(), 6);
        if (!fp2_agree(sqr, &a, &b)) { report(what, a.c0.l, sqr ? a.c1.l : b.c0.l, 6); return; }
        b = a;
        if (!fp2_agree(sqr, &a, &b)) { report(what, a.c0.l, a.c1.l, 6); return; }
    }
}
#endif

TEST(asm_fp2_mul__matches_portable)
{
    if (!fp2_applicable(__func__)) return;
#if FP2_KERNELS
    check_fp2(false);
#endif
}

TEST(asm_fp2_sqr__matches_portable)
{
    if (!fp2_applicable(__func__)) return;
#if FP2_KERNELS
    check_fp2(true);
#endif
}

/* The wide Fp2 product the build uses (fp6_lazy.c: AArch64's kernel, or
 * the C bls381_fp2_mul_wide) against schoolbook on four wide products:
 * c0 = a0 b0 - a1 b1 (plus p*2^384 when negative), c1 = a0 b1 + a1 b0,
 * coordinates below 2p (the unreduced sums fp6_lazy.c passes), random and
 * edge values; x86's kernel too; on AArch64 the C twin too, and the
 * product kernel against its twin on these inputs. */
#if FIELD_KERNELS
static void limbs_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t nb[MAXL], one[MAXL] = {1};
    for (size_t i = 0; i < n; i++) nb[i] = ~b[i];
    limbs_add(r, a, nb, n);
    limbs_add(r, r, one, n);
}

static void fp2_wide_schoolbook(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    uint64_t t0[12], t1[12], t2[12], t3[12], m[12] = {0};
    bls381_fp_mul_wide_portable(t0, &a->c0, &b->c0);
    bls381_fp_mul_wide_portable(t1, &a->c1, &b->c1);
    bls381_fp_mul_wide_portable(t2, &a->c0, &b->c1);
    bls381_fp_mul_wide_portable(t3, &a->c1, &b->c0);
    limbs_add(r->c1.l, t2, t3, 12);
    if (limbs_lt(t0, t1, 12)) {
        memcpy(m + 6, fp_m(), 48);
        limbs_add(t0, t0, m, 12);
    }
    limbs_sub(r->c0.l, t0, t1, 12);
}
#endif

TEST(asm_fp2_mul_wide__matches_schoolbook_below_2p)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    uint64_t two_p[6], edges[32][MAXL];
    twice(two_p, fp_m(), 6);
    size_t ne = edge_values(edges, fp_m(), two_p, 6), nr = test_iters(100000);
    bls381_fp2 a, b;
    bls381_fp2w ta, tc;
    for (size_t i = 0; i < nr + ne * ne; i++) {
        if (i < nr) {
            rand_below(a.c0.l, two_p, 6); rand_below(a.c1.l, two_p, 6);
            rand_below(b.c0.l, two_p, 6); rand_below(b.c1.l, two_p, 6);
        } else {
            size_t j = i - nr;
            memcpy(a.c0.l, edges[j / ne], 48);
            memcpy(a.c1.l, edges[j % ne], 48);
            memcpy(b.c0.l, edges[(j + 3) % ne], 48);
            memcpy(b.c1.l, edges[(j + 7) % ne], 48);
        }
        fp2_wide_schoolbook(&tc, &a, &b);
        BLS381_A64_OR(bls381_fp2_mul_wide_arm, bls381_fp2_mul_wide)(&ta, &a, &b);
        if (memcmp(&ta, &tc, sizeof ta)) { report("fp2_mul_wide (a.c0, b.c0)", a.c0.l, b.c0.l, 6); return; }
#if BLS381_HAVE_ASM
        /* x86's kernel (asm/fp2_mulx.asm) against the same values */
        bls381_fp2_mul_wide_mulx(&ta, &a, &b);
        if (memcmp(&ta, &tc, sizeof ta)) { report("fp2_mul_wide_mulx (a.c0, b.c0)", a.c0.l, b.c0.l, 6); return; }
#endif
#if BLS381_HAVE_ARM_ASM && defined(__aarch64__)
        bls381_fp2_mul_wide(&ta, &a, &b);
        if (memcmp(&ta, &tc, sizeof ta)) { report("C fp2_mul_wide (a.c0, b.c0)", a.c0.l, b.c0.l, 6); return; }
        /* the product kernel on the same unreduced inputs (its contract) */
        bls381_fp2 ra, rc;
        bls381_fp2_mul_arm(&ra, &a, &b);
        bls381_fp2_mul_lazy(&rc, &a, &b);
        if (memcmp(&ra, &rc, sizeof ra)) { report("fp2_mul below 2p (a.c0, b.c0)", a.c0.l, b.c0.l, 6); return; }
#endif
    }
#endif
}

/* Fp2 additions the build uses (field/fp2.c: x86's or AArch64's kernels,
 * or two Fp calls), the product by the nonresidue u + 1 and the half
 * (x86's kernels, asm/fp2_addsub.asm) against the portable Fp functions
 * (and bls381_fp_half, checked by doubling) per coordinate,
 * coordinates below p (random and every edge pair), outputs over either
 * input too; on x86 and AArch64 also the unreduced sum's kernel against
 * bls381_fp_add_unreduced. */
#if FIELD_KERNELS
static int fp2_addsub_agree(int op, const bls381_fp2 *a, const bls381_fp2 *b)
{
    static void (*const pub[3])(bls381_fp2 *, const bls381_fp2 *, const bls381_fp2 *) = {
        bls381_fp2_add, bls381_fp2_sub, NULL};
    bls381_fp2 want, got, x;
    const bls381_fp2 *b2 = op == 2 ? a : b;   /* dbl = a + a */
    if (op >= 3) {   /* 3: (a0 - a1) + (a0 + a1) u; 4: a/2 */
        void (*un)(bls381_fp2 *, const bls381_fp2 *) = op == 3 ? bls381_fp2_mul_by_nonresidue : bls381_fp2_half;
        if (op == 3) {
            bls381_fp_sub_portable(&want.c0, &a->c0, &a->c1);
            bls381_fp_add_portable(&want.c1, &a->c0, &a->c1);
        } else {
            bls381_fp_half(&want.c0, &a->c0);
            bls381_fp_half(&want.c1, &a->c1);
            bls381_fp_add_portable(&x.c0, &want.c0, &want.c0);   /* and 2 (a/2) = a */
            bls381_fp_add_portable(&x.c1, &want.c1, &want.c1);
            if (memcmp(&x, a, sizeof x)) return 0;
        }
        un(&got, a);
        x = *a, un(&x, &x);
        return !memcmp(&got, &want, sizeof got) && !memcmp(&x, &want, sizeof x);
    }
    if (op == 1) {
        bls381_fp_sub_portable(&want.c0, &a->c0, &b2->c0);
        bls381_fp_sub_portable(&want.c1, &a->c1, &b2->c1);
    } else {
        bls381_fp_add_portable(&want.c0, &a->c0, &b2->c0);
        bls381_fp_add_portable(&want.c1, &a->c1, &b2->c1);
    }
    if (op == 2) {
        bls381_fp2_dbl(&got, a);
        x = *a, bls381_fp2_dbl(&x, &x);
        return !memcmp(&got, &want, sizeof got) && !memcmp(&x, &want, sizeof x);
    }
    pub[op](&got, a, b);
    int ok = !memcmp(&got, &want, sizeof got);
    x = *a, pub[op](&x, &x, b), ok &= !memcmp(&x, &want, sizeof x);
    x = *b, pub[op](&x, a, &x), ok &= !memcmp(&x, &want, sizeof x);
#if BLS381_HAVE_ASM || (BLS381_HAVE_ARM_ASM && defined(__aarch64__))
    if (op == 0) {
        void (*unred)(bls381_fp2 *, const bls381_fp2 *, const bls381_fp2 *) =
#  if BLS381_HAVE_ASM
            bls381_fp2_add_unreduced_asm;
#  else
            bls381_fp2_add_unreduced_arm;
#  endif
        bls381_fp_add_unreduced(&want.c0, &a->c0, &b->c0);
        bls381_fp_add_unreduced(&want.c1, &a->c1, &b->c1);
        unred(&got, a, b), ok &= !memcmp(&got, &want, sizeof got);
        x = *a, unred(&x, &x, b), ok &= !memcmp(&x, &want, sizeof x);
        x = *b, unred(&x, a, &x), ok &= !memcmp(&x, &want, sizeof x);
    }
#endif
    return ok;
}
#endif

TEST(asm_fp2_add_sub_dbl__match_portable_per_coordinate)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    static const char *const what[5] = {"fp2_add (a.c0, b.c0)", "fp2_sub (a.c0, b.c0)", "fp2_dbl (a.c0, a.c1)",
                                        "fp2_mul_by_nonresidue (a.c0, a.c1)", "fp2_half (a.c0, a.c1)"};
    uint64_t edges[32][MAXL];
    size_t ne = edge_values(edges, fp_m(), fp_m(), 6), nr = test_iters(100000);
    bls381_fp2 a, b;
    for (size_t i = 0; i < nr + ne * ne; i++) {
        if (i < nr) {
            rand_below(a.c0.l, fp_m(), 6); rand_below(a.c1.l, fp_m(), 6);
            rand_below(b.c0.l, fp_m(), 6); rand_below(b.c1.l, fp_m(), 6);
        } else {
            size_t j = i - nr;
            memcpy(a.c0.l, edges[j / ne], 48);
            memcpy(a.c1.l, edges[j % ne], 48);
            memcpy(b.c0.l, edges[(j + 5) % ne], 48);
            memcpy(b.c1.l, edges[(j / ne + 1) % ne], 48);
        }
        for (int op = 0; op < 5; op++)
            if (!fp2_addsub_agree(op, &a, &b)) { report(what[op], a.c0.l, op >= 2 ? a.c1.l : b.c0.l, 6); return; }
    }
#endif
}

/* Wide additions and subtractions mod M = p*2^384 (field/wide.h: AArch64's
 * kernels, or the C) against the integers: a + b, less M when that is >= M;
 * a - b, plus M when a < b. Values in [0, M): the top six limbs random
 * below p or edge values, the low six random, 0 or all ones; outputs over
 * either input too. On AArch64 the C twins as well; on x86 the Fp2
 * kernels against the C per coordinate. */
#if FIELD_KERNELS
static void fpw_rand(bls381_fpw *w, uint64_t edge[MAXL])
{
    if (edge) memcpy(w->l + 6, edge, 48); else rand_below(w->l + 6, fp_m(), 6);
    rand_below(w->l, NULL, 6);
}

static int fpw_agree(bool sub, const bls381_fpw *a, const bls381_fpw *b)
{
    uint64_t m[12] = {0}, t[12];
    bls381_fpw want, got, x;
    memcpy(m + 6, fp_m(), 48);
    if (sub) {
        if (limbs_lt(a->l, b->l, 12)) limbs_add(t, a->l, m, 12); else memcpy(t, a->l, 96);
        limbs_sub(want.l, t, b->l, 12);
    } else {
        limbs_add(t, a->l, b->l, 12);
        if (limbs_lt(t, m, 12)) memcpy(want.l, t, 96); else limbs_sub(want.l, t, m, 12);
    }
    void (*f)(bls381_fpw *, const bls381_fpw *, const bls381_fpw *) = sub ? bls381_fpw_sub : bls381_fpw_add;
    f(&got, a, b);
    x = *a, f(&x, &x, b);
    int ok = !memcmp(&got, &want, 96) && !memcmp(&x, &want, 96);
    x = *b, f(&x, a, &x);
    ok &= !memcmp(&x, &want, 96);
#if BLS381_HAVE_ARM_ASM && defined(__aarch64__)
    (sub ? bls381_fpw_sub_portable : bls381_fpw_add_portable)(&got, a, b);
    ok &= !memcmp(&got, &want, 96);
#endif
#if BLS381_HAVE_ASM
    /* the Fp2 kernel (asm/fpw_addsub.asm): a and b in c0, b and a in c1 */
    bls381_fp2w u = { *a, *b }, v = { *b, *a }, w, y;
    void (*g)(bls381_fp2w *, const bls381_fp2w *, const bls381_fp2w *) = sub ? bls381_fp2w_sub_asm : bls381_fp2w_add_asm;
    (sub ? bls381_fpw_sub_portable : bls381_fpw_add_portable)(&x, b, a);
    g(&w, &u, &v);
    ok &= !memcmp(&w.c0, &want, 96) && !memcmp(&w.c1, &x, 96);
    y = u, g(&y, &y, &v), ok &= !memcmp(&y, &w, sizeof w);
    y = v, g(&y, &u, &y), ok &= !memcmp(&y, &w, sizeof w);
#endif
    return ok;
}
#endif

TEST(asm_fpw_add_sub__match_the_integers_mod_p_times_2_384)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    uint64_t edges[32][MAXL];
    size_t ne = edge_values(edges, fp_m(), fp_m(), 6), nr = test_iters(100000);
    bls381_fpw a, b;
    for (size_t i = 0; i < nr + ne * ne; i++) {
        fpw_rand(&a, i < nr ? NULL : edges[(i - nr) / ne]);
        fpw_rand(&b, i < nr ? NULL : edges[(i - nr) % ne]);
        for (int sub = 0; sub < 2; sub++)
            if (!fpw_agree(sub, &a, &b)) { report(sub ? "fpw_sub (a, b)" : "fpw_add (a, b)", a.l, b.l, 12); return; }
    }
#endif
}

/* ------------------------------------------------------------------ Fr */

TEST(asm_fr_mul__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_bin("fr_mul", k_fr_mul_b, bls381_fr_mul_portable_b, fr_m(), fr_m(), 4);
#endif
}

TEST(asm_fr_sqr__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_un("fr_sqr", k_fr_sqr_u, bls381_fr_sqr_portable_u, fr_m(), fr_m(), 4);
#endif
}

TEST(asm_fr_add__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_bin("fr_add", k_fr_add_b, bls381_fr_add_portable_b, fr_m(), fr_m(), 4);
#endif
}

TEST(asm_fr_sub__matches_portable)
{
    if (!field_applicable(__func__)) return;
#if FIELD_KERNELS
    check_bin("fr_sub", k_fr_sub_b, bls381_fr_sub_portable_b, fr_m(), fr_m(), 4);
#endif
}

/* ------------------------------------------------------------ divsteps */

#if BLS381_HAVE_ASM
/* a divstep batch: (delta's stand-in, f, g) -> the new one, matrix in m */
typedef int64_t (*divsteps_fn)(int64_t z, uint64_t f, uint64_t g, int64_t m[4]);

/* one batch on (z, f, g) by a kernel and its twin; f is made odd */
static int batches_agree(divsteps_fn a, divsteps_fn b, int64_t z, uint64_t f, uint64_t g)
{
    int64_t ta[4], tp[4];
    f |= 1;
    int64_t za = a(z, f, g, ta);
    int64_t zp = b(z, f, g, tp);
    return za == zp && memcmp(ta, tp, sizeof ta) == 0;
}

/* every pair of edge words under every edge value of z; failures counted,
 * the first reported */
static size_t batches_disagree_on_grid(divsteps_fn a, divsteps_fn b, const uint64_t *words, size_t nw,
                                       const int64_t *zs, size_t nz)
{
    size_t bad = 0;
    for (size_t z = 0; z < nz; z++)
        for (size_t i = 0; i < nw; i++)
            for (size_t j = 0; j < nw; j++)
                if (!batches_agree(a, b, zs[z], words[i], words[j]) && bad++ == 0)
                    test_failf(__FILE__, __LINE__, "differ: z %lld f %zu g %zu", (long long)zs[z], i, j);
    return bad;
}

static int divsteps_agree(int64_t zeta, uint64_t f, uint64_t g)
{
    return batches_agree(bls381_by_divsteps59_asm, bls381_by_divsteps59_portable, zeta, f, g);
}
#endif

/* The batch's zeta goes from -1 down and up by at most 59 per batch over
 * at most 15 batches; the test also runs far beyond (|zeta| up to 2^61). */
TEST(asm_by_divsteps59__matches_portable_on_random_and_edge_words)
{
    if (!asm_applicable(__func__)) return;
#if BLS381_HAVE_ASM
    static const uint64_t words[] = { 0, 1, 2, 3, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
                                      0x8000000000000001ULL, ~0ULL, ~1ULL, 0x5555555555555555ULL,
                                      0xaaaaaaaaaaaaaaabULL, 0xfffff00000000001ULL };
    static const int64_t zetas[] = { -1, 0, 1, -2, -59, 58, -1000, 1000, -(1LL << 61), 1LL << 61 };
    CHECK(batches_disagree_on_grid(bls381_by_divsteps59_asm, bls381_by_divsteps59_portable, words,
                                   sizeof words / sizeof words[0], zetas, sizeof zetas / sizeof zetas[0]) == 0);
    size_t n = test_iters(200000);
    for (size_t k = 0; k < n; k++) {
        uint64_t x = test_rand64();
        int64_t zeta = (int64_t)(x % 2401) - 1200;          /* the range inversions use */
        if ((x >> 40) % 8 == 0) zeta = (int64_t)(test_rand64() >> 3) - (1LL << 60);
        uint64_t f = test_rand64(), g = test_rand64();
        CHECK_LOOP(divsteps_agree(zeta, f, g));
    }
#endif
}

/* ------------------------------------------------- divsteps, vartime */

#if BLS381_HAVE_ASM
static int divsteps_var_agree(int64_t eta, uint64_t f, uint64_t g)
{
    return batches_agree(bls381_by_divsteps62_var_asm, bls381_by_divsteps62_var_portable, eta, f, g);
}
#endif

/* The kernel (one bit per addition, branch-free swap) and its twin (up to
 * six bits per multiplication, a branch) take the same 62 divsteps by
 * different roads; the edge words give runs of zeros up to the whole
 * batch (g = 0, a power of two), long runs of delta <= 0 (large eta) and
 * the swaps at every step (eta = -1 with g odd). */
TEST(asm_by_divsteps62_var__matches_portable_on_random_and_edge_words)
{
    if (!asm_applicable(__func__)) return;
#if BLS381_HAVE_ASM
    static const uint64_t words[] = { 0, 1, 2, 3, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
                                      0x8000000000000001ULL, ~0ULL, ~1ULL, 0x5555555555555555ULL,
                                      0xaaaaaaaaaaaaaaabULL, 0xfffff00000000001ULL,
                                      0x4000000000000000ULL, 0x1a0111ea397fe69bULL };
    static const int64_t etas[] = { -1, 0, 1, -2, -62, 62, -1000, 1000, -(1LL << 29), 1LL << 29 };
    CHECK(batches_disagree_on_grid(bls381_by_divsteps62_var_asm, bls381_by_divsteps62_var_portable, words,
                                   sizeof words / sizeof words[0], etas, sizeof etas / sizeof etas[0]) == 0);
    size_t n = test_iters(200000);
    for (size_t k = 0; k < n; k++) {
        uint64_t x = test_rand64();
        int64_t eta = (int64_t)(x % 401) - 200;             /* the range inversions use */
        if ((x >> 40) % 8 == 0) eta = (int64_t)(test_rand64() % (1ULL << 30)) - (1LL << 29);
        uint64_t f = test_rand64(), g = test_rand64();
        if ((x >> 44) % 4 == 0) g &= ~0ULL << (test_rand64() % 64);   /* runs of zeros */
        CHECK_LOOP(divsteps_var_agree(eta, f, g));
    }
#endif
}

/* ------------------------------------------------------------ Pornin */

#if BLS381_HAVE_ASM
/* 31 inner iterations on (a, b) by both, b made odd: factors identical and
 * in range */
static int pornin_inner_agree(uint64_t a, uint64_t b)
{
    int64_t fa[4], fp[4];
    b |= 1;
    bls381_pornin_inner31_asm(a, b, fa);
    bls381_pornin_inner31_portable(a, b, fp);
    for (int i = 0; i < 4; i++)
        if (fp[i] <= -(1LL << 31) || fp[i] > (1LL << 31)) return 0;
    return memcmp(fa, fp, sizeof fa) == 0;
}
#endif

/* The kernel's contract is any a and an odd b (which the iterations keep
 * odd: the kernel reads the next a's parity off a - b, even then); the edge
 * words drive the extreme factors: a = 0 or a power of two doubles b's row
 * to 2^31, equal words subtract to 0 at once. */
TEST(asm_pornin_inner31__matches_portable_on_random_and_edge_words)
{
    if (!asm_applicable(__func__)) return;
#if BLS381_HAVE_ASM
    static const uint64_t words[] = { 0, 1, 2, 3, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
                                      0x8000000000000001ULL, ~0ULL, ~1ULL, 0x5555555555555555ULL,
                                      0xaaaaaaaaaaaaaaabULL, 0xfffff00000000001ULL,
                                      0x0000000080000000ULL, 0x1a0111ea397fe69aULL,
                                      0x73eda753299d7d48ULL, 0xffffffff00000001ULL };
    size_t nw = sizeof words / sizeof words[0], bad = 0;
    for (size_t i = 0; i < nw; i++)
        for (size_t j = 0; j < nw; j++)
            for (int s = 0; s < 64; s += 9)     /* and shifted, for more powers of two */
                if (!pornin_inner_agree(words[i] << s, words[j] >> s) && bad++ == 0)
                    test_failf(__FILE__, __LINE__, "differ: a %zu b %zu shift %d", i, j, s);
    CHECK(bad == 0);
    size_t n = test_iters(200000);
    for (size_t k = 0; k < n; k++) {
        uint64_t a = test_rand64(), b = test_rand64();
        if (k % 8 == 1) a = b + (test_rand64() >> 40);   /* close values */
        if (k % 16 == 2) a >>= test_rand64() % 64;
        CHECK_LOOP(pornin_inner_agree(a, b));
    }
#endif
}

/* ------------------------------------------------------------ dispatch */

TEST(asm_dispatch__force_portable_switches_path_and_keeps_results)
{
    if (!asm_applicable(__func__)) return;
#if BLS381_HAVE_ASM
    bool was = bls381_asm_active();
    bls381_fp a, b, x, y;
    rand_below(a.l, fp_m(), 6);
    rand_below(b.l, fp_m(), 6);
    bls381_force_portable(false);
    CHECK(bls381_asm_active());
    bls381_fp_mul(&x, &a, &b);
    bls381_force_portable(true);
    CHECK(!bls381_asm_active());
    bls381_fp_mul(&y, &a, &b);
    CHECK(bls381_fp_eq(&x, &y));
    bls381_force_portable(!was);
    CHECK(bls381_asm_active() == was);
#endif
}
