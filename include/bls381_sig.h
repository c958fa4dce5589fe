/*
 * bls381 — BLS signatures, ciphersuite BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_
 * (draft-irtf-cfrg-bls-signature-05, the proof-of-possession scheme with
 * public keys in G1 and signatures in G2, as the Ethereum consensus layer
 * uses it).
 *
 * Types (plain structs the caller allocates; read them only through the
 * functions below):
 * - bls381_sig_sk: a secret key, an integer 0 < SK < r. Made by
 *   bls381_sig_keygen or bls381_sig_sk_from_bytes; every function handling
 *   it is constant time in its value. Wipe it with bls381_sig_sk_clear when
 *   done (a plain memset may be optimised away).
 * - bls381_sig_pk: a public key that passed KeyValidate (draft section
 *   2.5): a point of G1 other than the identity, in affine form. Made by
 *   bls381_sig_pk_from_bytes (which validates) or bls381_sig_sk_to_pk.
 *   Keep the parsed form of keys you use often: parsing costs a square root
 *   and a subgroup check.
 * - bls381_sig_signature: a signature, a point of G2 (the identity
 *   allowed, as the draft's signature_to_point does), in affine form. Made
 *   by bls381_sig_from_bytes (validated: on the curve, in G2), by signing or
 *   by aggregation.
 * Byte forms are the ZCash compressed encodings: 32-byte big-endian secret
 * keys, 48-byte public keys, 96-byte signatures.
 *
 * Verdicts: verification functions return BLS381_OK and set *ok (false for
 * an invalid signature, and for the cases the draft calls INVALID, such as
 * an empty list of keys); a status other than BLS381_OK means the call
 * itself was malformed (NULL pointers) or, for batch verification, that the
 * random source failed. On any status other than BLS381_OK, *ok is false.
 *
 * Time: every function taking a secret key is constant time in it (and in
 * the message; lengths aside). The decoders bls381_sig_pk_from_bytes,
 * bls381_sig_pks_from_bytes, bls381_sig_from_bytes and
 * bls381_sig_signatures_from_bytes (and their _with_scratch variants),
 * aggregation and every verifier are variable time, for public data only
 * (keys, signatures, messages; bls381.h lists them).
 *
 * Conventions: no pointer may be NULL unless its count is 0 (a message may
 * be NULL when its length is 0); all functions are thread safe.
 *
 * Memory: only the two batch verifications without _with_scratch allocate
 * (one malloc of bls381_sig_batch_verify_scratch_size(n, threads) bytes,
 * freed before returning; BLS381_ERR_MALLOC when it fails). Every other
 * function, Verify, FastAggregateVerify and AggregateVerify included, uses
 * no heap: aggregate verification streams its pairs through a stack buffer
 * of 32 pairs; the batch parsers of keys and signatures use a stack buffer
 * of 64 points, or the caller's scratch in their _with_scratch variants
 * (which decode each point once instead of twice past 64). Stack: under 64 KiB for any function here (FOOTPRINT.md has
 * measured figures). A pool passed in must exist already: creating one
 * allocates (bls381_pool.h); NULL or a 1-thread pool starts no thread.
 */
#ifndef BLS381_SIG_H
#define BLS381_SIG_H

#include "bls381_curve.h"
#include "bls381_pool.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { bls381_fr k; } bls381_sig_sk;
typedef struct { bls381_g1_affine p; } bls381_sig_pk;
typedef struct { bls381_g2_affine s; } bls381_sig_signature;

#define BLS381_SIG_SK_BYTES 32
#define BLS381_SIG_PK_BYTES 48
#define BLS381_SIG_SIGNATURE_BYTES 96

/* The domain separation tags of the ciphersuite (NUL-terminated; their
 * lengths are strlen). */
#define BLS381_SIG_DST "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"
#define BLS381_SIG_POP_DST "BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"

/* ------------------------------------------------------------- keys --- */

/*
 * KeyGen (draft section 2.3): SK from input keying material, with
 * HKDF-SHA-256, salt "BLS-SIG-KEYGEN-SALT-" hashed once per attempt (an
 * attempt giving SK = 0 is repeated with the salt hashed again), L = 48
 * bytes of output reduced mod r.
 *   ikm       at least 32 bytes of secret randomness;
 *   key_info  optional context (NULL with length 0 for none).
 * Returns BLS381_ERR_BADARGS (sk untouched) when ikm_len < 32 or a needed
 * pointer is NULL. Constant time in ikm and key_info (their lengths aside).
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_keygen(bls381_sig_sk *sk, const uint8_t *ikm, size_t ikm_len, const uint8_t *key_info,
                  size_t key_info_len);

/* 32 big-endian bytes -> SK. BLS381_ERR_BAD_SCALAR (sk untouched) for 0 or
 * a value >= r. Constant time in the bytes apart from that verdict. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_sig_sk_from_bytes(bls381_sig_sk *sk, const uint8_t in[32]);
BLS381_API void bls381_sig_sk_to_bytes(uint8_t out[32], const bls381_sig_sk *sk);
/* Overwrites the key with zeros (bls381_secure_zero); the result is not a
 * valid key. */
