// bls381_fp_sub_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
//
// Subtraction in Fp on AArch64: r = a - b mod p, for a, b < p (r may alias
// a or b). C twin: bls381_fp_sub_portable (field/fp.c).
// Constant time: straight-line code; p is added back as p or 0, chosen
//   by CSEL on the borrow.
// Registers: x0 r, x1 a, x2 b, x3.. the difference, x9.. b then p or 0,
//   x16 the table of p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp_sub_arm
    adr x16, .Lfp_sub_consts
    FP_SUBMOD 0
    ret
ENDFUNC bls381_fp_sub_arm
    FP_CONSTS .Lfp_sub_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
