/*
 * Constant-time helpers. A "mask" is a uint64_t that is all ones (true) or
 * all zeros (false); it is built and combined without branches. launder()
 * hides a value from the optimiser so a mask is not turned back into a
 * branch.
 */
#ifndef BLS381_SYS_CT_H
#define BLS381_SYS_CT_H

#include <stddef.h>
#include <stdint.h>

static inline uint64_t bls381_ct_launder(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
#endif
    return x;
}

/* all ones when x == 0 */
static inline uint64_t bls381_ct_is_zero_mask(uint64_t x)
{
    return bls381_ct_launder(0 - (((x | (0 - x)) >> 63) ^ 1));
}

/* all ones when bit (0 or 1) is 1 */
static inline uint64_t bls381_ct_mask(uint64_t bit)
{
    return bls381_ct_launder(0 - (bit & 1));
}

/* all ones when a == b */
static inline uint64_t bls381_ct_eq_mask(uint64_t a, uint64_t b)
{
    return bls381_ct_is_zero_mask(a ^ b);
}

/* r = mask ? a : r, n words. Computed as (r & ~mask) | (a & mask), not
 * r ^ ((r ^ a) & mask) (compilers fold the first into the second unless
 * one half is laundered): valgrind's memcheck follows an AND with a known
 * mask bit by bit, so a selected value is as defined as a even when r was
 * never initialised (an output a call writes only on success). With the
 * XOR form every such result looked uninitialised to memcheck. */
static inline void bls381_ct_cmov(uint64_t *r, const uint64_t *a, size_t n, uint64_t mask)
{
    for (size_t i = 0; i < n; i++) r[i] = bls381_ct_launder(r[i] & ~mask) | (a[i] & mask);
}

/*
 * r = entry `index` of a table of `count` entries of n words each (entry j
 * at table + j n), reading every entry: constant time in index. An OR of
 * the entries, each ANDed with its mask (all ones for the wanted one), into
 * a zeroed r: the inner loop has no dependence between words, so compilers
 * vectorise it, and r is as defined for memcheck as the entry it receives.
 * An index outside [0, count) gives all zeros.
 */
static inline void bls381_ct_lookup(uint64_t *r, const uint64_t *table, size_t n, size_t count,
                                    uint64_t index)
{
    for (size_t i = 0; i < n; i++) r[i] = 0;
    for (size_t j = 0; j < count; j++) {
        uint64_t mask = bls381_ct_eq_mask(j, index);
        const uint64_t *e = table + j * n;
        for (size_t i = 0; i < n; i++) r[i] |= e[i] & mask;
    }
}

/* swap a and b when mask is all ones */
static inline void bls381_ct_cswap(uint64_t *a, uint64_t *b, size_t n, uint64_t mask)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t t = (a[i] ^ b[i]) & mask;
        a[i] ^= t;
        b[i] ^= t;
    }
}

/* Zero memory in a way the compiler does not remove. */
void bls381_secure_zero(void *p, size_t n);

#endif
