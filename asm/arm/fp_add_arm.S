@ bls381_fp_add_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
@
@ Addition in Fp on Thumb-2: r = a + b mod p, for a, b < p (r may alias a
@ or b). C twin: bls381_fp_add_portable (field/fp.c).
@ Constant time: straight-line code (MONT_ADD, asm/arm/mont.inc, n = 12).
@ Registers: r0 r, r1 a, r2 b, r3 the table of p; r4-r9 words and mask,
@   r10 the carry; the sum on the stack (48 bytes).

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_add_arm
    adr r3, .Lfp_add_consts
    MONT_ADD 12
ENDFUNC bls381_fp_add_arm
    FP_CONSTS .Lfp_add_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
