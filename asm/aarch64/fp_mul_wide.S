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
    .include "fp_rows.inc"

FUNC bls381_fp_mul_wide_arm
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    FP_WIDE x2, 0, x0, 0
    ret
ENDFUNC bls381_fp_mul_wide_arm
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
