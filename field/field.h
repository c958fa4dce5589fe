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

/* Portable C kernels: same contract as the public functions. */
void bls381_fp_mul_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sqr_portable(bls381_fp *r, const bls381_fp *a);
void bls381_fp_add_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sub_portable(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fr_mul_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sqr_portable(bls381_fr *r, const bls381_fr *a);
void bls381_fr_add_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sub_portable(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);

/* 768-bit product t = a*b of two Fp elements (as limbs, no reduction), and
 * the Montgomery reduction r = t/2^384 mod p of any t < p*2^384. */
void bls381_fp_mul_wide(uint64_t t[12], const bls381_fp *a, const bls381_fp *b);
void bls381_fp_redc(bls381_fp *r, const uint64_t t[12]);

/* Fermat/addition-chain inversions and sqrt use these exponents. */
void bls381_fp_pow_fixed(bls381_fp *r, const bls381_fp *a, const uint64_t *e, size_t nlimbs);

#endif
