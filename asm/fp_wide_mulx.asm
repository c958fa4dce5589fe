; The two halves of a Montgomery product, for lazy reduction in the tower
; (an Fp2 product adds several 768-bit products before one reduction):
;
; bls381_fp_mul_wide_mulx(uint64_t t[12], const bls381_fp *a, const bls381_fp *b)
;   t = a*b as twelve little-endian words, no reduction.
;   Contract: any a, b < 2^384; t must not overlap a or b. Constant time.
;   C twin: bls381_fp_mul_wide_portable (field/fp.c).
;
; bls381_fp_redc_mulx(bls381_fp *r, const uint64_t t[12])
;   r = t / 2^384 mod p, fully reduced (Montgomery reduction).
;   Contract: t < p * 2^384; r may overlap t (t is read in full before r is
;   written). Constant time. C twin: bls381_fp_redc_portable.
;
; Both need BMI2 and ADX.
;
; mul_wide: schoolbook by rows (FP_MUL_ROW): t += a * b[i] * 2^(64 i) on a
;   seven-word window; after each row the window's lowest word is final and
;   is stored. Registers: rdi t, rsi a, rcx b, rdx b[i], window r8 r9 r10
;   r11 rbx rbp r12 (renamed per row), rax lo, r13 hi, r14 zero.
;
; redc: six FP_RED_ROW steps on the low half give v = (t_lo + Q*p)/2^384,
;   v <= p (t_lo < 2^384, Q < 2^384); then v + t_hi < 2p since t_hi < p; one
;   conditional subtraction. Registers: rdi r, rsi t, window r8 r9 r10 r11
;   rbx rbp r12, rax lo, r13 hi, r14 zero, rdx q.

%include "common.inc"
%include "fp_const.inc"

%define lo      rax
%define hi      r13
%define zero    r14

%include "fp_mont.inc"

FUNCTION bls381_fp_mul_wide_mulx
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14
    mov     rcx, rdx

    ; row 0: window = a * b[0]
    mov     rdx, [rcx + 0*8]
    xor     zero, zero
    mulx    r9, r8, [rsi + 0*8]
    mulx    r10, lo, [rsi + 1*8]
    adcx    r9, lo
    mulx    r11, lo, [rsi + 2*8]
    adcx    r10, lo
    mulx    rbx, lo, [rsi + 3*8]
    adcx    r11, lo
    mulx    rbp, lo, [rsi + 4*8]
    adcx    rbx, lo
    mulx    r12, lo, [rsi + 5*8]
    adcx    rbp, lo
    adcx    r12, zero
    mov     [rdi + 0*8], r8

    ; rows 1..5: the stored word's register becomes the new top word
    mov     rdx, [rcx + 1*8]
    xor     zero, zero
    FP_MUL_ROW rsi, r9, r10, r11, rbx, rbp, r12, r8
    mov     [rdi + 1*8], r9

    mov     rdx, [rcx + 2*8]
    xor     zero, zero
    FP_MUL_ROW rsi, r10, r11, rbx, rbp, r12, r8, r9
    mov     [rdi + 2*8], r10

    mov     rdx, [rcx + 3*8]
    xor     zero, zero
    FP_MUL_ROW rsi, r11, rbx, rbp, r12, r8, r9, r10
    mov     [rdi + 3*8], r11

    mov     rdx, [rcx + 4*8]
    xor     zero, zero
    FP_MUL_ROW rsi, rbx, rbp, r12, r8, r9, r10, r11
    mov     [rdi + 4*8], rbx

    mov     rdx, [rcx + 5*8]
    xor     zero, zero
    FP_MUL_ROW rsi, rbp, r12, r8, r9, r10, r11, rbx
    mov     [rdi + 5*8], rbp
    mov     [rdi + 6*8], r12
    mov     [rdi + 7*8], r8
    mov     [rdi + 8*8], r9
    mov     [rdi + 9*8], r10
    mov     [rdi + 10*8], r11
    mov     [rdi + 11*8], rbx

    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_mul_wide_mulx

FUNCTION bls381_fp_redc_mulx
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14

    mov     r8, [rsi + 0*8]
    mov     r9, [rsi + 1*8]
    mov     r10, [rsi + 2*8]
    mov     r11, [rsi + 3*8]
    mov     rbx, [rsi + 4*8]
    mov     rbp, [rsi + 5*8]
    xor     r12d, r12d                  ; top word of the window
    FP_RED_ROW r8, r9, r10, r11, rbx, rbp, r12
    FP_RED_ROW r9, r10, r11, rbx, rbp, r12, r8
    FP_RED_ROW r10, r11, rbx, rbp, r12, r8, r9
    FP_RED_ROW r11, rbx, rbp, r12, r8, r9, r10
    FP_RED_ROW rbx, rbp, r12, r8, r9, r10, r11
    FP_RED_ROW rbp, r12, r8, r9, r10, r11, rbx
    ; v = r12 r8 r9 r10 r11 rbx; add the high half
    add     r12, [rsi + 6*8]
    adc     r8, [rsi + 7*8]
    adc     r9, [rsi + 8*8]
    adc     r10, [rsi + 9*8]
    adc     r11, [rsi + 10*8]
    adc     rbx, [rsi + 11*8]
    FP_CSUB_STORE rdi, r12, r8, r9, r10, r11, rbx, rax, r13, r14, rdx, rcx, rbp

    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_redc_mulx
