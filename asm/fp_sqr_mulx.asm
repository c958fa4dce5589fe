; bls381_fp_sqr_mulx(bls381_fp *r, const bls381_fp *a)
;
; Montgomery squaring in Fp: r = a^2 / 2^384 mod p, fully reduced.
; C twin: bls381_fp_sqr_portable (field/fp.c). Needs BMI2 and ADX.
;
; Contract: a < 2p; r may alias a. Constant time.
;
; Algorithm: the full square first, then a separate Montgomery reduction.
;   Squaring computes each cross product a[i]*a[j] (i < j) once: 15 MULX
;   instead of 36, then doubles them and adds the 6 squares a[i]^2:
;     1. w = sum over i < j of a[i]*a[j] * 2^(64(i+j)), words w1..w10
;        (w0 = w11 = 0), row by row (row i: a[i] * a[i+1..5]);
;     2. t = 2w + sum a[i]^2 * 2^(128 i), 12 words t0..t11, in one pass:
;        doubling in the CF chain (ADCX w,w), squares in the OF chain;
;     3. Montgomery reduction of the low half: six FP_RED_ROW steps turn
;        t0..t5 into v = (t_lo + Q*p) / 2^384 <= p; then v + t_hi < 2p,
;        because t = a^2 < 4p^2 < p*2^384 gives t_hi < p. One conditional
;        subtraction finishes. (The result equals the interleaved
;        Montgomery product a*a: both are a^2/2^384 mod p, reduced.)
;   t6..t11 wait on the stack while the low half is reduced.
;
; Registers:
;   rsi  a            rdx  multiplier       rax  lo
;   steps 1-2: w1..w10 = rcx rbx rbp r8 r9 r10 r11 r12 r13 r14 (t_k is
;     computed in place of w_k), t0 = r15, hi = rdi (r is saved on the stack),
;     zero = r15 in step 1
;   step 3 (FP_REDC): t0..t6 = r15 rcx rbx rbp r8 r9 r10 renamed per row,
;     hi = rdi, zero = r11, r reloaded into rsi
;   frame: [rsp] r, [rsp + 8*k] t(k+5) for k = 1..6

%include "common.inc"
%include "fp_const.inc"

%define lo      rax
%define hi      rdi
%define zero    r11                     ; step 3 only (FP_RED_ROW)

%include "fp_mont.inc"

%define w1      rcx
%define w2      rbx
%define w3      rbp
%define w4      r8
%define w5      r9
%define w6      r10
%define w7      r11
%define w8      r12
%define w9      r13
%define w10     r14
%define z1      r15                     ; step 1's zero, then t0

FUNCTION bls381_fp_sqr_mulx
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14
    push    r15
    sub     rsp, 56                     ; 7 words; rsp stays 16-byte aligned
    mov     [rsp], rdi

    ; step 1, row 0: w1..w6 = a0 * (a1..a5)
    mov     rdx, [rsi + 0*8]
    xor     z1, z1
    mulx    w2, w1, [rsi + 1*8]
    mulx    w3, lo, [rsi + 2*8]
    adcx    w2, lo
    mulx    w4, lo, [rsi + 3*8]
    adcx    w3, lo
    mulx    w5, lo, [rsi + 4*8]
    adcx    w4, lo
    mulx    w6, lo, [rsi + 5*8]
    adcx    w5, lo
    adcx    w6, z1

    ; row 1: w3..w7 += a1 * (a2..a5)
    mov     rdx, [rsi + 1*8]
    xor     z1, z1
    mulx    hi, lo, [rsi + 2*8]
    adcx    w3, lo
    adox    w4, hi
    mulx    hi, lo, [rsi + 3*8]
    adcx    w4, lo
    adox    w5, hi
    mulx    hi, lo, [rsi + 4*8]
    adcx    w5, lo
    adox    w6, hi
    mulx    w7, lo, [rsi + 5*8]
    adcx    w6, lo
    adox    w7, z1
    adcx    w7, z1

    ; row 2: w5..w8 += a2 * (a3..a5)
    mov     rdx, [rsi + 2*8]
    xor     z1, z1
    mulx    hi, lo, [rsi + 3*8]
    adcx    w5, lo
    adox    w6, hi
    mulx    hi, lo, [rsi + 4*8]
    adcx    w6, lo
    adox    w7, hi
    mulx    w8, lo, [rsi + 5*8]
    adcx    w7, lo
    adox    w8, z1
    adcx    w8, z1

    ; row 3: w7..w9 += a3 * (a4, a5)
    mov     rdx, [rsi + 3*8]
    xor     z1, z1
    mulx    hi, lo, [rsi + 4*8]
    adcx    w7, lo
    adox    w8, hi
    mulx    w9, lo, [rsi + 5*8]
    adcx    w8, lo
    adox    w9, z1
    adcx    w9, z1

    ; row 4: w9..w10 += a4 * a5
    mov     rdx, [rsi + 4*8]
    mulx    w10, lo, [rsi + 5*8]
    xor     z1, z1
    adcx    w9, lo
    adcx    w10, z1

    ; step 2: t = 2w + squares. CF: doubling chain; OF: squares chain.
    ; z1 becomes t0. t6..t11 go to the stack as they are finished.
    xor     z1, z1
    mov     rdx, [rsi + 0*8]
    mulx    hi, z1, rdx                 ; t0 = lo(a0^2)
    adcx    w1, w1
    adox    w1, hi                      ; t1
    mov     rdx, [rsi + 1*8]
    mulx    hi, lo, rdx
    adcx    w2, w2
    adox    w2, lo                      ; t2
    adcx    w3, w3
    adox    w3, hi                      ; t3
    mov     rdx, [rsi + 2*8]
    mulx    hi, lo, rdx
    adcx    w4, w4
    adox    w4, lo                      ; t4
    adcx    w5, w5
    adox    w5, hi                      ; t5
    mov     rdx, [rsi + 3*8]
    mulx    hi, lo, rdx
    adcx    w6, w6
    adox    w6, lo
    mov     [rsp + 1*8], w6             ; t6
    adcx    w7, w7
    adox    w7, hi
    mov     [rsp + 2*8], w7             ; t7
    mov     rdx, [rsi + 4*8]
    mulx    hi, lo, rdx
    adcx    w8, w8
    adox    w8, lo
    mov     [rsp + 3*8], w8             ; t8
    adcx    w9, w9
    adox    w9, hi
    mov     [rsp + 4*8], w9             ; t9
    mov     rdx, [rsi + 5*8]
    mulx    hi, lo, rdx
    adcx    w10, w10
    adox    w10, lo
    mov     [rsp + 5*8], w10            ; t10
    mov     w8, 0                       ; MOV keeps the flags
    adcx    hi, w8                      ; t11 = hi(a5^2) + both carries
    adox    hi, w8
    mov     [rsp + 6*8], hi             ; t11

    ; step 3: reduce t0..t5 (r15 rcx rbx rbp r8 r9) on the window topped
    ; by r10 = 0, add t6..t11 from the stack, store to r
    xor     r10d, r10d
    mov     rsi, [rsp]
    FP_REDC rsi, rsp + 8, r15, rcx, rbx, rbp, r8, r9, r10, rax, rdx, r11, r12, r13

    add     rsp, 56
    pop     r15
    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_sqr_mulx
