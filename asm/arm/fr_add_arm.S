@ bls381_fr_add_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
@
@ Addition in Fr on Thumb-2: r = a + b mod r, for a, b < r (r may alias a
@ or b). C twin: bls381_fr_add_portable (field/fr.c).
@ Constant time: straight-line code (MONT_ADD, asm/arm/mont.inc, n = 8).
@ Registers: r0 r, r1 a, r2 b, r3 the table of r; r4-r9 words and mask,
@   r10 the carry; the sum on the stack (32 bytes).

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fr_add_arm
    adr r3, .Lfr_add_consts
    MONT_ADD 8
ENDFUNC bls381_fr_add_arm
    FR_CONSTS .Lfr_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
