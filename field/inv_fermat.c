/*
 * Inversion by Fermat's little theorem: 1/x = x^(m-2) mod m for prime m
 * (0 maps to 0), along a fixed addition chain for m - 2.
 *
 * The chains come from tools/gen_inv_consts.py: a left-to-right sliding
 * window whose width is chosen to minimise squarings plus multiplications;
 * the generator replays each chain on integers to check it spells m - 2.
 * A chain is a start digit and steps "square s times, then multiply by
 * x^(2j+1)" over a table of the odd powers x, x^3, x^5, ... Everything the
 * chain does depends on m only, so this is constant time in x. Montgomery
 * form passes through unchanged: (xR)^(m-2) R^-(m-3) = x^-1 R.
 *
 * The slow baseline the GCD methods are measured against (INVERSION.md).
 */
#include "field/field.h"

typedef struct { uint8_t sqr, idx; } chain_step;

/* BEGIN GENERATED: tools/gen_inv_consts.py fermat */
/* fp: m - 2 by a 5-bit sliding window: 377 squarings and 83
 * multiplications (table of x^1, x^3, ..., x^31 included) */
#define FP_TABLE 16
#define FP_FIRST 6 /* start: x^(2*6+1) */
#define FP_TAIL 0
static const chain_step fp_chain[67] = {
    {13, 8}, {7, 7}, {4, 2}, {6, 3}, {7, 11}, {5, 15}, {5, 12}, {3, 2},
    {6, 6}, {6, 4}, {3, 1}, {8, 13}, {3, 2}, {6, 7}, {6, 13}, {3, 0},
    {8, 6}, {7, 11}, {5, 5}, {6, 6}, {6, 14}, {4, 4}, {8, 14}, {4, 6},
    {7, 11}, {9, 9}, {5, 12}, {2, 1}, {7, 2}, {7, 4}, {6, 11}, {5, 14},
    {5, 9}, {5, 9}, {8, 6}, {7, 10}, {9, 7}, {5, 6}, {3, 1}, {8, 7},
    {3, 1}, {7, 4}, {9, 7}, {6, 10}, {6, 15}, {5, 15}, {5, 15}, {4, 6},
    {3, 1}, {8, 10}, {7, 15}, {5, 15}, {5, 15}, {4, 7}, {4, 3}, {7, 15},
    {5, 14}, {5, 15}, {5, 15}, {5, 15}, {5, 15}, {5, 15}, {5, 15}, {4, 6},
    {6, 10}, {4, 2}, {3, 0},
};
/* fr: m - 2 by a 5-bit sliding window: 252 squarings and 60
 * multiplications (table of x^1, x^3, ..., x^31 included) */
#define FR_TABLE 16
#define FR_FIRST 3 /* start: x^(2*3+1) */
#define FR_TAIL 0
static const chain_step fr_chain[44] = {
    {7, 15}, {6, 13}, {6, 9}, {5, 10}, {7, 12}, {6, 9}, {7, 14}, {6, 15},
    {4, 2}, {3, 0}, {10, 12}, {5, 9}, {5, 9}, {4, 5}, {8, 0}, {12, 9},
    {2, 0}, {9, 14}, {1, 0}, {13, 10}, {6, 9}, {5, 11}, {4, 5}, {5, 4},
    {13, 11}, {5, 15}, {5, 15}, {5, 12}, {6, 13}, {5, 15}, {5, 13}, {5, 15},
    {5, 15}, {5, 15}, {5, 15}, {5, 15}, {4, 7}, {6, 15}, {5, 15}, {5, 15},
    {5, 15}, {5, 15}, {5, 15}, {2, 1},
};
/* END GENERATED */

void bls381_fp_inv_fermat(bls381_fp *r, const bls381_fp *a)
{
    bls381_fp table[FP_TABLE], x2, acc;
    table[0] = *a;
    bls381_fp_sqr(&x2, a);
    for (int i = 1; i < FP_TABLE; i++) bls381_fp_mul(&table[i], &table[i - 1], &x2);
    acc = table[FP_FIRST];
    for (size_t i = 0; i < sizeof fp_chain / sizeof fp_chain[0]; i++) {
        for (int s = 0; s < fp_chain[i].sqr; s++) bls381_fp_sqr(&acc, &acc);
        bls381_fp_mul(&acc, &acc, &table[fp_chain[i].idx]);
    }
    for (int s = 0; s < FP_TAIL; s++) bls381_fp_sqr(&acc, &acc);
    *r = acc;
}

void bls381_fr_inv_fermat(bls381_fr *r, const bls381_fr *a)
{
    bls381_fr table[FR_TABLE], x2, acc;
    table[0] = *a;
    bls381_fr_sqr(&x2, a);
    for (int i = 1; i < FR_TABLE; i++) bls381_fr_mul(&table[i], &table[i - 1], &x2);
    acc = table[FR_FIRST];
    for (size_t i = 0; i < sizeof fr_chain / sizeof fr_chain[0]; i++) {
        for (int s = 0; s < fr_chain[i].sqr; s++) bls381_fr_sqr(&acc, &acc);
        bls381_fr_mul(&acc, &acc, &table[fr_chain[i].idx]);
    }
    for (int s = 0; s < FR_TAIL; s++) bls381_fr_sqr(&acc, &acc);
    *r = acc;
}
