@ bls381_fp_mul_arm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
@ bls381_fp_sqr_arm(bls381_fp *r, const bls381_fp *a)
@
@ Montgomery multiplication in Fp on Thumb-2 with UMAAL (Cortex-M4/M7/M33
@ with the DSP extension, every ARMv7-A core): r = a*b / 2^384 mod p, fully
@ reduced; the square is the same kernel with b = a (r1 copied to r2).
@ C twins: bls381_fp_mul_portable, bls381_fp_sqr_portable (field/fp.c).
@
@ Contract: a, b < 2p (as the x86 kernel: one unreduced sum allowed);
@   r may alias a or b (r is written only after the last row).
@   Constant time: straight-line rows in a loop of 12 (the words of b);
@   no branch or address depends on the values (asm/arm/mont.inc).
@
@ Algorithm and registers: MONT_MUL (asm/arm/mont.inc) with n = 12;
@   r0 r, r1 a, r2 b, r3 the table of p and -1/p mod 2^32. 48 bytes of t
@   on the stack, 40 of saved registers.

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_sqr_arm
    mov r2, r1
    @ falls through into the product
ENTRY bls381_fp_mul_arm
    adr r3, .Lfp_mul_consts
    MONT_MUL 12
ENDFUNC bls381_fp_mul_arm
    .size bls381_fp_sqr_arm, . - bls381_fp_sqr_arm
    FP_CONSTS .Lfp_mul_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
