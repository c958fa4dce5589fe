/* Constant-time checks that call the field kernels by name: every assembly
 * kernel of asm/ (field/field_asm.h) when this build has them and they may
 * run, and every portable C twin, so that none of them is checked only if a
 * dispatcher happens to route a higher-level check through it. */
#include "ctime.h"
#include "field/field_asm.h"
#include "field/tower.h"

static void secret_fp(bls381_fp *a)
{
    uint8_t b[48];
    ct_random(b, sizeof b);
    b[0] &= 0x0f;
    if (bls381_fp_from_bytes(a, b) != BLS381_OK) bls381_fp_set_one(a);
    ct_secret(a, sizeof *a);
}

static void secret_fr(bls381_fr *a)
{
    uint8_t b[32];
    ct_random(b, sizeof b);
    b[0] &= 0x3f;
    if (bls381_fr_from_bytes(a, b) != BLS381_OK) bls381_fr_set_one(a);
    ct_secret(a, sizeof *a);
}

CTIME(kernels_asm_and_portable_twins)
{
    bls381_fp a, b, r;
    bls381_fr x, y, s;
    bls381_fp2 a2, b2, r2;
    uint64_t t[12], wa, wb;
    int64_t fg[4];
    secret_fp(&a);
    secret_fp(&b);
    secret_fr(&x);
    secret_fr(&y);
    secret_fp(&a2.c0);
    secret_fp(&a2.c1);
    secret_fp(&b2.c0);
    secret_fp(&b2.c1);

    bls381_fp_mul_portable(&r, &a, &b);
    bls381_fp_sqr_portable(&r, &a);
    bls381_fp_add_portable(&r, &a, &b);
    bls381_fp_sub_portable(&r, &a, &b);
    bls381_fp_neg_portable(&r, &a);
    bls381_fp_dbl_portable(&r, &a);
    bls381_fp_mul_wide_portable(t, &a, &b);
    bls381_fp_redc_portable(&r, t);
    bls381_fp2_mul_lazy(&r2, &a2, &b2);
    bls381_fp2_sqr_plain(&r2, &a2);
    bls381_fr_mul_portable(&s, &x, &y);
    bls381_fr_sqr_portable(&s, &x);
    bls381_fr_add_portable(&s, &x, &y);
    bls381_fr_sub_portable(&s, &x, &y);
    wa = a.l[0];
    wb = b.l[0] | 1;                    /* Pornin's inner loop: b odd (secret but bit 0) */
    bls381_pornin_inner31_portable(wa, wb, fg);

#if BLS381_HAVE_ASM
    if (!bls381_cpu_use_asm()) return;
    bls381_fp_mul_mulx(&r, &a, &b);
    bls381_fp_sqr_mulx(&r, &a);
    bls381_fp_add_asm(&r, &a, &b);
    bls381_fp_sub_asm(&r, &a, &b);
    bls381_fp_neg_asm(&r, &a);
    bls381_fp_dbl_asm(&r, &a);
    bls381_fp_mul_wide_mulx(t, &a, &b);
    bls381_fp_redc_mulx(&r, t);
    bls381_fp2_mul_mulx(&r2, &a2, &b2);
    bls381_fp2_sqr_mulx(&r2, &a2);
    bls381_fr_mul_mulx(&s, &x, &y);
    bls381_fr_sqr_mulx(&s, &x);
    bls381_fr_add_asm(&s, &x, &y);
    bls381_fr_sub_asm(&s, &x, &y);
    bls381_pornin_inner31_asm(wa, wb, fg);
#endif
}
