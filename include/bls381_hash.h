/*
 * bls381 — hashing: SHA-256 (FIPS 180-4), HMAC-SHA-256 (RFC 2104),
 * HKDF-SHA-256 (RFC 5869) and expand_message_xmd with SHA-256 (RFC 9380
 * section 5.3.1).
 *
 * Every function here runs in time that depends on the lengths of its inputs
 * only, never on the bytes (constant time in the data, so keys and secret
 * messages may pass through). No function allocates; all are thread safe.
 * A pointer whose length argument is 0 may be NULL.
 *
 * The context structures are plain values: copy one to fork a hash (e.g. to
 * reuse a keyed HMAC state for several messages). Their fields are private.
 */
#ifndef BLS381_HASH_H
#define BLS381_HASH_H

#include "bls381_common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define BLS381_SHA256_BYTES 32        /* digest size */
#define BLS381_SHA256_BLOCK_BYTES 64  /* input block size */
/* Largest output of HKDF-Expand and expand_message_xmd: 255 blocks. */
#define BLS381_HASH_MAX_EXPAND (255 * BLS381_SHA256_BYTES)

typedef struct {
    uint32_t h[8];          /* chaining state */
    uint64_t total;         /* bytes absorbed so far */
    uint8_t buf[64];        /* pending partial block (total % 64 bytes) */
} bls381_sha256_ctx;

typedef struct {
    bls381_sha256_ctx inner, outer;
} bls381_hmac_sha256_ctx;

/* ------------------------------------------------------------ SHA-256 --- */

/* Incremental SHA-256: init, any number of updates, final. final writes the
 * 32-byte digest and wipes the context (init it again to reuse it). */
BLS381_API void bls381_sha256_init(bls381_sha256_ctx *ctx);
BLS381_API void bls381_sha256_update(bls381_sha256_ctx *ctx, const void *data, size_t len);
BLS381_API void bls381_sha256_final(bls381_sha256_ctx *ctx, uint8_t out[32]);
/* One shot: out = SHA-256(data). out may overlap data. */
BLS381_API void bls381_sha256(uint8_t out[32], const void *data, size_t len);

/* ------------------------------------------------------- HMAC-SHA-256 --- */

/* Incremental HMAC: keys longer than 64 bytes are hashed first (RFC 2104).
 * final writes the 32-byte tag and wipes the context. */
BLS381_API void bls381_hmac_sha256_init(bls381_hmac_sha256_ctx *ctx, const uint8_t *key, size_t key_len);
BLS381_API void bls381_hmac_sha256_update(bls381_hmac_sha256_ctx *ctx, const void *data, size_t len);
BLS381_API void bls381_hmac_sha256_final(bls381_hmac_sha256_ctx *ctx, uint8_t out[32]);
/* One shot: out = HMAC-SHA-256(key, msg). */
BLS381_API void bls381_hmac_sha256(uint8_t out[32], const uint8_t *key, size_t key_len,
                                   const uint8_t *msg, size_t msg_len);

/* --------------------------------------------------------- HKDF-SHA-256 --- */

/* HKDF-Extract (RFC 5869 section 2.2): prk = HMAC(salt, ikm). An empty salt
 * means 32 zero bytes, as the RFC says. */
BLS381_API void bls381_hkdf_sha256_extract(uint8_t prk[32], const uint8_t *salt, size_t salt_len,
                                           const uint8_t *ikm, size_t ikm_len);
/* HKDF-Expand (RFC 5869 section 2.3): okm_len bytes of output keying
 * material from prk (at least 32 bytes long in normal use; any length is
 * accepted) and info. Returns BLS381_ERR_BADARGS, writing nothing, when
 * okm_len > 255*32 or a needed pointer is NULL. okm may not overlap prk or
 * info. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_hkdf_sha256_expand(uint8_t *okm, size_t okm_len, const uint8_t *prk, size_t prk_len,
                          const uint8_t *info, size_t info_len);

/* ------------------------------------------------- expand_message_xmd --- */

/* expand_message_xmd with SHA-256 (RFC 9380 section 5.3.1): len_in_bytes
 * uniform bytes from msg and the domain separation tag dst. A dst longer
 * than 255 bytes is first replaced by SHA-256("H2C-OVERSIZE-DST-" || dst)
 * (section 5.3.3). Returns BLS381_ERR_BADARGS, writing nothing, when
 * len_in_bytes is 0 or above 255*32, when dst is empty (section 3.1: tags
 * have nonzero length), or when a needed pointer is NULL. out may not
 * overlap msg or dst. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_expand_message_xmd(uint8_t *out, size_t len_in_bytes, const uint8_t *msg, size_t msg_len,
                          const uint8_t *dst, size_t dst_len);

#ifdef __cplusplus
}
#endif
#endif
