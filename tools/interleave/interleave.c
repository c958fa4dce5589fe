/* build/interleave: the timing program behind field/INVERSION.md's figures
 * and doc/plots/inv.svg (`make interleave`, `make study`).
 *
 *     build/interleave [--rounds R] [--quick] [FILTER...]
 *
 * Every function runs in short bursts of chained calls (each call's output,
 * changed in one bit of its low word, is the next call's input: calls cannot
 * overlap and the variable-time ones see fresh values), and the bursts of
 * all functions are interleaved, round after round, in an order that
 * changes every round. A load that comes and goes on a shared machine then
 * hits every function alike, and the minimum over the bursts estimates the
 * undisturbed time. Output, one line per function in build/bench's format
 * (bench/bench.h), so tools/study/plot.py reads it:
 *     NAME MEDIAN_NS ns/op  min MIN max MAX reps BURSTS threads 1
 * (MEDIAN and MIN over the bursts), then, for each function that has an
 * anchor's counterpart, a comment line with the ratios ours / theirs of the
 * minima and of the medians.
 *
 * The anchor: built with -DINTERLEAVE_BLST and linked with a libblst.a built
 * elsewhere (`make interleave BLST=/path/libblst.a`), the program times
 * blst's functions of the same contract beside ours. The few prototypes
 * below are written here, not taken from blst's header: blst's blst_fp and
 * blst_fr are six and four 64-bit limbs in Montgomery form with R = 2^384
 * and 2^256, as bls381_fp and bls381_fr are, so they take our types.
 * Without the anchor the program times ours alone. Names with
 * "_portable" run with bls381_force_portable(true) for their bursts.
 *
 * --msm N,N,...: G1 MSMs of those sizes as well, g1_msm_N@interleave
 * (bls381_g1_msm_vartime, one thread) and, with the anchor,
 * blst_g1_msm_N (blst_p1s_mult_pippenger, 255-bit scalars), on the same
 * points (multiples of the generator) and scalars; a burst is then as few
 * as one call. The anchor's MSM result is checked against ours first. */
#define _POSIX_C_SOURCE 200809L
#include "bls381.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef INTERLEAVE_BLST
void blst_fp_inverse(bls381_fp *ret, const bls381_fp *a);
void blst_fp_eucl_inverse(bls381_fp *ret, const bls381_fp *a);
void blst_fp_mul(bls381_fp *ret, const bls381_fp *a, const bls381_fp *b);
_Bool blst_fp_is_square(const bls381_fp *a);
void blst_fr_inverse(bls381_fr *ret, const bls381_fr *a);
void blst_fr_eucl_inverse(bls381_fr *ret, const bls381_fr *a);
void blst_fr_mul(bls381_fr *ret, const bls381_fr *a, const bls381_fr *b);
static int blst_fp_is_square_int(const bls381_fp *a) { return blst_fp_is_square(a); }
/* blst_p1 and blst_p1_affine: Jacobian and affine coordinates in Montgomery
 * form, as bls381_g1 and bls381_g1_affine */
size_t blst_p1s_mult_pippenger_scratch_sizeof(size_t npoints);
void blst_p1s_mult_pippenger(bls381_g1 *ret, const bls381_g1_affine *const points[], size_t npoints,
                             const uint8_t *const scalars[], size_t nbits, uint64_t *scratch);
void blst_p1_to_affine(bls381_g1_affine *out, const bls381_g1 *in);

/* the prototypes' premise, checked: blst's inverses and products of our
 * elements are ours (0 when they agree) */
static int anchor_differs(const bls381_fp *a, const bls381_fr *b)
{
    bls381_fp x, y;
    bls381_fr u, v;
    bls381_fp_inv(&x, a), blst_fp_inverse(&y, a);
    bls381_fr_inv(&u, b), blst_fr_inverse(&v, b);
    int bad = memcmp(&x, &y, sizeof x) | memcmp(&u, &v, sizeof u);
    bls381_fp_mul(&x, a, a), blst_fp_mul(&y, a, a);
    bls381_fr_mul(&u, b, b), blst_fr_mul(&v, b, b);
    return bad | memcmp(&x, &y, sizeof x) | memcmp(&u, &v, sizeof u);
}
#endif

