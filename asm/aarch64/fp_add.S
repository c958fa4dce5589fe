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
    .include "const.inc"

FUNC bls381_fp_add_arm
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    LDPS x2, 0, x9, x10, x11, x12, x13, x14
    ADD_CHAIN adds, x3,x3,x9, x4,x4,x10, x5,x5,x11, x6,x6,x12, x7,x7,x13, x8,x8,x14
    adc x15, xzr, xzr
    adr x16, .Lfp_add_consts
    LDPS x16, 0, x9, x10, x11, x12, x13, x14
    SUB_CHAIN subs, x9,x3,x9, x10,x4,x10, x11,x5,x11, x12,x6,x12, x13,x7,x13, x14,x8,x14
    sbcs xzr, x15, xzr
    CSUB_SEL x9,x3, x10,x4, x11,x5, x12,x6, x13,x7, x14,x8
    STPS x0, 0, x9, x10, x11, x12, x13, x14
    ret
ENDFUNC bls381_fp_add_arm
    FP_CONSTS .Lfp_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
