; Additions and subtractions of wide Fp values modulo M = p*2^384
; (field/wide.h): the sums of lazy reduction, one call per Fp or Fp2 value.
;
; bls381_fpw_add_asm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
; bls381_fp2w_add_asm(bls381_fp2w *r, const bls381_fp2w *a, const bls381_fp2w *b)
;   r = a + b mod M (per coordinate).   C twin: bls381_fpw_add_portable
;   (field/wide.h) on each coordinate.
; bls381_fpw_sub_asm(bls381_fpw *r, const bls381_fpw *a, const bls381_fpw *b)
; bls381_fp2w_sub_asm(bls381_fp2w *r, const bls381_fp2w *a, const bls381_fp2w *b)
;   r = a - b mod M.   C twin: bls381_fpw_sub_portable on each coordinate.
;
; Contract: every value in [0, M), i.e. its top six words below p; the
;   results too. r may alias a or b (word i of the output is written after
;   word i of both inputs is read). Constant time: straight-line code, the
;   corrections chosen by CMOV. Uses ADCX (ADX): dispatched with the MULX
;   kernels (field/field_asm.h).
;
; add: t = a + b < 2M has no carry out of twelve words; the low six words
;   are final and stored as they come; t - M unless that borrows, i.e. the
;   top six words less p unless that borrows (FP_CSUB_STORE).
; sub: t = a - b; the low six words are final; when it borrowed, p is
;   added to the top six (ADD_P_IF_BORROWED), whose carry cancels the
;   borrow.
;
; Registers: rdi r, rsi a, rdx b; the low words pass through rax; the top
;   words t0..t5 = rax rcx r8 r9 r10 r11; add: u0..u5 = rbx rbp r12..r15;
;   sub: rbx the mask and addend, rbp = 0.

%include "common.inc"
%include "fp_const.inc"
%include "fp_mont.inc"

%define T6 rax, rcx, r8, r9, r10, r11      ; the top words t0..t5
%define U6 rbx, rbp, r12, r13, r14, r15    ; u0..u5 (add)

; LOW6 op0, op, off: rax through the low six words, [rdi+off+i] =
;   [rsi+off+i] op [rdx+off+i], op0 for the first word
%macro LOW6 3
    mov     rax, [rsi + %3 + 0*8]
    %1      rax, [rdx + %3 + 0*8]
    mov     [rdi + %3 + 0*8], rax
%assign i 1
%rep 5
    mov     rax, [rsi + %3 + i*8]
    %2      rax, [rdx + %3 + i*8]
    mov     [rdi + %3 + i*8], rax
%assign i i+1
%endrep
%endmacro

; HIGH6 op, off: t0..t5 = [rsi+off+48+i] op [rdx+off+48+i], continuing
;   the chain (the loads are MOVs: they keep the flags)
%macro HIGH6 2
    LOAD6   rsi + %2 + 48, T6
    CHAIN6  %1, %1, rdx + %2 + 48, T6
%endmacro

; FPW_ADD_AT off: the wide sum at byte offset off
%macro FPW_ADD_AT 1
    LOW6    add, adc, %1
    HIGH6   adc, %1
    FP_CSUB_STORE rdi + %1 + 48, T6, U6
%endmacro

; FPW_SUB_AT off: the wide difference at byte offset off (rbp = 0)
%macro FPW_SUB_AT 1
    LOW6    sub, sbb, %1
    HIGH6   sbb, %1
    ADD_P_IF_BORROWED
    STORE6  rdi + %1 + 48, T6
%endmacro

FUNCTION bls381_fpw_add_asm
    PUSH6
    FPW_ADD_AT 0
    POP6
    ret
ENDFUNCTION bls381_fpw_add_asm

FUNCTION bls381_fp2w_add_asm
    PUSH6
    FPW_ADD_AT 0
    FPW_ADD_AT 96
    POP6
    ret
ENDFUNCTION bls381_fp2w_add_asm

FUNCTION bls381_fpw_sub_asm
    push    rbx
    push    rbp
    xor     ebp, ebp
    FPW_SUB_AT 0
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fpw_sub_asm

FUNCTION bls381_fp2w_sub_asm
    push    rbx
    push    rbp
    xor     ebp, ebp
    FPW_SUB_AT 0
    FPW_SUB_AT 96
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp2w_sub_asm
