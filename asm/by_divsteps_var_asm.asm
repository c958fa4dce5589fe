; One batch of 62 original divsteps of the variable-time safegcd inversion,
; several at a time (libsecp256k1's modinv64_var loop).
;
; int64_t bls381_by_divsteps62_var_asm(int64_t eta, uint64_t f, uint64_t g,
;                                      int64_t t[4])
;   C twin: bls381_by_divsteps62_var_portable (field/inv_vartime.c).
;
; Contract: f odd; f, g any 64-bit words (the low 64 bits of the numbers),
;   |eta| < 2^30 (eta = -delta). Runs the twin's loop: skip the zeros of g
;   (at most the steps left), swap when delta > 0, then clear up to 6 low
;   bits of g with g += w f, w = -g/f mod 2^k. Stores t = {u, v, q, r}
;   (f' 2^62 = u f + v g, g' 2^62 = q f + r g) and returns the new eta.
;   Bit-identical to the twin on every input. Variable time (branches on
;   the data): public data only. Needs BMI1/BMI2 (tzcnt, shlx, shrx, bzhi),
;   which the assembly path has (sys/cpu.h).
;
; The iteration's chain is the word g: or (the stop bit at `left`), tzcnt,
;   shrx; after the swap f = g: f*f, sub 2, times f*g, and (the mask), times
;   f, add: about 16 cycles. The matrix, eta, `left` and the mask run beside
;   it. The swap (97% of the iterations on random inputs) is the
;   fall-through path; the compiler's version of the same loop spends
;   moves and shifts by cl on top (INVERSION.md, section 4).
;
; Registers: rdi eta, rsi f, rdx g, r8 u, r9 v, r10 q, r11 r, r12 steps
;   left, rcx t, rbp 63, r15 -1; rax, rbx, r13, r14 scratch.

%include "common.inc"

FUNCTION bls381_by_divsteps62_var_asm
    push    rbx
    push    rbp
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
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_by_divsteps62_var_asm
