; One batch of 59 half-delta divsteps for the safegcd inversion.
;
; int64_t bls381_by_divsteps59_asm(int64_t zeta, uint64_t f, uint64_t g,
;                                  int64_t t[4])
;   C twin: bls381_by_divsteps59_portable (field/inv_bernstein_yang.c).
;
; Contract: f odd; zeta, f, g any 64-bit words (the low 64 bits of the
;   numbers). Runs 59 hddivsteps on the low bits of f and g as the C twin
;   does: three packed sub-batches of 20, 20 and 19 steps, each unpacked,
;   applied to the words f and g, and multiplied into the batch matrix,
;   which is stored scaled by 2^(62-59): t = {u, v, q, r} with
;   f' 2^62 = u f + v g, g' 2^62 = q f + r g. Returns the new zeta.
;   Bit-identical to the twin on every input. Constant time: no branch, no
;   memory index; baseline x86-64 (CMOV), no BMI2 or ADX needed.
;
; Registers: rdi zeta, rsi f, rdx g, rcx t; in a sub-batch r8 fuv, r9 grs
;   (the packed words of field/inv_bernstein_yang.c), r10 sf (the addend
;   for an odd g: -fuv when delta > 0, fuv otherwise), rbx (grs's parity
;   moved to bit 63), rax and r11 scratch; r12..r15 the batch matrix so
;   far; rbp scratch for the glue.
;
; The step. The C twin builds masks from g's parity (and, neg, and, add,
;   sar: a five-operation chain on grs per step). Here the parity and the
;   swap condition are flags, and everything the next step needs from f
;   and zeta is computed while grs goes through its four operations:
;       a = 0; if (grs odd) a = sf                  test, cmovnz
;       swap = bit 63 of (grs << 63) & zeta         shl, test (ZF clear: swap)
;       if (swap) { fuv = grs; zeta = ~zeta }       cmovnz, cmovnz
;       grs = (grs + a) >> 1 (arithmetic)           add, sar
;       zeta -= 1                                   sub (SF: new delta > 0)
;       sf = zeta < 0 ? -fuv : fuv                  neg, cmovns
;   which is the twin's step: zeta' = (zeta ^ swap) - 1, fuv' = swap ? grs
;   : fuv, grs' = (grs + (g odd ? +-fuv : 0)) >> 1. Critical path: grs ->
;   test -> cmov -> add -> sar (4 cycles); sf is ready in time. The swap
;   test reads zeta's sign bit directly (grs's parity moved to bit 63), so
;   the chain on zeta is test, cmov, sub: three cycles. The first version
;   tested grs against a 0/1 copy of the sign (shr of zeta after each
;   step): a four-cycle chain on zeta too, and 5-8% slower per step
;   (INVERSION.md, "the swap test"). inv_by_batch_de.asm keeps that first
;   version: this one measured slower there.

%include "common.inc"

; sign-extend the low %2 bits of %1 in place
%macro SEXT 2
    shl     %1, 64 - %2
    sar     %1, 64 - %2
%endmacro

%macro DIVSTEP 0
    mov     r11, rdi
    not     r11                         ; ~zeta (NOT leaves the flags)
    xor     eax, eax                    ; a = 0
    test    r9b, 1                      ; ZF: grs even
    cmovnz  rax, r10                    ; a = grs odd ? sf : 0
    mov     rbx, r9
    shl     rbx, 63                     ; grs's parity in bit 63
    test    rbx, rdi                    ; ZF clear: grs odd and zeta < 0
    cmovnz  r8, r9                      ; swap: f <- g
    cmovnz  rdi, r11                    ; swap: zeta <- ~zeta
    add     r9, rax
    sar     r9, 1                       ; g <- (g + a) / 2
    mov     r10, r8
    neg     r10
    sub     rdi, 1                      ; zeta' ; SF: delta' > 0
    cmovns  r10, r8                     ; sf = delta' > 0 ? -f : f
%endmacro

; one sub-batch of %1 steps on rsi = f, rdx = g, rdi = zeta; leaves the
; sub-batch matrix as r10 u, r8 v, r11 q, r9 r (scale 2^%1), and, when %2
; is 1 (another sub-batch follows), the words f, g advanced by it (their
; low 64 - %1 bits exact)
%macro SUBBATCH 2
    mov     r8, rsi
    SEXT    r8, %1
    mov     rax, 1 << (20 + %1)
    add     r8, rax                     ; fuv = f_t + 2^20 2^s
    mov     r9, rdx
    SEXT    r9, %1
    mov     rax, 1 << (42 + %1)
    add     r9, rax                     ; grs = g_t + 2^42 2^s
    mov     r10, r8
    neg     r10
    test    rdi, rdi
    cmovns  r10, r8                     ; sf
%rep %1
    DIVSTEP
%endrep
    ; unpack fuv -> (u, v) = (r10, r8), grs -> (q, r) = (r11, r9):
    ; rest = (w - sext20(w)) >> 20; lo = sext22(rest); hi = (rest - lo) >> 22
    mov     r10, r8
    SEXT    r10, 20
    sub     r8, r10
    sar     r8, 20
    mov     r10, r8
    SEXT    r10, 22
    sub     r8, r10
    sar     r8, 22
    mov     r11, r9
    SEXT    r11, 20
    sub     r9, r11
    sar     r9, 20
    mov     r11, r9
    SEXT    r11, 22
    sub     r9, r11
    sar     r9, 22
%if %2
    ; f <- (u f + v g) >> s, g <- (q f + r g) >> s (64-bit words)
    mov     rax, r10
    imul    rax, rsi
    mov     rbp, r8
    imul    rbp, rdx
    add     rax, rbp
    mov     rbp, r11
    imul    rbp, rsi
    mov     rsi, r9
    imul    rsi, rdx
    add     rbp, rsi
    sar     rax, %1
    sar     rbp, %1
    mov     rsi, rax
    mov     rdx, rbp
%endif
%endmacro

; batch matrix (r12 u, r13 v, r14 q, r15 r) <- sub-batch matrix * it
%macro ACCUMULATE 0
    mov     rax, r10
    imul    rax, r12
    mov     rbp, r8
    imul    rbp, r14
    add     rax, rbp                    ; u' = su u + sv q
    imul    r10, r13
    imul    r8, r15
    add     r10, r8                     ; v' = su v + sv r
    mov     rbp, r11
    imul    rbp, r12
    mov     r8, r9
    imul    r8, r14
    add     rbp, r8                     ; q' = sq u + sr q
    imul    r11, r13
    imul    r9, r15
    add     r11, r9                     ; r' = sq v + sr r
    mov     r12, rax
    mov     r13, r10
    mov     r14, rbp
    mov     r15, r11
%endmacro

FUNCTION bls381_by_divsteps59_asm
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14
    push    r15
    SUBBATCH 20, 1
    mov     r12, r10
    mov     r13, r8
    mov     r14, r11
    mov     r15, r9
    SUBBATCH 20, 1
    ACCUMULATE
    SUBBATCH 19, 0
    ACCUMULATE
    shl     r12, 62 - 59
    shl     r13, 62 - 59
    shl     r14, 62 - 59
    shl     r15, 62 - 59
    mov     [rcx + 0*8], r12
    mov     [rcx + 1*8], r13
    mov     [rcx + 2*8], r14
    mov     [rcx + 3*8], r15
    mov     rax, rdi
    pop     r15
    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_by_divsteps59_asm
