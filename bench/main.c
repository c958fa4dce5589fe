/* build/bench: see bench.h. */
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const struct { const char *name; void (*fn)(void); } groups[] = {
#define X(name) { #name, bench_group_##name },
#include "bench_list.h"
#undef X
    { NULL, NULL }
};

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

static int name_matches(const char *name)
{
    if (nfilters == 0) return 1;
    for (int i = 0; i < nfilters; i++) {
        size_t len = strlen(filters[i]);
        if (len > 0 && filters[i][len - 1] == '$') { /* "NAME$": that name only */
            if (strlen(name) == len - 1 && strncmp(name, filters[i], len - 1) == 0) return 1;
        } else if (strstr(name, filters[i])) {
            return 1;
        }
    }
    return 0;
}

int bench_wanted(const char *name)
{
    return list_only || name_matches(name);
}

int bench_explicit(const char *name)
{
    return nfilters > 0 && bench_wanted(name);
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

static void usage(void)
{
    fprintf(stderr,
            "usage: bench [FILTER...] [--threads N] [--quick] [--list] [--seconds S]\n"
            "  FILTER   run only operations whose name contains it (NAME$: that name only)\n"
            "  --threads N   threads of every operation: the pool of the parallel ones and the\n"
            "                library's default pool (BLS381_THREADS is set to N; default 1)\n"
            "  --quick  one short repetition each (smoke test)\n"
            "  --seconds S   time per repetition (default 0.1)\n");
}

int main(int argc, char **argv)
{
    filters = calloc((size_t)argc, sizeof *filters);
    if (!filters) return 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            threads = atoi(argv[++i]);
            if (threads < 1) { usage(); return 2; }
        } else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) {
            target_seconds = atof(argv[++i]);
            if (!(target_seconds > 0)) { usage(); return 2; }
        } else if (!strcmp(argv[i], "--quick")) {
            quick = 1;
            target_seconds = 0.002;
        } else if (!strcmp(argv[i], "--list")) {
            list_only = 1;
        } else if (argv[i][0] == '-') {
            usage();
            return 2;
        } else {
            filters[nfilters++] = argv[i];
        }
    }
    /* --threads N sizes the library's default pool too (created on first
     * use from BLS381_THREADS): what runs there, such as the trusted-setup
     * loader, then also runs on N threads, as the printed line says */
    char tbuf[16];
    snprintf(tbuf, sizeof tbuf, "%d", threads);
    if (setenv("BLS381_THREADS", tbuf, 1) != 0) return 1;
    for (size_t g = 0; groups[g].name; g++) groups[g].fn();
    free(filters);
    return 0;
}
