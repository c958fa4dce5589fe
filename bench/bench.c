/* The benchmark harness (bench.h): filters, calibration, the output line,
 * the sink and the input stream; bench/main.c reads the options and runs
 * the groups. */
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char **filters;
static int nfilters;
static int threads = 1;
static int quick;
static int list_only;
static double target_seconds = 0.1;
static uint64_t rng_state = 0x243f6a8885a308d3ULL;
static volatile uint8_t sink_byte;

int bench_threads(void) { return threads; }

void bench_sink(const void *p, size_t n)
{
    const volatile uint8_t *b = p;
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++) acc ^= b[i];
    sink_byte ^= acc;
}

uint64_t bench_rand64(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void bench_rand_bytes(void *out, size_t n)
{
    uint8_t *p = out;
    while (n) {
        uint64_t v = bench_rand64();
        size_t k = n < 8 ? n : 8;
        memcpy(p, &v, k);
        p += k; n -= k;
    }
}

/* a name passes when it contains one of the FILTERs (or none is given; a
 * FILTER "NAME$" is that name only) and none of the "-SUBSTRING"s */
static int name_matches(const char *name)
{
    int positive = 0, hit = 0;
    for (int i = 0; i < nfilters; i++) {
        const char *f = filters[i];
        size_t len = strlen(f);
        if (f[0] == '-') {
            if (strstr(name, f + 1)) return 0;
            continue;
        }
        positive = 1;
        if (len > 0 && f[len - 1] == '$') {
            if (strlen(name) == len - 1 && strncmp(name, f, len - 1) == 0) hit = 1;
        } else if (strstr(name, f)) {
            hit = 1;
        }
    }
    return !positive || hit;
}

int bench_wanted(const char *name)
{
    return list_only || name_matches(name);
}

int bench_explicit(const char *name)
{
    int positive = 0;
    for (int i = 0; i < nfilters; i++) positive |= filters[i][0] != '-';
    return positive && bench_wanted(name);
}

FILE *bench_open_setup(void)
{
    FILE *f = fopen("kzg/trusted_setup.txt", "r");
    if (!f) {
        fprintf(stderr, "bench: cannot open kzg/trusted_setup.txt: run build/bench from the repository root\n");
        exit(2);
    }
    return f;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_run(const char *name, bench_fn fn, void *ctx)
{
    if (!name_matches(name)) return;
    if (list_only) { printf("%s\n", name); return; }
    /* calibrate: grow the iteration count until one repetition lasts long
     * enough to time well */
    uint64_t iters = 1;
    double t;
    for (;;) {
        double t0 = now();
        fn(ctx, iters);
        t = now() - t0;
        if (t >= target_seconds / 4 || iters >= (1ULL << 40)) break;
        uint64_t grow = t > 0 ? (uint64_t)(target_seconds / 4 / t * 1.5) + 1 : 64;
        if (grow > 64) grow = 64;
        if (grow < 2) grow = 2;
        iters *= grow;
    }
    /* rounded up, so that a repetition lasts at least target_seconds (as
     * far as the calibration run predicts it) */
    if (t < target_seconds && t > 0) {
        double w = (double)iters * target_seconds / t;
        uint64_t want = (uint64_t)w;
        if ((double)want < w) want++;
        if (want > iters) iters = want;
    }
    int reps = quick ? 1 : (t > 1.0 ? 3 : 7);
    double per[7];
    for (int r = 0; r < reps; r++) {
        double t0 = now();
        fn(ctx, iters);
        per[r] = (now() - t0) * 1e9 / (double)iters;
    }
    qsort(per, (size_t)reps, sizeof per[0], cmp_double);
    printf("%-40s %12.1f ns/op  min %.1f max %.1f reps %d iters %llu threads %d\n",
           name, per[reps / 2], per[0], per[reps - 1], reps,
           (unsigned long long)iters, threads);
    fflush(stdout);
}

void bench_configure(char **filter, int count, int thread_count, int quick_run, int list, double seconds)
{
    filters = filter;
    nfilters = count;
    threads = thread_count;
    quick = quick_run;
    list_only = list;
    target_seconds = seconds;
}
