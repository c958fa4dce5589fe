/*
 * The Thumb-2 field kernels (asm/arm/) against their C twins (field/fp.c,
 * field/fr.c) on the Cortex-M4 itself, for main.c: every kernel on
 * pseudo-random values of its input range and on every pair of edge values
 * (0, 1, m-1, and for the Fp products m and 2m-1), with the output also
 * over the first input. Checked by tests/bare.sh; tests/test_asm.c does
 * the same, longer, under qemu-arm (tests/cross.sh). A build without the
 * kernels (ARM_ASM=0) has nothing to compare and says so.
 */
#ifndef BARE_M4_KERNELS_H
#define BARE_M4_KERNELS_H

#include <stdbool.h>
#include <string.h>

#include "field/field_asm.h"

#if BLS381_HAVE_ARM_ASM
#define KERNEL_RANDOM 64
#define KERNEL_EDGES 5

static uint64_t kernel_rng = 0x9e3779b97f4a7c15ULL;

static uint64_t kernel_rand(void)
{
    kernel_rng ^= kernel_rng << 13;
    kernel_rng ^= kernel_rng >> 7;
    kernel_rng ^= kernel_rng << 17;
    return kernel_rng;
}

/* n limbs: each random, 0 or all ones; the top one below half of m's */
static void kernel_value(uint64_t *v, const uint64_t *m, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t k = kernel_rand() & 3;
        v[i] = k == 0 ? 0 : k == 1 ? ~0ULL : kernel_rand();
    }
    v[n - 1] &= m[n - 1] >> 1;
}

/* e = {0, 1, m-1, m, 2m-1}; the first `lt_m` are below m */
static void kernel_edges(uint64_t e[KERNEL_EDGES][6], const uint64_t *m, size_t n)
{
    memset(e, 0, sizeof(uint64_t) * 6 * KERNEL_EDGES);
    e[1][0] = 1;
    uint64_t borrow = 1, carry = 0;
    for (size_t i = 0; i < n; i++) {
        e[2][i] = m[i] - borrow;
        borrow = m[i] < borrow;
        e[3][i] = m[i];
        uint64_t s = m[i] + carry, c = s < carry;
        e[4][i] = s + m[i];
        carry = c + (e[4][i] < s);
    }
    e[4][0] -= 1; /* 2m is even and its low limb nonzero */
}

static unsigned kernel_checks, kernel_bad;

/* (no memcmp: the firmware has only memcpy and memset, mem.c) */
static void kernel_same(const void *x, const void *y, size_t len)
{
    const unsigned char *p = x, *q = y;
    unsigned char d = 0;
    for (size_t i = 0; i < len; i++) d |= p[i] ^ q[i];
    kernel_checks++;
    kernel_bad += d != 0;
}

/* one pair (a, b) through every Fp kernel: mul and sqr take a, b < 2p
 * (lt_p: both below p, for the others too) */
static void kernel_fp_pair(const bls381_fp *a, const bls381_fp *b, bool lt_p)
{
    bls381_fp x, y;
    uint64_t w1[12], w2[12];
    bls381_fp_mul_arm(&x, a, b), bls381_fp_mul_portable(&y, a, b), kernel_same(&x, &y, sizeof x);
    x = *a, bls381_fp_mul_arm(&x, &x, b), kernel_same(&x, &y, sizeof x);
    bls381_fp_sqr_arm(&x, a), bls381_fp_sqr_portable(&y, a), kernel_same(&x, &y, sizeof x);
    bls381_fp_mul_wide_arm(w1, a, b), bls381_fp_mul_wide_portable(w2, a, b), kernel_same(w1, w2, sizeof w1);
    bls381_fp_redc_arm(&x, w2), bls381_fp_redc_portable(&y, w2), kernel_same(&x, &y, sizeof x);
    if (!lt_p) return;
    bls381_fp_add_arm(&x, a, b), bls381_fp_add_portable(&y, a, b), kernel_same(&x, &y, sizeof x);
    bls381_fp_sub_arm(&x, a, b), bls381_fp_sub_portable(&y, a, b), kernel_same(&x, &y, sizeof x);
    x = *a, bls381_fp_sub_arm(&x, &x, b), kernel_same(&x, &y, sizeof x);
    bls381_fp_neg(&x, a), bls381_fp_neg_portable(&y, a), kernel_same(&x, &y, sizeof x);
    bls381_fp_dbl(&x, a), bls381_fp_dbl_portable(&y, a), kernel_same(&x, &y, sizeof x);
}

static void kernel_fr_pair(const bls381_fr *a, const bls381_fr *b)
{
    bls381_fr x, y;
    bls381_fr_mul_arm(&x, a, b), bls381_fr_mul_portable(&y, a, b), kernel_same(&x, &y, sizeof x);
    x = *b, bls381_fr_mul_arm(&x, a, &x), kernel_same(&x, &y, sizeof x);
    bls381_fr_sqr_arm(&x, a), bls381_fr_sqr_portable(&y, a), kernel_same(&x, &y, sizeof x);
    bls381_fr_add_arm(&x, a, b), bls381_fr_add_portable(&y, a, b), kernel_same(&x, &y, sizeof x);
    bls381_fr_sub_arm(&x, a, b), bls381_fr_sub_portable(&y, a, b), kernel_same(&x, &y, sizeof x);
}

static int kernels_check(bool *ok)
{
    uint64_t e[KERNEL_EDGES][6];
    bls381_fp a, b;
    bls381_fr c, d;
    for (int i = 0; i < KERNEL_RANDOM; i++) {
        kernel_value(a.l, bls381_fp_modulus, 6), kernel_value(b.l, bls381_fp_modulus, 6);
        kernel_fp_pair(&a, &b, true);
        kernel_value(c.l, bls381_fr_modulus, 4), kernel_value(d.l, bls381_fr_modulus, 4);
        kernel_fr_pair(&c, &d);
    }
    kernel_edges(e, bls381_fp_modulus, 6);
    for (int i = 0; i < KERNEL_EDGES * KERNEL_EDGES; i++) {
        memcpy(a.l, e[i / KERNEL_EDGES], sizeof a.l), memcpy(b.l, e[i % KERNEL_EDGES], sizeof b.l);
        kernel_fp_pair(&a, &b, i / KERNEL_EDGES < 3 && i % KERNEL_EDGES < 3);
    }
    kernel_edges(e, bls381_fr_modulus, 4);
    for (int i = 0; i < 3 * 3; i++) {
        memcpy(c.l, e[i / 3], sizeof c.l), memcpy(d.l, e[i % 3], sizeof d.l);
        kernel_fr_pair(&c, &d);
    }
    bare_puts("field kernels: ");
    bare_put_u64(kernel_checks);
    bare_puts(" comparisons with the C twins, ");
    bare_put_u64(kernel_bad);
    bare_puts(" differ\n");
    *ok = kernel_checks > 0 && kernel_bad == 0;
    return 0;
}
#else
static int kernels_check(bool *ok)
{
    bare_puts("field kernels: none (portable C, ARM_ASM=0)\n");
    *ok = true;
    return 0;
}
#endif

#endif
