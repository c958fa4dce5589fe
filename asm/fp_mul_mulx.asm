; bls381_fp_mul_mulx(bls381_fp *r, const bls381_fp *a, const bls381_fp *b)
;
; Montgomery multiplication in Fp: r = a*b / 2^384 mod p, fully reduced.
; C twin: bls381_fp_mul_portable (field/fp.c). Needs BMI2 and ADX.
;
; Contract: a, b < 2p (canonical inputs, or one unreduced sum of two);
;   r may alias a or b (all of a and b is read before r is written).
;   Constant time: no branch or memory index depends on the values.
;
; Algorithm: CIOS (Koc, Acar, Kaliski, "Analyzing and comparing Montgomery
;   multiplication algorithms", 1996), one row per word of b:
;       t += a * b[i]                       (FP_MUL_ROW)
;       q = t0 * (-1/p) mod 2^64
;       t = (t + q*p) / 2^64                (FP_RED_ROW, then rename)
;   Each row is two interleaved carry chains (ADCX/ADOX, see fp_mont.inc).
;   After six rows t = (a*b + Q*p) / 2^384 < a*b/2^384 + p < 2p (as
;   4p < 2^384), so one conditional subtraction of p finishes.
;
; Registers:
;   rdi  r            rsi  a            rcx  b
;   rdx  multiplier (b[i], then q)
;   t0..t6: r8 r9 r10 r11 rbx rbp r12, renamed one step left after each row
;   rax  lo           r13  hi           r14  zero
;   The body is the FP_MONT_MUL macro (fp_mont.inc), shared with the Fp2
;   kernels.

%include "common.inc"
%include "fp_const.inc"

%define lo      rax
%define hi      r13
%define zero    r14

%include "fp_mont.inc"

FUNCTION bls381_fp_mul_mulx
    push    rbx
    push    rbp
    push    r12
    push    r13
    push    r14
    mov     rcx, rdx                    ; rcx = b; rdx is MULX's source
    FP_MONT_MUL rdi, rsi, rcx, r8, r9, r10, r11, rbx, rbp, r12, rax, r13, r14, rdx, rsi, rcx
    pop     r14
    pop     r13
    pop     r12
    pop     rbp
    pop     rbx
    ret
ENDFUNCTION bls381_fp_mul_mulx
