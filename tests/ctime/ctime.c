/*
 * Constant-time check (the "ctgrind" method): secret inputs are marked
 * undefined for valgrind memcheck, then the constant-time functions run on
 * them. memcheck reports every conditional branch and every memory address
 * computed from undefined data, so any secret-dependent branch or table
 * index shows up as an error. Results that are public by design are marked
 * defined again (declassified) before they are used.
 *
 *     valgrind --error-exitcode=1 build/ctime          # must report nothing
 *     valgrind --error-exitcode=1 build/ctime --leaky  # must report errors:
 *         proves that the method catches a secret-dependent branch
 *     valgrind --error-exitcode=1 build/ctime --leaky-index  # the same for
 *         a table lookup at a secret index (no branch at all)
 *     BLS381_ASSUME_ADX=1 valgrind ... build/ctime --require-asm
 *         fails unless the assembly kernels are the ones running (valgrind's
 *         CPUID hides ADX: see sys/cpu.c), so the asm build's check cannot
 *         silently fall back to the portable C
 *
 * Run by `make ctcheck` (and tests/run_all.sh) for the assembly and the
 * portable build. Outside valgrind the client requests do nothing.
 */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include "ctime.h"
#include "bls381.h"

static const struct { const char *name; void (*fn)(void); } checks[] = {
#define X(name) { #name, ctime_##name },
#include "ctime_list.h"
#undef X
    { NULL, NULL }
};

/* A function that branches on a secret: the check must flag it. */
static int __attribute__((noinline)) leaky_compare(const uint8_t *secret, const uint8_t *guess, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (secret[i] != guess[i]) return 0;
    return 1;
}

/* A lookup at a secret index, without a branch: the check must flag it. */
static int __attribute__((noinline)) leaky_lookup(const uint8_t *secret, size_t n)
{
    static volatile uint8_t table[256];
    int acc = 0;
    for (size_t i = 0; i < n; i++) acc ^= table[secret[i]];
    return acc;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--leaky-index")) {
        uint8_t key[32];
        ct_random(key, sizeof key);
        ct_secret(key, sizeof key);
        int r = leaky_lookup(key, sizeof key);
        ct_public(&r, sizeof r);
        printf("leaky lookup ran (result %d)\n", r);
        return 0;
    }
    if (argc > 1 && !strcmp(argv[1], "--leaky")) {
        uint8_t key[32], guess[32] = { 0 };
        ct_random(key, sizeof key);
        ct_secret(key, sizeof key);
        int r = leaky_compare(key, guess, sizeof key);
        ct_public(&r, sizeof r);
        printf("leaky check ran (result %d)\n", r);
        return 0;
    }
    int first = 1;
    if (argc > 1 && !strcmp(argv[1], "--require-asm")) {
        if (!bls381_asm_active()) {
            printf("ctime: the assembly kernels are not active (build without them, or no BMI2/ADX)\n");
            return 1;
        }
        first = 2;
    }
    printf("ctime: field arithmetic on the %s path\n", bls381_asm_active() ? "assembly" : "portable C");
    int n = 0;
    for (size_t i = 0; checks[i].name; i++) {
        if (argc > first && !strstr(checks[i].name, argv[first])) continue;
        printf("ctime %s\n", checks[i].name);
        fflush(stdout);
        checks[i].fn();
        n++;
    }
    printf("%d constant-time checks ran\n", n);
    return 0;
}
