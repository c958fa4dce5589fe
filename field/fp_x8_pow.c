/*
 * a^ex in every lane of the eight-lane engine (field/fp_x8.h,
 * bls381_fp_x8_pow_vartime): the square roots of the batch decoders
 * (curve/g1_decompress_x8.c, and through field/fp2_x8_sqrt.c
 * curve/g2_decompress_x8.c). A fixed 4-bit window from the top nonzero
 * digit of the public exponent: 15 products for the table, then four
 * squarings and at most one product per digit. Variable time in ex only.
 */
#include "field/fp_x8.h"

static unsigned digit(const uint64_t ex[6], int w) { return (unsigned)(ex[w / 16] >> (4 * (w % 16))) & 15; }

void bls381_fp_x8_pow_vartime(const bls381_fp_x8_engine *e, bls381_fp_x8 *r, const bls381_fp_x8 *a,
                              const uint64_t ex[6])
{
    bls381_fp_x8 table[16];
    table[1] = *a;
    for (int k = 2; k < 16; k++) e->fp_mul(&table[k], &table[k - 1], a);
    int w = 95;
    while (digit(ex, w) == 0) w--;
    *r = table[digit(ex, w)];
    while (w-- > 0) {
        for (int s = 0; s < 4; s++) e->fp_sqr(r, r);
        if (digit(ex, w)) e->fp_mul(r, r, &table[digit(ex, w)]);
    }
}