enum kind { FP_INV, FR_INV, FP_MUL, FR_MUL, FP_SYM, MSM_OURS, MSM_BLST };
typedef void (*fp_inv_fn)(bls381_fp *, const bls381_fp *);
typedef void (*fr_inv_fn)(bls381_fr *, const bls381_fr *);
typedef void (*fp_mul_fn)(bls381_fp *, const bls381_fp *, const bls381_fp *);
typedef void (*fr_mul_fn)(bls381_fr *, const bls381_fr *, const bls381_fr *);
typedef int (*fp_sym_fn)(const bls381_fp *);

struct fn {
    const char *name;
    enum kind kind;
    union { fp_inv_fn fp_inv; fr_inv_fn fr_inv; fp_mul_fn fp_mul; fr_mul_fn fr_mul; fp_sym_fn fp_sym; size_t n; } f;
    int portable;           /* bursts run with the portable C forced */
    const char *theirs;     /* the anchor's function of the same contract, or NULL */
};

#define INV(n, k, m, fn, th) { n, k, { .m = fn }, 0, th }
#define PORT(n, k, m, fn) { n "_portable", k, { .m = fn }, 1, NULL }
static const struct fn fns[] = {
    INV("fp_inv_ct@by_fused", FP_INV, fp_inv, bls381_fp_inv_by_fused, "blst_fp_inverse"),
    INV("fp_inv_ct@bernstein_yang", FP_INV, fp_inv, bls381_fp_inv_bernstein_yang, "blst_fp_inverse"),
    INV("fp_inv_ct@pornin", FP_INV, fp_inv, bls381_fp_inv_pornin, "blst_fp_inverse"),
    INV("fp_inv_ct@fermat", FP_INV, fp_inv, bls381_fp_inv_fermat, "blst_fp_inverse"),
    INV("fp_inv_vartime", FP_INV, fp_inv, bls381_fp_inv_vartime, "blst_fp_eucl_inverse"),
    INV("fp_legendre", FP_SYM, fp_sym, bls381_fp_legendre, "blst_fp_is_square"),
    INV("fp_legendre_vartime", FP_SYM, fp_sym, bls381_fp_legendre_vartime, "blst_fp_is_square"),
    INV("fp_mul", FP_MUL, fp_mul, bls381_fp_mul, "blst_fp_mul"),
    INV("fr_inv_ct@by_fused", FR_INV, fr_inv, bls381_fr_inv_by_fused, "blst_fr_inverse"),
    INV("fr_inv_ct@bernstein_yang", FR_INV, fr_inv, bls381_fr_inv_bernstein_yang, "blst_fr_inverse"),
    INV("fr_inv_ct@pornin", FR_INV, fr_inv, bls381_fr_inv_pornin, "blst_fr_inverse"),
    INV("fr_inv_ct@fermat", FR_INV, fr_inv, bls381_fr_inv_fermat, "blst_fr_inverse"),
    INV("fr_inv_vartime", FR_INV, fr_inv, bls381_fr_inv_vartime, "blst_fr_eucl_inverse"),
    INV("fr_mul", FR_MUL, fr_mul, bls381_fr_mul, "blst_fr_mul"),
    PORT("fp_inv_ct@by_fused", FP_INV, fp_inv, bls381_fp_inv_by_fused),
    PORT("fp_inv_ct@bernstein_yang", FP_INV, fp_inv, bls381_fp_inv_bernstein_yang),
    PORT("fp_inv_vartime", FP_INV, fp_inv, bls381_fp_inv_vartime),
    PORT("fp_mul", FP_MUL, fp_mul, bls381_fp_mul),
    PORT("fr_inv_ct@by_fused", FR_INV, fr_inv, bls381_fr_inv_by_fused),
    PORT("fr_inv_vartime", FR_INV, fr_inv, bls381_fr_inv_vartime),
#ifdef INTERLEAVE_BLST
    INV("blst_fp_inverse", FP_INV, fp_inv, blst_fp_inverse, NULL),
    INV("blst_fp_eucl_inverse", FP_INV, fp_inv, blst_fp_eucl_inverse, NULL),
    INV("blst_fp_is_square", FP_SYM, fp_sym, blst_fp_is_square_int, NULL),
    INV("blst_fp_mul", FP_MUL, fp_mul, blst_fp_mul, NULL),
    INV("blst_fr_inverse", FR_INV, fr_inv, blst_fr_inverse, NULL),
    INV("blst_fr_eucl_inverse", FR_INV, fr_inv, blst_fr_eucl_inverse, NULL),
    INV("blst_fr_mul", FR_MUL, fr_mul, blst_fr_mul, NULL),
#endif
};
#define NFIXED (sizeof fns / sizeof fns[0])
#define NMAX (NFIXED + 64)  /* room for 32 MSM sizes */

