; Additions and subtractions of both Fp coordinates in one call: the
; tower's Fp2 sums, which otherwise cost a C dispatch and a kernel call per
; Fp coordinate. (The same for Fp6's six coordinates measured slower in the
; Miller loop: its 1.2 KB of code cost more than the calls it saved.)
;
; bls381_fp2_add_asm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
;   r = a + b per coordinate.   C twin: bls381_fp_add_portable (field/fp.c)
;   on each coordinate; bls381_fp2_dbl is add(r, a, a).
; bls381_fp2_sub_asm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
;   r = a - b per coordinate.   C twin: bls381_fp_sub_portable on each.
; bls381_fp2_mul_by_nonresidue_asm(bls381_fp2 *r, const bls381_fp2 *a)
;   r = a (1 + u) = (a0 - a1) + (a0 + a1) u.   C twin: the C of
;   bls381_fp2_mul_by_nonresidue (field/fp2.c) over the portable Fp kernels.
; bls381_fp2_half_asm(bls381_fp2 *r, const bls381_fp2 *a)
;   r = a/2 per coordinate: (a + (a odd ? p : 0)) / 2, the sum below
;   2^382.   C twin: bls381_fp_half (field/fp.c) on each coordinate.
;
; Contract: every coordinate < p; results fully reduced. r may alias a or b
;   (each coordinate is read before it is written; the nonresidue kernel
;   holds a0 + a1 in registers until a0 - a1 is stored). Constant time:
;   straight-line code, the reductions chosen by CMOV. Uses ADCX (ADX), so
;   dispatched with the MULX kernels (field/field_asm.h).
;
; Algorithms: as asm/fp_add.asm (t = a + b < 2p, then t - p unless that
;   borrows) and asm/fp_sub.asm (t = a - b, then + p when that borrowed,
;   the addend picked by CMOVZ inside an ADCX chain), per coordinate.
;
; Registers: rdi r, rsi a, rdx b throughout. add: t0..t5 = rax rcx r8 r9
;   r10 r11, u0..u5 = rbx rbp r12 r13 r14 r15. sub: t0..t5 as add, rbx the
;   borrow mask then the addend, rbp = 0.

%include "common.inc"
%include "fp_const.inc"
%include "fp_mont.inc"

; FP_ADD_AT off_r, off_a, off_b: [rdi+off_r] = [rsi+off_a] + [rdx+off_b] mod p
%macro FP_ADD_AT 3
    mov     rax, [rsi + %2 + 0*8]
    mov     rcx, [rsi + %2 + 1*8]
    mov     r8, [rsi + %2 + 2*8]
    mov     r9, [rsi + %2 + 3*8]
    mov     r10, [rsi + %2 + 4*8]
    mov     r11, [rsi + %2 + 5*8]
    add     rax, [rdx + %3 + 0*8]
    adc     rcx, [rdx + %3 + 1*8]
    adc     r8, [rdx + %3 + 2*8]
    adc     r9, [rdx + %3 + 3*8]
    adc     r10, [rdx + %3 + 4*8]
    adc     r11, [rdx + %3 + 5*8]
    FP_CSUB_STORE rdi + %1, rax, rcx, r8, r9, r10, r11, rbx, rbp, r12, r13, r14, r15
%endmacro

; FP_SUB_AT off_r, off_a, off_b: [rdi+off_r] = [rsi+off_a] - [rdx+off_b] mod p
;   (rbp must be 0)
%macro FP_SUB_AT 3
    mov     rax, [rsi + %2 + 0*8]
    mov     rcx, [rsi + %2 + 1*8]
    mov     r8, [rsi + %2 + 2*8]
    mov     r9, [rsi + %2 + 3*8]
    mov     r10, [rsi + %2 + 4*8]
    mov     r11, [rsi + %2 + 5*8]
    sub     rax, [rdx + %3 + 0*8]
    sbb     rcx, [rdx + %3 + 1*8]
    sbb     r8, [rdx + %3 + 2*8]
    sbb     r9, [rdx + %3 + 3*8]
    sbb     r10, [rdx + %3 + 4*8]
    sbb     r11, [rdx + %3 + 5*8]
    ADD_P_IF_BORROWED
    mov     [rdi + %1 + 0*8], rax
    mov     [rdi + %1 + 1*8], rcx
    mov     [rdi + %1 + 2*8], r8
    mov     [rdi + %1 + 3*8], r9
    mov     [rdi + %1 + 4*8], r10
    mov     [rdi + %1 + 5*8], r11
%endmacro

FUNCTION bls381_fp2_add_asm
    PUSH6
    FP_ADD_AT 0, 0, 0
    FP_ADD_AT 48, 48, 48
    POP6
    ret
