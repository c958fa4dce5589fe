// bls381_fp_mul_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
//
// Montgomery multiplication in Fp on AArch64 (MUL/UMULH, ADDS/ADCS):
// r = a*b / 2^384 mod p, fully reduced (the square: fp_sqr.S). C twin:
// bls381_fp_mul_portable (field/fp.c).
//
// Contract: a, b < 2p (one unreduced sum allowed, as on x86); r may
//   alias a or b (a is read first, b one limb a row, r written at the end).
//   Constant time: straight-line code, no branch; loads and stores at
//   fixed offsets (asm/aarch64/mont.inc).
//
// Algorithm: CIOS as bls381_mont_mul (field/mont.h), the "no-carry" form
//   (p's top limb is below 2^62), one row per limb of b, fully unrolled;
//   each row is t += a b[i] then t = (t + q p) / 2^64 with
//   q = t[0] * (-1/p) mod 2^64, each as two carry chains (ADD_LO, ADD_HI),
//   and the 7 limbs of t rotate through x9.. so that no limb moves.
// Registers: x0 r, x1 -1/p (after a is loaded), x2 b, x3.. a (x3, x4, x5, x6, x7, x8),
//   x9..x15 t, x16 product, x17 b[i] then q, x19, x20, x21, x22, x23, x24 p (saved).

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_mul_arm
    stp x19, x20, [sp, #-48]!
    stp x21, x22, [sp, #16]
    stp x23, x24, [sp, #32]
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    adr x16, .Lfp_mul_consts
    LDPS x16, 0, x19, x20, x21, x22, x23, x24
    ldr x1, [x16, #48]
    // row 0: t += a b[0], then t = (t + q m) / 2^64 (t in x9 x10 x11 x12 x13 x14 x15)
    ldr x17, [x2, #0]
    MUL_SET x17, x3,x9, x4,x10, x5,x11, x6,x12, x7,x13, x8,x14
    ADD_HI adds, x17, x3,x10, x4,x11, x5,x12, x6,x13, x7,x14
    umulh x15, x8, x17
    adc x15, x15, xzr
    mul x17, x9, x1
    ADD_LO adds, x17, x19,x9, x20,x10, x21,x11, x22,x12, x23,x13, x24,x14
    adc x15, x15, xzr
    ADD_HI adds, x17, x19,x10, x20,x11, x21,x12, x22,x13, x23,x14, x24,x15
    // row 1: t += a b[1], then t = (t + q m) / 2^64 (t in x10 x11 x12 x13 x14 x15 x9)
    ldr x17, [x2, #8]
    ADD_LO adds, x17, x3,x10, x4,x11, x5,x12, x6,x13, x7,x14, x8,x15
    adc x9, x9, xzr
    ADD_HI adds, x17, x3,x11, x4,x12, x5,x13, x6,x14, x7,x15, x8,x9
    mul x17, x10, x1
    ADD_LO adds, x17, x19,x10, x20,x11, x21,x12, x22,x13, x23,x14, x24,x15
    adc x9, x9, xzr
    ADD_HI adds, x17, x19,x11, x20,x12, x21,x13, x22,x14, x23,x15, x24,x9
    // row 2: t += a b[2], then t = (t + q m) / 2^64 (t in x11 x12 x13 x14 x15 x9 x10)
    ldr x17, [x2, #16]
    ADD_LO adds, x17, x3,x11, x4,x12, x5,x13, x6,x14, x7,x15, x8,x9
    adc x10, x10, xzr
    ADD_HI adds, x17, x3,x12, x4,x13, x5,x14, x6,x15, x7,x9, x8,x10
    mul x17, x11, x1
    ADD_LO adds, x17, x19,x11, x20,x12, x21,x13, x22,x14, x23,x15, x24,x9
    adc x10, x10, xzr
    ADD_HI adds, x17, x19,x12, x20,x13, x21,x14, x22,x15, x23,x9, x24,x10
    // row 3: t += a b[3], then t = (t + q m) / 2^64 (t in x12 x13 x14 x15 x9 x10 x11)
    ldr x17, [x2, #24]
    ADD_LO adds, x17, x3,x12, x4,x13, x5,x14, x6,x15, x7,x9, x8,x10
    adc x11, x11, xzr
    ADD_HI adds, x17, x3,x13, x4,x14, x5,x15, x6,x9, x7,x10, x8,x11
    mul x17, x12, x1
    ADD_LO adds, x17, x19,x12, x20,x13, x21,x14, x22,x15, x23,x9, x24,x10
    adc x11, x11, xzr
    ADD_HI adds, x17, x19,x13, x20,x14, x21,x15, x22,x9, x23,x10, x24,x11
    // row 4: t += a b[4], then t = (t + q m) / 2^64 (t in x13 x14 x15 x9 x10 x11 x12)
    ldr x17, [x2, #32]
    ADD_LO adds, x17, x3,x13, x4,x14, x5,x15, x6,x9, x7,x10, x8,x11
    adc x12, x12, xzr
    ADD_HI adds, x17, x3,x14, x4,x15, x5,x9, x6,x10, x7,x11, x8,x12
    mul x17, x13, x1
    ADD_LO adds, x17, x19,x13, x20,x14, x21,x15, x22,x9, x23,x10, x24,x11
    adc x12, x12, xzr
    ADD_HI adds, x17, x19,x14, x20,x15, x21,x9, x22,x10, x23,x11, x24,x12
    // row 5: t += a b[5], then t = (t + q m) / 2^64 (t in x14 x15 x9 x10 x11 x12 x13)
    ldr x17, [x2, #40]
    ADD_LO adds, x17, x3,x14, x4,x15, x5,x9, x6,x10, x7,x11, x8,x12
    adc x13, x13, xzr
    ADD_HI adds, x17, x3,x15, x4,x9, x5,x10, x6,x11, x7,x12, x8,x13
    mul x17, x14, x1
    ADD_LO adds, x17, x19,x14, x20,x15, x21,x9, x22,x10, x23,x11, x24,x12
    adc x13, x13, xzr
    ADD_HI adds, x17, x19,x15, x20,x9, x21,x10, x22,x11, x23,x12, x24,x13
    // t < 2m in x15 x9 x10 x11 x12 x13: r = t - m unless that borrows
    SUB_CHAIN subs, x3,x15,x19, x4,x9,x20, x5,x10,x21, x6,x11,x22, x7,x12,x23, x8,x13,x24
    CSUB_SEL x3,x15, x4,x9, x5,x10, x6,x11, x7,x12, x8,x13
    stp x3, x4, [x0, #0]
    stp x5, x6, [x0, #16]
    stp x7, x8, [x0, #32]
    ldp x23, x24, [sp, #32]
    ldp x21, x22, [sp, #16]
    ldp x19, x20, [sp], #48
    ret
ENDFUNC bls381_fp_mul_arm
    FP_CONSTS .Lfp_mul_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
