/* The test harness (harness.h): failure reports, the per-test random
 * stream, scaling, data paths and hex; the runner (main.c) starts each
 * test through test_harness_begin. */
#include "harness.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static const char *current;
static int current_failures;
static uint64_t run_seed;
static uint64_t rng[4];

int test_current_failures(void) { return current_failures; }

static void report_head(const char *file, int line)
{
    if (current_failures++ == 0)
        fprintf(stderr, "FAIL %s (seed %llu)\n", current, (unsigned long long)run_seed);
    fprintf(stderr, "  %s:%d: ", file, line);
}

void test_fail(const char *file, int line, const char *what)
{
    report_head(file, line);
    fprintf(stderr, "%s\n", what);
}

void test_failf(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    report_head(file, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t test_rand64(void)
{
    uint64_t result = rotl(rng[1] * 5, 7) * 9, t = rng[1] << 17;
    rng[2] ^= rng[0]; rng[3] ^= rng[1]; rng[1] ^= rng[2]; rng[0] ^= rng[3];
    rng[2] ^= t; rng[3] = rotl(rng[3], 45);
    return result;
}

void test_rand_bytes(void *out, size_t n)
{
    uint8_t *p = out;
    while (n > 0) {
        uint64_t v = test_rand64();
        size_t k = n < 8 ? n : 8;
        memcpy(p, &v, k);
        p += k; n -= k;
    }
}

size_t test_iters(size_t n)
{
    static long scale = -1;
    if (scale < 0) {
        const char *s = getenv("BLS381_TEST_SCALE");
        scale = s ? atol(s) : 100;
        if (scale <= 0) scale = 100;
    }
    size_t r = (size_t)((double)n * (double)scale / 100.0);
    return r ? r : 1;
}

size_t test_first_case(size_t n)
{
    return n == 0 || test_iters(n) >= n ? 0 : (size_t)(test_rand64() % n);
}

const char *test_data_path(const char *rel)
{
    static char buf[4096];
    const char *dirs[] = { getenv("BLS381_SRCDIR"), ".", ".." };
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        if (!dirs[i]) continue;
        snprintf(buf, sizeof buf, "%s/tests/%s", dirs[i], rel);
        FILE *f = fopen(buf, "rb");
        if (f) { fclose(f); return buf; }
    }
    snprintf(buf, sizeof buf, "tests/%s", rel);
    return buf;
}

int test_hex(uint8_t *out, size_t n, const char *hex)
{
    if (hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex += 2;
    if (strlen(hex) != 2 * n) return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned v = 0;
        for (int j = 0; j < 2; j++) {
            char c = hex[2 * i + (size_t)j];
            unsigned d;
            if (c >= '0' && c <= '9') d = (unsigned)(c - '0');
            else if (c >= 'a' && c <= 'f') d = (unsigned)(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') d = (unsigned)(c - 'A' + 10);
            else return 0;
            v = v * 16 + d;
        }
        out[i] = (uint8_t)v;
    }
    return 1;
}

void test_harness_seed(uint64_t seed) { run_seed = seed; }

void test_harness_begin(const char *name)
{
    /* per-test stream: the run seed mixed with the test's name */
    uint64_t h = run_seed;
    for (const char *c = name; *c; c++) h = h * 131 + (uint8_t)*c;
    for (int k = 0; k < 4; k++) rng[k] = splitmix(&h);
    current = name;
    current_failures = 0;
}
