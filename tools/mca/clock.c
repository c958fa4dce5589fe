/* The core clock of the machine in hand, for tools/mca/mca.py: a chain of
 * dependent 64-bit additions takes one cycle each on every x86-64 core of
 * the table (Zen 3, Zen 4, Ice Lake, Sapphire Rapids), so the chain's time
 * gives the clock the kernels ran at (turbo included), which
 * /proc/cpuinfo's nominal "cpu MHz" does not. Timed in the thread's CPU
 * time, so other programs sharing the core do not lower it. Prints the
 * best of seven runs in GHz. x86-64 (GCC or clang inline assembly) only. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

int main(void)
{
    const uint64_t rounds = 20000000; /* 16 additions each */
    double best = 0;
    for (int run = 0; run < 7; run++) {
        uint64_t x = 1, n = rounds;
        double t0 = now_ns();
        __asm__ volatile(
            "1:\n\t"
            "add %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\t"
            "add %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\t"
            "add %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\t"
            "add %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\tadd %0, %0\n\t"
            "dec %1\n\tjnz 1b"
            : "+r"(x), "+r"(n) : : "cc");
        double ghz = (double)(16 * rounds) / (now_ns() - t0);
        if (ghz > best) best = ghz;
    }
    printf("%.3f\n", best);
    return 0;
}
