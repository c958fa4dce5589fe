// bls381_fpw_add_arm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
//
// Addition of wide Fp values (field/wide.h) on AArch64: r = a + b mod M,
// M = p*2^384, for 768-bit a, b in [0, M). C twin: bls381_fpw_add_portable
// (field/wide.h).
//
// Contract: a, b < M; r in [0, M), equal to the twin's; r may alias a or b
//   (both are read before r is written). Constant time: straight-line
//   code, fixed offsets; the subtraction of M kept or dropped by CSEL.
// Algorithm: the 12-limb sum (below 2M < 2^766: no carry out), then
//   p subtracted from its top six limbs unless that borrows.
// Registers: x0 r, x1 a, x2 b, x3..x14 the sum, x15 x16 b's limbs, then
//   x1 x2 x15 x16 x3 x17 p, x4..x8 x1 the top half minus p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fpw_add_arm
    LDPS x1, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    WIDE_CHAIN x2, 0, adds, adcs, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    STPS x0, 0, x3, x4, x5, x6, x7, x8
    adr x17, .Lfpw_add_consts
    ldp x1, x2, [x17]
    ldp x15, x16, [x17, #16]
    ldp x3, x17, [x17, #32]
    SUB_CHAIN subs, x4,x9,x1, x5,x10,x2, x6,x11,x15, x7,x12,x16, x8,x13,x3, x1,x14,x17
    CSUB_SEL x4,x9, x5,x10, x6,x11, x7,x12, x8,x13, x1,x14
    STPS x0, 48, x4, x5, x6, x7, x8, x1
    ret
ENDFUNC bls381_fpw_add_arm
    FP_CONSTS .Lfpw_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
