; Modular addition and subtraction in Fr.
;
; bls381_fr_add_asm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
;   r = a + b mod r.   C twin: bls381_fr_add_portable (field/fr.c).
; bls381_fr_sub_asm(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
;   r = a - b mod r.   C twin: bls381_fr_sub_portable.
;
; Contract: a, b < r; the result is fully reduced; r may alias a or b.
;   Constant time. add is baseline x86-64, sub uses ADCX (ADX).
;
; add: t = a + b < 2r < 2^256 (no carry out); u = t - r; keep t when that
;   borrows (CMOV). Registers: t0..t3 = rax rcx r8 r9, u0..u3 = r10 r11 rdx
;   rsi: all caller-saved, nothing pushed.
; sub: t = a - b; add r or 0 picked by CMOVZ inside an ADCX chain (see
;   fp_sub.asm). Registers: t0..t3 = rax rcx r8 r9, rsi addend, rdx 0.

%include "common.inc"
%include "fr_const.inc"
%include "fr_mont.inc"

FUNCTION bls381_fr_add_asm
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    add     rax, [rdx + 0*8]
    adc     rcx, [rdx + 1*8]
    adc     r8, [rdx + 2*8]
    adc     r9, [rdx + 3*8]
    FR_CSUB_STORE rdi, rax, rcx, r8, r9, r10, r11, rdx, rsi
    ret
ENDFUNCTION bls381_fr_add_asm

FUNCTION bls381_fr_sub_asm
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    sub     rax, [rdx + 0*8]
    sbb     rcx, [rdx + 1*8]
    sbb     r8, [rdx + 2*8]
    sbb     r9, [rdx + 3*8]
    sbb     rsi, rsi                    ; -borrow
    mov     edx, 0                      ; (MOV keeps the flags)
    test    rsi, rsi                    ; ZF = no borrow; CF = 0
    mov     rsi, [fr_r + 0*8]
    cmovz   rsi, rdx
    adcx    rax, rsi
    mov     rsi, [fr_r + 1*8]
    cmovz   rsi, rdx
    adcx    rcx, rsi
    mov     rsi, [fr_r + 2*8]
    cmovz   rsi, rdx
    adcx    r8, rsi
    mov     rsi, [fr_r + 3*8]
    cmovz   rsi, rdx
    adcx    r9, rsi
    mov     [rdi + 0*8], rax
    mov     [rdi + 1*8], rcx
    mov     [rdi + 2*8], r8
    mov     [rdi + 3*8], r9
    ret
ENDFUNCTION bls381_fr_sub_asm
