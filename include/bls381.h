/*
 * bls381 — a dependency-free BLS12-381 stack: fields, curves, pairing, MSM,
 * BLS signatures, the EIP-2537 precompiles (and, in kzg.h, the
 * EIP-4844/EIP-7594 KZG API).
 *
 * Conventions for the whole API:
 * - every external name starts with bls381_ (the KZG API of kzg.h keeps the
 *   c-kzg-4844 names);
 * - functions are constant time in their arguments (no branch and no
 *   memory index depends on them; tests/ctime runs them on secret inputs
 *   under valgrind) except the variable-time ones, which take public data
 *   only and are exactly:
 *   - the functions whose name ends in _vartime;
 *   - every function of the headers whose opening comment says "Public
 *     data only" (bls381_msm.h: "variable time"): bls381_common.h,
 *     bls381_sys.h, bls381_pool.h, bls381_rand.h, bls381_msm.h,
 *     bls381_eip2537.h, kzg.h, kzg_setup_file.h and compat/ckzg_helpers.h
 *     (c-kzg's helpers for its bindings);
 *   - the point decoders (they return at the first failed check, so their
 *     time depends on the flags and on which check fails; the subgroup
 *     check itself is the constant-time one):
 *     bls381_g1_decompress(), bls381_g1_deserialize(),
 *     bls381_g1_decompress_no_subgroup_check(),
 *     bls381_g1_deserialize_no_subgroup_check(), bls381_g2_decompress(),
 *     bls381_g2_deserialize(), bls381_g2_decompress_no_subgroup_check(),
 *     bls381_g2_deserialize_no_subgroup_check(),
 *     bls381_sig_pk_from_bytes(), bls381_sig_pks_from_bytes(),
 *     bls381_sig_pks_from_bytes_with_scratch(),
 *     bls381_sig_pks_from_bytes_scratch_size(), bls381_sig_from_bytes(),
 *     bls381_sig_signatures_from_bytes(),
 *     bls381_sig_signatures_from_bytes_with_scratch(),
 *     bls381_sig_signatures_from_bytes_scratch_size();
 *   - the multi-pair pairing functions (they skip pairs at infinity):
 *     bls381_miller_loop(), bls381_miller_loop_prepared(),
 *     bls381_pairing_check(), bls381_pairing_check_prepared(),
 *     bls381_g2_prepare() (the one-pair bls381_pairing and
 *     bls381_final_exp are constant time);
 *   - the signature verifiers and aggregation: bls381_sig_verify(),
 *     bls381_sig_pop_verify(),
 *     bls381_sig_verify_hashed(), bls381_sig_aggregate(),
 *     bls381_sig_aggregate_verify(), bls381_sig_aggregate_verify_hashed(),
 *     bls381_sig_fast_aggregate_verify(),
 *     bls381_sig_fast_aggregate_verify_hashed(), bls381_sig_batch_verify(),
 *     bls381_sig_batch_verify_hashed(), bls381_sig_batch_verify_with_scratch(),
 *     bls381_sig_batch_verify_hashed_with_scratch(),
 *     bls381_sig_batch_verify_scratch_size().
 *   tests/timing_rule.sh (in make test) keeps this list exact;
 * - fallible functions return bls381_status and write outputs only on
 *   BLS381_OK; verdicts come back through `bool *ok`;
 * - no function below the KZG layer allocates memory.
 */
#ifndef BLS381_H
#define BLS381_H

#include "bls381_common.h"
#include "bls381_sys.h"
#include "bls381_field.h"
#include "bls381_curve.h"
#include "bls381_pairing.h"
#include "bls381_pool.h"
#include "bls381_rand.h"
#include "bls381_sig.h"
#include "bls381_hash.h"
#include "bls381_h2c.h"
#include "bls381_eip2537.h"
#include "bls381_msm.h"

#endif
