/* Test runner: `build/tests [FILTER...] [-FILTER...]` runs every registered
 * test whose name contains one of the FILTERs (all when none) and none of
 * the -FILTERs. Last line:
 * `N passed, N failed`; exit status 1 when anything failed. */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* (the prototypes come from harness.h, from the same list) */
static const struct { const char *name; void (*fn)(void); } tests[] = {
#define X(name) { #name, test_##name },
#include "test_list.h"
#undef X
    { NULL, NULL }
};

/* run when the name contains one of the FILTERs (or there is none), and
 * none of the -FILTERs */
static int wanted(const char *name, int argc, char **argv)
{
    int positive = 0, hit = 0;
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-') {
            if (strstr(name, argv[i] + 1)) return 0;
        } else {
            positive = 1;
            if (strstr(name, argv[i])) hit = 1;
        }
    }
    return !positive || hit;
}

int main(int argc, char **argv)
{
    const char *s = getenv("BLS381_TEST_SEED");
    uint64_t run_seed = s ? strtoull(s, NULL, 10) : (uint64_t)time(NULL);
    test_harness_seed(run_seed);
    printf("seed %llu (BLS381_TEST_SEED to repeat)\n", (unsigned long long)run_seed);
    fflush(stdout);
    /* BLS381_TEST_SHARD=k/N: only every N-th wanted test from the k-th on,
     * so N processes share the suite (tests/run_all.sh runs two at once) */
    unsigned long shard = 0, shards = 1;
    const char *sh = getenv("BLS381_TEST_SHARD");
    if (sh) {
        char *end;
        shard = strtoul(sh, &end, 10);
        if (*end == '/') shards = strtoul(end + 1, &end, 10);
        if (*end || shards == 0 || shard >= shards) {
            fprintf(stderr, "BLS381_TEST_SHARD=%s: expected k/N with k < N\n", sh);
            return 2;
        }
        printf("shard %lu of %lu\n", shard, shards);
    }
    int passed = 0, failed = 0;
    unsigned long nth = 0;
    for (size_t i = 0; tests[i].name; i++) {
        if (!wanted(tests[i].name, argc, argv)) continue;
        if (nth++ % shards != shard) continue;
        test_harness_begin(tests[i].name);
        clock_t t0 = clock();
        tests[i].fn();
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        int failures = test_current_failures();
        if (failures) failed++; else passed++;
        if (getenv("BLS381_TEST_VERBOSE") || secs > 2.0)
            printf("%-60s %s %.2fs\n", tests[i].name, failures ? "FAIL" : "ok", secs);
        fflush(stdout);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
