/*
 * Scalar multiplication in G2 with the GLS method (Galbraith-Lin-Scott):
 * k = d0 + d1|x| + d2|x|^2 + d3|x|^3 with 64-bit digits (curve/scalar.c),
 * and since psi = [x] = [-|x|] on G2,
 *   [k]P = [d0]P + [d1](-psi P) + [d2](psi^2 P) + [d3](-psi^3 P),
 * a four-dimensional multiplication of a quarter of the length.
 *
 * Constant time (bls381_g2_mul*): Booth digits of width 5 over 13 windows,
 * one table [0..16]P; for the digits of d1..d3 the selected entry is mapped
 * by psi, psi^2 or psi^3 after the masked scan (13 windows use fewer
 * endomorphism evaluations than three more 17-entry tables would). The
 * five doublings per window go through Jacobian coordinates
 * (curve/dbl_run.c): about 3% faster than projective doublings here.
 *
 * Variable time (bls381_g2_mul*_vartime): width-5 NAF of the four digits,
 * tables of the odd multiples 1P..15P and their images.
 */
#include "curve/curve.h"
#include "sys/ct.h"

#define W 5

/* the table is read as words (sys/ct.h, bls381_ct_lookup) */
#define ENTRY_WORDS (sizeof(bls381_g2) / sizeof(uint64_t))
_Static_assert(sizeof(bls381_g2) == 6 * sizeof(bls381_fp) && sizeof(bls381_fp) == 6 * sizeof(uint64_t),
               "bls381_g2 is its coordinates' words, without padding");
#define TABLE_SIZE ((1 << (W - 1)) + 1)      /* [0]P .. [16]P */
#define WINDOWS 13                            /* 13 * 5 > 64 + 1 bits */
#define WNAF_W 5
#define WNAF_TABLE (1 << (WNAF_W - 2))        /* P, 3P, ..., 15P */

/* r = table[|digit|] mapped by psi^e, negated when digit < 0 xor flip */
static void select_entry(bls381_g2 *r, const bls381_g2 table[TABLE_SIZE], int digit, int e, uint64_t flip)
{
    uint64_t d = (uint64_t)(int64_t)digit;
    uint64_t neg = 0 - (d >> 63);
    uint64_t abs = (d ^ neg) - neg;
    bls381_ct_lookup((uint64_t *)(void *)r, (const uint64_t *)(const void *)table, ENTRY_WORDS, TABLE_SIZE, abs);
    if (e >= 2) bls381_g2_psi2(r, r);          /* e is public */
    if (e & 1) bls381_g2_psi(r, r);
    bls381_g2_cneg_mask(r, neg ^ flip);
}

void bls381_g2_mul_limbs(bls381_g2 *r, const bls381_g2 *p, const uint64_t k[4])
{
    /* digit s is multiplied by |x|^s = (-1)^s psi^s */
    static const uint64_t flip[4] = { 0, ~0ULL, 0, ~0ULL };
    uint64_t d[4];
    bls381_g2 table[TABLE_SIZE], acc, t;
    bls381_scalar_split_gls(d, k);
    bls381_g2_set_infinity(&table[0]);
    table[1] = *p;
    for (int j = 2; j < TABLE_SIZE; j++) {
        if (j % 2 == 0) bls381_g2_dbl(&table[j], &table[j / 2]);
        else bls381_g2_add(&table[j], &table[j - 1], p);
    }
    bls381_g2_set_infinity(&acc);
    for (int i = WINDOWS - 1; i >= 0; i--) {
        if (i != WINDOWS - 1)
            bls381_g2_dbl_n(&acc, &acc, W);
        for (int s = 0; s < 4; s++) {
            select_entry(&t, table, bls381_scalar_booth_digit(&d[s], 1, W, (size_t)i), s, flip[s]);
            bls381_g2_add(&acc, &acc, &t);
        }
    }
    *r = acc;
    bls381_secure_zero(d, sizeof d);
    bls381_secure_zero(&t, sizeof t);
}

void bls381_g2_mul_limbs_vartime(bls381_g2 *r, const bls381_g2 *p, const uint64_t k[4])
{
    uint64_t d[4];
    int8_t digits[4][64 + WNAF_W];
    size_t len = 0;
    bls381_g2 table[4][WNAF_TABLE], p2, acc;
    bls381_scalar_split_gls(d, k);
    for (int s = 0; s < 4; s++) {
        size_t l = bls381_scalar_wnaf_vartime(digits[s], &d[s], 1, WNAF_W);
        if (l > len) len = l;
    }
    table[0][0] = *p;
    bls381_g2_dbl(&p2, p);
    for (int j = 1; j < WNAF_TABLE; j++) bls381_g2_add(&table[0][j], &table[0][j - 1], &p2);
    for (int j = 0; j < WNAF_TABLE; j++) {
        bls381_g2_psi(&table[1][j], &table[0][j]);
        bls381_g2_psi2(&table[2][j], &table[0][j]);
        bls381_g2_psi(&table[3][j], &table[2][j]);
        bls381_g2_neg(&table[1][j], &table[1][j]);    /* -psi */
        bls381_g2_neg(&table[3][j], &table[3][j]);    /* -psi^3 */
    }
    bls381_g2_set_infinity(&acc);
    bool started = false;
    for (size_t i = len; i-- > 0;) {
        if (started) bls381_g2_dbl(&acc, &acc);
        for (int s = 0; s < 4; s++) {
            int v = digits[s][i];
            if (v > 0) bls381_g2_add(&acc, &acc, &table[s][v / 2]);
            if (v < 0) bls381_g2_sub(&acc, &acc, &table[s][-v / 2]);
            started |= v != 0;
        }
    }
    *r = acc;
}

void bls381_g2_mul(bls381_g2 *r, const bls381_g2 *p, const bls381_fr *k)
{
    uint64_t kl[4];
    bls381_fr_to_limbs(kl, k);
    bls381_g2_mul_limbs(r, p, kl);
    bls381_secure_zero(kl, sizeof kl);
}

void bls381_g2_mul_bytes(bls381_g2 *r, const bls381_g2 *p, const uint8_t k[32])
{
    uint64_t kl[4];
    bls381_scalar_from_bytes(kl, k);
    bls381_g2_mul_limbs(r, p, kl);
    bls381_secure_zero(kl, sizeof kl);
}

void bls381_g2_mul_vartime(bls381_g2 *r, const bls381_g2 *p, const bls381_fr *k)
{
    uint64_t kl[4];
    bls381_fr_to_limbs(kl, k);
    bls381_g2_mul_limbs_vartime(r, p, kl);
}

void bls381_g2_mul_bytes_vartime(bls381_g2 *r, const bls381_g2 *p, const uint8_t k[32])
{
    uint64_t kl[4];
    bls381_scalar_from_bytes(kl, k);
    bls381_g2_mul_limbs_vartime(r, p, kl);
}
