; Modular subtraction and negation in Fp.
;
; bls381_fp_sub_asm(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
;   r = a - b mod p.   C twin: bls381_fp_sub_portable (field/fp.c).
; bls381_fp_neg_asm(bls381_fp *r, const bls381_fp *a)
;   r = -a mod p (0 for a = 0).   C twin: bls381_fp_neg_portable.
;
; Contract: a, b < p; the result is fully reduced. r may alias a or b.
;   Constant time. sub uses ADCX (ADX); neg only baseline x86-64.
;
; sub: t = a - b; if that borrowed, add p. The "add p or 0" runs in an
;   ADCX chain (only CF) while each addend is picked by CMOVZ on ZF, which
;   ADCX leaves alone, so no register holds a mask and nothing is pushed.
;   Registers: rdi r, rsi a, rdx b; t0..t5 = rax rcx r8 r9 r10 r11;
;   then rsi = addend, rdx = 0.
;
; neg: u = p - a, then u AND (a != 0 ? all ones : 0), so that -0 = 0 and
;   not p. Registers: rdi r, rsi a, rdx mask, u0..u5 = rax rcx r8 r9 r10 r11.

%include "common.inc"
%include "fp_const.inc"

FUNCTION bls381_fp_sub_asm
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    mov     r10, [rsi + 4*8]
    mov     r11, [rsi + 5*8]
    sub     rax, [rdx + 0*8]
    sbb     rcx, [rdx + 1*8]
    sbb     r8, [rdx + 2*8]
    sbb     r9, [rdx + 3*8]
    sbb     r10, [rdx + 4*8]
    sbb     r11, [rdx + 5*8]
    sbb     rsi, rsi                    ; -borrow
    mov     edx, 0                      ; (MOV keeps the flags)
    test    rsi, rsi                    ; ZF = no borrow; CF = 0
    mov     rsi, [fp_p + 0*8]
    cmovz   rsi, rdx                    ; p[i] if borrowed, else 0
    adcx    rax, rsi
    mov     rsi, [fp_p + 1*8]
    cmovz   rsi, rdx
    adcx    rcx, rsi
    mov     rsi, [fp_p + 2*8]
    cmovz   rsi, rdx
    adcx    r8, rsi
    mov     rsi, [fp_p + 3*8]
    cmovz   rsi, rdx
    adcx    r9, rsi
    mov     rsi, [fp_p + 4*8]
    cmovz   rsi, rdx
    adcx    r10, rsi
    mov     rsi, [fp_p + 5*8]
    cmovz   rsi, rdx
    adcx    r11, rsi                    ; the final carry cancels the borrow
    mov     [rdi + 0*8], rax
    mov     [rdi + 1*8], rcx
    mov     [rdi + 2*8], r8
    mov     [rdi + 3*8], r9
    mov     [rdi + 4*8], r10
    mov     [rdi + 5*8], r11
    ret
ENDFUNCTION bls381_fp_sub_asm

FUNCTION bls381_fp_neg_asm
    mov     rdx, [rsi + 0*8]
    or      rdx, [rsi + 1*8]
    or      rdx, [rsi + 2*8]
    or      rdx, [rsi + 3*8]
    or      rdx, [rsi + 4*8]
    or      rdx, [rsi + 5*8]
    neg     rdx                         ; CF = (a != 0)
    sbb     rdx, rdx                    ; mask = a != 0 ? ~0 : 0
    mov     rax, [fp_p + 0*8]
    sub     rax, [rsi + 0*8]
    mov     rcx, [fp_p + 1*8]
    sbb     rcx, [rsi + 1*8]
    mov     r8, [fp_p + 2*8]
    sbb     r8, [rsi + 2*8]
    mov     r9, [fp_p + 3*8]
    sbb     r9, [rsi + 3*8]
    mov     r10, [fp_p + 4*8]
    sbb     r10, [rsi + 4*8]
    mov     r11, [fp_p + 5*8]
    sbb     r11, [rsi + 5*8]
    and     rax, rdx
    and     rcx, rdx
    and     r8, rdx
    and     r9, rdx
    and     r10, rdx
    and     r11, rdx
    mov     [rdi + 0*8], rax
    mov     [rdi + 1*8], rcx
    mov     [rdi + 2*8], r8
    mov     [rdi + 3*8], r9
    mov     [rdi + 4*8], r10
    mov     [rdi + 5*8], r11
    ret
ENDFUNCTION bls381_fp_neg_asm
