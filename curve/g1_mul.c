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
 * tables of the odd multiples 1P..15P and 1Q..15Q, affine on an isomorphic
 * curve (no inversion), Jacobian doublings and mixed additions.
 */
#include "curve/curve.h"
#include "curve/g1_jacobian.h"
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

/*
 * The odd multiples (2j+1)P, j < WNAF_TABLE, as affine points of an
 * isomorphic curve, without an inversion. For u != 0 the map
 * (x, y) -> (u^2 x, u^3 y) takes E: y^2 = x^3 + b to E_u: y^2 = x^3 + u^6 b,
 * and Jacobian points of E with the common Z = u are the affine points
 * (X, Y) of E_u. The Jacobian doubling and mixed addition for a = 0
 * (curve/g1_jacobian.c) do not use b, so they run on E_u unchanged, and a
 * result (X, Y, Z) on E_u is (X, Y, u Z) on E. (The idea of libsecp256k1's
 * table of "effective affine" points.) Here:
 *   D = 2P = (Xd, Yd, Zd) is affine on E_Zd; P is taken there;
 *   T_j = T_{j-1} + D by mixed additions, each giving Z_j = Z_{j-1} zr_j;
 *   every T_j is scaled by s_j = Z_last / Z_j = zr_{j+1} ... zr_last
 *   (X s^2, Y s^3), so all share Z_last, and u = Zd Z_last.
 * False when a sum meets an exceptional case: P of small order (not in G1).
 */
static bool odd_multiples_affine(bls381_g1_affine tp[WNAF_TABLE], bls381_fp *u, const bls381_g1 *p)
{
    bls381_g1_jac pj, d, t[WNAF_TABLE];
    bls381_fp zr[WNAF_TABLE], s, s2, s3;
    /* projective (X : Y : Z) -> Jacobian (X Z, Y Z^2, Z) */
    bls381_fp_sqr(&s2, &p->z);
    bls381_fp_mul(&pj.x, &p->x, &p->z);
    bls381_fp_mul(&pj.y, &p->y, &s2);
    pj.z = p->z;
    bls381_g1_jac_dbl_vartime(&d, &pj);
    if (bls381_g1_jac_is_inf(&d)) return false;
    const bls381_g1_affine d_aff = { d.x, d.y };
    bls381_fp_sqr(&s2, &d.z);
    bls381_fp_mul(&s3, &s2, &d.z);
    bls381_fp_mul(&t[0].x, &pj.x, &s2);
    bls381_fp_mul(&t[0].y, &pj.y, &s3);
    t[0].z = pj.z;
    for (int j = 1; j < WNAF_TABLE; j++)
        if (!bls381_g1_jac_add_affine_zr_vartime(&t[j], &t[j - 1], &d_aff, &zr[j])) return false;
    tp[WNAF_TABLE - 1].x = t[WNAF_TABLE - 1].x;
    tp[WNAF_TABLE - 1].y = t[WNAF_TABLE - 1].y;
    s = zr[WNAF_TABLE - 1];
    for (int j = WNAF_TABLE - 2; j >= 0; j--) {
        bls381_fp_sqr(&s2, &s);
        bls381_fp_mul(&s3, &s2, &s);
        bls381_fp_mul(&tp[j].x, &t[j].x, &s2);
        bls381_fp_mul(&tp[j].y, &t[j].y, &s3);
        if (j > 0) bls381_fp_mul(&s, &s, &zr[j]);
    }
    bls381_fp_mul(u, &d.z, &t[WNAF_TABLE - 1].z);
    return true;
}

/* acc = acc + sign(digit) t[|digit| / 2], Jacobian on the table's curve */
static void add_digit(bls381_g1_jac *acc, const bls381_g1_affine t[WNAF_TABLE], int digit)
{
    if (digit > 0) bls381_g1_jac_add_affine_vartime(acc, acc, &t[digit / 2]);
    if (digit < 0) {
        bls381_g1_affine n = t[-digit / 2];
        bls381_fp_neg(&n.y, &n.y);
        bls381_g1_jac_add_affine_vartime(acc, acc, &n);
    }
}

/* Jacobian doublings (2M + 5S-class) and mixed additions (7M + 4S) against
 * the affine tables of odd multiples of P and Q = -phi(P) on E_u (see
 * odd_multiples_affine; phi(x, y) = (beta x, y) commutes with the
 * isomorphism), against 6M + 2S and 12M for the complete projective
 * formulas. Exact for every point: exceptional sums branch. */
