/*
 * Byte counts computed from a caller's element count, saturating at
 * SIZE_MAX instead of wrapping around. Where size_t has 32 bits a scratch
 * size wraps for counts in the millions; a saturated size cannot be
 * allocated, and a function seeing SIZE_MAX as its need refuses the call.
 * SIZE_MAX stays SIZE_MAX through every helper (except a product with 0).
 */
#ifndef BLS381_SYS_SIZE_H
#define BLS381_SYS_SIZE_H

#include <stddef.h>
#include <stdint.h>

static inline size_t bls381_size_add(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

static inline size_t bls381_size_mul(size_t a, size_t b)
{
    return b != 0 && a > SIZE_MAX / b ? SIZE_MAX : a * b;
}

/* x rounded up to a multiple of 64 */
static inline size_t bls381_size_align64(size_t x)
{
    return x > SIZE_MAX - 63 ? SIZE_MAX : (x + 63) & ~(size_t)63;
}

/* Carving a block into arrays: the address of `count` elements of `size`
 * bytes at base + *off (NULL when base is NULL: a sizing pass), *off moved
 * past them to the next multiple of 64 (saturating). */
static inline void *bls381_size_take(uint8_t *base, size_t *off, size_t count, size_t size)
{
    void *p = base ? base + *off : NULL;
    *off = bls381_size_align64(bls381_size_add(*off, bls381_size_mul(count, size)));
    return p;
}

/* The one rule for a scratch need (a _scratch_size's answer): 0 is its
 * answer for arguments it refuses and SIZE_MAX lies past the address
 * space, so neither is a block to allocate or accept. */
static inline int bls381_scratch_need_ok(size_t need)
{
    return need != 0 && need != SIZE_MAX;
}

/* The one acceptance check of a caller's scratch block for a function
 * needing `need` bytes: a usable need, the block present, aligned for
 * uint64_t, and at least `need` bytes. */
static inline int bls381_scratch_ok(const void *scratch, size_t size, size_t need)
{
    return bls381_scratch_need_ok(need) && scratch != NULL && ((uintptr_t)scratch & 7) == 0 && size >= need;
}

#endif
