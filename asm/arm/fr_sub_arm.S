@ bls381_fr_sub_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
@
@ Subtraction in Fr on Thumb-2: r = a - b mod r, for a, b < r (r may alias
@ a or b). C twin: bls381_fr_sub_portable (field/fr.c).
@ Constant time: straight-line code (MONT_SUB, asm/arm/mont.inc, n = 8):
@   the borrow becomes a mask, never a branch.
@ Registers: r0 r, r1 a, r2 b, r3 the table of r; r4-r7 words, r8 mask.

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fr_sub_arm
    adr r3, .Lfr_sub_consts
    MONT_SUB 8
ENDFUNC bls381_fr_sub_arm
    FR_CONSTS .Lfr_sub_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
