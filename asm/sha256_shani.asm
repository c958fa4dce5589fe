; bls381_sha256_blocks_shani(uint32_t h[8], const uint8_t *in, size_t nblocks)
;
; SHA-256 compression of nblocks 64-byte blocks with the x86 SHA extensions
; (SHA256RNDS2, SHA256MSG1, SHA256MSG2) and SSSE3/SSE4.1 shuffles.
; C twin: bls381_sha256_blocks_portable (hash/sha256.c). Needs the SHA and
; SSE4.1 CPUID bits; the caller checks them.
;
; Contract: as the C twin. No branch or memory index depends on the data.
;
; Algorithm (FIPS 180-4 section 6.2 as the instructions split it):
;   SHA256RNDS2 runs two rounds on the state held as ABEF (dwords 3..0 =
;   A, B, E, F) and CDGH, taking W[t] + K[t] for both rounds from the low
;   two dwords of xmm0. Each group of four rounds is
;       xmm0 = W[4q..4q+3] + K[4q..4q+3]
;       CDGH = rnds2(CDGH, ABEF)   ; rounds 4q, 4q+1: new ABEF lands in CDGH
;       xmm0 = high half of xmm0
;       ABEF = rnds2(ABEF, CDGH)   ; rounds 4q+2, 4q+3 (old ABEF is the new CDGH)
;   The message schedule for q >= 4, with X_q = W[4q..4q+3]:
;       X_q = msg2(msg1(X_(q-4), X_(q-3)) + (W[4q-7..4q-4]), X_(q-1))
;   where W[4q-7..4q-4] = palignr(X_(q-1), X_(q-2), 4). X_q reuses the
;   register of X_(q-4).
;
; Registers:
;   rdi  h            rsi  in           rdx  blocks left
;   xmm0 W+K (implicit operand of SHA256RNDS2)
;   xmm1 ABEF         xmm2 CDGH         xmm3..xmm6 X_q ring
;   xmm7 scratch      xmm8 byte-swap mask
;   xmm9, xmm10 the state at the start of the block

bits 64
default rel

section .note.GNU-stack noalloc noexec nowrite progbits

section .rodata
align 64
K256:
    dd 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
    dd 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
    dd 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
    dd 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
    dd 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
    dd 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
    dd 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
    dd 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
BSWAP32:            ; pshufb mask reversing the bytes of each dword
    db 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12

%define ABEF  xmm1
%define CDGH  xmm2
%define TMP   xmm7
%define MASK  xmm8

; X register of quad q: xmm3 + q mod 4
%define X(q) xmm %+ %eval(3 + ((q) % 4))

; four rounds 4q..4q+3 from the quad in X(q)
%macro ROUNDS4 1
    movdqa      xmm0, X(%1)
    paddd       xmm0, [K256 + 16 * %1]
    sha256rnds2 CDGH, ABEF, xmm0
    pshufd      xmm0, xmm0, 0x0e
    sha256rnds2 ABEF, CDGH, xmm0
%endmacro

; X(q) = W[4q..4q+3] for q >= 4, from the four quads before it
%macro SCHEDULE 1
    sha256msg1  X(%1), X(%1 - 3)
    movdqa      TMP, X(%1 - 1)
    palignr     TMP, X(%1 - 2), 4
    paddd       X(%1), TMP
    sha256msg2  X(%1), X(%1 - 1)
%endmacro

section .text
global bls381_sha256_blocks_shani:function hidden (bls381_sha256_blocks_shani.end - bls381_sha256_blocks_shani)
align 32
bls381_sha256_blocks_shani:
    test        rdx, rdx
    jz          .end
    ; h[0..7] = A..H -> ABEF, CDGH
    movdqu      TMP, [rdi]              ; dwords 3..0 = D C B A
    movdqu      CDGH, [rdi + 16]        ; H G F E
    pshufd      TMP, TMP, 0xb1          ; C D A B
    pshufd      CDGH, CDGH, 0x1b        ; E F G H
    movdqa      ABEF, TMP
    palignr     ABEF, CDGH, 8           ; A B E F
    pblendw     CDGH, TMP, 0xf0         ; C D G H
    movdqa      MASK, [BSWAP32]

.block:
    movdqa      xmm9, ABEF
    movdqa      xmm10, CDGH
%assign q 0
%rep 4
    movdqu      X(q), [rsi + 16 * q]
    pshufb      X(q), MASK
    ROUNDS4     q
%assign q q + 1
%endrep
%rep 12
    SCHEDULE    q
    ROUNDS4     q
%assign q q + 1
%endrep
    paddd       ABEF, xmm9
    paddd       CDGH, xmm10
    add         rsi, 64
    dec         rdx
    jnz         .block

    ; ABEF, CDGH -> h[0..7]
    pshufd      ABEF, ABEF, 0x1b        ; F E B A
    pshufd      CDGH, CDGH, 0xb1        ; D C H G
    movdqa      TMP, ABEF
    pblendw     TMP, CDGH, 0xf0         ; D C B A
    palignr     CDGH, ABEF, 8           ; H G F E
    movdqu      [rdi], TMP
    movdqu      [rdi + 16], CDGH
.end:
    ret
