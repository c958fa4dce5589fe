@ bls381_fp_mul_wide_arm(uint64_t t[12], const bls381_fp *a, const bls381_fp *b)
@
@ The 768-bit product t = a*b of any two 384-bit values (schoolbook, no
@ reduction) on Thumb-2 with UMAAL. C twin: bls381_fp_mul_wide_portable
@ (field/fp.c); bls381_fp_redc_arm reduces the result.
@
@ Contract: any a, b (12 words each); t must not overlap a or b (as the
@   C twin, which writes t while it reads them).
@   Constant time: rows in a loop of 12 (the words of b), straight-line
@   inside; no branch or address depends on the values.
@
@ Algorithm: operand scanning, one row per word b[i]:
@     C:t[i+j] = a[j]*b[i] + t[i+j] + C   (UMAAL, j = 0..11, two words a step:
@                                          ACC_PAIR, asm/arm/mont.inc)
@     t[i+12] = C
@   Only t[0..11] is cleared first: row i writes t[i+12] before row i+1
@   reads it.
@ Registers: r0 t + 4i (walks), r1 a, r2 b (walks), r3 end of b,
@   r4 r5 a pair, r6 r7 t pair, r8 b[i], r9 C.

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"

FUNC bls381_fp_mul_wide_arm
    push {r4-r9}
    mov r4, #0
    mov r5, #0
    ZERO_WORDS r0, 12, r4, r5
    add r3, r2, #48
1:
    ldr r8, [r2], #4
    mov r9, #0
    ACC_ROW12 r1, r0, r8, r9
    str r9, [r0, #48]
    add r0, r0, #4
    cmp r2, r3
    bne 1b
    pop {r4-r9}
    bx lr
ENDFUNC bls381_fp_mul_wide_arm
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
