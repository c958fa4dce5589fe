// bls381_fp2_mul_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
//   r = a*b in Fp2 = Fp[u]/(u^2 + 1), fully reduced. C twin:
//   bls381_fp2_mul_lazy (field/fp2_lazy.c), the portable path of
//   bls381_fp2_mul.
// bls381_fp2_mul_wide_arm(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b)
//   the same product before its reductions: two 768-bit coefficients in
//   [0, p*2^384) (field/wide.h). C twin: bls381_fp2_mul_wide (fp2_lazy.c).
//
// AArch64 (MUL/UMULH, ADDS/ADCS). Contract: every coordinate of a and b
//   below 2p (as the C twins: a reduced value or the unreduced sum of
//   two); outputs equal to the twins' (the product's reduced coordinates,
//   resp. the same 768-bit integers). The product's r may alias a or b (r
//   is written at the end); the wide r must not overlap a or b. Constant
//   time: straight-line code, loads and stores at fixed offsets, the one
//   correction a mask.
//
// Algorithm: Karatsuba over the wide products (bls381_fp2_mul_wide):
//     T0 = a0*b0, T1 = a1*b1, T2 = (a0+a1)*(b0+b1)   (FP_WIDE, fp_rows.inc)
//     c1 = T2 - T0 - T1 = a0*b1 + a1*b0                (exact, < 8p^2)
//     c0 = T0 - T1, plus p*2^384 when that borrows     (in [0, p*2^384))
//   the sums unreduced (< 4p < 2^383), then for the product one Montgomery
//   reduction per coefficient (FP_REDC): 3 wide products and 2 reductions
//   instead of 3 Montgomery products, with no call between them.
// Registers: x0 r, x1 a, x2 b (then -1/p), x3..x14 the operands and the
//   12-limb differences, x15 x16 loaded limbs, x17 the mask, x19..x24 p
//   (saved); FP_WIDE and FP_REDC as fp_rows.inc says.
// Frame: T0 at sp, T1 at sp+96, T2 at sp+192, b0+b1 at sp+288, the saved
//   x19..x24 at sp+336.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

// FP2_WIDE: c1 into T2 and c0 left in x3..x14 (x16 = the table of p)
.macro FP2_WIDE
    sub sp, sp, #384
    stp x19, x20, [sp, #336]
    stp x21, x22, [sp, #352]
    stp x23, x24, [sp, #368]
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    FP_WIDE x2, 0, sp, 0
    LDPS x1, 48, x3, x4, x5, x6, x7, x8
    FP_WIDE x2, 48, sp, 96
    // b0 + b1 to the frame, a0 + a1 into x3..x8 (below 2^383: no carry out)
    LDPS x2, 0, x9, x10, x11, x12, x13, x14
    LDPS x2, 48, x15, x16, x17, x19, x20, x21
    ADD_CHAIN adds, x9,x9,x15, x10,x10,x16, x11,x11,x17, x12,x12,x19, x13,x13,x20, x14,x14,x21
    STPS sp, 288, x9, x10, x11, x12, x13, x14
    LDPS x1, 0, x9, x10, x11, x12, x13, x14
    ADD_CHAIN adds, x3,x3,x9, x4,x4,x10, x5,x5,x11, x6,x6,x12, x7,x7,x13, x8,x8,x14
    FP_WIDE sp, 288, sp, 192
    // c1 = T2 - T0 - T1: no borrow out of the 12 limbs (a0 b1 + a1 b0 >= 0)
    LDPS sp, 192, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    WIDE_CHAIN sp, 0, subs, sbcs, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    WIDE_CHAIN sp, 96, subs, sbcs, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    STPS sp, 192, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    // c0 = T0 - T1, and p on the top six limbs where it borrowed
    LDPS sp, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    WIDE_CHAIN sp, 96, subs, sbcs, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    csetm x17, lo
    adr x16, .Lfp2_mul_consts
    LDPS x16, 0, x19, x20, x21, x22, x23, x24
    ADD_MASKED adds, x17, x9,x19, x10,x20, x11,x21, x12,x22, x13,x23, x14,x24
.endm

.macro FP2_LEAVE
    ldp x19, x20, [sp, #336]
    ldp x21, x22, [sp, #352]
    ldp x23, x24, [sp, #368]
    add sp, sp, #384
    ret
.endm

FUNC bls381_fp2_mul_arm
    FP2_WIDE
    ldr x2, [x16, #48]
    STPS sp, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    FP_REDC sp, 0
    STPS x0, 0, x3, x5, x6, x7, x8, x17
    FP_REDC sp, 192
    STPS x0, 48, x3, x5, x6, x7, x8, x17
    FP2_LEAVE
ENDFUNC bls381_fp2_mul_arm

FUNC bls381_fp2_mul_wide_arm
    FP2_WIDE
    STPS x0, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    LDPS sp, 192, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    STPS x0, 96, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    FP2_LEAVE
ENDFUNC bls381_fp2_mul_wide_arm
    FP_CONSTS .Lfp2_mul_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
