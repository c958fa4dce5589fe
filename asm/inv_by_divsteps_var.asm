; One batch of 62 original divsteps of the variable-time safegcd inversion:
; one bit per addition, the swap by conditional moves, no multiplication.
;
; int64_t bls381_by_divsteps62_var_asm(int64_t eta, uint64_t f, uint64_t g,
;                                      int64_t t[4])
;   C twin: bls381_by_divsteps62_var_portable (field/inv_vartime.c).
;
; Contract: f odd; f, g any 64-bit words (the low 64 bits of the numbers),
;   |eta| < 2^30 (eta = -delta). Runs the same 62 divsteps as the twin,
;   stores t = {u, v, q, r} (f' 2^62 = u f + v g, g' 2^62 = q f + r g) and
;   returns the new eta. Bit-identical to the twin on every input: a
;   batch's divsteps and matrix depend only on its input; the twin clears
;   up to 6 bits of g per multiplication (w = -g/f mod 2^k) behind a
;   branch on the swap, this kernel one bit per addition with the swap
;   done by conditional moves. Variable time (the loop count): public data
;   only. Needs BMI1/BMI2 (tzcnt, shlx, shrx), which the assembly path has
;   (sys/cpu.h).
;
; An iteration, for g odd:
;       if (eta < 0) { (f, g, eta) = (g, -f, -eta); (u, v, q, r) = (q, r, -u, -v) }
;       g += f; (q, r) += (u, v)
;       z = tzcnt(g | ~0 << left); g >>= z; (u, v) <<= z; eta -= z; left -= z
;   The chain on g is cmov, add, or, tzcnt, shrx, with the test of eta's
;   sign beside it; about twice as many iterations as the twin's (one per
;   odd step instead of one per swap), but no multiplication, so the
;   multiplier stays free for the (f, g) and (d, e) updates that overlap
;   the batch (INVERSION.md, section 4: measured against the twin).
;   Tried and slower: the stop test and eta's sign from one flag-setting
;   instruction (a jump more per iteration); the packed words of the
;   constant-time kernel (f with its matrix row in one register) in three
;   sub-batches of 20, whose three data-dependent loop exits cost more
;   than the moves they save.
;
; Registers: rdi eta, rsi f, rdx g, r8 u, r9 v, r10 q, r11 r, r12 steps
;   left, rcx t, r15 -1; rax, rbx, r13, r14 scratch (the negated values).

%include "common.inc"

FUNCTION bls381_by_divsteps62_var_asm
    push    rbx
    push    r12
    push    r13
    push    r14
    push    r15
    mov     r8d, 1                      ; u
    xor     r9d, r9d                    ; v
    xor     r10d, r10d                  ; q
    mov     r11d, 1                     ; r
    mov     r12d, 62                    ; steps left
    mov     r15, -1
    ; halve g while even, at most `left` times
    shlx    rax, r15, r12               ; ~0 << left: zeros <= left
    or      rax, rdx
    tzcnt   rax, rax
    shrx    rdx, rdx, rax
    shlx    r8, r8, rax
    shlx    r9, r9, rax
    sub     rdi, rax                    ; eta -= zeros
    sub     r12, rax                    ; left -= zeros
    jz      .done
.loop:
    ; g odd. delta > 0 (eta < 0): (f, g, eta) <- (g, -f, -eta),
    ; (u, v, q, r) <- (q, r, -u, -v); then g += f, (q, r) += (u, v)
    mov     rax, rsi
    neg     rax
    mov     rbx, r8
    neg     rbx
    mov     r13, r9
    neg     r13
    mov     r14, rdi
    neg     r14
    test    rdi, rdi
    cmovs   rsi, rdx
    cmovs   rdx, rax
    cmovs   r8, r10
    cmovs   r10, rbx
    cmovs   r9, r11
    cmovs   r11, r13
    cmovs   rdi, r14
    add     rdx, rsi
    add     r10, r8
    add     r11, r9
    ; g even now: halve it while even, at most `left` times
    shlx    rax, r15, r12
    or      rax, rdx
    tzcnt   rax, rax
    shrx    rdx, rdx, rax
    shlx    r8, r8, rax
    shlx    r9, r9, rax
    sub     rdi, rax
    sub     r12, rax
    jnz     .loop
.done:
    mov     [rcx], r8
    mov     [rcx + 8], r9
    mov     [rcx + 16], r10
    mov     [rcx + 24], r11
    mov     rax, rdi
    pop     r15
    pop     r14
    pop     r13
    pop     r12
    pop     rbx
    ret
ENDFUNCTION bls381_by_divsteps62_var_asm