BLS381_API void bls381_sig_sk_clear(bls381_sig_sk *sk);

/* SkToPk: pk = [SK]G1. Constant time in sk. */
BLS381_API void bls381_sig_sk_to_pk(bls381_sig_pk *pk, const bls381_sig_sk *sk);

/*
 * 48 bytes -> public key, with KeyValidate: decompression, the subgroup
 * check, and the identity rejected. Errors (pk untouched): those of
 * bls381_g1_decompress, and BLS381_ERR_INFINITY for the identity.
 */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_sig_pk_from_bytes(bls381_sig_pk *pk, const uint8_t in[48]);
BLS381_API void bls381_sig_pk_to_bytes(uint8_t out[48], const bls381_sig_pk *pk);

/*
 * n public keys of 48 bytes each (in + 48 i) -> pks[0..n), with KeyValidate
 * for each: the checks, statuses and results of bls381_sig_pk_from_bytes,
 * eight square roots and subgroup checks at a time on the lane engine
 * (AVX-512 IFMA, or the model under BLS381_LANES=model) when it is on.
 * All or nothing: on an error pks is untouched, the status is that of the
 * first key (lowest index) that bls381_sig_pk_from_bytes rejects, and
 * *bad_index (when bad_index is not NULL) is its index; on BLS381_OK
 * *bad_index is untouched. BLS381_ERR_BADARGS for n > 0 with pks or in
 * NULL; n = 0 is BLS381_OK. No heap: a stack buffer of 64 keys (under 7
 * KiB); with more than 64 keys, all but the last 64 are decoded twice
 * (the second time without the subgroup check), which
 * bls381_sig_pks_from_bytes_with_scratch avoids.
 * Variable time: keys are public data (bls381.h's list).
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_pks_from_bytes(bls381_sig_pk *pks, const uint8_t *in, size_t n, size_t *bad_index);

/*
 * The same in caller memory, each key decoded once: the statuses, results,
 * *bad_index and all-or-nothing rule of bls381_sig_pks_from_bytes, with
 * scratch of at least bls381_sig_pks_from_bytes_scratch_size(n) bytes,
 * aligned for uint64_t (malloc's alignment will do), overlapping neither
 * pks nor in, not shared with another call in progress; its contents are
 * undefined afterwards. No heap. BLS381_ERR_BADARGS (pks, *bad_index and
 * scratch untouched) for n > 0 with pks, in or scratch NULL, or scratch
 * misaligned or too small, checked before in is read. n = 0 is BLS381_OK
 * and reads no scratch (NULL will do).
 * Variable time: keys are public data (bls381.h's list).
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_pks_from_bytes_with_scratch(bls381_sig_pk *pks, const uint8_t *in, size_t n, size_t *bad_index,
                                       void *scratch, size_t scratch_size);

/* Scratch bytes of bls381_sig_pks_from_bytes_with_scratch for n keys:
 * n sizeof(bls381_sig_pk) (96 n; 0 for n = 0), SIZE_MAX when that does
 * not fit in size_t. */
BLS381_API size_t bls381_sig_pks_from_bytes_scratch_size(size_t n);

/* ------------------------------------------------------- signatures --- */

