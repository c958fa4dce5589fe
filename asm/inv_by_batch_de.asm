; One batch of 59 half-delta divsteps fused with the (d, e) update of the
; previous batch, for the safegcd inversion (field/inv_by_fused.c).
;
; int64_t bls381_by_batch59_de5_asm(int64_t zeta, uint64_t f, uint64_t g,
;                                   int64_t t[4], bls381_by_de_job *job)
; int64_t bls381_by_batch59_de7_asm(... the same, 7 limbs)
;   C twin: bls381_by_batch59_de_portable (field/inv_by_fused.c) with n = 5
;   or 7.
;
; Contract: the divsteps are those of bls381_by_divsteps59_asm
;   (asm/inv_by_divsteps.asm, same steps, same sub-batches, same register
;   roles, bit-identical t and returned zeta). Besides, the job
;   (field/safegcd_ct.h: d[7], e[7], m[7], t[4], minv at byte offsets 0,
;   56, 112, 168, 200) gets (d, e) <- job->t (d, e) / 2^62 mod m on its
;   first n limbs, exactly as by_update_de (field/safegcd.h) with want_e =
;   1 computes it. d, e in (-2m, m) as signed62 numbers; m odd. Constant
;   time: no branch, no memory index depending on data.
;
; Why: the divsteps are a chain of four cycles per step that leaves about
;   one integer ALU in four idle, and the (d, e) update (products, additions
;   with carry, shifts: no dependence on the divsteps) needs the ALUs for
;   about as long as a third of a batch. Issued after the batch it only
;   overlaps the batch's last steps (the reorder window holds about 16
;   steps); here its pieces are placed between the divsteps so that they
;   fill the idle slots all along.
;
; Registers: the divsteps use rdi zeta, r8 fuv, r9 grs, r10 sf, rbx dpos,
;   r11 and rbp scratch (as inv_by_divsteps.asm, with rbp in place of rax);
;   the update uses rsi (the job), r12:r13 and r14:r15 (the 128-bit
;   accumulators of d and e), rax, rdx, rcx (scratch inside a piece). The
;   words f and g, the batch matrix so far, md, me and t live on the stack.

%include "common.inc"

; stack frame (after the pushes)
%define FW   rsp + 0
%define GW   rsp + 8
%define BU   rsp + 16
%define BV   rsp + 24
%define BQ   rsp + 32
%define BR   rsp + 40
%define MD   rsp + 48
%define ME   rsp + 56
%define TOUT rsp + 64
%define FRAME 72

; job layout (bls381_by_de_job, field/safegcd_ct.h)
%define JD   0
%define JE   56
%define JM   112
%define JU   168
%define JV   176
%define JQ   184
%define JR   192
%define JMINV 200

%macro SEXT 2
    shl     %1, 64 - %2
    sar     %1, 64 - %2
%endmacro

; acc(%1:%2) += [%3] * [%4] (signed 64x64 -> 128)
%macro MACC 4
    mov     rax, %3
    imul    qword %4
    add     %1, rax
    adc     %2, rdx
%endmacro

; store the low 62 bits of %1 to %2
%macro STORE62 2
    mov     rax, %1
    shl     rax, 2
    shr     rax, 2
    mov     %2, rax
%endmacro

