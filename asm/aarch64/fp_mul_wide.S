// bls381_fp_mul_wide_arm(uint64_t t[12], const bls381_fp *a, const bls381_fp *b)
//
// The 768-bit product t = a*b of any two 384-bit values (schoolbook, no
// reduction) on AArch64 (MUL/UMULH, ADDS/ADCS). C twin:
// bls381_fp_mul_wide_portable (field/fp.c); bls381_fp_redc_arm reduces it.
//
// Contract: any a, b; t must not overlap a or b (as the C twin).
//   Constant time: straight-line code, fixed offsets.
//
// Algorithm: operand scanning, one row per limb b[i]: t[i..i+6] += a b[i]
//   as two carry chains (ADD_LO into t[i..i+5] and the carry into t[i+6],
//   then ADD_HI into t[i+1..i+6]); t[i] is then final and stored, and its
//   register becomes t[i+7] (seven registers rotate).
// Registers: x0 t, x1 a, x2 b, x3..x8 a, x9..x15 the window of t,
//   x16 product, x17 b[i].

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"

FUNC bls381_fp_mul_wide_arm
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    // row 0: t[0..6] += a b[0]; t[0] is final
    ldr x17, [x2, #0]
    MUL_SET x17, x3,x9, x4,x10, x5,x11, x6,x12, x7,x13, x8,x14
    ADD_HI adds, x17, x3,x10, x4,x11, x5,x12, x6,x13, x7,x14
    umulh x15, x8, x17
    adc x15, x15, xzr
    str x9, [x0, #0]
    // row 1: t[1..7] += a b[1]; t[1] is final
    ldr x17, [x2, #8]
    ADD_LO adds, x17, x3,x10, x4,x11, x5,x12, x6,x13, x7,x14, x8,x15
    adc x9, xzr, xzr
    ADD_HI adds, x17, x3,x11, x4,x12, x5,x13, x6,x14, x7,x15, x8,x9
    str x10, [x0, #8]
    // row 2: t[2..8] += a b[2]; t[2] is final
    ldr x17, [x2, #16]
    ADD_LO adds, x17, x3,x11, x4,x12, x5,x13, x6,x14, x7,x15, x8,x9
    adc x10, xzr, xzr
    ADD_HI adds, x17, x3,x12, x4,x13, x5,x14, x6,x15, x7,x9, x8,x10
    str x11, [x0, #16]
    // row 3: t[3..9] += a b[3]; t[3] is final
    ldr x17, [x2, #24]
    ADD_LO adds, x17, x3,x12, x4,x13, x5,x14, x6,x15, x7,x9, x8,x10
    adc x11, xzr, xzr
    ADD_HI adds, x17, x3,x13, x4,x14, x5,x15, x6,x9, x7,x10, x8,x11
    str x12, [x0, #24]
    // row 4: t[4..10] += a b[4]; t[4] is final
    ldr x17, [x2, #32]
    ADD_LO adds, x17, x3,x13, x4,x14, x5,x15, x6,x9, x7,x10, x8,x11
    adc x12, xzr, xzr
    ADD_HI adds, x17, x3,x14, x4,x15, x5,x9, x6,x10, x7,x11, x8,x12
    str x13, [x0, #32]
    // row 5: t[5..11] += a b[5]; t[5] is final
    ldr x17, [x2, #40]
    ADD_LO adds, x17, x3,x14, x4,x15, x5,x9, x6,x10, x7,x11, x8,x12
    adc x13, xzr, xzr
    ADD_HI adds, x17, x3,x15, x4,x9, x5,x10, x6,x11, x7,x12, x8,x13
    str x14, [x0, #40]
    STPS x0, 48, x15, x9, x10, x11, x12, x13
    ret
ENDFUNC bls381_fp_mul_wide_arm
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
