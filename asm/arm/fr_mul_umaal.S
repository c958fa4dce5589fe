@ bls381_fr_mul_arm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
@ bls381_fr_sqr_arm(bls381_fr *r, const bls381_fr *a)
@
@ Montgomery multiplication in Fr on Thumb-2 with UMAAL (Cortex-M4/M7/M33
@ with the DSP extension, every ARMv7-A core): r = a*b / 2^256 mod r, fully
@ reduced; the square is the same kernel with b = a (r1 copied to r2).
@ C twins: bls381_fr_mul_portable, bls381_fr_sqr_portable (field/fr.c).
@
@ Contract: a, b < r;
@   r may alias a or b (r is written only after the last row).
@   Constant time: straight-line rows in a loop of 8 (the words of b);
@   no branch or address depends on the values (asm/arm/mont.inc).
@
@ Algorithm and registers: MONT_MUL (asm/arm/mont.inc) with n = 8;
@   r0 r, r1 a, r2 b, r3 the table of r and -1/r mod 2^32. 32 bytes of t
@   on the stack, 40 of saved registers.

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fr_sqr_arm
    mov r2, r1
    @ falls through into the product
ENTRY bls381_fr_mul_arm
    adr r3, .Lfr_mul_consts
    MONT_MUL 8
ENDFUNC bls381_fr_mul_arm
    .size bls381_fr_sqr_arm, . - bls381_fr_sqr_arm
    FR_CONSTS .Lfr_mul_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
