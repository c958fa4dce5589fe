// bls381_fp_redc_arm(bls381_fp *r, const uint64_t t[12])
//
// Montgomery reduction on AArch64: r = t / 2^384 mod p, fully reduced, for
// a 768-bit t < p*2^384 (products of bls381_fp_mul_wide_arm and their
// sums, field/fp2_lazy.c). C twin: bls381_fp_redc_portable (field/fp.c).
//
// Contract: t < p*2^384; r may overlap t (r is written at the end).
//   Constant time: straight-line code, fixed offsets.
//
// Algorithm: REDC one limb at a time (bls381_mont_redc, field/mont.h):
//   q = t[i] * (-1/p) mod 2^64; t[i..i+6] += q p as two carry chains, the
//   carries out of t[i+6] counted in E and added to t[i+7] when the next
//   row loads it; seven registers rotate over t as in the product.
// Registers: x0 r, x1 t, x2 -1/p, x4 E, x9..x15 the window of t, x16
//   product, x17 q, x19..x24 p (saved); at the end x3 x5..x8 x17 r - p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp_redc_arm
    stp x19, x20, [sp, #-48]!
    stp x21, x22, [sp, #16]
    stp x23, x24, [sp, #32]
    adr x16, .Lfp_redc_consts
    LDPS x16, 0, x19, x20, x21, x22, x23, x24
    ldr x2, [x16, #48]
    FP_REDC x1, 0
    STPS x0, 0, x3, x5, x6, x7, x8, x17
    ldp x23, x24, [sp, #32]
    ldp x21, x22, [sp, #16]
    ldp x19, x20, [sp], #48
    ret
ENDFUNC bls381_fp_redc_arm
    FP_CONSTS .Lfp_redc_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
