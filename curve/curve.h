/*
 * Internal view of the curve layer: constants, the endomorphisms, the
 * multiplication by the BLS parameter, and the scalar splitting and
 * recoding used by the GLV/GLS multiplications.
 *
 * Scalars inside the layer are plain (not Montgomery) little-endian 64-bit
 * limbs. Everything here is constant time unless the name ends in _vartime.
 */
#ifndef BLS381_CURVE_CURVE_H
#define BLS381_CURVE_CURVE_H

#include "bls381_curve.h"
#include "field/field.h"
#include "field/fp_x8.h"
#include "sys/ct.h"

#include <string.h>

/* |x| for the BLS parameter x = -0xd201000000010000 (x < 0). */
#define BLS381_X_ABS 0xd201000000010000ULL

/* ------------------------------------------------------- constants --- */
/* (consts.c; tests/test_curve_consts.c checks each against the oracle) */

extern const bls381_g1_affine bls381_g1_generator_affine;
extern const bls381_g2_affine bls381_g2_generator_affine;
/* beta, a primitive cube root of unity in Fp chosen so that
 * phi(x, y) = (beta x, y) is [-x^2] on G1. */
extern const bls381_fp bls381_g1_beta;
/* psi(x, y) = (psi_cx conj(x), psi_cy conj(y)) with
 * psi_cx = 1/(u+1)^((p-1)/3) (its c0 is zero), psi_cy = 1/(u+1)^((p-1)/2). */
extern const bls381_fp2 bls381_g2_psi_cx;
extern const bls381_fp2 bls381_g2_psi_cy;
/* psi^2(x, y) = (psi2_cx x, -y), psi2_cx = the norm of psi_cx, in Fp. */
extern const bls381_fp bls381_g2_psi2_cx;

/* ------------------------------------------------------ group law ---- */

/* r = 3b * a: 12a for G1 (b = 4), 12(u+1)a for G2 (b = 4(u+1)). */
void bls381_g1_mul_by_3b(bls381_fp *r, const bls381_fp *a);
void bls381_g2_mul_by_3b(bls381_fp2 *r, const bls381_fp2 *a);

/* r = [2^n]p by n doublings (curve/dbl_run.c: through Jacobian
 * coordinates when n is large enough to pay for the conversions). n is
 * public; constant time in p; exact for every point of the curve. */
void bls381_g1_dbl_n(bls381_g1 *r, const bls381_g1 *p, unsigned n);
void bls381_g2_dbl_n(bls381_g2 *r, const bls381_g2 *p, unsigned n);

/* r = p when flag (a mask from sys/ct.h) is all ones. */
void bls381_g1_cmov_mask(bls381_g1 *r, const bls381_g1 *p, uint64_t mask);
void bls381_g2_cmov_mask(bls381_g2 *r, const bls381_g2 *p, uint64_t mask);
/* r = -r when mask is all ones. */
void bls381_g1_cneg_mask(bls381_g1 *r, uint64_t mask);
void bls381_g2_cneg_mask(bls381_g2 *r, uint64_t mask);

/* --------------------------------------------------- endomorphisms --- */
/* (endo.c) Each is a few field multiplications, constant time. */

/* phi(X : Y : Z) = (beta X : Y : Z); [-x^2] on G1. */
void bls381_g1_phi(bls381_g1 *r, const bls381_g1 *p);
/* psi(X : Y : Z) = (cx conj(X) : cy conj(Y) : conj(Z)); [x] on G2. */
void bls381_g2_psi(bls381_g2 *r, const bls381_g2 *p);
/* psi^2(X : Y : Z) = (psi2_cx X : -Y : Z); [x^2] on G2. */
void bls381_g2_psi2(bls381_g2 *r, const bls381_g2 *p);

/* r = [|x|]p, by a fixed double-and-add chain over the bits of |x| (63
 * doublings, 5 additions). The chain is public, so this is constant time
 * in p; valid for any point on the curve. */
void bls381_g1_mul_by_x_abs(bls381_g1 *r, const bls381_g1 *p);
void bls381_g2_mul_by_x_abs(bls381_g2 *r, const bls381_g2 *p);

/* P in G1, by the test of curve/subgroup.c in Jacobian coordinates with
 * branches on the exceptional cases (curve/subgroup_vartime.c): for public
 * points only; p on the curve (infinity is in G1). */
