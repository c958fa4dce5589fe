// bls381_sha256_block_arm(uint32_t h[8], const uint8_t in[64])
//
// SHA-256 compression (FIPS 180-4 section 6.2) of one 64-byte block into
// the state h with the Armv8 SHA-256 instructions (SHA256H, SHA256H2,
// SHA256SU0, SHA256SU1; FEAT_SHA256, HWCAP_SHA2 on Linux). C twin:
// bls381_sha256_blocks_portable (hash/sha256.c), which calls this when
// bls381_cpu_has_sha() holds on AArch64.
//
// Contract: h is eight words, a..h, as the twin's (which this equals on
//   one block; the dispatcher calls it once per block). Constant time:
//   straight-line code, loads and stores at fixed offsets.
// Algorithm: the state as ABCD (v0) and EFGH (v1); the 16
//   message words in v4..v7 (byte-reversed to big-endian words), 16 groups
//   of four rounds: W + K into v3, SHA256H / SHA256H2 (the second takes the
//   ABCD from before the group, kept in v2), and for the first 12 groups
//   the next four schedule words in place of the used ones
//   (SHA256SU0, SHA256SU1); then the state before the block (read again
//   from h) added back.
// Registers: x0 h, x1 in, x3 the table; v0 v1 the
//   state, v2 ABCD copy, v3 W + K (at the end v2 v3 the state before),
//   v4..v7 the message, v16..v31 the 64 constants K.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .arch armv8-a+sha2

// FOUR m, k: four rounds with the message words m and the constants k
.macro FOUR m, k
    add v3.4s, \m\().4s, \k\().4s
    mov v2.16b, v0.16b
    sha256h q0, q1, v3.4s
    sha256h2 q1, q2, v3.4s
.endm

// FOUR_SCHED m, k, m1, m2, m3: the same, then m = the words 16 later
// (from m and the three groups after it, m1 m2 m3)
.macro FOUR_SCHED m, k, m1, m2, m3
    add v3.4s, \m\().4s, \k\().4s
    sha256su0 \m\().4s, \m1\().4s
    mov v2.16b, v0.16b
    sha256h q0, q1, v3.4s
    sha256h2 q1, q2, v3.4s
    sha256su1 \m\().4s, \m2\().4s, \m3\().4s
.endm

// SIXTEEN_SCHED k0, k1, k2, k3: sixteen rounds with schedule, the message
// groups v4..v7 in turn
.macro SIXTEEN_SCHED k0, k1, k2, k3
    FOUR_SCHED v4, \k0, v5, v6, v7
    FOUR_SCHED v5, \k1, v6, v7, v4
    FOUR_SCHED v6, \k2, v7, v4, v5
    FOUR_SCHED v7, \k3, v4, v5, v6
.endm

FUNC bls381_sha256_block_arm
    adr x3, .Lsha256_k
    ld1 {v16.4s, v17.4s, v18.4s, v19.4s}, [x3], #64
    ld1 {v20.4s, v21.4s, v22.4s, v23.4s}, [x3], #64
    ld1 {v24.4s, v25.4s, v26.4s, v27.4s}, [x3], #64
    ld1 {v28.4s, v29.4s, v30.4s, v31.4s}, [x3]
    ld1 {v0.4s, v1.4s}, [x0]
    ld1 {v4.16b, v5.16b, v6.16b, v7.16b}, [x1]
    rev32 v4.16b, v4.16b
    rev32 v5.16b, v5.16b
    rev32 v6.16b, v6.16b
    rev32 v7.16b, v7.16b
    SIXTEEN_SCHED v16, v17, v18, v19
    SIXTEEN_SCHED v20, v21, v22, v23
    SIXTEEN_SCHED v24, v25, v26, v27
    FOUR v4, v28
    FOUR v5, v29
    FOUR v6, v30
    FOUR v7, v31
    ld1 {v2.4s, v3.4s}, [x0]
    add v0.4s, v0.4s, v2.4s
    add v1.4s, v1.4s, v3.4s
    st1 {v0.4s, v1.4s}, [x0]
    ret
ENDFUNC bls381_sha256_block_arm
    .p2align 4
.Lsha256_k:   // K (FIPS 180-4 section 4.2.2); the test against the twin checks every word
    .word 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
    .word 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
    .word 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
    .word 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
    .word 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
    .word 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
    .word 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
    .word 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
    .word 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
    .word 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
    .word 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
    .word 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
    .word 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
    .word 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
    .word 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
    .word 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
