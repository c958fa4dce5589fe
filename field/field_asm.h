/*
 * The assembly kernels (the .asm files in asm/), declared for the dispatchers in
 * field/fp.c and field/fr.c and for the tests. Each has the contract of its
 * C twin in field/field.h (same inputs, bit-identical outputs); the comment
 * block at the top of each .asm file states it with its register use.
 *
 * Only built when BLS381_HAVE_ASM (x86-64 with NASM, see sys/cpu.h), and only
 * called when bls381_cpu_use_asm() says the CPU has BMI2 and ADX. Names:
 * _mulx kernels use MULX/ADCX/ADOX; _asm kernels use at most ADCX.
 */
#ifndef BLS381_FIELD_FIELD_ASM_H
#define BLS381_FIELD_FIELD_ASM_H

#include "field/field.h"
#include "sys/cpu.h"

#if BLS381_HAVE_ASM
/* asm/fp_mul_mulx.asm, asm/fp_sqr_mulx.asm: a, b < 2p */
void bls381_fp_mul_mulx(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sqr_mulx(bls381_fp *r, const bls381_fp *a);
/* asm/fp_wide_mulx.asm: any a, b; t < p*2^384 */
void bls381_fp_mul_wide_mulx(uint64_t t[12], const bls381_fp *a, const bls381_fp *b);
void bls381_fp_redc_mulx(bls381_fp *r, const uint64_t t[12]);
/* asm/fp_add.asm, asm/fp_sub.asm: a, b < p */
void bls381_fp_add_asm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_dbl_asm(bls381_fp *r, const bls381_fp *a);
void bls381_fp_sub_asm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_neg_asm(bls381_fp *r, const bls381_fp *a);
/* asm/fp2_mulx.asm: coordinates < p. Twins: the C forms bls381_fp2_mul and
 * _sqr use on the portable path (bls381_fp2_mul_lazy, bls381_fp2_sqr_plain,
 * field/tower.h). */
void bls381_fp2_mul_mulx(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp2_sqr_mulx(bls381_fp2 *r, const bls381_fp2 *a);
/* asm/fp2_addsub.asm: coordinates < p, one call for all coordinates. Twins:
 * bls381_fp_add_portable, _sub_portable per coordinate, and the C of
 * bls381_fp2_mul_by_nonresidue (field/fp2.c). */
void bls381_fp2_add_asm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp2_sub_asm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp2_mul_by_nonresidue_asm(bls381_fp2 *r, const bls381_fp2 *a);
void bls381_fp2_half_asm(bls381_fp2 *r, const bls381_fp2 *a);   /* twin: bls381_fp_half */
/* twin: bls381_fp_add_unreduced (field/tower.h) per coordinate */
void bls381_fp2_add_unreduced_asm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
/* asm/fr_mul_mulx.asm, asm/fr_addsub.asm: a, b < r */
void bls381_fr_mul_mulx(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sqr_mulx(bls381_fr *r, const bls381_fr *a);
void bls381_fr_add_asm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sub_asm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
/* asm/inv_by_divsteps.asm: any words, f odd (baseline x86-64, CMOV) */
int64_t bls381_by_divsteps59_asm(int64_t zeta, uint64_t f, uint64_t g, int64_t t[4]);
/* asm/inv_by_batch_de.asm: the same batch fused with a job's (d, e) update
 * (field/safegcd_ct.h; 5 limbs for Fr, 7 for Fp) */
struct bls381_by_de_job;
int64_t bls381_by_batch59_de5_asm(int64_t zeta, uint64_t f, uint64_t g, int64_t t[4],
                                  struct bls381_by_de_job *job);
int64_t bls381_by_batch59_de7_asm(int64_t zeta, uint64_t f, uint64_t g, int64_t t[4],
                                  struct bls381_by_de_job *job);
/* asm/inv_by_divsteps_var.asm: 62 variable-time divsteps (any words, f odd,
 * |eta| < 2^30; BMI1/BMI2) */
int64_t bls381_by_divsteps62_var_asm(int64_t eta, uint64_t f, uint64_t g, int64_t t[4]);
/* asm/inv_pornin_inner.asm: 31 inner iterations of Pornin's binary GCD on
 * any words, b odd (baseline x86-64, CMOV) */
void bls381_pornin_inner31_asm(uint64_t a, uint64_t b, int64_t fg[4]);
#endif

#if BLS381_HAVE_ARM_ASM
/* The ARM kernels, one set of names for the two families (a build has one):
 * Thumb-2 with UMAAL (the .S files of asm/arm/: 32-bit words) or AArch64
 * with MUL/UMULH (asm/aarch64/: 64-bit limbs). The same contracts as the
 * x86 kernels above (a, b < 2p for the Fp products, < p for add and sub;
 * Fr: < r); the squares are the products with b = a, but for AArch64's
 * Fp square (asm/aarch64/fp_sqr.S). Called with no run-time test
 * (sys/cpu.h). */
void bls381_fp_mul_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sqr_arm(bls381_fp *r, const bls381_fp *a);
void bls381_fp_mul_wide_arm(uint64_t t[12], const bls381_fp *a, const bls381_fp *b);
void bls381_fp_redc_arm(bls381_fp *r, const uint64_t t[12]);
void bls381_fp_add_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fp_sub_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
void bls381_fr_mul_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sqr_arm(bls381_fr *r, const bls381_fr *a);
void bls381_fr_add_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
void bls381_fr_sub_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b);
/* AArch64 only (asm/aarch64/fp2_*.S): the Fp2 kernels, twins
 * bls381_fp2_mul_lazy (coordinates < 2p) and bls381_fp2_sqr_plain (< p);
 * the wide product bls381_fp2_mul_wide_arm is declared in field/wide.h. */
#  if defined(__aarch64__)
void bls381_fp2_mul_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp2_sqr_arm(bls381_fp2 *r, const bls381_fp2 *a);
/* asm/aarch64/fp2_add.S, fp2_sub.S: coordinates < p; twins the Fp
 * additions and subtractions per coordinate (and bls381_fp_add_unreduced,
 * field/tower.h, for the unreduced sum) */
void bls381_fp2_add_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp2_add_unreduced_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp2_sub_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b);
#    define BLS381_A64_OR(a64, portable) a64
#  endif
#  define BLS381_ARM_OR(arm, portable) arm
#else
#  define BLS381_ARM_OR(arm, portable) portable
#endif
#ifndef BLS381_A64_OR
#  define BLS381_A64_OR(a64, portable) portable
#endif

#endif
