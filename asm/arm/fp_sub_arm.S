@ bls381_fp_sub_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
@
@ Subtraction in Fp on Thumb-2: r = a - b mod p, for a, b < p (r may alias
@ a or b). C twin: bls381_fp_sub_portable (field/fp.c).
@ Constant time: straight-line code (MONT_SUB, asm/arm/mont.inc, n = 12):
@   the borrow becomes a mask, never a branch.
@ Registers: r0 r, r1 a, r2 b, r3 the table of p; r4-r7 words, r8 mask.

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_sub_arm
    adr r3, .Lfp_sub_consts
    MONT_SUB 12
ENDFUNC bls381_fp_sub_arm
    FP_CONSTS .Lfp_sub_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
