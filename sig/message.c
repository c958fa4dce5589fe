/*
 * The proof-of-possession scheme on messages (draft-irtf-cfrg-bls-signature-05
 * sections 2.6-2.9 and 3.3): each message is hashed to G2 with
 * hash_to_curve and the ciphersuite's DST (BLS381_SIG_DST), then the core
 * operations of signature.c and batch.c run on the hashed points. PopProve
 * and PopVerify hash the 48-byte public key with BLS381_SIG_POP_DST
 * (section 3.3.2). Lists of messages are hashed in parallel on the pool
 * (aggregate verification hashes them as it streams its pairs:
 * sig/aggregate.c).
 */
#include "sig/sig.h"
#include "bls381_h2c.h"

#include <stdatomic.h>
#include <string.h>

static const uint8_t POP_DST[] = BLS381_SIG_POP_DST;

typedef struct {
    const uint8_t *const *msgs;
    const size_t *lens;
    bls381_g2_affine *h;
    atomic_int failed;
} hash_job;

static void hash_range(void *arg, size_t begin, size_t end, unsigned slot)
{
    hash_job *j = arg;
    (void)slot;
    for (size_t i = begin; i < end; i++)
        if (bls381_sig_hash_message(&j->h[i], j->msgs[i], j->lens[i]) != BLS381_OK)
            atomic_store(&j->failed, 1);
}

bls381_status bls381_sig_hash_messages(bls381_g2_affine *h, const uint8_t *const *msgs, const size_t *lens, size_t n,
                                       bls381_pool *pool)
{
    for (size_t i = 0; i < n; i++)
        if (!msgs[i] && lens[i] > 0) return BLS381_ERR_BADARGS;
    hash_job job = { msgs, lens, h, 0 };
    atomic_init(&job.failed, 0);
    bls381_pool_parallel_for(pool, n, 1, hash_range, &job);
    return atomic_load(&job.failed) ? BLS381_ERR_BADARGS : BLS381_OK;
}

bls381_status bls381_sig_sign(bls381_sig_signature *sig, const bls381_sig_sk *sk, const uint8_t *msg, size_t msg_len)
{
    if (!sig || !sk || (!msg && msg_len > 0)) return BLS381_ERR_BADARGS;
    bls381_g2_affine h;
    bls381_status s = bls381_sig_hash_message(&h, msg, msg_len);
    if (s != BLS381_OK) return s;
    bls381_sig_sign_hashed(sig, sk, &h);
    return BLS381_OK;
}

bls381_status bls381_sig_verify(bool *ok, const bls381_sig_pk *pk, const uint8_t *msg, size_t msg_len,
                                const bls381_sig_signature *sig)
{
    if (ok) *ok = false;
    if (!ok || !pk || !sig || (!msg && msg_len > 0)) return BLS381_ERR_BADARGS;
    bls381_g2_affine h;
    bls381_status s = bls381_sig_hash_message(&h, msg, msg_len);
    if (s != BLS381_OK) return s;
    return bls381_sig_verify_hashed(ok, pk, &h, sig);
}

bls381_status bls381_sig_fast_aggregate_verify(bool *ok, const bls381_sig_pk *pks, size_t n, const uint8_t *msg,
                                               size_t msg_len, const bls381_sig_signature *sig)
{
    if (ok) *ok = false;
    if (!ok || (!pks && n > 0) || !sig || (!msg && msg_len > 0)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    bls381_g2_affine h;
    bls381_status s = bls381_sig_hash_message(&h, msg, msg_len);
    if (s != BLS381_OK) return s;
    return bls381_sig_fast_aggregate_verify_hashed(ok, pks, n, &h, sig);
}

bls381_status bls381_sig_aggregate_verify(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs,
                                          const size_t *msg_lens, size_t n, const bls381_sig_signature *sig,
                                          bls381_pool *pool)
{
    if (ok) *ok = false;
    if (!ok || ((!pks || !msgs || !msg_lens) && n > 0) || !sig) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    for (size_t i = 0; i < n; i++) {
        if (!msgs[i] && msg_lens[i] > 0) return BLS381_ERR_BADARGS;
        if (bls381_g1_affine_is_infinity(&pks[i].p)) return BLS381_OK;
    }
    bls381_sig_agg_pairs in = { pks, NULL, msgs, msg_lens, sig, n };
    return bls381_sig_agg_check(ok, &in, pool);
}

bls381_status bls381_sig_pop_prove(bls381_sig_signature *proof, const bls381_sig_sk *sk)
{
    if (!proof || !sk) return BLS381_ERR_BADARGS;
    bls381_sig_pk pk;
    uint8_t b[BLS381_SIG_PK_BYTES];
    bls381_g2_affine h;
    bls381_sig_sk_to_pk(&pk, sk);
    bls381_sig_pk_to_bytes(b, &pk);
    bls381_status s = bls381_sig_hash_to_affine(&h, b, sizeof b, POP_DST, sizeof POP_DST - 1);
    if (s != BLS381_OK) return s;
    bls381_sig_sign_hashed(proof, sk, &h);
    return BLS381_OK;
}

bls381_status bls381_sig_pop_verify(bool *ok, const bls381_sig_pk *pk, const bls381_sig_signature *proof)
{
    if (ok) *ok = false;
    if (!ok || !pk || !proof) return BLS381_ERR_BADARGS;
    uint8_t b[BLS381_SIG_PK_BYTES];
    bls381_g2_affine h;
    bls381_sig_pk_to_bytes(b, pk);
    bls381_status s = bls381_sig_hash_to_affine(&h, b, sizeof b, POP_DST, sizeof POP_DST - 1);
    if (s != BLS381_OK) return s;
    return bls381_sig_verify_hashed(ok, pk, &h, proof);
}
