// bls381_fr_sub_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
//
// Subtraction in Fr on AArch64: r = a - b mod r, for a, b < r (r may alias
// a or b). C twin: bls381_fr_sub_portable (field/fr.c).
// Constant time: straight-line code; r is added back as r or 0, chosen
//   by CSEL on the borrow.
// Registers: x0 r, x1 a, x2 b, x3.. the difference, x9.. b then r or 0,
//   x16 the table of r.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fr_sub_arm
    LDPS x1, 0, x3, x4, x5, x6
    LDPS x2, 0, x9, x10, x11, x12
    SUB_CHAIN subs, x3,x3,x9, x4,x4,x10, x5,x5,x11, x6,x6,x12
    adr x16, .Lfr_sub_consts
    LDPS x16, 0, x9, x10, x11, x12
    ZSEL x9, x10, x11, x12
    ADD_CHAIN adds, x3,x3,x9, x4,x4,x10, x5,x5,x11, x6,x6,x12
    STPS x0, 0, x3, x4, x5, x6
    ret
ENDFUNC bls381_fr_sub_arm
    FR_CONSTS .Lfr_sub_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
