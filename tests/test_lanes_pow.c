/*
 * bls381_fp_x8_pow_vartime (field/fp_x8_pow.c) against the scalar
 * bls381_fp_pow_fixed, lane by lane and bit for bit after store: exponents
 * 1, 2, 15, 16 (a single top digit, then one window of zero), 2^383 (the
 * top digit alone), all ones, (p + 1)/4 and (p - 3)/4 (the square roots'),
 * and random ones of every length, on elements from lanes_pick_fp, on the
 * model and on IFMA where the CPU has it.
 */
#include "harness.h"
#include "lanes_util.h"
#include "bls381.h"
#include "field/field.h"
#include "field/fp_x8.h"

#include <string.h>

static void pick_exponent(uint64_t ex[6], size_t i)
{
    memset(ex, 0, 6 * sizeof ex[0]);
    switch (i) {
    case 0: ex[0] = 1; return;
    case 1: ex[0] = 2; return;
    case 2: ex[0] = 15; return;
    case 3: ex[0] = 16; return;
    case 4: ex[5] = 1ULL << 63; return;
    case 5: memset(ex, 0xff, 6 * sizeof ex[0]); return;
    case 6: memcpy(ex, bls381_fp2_sqrt_exponent, 6 * sizeof ex[0]); return;
    case 7: memcpy(ex, bls381_fp2_sqrt_exponent, 6 * sizeof ex[0]); ex[0]++; return; /* (p + 1)/4 */
    default: {
        /* random, cut to a random length of 1 to 384 bits */
        unsigned bits = 1 + (unsigned)(test_rand64() % 384);
        for (int j = 0; j < 6; j++) ex[j] = test_rand64();
        for (unsigned j = bits; j < 384; j++) ex[j / 64] &= ~(1ULL << (j % 64));
        ex[(bits - 1) / 64] |= 1ULL << ((bits - 1) % 64);
    }
    }
}

static void check_pow(const bls381_fp_x8_engine *e, size_t trials)
{
    for (size_t i = 0; i < trials; i++) {
        uint64_t ex[6];
        bls381_fp a[8], got[8], want;
        const bls381_fp *pa[8];
        bls381_fp *pg[8];
        pick_exponent(ex, i);
        for (int k = 0; k < 8; k++) lanes_pick_fp(&a[k]), pa[k] = &a[k], pg[k] = &got[k];
        bls381_fp_x8 x;
        e->fp_load(&x, pa);
        bls381_fp_x8_pow_vartime(e, &x, &x, ex); /* in place */
        e->fp_store(pg, &x);
        for (int k = 0; k < 8; k++) {
            bls381_fp_pow_fixed(&want, &a[k], ex, 6);
            if (memcmp(&want, &got[k], sizeof want) != 0) {
                test_failf(__FILE__, __LINE__, "%s engine: a^ex differs from bls381_fp_pow_fixed (trial %zu, lane %d)",
                           e->name, i, k);
                return;
            }
        }
    }
}

TEST(lanes_fp_x8_pow_vartime__matches_the_scalar_pow)
{
    check_pow(&bls381_fp_x8_model, 8 + test_iters(24));
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) check_pow(&bls381_fp_x8_ifma, 8 + test_iters(100));
#endif
}