void bls381_g1_mul_limbs_vartime(bls381_g1 *r, const bls381_g1 *p, const uint64_t k[4])
{
    uint64_t k1[2], k2[2];
    int8_t d1[128 + WNAF_W], d2[128 + WNAF_W];
    bls381_g1_affine tp[WNAF_TABLE], tq[WNAF_TABLE];
    bls381_fp u;
    bls381_scalar_split_glv(k1, k2, k);
    size_t len1 = bls381_scalar_wnaf_vartime(d1, k1, 2, WNAF_W);
    size_t len2 = bls381_scalar_wnaf_vartime(d2, k2, 2, WNAF_W);
    size_t len = len1 > len2 ? len1 : len2;
    if (len == 0 || bls381_g1_is_infinity(p)) {
        bls381_g1_set_infinity(r);
        return;
    }
    if (!odd_multiples_affine(tp, &u, p)) {
        /* the constant-time path computes the same [k1]P + [k2](-phi(P))
         * with complete formulas (tests/test_g1.c checks the two agree) */
        bls381_g1_mul_limbs(r, p, k);
        return;
    }
    for (int j = 0; j < WNAF_TABLE; j++) {
        bls381_fp_mul(&tq[j].x, &tp[j].x, &bls381_g1_beta);
        bls381_fp_neg(&tq[j].y, &tp[j].y);
    }
    bls381_g1_jac acc;
    bls381_g1_jac_set_inf(&acc);
    bool started = false;
    for (size_t i = len; i-- > 0;) {
        if (started) bls381_g1_jac_dbl_vartime(&acc, &acc);
        add_digit(&acc, tp, d1[i]);
        add_digit(&acc, tq, d2[i]);
        started |= d1[i] != 0 || d2[i] != 0;
    }
    bls381_fp_mul(&acc.z, &acc.z, &u);
    bls381_g1_jac_to_projective(r, &acc);
}

/* acc = acc + sign(digit) (-phi(t[|digit| / 2])), the image (beta x, -y)
 * made as it is needed (one product; a table of images would add 768
 * bytes a point to a frame the bare build's 16 KiB of stack must hold) */
static void add_digit_image(bls381_g1_jac *acc, const bls381_g1_affine t[WNAF_TABLE], int digit)
{
    if (digit == 0) return;
    bls381_g1_affine n = t[(digit < 0 ? -digit : digit) / 2];
    bls381_fp_mul(&n.x, &n.x, &bls381_g1_beta);
    if (digit > 0) bls381_fp_neg(&n.y, &n.y);
    bls381_g1_jac_add_affine_vartime(acc, acc, &n);
}

/* Straus's interleaving (Shamir's trick) of the four GLV halves of two
 * multiplications: one chain of about 128 doublings where the two single
 * multiplications take two. The odd multiples of each point are built with
 * the complete projective formulas and made affine per point (one
 * inversion each, bls381_g1_batch_to_affine; an infinite entry becomes
 * (0, 0), which the mixed addition takes as infinity, and so does its
 * image). As for bls381_g1_mul_vartime, the split makes it
 * [k1]P1 + [k2]P2 on G1. */
void bls381_g1_mul2_vartime(bls381_g1 *r, const bls381_g1 *p1, const bls381_fr *k1, const bls381_g1 *p2,
                            const bls381_fr *k2)
{
    const bls381_g1 *pt[2] = { p1, p2 };
    const bls381_fr *kt[2] = { k1, k2 };
    bls381_g1 odd[WNAF_TABLE], d;       /* one point's odd multiples at a time */
    bls381_g1_affine t[2][WNAF_TABLE];
    int8_t digits[4][128 + WNAF_W];     /* P1's halves, then P2's */
    size_t len = 0;
    for (int i = 0; i < 2; i++) {
        uint64_t k[4], half[2][2];
        bls381_fr_to_limbs(k, kt[i]);
        bls381_scalar_split_glv(half[0], half[1], k);
        for (int h = 0; h < 2; h++) {
            size_t l = bls381_scalar_wnaf_vartime(digits[2 * i + h], half[h], 2, WNAF_W);
            if (l > len) len = l;
        }
        odd[0] = *pt[i];
        bls381_g1_dbl(&d, pt[i]);
        for (int j = 1; j < WNAF_TABLE; j++) bls381_g1_add(&odd[j], &odd[j - 1], &d);
        bls381_g1_batch_to_affine(t[i], odd, WNAF_TABLE);
    }
    bls381_g1_jac acc;
    bls381_g1_jac_set_inf(&acc);
    for (size_t i = len; i-- > 0;) {
        bls381_g1_jac_dbl_vartime(&acc, &acc);
        for (int j = 0; j < 2; j++) {
            add_digit(&acc, t[j], digits[2 * j][i]);
            add_digit_image(&acc, t[j], digits[2 * j + 1][i]);
        }
    }
    bls381_g1_jac_to_projective(r, &acc);
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
