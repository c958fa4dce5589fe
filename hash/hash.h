/*
 * Internal view of the hash layer: the SHA-256 compression function (the
 * portable C kernel; an assembly twin may replace it at run time) and the
 * two-part forms of HKDF that BLS KeyGen needs (IKM || I2OSP(0, 1) and
 * key_info || I2OSP(L, 2) without a copy).
 */
#ifndef BLS381_HASH_HASH_H
#define BLS381_HASH_HASH_H

#include "bls381_hash.h"

/* SHA-256 initial hash value H(0) (FIPS 180-4 section 5.3.3). */
extern const uint32_t bls381_sha256_iv[8];

/* Compresses nblocks 64-byte blocks of in into the state h. */
void bls381_sha256_blocks(uint32_t h[8], const uint8_t *in, size_t nblocks);
void bls381_sha256_blocks_portable(uint32_t h[8], const uint8_t *in, size_t nblocks);
#if defined(BLS381_ASM) && defined(__x86_64__)
/* The same with the x86 SHA extensions (asm/sha256_shani.asm); needs the
 * CPUID bits SHA (leaf 7, EBX bit 29) and SSE4.1 (leaf 1, ECX bit 19). */
void bls381_sha256_blocks_shani(uint32_t h[8], const uint8_t *in, size_t nblocks);
#endif
#if defined(BLS381_ARM_ASM) && defined(__aarch64__)
/* One block with the Armv8 SHA-256 instructions (asm/aarch64/sha256.S;
 * straight-line, so the dispatcher loops); needs bls381_cpu_has_sha()
 * (HWCAP_SHA2). */
void bls381_sha256_block_arm(uint32_t h[8], const uint8_t in[64]);
#endif

/* SHA-256 state after one block of 64 zero bytes (the Z_pad of
 * expand_message_xmd). */
extern const uint32_t bls381_sha256_zpad_state[8];

/* HKDF-Extract with ikm = a || b. */
void bls381_hkdf_sha256_extract2(uint8_t prk[32], const uint8_t *salt, size_t salt_len,
                                 const uint8_t *a, size_t a_len, const uint8_t *b, size_t b_len);
/* HKDF-Expand with info = a || b; same rules as bls381_hkdf_sha256_expand. */
bls381_status bls381_hkdf_sha256_expand2(uint8_t *okm, size_t okm_len, const uint8_t *prk,
                                         size_t prk_len, const uint8_t *a, size_t a_len,
                                         const uint8_t *b, size_t b_len);

#endif
