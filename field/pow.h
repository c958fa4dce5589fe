/*
 * Generic exponentiation over any Montgomery field, given its multiply.
 * Constant time: a fixed 4-bit window over all nlimbs*64 exponent bits, the
 * table entry picked by a full scan with masks. Variable time: left-to-right
 * with a sliding window, for public exponents (bls381_mont_pow_sliding).
 */
#ifndef BLS381_FIELD_POW_H
#define BLS381_FIELD_POW_H

#include "field/mont.h"

typedef void (*bls381_mul_fn)(uint64_t *r, const uint64_t *a, const uint64_t *b);

static inline void bls381_mont_pow_ct(uint64_t *r, const uint64_t *a, const uint64_t *e,
                                      size_t nlimbs, const uint64_t *one,
                                      bls381_mul_fn mul, size_t n)
{
    uint64_t table[16][BLS381_MONT_MAX_LIMBS], acc[BLS381_MONT_MAX_LIMBS];
    uint64_t sel[BLS381_MONT_MAX_LIMBS];
    for (size_t i = 0; i < n; i++) { table[0][i] = one[i]; table[1][i] = a[i]; acc[i] = one[i]; }
    for (size_t k = 2; k < 16; k++) mul(table[k], table[k - 1], a);
    for (size_t w = nlimbs * 16; w-- > 0;) {
        for (int s = 0; s < 4; s++) mul(acc, acc, acc);
        uint64_t digit = (e[w / 16] >> (4 * (w % 16))) & 15;
        for (size_t i = 0; i < n; i++) sel[i] = 0;
        for (uint64_t k = 0; k < 16; k++)
            bls381_ct_cmov(sel, table[k], n, bls381_ct_eq_mask(k, digit));
        mul(acc, acc, sel);
    }
    for (size_t i = 0; i < n; i++) r[i] = acc[i];
}

/* Left-to-right sliding window over the public exponent e: the odd powers
 * a, a^3, ..., a^(2^w - 1), then one squaring per bit and one product per
 * window. For a b-bit exponent that is b squarings and about
 * b/(w+1) + 2^(w-1) products, least for w = 5 from about 200 to 500 bits,
 * w = 4 from 70, w = 3 from 25, else 2; the width follows b. sqr may be
 * the field's dedicated squaring. */
typedef void (*bls381_sqr_fn)(uint64_t *r, const uint64_t *a);

static inline void bls381_mont_pow_sliding(uint64_t *r, const uint64_t *a, const uint64_t *e,
                                           size_t nlimbs, const uint64_t *one,
                                           bls381_mul_fn mul, bls381_sqr_fn sqr, size_t n)
{
    uint64_t odd[16][BLS381_MONT_MAX_LIMBS], a2[BLS381_MONT_MAX_LIMBS], acc[BLS381_MONT_MAX_LIMBS];
    size_t bits = nlimbs * 64;
    while (bits > 0 && !((e[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1)) bits--;
    size_t w = bits >= 200 ? 5 : bits >= 70 ? 4 : bits >= 25 ? 3 : 2;
    for (size_t i = 0; i < n; i++) { odd[0][i] = a[i]; acc[i] = one[i]; }
    sqr(a2, a);
    for (size_t k = 1; k < ((size_t)1 << (w - 1)); k++) mul(odd[k], odd[k - 1], a2);
    int started = 0;
    for (size_t i = bits; i > 0;) {
        size_t top = i - 1;
        if (!((e[top / 64] >> (top % 64)) & 1)) {
            if (started) sqr(acc, acc);
            i--;
            continue;
        }
        /* window [low, top] of at most w bits ending in a 1 */
        size_t low = top >= w - 1 ? top - (w - 1) : 0;
        while (!((e[low / 64] >> (low % 64)) & 1)) low++;
        uint64_t digit = 0;
        for (size_t b = top + 1; b-- > low;) digit = (digit << 1) | ((e[b / 64] >> (b % 64)) & 1);
        if (started) {
            for (size_t s = 0; s < top - low + 1; s++) sqr(acc, acc);
            mul(acc, acc, odd[digit >> 1]);
        } else {
            for (size_t j = 0; j < n; j++) acc[j] = odd[digit >> 1][j];
            started = 1;
        }
        i = low;
    }
    for (size_t i = 0; i < n; i++) r[i] = acc[i];
}

#endif