bool bls381_g1_affine_in_subgroup_vartime(const bls381_g1_affine *p);

/* (subgroup_x8.c) Bit k set when p[k] is in G1, for eight points on the
 * curve (infinity allowed) at once on the lane engine e (field/fp_x8.h),
 * the answers of bls381_g1_affine_in_subgroup_vartime; public points only. */
unsigned bls381_g1_in_subgroup_x8_vartime(const bls381_fp_x8_engine *e, const bls381_g1_affine *const p[8]);
/* (subgroup_g2_x8.c) The same for G2: bit k set when p[k] is in G2, for
 * eight points of E2 (infinity allowed), the answers of
 * bls381_g2_affine_in_subgroup; public points only. */
unsigned bls381_g2_in_subgroup_x8_vartime(const bls381_fp_x8_engine *e, const bls381_g2_affine *const p[8]);

/* ----------------------------------------------------- encodings ---- */
/* (g1_serial.c) The first half of bls381_g1_decompress: the flags and the
 * canonical x of in, with the statuses of bls381_g1_decompress; on
 * BLS381_OK, *inf says the encoding is infinity (x then 0), else *sign is
 * the sign flag. */
bls381_status bls381_g1_decompress_x(bls381_fp *x, bool *sign, bool *inf, const uint8_t in[48]);
/* y = the root among y and -y whose lexicographic sign is sign (y != 0). */
void bls381_g1_pick_root(bls381_fp *y, bool sign);
/* (g2_serial.c) The same two halves for G2 (96 bytes, x in Fp2, the sign
 * that of bls381_g2_decompress). */
bls381_status bls381_g2_decompress_x(bls381_fp2 *x, bool *sign, bool *inf, const uint8_t in[96]);
void bls381_g2_pick_root(bls381_fp2 *y, bool sign);

/* (g1_decompress_x8.c) r[i] = the point encoded by in + 48 i for i < n, as
 * bls381_g1_decompress (subgroup true) or
 * bls381_g1_decompress_no_subgroup_check give it, with eight square roots
 * (and subgroup checks) at a time on the lane engine when it is on
 * (bls381_fp_x8_get()), a remainder of BLS381_LANES_PAD_MIN to 7 too
 * (padded), the rest through the scalar path. Returns BLS381_OK,
 * or the status of the first point (lowest i) the scalar path rejects, with
 * *bad = i; r[0..i) are then written and r[i..n) unspecified, as a loop
 * over the points stopping at the first error leaves them. Variable time:
 * public points only. */
bls381_status bls381_g1_decompress_batch_vartime(bls381_g1_affine *r, const uint8_t *in, size_t n,
                                                 bool subgroup, size_t *bad);
/* The lane paths of the batch decoders (here and eip2537/decode_x8.c)
 * take a remainder of at least this many points (fewer than eight) as one
 * more group, padded with the generator: a group of eight costs about 2.5
 * to 3 scalar decodes or subgroup checks (Zen 4, BENCHMARKS.md:
 * g1_decompress_x8, g1_decompress_subgroup_x8, g2_subgroup_x8,
 * sig_signatures_from_bytes_64 against their @no_ifma lines); one or two
 * points go through the scalar path. */
#define BLS381_LANES_PAD_MIN 3
/* (g2_decompress_x8.c) The same for G2 (96 bytes a point), as
 * bls381_g2_decompress or bls381_g2_decompress_no_subgroup_check give it:
 * eight Fp2 square roots (field/fp2_x8.h) and subgroup checks at a time on
 * the lane engine. Variable time: public points only. */
bls381_status bls381_g2_decompress_batch_vartime(bls381_g2_affine *r, const uint8_t *in, size_t n,
                                                 bool subgroup, size_t *bad);

/* --------------------------------------------------------- scalars --- */
/* (scalar.c) */

/* r = k mod r for any 0 <= k < 2^256. */
void bls381_scalar_reduce(uint64_t out[4], const uint64_t k[4]);
/* 32 big-endian bytes, any value below 2^256 -> plain limbs, reduced mod r. */
void bls381_scalar_from_bytes(uint64_t out[4], const uint8_t in[32]);
/* GLV split for G1: k = k1 + k2 x^2 with 0 <= k1, k2 < x^2 < 2^128, for
 * 0 <= k < r. Then [k]P = [k1]P + [k2](-phi(P)) on G1. */
