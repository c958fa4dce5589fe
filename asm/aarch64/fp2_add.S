// bls381_fp2_add_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
//   r = a + b in Fp2, coordinates < p, fully reduced. C twin: the two
//   Fp additions of bls381_fp2_add (field/fp2.c), bls381_fp_add_portable
//   on each coordinate.
// bls381_fp2_add_unreduced_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
//   r = a + b per coordinate without reduction (six-limb sums below 2^384;
//   below 2p for reduced inputs), as fp6_lazy.c feeds its wide products.
//   C twin: bls381_fp_add_unreduced (field/tower.h) on each coordinate.
//
// AArch64. Contract: as the twins; r may alias a or b (each coordinate is
//   read before it is written). Constant time: straight-line code, fixed
//   offsets; the reduction's choice by CSEL (FP_ADDMOD, fp_rows.inc).
// Registers: x0 r, x1 a, x2 b, x3..x15 the sums, x15 x16 b's limbs (the
//   unreduced sum) or the table of p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp2_add_arm
    adr x16, .Lfp2_add_consts
    FP_ADDMOD 0
    FP_ADDMOD 48
    ret
ENDFUNC bls381_fp2_add_arm

FUNC bls381_fp2_add_unreduced_arm
    LDPS x1, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    WIDE_CHAIN x2, 0, adds, adcs, x3, x4, x5, x6, x7, x8
    WIDE_CHAIN x2, 48, adds, adcs, x9, x10, x11, x12, x13, x14
    STPS x0, 0, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14
    ret
ENDFUNC bls381_fp2_add_unreduced_arm
    FP_CONSTS .Lfp2_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
