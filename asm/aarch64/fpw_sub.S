// bls381_fpw_sub_arm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
//
// Subtraction of wide Fp values (field/wide.h) on AArch64: r = a - b mod M,
// M = p*2^384, for 768-bit a, b in [0, M). C twin: bls381_fpw_sub_portable
// (field/wide.h).
//
// Contract: a, b < M; r in [0, M), equal to the twin's; r may alias a or b
//   (both are read before r is written). Constant time: straight-line
//   code, fixed offsets; M added under a mask made from the borrow.
// Algorithm: the 12-limb difference, then p & mask added to its top six
//   limbs (mask = all ones when the difference borrowed).
// Registers: x0 r, x1 a, x2 b then p's limbs, x3..x14 the difference,
//   x15 x16 b's limbs then p & mask, x17 the mask.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fpw_sub_arm
    LDPS x1, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    WIDE_CHAIN x2, 0, subs, sbcs, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    csetm x17, lo
    STPS x0, 0, x3, x4, x5, x6, x7, x8
    adr x16, .Lfpw_sub_consts
    ldp x1, x2, [x16]
    ADD_MASKED adds, x17, x9,x1, x10,x2
    ldp x1, x2, [x16, #16]
    ADD_MASKED adcs, x17, x11,x1, x12,x2
    ldp x1, x2, [x16, #32]
    ADD_MASKED adcs, x17, x13,x1, x14,x2
    STPS x0, 48, x9, x10, x11, x12, x13, x14
    ret
ENDFUNC bls381_fpw_sub_arm
    FP_CONSTS .Lfpw_sub_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
