; The 31 inner iterations of Pornin's binary GCD on 64-bit approximations.
;
; void bls381_pornin_inner31_asm(uint64_t a, uint64_t b, int64_t fg[4])
;   C twin: bls381_pornin_inner31_portable (field/inv_pornin.c).
;
; Contract: any a, an odd b (the iterations keep b odd). Runs 31 iterations of
;     if a is odd: if a < b, swap (a, b) and the factor rows; a <- a - b
;     a <- a / 2, and b's row (f1, g1) doubled instead of a's halved
;   from the rows (1, 0), (0, 1), and stores fg = {f0, g0, f1, g1}, each
;   in (-2^31, 2^31], bit-identical to the twin on every input (T. Pornin,
;   "Optimized Binary GCD for Modular Inversion", ePrint 2020/972;
;   field/INVERSION.md section 2). Constant time: no branch, no memory
;   index; baseline x86-64 (CMOV), no BMI2 or ADX needed.
;
; The step. With bo = (a odd) ? b : 0 the iteration is one subtraction
;   d = a - bo, whose borrow is the swap condition (a odd and a < b):
;       swap:    (a, b) <- ((bo - a) / 2, a),  (pa, pb) <- (po - pa, 2 pa)
;       no swap: (a, b) <- ((a - bo) / 2, b),  (pa, pb) <- (pa - po, 2 pb)
;   with po = (a odd) ? pb : 0. Both differences are computed and a CMOV
;   on the borrow picks one, so the chain on a is sub, cmov, shr: three
;   cycles; the parity of the next a is bit 1 of d (d is even since b is
;   odd, and bit 1 of d and -d agree for an even d), tested in parallel. Thirteen ALU operations and
;   six register moves per iteration.
;
; The rows travel packed as pa = f0 + 2^32 g0, pb = f1 + 2^32 g1 (mod
;   2^64): additions, subtractions and doublings act on both halves at once
;   (exact modulo 2^64), and since the final factors are in (-2^31, 2^31]
;   each half is recovered as sext32(half - 1) + 1.
;
; Registers: the roles below; A/E and PA/PE swap names every iteration (the
;   new a is computed in E, the new pa in PE), so no move is needed for them.

%include "common.inc"

%define ZERO r10
%define B    rsi
%define BO   r11
%define D    rcx
%define PB   r8
%define PO   r9
%define PD   rbx
%xdefine A   rdi
%xdefine E   rax
%xdefine PA  rbp
%xdefine PE  r12

%macro PNSTEP 0
    ; entry: ZF set when a is even
    mov     BO, B
    cmovz   BO, ZERO                    ; bo = a odd ? b : 0
    mov     PO, PB
    cmovz   PO, ZERO                    ; po = a odd ? pb : 0
    mov     PE, PO
    sub     PE, PA                      ; po - pa
    mov     PD, PA
    sub     PD, PO                      ; pa - po
    mov     E, BO
    sub     E, A                        ; bo - a
    mov     D, A
    sub     D, BO                       ; d = a - bo; CF: swap
    cmovc   B, A                        ; swap: b <- a
    cmovc   PB, PA                      ; swap: pb <- pa
    cmovnc  E, D                        ; 2 a' = swap ? bo - a : a - bo
    cmovnc  PE, PD                      ; pa' = swap ? po - pa : pa - po
    add     PB, PB                      ; pb' = 2 pb
    shr     E, 1                        ; a'
    test    D, 2                        ; ZF: a' even
    %xdefine T A
    %xdefine A E
    %xdefine E T
    %xdefine T PA
    %xdefine PA PE
    %xdefine PE T
%endmacro

; %1 = packed word (kept), %2 = scratch for its low half, %3 = scratch for
; the high half; stores the halves at [rdx + 8 %4] and [rdx + 8 %4 + 8]
%macro UNPACK 4
    lea     %2, [%1 - 1]
    movsxd  %2, %2d
    add     %2, 1                       ; f = sext32(low - 1) + 1
    mov     %3, %1
    sub     %3, %2
    shr     %3, 32
    sub     %3d, 1
    movsxd  %3, %3d
    add     %3, 1                       ; g = sext32(high - 1) + 1
    mov     [rdx + 8*%4], %2
    mov     [rdx + 8*%4 + 8], %3
%endmacro

FUNCTION bls381_pornin_inner31_asm
    push    rbx
    push    rbp
    push    r12
    xor     ZERO, ZERO
    mov     PA, 1                       ; (f0, g0) = (1, 0)
    mov     PB, 1
    shl     PB, 32                      ; (f1, g1) = (0, 1)
    test    A, 1
%rep 31
    PNSTEP
%endrep
    UNPACK  PA, r9, r11, 0
    UNPACK  PB, r9, r11, 2
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_pornin_inner31_asm
