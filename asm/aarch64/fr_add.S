// bls381_fr_add_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
//
// Addition in Fr on AArch64: r = a + b mod r, for a, b < r (r may alias a or b).
// C twin: bls381_fr_add_portable (field/fr.c).
// Constant time: straight-line code; the final subtraction of r is kept or
//   dropped by CSEL on its borrow.
// Registers: x0 r, x1 a, x2 b, x3.. the sum, x9.. b then r and the
//   difference, x13 the carry of the sum, x16 the table of r.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fr_add_arm
    LDPS x1, 0, x3, x4, x5, x6
    LDPS x2, 0, x9, x10, x11, x12
    ADD_CHAIN adds, x3,x3,x9, x4,x4,x10, x5,x5,x11, x6,x6,x12
    adc x13, xzr, xzr
    adr x16, .Lfr_add_consts
    LDPS x16, 0, x9, x10, x11, x12
    SUB_CHAIN subs, x9,x3,x9, x10,x4,x10, x11,x5,x11, x12,x6,x12
    sbcs xzr, x13, xzr
    CSUB_SEL x9,x3, x10,x4, x11,x5, x12,x6
    STPS x0, 0, x9, x10, x11, x12
    ret
ENDFUNC bls381_fr_add_arm
    FR_CONSTS .Lfr_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
