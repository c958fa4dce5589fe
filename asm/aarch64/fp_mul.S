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
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp_mul_arm
    stp x19, x20, [sp, #-48]!
    stp x21, x22, [sp, #16]
    stp x23, x24, [sp, #32]
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    adr x16, .Lfp_mul_consts
    LDPS x16, 0, x19, x20, x21, x22, x23, x24
    ldr x1, [x16, #48]
    FP_MONT x2, 0
    STPS x0, 0, x3, x4, x5, x6, x7, x8
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
