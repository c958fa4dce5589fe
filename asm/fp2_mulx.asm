; Multiplication and squaring in Fp2 = Fp[u]/(u^2 + 1), lazily reduced.
;
; bls381_fp2_mul_mulx(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *b)
;   r = a*b.   C twin: bls381_fp2_mul_lazy (field/fp2_lazy.c), the
;   portable path of bls381_fp2_mul.
; bls381_fp2_sqr_mulx(bls381_fp2 *r, const bls381_fp2 *a)
;   r = a^2.   C twin: bls381_fp2_sqr_plain (field/fp2.c), the portable
;   path of bls381_fp2_sqr.
;
; Contract: every coordinate of a and b below p; r fully reduced and equal
;   to the C twin's (both are the unique reduced values). r may alias a or
;   b. Constant time. Needs BMI2 and ADX.
;
; mul: Karatsuba with one Montgomery reduction per coordinate instead of one
;   per product: three wide products and two reductions (FP_MUL_WIDE,
;   FP_REDC) instead of three Montgomery products:
;     T0 = a0*b0, T1 = a1*b1, T2 = (a0+a1)*(b0+b1)
;     c1 = T2 - T0 - T1 = a0*b1 + a1*b0                 (< 2p^2)
;     c0 = T0 - T1 + p^2                                 (< 2p^2, >= 0)
;   Adding p^2 keeps c0 non-negative and does not change c0/2^384 mod p;
;   2p^2 < p*2^384. The sums a0+a1, b0+b1 stay unreduced (< 2p < 2^382):
;   the wide product takes any 384-bit input.
;   The 768-bit subtractions use only additions, so that two of them run in
;   the two carry chains at once: x - y = x + NOT(y) + 1 (NOT leaves the
;   flags alone; STC supplies the +1 as the chain's first carry):
;     c1 = T2 + NOT(T0 + T1) + 1   (OF chain: T0 + T1; CF chain: the rest)
;     c0 = T0 + NOT(T1) + 1 + p^2  (CF chain: T0 - T1; OF chain: + p^2)
;   The carries out of the top word are the 2^768 these identities drop.
;
;
; bls381_fp2_mul_wide_mulx(bls381_fp2w *r, const bls381_fp2 *a, const bls381_fp2 *b)
;   r = a*b unreduced (field/wide.h): c0 = T0 - T1 mod M = p*2^384 (M
;   added when negative), c1 = T2 - T0 - T1. C twin: bls381_fp2_mul_wide
;   (field/fp2_lazy.c), bit for bit. Coordinates below 2p (a0+a1 < 4p <
;   2^383 still fits the wide product; c1 < 8p^2 < M); r must not overlap
;   a or b.
;
; sqr: (a0 + a1 u)^2 = (a0+a1)(a0-a1) + 2 a0 a1 u, as two Montgomery
;   products (bls381_fp_mul_mulx) whose inputs stay unreduced (it takes
;   inputs below 2p):  r1 = mont(a0 + a0, a1),  r0 = mont(a0 + a1, a0 + p - a1).
;   r1 is computed first (it reads a1 from a); r0 then uses only the stack,
;   so r may alias a.
;
; Measured on an AMD Zen 4 (this project's test machine), where MULX is
; the bottleneck: reducing c0 and c1 with alternating rows, or squaring by
; two wide products and two reductions, was no faster, so both stay as
; simple sequences.
;
; Registers: rdi r, rsi a, rcx b (mul), rdx multiplier, rax lo, r13 hi,
;   r14 zero, window r8 r9 r10 r11 rbx rbp r12; r15 holds r (mul), rbx
;   holds r across the calls (sqr).
; Frames: mul: T0 T1 T2 (12 words each), SA SB (6 words each);
;   sqr: SA DA A2 (6 words each) = a0+a1, a0+p-a1, 2 a0.

%include "common.inc"
%include "fp_const.inc"

extern bls381_fp_mul_mulx               ; asm/fp_mul_mulx.asm

section .rodata
align 64
fp_p_squared:                           ; p^2 (762 bits), twelve words
    dq 0x26aa00001c718e39, 0x7ced6b1d76382eab, 0x162c338362113cfd
    dq 0x66bf91ed3e71b743, 0x292e85a87091a049, 0x1d68619c86185c7b
    dq 0xf53149330978ef01, 0x50a62cfd16ddca6e, 0x66e59e49349e8bd0
    dq 0xe2dc90e50e7046b4, 0x4bd278eaa22f25e9, 0x02a437a4b8c35fc7

%define lo      rax
%define hi      r13
%define zero    r14

%include "fp_mont.inc"

; ADD6 dst, x, y: dst[0..5] = x[0..5] + y[0..5] (memory operands; the
;   sum of two values below 2^383 has no carry out). Clobbers r8..r11, rbx,
;   rbp.
%macro ADD6 3
    mov     r8, [%2 + 0*8]
    mov     r9, [%2 + 1*8]
    mov     r10, [%2 + 2*8]
    mov     r11, [%2 + 3*8]
    mov     rbx, [%2 + 4*8]
    mov     rbp, [%2 + 5*8]
    add     r8, [%3 + 0*8]
    adc     r9, [%3 + 1*8]
    adc     r10, [%3 + 2*8]
    adc     r11, [%3 + 3*8]
    adc     rbx, [%3 + 4*8]
    adc     rbp, [%3 + 5*8]
    mov     [%1 + 0*8], r8
    mov     [%1 + 1*8], r9
    mov     [%1 + 2*8], r10
    mov     [%1 + 3*8], r11
    mov     [%1 + 4*8], rbx
    mov     [%1 + 5*8], rbp
%endmacro

; C1_WORD i, dst: dst[i] = T2[i] + NOT(T0[i] + T1[i]), continuing both chains
%macro C1_WORD 2
    mov     rax, [rsp + T0 + %1*8]
    adox    rax, [rsp + T1 + %1*8]
    not     rax
    mov     rdx, [rsp + T2 + %1*8]
    adcx    rdx, rax
    mov     [%2 + %1*8], rdx
%endmacro

; C1_WIDE dst: dst[0..11] = T2 - T0 - T1 (exact: a0 b1 + a1 b0 >= 0)
%macro C1_WIDE 1
    xor     eax, eax                    ; CF = OF = 0
    stc                                 ; CF = 1: the +1 of the complement
%assign i 0
%rep 12
    C1_WORD i, %1
%assign i i+1
%endrep
%endmacro

; C0_WORD dst, i: dst = T0[i] + NOT(T1[i]) + p^2[i], continuing both chains
%macro C0_WORD 2
    mov     %1, [rsp + T0 + %2*8]
    mov     rax, [rsp + T1 + %2*8]
    not     rax
    adcx    %1, rax
    adox    %1, [fp_p_squared + %2*8]
%endmacro

; stack frame of the product (under six pushes)
%define T0      0
%define T1      96
%define T2      192
%define SA      288
%define SB      336
%define MULFRAME 384

; MUL_ENTER: pushes, the frame, r15 = r; T0, T1, T2 of a (rsi) and b
;   (rdx), through the local subroutine mul_wide (below)
%macro MUL_ENTER 0
    PUSH6
    sub     rsp, MULFRAME
    mov     r15, rdi
    mov     rcx, rdx                    ; rcx = b

    ADD6    rsp + SA, rsi, rsi + 48     ; a0 + a1
    ADD6    rsp + SB, rcx, rcx + 48     ; b0 + b1
    lea     rdi, [rsp + T0]
    call    mul_wide                    ; T0 = a0 b0
    lea     rdi, [rsp + T1]
    add     rsi, 48
    add     rcx, 48
    call    mul_wide                    ; T1 = a1 b1
    lea     rdi, [rsp + T2]
    lea     rsi, [rsp + SA]
    lea     rcx, [rsp + SB]
    call    mul_wide                    ; T2 = (a0 + a1)(b0 + b1)
    mov     rdi, r15
%endmacro

%macro MUL_LEAVE 0
    add     rsp, MULFRAME
    POP6
    ret
%endmacro

FUNCTION bls381_fp2_mul_mulx
    MUL_ENTER
    C1_WIDE rsp + T2                    ; c1 = T2 - T0 - T1, in place over T2

    ; c0 = T0 - T1 + p^2: low half into the window, high half over T0's
    ; high half (each word is read before it is overwritten)
    xor     eax, eax
    stc
    C0_WORD r8, 0
    C0_WORD r9, 1
    C0_WORD r10, 2
    C0_WORD r11, 3
    C0_WORD rbx, 4
    C0_WORD rbp, 5
%assign i 6
%rep 6
    C0_WORD rdx, i
    mov     [rsp + T0 + i*8], rdx
%assign i i+1
%endrep
    mov     r12d, 0                     ; window top
    lea     rsi, [rsp + T0 + 48]
    call    redc                        ; r0 = redc(c0)

    ; r1 = redc(c1)
    mov     r8, [rsp + T2 + 0*8]
    mov     r9, [rsp + T2 + 1*8]
    mov     r10, [rsp + T2 + 2*8]
    mov     r11, [rsp + T2 + 3*8]
    mov     rbx, [rsp + T2 + 4*8]
    mov     rbp, [rsp + T2 + 5*8]
    xor     r12d, r12d
    add     rdi, 48
    lea     rsi, [rsp + T2 + 48]
    call    redc                        ; r1 = redc(c1)
    MUL_LEAVE
ENDFUNCTION bls381_fp2_mul_mulx

; The wide product: the same T0, T1, T2; c1 as above, c0 = T0 - T1 plus
; M = p*2^384 when that borrows (the C twin's representative, not + p^2)
FUNCTION bls381_fp2_mul_wide_mulx
    MUL_ENTER
    C1_WIDE rdi + 96
    mov     rax, [rsp + T0 + 0*8]
    sub     rax, [rsp + T1 + 0*8]
    mov     [rdi + 0*8], rax
%assign i 1
%rep 5
    mov     rax, [rsp + T0 + i*8]
    sbb     rax, [rsp + T1 + i*8]
    mov     [rdi + i*8], rax
%assign i i+1
%endrep
    LOAD6   rsp + T0 + 48, r8, r9, r10, r11, rbx, rbp
    CHAIN6  sbb, sbb, rsp + T1 + 48, r8, r9, r10, r11, rbx, rbp
    sbb     rax, rax                    ; mask: all ones when it borrowed
    mov     rdx, [fp_p + 0*8]
    and     rdx, rax
    mov     rcx, [fp_p + 1*8]
    and     rcx, rax
    mov     r12, [fp_p + 2*8]
    and     r12, rax
    mov     r13, [fp_p + 3*8]
    and     r13, rax
    mov     r14, [fp_p + 4*8]
    and     r14, rax
    and     rax, [fp_p + 5*8]
    add     r8, rdx                     ; the carry out cancels the borrow
    adc     r9, rcx
    adc     r10, r12
    adc     r11, r13
    adc     rbx, r14
    adc     rbp, rax
    STORE6  rdi + 48, r8, r9, r10, r11, rbx, rbp
    MUL_LEAVE
ENDFUNCTION bls381_fp2_mul_wide_mulx

; Local subroutines of the two products (not exported; called with rsp 8
; below the caller's frame, so they address only through registers). One
; copy of each instead of three and two inline keeps the hot code of the
; Miller loop small enough for the decoded-uop cache.
;
; mul_wide: [rdi..+96) = [rsi] * [rcx] (FP_MUL_WIDE); clobbers rdx, rax,
;   r8..r14, rbx, rbp.
    align   32
mul_wide:
    FP_MUL_WIDE rdi, rsi, rcx, r8, r9, r10, r11, rbx, rbp, r12
    ret

; redc: [rdi] = redc(t) for t's low half in r8 r9 r10 r11 rbx rbp, r12 = 0,
;   and its high half at [rsi] (FP_REDC); clobbers rdx, rcx, rax, r8..r14,
;   rbx, rbp.
    align   32
redc:
    FP_REDC rdi, rsi, r8, r9, r10, r11, rbx, rbp, r12, rax, r13, r14, rdx, rcx
    ret

; stack frame of the square (five pushes: rsp is 16-byte aligned at the calls)
%define SQ_SA   0
%define SQ_DA   48
%define SQ_A2   96
%define SQFRAME 144

FUNCTION bls381_fp2_sqr_mulx
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14
    sub     rsp, SQFRAME
    ; a0 in r8 r9 r10 r11 rbx rbp; SA = a0 + a1, A2 = a0 + a0,
    ; DA = a0 + p - a1 (all < 2p < 2^382, no carry out, no borrow)
    mov     r8, [rsi + 0*8]
    mov     r9, [rsi + 1*8]
    mov     r10, [rsi + 2*8]
    mov     r11, [rsi + 3*8]
    mov     rbx, [rsi + 4*8]
    mov     rbp, [rsi + 5*8]
    mov     rax, r8
    mov     rcx, r9
    mov     rdx, r10
    mov     r12, r11
    mov     r13, rbx
    mov     r14, rbp
    add     rax, [rsi + 48 + 0*8]
    adc     rcx, [rsi + 48 + 1*8]
    adc     rdx, [rsi + 48 + 2*8]
    adc     r12, [rsi + 48 + 3*8]
    adc     r13, [rsi + 48 + 4*8]
    adc     r14, [rsi + 48 + 5*8]
    mov     [rsp + SQ_SA + 0*8], rax
    mov     [rsp + SQ_SA + 1*8], rcx
    mov     [rsp + SQ_SA + 2*8], rdx
    mov     [rsp + SQ_SA + 3*8], r12
    mov     [rsp + SQ_SA + 4*8], r13
    mov     [rsp + SQ_SA + 5*8], r14
    mov     rax, r8
    mov     rcx, r9
    mov     rdx, r10
    mov     r12, r11
    mov     r13, rbx
    mov     r14, rbp
    add     rax, rax
    adc     rcx, rcx
    adc     rdx, rdx
    adc     r12, r12
    adc     r13, r13
    adc     r14, r14
    mov     [rsp + SQ_A2 + 0*8], rax
    mov     [rsp + SQ_A2 + 1*8], rcx
    mov     [rsp + SQ_A2 + 2*8], rdx
    mov     [rsp + SQ_A2 + 3*8], r12
    mov     [rsp + SQ_A2 + 4*8], r13
    mov     [rsp + SQ_A2 + 5*8], r14
    add     r8, [fp_p + 0*8]
    adc     r9, [fp_p + 1*8]
    adc     r10, [fp_p + 2*8]
    adc     r11, [fp_p + 3*8]
    adc     rbx, [fp_p + 4*8]
    adc     rbp, [fp_p + 5*8]
    sub     r8, [rsi + 48 + 0*8]
    sbb     r9, [rsi + 48 + 1*8]
    sbb     r10, [rsi + 48 + 2*8]
    sbb     r11, [rsi + 48 + 3*8]
    sbb     rbx, [rsi + 48 + 4*8]
    sbb     rbp, [rsi + 48 + 5*8]
    mov     [rsp + SQ_DA + 0*8], r8
    mov     [rsp + SQ_DA + 1*8], r9
    mov     [rsp + SQ_DA + 2*8], r10
    mov     [rsp + SQ_DA + 3*8], r11
    mov     [rsp + SQ_DA + 4*8], rbx
    mov     [rsp + SQ_DA + 5*8], rbp

    ; r1 = mont(2 a0, a1) first: it is the last reader of a. The products
    ; are calls of bls381_fp_mul_mulx (inputs < 2p), not two inline
    ; copies: the Miller loop's hot code stays small (see mul_wide below).
    mov     rbx, rdi
    lea     rdx, [rsi + 48]
    lea     rsi, [rsp + SQ_A2]
    lea     rdi, [rbx + 48]
    call    bls381_fp_mul_mulx wrt ..plt
    ; r0 = mont(a0 + a1, a0 + p - a1)
    mov     rdi, rbx
    lea     rsi, [rsp + SQ_SA]
    lea     rdx, [rsp + SQ_DA]
    call    bls381_fp_mul_mulx wrt ..plt

    add     rsp, SQFRAME
    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp2_sqr_mulx