ENDFUNCTION bls381_fp2_add_asm

FUNCTION bls381_fp2_sub_asm
    push    rbx
    push    rbp
    xor     ebp, ebp
    FP_SUB_AT 0, 0, 0
    FP_SUB_AT 48, 48, 48
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp2_sub_asm

; r0 = a0 - a1, r1 = a0 + a1: the sum first, held in u0..u5 (rbx rbp
; r12..r15; u0, u1 on the stack while the difference needs rbx and rbp),
; stored after the difference, so that r may alias a.
FUNCTION bls381_fp2_mul_by_nonresidue_asm
    PUSH6
    ; sum: u = a0 + a1 reduced, kept in registers
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    mov     r10, [rsi + 4*8]
    mov     r11, [rsi + 5*8]
    add     rax, [rsi + 48 + 0*8]
    adc     rcx, [rsi + 48 + 1*8]
    adc     r8, [rsi + 48 + 2*8]
    adc     r9, [rsi + 48 + 3*8]
    adc     r10, [rsi + 48 + 4*8]
    adc     r11, [rsi + 48 + 5*8]
    mov     rbx, rax
    sub     rbx, [fp_p + 0*8]
    mov     rbp, rcx
    sbb     rbp, [fp_p + 1*8]
    mov     r12, r8
    sbb     r12, [fp_p + 2*8]
    mov     r13, r9
    sbb     r13, [fp_p + 3*8]
    mov     r14, r10
    sbb     r14, [fp_p + 4*8]
    mov     r15, r11
    sbb     r15, [fp_p + 5*8]
    cmovc   rbx, rax
    cmovc   rbp, rcx
    cmovc   r12, r8
    cmovc   r13, r9
    cmovc   r14, r10
    cmovc   r15, r11
    push    rbx
    push    rbp
    ; difference: t = a0 - a1, + p if that borrowed
    mov     rax, [rsi + 0*8]
    mov     rcx, [rsi + 1*8]
    mov     r8, [rsi + 2*8]
    mov     r9, [rsi + 3*8]
    mov     r10, [rsi + 4*8]
    mov     r11, [rsi + 5*8]
    sub     rax, [rsi + 48 + 0*8]
    sbb     rcx, [rsi + 48 + 1*8]
    sbb     r8, [rsi + 48 + 2*8]
    sbb     r9, [rsi + 48 + 3*8]
    sbb     r10, [rsi + 48 + 4*8]
    mov     ebp, 0                      ; (MOV keeps the flags)
    sbb     r11, [rsi + 48 + 5*8]
    ADD_P_IF_BORROWED
    pop     rbp
    pop     rbx
    mov     [rdi + 0*8], rax
    mov     [rdi + 1*8], rcx
    mov     [rdi + 2*8], r8
    mov     [rdi + 3*8], r9
    mov     [rdi + 4*8], r10
    mov     [rdi + 5*8], r11
    mov     [rdi + 48 + 0*8], rbx
    mov     [rdi + 48 + 1*8], rbp
    mov     [rdi + 48 + 2*8], r12
    mov     [rdi + 48 + 3*8], r13
    mov     [rdi + 48 + 4*8], r14
    mov     [rdi + 48 + 5*8], r15
    POP6
    ret
ENDFUNCTION bls381_fp2_mul_by_nonresidue_asm

; FP_HALF_AT off: [rdi+off] = [rsi+off] / 2 mod p (rbp = 0)
%macro FP_HALF_AT 1
    mov     rax, [rsi + %1 + 0*8]
    mov     rcx, [rsi + %1 + 1*8]
    mov     r8, [rsi + %1 + 2*8]
    mov     r9, [rsi + %1 + 3*8]
    mov     r10, [rsi + %1 + 4*8]
    mov     r11, [rsi + %1 + 5*8]
    bt      rax, 0                      ; CF = a odd
    ADD_P_IF_BORROWED                   ; t = a + p when odd, < 2^382
    shrd    rax, rcx, 1
    shrd    rcx, r8, 1
    shrd    r8, r9, 1
    shrd    r9, r10, 1
    shrd    r10, r11, 1
    shr     r11, 1
    mov     [rdi + %1 + 0*8], rax
    mov     [rdi + %1 + 1*8], rcx
    mov     [rdi + %1 + 2*8], r8
    mov     [rdi + %1 + 3*8], r9
    mov     [rdi + %1 + 4*8], r10
    mov     [rdi + %1 + 5*8], r11
%endmacro

FUNCTION bls381_fp2_half_asm
    push    rbx
    push    rbp
    xor     ebp, ebp
    FP_HALF_AT 0
    FP_HALF_AT 48
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp2_half_asm
