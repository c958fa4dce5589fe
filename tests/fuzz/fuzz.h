/*
 * Helpers for the libFuzzer targets of tests/fuzz (see README.md there).
 * A target is `FUZZ_TARGET { ... }`, the body of LLVMFuzzerTestOneInput
 * with `data` and `size` in scope. fuzz_in reads the input as a stream:
 * bytes, integers and fixed-size blocks, zero-filled once it runs out, so a
 * target never reads past the input and short inputs still mean something.
 * FUZZ_ASSERT aborts (the fuzzer records the input as a crash) when a
 * property the library promises does not hold.
 */
#ifndef BLS381_TESTS_FUZZ_H
#define BLS381_TESTS_FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_TARGET \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size); \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)

#define FUZZ_ASSERT(cond) \
    do { if (!(cond)) { fprintf(stderr, "%s:%d: FUZZ_ASSERT(%s) failed\n", __FILE__, __LINE__, #cond); abort(); } } while (0)

typedef struct { const uint8_t *p; size_t n; } fuzz_in;

static inline size_t fuzz_left(const fuzz_in *in) { return in->n; }

/* n bytes into out (zeros past the end of the input) */
static inline void fuzz_bytes(fuzz_in *in, void *out, size_t n)
{
    size_t k = n < in->n ? n : in->n;
    if (k) memcpy(out, in->p, k);
    if (k < n) memset((uint8_t *)out + k, 0, n - k);
    in->p += k;
    in->n -= k;
}

static inline uint8_t fuzz_u8(fuzz_in *in)
{
    uint8_t b;
    fuzz_bytes(in, &b, 1);
    return b;
}

static inline uint64_t fuzz_u64(fuzz_in *in)
{
    uint8_t b[8];
    fuzz_bytes(in, b, 8);
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | b[i];
    return v;
}

/* a pointer to the next n bytes of the input itself (fewer when it runs
 * out: *got says how many) */
static inline const uint8_t *fuzz_take(fuzz_in *in, size_t n, size_t *got)
{
    const uint8_t *p = in->p;
    *got = n < in->n ? n : in->n;
    in->p += *got;
    in->n -= *got;
    return p;
}

/* the rest of the input */
static inline const uint8_t *fuzz_rest(fuzz_in *in, size_t *got) { return fuzz_take(in, in->n, got); }

/* every one of n bytes at p is v (one memcmp of the block against itself
 * shifted by a byte, not a compared byte at a time: the fuzzer's
 * comparison hooks made the byte loop cost more than the calls it checks) */
static inline bool fuzz_all(const void *p, size_t n, uint8_t v)
{
    const uint8_t *b = p;
    return n == 0 || (b[0] == v && !memcmp(b, b + 1, n - 1));
}

/* A batch parser's answer (status s, index bi, output got of got_size
 * bytes filled with 0xa5 before the call, its bad-index variable set to
 * 999) against a loop over the one-point parser stopping at the first error
 * (status ws, 0 for OK, at index wi; want holds the points before it, each
 * `each` bytes): the same status; on success bi untouched and the n
 * points; on error the same index and the output untouched. */
static inline void fuzz_assert_batch_parse(int ws, size_t wi, int s, size_t bi, const void *want, const void *got,
                                           size_t n, size_t each, size_t got_size)
{
    FUZZ_ASSERT(s == ws);
    if (s == 0) FUZZ_ASSERT(bi == 999 && !memcmp(got, want, n * each));
    else FUZZ_ASSERT(bi == wi && fuzz_all(got, got_size, 0xa5));
}

/* a heap copy of n bytes (ASan then sees reads past n) */
static inline uint8_t *fuzz_dup(const uint8_t *p, size_t n)
{
    uint8_t *q = malloc(n ? n : 1);
    if (!q) abort();
    if (n) memcpy(q, p, n);
    return q;
}

#endif