; ---------------------------------------------------------------- update
; Piece %1 of the (d, e) update for N limbs (N defined by the caller):
;   0:        md, me (the sign corrections), the low products, k
;   1:        + m0 md, m0 me; shift
;   2i:       limb i of d (i = 1..N-1): + u d_i + v e_i + m_i md, store
;             d_(i-1), shift
;   2i+1:     limb i of e: + q d_i + r e_i + m_i me, store e_(i-1), shift
;   2N:       store the top limbs
%macro PIECE 1
%if %1 == 0
    mov     rax, [rsi + JD + 8*(N-1)]
    sar     rax, 63                     ; sd
    mov     rcx, [rsi + JE + 8*(N-1)]
    sar     rcx, 63                     ; se
    mov     rdx, [rsi + JU]
    and     rdx, rax
    and     rax, [rsi + JQ]
    mov     [MD], rdx
    mov     rdx, [rsi + JV]
    and     rdx, rcx
    and     rcx, [rsi + JR]
    add     [MD], rdx                   ; md = (u & sd) + (v & se)
    add     rax, rcx
    mov     [ME], rax                   ; me = (q & sd) + (r & se)
    mov     rax, [rsi + JU]
    imul    qword [rsi + JD]
    mov     r12, rax
    mov     r13, rdx
    MACC    r12, r13, [rsi + JV], [rsi + JE]
    mov     rax, [rsi + JQ]
    imul    qword [rsi + JD]
    mov     r14, rax
    mov     r15, rdx
    MACC    r14, r15, [rsi + JR], [rsi + JE]
    ; md -= (minv lo(cd) + md) mod 2^62, me likewise
    mov     rax, [rsi + JMINV]
    imul    rax, r12
    add     rax, [MD]
    shl     rax, 2
    shr     rax, 2
    sub     [MD], rax
    mov     rax, [rsi + JMINV]
    imul    rax, r14
    add     rax, [ME]
    shl     rax, 2
    shr     rax, 2
    sub     [ME], rax
%elif %1 == 1
    MACC    r12, r13, [rsi + JM], [MD]
    shrd    r12, r13, 62
    sar     r13, 62
    MACC    r14, r15, [rsi + JM], [ME]
    shrd    r14, r15, 62
    sar     r15, 62
%elif %1 == 2*N
    mov     [rsi + JD + 8*(N-1)], r12
    mov     [rsi + JE + 8*(N-1)], r14
%elif (%1 % 2) == 0
  %assign LI %1 / 2
    MACC    r12, r13, [rsi + JU], [rsi + JD + 8*LI]
    MACC    r12, r13, [rsi + JV], [rsi + JE + 8*LI]
    MACC    r12, r13, [rsi + JM + 8*LI], [MD]
    STORE62 r12, [rsi + JD + 8*(LI-1)]
    shrd    r12, r13, 62
    sar     r13, 62
%else
  %assign LI (%1 - 1) / 2
    MACC    r14, r15, [rsi + JQ], [rsi + JD + 8*LI]
    MACC    r14, r15, [rsi + JR], [rsi + JE + 8*LI]
    MACC    r14, r15, [rsi + JM + 8*LI], [ME]
    STORE62 r14, [rsi + JE + 8*(LI-1)]
    shrd    r14, r15, 62
    sar     r15, 62
%endif
%endmacro

; ---------------------------------------------------------------- divsteps
; the step of inv_by_divsteps.asm (rbp in place of rax) in its first
; version, with rbx = dpos (0 or 1) as the swap test's mask: the version
; that reads zeta's sign bit directly, faster in the plain batch, measured
; 1-2% slower here (INVERSION.md, "the swap test"); then, every PERIOD
; steps, the next piece of the update
%macro DIVSTEP 0
    mov     r11, rdi
    not     r11                         ; ~zeta
    xor     ebp, ebp                    ; a = 0
    test    r9b, 1                      ; ZF: grs even
    cmovnz  rbp, r10                    ; a = grs odd ? sf : 0
    test    r9, rbx                     ; ZF clear: grs odd and delta > 0
    cmovnz  r8, r9                      ; swap: f <- g
    cmovnz  rdi, r11                    ; swap: zeta <- ~zeta
    add     r9, rbp
    sar     r9, 1                       ; g <- (g + a) / 2
    mov     r10, r8
    neg     r10
    sub     rdi, 1                      ; zeta' ; SF: delta' > 0
    cmovns  r10, r8                     ; sf = delta' > 0 ? -f : f
    mov     rbx, rdi
    shr     rbx, 63                     ; dpos
  %assign STEP STEP + 1
  %if (STEP % PERIOD) == 0 && NEXTPIECE <= 2*N
    PIECE   NEXTPIECE
    %assign NEXTPIECE NEXTPIECE + 1
  %endif
