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
; bls381_fp2_add_unreduced_asm(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
;   r = a + b per coordinate, not reduced (< 2p < 2^382 for reduced
;   inputs: no carry out), as fp6_lazy.c feeds its wide products.   C twin:
;   bls381_fp_add_unreduced (field/tower.h) on each coordinate.
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

%define T6 rax, rcx, r8, r9, r10, r11      ; t0..t5
%define U6 rbx, rbp, r12, r13, r14, r15    ; u0..u5

; FP_ADD_AT off: [rdi+off] = [rsi+off] + [rdx+off] mod p
%macro FP_ADD_AT 1
    LOAD6   rsi + %1, T6
    CHAIN6  add, adc, rdx + %1, T6
    FP_CSUB_STORE rdi + %1, T6, U6
%endmacro

; FP_SUB_AT off: [rdi+off] = [rsi+off] - [rdx+off] mod p (rbp = 0)
%macro FP_SUB_AT 1
    LOAD6   rsi + %1, T6
    CHAIN6  sub, sbb, rdx + %1, T6
    ADD_P_IF_BORROWED
    STORE6  rdi + %1, T6
%endmacro

; FP_HALF_AT off: [rdi+off] = [rsi+off] / 2 mod p (rbp = 0)
%macro FP_HALF_AT 1
    LOAD6   rsi + %1, T6
    bt      rax, 0                      ; CF = a odd
    ADD_P_IF_BORROWED                   ; t = a + p when odd, < 2^382
    shrd    rax, rcx, 1
    shrd    rcx, r8, 1
    shrd    r8, r9, 1
    shrd    r9, r10, 1
    shrd    r10, r11, 1
    shr     r11, 1
    STORE6  rdi + %1, T6
%endmacro

FUNCTION bls381_fp2_add_asm
    PUSH6
    FP_ADD_AT 0
    FP_ADD_AT 48
    POP6
    ret
ENDFUNCTION bls381_fp2_add_asm

FUNCTION bls381_fp2_add_unreduced_asm
    LOAD6   rsi, T6
    CHAIN6  add, adc, rdx, T6
    STORE6  rdi, T6
    LOAD6   rsi + 48, T6
    CHAIN6  add, adc, rdx + 48, T6
    STORE6  rdi + 48, T6
    ret
ENDFUNCTION bls381_fp2_add_unreduced_asm

FUNCTION bls381_fp2_sub_asm
    push    rbx
    push    rbp
    xor     ebp, ebp
    FP_SUB_AT 0
    FP_SUB_AT 48
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp2_sub_asm

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

; r0 = a0 - a1, r1 = a0 + a1: the sum first, held in u0..u5 (u0, u1 on
; the stack while the difference needs rbx and rbp), both stored at the
; end, so that r may alias a.
FUNCTION bls381_fp2_mul_by_nonresidue_asm
    PUSH6
    LOAD6   rsi, T6
    CHAIN6  add, adc, rsi + 48, T6
    FP_CSUB T6, U6
    push    rbx
    push    rbp
    xor     ebp, ebp
    LOAD6   rsi, T6
    CHAIN6  sub, sbb, rsi + 48, T6
    ADD_P_IF_BORROWED
    pop     rbp
    pop     rbx
    STORE6  rdi, T6
    STORE6  rdi + 48, U6
    POP6
    ret
ENDFUNCTION bls381_fp2_mul_by_nonresidue_asm
