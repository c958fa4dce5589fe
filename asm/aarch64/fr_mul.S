// bls381_fr_mul_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
// bls381_fr_sqr_arm(bls381_fr *r, const bls381_fr *a)
//
// Montgomery multiplication in Fr on AArch64 (MUL/UMULH, ADDS/ADCS):
// r = a*b / 2^256 mod r, fully reduced; the square is the same kernel with
// b = a (x1 copied to x2). C twins: bls381_fr_mul_portable,
// bls381_fr_sqr_portable (field/fr.c).
//
// Contract: a, b < r; r may alias a or b (a is read first, b one
//   limb a row, r written at the end).
//   Constant time: straight-line code, no branch; loads and stores at
//   fixed offsets (asm/aarch64/mont.inc).
//
// Algorithm: CIOS as bls381_mont_mul (field/mont.h), the "no-carry" form
//   (r's top limb is below 2^62), one row per limb of b, fully unrolled;
//   each row is t += a b[i] then t = (t + q r) / 2^64 with
//   q = t[0] * (-1/r) mod 2^64, each as two carry chains (ADD_LO, ADD_HI),
//   and the 5 limbs of t rotate through x9.. so that no limb moves.
// Registers: x0 r, x1 -1/r (after a is loaded), x2 b, x3.. a (x3, x4, x5, x6),
//   x9..x13 t, x16 product, x17 b[i] then q, x19, x20, x21, x22 r (saved).

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fr_sqr_arm
    mov x2, x1
ENTRY bls381_fr_mul_arm
    stp x19, x20, [sp, #-32]!
    stp x21, x22, [sp, #16]
    LDPS x1, 0, x3, x4, x5, x6
    adr x16, .Lfr_mul_consts
    LDPS x16, 0, x19, x20, x21, x22
    ldr x1, [x16, #32]
    // row 0: t += a b[0], then t = (t + q m) / 2^64 (t in x9 x10 x11 x12 x13)
    ldr x17, [x2, #0]
    MUL_SET x17, x3,x9, x4,x10, x5,x11, x6,x12
    ADD_HI adds, x17, x3,x10, x4,x11, x5,x12
    umulh x13, x6, x17
    adc x13, x13, xzr
    mul x17, x9, x1
    ADD_LO adds, x17, x19,x9, x20,x10, x21,x11, x22,x12
    adc x13, x13, xzr
    ADD_HI adds, x17, x19,x10, x20,x11, x21,x12, x22,x13
    // row 1: t += a b[1], then t = (t + q m) / 2^64 (t in x10 x11 x12 x13 x9)
    ldr x17, [x2, #8]
    ADD_LO adds, x17, x3,x10, x4,x11, x5,x12, x6,x13
    adc x9, x9, xzr
    ADD_HI adds, x17, x3,x11, x4,x12, x5,x13, x6,x9
    mul x17, x10, x1
    ADD_LO adds, x17, x19,x10, x20,x11, x21,x12, x22,x13
    adc x9, x9, xzr
    ADD_HI adds, x17, x19,x11, x20,x12, x21,x13, x22,x9
    // row 2: t += a b[2], then t = (t + q m) / 2^64 (t in x11 x12 x13 x9 x10)
    ldr x17, [x2, #16]
    ADD_LO adds, x17, x3,x11, x4,x12, x5,x13, x6,x9
    adc x10, x10, xzr
    ADD_HI adds, x17, x3,x12, x4,x13, x5,x9, x6,x10
    mul x17, x11, x1
    ADD_LO adds, x17, x19,x11, x20,x12, x21,x13, x22,x9
    adc x10, x10, xzr
    ADD_HI adds, x17, x19,x12, x20,x13, x21,x9, x22,x10
    // row 3: t += a b[3], then t = (t + q m) / 2^64 (t in x12 x13 x9 x10 x11)
    ldr x17, [x2, #24]
    ADD_LO adds, x17, x3,x12, x4,x13, x5,x9, x6,x10
    adc x11, x11, xzr
    ADD_HI adds, x17, x3,x13, x4,x9, x5,x10, x6,x11
    mul x17, x12, x1
    ADD_LO adds, x17, x19,x12, x20,x13, x21,x9, x22,x10
    adc x11, x11, xzr
    ADD_HI adds, x17, x19,x13, x20,x9, x21,x10, x22,x11
    // t < 2m in x13 x9 x10 x11: r = t - m unless that borrows
    SUB_CHAIN subs, x3,x13,x19, x4,x9,x20, x5,x10,x21, x6,x11,x22
    CSUB_SEL x3,x13, x4,x9, x5,x10, x6,x11
    stp x3, x4, [x0, #0]
    stp x5, x6, [x0, #16]
    ldp x21, x22, [sp, #16]
    ldp x19, x20, [sp], #32
    ret
ENDFUNC bls381_fr_mul_arm
    .size bls381_fr_sqr_arm, . - bls381_fr_sqr_arm
    FR_CONSTS .Lfr_mul_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
