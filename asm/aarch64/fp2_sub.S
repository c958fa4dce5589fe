// bls381_fp2_sub_arm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
//
// Subtraction in Fp2 on AArch64: r = a - b, coordinates < p, fully
// reduced. C twin: the two Fp subtractions of bls381_fp2_sub (field/fp2.c),
// bls381_fp_sub_portable on each coordinate.
// Contract: as the twin; r may alias a or b (each coordinate is read
//   before it is written). Constant time: straight-line code, fixed
//   offsets; p added back as p or 0 by CSEL (FP_SUBMOD, fp_rows.inc).
// Registers: x0 r, x1 a, x2 b, x3..x14 the differences, x16 the table of p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp2_sub_arm
    adr x16, .Lfp2_sub_consts
    FP_SUBMOD 0
    FP_SUBMOD 48
    ret
ENDFUNC bls381_fp2_sub_arm
    FP_CONSTS .Lfp2_sub_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