%endmacro

; one sub-batch of %1 steps on [FW] = f, [GW] = g, rdi = zeta; leaves the
; sub-batch matrix as r10 u, r8 v, r11 q, r9 r, and, when %2 is 1, the
; words f, g advanced by it
%macro SUBBATCH 2
    mov     r8, [FW]
    SEXT    r8, %1
    mov     rax, 1 << (20 + %1)
    add     r8, rax                     ; fuv = f_t + 2^20 2^s
    mov     r9, [GW]
    SEXT    r9, %1
    mov     rax, 1 << (42 + %1)
    add     r9, rax                     ; grs = g_t + 2^42 2^s
    mov     rbx, rdi
    shr     rbx, 63
    mov     r10, r8
    neg     r10
    test    rdi, rdi
    cmovns  r10, r8                     ; sf
%rep %1
    DIVSTEP
%endrep
    ; unpack, as inv_by_divsteps.asm
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
    mov     rax, r10
    imul    rax, [FW]
    mov     rbp, r8
    imul    rbp, [GW]
    add     rax, rbp
    mov     rcx, r11
    imul    rcx, [FW]
    mov     rdx, r9
    imul    rdx, [GW]
    add     rcx, rdx
    sar     rax, %1
    sar     rcx, %1
    mov     [FW], rax
    mov     [GW], rcx
%endif
%endmacro

; batch matrix [BU..BR] <- sub-batch matrix (r10, r8, r11, r9) * it
%macro ACCUMULATE 0
    mov     rax, r10
    imul    rax, [BU]
    mov     rbp, r8
    imul    rbp, [BQ]
    add     rax, rbp                    ; u' = su u + sv q
    mov     rcx, r11
    imul    rcx, [BU]
    mov     rdx, r9
    imul    rdx, [BQ]
    add     rcx, rdx                    ; q' = sq u + sr q
    imul    r10, [BV]
    imul    r8, [BR]
    add     r10, r8                     ; v' = su v + sv r
    imul    r11, [BV]
    imul    r9, [BR]
    add     r11, r9                     ; r' = sq v + sr r
    mov     [BU], rax
    mov     [BV], r10
    mov     [BQ], rcx
    mov     [BR], r11
%endmacro

; the whole kernel for N limbs, update pieces every %1 steps
%macro KERNEL 1
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14
    push    r15
    sub     rsp, FRAME
    mov     [FW], rsi
    mov     [GW], rdx
    mov     [TOUT], rcx
    mov     rsi, r8                     ; the job
  %assign PERIOD %1
  %assign STEP 0
  %assign NEXTPIECE 0
    SUBBATCH 20, 1
    mov     [BU], r10
    mov     [BV], r8
    mov     [BQ], r11
    mov     [BR], r9
    SUBBATCH 20, 1
    ACCUMULATE
    SUBBATCH 19, 0
    ACCUMULATE
  %rep 2*N + 1
    %if NEXTPIECE <= 2*N
    PIECE   NEXTPIECE
      %assign NEXTPIECE NEXTPIECE + 1
    %endif
  %endrep
    mov     rcx, [TOUT]
    mov     rax, [BU]
    shl     rax, 62 - 59
    mov     [rcx + 0*8], rax
    mov     rax, [BV]
    shl     rax, 62 - 59
    mov     [rcx + 1*8], rax
    mov     rax, [BQ]
    shl     rax, 62 - 59
    mov     [rcx + 2*8], rax
    mov     rax, [BR]
    shl     rax, 62 - 59
    mov     [rcx + 3*8], rax
    mov     rax, rdi
    add     rsp, FRAME
    pop     r15
    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
%endmacro

FUNCTION bls381_by_batch59_de5_asm
  %define N 5
    KERNEL  5
  %undef N
ENDFUNCTION bls381_by_batch59_de5_asm

FUNCTION bls381_by_batch59_de7_asm
  %define N 7
    KERNEL  4
  %undef N
ENDFUNCTION bls381_by_batch59_de7_asm
