/*
 * Generic exponentiation over any Montgomery field, given its multiply.
 * Constant time: a fixed 4-bit window over all nlimbs*64 exponent bits, the
 * table entry picked by a full scan with masks. Variable time: left-to-right
 * with a 4-bit sliding window, for public exponents.
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

static inline void bls381_mont_pow_vartime(uint64_t *r, const uint64_t *a, const uint64_t *e,
                                           size_t nlimbs, const uint64_t *one,
                                           bls381_mul_fn mul, size_t n)
{
    /* odd powers a, a^3, ..., a^15 */
    uint64_t odd[8][BLS381_MONT_MAX_LIMBS], a2[BLS381_MONT_MAX_LIMBS], acc[BLS381_MONT_MAX_LIMBS];
    for (size_t i = 0; i < n; i++) { odd[0][i] = a[i]; acc[i] = one[i]; }
    mul(a2, a, a);
    for (size_t k = 1; k < 8; k++) mul(odd[k], odd[k - 1], a2);
    size_t bits = nlimbs * 64;
    while (bits > 0 && !((e[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1)) bits--;
    int started = 0;
    for (size_t i = bits; i > 0;) {
        size_t top = i - 1;
        if (!((e[top / 64] >> (top % 64)) & 1)) {
            if (started) mul(acc, acc, acc);
            i--;
            continue;
        }
        /* window [low, top] of at most 4 bits ending in a 1 */
        size_t low = top >= 3 ? top - 3 : 0;
        while (!((e[low / 64] >> (low % 64)) & 1)) low++;
        uint64_t digit = 0;
        for (size_t b = top + 1; b-- > low;) digit = (digit << 1) | ((e[b / 64] >> (b % 64)) & 1);
        if (started)
            for (size_t s = 0; s < top - low + 1; s++) mul(acc, acc, acc);
        if (started) mul(acc, acc, odd[digit >> 1]);
        else { for (size_t j = 0; j < n; j++) acc[j] = odd[digit >> 1][j]; started = 1; }
        i = low;
    }
    for (size_t i = 0; i < n; i++) r[i] = acc[i];
}

#endif
