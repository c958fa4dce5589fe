@ bls381_fp_redc_arm(bls381_fp *r, const uint64_t t[12])
@
@ Montgomery reduction on Thumb-2 with UMAAL: r = t / 2^384 mod p, fully
@ reduced, for a 768-bit t < p*2^384 (the products of
@ bls381_fp_mul_wide_arm and their sums, field/fp2_lazy.c). C twin:
@ bls381_fp_redc_portable (field/fp.c).
@
@ Contract: t < p*2^384; r may overlap t (t is copied to the stack first).
@   Constant time: rows in a loop of 12, straight-line inside; no branch
@   or address depends on the values.
@
@ Algorithm (REDC, one word at a time, as bls381_mont_redc in field/mont.h):
@     q = t[i] * (-1/p) mod 2^32
@     C:t[i+j] = q*p[j] + t[i+j] + C          (UMAAL, j = 0..11; ACC_PAIR)
@     TOP:t[i+12] = t[i+12] + C + TOP         (UMAAL with q = TOP, m = 1)
@   then t[12..23] + TOP*2^384 < 2p, and CSUB (asm/arm/mont.inc) finishes.
@ Registers: r0 r, r1 end of the rows, r2 t + 4i (walks), r3 the table of
@   p and -1/p, r4 r5 p pair, r6 r7 t pair, r9 one, r10 TOP, r11 q, r12 C.
@   96 bytes of t on the stack, 40 of saved registers.

#if defined(__thumb2__) && defined(__ARM_FEATURE_DSP)   /* UMAAL (sys/cpu.h) */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_redc_arm
    push {r3-r11, lr}
    sub sp, sp, #96
    mov r2, sp
    .rept 3
    ldmia r1!, {r4-r11}
    stmia r2!, {r4-r11}
    .endr
    adr r3, .Lfp_redc_consts
    mov r2, sp
    add r1, r2, #48
    mov r9, #1
    mov r10, #0
1:
    ldr r6, [r2]
    ldr r4, [r3, #48]
    mul r11, r6, r4
    mov r12, #0
    ACC_ROW12 r3, r2, r11, r12
    ldr r6, [r2, #48]
    umaal r6, r12, r10, r9
    str r6, [r2, #48]
    mov r10, r12
    add r2, r2, #4
    cmp r2, r1
    bne 1b
    CSUB 12, sp, 48, r10, r0, r3
    add sp, sp, #96
    pop {r3-r11, pc}
ENDFUNC bls381_fp_redc_arm
    FP_CONSTS .Lfp_redc_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   /* no executable stack (armhf) */
#endif
