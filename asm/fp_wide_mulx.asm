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
;   is stored (FP_MUL_WIDE). Registers: rdi t, rsi a, rcx b, rdx b[i],
;   window r8 r9 r10 r11 rbx rbp r12 (renamed per row), rax lo, r13 hi,
;   r14 zero.
;
; redc: six FP_RED_ROW steps on the low half give v = (t_lo + Q*p)/2^384,
;   v <= p (t_lo < 2^384, Q < 2^384); then v + t_hi < 2p since t_hi < p; one
;   conditional subtraction (FP_REDC). Registers: rdi r, rsi t, window r8
;   r9 r10 r11 rbx rbp r12, rax lo, r13 hi, r14 zero, rdx q.

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
    FP_MUL_WIDE rdi, rsi, rcx, r8, r9, r10, r11, rbx, rbp, r12
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
    FP_REDC rdi, rsi + 6*8, r8, r9, r10, r11, rbx, rbp, r12, rax, r13, r14, rdx, rcx
    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_redc_mulx