/* 96 bytes -> signature: decompression and the subgroup check; the
 * identity is accepted (the draft rejects it only through the pairing
 * equation). Errors (sig untouched) as bls381_g2_decompress. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_sig_from_bytes(bls381_sig_signature *sig, const uint8_t in[96]);
BLS381_API void bls381_sig_to_bytes(uint8_t out[96], const bls381_sig_signature *sig);

/*
 * n signatures of 96 bytes each (in + 96 i) -> sigs[0..n): the checks,
 * statuses and results of bls381_sig_from_bytes for each (the identity
 * accepted), eight square roots and subgroup checks at a time on the lane
 * engine (AVX-512 IFMA, or the model under BLS381_LANES=model) when it is
 * on. All or nothing: on an error sigs is untouched, the status is that of
 * the first signature (lowest index) that bls381_sig_from_bytes rejects,
 * and *bad_index (when bad_index is not NULL) is its index; on BLS381_OK
 * *bad_index is untouched. BLS381_ERR_BADARGS for n > 0 with sigs or in
 * NULL; n = 0 is BLS381_OK. No heap: a stack buffer of 64 signatures (12
 * KiB); with more than 64 signatures, all but the last 64 are decoded
 * twice (the second time without the subgroup check), which
 * bls381_sig_signatures_from_bytes_with_scratch avoids.
 * Variable time: signatures are public data (bls381.h's list).
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_signatures_from_bytes(bls381_sig_signature *sigs, const uint8_t *in, size_t n, size_t *bad_index);

/*
 * The same in caller memory, each signature decoded once: the statuses,
 * results, *bad_index and all-or-nothing rule of
 * bls381_sig_signatures_from_bytes, with scratch of at least
 * bls381_sig_signatures_from_bytes_scratch_size(n) bytes, under the rules
 * of bls381_sig_pks_from_bytes_with_scratch (aligned for uint64_t,
 * overlapping neither sigs nor in, contents undefined afterwards, no heap,
 * BLS381_ERR_BADARGS with nothing written for NULL pointers or a
 * misaligned or short scratch, n = 0 reading no scratch).
 * Variable time: signatures are public data (bls381.h's list).
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_signatures_from_bytes_with_scratch(bls381_sig_signature *sigs, const uint8_t *in, size_t n,
                                              size_t *bad_index, void *scratch, size_t scratch_size);

/* Scratch bytes of bls381_sig_signatures_from_bytes_with_scratch for n
 * signatures: n sizeof(bls381_sig_signature) (192 n; 0 for n = 0),
 * SIZE_MAX when that does not fit in size_t. */
BLS381_API size_t bls381_sig_signatures_from_bytes_scratch_size(size_t n);

/*
 * Aggregate (draft section 2.8): out = the sum of sigs[0..n). Returns
 * BLS381_ERR_BADARGS (out untouched) for n = 0 (the draft's INVALID) or a
 * NULL pointer.
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_aggregate(bls381_sig_signature *out, const bls381_sig_signature *sigs, size_t n);

/* ------------------------------------------------------- on messages --- */
/*
 * The scheme's operations on byte-string messages: each message is hashed
 * to G2 with hash_to_curve (RFC 9380, suite BLS12381G2_XMD:SHA-256_SSWU_RO_)
 * and BLS381_SIG_DST, then the core operations below run on the hashed
 * points. A message may be NULL when its length is 0. Lists of messages are
 * hashed in parallel when a pool is given.
 */

/* Sign: sig = [SK] H(msg). Constant time in sk and msg (its length
 * aside). BLS381_ERR_BADARGS (sig untouched) for NULL arguments. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_sign(bls381_sig_signature *sig, const bls381_sig_sk *sk, const uint8_t *msg, size_t msg_len);

/* Verify: *ok = (e(pk, H(msg)) = e(G1, sig)). */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_verify(bool *ok, const bls381_sig_pk *pk, const uint8_t *msg, size_t msg_len,
                  const bls381_sig_signature *sig);

/* AggregateVerify (section 3.3.4, the PoP scheme: messages need not be
 * distinct): *ok = (prod e(pks[i], H(msgs[i])) = e(G1, sig)); n = 0 gives
 * false. The messages are hashed as the pairs stream through (no heap);
 * with a pool, contiguous pieces of the list run on its threads. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_aggregate_verify(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs, const size_t *msg_lens,
                            size_t n, const bls381_sig_signature *sig, bls381_pool *pool);

/* FastAggregateVerify (section 3.3.4): all n keys signed the same message;
 * n = 0 gives false. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_fast_aggregate_verify(bool *ok, const bls381_sig_pk *pks, size_t n, const uint8_t *msg, size_t msg_len,
                                 const bls381_sig_signature *sig);

/* Batch verification of n (pks[i], msgs[i], sigs[i]) triples, as
 * bls381_sig_batch_verify_hashed (random linear combination, one
 * multi-pairing), the messages hashed on the pool. Allocates its scratch
 * (see bls381_sig_batch_verify_scratch_size). */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_batch_verify(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs, const size_t *msg_lens,
                        const bls381_sig_signature *sigs, size_t n, bls381_pool *pool);

