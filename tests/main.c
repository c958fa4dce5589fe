/* Test runner: `build/tests [FILTER...] [-FILTER...]` runs every registered
 * test whose name contains one of the FILTERs (all when none) and none of
 * the -FILTERs. Last line:
 * `N passed, N failed`; exit status 1 when anything failed. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

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

/* BLS381_TEST_QUEUE=FILE: the processes given the same FILE (empty at
 * first) take the wanted tests in turn, each the next one nobody took yet,
 * so that one slow test does not leave the other process idle (a fixed
 * BLS381_TEST_SHARD split left one of two shards twice as long as the
 * other). The FILE holds the next free index, under an fcntl lock. Returns
 * the index claimed, -1 when the queue cannot be used. */
static long claim_next(int fd)
{
    struct flock lk = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
    if (fcntl(fd, F_SETLKW, &lk) != 0) return -1;
    unsigned char b[8] = { 0 };
    long next = 0;
    ssize_t got = pread(fd, b, sizeof b, 0);
    for (int k = 7; k >= 0; k--) next = (next << 8) | b[k];
    bool ok = got == 0 || got == (ssize_t)sizeof b;
    for (int k = 0; k < 8; k++) b[k] = (unsigned char)((unsigned long)(next + 1) >> (8 * k));
    ok = ok && pwrite(fd, b, sizeof b, 0) == (ssize_t)sizeof b;
    lk.l_type = F_UNLCK;
    ok = fcntl(fd, F_SETLK, &lk) == 0 && ok;
    return ok ? next : -1;
}

int main(int argc, char **argv)
{
    const char *s = getenv("BLS381_TEST_SEED");
    uint64_t run_seed = s ? strtoull(s, NULL, 10) : (uint64_t)time(NULL);
    test_harness_seed(run_seed);
    printf("seed %llu (BLS381_TEST_SEED to repeat)\n", (unsigned long long)run_seed);
    fflush(stdout);
    /* BLS381_TEST_SHARD=k/N: only every N-th wanted test from the k-th on,
     * so N processes share the suite (BLS381_TEST_QUEUE, above, shares it
     * by claims instead; the shard then only names the process) */
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
    const char *queue = getenv("BLS381_TEST_QUEUE");
    int qfd = -1;
    long next = 0;
    if (queue) {
        qfd = open(queue, O_RDWR | O_CREAT, 0600);
        if (qfd < 0 || (next = claim_next(qfd)) < 0) {
            fprintf(stderr, "BLS381_TEST_QUEUE=%s: cannot use it\n", queue);
            return 2;
        }
    }
    int passed = 0, failed = 0;
    unsigned long nth = 0;
    for (size_t i = 0; tests[i].name; i++) {
        if (!wanted(tests[i].name, argc, argv)) continue;
        if (qfd >= 0 ? (long)nth++ != next : nth++ % shards != shard) continue;
        test_harness_begin(tests[i].name);
        clock_t t0 = clock();
        tests[i].fn();
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        int failures = test_current_failures();
        if (failures) failed++; else passed++;
        if (getenv("BLS381_TEST_VERBOSE") || secs > 2.0)
            printf("%-60s %s %.2fs\n", tests[i].name, failures ? "FAIL" : "ok", secs);
        fflush(stdout);
        /* the next test is claimed once this one is done, so that a long
         * test does not hold back the one after it */
        if (qfd >= 0 && (next = claim_next(qfd)) < 0) {
            fprintf(stderr, "BLS381_TEST_QUEUE=%s: cannot use it\n", queue);
            return 2;
        }
    }
    if (qfd >= 0) close(qfd);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
