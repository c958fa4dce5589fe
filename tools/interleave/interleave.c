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
 * "_portable" run with bls381_force_portable(true) for their bursts. */
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

enum kind { FP_INV, FR_INV, FP_MUL, FR_MUL, FP_SYM };
typedef void (*fp_inv_fn)(bls381_fp *, const bls381_fp *);
typedef void (*fr_inv_fn)(bls381_fr *, const bls381_fr *);
typedef void (*fp_mul_fn)(bls381_fp *, const bls381_fp *, const bls381_fp *);
typedef void (*fr_mul_fn)(bls381_fr *, const bls381_fr *, const bls381_fr *);
typedef int (*fp_sym_fn)(const bls381_fp *);

struct fn {
    const char *name;
    enum kind kind;
    union { fp_inv_fn fp_inv; fr_inv_fn fr_inv; fp_mul_fn fp_mul; fr_mul_fn fr_mul; fp_sym_fn fp_sym; } f;
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
#define NFNS (sizeof fns / sizeof fns[0])

/* the chained values, one per function (kept across its bursts) */
static bls381_fp fp_val[NFNS], fp_other;
static bls381_fr fr_val[NFNS], fr_other;
static volatile int sink;

/* runs `calls` chained calls of fns[i] */
static void burst(size_t i, unsigned calls)
{
    const struct fn *f = &fns[i];
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
    if (fns[i].portable) bls381_force_portable(true);
    double t0 = now_ns();
    burst(i, calls);
    double t = (now_ns() - t0) / calls;
    if (fns[i].portable) bls381_force_portable(false);
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

int main(int argc, char **argv)
{
    unsigned rounds = 300;
    double burst_ns = 40000;    /* the length a burst aims at */
    char **filters = calloc((size_t)argc, sizeof *filters);
    int nfilters = 0;
    if (!filters) return 1;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--rounds") && a + 1 < argc) {
            rounds = (unsigned)strtoul(argv[++a], NULL, 10);
        } else if (!strcmp(argv[a], "--quick")) {
            rounds = 20, burst_ns = 10000;
        } else if (argv[a][0] == '-' || rounds == 0) {
            fprintf(stderr, "usage: interleave [--rounds R] [--quick] [FILTER...]\n");
            return 2;
        } else {
            filters[nfilters++] = argv[a];
        }
    }
    if (rounds == 0) { fprintf(stderr, "interleave: --rounds must be at least 1\n"); return 2; }
    size_t sel[NFNS], n = 0;
    for (size_t i = 0; i < NFNS; i++)
        if (wanted(fns[i].name, filters, nfilters)) sel[n++] = i;
    if (n == 0) { fprintf(stderr, "interleave: no function matches\n"); return 2; }
    fill(fp_other.l, 6), fill(fr_other.l, 4);
    for (size_t i = 0; i < NFNS; i++) fill(fp_val[i].l, 6), fill(fr_val[i].l, 4);
#ifdef INTERLEAVE_BLST
    if (anchor_differs(&fp_val[0], &fr_val[0])) {
        fprintf(stderr, "interleave: blst's results differ from ours: not the element layout assumed here\n");
        return 1;
    }
#endif

    /* calls per burst: from a warm-up burst, aiming at burst_ns, 4 at least */
    unsigned calls[NFNS];
    for (size_t k = 0; k < n; k++) {
        double t = timed_burst(sel[k], 8);
        t = timed_burst(sel[k], 8);
        calls[sel[k]] = t * 4 >= burst_ns ? 4 : (unsigned)(burst_ns / t);
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

    double mins[NFNS], meds[NFNS];
    printf("# build/interleave: %u rounds of interleaved bursts; per name the median and the minimum over "
           "its bursts (ns per call)%s\n", rounds, bls381_asm_active() ? "" : "; assembly not in use");
    for (size_t k = 0; k < n; k++) {
        double *v = ns + k * rounds;
        qsort(v, rounds, sizeof *v, cmp_double);
        size_t i = sel[k];
        mins[i] = v[0], meds[i] = rounds % 2 ? v[rounds / 2] : (v[rounds / 2 - 1] + v[rounds / 2]) / 2;
        printf("%-40s %12.1f ns/op  min %.1f max %.1f reps %u iters %u threads 1\n", fns[i].name, meds[i], mins[i],
               v[rounds - 1], rounds, calls[i]);
    }
    /* ours / theirs, where both ran */
    for (size_t k = 0; k < n; k++) {
        const struct fn *f = &fns[sel[k]];
        for (size_t m = 0; f->theirs && m < n; m++)
            if (!strcmp(fns[sel[m]].name, f->theirs))
                printf("# ratio %s / %s: minima %.3f, medians %.3f\n", f->name, f->theirs,
                       mins[sel[k]] / mins[sel[m]], meds[sel[k]] / meds[sel[m]]);
    }
    free(ns), free(order), free(filters);
    return 0;
}
