/*
 * bls381 — the Ethereum KZG API (EIP-4844 blobs, EIP-7594 cells) with the
 * names, types, constants and return codes of the c-kzg-4844 C API, so a
 * program written against c-kzg-4844 (its bindings include "ckzg.h")
 * compiles and links against this library unchanged.
 *
 * What is the same as c-kzg-4844: every function below without a bls381_
 * prefix, the byte types, the size constants, C_KZG_RET and its values,
 * and the rule that KZGSettings is a complete type a binding may allocate
 * itself (malloc(sizeof(KZGSettings))) and fill with load_trusted_setup*.
 * Its fields are our own: pointers to tables in our internal form.
 *
 * Additions (bls381_ prefix):
 * - bls381_kzg_mainnet_settings(): the Ethereum mainnet setup compiled into
 *   the library (validated at build time): no file, no parsing, no
 *   allocation. free_trusted_setup on it (or a copy) does nothing.
 * - bls381_kzg_settings_use_pool(): the thread pool the KZG functions of
 *   these settings run on (default: the library's default pool, sized by
 *   BLS381_THREADS; a 1-thread pool runs everything on the caller).
 *
 * Return codes: C_KZG_OK on success; C_KZG_BADARGS for malformed input (a
 * non-canonical field element, a point not on the curve or not in the
 * subgroup, bad flags, a wrong count or index, NULL); C_KZG_MALLOC when
 * memory runs out; C_KZG_ERROR for an internal failure. Verifiers return
 * C_KZG_OK with *ok = false for a well-formed proof that does not verify,
 * and clear *ok first. Outputs are written only on C_KZG_OK.
 *
 * Every function is thread safe on shared, loaded settings.
 *
 * Public data only: nothing here is constant time. Blobs, commitments,
 * proofs, cells and the setup are public in Ethereum (bls381.h).
 */
#ifndef BLS381_KZG_H
#define BLS381_KZG_H

#include <stdbool.h>
#include <stdint.h>

#include "bls381_curve.h"
#include "bls381_pairing.h"
#include "bls381_pool.h"

