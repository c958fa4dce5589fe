/*
 * Scalars for the multiplications: reduction mod r, the GLV and GLS
 * splittings, signed-window (Booth) digits and width-w NAF.
 *
 * The splittings divide by x^2 (G1) or |x| (G2) in constant time with
 * Barrett's method: for n < 2^256 and m = floor(2^256 / d),
 * q' = floor(n m / 2^256) satisfies q - 1 <= q' <= q for q = floor(n / d),
 * because n/d - n m/2^256 = n (2^256/d - m) / 2^256 < 1. One masked
 * correction step then gives q and n mod d exactly. No hardware division
 * (its timing depends on the operands on many CPUs).
 */
#include "curve/curve.h"
#include "field/limb.h"
#include "field/mont.h"
#include "sys/ct.h"

#include <string.h>

/* 2r, for the reduction of 256-bit values (2^256 < 3r) */
static const uint64_t R_TIMES_2[4] = {
    0xfffffffe00000002ULL, 0xa77b4805fffcb7fdULL, 0x6673b0101343b00aULL, 0xe7db4ea6533afa90ULL,
};

/* x^2 = 0xac45a4010001a4020000000100000000 and floor(2^256 / x^2) */
static const uint64_t X_SQ[2] = { 0x0000000100000000ULL, 0xac45a4010001a402ULL };
static const uint64_t X_SQ_RECIP[3] = { 0x63f6e522f6cfee2eULL, 0x7c6becf1e01faaddULL, 0x1ULL };

/* |x| and floor(2^256 / |x|) */
static const uint64_t X_ABS[1] = { BLS381_X_ABS };
static const uint64_t X_ABS_RECIP[4] = {
    0x92078a5e8573b29cULL, 0x33cfcc0d3e76ec28ULL, 0x381204ca56cd56b5ULL, 0x1ULL,
};

/* a -= b (4 limbs) when the subtraction does not borrow */
static void csub4(uint64_t a[4], const uint64_t b[4])
{
    uint64_t t[4], borrow = 0;
    for (int i = 0; i < 4; i++) t[i] = bls381_sbb(a[i], b[i], &borrow);
    bls381_ct_cmov(a, t, 4, ~bls381_ct_mask(borrow));
}

void bls381_scalar_reduce(uint64_t out[4], const uint64_t k[4])
{
    uint64_t t[4];
    memcpy(t, k, sizeof t);
    csub4(t, R_TIMES_2);            /* k < 3r  ->  t < 2r */
    csub4(t, bls381_fr_modulus);    /* t < r */
    memcpy(out, t, sizeof t);
}

void bls381_scalar_from_bytes(uint64_t out[4], const uint8_t in[32])
{
    uint64_t t[4];
    bls381_limbs_from_be(t, in, 4);
    bls381_scalar_reduce(out, t);
}

/* q = floor(n / d), rem = n mod d, for n < 2^256, d of dl limbs (dl <= 2)
 * and m = floor(2^256 / d) of ml limbs (ml <= 4). Needs n mod d + d < 2^256
 * (true for the divisors here, far below 2^255). */
static void divrem(uint64_t q[4], uint64_t *rem, const uint64_t n[4],
                   const uint64_t *d, size_t dl, const uint64_t *m, size_t ml)
{
    uint64_t prod[8] = { 0 }, qd[4] = { 0 }, t[4], u[4], dd[4] = { 0 };
    for (size_t i = 0; i < 4; i++) {
        uint64_t c = 0;
        for (size_t j = 0; j < ml; j++) prod[i + j] = bls381_mac(n[i], m[j], prod[i + j], &c);
        prod[i + ml] = c;
    }
    memcpy(q, prod + 4, 4 * sizeof(uint64_t));       /* q' = floor(n m / 2^256) */
    /* n - q' d < 2d: only the low four limbs of q' d matter */
    for (size_t i = 0; i < dl; i++) {
        uint64_t c = 0;
        for (size_t j = 0; i + j < 4; j++) qd[i + j] = bls381_mac(d[i], q[j], qd[i + j], &c);
    }
    uint64_t borrow = 0;
    for (size_t i = 0; i < 4; i++) t[i] = bls381_sbb(n[i], qd[i], &borrow);
    /* one correction: if t >= d then t -= d and q += 1 */
    memcpy(dd, d, dl * sizeof(uint64_t));
    borrow = 0;
    for (size_t i = 0; i < 4; i++) u[i] = bls381_sbb(t[i], dd[i], &borrow);
    uint64_t ge = ~bls381_ct_mask(borrow), carry = ge & 1;
    bls381_ct_cmov(t, u, 4, ge);
    for (size_t i = 0; i < 4; i++) q[i] = bls381_adc(q[i], 0, &carry);
    memcpy(rem, t, dl * sizeof(uint64_t));
}

void bls381_scalar_split_glv(uint64_t k1[2], uint64_t k2[2], const uint64_t k[4])
{
    /* k < r = x^4 - x^2 + 1 gives q = floor(k / x^2) <= x^2 - 1 < 2^128 */
    uint64_t q[4];
    divrem(q, k1, k, X_SQ, 2, X_SQ_RECIP, 3);
    k2[0] = q[0];
    k2[1] = q[1];
}

void bls381_scalar_split_gls(uint64_t d[4], const uint64_t k[4])
{
    /* base-|x| digits of k < r < |x|^4: three divisions, the last quotient
     * is the top digit */
    uint64_t n[4], q[4];
    memcpy(n, k, sizeof n);
    for (int i = 0; i < 3; i++) {
        divrem(q, &d[i], n, X_ABS, 1, X_ABS_RECIP, 4);
        memcpy(n, q, sizeof n);
    }
    d[3] = n[0];
}

/* bit pos of k, 0 outside [0, 64 nlimbs); pos is public */
static uint64_t bit_at(const uint64_t *k, size_t nlimbs, long pos)
{
    if (pos < 0 || (size_t)pos >= 64 * nlimbs) return 0;
    return (k[pos / 64] >> (pos % 64)) & 1;
}

int bls381_scalar_booth_digit(const uint64_t *k, size_t nlimbs, unsigned w, size_t i)
{
    /* v = b_{wi-1} | b_{wi} << 1 | ... | b_{wi+w-1} << w */
    uint64_t v = 0;
    for (unsigned j = 0; j <= w; j++) v |= bit_at(k, nlimbs, (long)(w * i + j) - 1) << j;
    int64_t digit = (int64_t)((v >> 1) + (v & 1)) - (int64_t)((v >> w) << w);
    return (int)digit;
}

size_t bls381_scalar_wnaf_vartime(int8_t *digits, const uint64_t *k, size_t nlimbs, unsigned w)
{
    /* Left to right over the bits with a carry (the subtraction of a
     * negative digit borrows from the bits above it). */
    size_t nbits = 64 * nlimbs, len = 0, bit = 0;
    uint64_t carry = 0;
    memset(digits, 0, nbits + w);
    while (bit < nbits || carry) {
        if (bit_at(k, nlimbs, (long)bit) == carry) {
            bit++;
            continue;
        }
        int64_t word = (int64_t)carry;
        for (unsigned j = 0; j < w; j++) word += (int64_t)(bit_at(k, nlimbs, (long)(bit + j)) << j);
        carry = (uint64_t)(word >> (w - 1)) & 1;
        word -= (int64_t)(carry << w);
        digits[bit] = (int8_t)word;
        len = bit + 1;
        bit += w;
    }
    return len;
}
