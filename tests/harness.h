/*
 * The test harness: TEST(name) defines a test, CHECK records a failure and
 * goes on, REQUIRE records a failure and leaves the test.
 *
 * Every `TEST(name)` line that starts a line in tests/ (any .c file there) is registered by the
 * Makefile (build/gen/test_list.h); nothing else has to be edited to add one.
 * The prototypes come from that list only, so a TEST the Makefile did not
 * register (indented, inside a macro, `TEST (x)`) has no previous prototype
 * and fails the build (-Wmissing-prototypes -Werror; tests/run_all.sh's
 * "default" step also plants one to prove it).
 * Random inputs come from test_rand*(), a xoshiro256** stream seeded per test
 * from the run's seed (printed first; set it with BLS381_TEST_SEED=N), so a
 * failure is reproduced by rerunning the same test with the same seed.
 * test_iters(n) scales iteration counts by BLS381_TEST_SCALE (percent, default
 * 100) so slow builds (sanitizers, valgrind) can run the same tests lighter.
 */
#ifndef BLS381_TESTS_HARNESS_H
#define BLS381_TESTS_HARNESS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define X(name) void test_##name(void);
#include "test_list.h"
#undef X
#define TEST(name) void test_##name(void)

void test_fail(const char *file, int line, const char *what);
void test_failf(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#define CHECK(cond) \
    do { if (!(cond)) test_fail(__FILE__, __LINE__, #cond); } while (0)
#define REQUIRE(cond) \
    do { if (!(cond)) { test_fail(__FILE__, __LINE__, #cond); return; } } while (0)
#define CHECK_MEM(a, b, n) \
    do { if (memcmp((a), (b), (n)) != 0) test_fail(__FILE__, __LINE__, "memcmp(" #a ", " #b ") != 0"); } while (0)
/* Check inside a loop: stops the loop at the first failure so one bug does
 * not print a million lines. Use as `CHECK_LOOP(cond);` in a for body. */
#define CHECK_LOOP(cond) \
    if (!(cond)) { test_fail(__FILE__, __LINE__, #cond); break; }

/* Number of failures recorded so far in the running test. */
int test_current_failures(void);
/* For the runner (main.c): the run's seed, then each test's start (its
 * random stream from the seed and its name, no failures yet). */
void test_harness_seed(uint64_t seed);
void test_harness_begin(const char *name);

uint64_t test_rand64(void);
void test_rand_bytes(void *out, size_t n);
/* n scaled by BLS381_TEST_SCALE/100, at least 1. */
size_t test_iters(size_t n);
/* For a test over n fixed cases, each too slow to run all of them at a
 * reduced scale: it runs test_iters(n) of them, case (first + j) % n for
 * j < test_iters(n), where first = test_first_case(n) is 0 at full scale
 * (every case, in order) and a random start below n otherwise, so that
 * runs with different seeds cover every case. */
size_t test_first_case(size_t n);

/* Path of a data file under tests/: tries the current directory, then the
 * folder of the test binary's source tree (BLS381_SRCDIR). Returns a static
 * buffer. */
const char *test_data_path(const char *rel);

/* Hex helpers for fixed vectors: parse exactly 2*n hex digits into out. */
int test_hex(uint8_t *out, size_t n, const char *hex);

#endif