/* the functions of this run: fns, then the MSMs of --msm */
static struct fn table[NMAX];
static size_t ntable;

/* the chained values, one per function (kept across its bursts) */
static bls381_fp fp_val[NMAX], fp_other;
static bls381_fr fr_val[NMAX], fr_other;
static volatile int sink;

/* the MSMs' inputs, for the largest size (a size takes the first n) */
static struct {
    size_t n;
    bls381_g1_affine *pts;
    bls381_fr *sc;
    uint8_t *le;                /* the scalars as blst reads them: 32 bytes, little-endian */
    void *scratch, *blst_scratch;
    size_t scratch_size;
} msm;

static void msm_ours(bls381_g1_affine *out, size_t n)
{
    if (bls381_g1_msm_vartime(out, msm.pts, msm.sc, n, msm.scratch, msm.scratch_size, NULL) != BLS381_OK) {
        fprintf(stderr, "interleave: bls381_g1_msm_vartime failed\n");
        exit(1);
    }
}

#ifdef INTERLEAVE_BLST
static void msm_blst(bls381_g1 *out, size_t n)
{
    const bls381_g1_affine *pp[2] = { msm.pts, NULL };   /* blst: one array when the second is NULL */
    const uint8_t *sp[2] = { msm.le, NULL };
    blst_p1s_mult_pippenger(out, pp, n, sp, 255, msm.blst_scratch);
}
#endif