#ifdef __cplusplus
extern "C" {
#endif

#define BYTES_PER_COMMITMENT 48
#define BYTES_PER_PROOF 48
#define BYTES_PER_FIELD_ELEMENT 32
#define BITS_PER_FIELD_ELEMENT 255 /* r < 2^255 */
#define FIELD_ELEMENTS_PER_BLOB 4096
#define BYTES_PER_BLOB (FIELD_ELEMENTS_PER_BLOB * BYTES_PER_FIELD_ELEMENT)
#define LOG_EXPANSION_FACTOR 1
#define FIELD_ELEMENTS_PER_EXT_BLOB (FIELD_ELEMENTS_PER_BLOB << LOG_EXPANSION_FACTOR)
#define FIELD_ELEMENTS_PER_CELL 64
#define BYTES_PER_CELL (FIELD_ELEMENTS_PER_CELL * BYTES_PER_FIELD_ELEMENT)
#define CELLS_PER_BLOB (FIELD_ELEMENTS_PER_BLOB / FIELD_ELEMENTS_PER_CELL)
#define CELLS_PER_EXT_BLOB (FIELD_ELEMENTS_PER_EXT_BLOB / FIELD_ELEMENTS_PER_CELL)

typedef enum {
    C_KZG_OK = 0,  /* success */
    C_KZG_BADARGS, /* the input is invalid */
    C_KZG_ERROR,   /* internal error: should never happen */
    C_KZG_MALLOC,  /* out of memory */
} C_KZG_RET;

typedef struct { uint8_t bytes[32]; } Bytes32;
typedef struct { uint8_t bytes[48]; } Bytes48;
typedef struct { uint8_t bytes[BYTES_PER_BLOB]; } Blob;
typedef struct { uint8_t bytes[BYTES_PER_CELL]; } Cell;
typedef Bytes48 KZGCommitment;
typedef Bytes48 KZGProof;

/* Our internal element types, named as c-kzg-4844 names its own;
 * compat/ckzg.h names c-kzg's (blst's layouts) instead. */
#ifndef BLS381_CKZG_BLST_TYPES
typedef bls381_fr fr_t;
typedef bls381_g1_affine g1_t;
typedef bls381_g2_affine g2_t;
#endif

typedef struct bls381_kzg_domain bls381_kzg_domain;           /* roots of unity */
typedef struct bls381_kzg_fixed_base bls381_kzg_fixed_base; /* precomputed MSM tables */
typedef struct bls381_kzg_fk20 bls381_kzg_fk20;             /* FK20 (EIP-7594) tables */

/* Ten words, as c-kzg-4844's KZGSettings (8 pointers and 2 size_t), so a
 * binding that allocates c-kzg's struct itself (Rust's generated.rs) can
 * hold ours; kzg/settings.c asserts the size. Moving or copying it by value
 * is allowed (nothing points into it). */
typedef struct {
    /* the roots of unity of order FIELD_ELEMENTS_PER_EXT_BLOB (w^0 .. w^8192) */
    const bls381_kzg_domain *domain;
    /* the same 8192 roots in bit-reversed order; the first 4096 of them are
     * the blob domain (roots of order 4096) in bit-reversed order */
    const bls381_fr *brp_roots_of_unity;
    /* setup points, affine, validated: G1 monomial [s^i]G1 (4096), G1
     * Lagrange in bit-reversed order (4096), G2 monomial [s^i]G2 (65) */
    const bls381_g1_affine *g1_values_monomial;
    const bls381_g1_affine *g1_values_lagrange_brp;
    const bls381_g2_affine *g2_values_monomial;
    /* the G2 generator and [s]G2 prepared for pairings (2 entries) */
    const bls381_g2_prepared *g2_prepared;
    /* precomputed tables; NULL when not built */
    const bls381_kzg_fixed_base *fixed_base;
    const bls381_kzg_fk20 *fk20;
    /* the pool the functions run on; NULL means bls381_pool_default() */
    bls381_pool *pool;
    /* memory owned by these settings (freed by free_trusted_setup); NULL
     * for the embedded mainnet settings */
    void *owned;
} KZGSettings;

/* --------------------------------------------------------- trusted setup */

/* Loads a setup from its three point lists (compressed points, the layout
 * of c-kzg-4844): num_g1_monomial_bytes = num_g1_lagrange_bytes = 4096*48,
 * num_g2_monomial_bytes = 65*96. Every point is checked (encoding, curve,
 * subgroup), and the lists must be one powers-of-tau setup in the expected
 * order: G1 [s^i]G1 and G2 [s^i]G2 for one secret s != 0, starting at the
 * generators, and the Lagrange points [l_j(s)]G1 over the 4096-th roots of
 * unity (natural order), checked by one pairing product over random linear
 * combinations of the three lists, with coefficients fresh from the OS
 * (kzg/setup.c); any other list gives C_KZG_BADARGS (a wrong list passes
 * with probability about 2^-255), and C_KZG_ERROR when the OS gives no
 * random bytes. Degenerate setups are C_KZG_BADARGS too: any point at
 * infinity in any of the three lists, which refuses every secret whose
 * powers are known (s = 0, and every 4096-th root of unity, s = 1 and
 * s = -1 among them: all Lagrange points but one are then at infinity,
 * and under s = 1 a false opening verifies). The FK20 tables of EIP-7594 are computed here (the FFTs of the
 * setup's 64 columns: 8192 points, 0.79 MB).
 * precompute (0..15, as c-kzg-4844) selects fixed-base tables for the FK20
 * MSMs of compute_cells_and_kzg_proofs and recover_cells_and_kzg_proofs:
 * 0 none; P > 0 stores [2^(P w)] of each of the 8192 points for the
 * ceil(129/P) windows of a GLV half-scalar, 0.79 MB per window (P = 8:
 * 17 windows, 13.4 MB; FOOTPRINT.md has the measured sizes, and
 * tests/test_doc_figures.c keeps this header's figures true), so all windows
 * of an MSM share one set of 2^(P-1) buckets and no doubling is left.
 * Small P costs memory and, below 6, measured slower than no table, so P =
 * 1 to 5 build no FK20 table; large P costs bucket work; 8 to 10 are the
 * fastest. Any P > 0 also builds the fixed-base table of the 4096 Lagrange
 * points for blob_to_kzg_commitment and the EIP-4844 proofs (its own
 * window, chosen by bls381_g1_fixed_table_size; its size, from make
 * footprint, is in FOOTPRINT.md).
 * out is written on C_KZG_OK only and never read (an uninitialised,
 * malloc'd KZGSettings is fine); the loaded settings run on the default
 * pool: choose another with bls381_kzg_settings_use_pool after loading. */
BLS381_API C_KZG_RET load_trusted_setup(KZGSettings *out, const uint8_t *g1_monomial_bytes, uint64_t num_g1_monomial_bytes,
                             const uint8_t *g1_lagrange_bytes, uint64_t num_g1_lagrange_bytes,
                             const uint8_t *g2_monomial_bytes, uint64_t num_g2_monomial_bytes,
                             uint64_t precompute);

/* load_trusted_setup_file (c-kzg-4844's text format, from a FILE *) is
 * declared in kzg_setup_file.h, so that this header needs no <stdio.h>. */

/* Frees what load_trusted_setup* allocated; the settings are then empty.
 * NULL and the embedded settings are ignored. */
BLS381_API void free_trusted_setup(KZGSettings *s);

/* --------------------------------------------------------------- EIP-4844 */

/*
 * The EIP-4844 functions (deneb/polynomial-commitments.md of the consensus
 * specs). For all six: every pointer is required (C_KZG_BADARGS when one
 * is NULL, and for settings without the tables the function reads);
 * outputs are written only on C_KZG_OK; verifiers clear *ok first and give
 * C_KZG_OK with *ok = false for a well-formed proof that does not verify.
 * Inputs in bytes are checked as c-kzg-4844 does: a blob's 4096 field
 * elements and every Bytes32 must be canonical (< r, big-endian), every
 * Bytes48 a compressed G1 point on the curve and in the subgroup (the
 * infinity encoding included); anything else is C_KZG_BADARGS. Timing:
 * variable time, public inputs (the header's opening comment). Threads:
 * thread safe on shared settings; the MSMs run on the settings' pool
 * (bls381_kzg_settings_use_pool), everything else on the caller.
 */

/* *out = the commitment to the blob (an MSM of its 4096 elements over the
 * Lagrange points; with precompute > 0 over the fixed-base table). Memory:
 * one malloc of bls381_blob_to_kzg_commitment_scratch_size(s) bytes, freed
 * before return (C_KZG_MALLOC when it fails); the _with_scratch variant
 * below takes it from the caller. */
BLS381_API C_KZG_RET blob_to_kzg_commitment(KZGCommitment *out, const Blob *blob, const KZGSettings *s);
/* *proof_out = the proof that the blob's polynomial takes *y_out at
 * *z_bytes (the quotient's commitment; z in the evaluation domain is
 * handled as the specs do). Memory: one malloc of
 * bls381_compute_kzg_proof_scratch_size(s) bytes. */
BLS381_API C_KZG_RET compute_kzg_proof(KZGProof *proof_out, Bytes32 *y_out, const Blob *blob, const Bytes32 *z_bytes,
                            const KZGSettings *s);
/* *out = the proof at the Fiat-Shamir challenge of (blob, commitment); the
 * commitment is decoded and checked but not recomputed (as the specs).
 * Memory as compute_kzg_proof. */
BLS381_API C_KZG_RET compute_blob_kzg_proof(KZGProof *out, const Blob *blob, const Bytes48 *commitment_bytes,
                                 const KZGSettings *s);
/* *ok = whether the proof shows that the committed polynomial takes y at
 * z: one 2-pair pairing check over the settings' prepared G2 points. No
 * heap, runs on the caller. Accepts bls381_kzg_mainnet_verify_settings(). */
BLS381_API C_KZG_RET verify_kzg_proof(bool *ok, const Bytes48 *commitment_bytes, const Bytes32 *z_bytes,
                           const Bytes32 *y_bytes, const Bytes48 *proof_bytes, const KZGSettings *s);
/* *ok = whether the proof is valid for (blob, commitment) at their
 * Fiat-Shamir challenge: the blob evaluated there (barycentric formula),
 * then verify_kzg_proof's check. No heap, runs on the caller. Accepts
 * bls381_kzg_mainnet_verify_settings(). */
BLS381_API C_KZG_RET verify_blob_kzg_proof(bool *ok, const Blob *blob, const Bytes48 *commitment_bytes,
                                const Bytes48 *proof_bytes, const KZGSettings *s);
/* *ok = whether all n (blob, commitment, proof) triples are valid: the
 * specs' random linear combination, one 2-pair pairing check whatever n;
 * n = 0 gives *ok = true (the arrays may then be NULL). The blobs are
 * decoded and evaluated on the settings' pool, the two MSMs too. Memory:
 * one malloc of bls381_verify_blob_kzg_proof_batch_scratch_size(n, s)
 * bytes for n > 0 (C_KZG_MALLOC when it fails or the size overflows).
 * Accepts bls381_kzg_mainnet_verify_settings(). */
BLS381_API C_KZG_RET verify_blob_kzg_proof_batch(bool *ok, const Blob *blobs, const Bytes48 *commitments_bytes,
                                      const Bytes48 *proofs_bytes, uint64_t n, const KZGSettings *s);

/* --------------------------------------------------------------- EIP-7594 */

/*
 * The 128 cells of the blob's extension and their proofs
 * (compute_cells_and_kzg_proofs of the consensus specs, fulu). Either
 * output may be NULL to skip it (c-kzg-4844's compute_cells is this with
 * proofs NULL), not both (C_KZG_BADARGS). The proofs come from FK20
 * (kzg/fk20.h): 128 MSMs of 64 points (about 450 000 batched affine
 * additions; 300 000 with precompute 8) and two FFTs of 128 points over
 * G1. Runs on the settings' pool. Errors: a non-canonical blob element (C_KZG_BADARGS),
 * C_KZG_MALLOC. Outputs written only on C_KZG_OK. Memory: one malloc of
 * bls381_compute_cells_and_kzg_proofs_scratch_size(proofs != NULL, s)
 * bytes, freed before return; the _with_scratch variant below takes it
 * from the caller.
 */
BLS381_API C_KZG_RET compute_cells_and_kzg_proofs(Cell *cells, KZGProof *proofs, const Blob *blob, const KZGSettings *s);

/*
 * All 128 cells and proofs from num_cells of them (recover_cells_and_kzg_proofs
 * of the specs): 64 <= num_cells <= 128, cell_indices strictly ascending
 * (so no duplicate) and below 128, every cell canonical; otherwise
 * C_KZG_BADARGS. The polynomial is recovered as the specs do (vanishing
 * polynomial of the missing cells, division on the coset 7<w_8192>, the
 * first 4096 coefficients kept), then cells and proofs are computed from
 * it. recovered_cells is required; recovered_proofs may be NULL (not
 * computed). Outputs written only on C_KZG_OK. Memory: one malloc of
 * bls381_recover_cells_and_kzg_proofs_scratch_size(recovered_proofs !=
 * NULL, s) bytes (C_KZG_MALLOC when it fails).
 */
BLS381_API C_KZG_RET recover_cells_and_kzg_proofs(Cell *recovered_cells, KZGProof *recovered_proofs,
                                       const uint64_t *cell_indices, const Cell *cells, uint64_t num_cells,
                                       const KZGSettings *s);

/*
 * Verifies num_cells cells at once (verify_cell_kzg_proof_batch of the
 * specs): cell k, at index cell_indices[k] < 128, of the blob committed to
 * by commitments_bytes[k], with proof proofs_bytes[k]. The four arrays have
 * num_cells entries; commitments may repeat (they are deduplicated by
 * their bytes, first occurrence first, as the specs do). One pairing
 * product with the specs' Fiat-Shamir challenge (the universal verification
 * equation). *ok = true for zero cells. C_KZG_BADARGS for an index >= 128,
 * a non-canonical cell element, a commitment or proof that is not a valid
 * compressed G1 point of the subgroup, or NULL arrays with num_cells > 0.
 * The decoding and the MSMs run on the settings' pool. Memory: one malloc
 * of bls381_verify_cell_kzg_proof_batch_scratch_size(num_cells, s) bytes
 * for num_cells > 0 (C_KZG_MALLOC when it fails or the size overflows).
 */
BLS381_API C_KZG_RET verify_cell_kzg_proof_batch(bool *ok, const Bytes48 *commitments_bytes, const uint64_t *cell_indices,
                                      const Cell *cells, const Bytes48 *proofs_bytes, uint64_t num_cells,
                                      const KZGSettings *s);

/* ------------------------------------------------------------ additions */

/* The mainnet setup compiled into the library. Never NULL; shared, read
 * only, never freed. To choose its pool, copy it:
 *     KZGSettings s = *bls381_kzg_mainnet_settings();
 *     bls381_kzg_settings_use_pool(&s, pool); */
BLS381_API const KZGSettings *bls381_kzg_mainnet_settings(void);

/* The part of the embedded setup that EIP-4844 verification reads: the
 * roots of unity and the prepared G2 points (282 KiB of the 2.1 MB), for
 * programs that only verify. verify_kzg_proof, verify_blob_kzg_proof and
 * verify_blob_kzg_proof_batch accept it (same results as with the full
 * settings); every other function returns C_KZG_BADARGS on it. A static
 * program that never calls bls381_kzg_mainnet_settings and is linked with
 * --gc-sections leaves the other tables out (FOOTPRINT.md). Never NULL,
 * read only, copyable as bls381_kzg_mainnet_settings. */
BLS381_API const KZGSettings *bls381_kzg_mainnet_verify_settings(void);

/* The pool the functions run on with these settings (NULL: the default). */
BLS381_API void bls381_kzg_settings_use_pool(KZGSettings *s, bls381_pool *pool);

/*
 * The EIP-4844 functions that need memory, in memory the caller gives:
 * the same results and errors as the c-kzg function of the same name, no
 * heap, and C_KZG_BADARGS when scratch is NULL, not aligned for uint64_t
 * (malloc's alignment will do) or smaller than the matching _scratch_size
 * (never C_KZG_MALLOC); the size is checked before any input is read.
 * Scratch must not be used by another call at the same time; its contents
 * are undefined afterwards. verify_blob_kzg_proof_batch of n = 0 blobs
 * reads no scratch (NULL will do) and gives *ok = true, as c-kzg.
 *
 * Sizes depend on the settings' table (precompute) and on the thread count
 * of their pool (bls381_pool_threads; asking for the size of settings
 * without a pool creates the default pool): take the size from the same
 * settings, with the same pool, as the call. The c-kzg function of each
 * name allocates exactly this size with one malloc.
 *
 * blob_to_kzg_commitment, compute_kzg_proof and compute_blob_kzg_proof:
 *     128 KiB (the blob's field elements; a proof computes its quotient in
 *     place) + the MSM's scratch: bls381_g1_msm_scratch_size(4096, threads)
 *     without a table (precompute 0, the embedded settings),
 *     bls381_g1_msm_fixed_scratch_size(table, threads) with one.
 * verify_blob_kzg_proof_batch of n blobs:
 *     360 n + 128 + the scratch of its two MSMs (2 n + 1 and n terms) as
 *     msm/ runs them (msm/batch.h, the plan of msm/cost.c): one after
 *     another in one region (the larger one's
 *     bls381_g1_msm_config_scratch_size(.., threads, NULL)), or side by
 *     side on a pool (the sum of their parts).
 * The sizes are SIZE_MAX when they do not fit in size_t, and 0 for
 * settings without setup points (the calls then give C_KZG_BADARGS).
 */
BLS381_API size_t bls381_blob_to_kzg_commitment_scratch_size(const KZGSettings *s);
BLS381_API C_KZG_RET bls381_blob_to_kzg_commitment_with_scratch(KZGCommitment *out, const Blob *blob,
                                                                const KZGSettings *s, void *scratch,
                                                                size_t scratch_size);
/* for compute_kzg_proof and compute_blob_kzg_proof */
BLS381_API size_t bls381_compute_kzg_proof_scratch_size(const KZGSettings *s);
BLS381_API C_KZG_RET bls381_compute_kzg_proof_with_scratch(KZGProof *proof_out, Bytes32 *y_out, const Blob *blob,
                                                           const Bytes32 *z_bytes, const KZGSettings *s,
                                                           void *scratch, size_t scratch_size);
BLS381_API C_KZG_RET bls381_compute_blob_kzg_proof_with_scratch(KZGProof *out, const Blob *blob,
                                                                const Bytes48 *commitment_bytes, const KZGSettings *s,
                                                                void *scratch, size_t scratch_size);
BLS381_API size_t bls381_verify_blob_kzg_proof_batch_scratch_size(uint64_t n, const KZGSettings *s);
BLS381_API C_KZG_RET bls381_verify_blob_kzg_proof_batch_with_scratch(bool *ok, const Blob *blobs,
                                                                     const Bytes48 *commitments_bytes,
                                                                     const Bytes48 *proofs_bytes, uint64_t n,
                                                                     const KZGSettings *s, void *scratch,
                                                                     size_t scratch_size);

/*
 * The EIP-7594 functions in memory the caller gives, on the same terms as
 * the EIP-4844 ones above: the same results and errors as the c-kzg
 * function of the same name, no heap, C_KZG_BADARGS when scratch is NULL,
 * not aligned for uint64_t or smaller than the matching _scratch_size
 * (never C_KZG_MALLOC), the size checked before any input is read; scratch
 * not shared with another call at the same time, its contents undefined
 * afterwards. verify_cell_kzg_proof_batch of 0 cells reads no scratch
 * (NULL will do) and gives *ok = true, as c-kzg. The parallel parts
 * (FK20's column FFTs and MSMs, the cells' decoding, the two MSMs of the
 * verification) work in their own parts of the scratch: per pool slot,
 * or per piece of work. Timing: variable time, public inputs (the
 * header's opening comment). Threads: thread safe on shared settings, each
 * call with its own scratch.
 *
 * Sizes depend on the settings (their FK20 table, precompute) and on the
 * thread count of their pool, as above: take the size from the same
 * settings, with the same pool, as the call. The c-kzg function of each
 * name allocates exactly this size with one malloc. `proofs` says whether
 * the call computes proofs (recovered_proofs or proofs not NULL): without,
 * the size is smaller (no FK20); a size taken with proofs also serves a
 * call without. FOOTPRINT.md lists the sizes, from make footprint:
 *
 * compute_cells_and_kzg_proofs:
 *     128 KiB (the blob's coefficients), and without proofs 128 KiB more
 *     (the values of the 64 extension cells); with proofs, 12 KiB (the
 *     proofs as points) and FK20's scratch in place of the second 128 KiB:
 *     256 KiB of scalars, 30 KiB of points and the many-MSM's
 *     (msm/many.c: per thread the bucket work of two of the 128 MSMs, and
 *     with a precompute table the bucket sums of all 128).
 * recover_cells_and_kzg_proofs:
 *     128 KiB (the recovered coefficients) + 512 KiB (the recovery's two
 *     arrays of 8192 elements); with proofs, 12 KiB more and the larger of
 *     the 512 KiB and FK20's scratch (they take turns).
 * verify_cell_kzg_proof_batch of n cells:
 *     2440 n + 270464 bytes of lists (the cells' values, the powers of the
 *     challenge, the MSMs' points and scalars, the deduplication's
 *     indices, 256 KiB for the interpolations), then the scratch of the
 *     two MSMs (n terms, and n + 65 to 2 n + 64: the count is known only
 *     after deduplication) as msm/ runs them (msm/batch.h, the plan of
 *     msm/cost.c: one after another, side by side on a pool, or packed
 *     into one many-MSM call), sized for every count they can have.
 * The sizes are SIZE_MAX when they do not fit in size_t, and 0 for
 * settings without the tables the call reads (the calls then give
 * C_KZG_BADARGS).
 */
BLS381_API size_t bls381_compute_cells_and_kzg_proofs_scratch_size(bool proofs, const KZGSettings *s);
BLS381_API C_KZG_RET bls381_compute_cells_and_kzg_proofs_with_scratch(Cell *cells, KZGProof *proofs, const Blob *blob,
                                                                      const KZGSettings *s, void *scratch,
                                                                      size_t scratch_size);
BLS381_API size_t bls381_recover_cells_and_kzg_proofs_scratch_size(bool proofs, const KZGSettings *s);
BLS381_API C_KZG_RET bls381_recover_cells_and_kzg_proofs_with_scratch(Cell *recovered_cells,
                                                                      KZGProof *recovered_proofs,
                                                                      const uint64_t *cell_indices,
                                                                      const Cell *cells, uint64_t num_cells,
                                                                      const KZGSettings *s, void *scratch,
                                                                      size_t scratch_size);
BLS381_API size_t bls381_verify_cell_kzg_proof_batch_scratch_size(uint64_t num_cells, const KZGSettings *s);
BLS381_API C_KZG_RET bls381_verify_cell_kzg_proof_batch_with_scratch(bool *ok, const Bytes48 *commitments_bytes,
                                                                     const uint64_t *cell_indices,
                                                                     const Cell *cells, const Bytes48 *proofs_bytes,
                                                                     uint64_t num_cells, const KZGSettings *s,
                                                                     void *scratch, size_t scratch_size);

/* The consensus specs' internal helpers, exposed for their test vectors:
 * the Fiat-Shamir challenge of a blob (compute_challenge; the commitment's
 * bytes are hashed as given) and of a cell batch
 * (compute_verify_cell_kzg_proof_batch_challenge: num_commitments
 * commitments, hashed as given, and num_cells cells with their commitment
 * index, cell index and proof bytes; C_KZG_BADARGS for a commitment index
 * >= num_commitments, a cell index >= 128 or a non-canonical cell element).
 * Outputs are 32-byte big-endian field elements. */
BLS381_API void bls381_kzg_compute_challenge(Bytes32 *out, const Blob *blob, const Bytes48 *commitment);
BLS381_API C_KZG_RET bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(
    Bytes32 *out, const Bytes48 *commitments_bytes, uint64_t num_commitments, const uint64_t *commitment_indices,
    const uint64_t *cell_indices, const Cell *cells, const Bytes48 *proofs_bytes, uint64_t num_cells);

#ifdef __cplusplus
}
#endif
#endif
