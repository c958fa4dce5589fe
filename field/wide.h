/*
 * Double-width ("wide") tower elements for lazy reduction.
 *
 * A wide Fp value is a 768-bit integer t in [0, M), M = p*2^384, standing
 * for the field element bls381_fp_redc(t) = t/2^384 mod p. Since M = 0 mod p,
 * sums and differences can be taken modulo M: each stays in [0, M) with one
 * conditional subtraction or addition of p on the top six limbs, so any
 * chain of wide additions keeps the input range of the reduction and the
 * results need no bound bookkeeping. Products of reduced elements enter as
 * 768-bit integers (< p^2 < M); one reduction per output coefficient leaves
 * the wide form. M/p^2 = 2^384/p > 9.8 bounds how far an unreduced product
 * may go (see bls381_fp2_mul_wide).
 *
 * Everything here is constant time; outputs may alias inputs.
 */
#ifndef BLS381_FIELD_WIDE_H
#define BLS381_FIELD_WIDE_H

#include "field/tower.h"
#include "field/field_asm.h"

typedef struct { uint64_t l[12]; } bls381_fpw;
typedef struct { bls381_fpw c0, c1; } bls381_fp2w;
typedef struct { bls381_fp2w c0, c1, c2; } bls381_fp6w;

/* VERIFY: a wide value in [0, M), i.e. its top six limbs below p */
#define BLS381_VERIFY_FPW(a) BLS381_VERIFY_CHECK(bls381_verify_lt((a)->l + 6, bls381_fp_modulus, 6))

/* r = a + b mod M (inputs in [0, M): checked by the dispatchers below,
 * before any kernel) */
static inline void bls381_fpw_add_portable(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
{
    uint64_t t[12], u[6], c = 0, br = 0;
    for (int i = 0; i < 12; i++) t[i] = bls381_adc(a->l[i], b->l[i], &c);
    /* a + b < 2M < 2^766: no carry out; subtract M when the top half >= p */
    for (int i = 0; i < 6; i++) u[i] = bls381_sbb(t[6 + i], bls381_fp_modulus[i], &br);
    uint64_t keep = bls381_ct_mask(br);
    for (int i = 0; i < 6; i++) r->l[i] = t[i];
    for (int i = 0; i < 6; i++) r->l[6 + i] = (t[6 + i] & keep) | (u[i] & ~keep);
}

/* r = a - b mod M */
static inline void bls381_fpw_sub_portable(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
{
    uint64_t br = 0, c = 0;
    for (int i = 0; i < 12; i++) r->l[i] = bls381_sbb(a->l[i], b->l[i], &br);
    uint64_t mask = bls381_ct_mask(br);
    for (int i = 0; i < 6; i++) r->l[6 + i] = bls381_adc(r->l[6 + i], bls381_fp_modulus[i] & mask, &c);
}

/* AArch64 has kernels for both (asm/aarch64/fpw_add.S, fpw_sub.S), x86
 * too, and for Fp2 in one call (asm/fpw_addsub.asm, dispatched with the
 * MULX kernels): the same contracts and outputs; the C above is their
 * twin, per coordinate. */
void bls381_fpw_add_arm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b);
void bls381_fpw_sub_arm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b);
#if BLS381_HAVE_ASM
void bls381_fpw_add_asm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b);
void bls381_fpw_sub_asm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b);
void bls381_fp2w_add_asm(bls381_fp2w *r, const bls381_fp2w *a, const bls381_fp2w *b);
void bls381_fp2w_sub_asm(bls381_fp2w *r, const bls381_fp2w *a, const bls381_fp2w *b);
#endif

static inline void bls381_fpw_add(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
{
    BLS381_VERIFY_FPW(a);
    BLS381_VERIFY_FPW(b);
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fpw_add_asm(r, a, b); return; }
#endif
    BLS381_A64_OR(bls381_fpw_add_arm, bls381_fpw_add_portable)(r, a, b);
}

static inline void bls381_fpw_sub(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
{
    BLS381_VERIFY_FPW(a);
    BLS381_VERIFY_FPW(b);
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fpw_sub_asm(r, a, b); return; }
#endif
    BLS381_A64_OR(bls381_fpw_sub_arm, bls381_fpw_sub_portable)(r, a, b);
}

