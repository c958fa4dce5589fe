/*
 * Fp2 = Fp[u]/(u^2 + 1): the basic arithmetic. Multiplication is Karatsuba
 * (3 Fp products); squaring uses (c0+c1)(c0-c1) and 2*c0*c1 (2 products).
 * These "plain" forms reduce every Fp product; fp2_lazy.c has the forms with
 * one reduction per output coefficient, and bls381_fp2_mul / _sqr (at the
 * end of this file) call whichever measured faster.
 */
#include "field/tower.h"
#include "field/field_asm.h"
#include "sys/ct.h"

void bls381_fp2_set_zero(bls381_fp2 *r) { bls381_fp_set_zero(&r->c0); bls381_fp_set_zero(&r->c1); }
void bls381_fp2_set_one(bls381_fp2 *r) { bls381_fp_set_one(&r->c0); bls381_fp_set_zero(&r->c1); }

/* add, sub, dbl, mul_by_nonresidue, half: one kernel call for both
 * coordinates with the x86 assembly (asm/fp2_addsub.asm) and (add, sub,
 * dbl) on AArch64 (asm/aarch64/fp2_add.S, fp2_sub.S; field/field_asm.h): in
 * the Miller loop the two Fp calls and their dispatch took a fifth of the
 * time. The C paths sit in functions of their own, so that the
 * dispatchers are a test and a jump, with no registers saved. */
static BLS381_NOINLINE void fp2_add_c(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    BLS381_A64_OR(bls381_fp2_add_arm(r, a, b),
                  (bls381_fp_add(&r->c0, &a->c0, &b->c0), bls381_fp_add(&r->c1, &a->c1, &b->c1)));
}

static BLS381_NOINLINE void fp2_sub_c(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    BLS381_A64_OR(bls381_fp2_sub_arm(r, a, b),
                  (bls381_fp_sub(&r->c0, &a->c0, &b->c0), bls381_fp_sub(&r->c1, &a->c1, &b->c1)));
}

static BLS381_NOINLINE void fp2_dbl_c(bls381_fp2 *r, const bls381_fp2 *a)
{
    BLS381_A64_OR(bls381_fp2_add_arm(r, a, a), (bls381_fp_dbl(&r->c0, &a->c0), bls381_fp_dbl(&r->c1, &a->c1)));
}

static BLS381_NOINLINE void fp2_half_c(bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp_half(&r->c0, &a->c0);
    bls381_fp_half(&r->c1, &a->c1);
}

static BLS381_NOINLINE void fp2_mul_by_nonresidue_c(bls381_fp2 *r, const bls381_fp2 *a)
{
    /* (a0 + a1 u)(1 + u) = (a0 - a1) + (a0 + a1) u */
    bls381_fp t;
    bls381_fp_sub(&t, &a->c0, &a->c1);
    bls381_fp_add(&r->c1, &a->c0, &a->c1);
    r->c0 = t;
}

#if BLS381_HAVE_ASM
#  define ASM_OR(call) do { if (bls381_cpu_use_asm()) { call; return; } } while (0)
#else
#  define ASM_OR(call) do { } while (0)
#endif

void bls381_fp2_add(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    ASM_OR(bls381_fp2_add_asm(r, a, b));
    fp2_add_c(r, a, b);
}

void bls381_fp2_sub(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    ASM_OR(bls381_fp2_sub_asm(r, a, b));
    fp2_sub_c(r, a, b);
}

void bls381_fp2_dbl(bls381_fp2 *r, const bls381_fp2 *a)
{
    ASM_OR(bls381_fp2_add_asm(r, a, a));
    fp2_dbl_c(r, a);
}

void bls381_fp2_half(bls381_fp2 *r, const bls381_fp2 *a)
{
    ASM_OR(bls381_fp2_half_asm(r, a));
    fp2_half_c(r, a);
}

void bls381_fp2_mul_by_nonresidue(bls381_fp2 *r, const bls381_fp2 *a)
{
    ASM_OR(bls381_fp2_mul_by_nonresidue_asm(r, a));
    fp2_mul_by_nonresidue_c(r, a);
}

void bls381_fp2_neg(bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp_neg(&r->c0, &a->c0);
    bls381_fp_neg(&r->c1, &a->c1);
}

void bls381_fp2_conj(bls381_fp2 *r, const bls381_fp2 *a)
{
    r->c0 = a->c0;
    bls381_fp_neg(&r->c1, &a->c1);
}

void bls381_fp2_mul_plain(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
    /* (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + ((a0+a1)(b0+b1) - a0 b0 - a1 b1) u */
    bls381_fp t0, t1, s0, s1;
    bls381_fp_mul(&t0, &a->c0, &b->c0);
    bls381_fp_mul(&t1, &a->c1, &b->c1);
    bls381_fp_add(&s0, &a->c0, &a->c1);
    bls381_fp_add(&s1, &b->c0, &b->c1);
    bls381_fp_mul(&s0, &s0, &s1);
    bls381_fp_sub(&s0, &s0, &t0);
    bls381_fp_sub(&r->c1, &s0, &t1);
    bls381_fp_sub(&r->c0, &t0, &t1);
}

