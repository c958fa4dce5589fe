/*
 * Internal view of the field layer: the moduli and Montgomery constants, the
 * portable C kernels (the assembly's twins, see asm/), and the wide product
 * and reduction used for lazy reduction in the tower.
 */
#ifndef BLS381_FIELD_FIELD_H
#define BLS381_FIELD_FIELD_H

#include "bls381_field.h"

/* p and r as plain limbs, -m^-1 mod 2^64, and Montgomery 1 and R^2. */
extern const uint64_t bls381_fp_modulus[6];
extern const uint64_t bls381_fr_modulus[4];
#define BLS381_FP_M0INV 0x89f3fffcfffcfffdULL
#define BLS381_FR_M0INV 0xfffffffeffffffffULL
extern const bls381_fp bls381_fp_one_mont;   /* 2^384 mod p */
extern const bls381_fp bls381_fp_r2;         /* 2^768 mod p */
extern const bls381_fr bls381_fr_one_mont;   /* 2^256 mod r */
extern const bls381_fr bls381_fr_r2;         /* 2^512 mod r */

/* Portable C kernels, the twins of the assembly in asm/ (field/field_asm.h).
 * The public bls381_fp_mul etc. call one or the other (sys/cpu.h); both give
 * bit-identical results on every input the contract allows:
 *   mul, sqr:  a, b < 2p (canonical, or one unreduced sum of canonical
 *              values); output fully reduced (see bls381_mont_mul);
 *   add, sub, neg, dbl: a, b < p; output fully reduced;
 *   Fr:        a, b < r (r's top limb leaves no room for unreduced inputs).
 * Outputs may alias inputs. Constant time. */
void bls381_fp_mul_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sqr_portable(bls381_fp *r, const bls381_fp *a);
void bls381_fp_add_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sub_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_neg_portable(bls381_fp *r, const bls381_fp *a);
void bls381_fp_dbl_portable(bls381_fp *r, const bls381_fp *a);
void bls381_fr_mul_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sqr_portable(bls381_fr *r, const bls381_fr *a);
void bls381_fr_add_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sub_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
/* One batch of 59 hddivsteps of the safegcd inversion on the low 64 bits
 * of f (odd) and g: returns the new zeta and stores the batch matrix
 * t = {u, v, q, r}, scaled by 2^62 (field/inv_bernstein_yang.c). Any words
 * in; constant time. */
int64_t bls381_by_divsteps59_portable(int64_t zeta, uint64_t f, uint64_t g, int64_t t[4]);
/* One batch of 62 original divsteps of the variable-time inversion
 * (field/inv_vartime.c) on the low 64 bits of f (odd) and g from
 * eta = -delta, |eta| < 2^30: returns the new eta and stores the batch
 * matrix t = {u, v, q, r}, scaled by 2^62. Any words; variable time
 * (public data only). The twin of asm/inv_by_divsteps_var.asm. */
int64_t bls381_by_divsteps62_var_portable(int64_t eta, uint64_t f, uint64_t g, int64_t t[4]);
/* The 31 inner iterations of Pornin's binary GCD (field/inv_pornin.c) on
 * 64-bit approximations a, b (b odd): stores the update factors
 * fg = {f0, g0, f1, g1}, each in (-2^31, 2^31]. Any a, any odd b;
 * constant time. The twin of asm/inv_pornin_inner.asm. */
void bls381_pornin_inner31_portable(uint64_t a, uint64_t b, int64_t fg[4]);

/* 768-bit product t = a*b of any two 384-bit values (as limbs, no
 * reduction; t must not overlap a or b), and the Montgomery reduction
 * r = t/2^384 mod p, fully reduced, of any t < p*2^384 (r may overlap t).
 * Dispatched like the others; the _portable versions are the C twins. */
void bls381_fp_mul_wide(uint64_t t[12], const bls381_fp *a, const bls381_fp *b);
void bls381_fp_redc(bls381_fp *r, const uint64_t t[12]);
void bls381_fp_mul_wide_portable(uint64_t t[12], const bls381_fp *a, const bls381_fp *b);
void bls381_fp_redc_portable(bls381_fp *r, const uint64_t t[12]);

/* The variable-time Legendre symbol, counting (when exact_redos is not
 * NULL) the batches whose approximations misled it and were redone on exact
 * values -- for the tests, which must reach that path. */
int bls381_fp_legendre_vartime_counted(const bls381_fp *a, unsigned *exact_redos);

/* Fermat/addition-chain inversions and sqrt use these exponents. */
void bls381_fp_pow_fixed(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs);
/* (p + 1) / 4, the exponent of the Fp square root (field/fp.c, and the
 * lanes' in curve/g1_decompress_x8.c) */
extern const uint64_t bls381_fp_sqrt_exponent[6];
/* (p - 3) / 4, the exponent of both Fp2 square roots (field/fp2_sqrt.c,
 * field/fp2_x8_sqrt.c) */
extern const uint64_t bls381_fp2_sqrt_exponent[6];

#endif
