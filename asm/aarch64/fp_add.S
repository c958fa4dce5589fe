// bls381_fp_add_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
//
// Addition in Fp on AArch64: r = a + b mod p, for a, b < p (r may alias a or b).
// C twin: bls381_fp_add_portable (field/fp.c).
// Constant time: straight-line code; the final subtraction of p is kept or
//   dropped by CSEL on its borrow.
// Registers: x0 r, x1 a, x2 b, x3.. the sum, x9.. b then p and the
//   difference, x15 the carry of the sum, x16 the table of p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "fp_rows.inc"
    .include "const.inc"

FUNC bls381_fp_add_arm
    adr x16, .Lfp_add_consts
    FP_ADDMOD 0
    ret
ENDFUNC bls381_fp_add_arm
    FP_CONSTS .Lfp_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