void bls381_scalar_split_glv(uint64_t k1[2], uint64_t k2[2], const uint64_t k[4]);
/* GLS split for G2: k = d0 + d1|x| + d2|x|^2 + d3|x|^3 with
 * 0 <= d_i < |x| < 2^64, for 0 <= k < r. Then, with psi = [x] = [-|x|],
 * [k]P = [d0]P + [d1](-psi(P)) + [d2]psi^2(P) + [d3](-psi^3(P)). */
void bls381_scalar_split_gls(uint64_t d[4], const uint64_t k[4]);

/* Signed window digit (Booth recoding) number i of width w of the
 * nlimbs-limb value k: with b_j the bits of k (b_{-1} = 0),
 *   digit_i = b_{wi-1} + sum_{j<w} b_{wi+j} 2^j - 2 b_{wi+w-1} 2^{w-1},
 * in [-2^(w-1), 2^(w-1)], and k = sum_i digit_i 2^(wi) when the top window
 * reaches past the highest set bit of k. i and w are public; the digit is
 * computed without branches. */
int bls381_scalar_booth_digit(const uint64_t *k, size_t nlimbs, unsigned w, size_t i);

/* Width-w NAF of the nlimbs-limb value k (2 <= w <= 7): digits[i] for i <
 * the returned length, each 0 or odd in (-2^(w-1), 2^(w-1)), with
 * k = sum digits[i] 2^i. digits holds 64 nlimbs + w entries. Variable
 * time. */
size_t bls381_scalar_wnaf_vartime(int8_t *digits, const uint64_t *k, size_t nlimbs, unsigned w);

/* Plain-limb scalar multiplication used by the public wrappers; k < r. */
void bls381_g1_mul_limbs(bls381_g1 *r, const bls381_g1 *p, const uint64_t k[4]);
void bls381_g1_mul_limbs_vartime(bls381_g1 *r, const bls381_g1 *p, const uint64_t k[4]);
/* r = [k1]P1 + [k2]P2 for P1, P2 in G1, one chain of doublings for both
 * (curve/g1_mul.c); variable time, public data only (the KZG proof check) */
void bls381_g1_mul2_vartime(bls381_g1 *r, const bls381_g1 *p1, const bls381_fr *k1, const bls381_g1 *p2,
                            const bls381_fr *k2);
void bls381_g2_mul_limbs(bls381_g2 *r, const bls381_g2 *p, const uint64_t k[4]);
void bls381_g2_mul_limbs_vartime(bls381_g2 *r, const bls381_g2 *p, const uint64_t k[4]);

/* ------------------------------------------------- table lookup ---- */

/* r = table[index] for a table of count entries of n words (n even, at most
 * 36), reading every entry: sys/ct.h's bls381_ct_lookup with the
 * sum held in two-word vectors (GCC/clang vector extension: SSE2 on x86-64,
 * NEON on AArch64, pairs of scalar operations elsewhere) rather than or-ed
 * word by word into r in memory; that scan was 11 % of bls381_g1_mul in a
 * perf profile. Constant time: every word of every entry is read and masked.
 * (G2's 36-word entries stay with bls381_ct_lookup: 18 two-word sums do not
 * fit the 16 vector registers, and callgrind counted 0.2 % more
 * instructions per bls381_g2_mul with them on the stack; not timed.) */
typedef uint64_t bls381_curve_words2 __attribute__((vector_size(16), aligned(8)));
#define BLS381_CURVE_LOOKUP_MAX_WORDS 36
static inline void bls381_curve_ct_lookup(uint64_t *r, const uint64_t *table, size_t n, size_t count,
                                          uint64_t index)
{
    bls381_curve_words2 acc[BLS381_CURVE_LOOKUP_MAX_WORDS / 2] = { { 0 } };
    for (size_t j = 0; j < count; j++) {
        uint64_t m = bls381_ct_eq_mask(j, index);
        bls381_curve_words2 mask = { m, m };
        const bls381_curve_words2 *e = (const bls381_curve_words2 *)(const void *)(table + j * n);
        for (size_t i = 0; i < n / 2; i++) acc[i] |= e[i] & mask;
    }
    memcpy(r, acc, n * sizeof *r);
}

#endif
