; Montgomery multiplication and squaring in Fr (four limbs).
;
; bls381_fr_mul_mulx(bls381_fr *r, const bls381_fr *a, const bls381_fr *b)
;   r = a*b / 2^256 mod r.   C twin: bls381_fr_mul_portable (field/fr.c).
; bls381_fr_sqr_mulx(bls381_fr *r, const bls381_fr *a)
;   r = a^2 / 2^256 mod r.   C twin: bls381_fr_sqr_portable.
;
; Contract: a, b < r (canonical: unlike Fp, r's top limb is not below 2^62,
;   so there is no room for unreduced inputs); the result is fully reduced;
;   r may alias a or b. Constant time. Needs BMI2 and ADX.
;
; mul: CIOS as in fp_mul_mulx.asm, four rows of FR_MUL_ROW + FR_RED_ROW on
;   a five-word window, then one conditional subtraction (t < 2r).
;   Registers: rdi r, rsi a, rcx b, rdx b[i] or q; window r8 r9 r10 r11 rbx
;   (renamed per row); rax lo, rbp hi, r12 zero.
;
; sqr: as in fp_sqr_mulx.asm: the 6 cross products a[i]*a[j] (i < j) once,
;   doubled while the 4 squares are added (t = a^2, eight words t0..t7),
;   then four FR_RED_ROW steps on t0..t3 give v <= r, and v + t_hi < 2r
;   because t < r^2 gives t_hi < r; one conditional subtraction.
;   Registers: rdi r, rsi a, rdx multiplier, rax lo, rbp hi;
;   cross products w1..w6 = rcx rbx r8 r9 r10 r11, t_k computed in place of
;   w_k, t0 = r12 (the zero register of the first step), t7 = r13;
;   reduction window r12 rcx rbx r8 + r14, zero = rsi.

%include "common.inc"
%include "fr_const.inc"

%define lo      rax
%define hi      rbp
%define zero    r12

%define FR_Q_BY_IMUL                    ; fr_mont.inc, FR_RED_ROW: for the product only
%include "fr_mont.inc"

FUNCTION bls381_fr_mul_mulx
    push    rbx
    push    rbp
    push    r12
    mov     rcx, rdx

    ; row 0: t = a * b[0]
    mov     rdx, [rcx + 0*8]
    xor     zero, zero
    mulx    r9, r8, [rsi + 0*8]
    mulx    r10, lo, [rsi + 1*8]
    adcx    r9, lo
    mulx    r11, lo, [rsi + 2*8]
    adcx    r10, lo
    mulx    rbx, lo, [rsi + 3*8]
    adcx    r11, lo
    adcx    rbx, zero
    FR_RED_ROW r8, r9, r10, r11, rbx

    mov     rdx, [rcx + 1*8]
    xor     zero, zero
    FR_MUL_ROW rsi, r9, r10, r11, rbx, r8
    FR_RED_ROW r9, r10, r11, rbx, r8

    mov     rdx, [rcx + 2*8]
    xor     zero, zero
    FR_MUL_ROW rsi, r10, r11, rbx, r8, r9
    FR_RED_ROW r10, r11, rbx, r8, r9

    mov     rdx, [rcx + 3*8]
    xor     zero, zero
    FR_MUL_ROW rsi, r11, rbx, r8, r9, r10
    FR_RED_ROW r11, rbx, r8, r9, r10

    ; t = rbx r8 r9 r10 (< 2r)
    FR_CSUB_STORE rdi, rbx, r8, r9, r10, rax, rbp, r12, rdx

    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fr_mul_mulx
%undef FR_Q_BY_IMUL

%define w1      rcx
%define w2      rbx
%define w3      r8
%define w4      r9
%define w5      r10
%define w6      r11

FUNCTION bls381_fr_sqr_mulx
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14

    ; cross products, row 0: w1..w4 = a0 * (a1, a2, a3)
    mov     rdx, [rsi + 0*8]
    xor     r12d, r12d
    mulx    w2, w1, [rsi + 1*8]
    mulx    w3, lo, [rsi + 2*8]
    adcx    w2, lo
    mulx    w4, lo, [rsi + 3*8]
    adcx    w3, lo
    adcx    w4, r12
    ; row 1: w3..w5 += a1 * (a2, a3)
    mov     rdx, [rsi + 1*8]
    xor     r12d, r12d
    mulx    hi, lo, [rsi + 2*8]
    adcx    w3, lo
    adox    w4, hi
    mulx    w5, lo, [rsi + 3*8]
    adcx    w4, lo
    adox    w5, r12
    adcx    w5, r12
    ; row 2: w5..w6 += a2 * a3
    mov     rdx, [rsi + 2*8]
    mulx    w6, lo, [rsi + 3*8]
    xor     r12d, r12d
    adcx    w5, lo
    adcx    w6, r12

    ; t = 2w + squares (CF: doubling, OF: squares); r12 becomes t0
    xor     r12d, r12d
    mov     rdx, [rsi + 0*8]
    mulx    hi, r12, rdx                ; t0
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
    mulx    r13, lo, rdx
    adcx    w6, w6
    adox    w6, lo                      ; t6
    mov     r14d, 0                     ; MOV keeps the flags
    adcx    r13, r14
    adox    r13, r14                    ; t7

    ; reduce t0..t3 (r12 rcx rbx r8) on the window with r14 = 0 on top
%define zero rsi
    FR_RED_ROW r12, rcx, rbx, r8, r14
    FR_RED_ROW rcx, rbx, r8, r14, r12
    FR_RED_ROW rbx, r8, r14, r12, rcx
    FR_RED_ROW r8, r14, r12, rcx, rbx
    ; v = r14 r12 rcx rbx; add t4..t7 = r9 r10 r11 r13
    add     r14, r9
    adc     r12, r10
    adc     rcx, r11
    adc     rbx, r13
    FR_CSUB_STORE rdi, r14, r12, rcx, rbx, rax, rdx, rsi, r8

    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fr_sqr_mulx