/* The same in caller memory: scratch of at least
 * bls381_sig_batch_verify_scratch_size(n, bls381_pool_threads(pool))
 * bytes, aligned for uint64_t (malloc's alignment will do), not shared
 * with another call in progress; its contents are undefined afterwards.
 * No heap. BLS381_ERR_BADARGS (and *ok = false) when scratch is NULL,
 * misaligned or too small, checked before the lists are read. n = 0 reads
 * no scratch (NULL will do) and gives false. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_batch_verify_with_scratch(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs,
                                     const size_t *msg_lens, const bls381_sig_signature *sigs, size_t n,
                                     bls381_pool *pool, void *scratch, size_t scratch_size);

/* PopProve / PopVerify (section 3.3.2, 3.3.3): proof = [SK] H'(PK) with
 * H' = hash_to_curve under BLS381_SIG_POP_DST of the 48-byte public key;
 * PopVerify checks e(pk, H'(pk)) = e(G1, proof). PopProve is constant time
 * in sk. */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_sig_pop_prove(bls381_sig_signature *proof, const bls381_sig_sk *sk);
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_pop_verify(bool *ok, const bls381_sig_pk *pk, const bls381_sig_signature *proof);

/* --------------------------------------------- on hashed messages --- */
/*
 * The core operations on messages already hashed to G2 (H(m) =
 * hash_to_curve(m) with the ciphersuite's DST): the signing and pairing
 * equations of the draft's CoreSign, CoreVerify, CoreAggregateVerify, and
 * batch verification. h points must be in G2 (hash_to_curve output is).
 */

/* sig = [SK] h. Constant time in sk and h. */
BLS381_API void bls381_sig_sign_hashed(bls381_sig_signature *sig, const bls381_sig_sk *sk, const bls381_g2_affine *h);

/* *ok = (e(pk, h) = e(G1, sig)), i.e. e(pk, h) e(-G1, sig) = 1. */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_verify_hashed(bool *ok, const bls381_sig_pk *pk, const bls381_g2_affine *h, const bls381_sig_signature *sig);

/*
 * *ok = (prod_{i<n} e(pks[i], h[i]) = e(G1, sig)), one final
 * exponentiation. n = 0 and any pk at infinity give false. The messages
 * need not be distinct (the proof-of-possession scheme). pool: NULL or a
 * pool to split the Miller loops among. No heap.
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_aggregate_verify_hashed(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h, size_t n,
                                   const bls381_sig_signature *sig, bls381_pool *pool);

/*
 * *ok = (e(sum_i pks[i], h) = e(G1, sig)): FastAggregateVerify on a hashed
 * message (one pairing check whatever n). n = 0 and any pk at infinity give
 * false.
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_fast_aggregate_verify_hashed(bool *ok, const bls381_sig_pk *pks, size_t n, const bls381_g2_affine *h,
                                        const bls381_sig_signature *sig);

/*
 * *ok = (pks[i], h[i], sigs[i]) all verify, checked at once: with random
 * nonzero 64-bit r_i from bls381_os_random,
 *     prod_i e([r_i] pks[i], h[i]) e(-G1, sum_i [r_i] sigs[i]) = 1,
 * one multi-pairing and one final exponentiation. A batch with an invalid
 * triple passes with probability at most about 2^-64. n = 0 gives false.
 * With a pool, the scalar multiplications, the G2 sum and the Miller loop
 * are shared among its threads. Errors: BLS381_ERR_RNG (the random source
 * failed), BLS381_ERR_MALLOC, BLS381_ERR_BADARGS for NULL pointers.
 */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_batch_verify_hashed(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h,
                               const bls381_sig_signature *sigs, size_t n, bls381_pool *pool);

/* The same in caller memory (as bls381_sig_batch_verify_with_scratch). */
BLS381_API BLS381_MUST_CHECK bls381_status
bls381_sig_batch_verify_hashed_with_scratch(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h,
                                            const bls381_sig_signature *sigs, size_t n, bls381_pool *pool,
                                            void *scratch, size_t scratch_size);

/*
 * Scratch bytes of the batch verifications of n triples on `threads`
 * threads (bls381_pool_threads of the pool to be used; 0 is taken as 1):
 *     (n + 1) (96 + 192) + 40 n + the G2 MSM's scratch for 64-bit scalars
 * (the pairs, the 64-bit random scalars, the MSM of the signatures: its
 * XYZZ buckets, at most bls381_g2_msm_scratch_size(n, threads)).
 * SIZE_MAX when that does not fit in size_t. The malloc of the functions
 * without _with_scratch is exactly this size.
 */
BLS381_API size_t bls381_sig_batch_verify_scratch_size(size_t n, size_t threads);

#ifdef __cplusplus
}
#endif
#endif