/* runs `calls` chained calls of fns[i] */
static void burst(size_t i, unsigned calls)
{
    const struct fn *f = &table[i];
    bls381_fp *x = &fp_val[i];
    bls381_fr *y = &fr_val[i];
    int acc = 0;
    for (unsigned k = 0; k < calls; k++) {
        switch (f->kind) {
        case FP_INV: f->f.fp_inv(x, x); x->l[0] ^= 1; break;
        case FR_INV: f->f.fr_inv(y, y); y->l[0] ^= 1; break;
        case FP_MUL: f->f.fp_mul(x, x, &fp_other); break;
        case FR_MUL: f->f.fr_mul(y, y, &fr_other); break;
        case FP_SYM: acc += f->f.fp_sym(x); x->l[0] ^= 2; break;
        case MSM_OURS: { bls381_g1_affine r; msm_ours(&r, f->f.n); acc += (int)r.x.l[0]; break; }
        case MSM_BLST: {
#ifdef INTERLEAVE_BLST
            bls381_g1 r;
            msm_blst(&r, f->f.n);
            acc += (int)r.x.l[0];
#endif
            break;
        }
        }
    }
    sink += acc;
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* ns per call of one burst of fns[i] */
static double timed_burst(size_t i, unsigned calls)
{
    if (table[i].portable) bls381_force_portable(true);
    double t0 = now_ns();
    burst(i, calls);
    double t = (now_ns() - t0) / calls;
    if (table[i].portable) bls381_force_portable(false);
    return t;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int wanted(const char *name, char **filters, int n)
{
    for (int k = 0; k < n; k++)
        if (strstr(name, filters[k])) return 1;
    return n == 0;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next64(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;   /* xorshift64 */
    return rng;
}

/* a pseudo-random element below the modulus (top limb kept small) */
static void fill(uint64_t *l, int limbs)
{
    for (int k = 0; k < limbs; k++) l[k] = next64();
    l[limbs - 1] >>= 4;
}

/* --msm N,N,...: the table's MSM entries and their inputs; 0 on success */
static int add_msm(const char *list)
{
    static char names[32][2][40];
    size_t nsizes = 0, max = 0;
    for (const char *c = list; *c; c += *c == ',') {
        char *end;
        unsigned long n = strtoul(c, &end, 10);
        if (end == c || (*end && *end != ',') || n < 2 || n > (1u << 20) || nsizes == 32) return -1;
        snprintf(names[nsizes][0], 40, "g1_msm_%lu@interleave", n);
        snprintf(names[nsizes][1], 40, "blst_g1_msm_%lu", n);
        table[ntable++] = (struct fn){ names[nsizes][0], MSM_OURS, { .n = n }, 0, NULL };
#ifdef INTERLEAVE_BLST
        table[ntable - 1].theirs = names[nsizes][1];
        table[ntable++] = (struct fn){ names[nsizes][1], MSM_BLST, { .n = n }, 0, NULL };
        size_t b = blst_p1s_mult_pippenger_scratch_sizeof(n);
        if (b > msm.scratch_size) msm.scratch_size = b;   /* for now the largest blst scratch */
#endif
        nsizes++;
        if (n > max) max = n;
        c = end;
    }
    if (nsizes == 0) return -1;
    msm.n = max;
    msm.pts = malloc(max * sizeof *msm.pts);
    msm.sc = malloc(max * sizeof *msm.sc);
    msm.le = malloc(max * 32);
    msm.blst_scratch = msm.scratch_size ? malloc(msm.scratch_size) : NULL;
    msm.scratch_size = bls381_g1_msm_scratch_size(max, 1);
    msm.scratch = malloc(msm.scratch_size);
    if (!msm.pts || !msm.sc || !msm.le || !msm.scratch) return -1;
    bls381_g1 g, p;
    bls381_g1_generator(&g);
    p = g;
    for (size_t i = 0; i < max; i++) {   /* points (i + 1) G, scalars below 2^252 */
        uint8_t be[32];
        bls381_g1_to_affine(&msm.pts[i], &p);
        bls381_g1_add(&p, &p, &g);
        fill(msm.sc[i].l, 4);
        bls381_fr_to_bytes(be, &msm.sc[i]);
        for (int k = 0; k < 32; k++) msm.le[32 * i + k] = be[31 - k];
    }
#ifdef INTERLEAVE_BLST
    for (size_t k = 0; k < ntable; k++) {   /* blst's sum is ours */
        bls381_g1_affine a, b;
        bls381_g1 r;
        if (table[k].kind != MSM_BLST) continue;
        msm_ours(&a, table[k].f.n);
        msm_blst(&r, table[k].f.n);
        blst_p1_to_affine(&b, &r);
        if (!bls381_g1_affine_eq(&a, &b)) return -1;
    }
#endif
    return 0;
}

int main(int argc, char **argv)
{
    unsigned rounds = 300;
    double burst_ns = 40000;    /* the length a burst aims at */
    char **filters = calloc((size_t)argc, sizeof *filters);
    int nfilters = 0;
    if (!filters) return 1;
    memcpy(table, fns, sizeof fns);
    ntable = NFIXED;
    const char *msm_list = NULL;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--rounds") && a + 1 < argc) {
            rounds = (unsigned)strtoul(argv[++a], NULL, 10);
        } else if (!strcmp(argv[a], "--msm") && a + 1 < argc) {
            msm_list = argv[++a];
        } else if (!strcmp(argv[a], "--quick")) {
            rounds = 20, burst_ns = 10000;
        } else if (argv[a][0] == '-' || rounds == 0) {
            fprintf(stderr, "usage: interleave [--rounds R] [--quick] [--msm N,N,...] [FILTER...]\n");
            return 2;
        } else {
            filters[nfilters++] = argv[a];
        }
    }
    if (rounds == 0) { fprintf(stderr, "interleave: --rounds must be at least 1\n"); return 2; }
    if (msm_list && add_msm(msm_list) != 0) {
        fprintf(stderr, "interleave: --msm wants sizes 2..2^20 separated by commas (or no memory, or blst's sum "
                        "differs from ours)\n");
        return 2;
    }
    size_t sel[NMAX], n = 0;
    for (size_t i = 0; i < ntable; i++)
        if (wanted(table[i].name, filters, nfilters)) sel[n++] = i;
    if (n == 0) { fprintf(stderr, "interleave: no function matches\n"); return 2; }
    fill(fp_other.l, 6), fill(fr_other.l, 4);
    for (size_t i = 0; i < ntable; i++) fill(fp_val[i].l, 6), fill(fr_val[i].l, 4);
#ifdef INTERLEAVE_BLST
    if (anchor_differs(&fp_val[0], &fr_val[0])) {
        fprintf(stderr, "interleave: blst's results differ from ours: not the element layout assumed here\n");
        return 1;
    }
#endif

    /* calls per burst: from warm-up bursts, aiming at burst_ns, 4 at least (an MSM: 1) */
    unsigned calls[NMAX];
    for (size_t k = 0; k < n; k++) {
        int big = table[sel[k]].kind == MSM_OURS || table[sel[k]].kind == MSM_BLST;
        unsigned least = big ? 1 : 4;
        double t = timed_burst(sel[k], least);
        t = timed_burst(sel[k], least);
        calls[sel[k]] = t * least >= burst_ns ? least : (unsigned)(burst_ns / t);
    }
    double *ns = malloc(sizeof *ns * n * rounds);
    size_t *order = malloc(sizeof *order * n);
    if (!ns || !order) return 1;
    for (size_t k = 0; k < n; k++) order[k] = k;
    for (unsigned r = 0; r < rounds; r++) {
        for (size_t k = n; k > 1; k--) {   /* a new order each round (Fisher-Yates) */
            size_t j = next64() % k, t = order[k - 1];
            order[k - 1] = order[j], order[j] = t;
        }
        for (size_t k = 0; k < n; k++)
            ns[order[k] * rounds + r] = timed_burst(sel[order[k]], calls[sel[order[k]]]);
    }

    double mins[NMAX], meds[NMAX];
    printf("# build/interleave: %u rounds of interleaved bursts; per name the median and the minimum over "
           "its bursts (ns per call)%s\n", rounds, bls381_asm_active() ? "" : "; assembly not in use");
    for (size_t k = 0; k < n; k++) {
        double *v = ns + k * rounds;
        qsort(v, rounds, sizeof *v, cmp_double);
        size_t i = sel[k];
        mins[i] = v[0], meds[i] = rounds % 2 ? v[rounds / 2] : (v[rounds / 2 - 1] + v[rounds / 2]) / 2;
        printf("%-40s %12.1f ns/op  min %.1f max %.1f reps %u iters %u threads 1\n", table[i].name, meds[i], mins[i],
               v[rounds - 1], rounds, calls[i]);
    }
    /* ours / theirs, where both ran */
    for (size_t k = 0; k < n; k++) {
        const struct fn *f = &table[sel[k]];
        for (size_t m = 0; f->theirs && m < n; m++)
            if (!strcmp(table[sel[m]].name, f->theirs))
                printf("# ratio %s / %s: minima %.3f, medians %.3f\n", f->name, f->theirs,
                       mins[sel[k]] / mins[sel[m]], meds[sel[k]] / meds[sel[m]]);
    }
    free(ns), free(order), free(filters);
    free(msm.pts), free(msm.sc), free(msm.le), free(msm.scratch), free(msm.blst_scratch);
    return 0;
}
