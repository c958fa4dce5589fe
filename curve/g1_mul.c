/*
 * Scalar multiplication in G1 with the GLV method: k = k1 + k2 x^2 with
 * k1, k2 < 2^128 (curve/scalar.c), and since phi = [-x^2] on G1,
 *   [k]P = [k1]P + [k2]Q,  Q = -phi(P) = (beta X : -Y : Z),
 * a two-dimensional multiplication of half the length.
 *
 * Constant time (bls381_g1_mul*): signed windows of width 5 (Booth digits in
 * [-16, 16]) over 26 windows, tables [0..16]P and [0..16]Q, each digit's
 * entry read by a full masked scan and negated by a masked move. The
 * complete addition formulas make the digit 0 (adding infinity) and any
 * coincidence of the accumulator with a table entry harmless. The five
 * doublings per window stay projective (bls381_g1_dbl_n decides, see
 * curve/dbl_run.c).
 *
 * Variable time (bls381_g1_mul*_vartime): width-5 NAF of k1 and k2 with
 * tables of the odd multiples 1P..15P and 1Q..15Q.
 */
#include "curve/curve.h"
#include "sys/ct.h"

#define W 5

/* the table is read as words (curve/curve.h, bls381_curve_ct_lookup) */
#define ENTRY_WORDS (sizeof(bls381_g1) / sizeof(uint64_t))
_Static_assert(sizeof(bls381_g1) == 3 * sizeof(bls381_fp) && sizeof(bls381_fp) == 6 * sizeof(uint64_t),
               "bls381_g1 is its coordinates' words, without padding");
_Static_assert(ENTRY_WORDS % 2 == 0 && ENTRY_WORDS <= BLS381_CURVE_LOOKUP_MAX_WORDS, "whole pairs of words");
#define TABLE_SIZE ((1 << (W - 1)) + 1)      /* [0]P .. [16]P */
#define WINDOWS 26                            /* 26 * 5 > 128 + 1 bits */
#define WNAF_W 5
#define WNAF_TABLE (1 << (WNAF_W - 2))        /* P, 3P, ..., 15P */

/* r = sign(digit) table[|digit|], reading every entry */
static void select_entry(bls381_g1 *r, const bls381_g1 table[TABLE_SIZE], int digit)
{
    uint64_t d = (uint64_t)(int64_t)digit;
    uint64_t neg = 0 - (d >> 63);
    uint64_t abs = (d ^ neg) - neg;
    bls381_curve_ct_lookup((uint64_t *)(void *)r, (const uint64_t *)(const void *)table, ENTRY_WORDS, TABLE_SIZE, abs);
    bls381_g1_cneg_mask(r, neg);
}

/* table[j] = [j]p for j < TABLE_SIZE */
static void build_table(bls381_g1 table[TABLE_SIZE], const bls381_g1 *p)
{
    bls381_g1_set_infinity(&table[0]);
    table[1] = *p;
    for (int j = 2; j < TABLE_SIZE; j++) {
        if (j % 2 == 0) bls381_g1_dbl(&table[j], &table[j / 2]);
        else bls381_g1_add(&table[j], &table[j - 1], p);
    }
}

void bls381_g1_mul_limbs(bls381_g1 *r, const bls381_g1 *p, const uint64_t k[4])
{
    uint64_t k1[2], k2[2];
    bls381_g1 tp[TABLE_SIZE], tq[TABLE_SIZE], acc, t;
    bls381_scalar_split_glv(k1, k2, k);
    build_table(tp, p);
    for (int j = 0; j < TABLE_SIZE; j++) {
        bls381_g1_phi(&tq[j], &tp[j]);
        bls381_g1_neg(&tq[j], &tq[j]);   /* [j](-phi(P)) */
    }
    select_entry(&acc, tp, bls381_scalar_booth_digit(k1, 2, W, WINDOWS - 1));
    select_entry(&t, tq, bls381_scalar_booth_digit(k2, 2, W, WINDOWS - 1));
    bls381_g1_add(&acc, &acc, &t);
    for (int i = WINDOWS - 2; i >= 0; i--) {
        bls381_g1_dbl_n(&acc, &acc, W);
        select_entry(&t, tp, bls381_scalar_booth_digit(k1, 2, W, (size_t)i));
        bls381_g1_add(&acc, &acc, &t);
        select_entry(&t, tq, bls381_scalar_booth_digit(k2, 2, W, (size_t)i));
        bls381_g1_add(&acc, &acc, &t);
    }
    *r = acc;
    bls381_secure_zero(k1, sizeof k1);
    bls381_secure_zero(k2, sizeof k2);
    bls381_secure_zero(&t, sizeof t);
}

void bls381_g1_mul_limbs_vartime(bls381_g1 *r, const bls381_g1 *p, const uint64_t k[4])
{
    uint64_t k1[2], k2[2];
    int8_t d1[128 + WNAF_W], d2[128 + WNAF_W];
    bls381_g1 tp[WNAF_TABLE], tq[WNAF_TABLE], p2, acc;
    bls381_scalar_split_glv(k1, k2, k);
    size_t len1 = bls381_scalar_wnaf_vartime(d1, k1, 2, WNAF_W);
    size_t len2 = bls381_scalar_wnaf_vartime(d2, k2, 2, WNAF_W);
    size_t len = len1 > len2 ? len1 : len2;
    tp[0] = *p;
    bls381_g1_dbl(&p2, p);
    for (int j = 1; j < WNAF_TABLE; j++) bls381_g1_add(&tp[j], &tp[j - 1], &p2);
    for (int j = 0; j < WNAF_TABLE; j++) {
        bls381_g1_phi(&tq[j], &tp[j]);
        bls381_g1_neg(&tq[j], &tq[j]);
    }
    bls381_g1_set_infinity(&acc);
    bool started = false;
    for (size_t i = len; i-- > 0;) {
        if (started) bls381_g1_dbl(&acc, &acc);
        if (d1[i] > 0) bls381_g1_add(&acc, &acc, &tp[d1[i] / 2]);
        if (d1[i] < 0) bls381_g1_sub(&acc, &acc, &tp[-d1[i] / 2]);
        if (d2[i] > 0) bls381_g1_add(&acc, &acc, &tq[d2[i] / 2]);
        if (d2[i] < 0) bls381_g1_sub(&acc, &acc, &tq[-d2[i] / 2]);
        started |= d1[i] != 0 || d2[i] != 0;
    }
    *r = acc;
}

void bls381_g1_mul(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *k)
{
    uint64_t kl[4];
    bls381_fr_to_limbs(kl, k);
    bls381_g1_mul_limbs(r, p, kl);
    bls381_secure_zero(kl, sizeof kl);
}

void bls381_g1_mul_bytes(bls381_g1 *r, const bls381_g1 *p, const uint8_t k[32])
{
    uint64_t kl[4];
    bls381_scalar_from_bytes(kl, k);
    bls381_g1_mul_limbs(r, p, kl);
    bls381_secure_zero(kl, sizeof kl);
}

void bls381_g1_mul_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *k)
{
    uint64_t kl[4];
    bls381_fr_to_limbs(kl, k);
    bls381_g1_mul_limbs_vartime(r, p, kl);
}

void bls381_g1_mul_bytes_vartime(bls381_g1 *r, const bls381_g1 *p, const uint8_t k[32])
{
    uint64_t kl[4];
    bls381_scalar_from_bytes(kl, k);
    bls381_g1_mul_limbs_vartime(r, p, kl);
}