BLS381_NOINLINE void bls381_fp2_sqr_plain(bls381_fp2 *r, const bls381_fp2 *a)
{
    /* (a0 + a1 u)^2 = (a0+a1)(a0-a1) + 2 a0 a1 u */
    bls381_fp s, d, m;
    bls381_fp_add(&s, &a->c0, &a->c1);
    bls381_fp_sub(&d, &a->c0, &a->c1);
    bls381_fp_mul(&m, &a->c0, &a->c1);
    bls381_fp_mul(&r->c0, &s, &d);
    bls381_fp_dbl(&r->c1, &m);
}

void bls381_fp2_mul_fp(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp *b)
{
    bls381_fp_mul(&r->c0, &a->c0, b);
    bls381_fp_mul(&r->c1, &a->c1, b);
}

void bls381_fp2_inv(bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp n, t;
    bls381_fp_sqr(&n, &a->c0);
    bls381_fp_sqr(&t, &a->c1);
    bls381_fp_add(&n, &n, &t);
    bls381_fp_inv(&n, &n);
    bls381_fp_mul(&r->c0, &a->c0, &n);
    bls381_fp_mul(&t, &a->c1, &n);
    bls381_fp_neg(&r->c1, &t);
}

void bls381_fp2_inv_vartime(bls381_fp2 *r, const bls381_fp2 *a)
{
    bls381_fp n, t;
    bls381_fp_sqr(&n, &a->c0);
    bls381_fp_sqr(&t, &a->c1);
    bls381_fp_add(&n, &n, &t);
    bls381_fp_inv_vartime(&n, &n);
    bls381_fp_mul(&r->c0, &a->c0, &n);
    bls381_fp_mul(&t, &a->c1, &n);
    bls381_fp_neg(&r->c1, &t);
}

bool bls381_fp2_is_zero(const bls381_fp2 *a)
{
    bool z0 = bls381_fp_is_zero(&a->c0), z1 = bls381_fp_is_zero(&a->c1);
    return z0 & z1; /* no short circuit: constant time */
}

bool bls381_fp2_is_one(const bls381_fp2 *a)
{
    bool o0 = bls381_fp_is_one(&a->c0), z1 = bls381_fp_is_zero(&a->c1);
    return o0 & z1;
}

bool bls381_fp2_eq(const bls381_fp2 *a, const bls381_fp2 *b)
{
    bool e0 = bls381_fp_eq(&a->c0, &b->c0), e1 = bls381_fp_eq(&a->c1, &b->c1);
    return e0 & e1;
}

void bls381_fp2_cmov(bls381_fp2 *r, const bls381_fp2 *a, bool flag)
{
    bls381_fp_cmov(&r->c0, &a->c0, flag);
    bls381_fp_cmov(&r->c1, &a->c1, flag);
}

bool bls381_fp2_sgn0(const bls381_fp2 *a)
{
    bool s0 = bls381_fp_is_odd(&a->c0), z0 = bls381_fp_is_zero(&a->c0);
    bool s1 = bls381_fp_is_odd(&a->c1);
    return s0 | (z0 & s1);
}

bool bls381_fp2_is_lexicographically_largest(const bls381_fp2 *a)
{
    bool l1 = bls381_fp_is_lexicographically_largest(&a->c1);
    bool z1 = bls381_fp_is_zero(&a->c1);
    bool l0 = bls381_fp_is_lexicographically_largest(&a->c0);
    return l1 | (z1 & l0);
}

/* The public products. With the assembly (asm/fp2_mulx.asm, when the CPU
 * has BMI2 and ADX) both are the asm kernels: on an AMD Zen 4 the product
 * takes 86 ns against 106 ns for the faster C form over the asm Fp kernels,
 * the square 62 ns against 70 ns (build/bench fp2_mul, fp2_mul@portable).
 * Otherwise the C forms chosen by build/bench (fp2_mul@plain, @lazy, ...)
 * with the portable C Fp kernels: lazy reduction wins for the product
 * (3 wide products + 2 reductions against 3 full products, about 7%), not
 * for squaring (2 products either way; the unreduced sums save less than
 * the split into wide product and reduction costs). Measure again when the
 * Fp kernels change. On AArch64 both are its kernels (asm/aarch64/fp2_mul.S,
 * fp2_sqr.S: 3 wide products and 2 reductions with no call between them,
 * and the two-product square), chosen at build time (field/field_asm.h). */
void bls381_fp2_mul(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp2_mul_mulx(r, a, b); return; }
#endif
    BLS381_A64_OR(bls381_fp2_mul_arm, bls381_fp2_mul_lazy)(r, a, b);
}

void bls381_fp2_sqr(bls381_fp2 *r, const bls381_fp2 *a)
{
#if BLS381_HAVE_ASM
    if (bls381_cpu_use_asm()) { bls381_fp2_sqr_mulx(r, a); return; }
#endif
    BLS381_A64_OR(bls381_fp2_sqr_arm, bls381_fp2_sqr_plain)(r, a);
}
