; Modular addition and doubling in Fp.
;
; bls381_fp_add_asm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
;   r = a + b mod p.   C twin: bls381_fp_add_portable (field/fp.c).
; bls381_fp_dbl_asm(bls381_fp *r, const bls381_fp *a)
;   r = 2a mod p.      C twin: bls381_fp_dbl_portable.
;
; Contract: a, b < p; the result is fully reduced. r may alias a or b.
;   Constant time. Baseline x86-64 instructions only (dispatched with the
;   MULX kernels so that one switch selects all the assembly).
;
; Algorithm: t = a + b < 2p < 2^382, so t has no carry out of six words;
;   u = t - p; keep t when that subtraction borrows (CMOV), else u.
;
; Registers: rdi r, rsi a, rdx b; t0..t5 = rax rcx r8 r9 r10 r11;
;   u0..u5 = rdx rsi rbx rbp r12 r13 (rsi, rdx once a and b are read).

%include "common.inc"
%include "fp_const.inc"
%include "fp_mont.inc"

FUNCTION bls381_fp_add_asm
    push    rbx
    push    rbp
    push    r12
    push    r13
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    mov     r10, [rsi + 4*8]
    mov     r11, [rsi + 5*8]
    add     rax, [rdx + 0*8]
    adc     rcx, [rdx + 1*8]
    adc     r8, [rdx + 2*8]
    adc     r9, [rdx + 3*8]
    adc     r10, [rdx + 4*8]
    adc     r11, [rdx + 5*8]
    FP_CSUB_STORE rdi, rax, rcx, r8, r9, r10, r11, rdx, rsi, rbx, rbp, r12, r13
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_add_asm

FUNCTION bls381_fp_dbl_asm
    push    rbx
    push    rbp
    push    r12
    push    r13
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    mov     r10, [rsi + 4*8]
    mov     r11, [rsi + 5*8]
    add     rax, rax
    adc     rcx, rcx
    adc     r8, r8
    adc     r9, r9
    adc     r10, r10
    adc     r11, r11
    FP_CSUB_STORE rdi, rax, rcx, r8, r9, r10, r11, rdx, rsi, rbx, rbp, r12, r13
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_dbl_asm