static inline void bls381_fp2w_add(bls381_fp2w *r, const bls381_fp2w *a, const bls381_fp2w *b)
{
    BLS381_VERIFY_FPW(&a->c0);
    BLS381_VERIFY_FPW(&a->c1);
    BLS381_VERIFY_FPW(&b->c0);
    BLS381_VERIFY_FPW(&b->c1);
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp2w_add_asm(r, a, b); return; }
#endif
    bls381_fpw_add(&r->c0, &a->c0, &b->c0);
    bls381_fpw_add(&r->c1, &a->c1, &b->c1);
}

static inline void bls381_fp2w_sub(bls381_fp2w *r, const bls381_fp2w *a, const bls381_fp2w *b)
{
    BLS381_VERIFY_FPW(&a->c0);
    BLS381_VERIFY_FPW(&a->c1);
    BLS381_VERIFY_FPW(&b->c0);
    BLS381_VERIFY_FPW(&b->c1);
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp2w_sub_asm(r, a, b); return; }
#endif
    bls381_fpw_sub(&r->c0, &a->c0, &b->c0);
    bls381_fpw_sub(&r->c1, &a->c1, &b->c1);
}

/* r = a * (u + 1) = (a0 - a1) + (a0 + a1) u */
static inline void bls381_fp2w_mul_by_nonresidue(bls381_fp2w *r, const bls381_fp2w *a)
{
    bls381_fpw t;
    bls381_fpw_sub(&t, &a->c0, &a->c1);
    bls381_fpw_add(&r->c1, &a->c0, &a->c1);
    r->c0 = t;
}

static inline void bls381_fp2w_redc(bls381_fp2 *r, const bls381_fp2w *a)
{
    bls381_fp_redc(&r->c0, a->c0.l);
    bls381_fp_redc(&r->c1, a->c1.l);
}

static inline void bls381_fp6w_add(bls381_fp6w *r, const bls381_fp6w *a, const bls381_fp6w *b)
{
    bls381_fp2w_add(&r->c0, &a->c0, &b->c0);
    bls381_fp2w_add(&r->c1, &a->c1, &b->c1);
    bls381_fp2w_add(&r->c2, &a->c2, &b->c2);
}

static inline void bls381_fp6w_sub(bls381_fp6w *r, const bls381_fp6w *a, const bls381_fp6w *b)
{
    bls381_fp2w_sub(&r->c0, &a->c0, &b->c0);
    bls381_fp2w_sub(&r->c1, &a->c1, &b->c1);
    bls381_fp2w_sub(&r->c2, &a->c2, &b->c2);
}

/* r = a * v = xi a2 + a0 v + a1 v^2 */
static inline void bls381_fp6w_mul_by_nonresidue(bls381_fp6w *r, const bls381_fp6w *a)
{
    bls381_fp2w t;
    bls381_fp2w_mul_by_nonresidue(&t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

static inline void bls381_fp6w_redc(bls381_fp6 *r, const bls381_fp6w *a)
{
    bls381_fp2w_redc(&r->c0, &a->c0);
    bls381_fp2w_redc(&r->c1, &a->c1);
    bls381_fp2w_redc(&r->c2, &a->c2);
}

/* Wide products (fp2_lazy.c, fp6_lazy.c). bls381_fp2_mul_wide accepts
 * coordinates up to 2p (unreduced sums of two reduced values); the Fp6 one
 * wants reduced inputs. Outputs are in [0, M). */
void bls381_fp2_mul_wide(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b);
void bls381_fp6_mul_wide(bls381_fp6w *r, const bls381_fp6 *a, const bls381_fp6 *b);
/* The AArch64 kernel of bls381_fp2_mul_wide (asm/aarch64/fp2_mul.S, the same
 * contract and output; r must not overlap a or b), called through
 * BLS381_A64_OR (field/field_asm.h). */
void bls381_fp2_mul_wide_arm(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b);
#if BLS381_HAVE_ASM
/* x86's (asm/fp2_mulx.asm): the same contract and output */
void bls381_fp2_mul_wide_mulx(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b);
#endif

#endif
