// bls381_fp2_sqr_arm(bls381_fp2 *r, const bls381_fp2 *a)
//
// Squaring in Fp2 = Fp[u]/(u^2 + 1) on AArch64: r = a^2, fully reduced.
// C twin: bls381_fp2_sqr_plain (field/fp2.c), the portable path of
// bls381_fp2_sqr.
//
// Contract: both coordinates of a below p; r equal to the twin's (the
//   unique reduced values); r may alias a. Constant time: straight-line
//   code, loads and stores at fixed offsets.
//
// Algorithm: (a0 + a1 u)^2 = (a0+a1)(a0-a1) + 2 a0 a1 u as two Montgomery
//   products (FP_MONT, fp_rows.inc) whose inputs stay unreduced (it takes
//   inputs below 2p):  r1 = mont(a0 + a0, a1),  r0 = mont(a0 + a1, a0 + p - a1).
//   The two sums go to the frame first; r1 then reads a1 from a and r0
//   only the frame, so r may alias a.
// Registers: x0 r, x1 a then -1/p, x2 a, x3..x8 the first factor, x9..x14
//   a1, x15 x16 x25..x28 the sums (saved), x19..x24 p (saved); FP_MONT as
//   fp_rows.inc says. Frame: a0 + p - a1 at sp, a0 + a1 at sp+48, the saved
//   x19..x28 at sp+96.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp2_sqr_arm
    sub sp, sp, #176
    stp x19, x20, [sp, #96]
    stp x21, x22, [sp, #112]
    stp x23, x24, [sp, #128]
    stp x25, x26, [sp, #144]
    stp x27, x28, [sp, #160]
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    LDPS x1, 48, x9, x10, x11, x12, x13, x14
    adr x16, .Lfp2_sqr_consts
    LDPS x16, 0, x19, x20, x21, x22, x23, x24
    mov x2, x1
    ldr x1, [x16, #48]
    // a0 + p - a1 (in (0, 2p)) and a0 + a1 (< 2p) to the frame
    ADD_CHAIN adds, x15,x3,x19, x16,x4,x20, x25,x5,x21, x26,x6,x22, x27,x7,x23, x28,x8,x24
    SUB_CHAIN subs, x15,x15,x9, x16,x16,x10, x25,x25,x11, x26,x26,x12, x27,x27,x13, x28,x28,x14
    STPS sp, 0, x15, x16, x25, x26, x27, x28
    ADD_CHAIN adds, x15,x3,x9, x16,x4,x10, x25,x5,x11, x26,x6,x12, x27,x7,x13, x28,x8,x14
    STPS sp, 48, x15, x16, x25, x26, x27, x28
    // r1 = mont(2 a0, a1)
    ADD_CHAIN adds, x3,x3,x3, x4,x4,x4, x5,x5,x5, x6,x6,x6, x7,x7,x7, x8,x8,x8
    FP_MONT x2, 48
    STPS x0, 48, x3, x4, x5, x6, x7, x8
    // r0 = mont(a0 + a1, a0 + p - a1)
    LDPS sp, 48, x3, x4, x5, x6, x7, x8
    FP_MONT sp, 0
    STPS x0, 0, x3, x4, x5, x6, x7, x8
    ldp x19, x20, [sp, #96]
    ldp x21, x22, [sp, #112]
    ldp x23, x24, [sp, #128]
    ldp x25, x26, [sp, #144]
    ldp x27, x28, [sp, #160]
    add sp, sp, #176
    ret
ENDFUNC bls381_fp2_sqr_arm
    FP_CONSTS .Lfp2_sqr_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
