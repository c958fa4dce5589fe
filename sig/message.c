/*
 * The proof-of-possession scheme on messages (draft-irtf-cfrg-bls-signature-05
 * sections 2.6-2.9 and 3.3): each message is hashed to G2 with
 * hash_to_curve and the ciphersuite's DST (BLS381_SIG_DST), then the core
 * operations of signature.c and batch.c run on the hashed points. PopProve
 * and PopVerify hash the 48-byte public key with BLS381_SIG_POP_DST
 * (section 3.3.2). Lists of messages are hashed in parallel on the pool.
 */
#include "sig/sig.h"
#include "bls381_h2c.h"

#include <stdlib.h>
#include <string.h>

static const uint8_t SIG_DST[] = BLS381_SIG_DST;
static const uint8_t POP_DST[] = BLS381_SIG_POP_DST;

/* h = hash_to_curve(msg) in affine form */
static bls381_status hash_msg(bls381_g2_affine *h, const uint8_t *msg, size_t len, const uint8_t *dst,
                              size_t dst_len)
{
    bls381_g2 t;
    bls381_status s = bls381_hash_to_g2(&t, msg, len, dst, dst_len);
    if (s != BLS381_OK) return s;
    bls381_g2_to_affine(h, &t);
    return BLS381_OK;
}

typedef struct {
    const uint8_t *const *msgs;
    const size_t *lens;
    bls381_g2_affine *h;
    bls381_status *status;
} hash_job;

static void hash_range(void *arg, size_t begin, size_t end, unsigned slot)
{
    const hash_job *j = arg;
    (void)slot;
    for (size_t i = begin; i < end; i++)
        j->status[i] = hash_msg(&j->h[i], j->msgs[i], j->lens[i], SIG_DST, sizeof SIG_DST - 1);
}

/* h[i] = H(msgs[i]) for i < n, hashed on the pool (each piece writes its
 * own entries). BADARGS for a NULL message of nonzero length. */
static bls381_status hash_all(bls381_g2_affine *h, const uint8_t *const *msgs, const size_t *lens, size_t n,
                              bls381_pool *pool)
{
    bls381_status *status = bls381_sig_alloc(n, sizeof *status);
    if (!status) return BLS381_ERR_MALLOC;
    for (size_t i = 0; i < n; i++)
        if (!msgs[i] && lens[i] > 0) {
            free(status);
            return BLS381_ERR_BADARGS;
        }
    hash_job job = { msgs, lens, h, status };
    bls381_pool_parallel_for(pool, n, 1, hash_range, &job);
    bls381_status s = BLS381_OK;
    for (size_t i = 0; i < n && s == BLS381_OK; i++) s = status[i];
    free(status);
    return s;
}

bls381_status bls381_sig_sign(bls381_sig_signature *sig, const bls381_sig_sk *sk, const uint8_t *msg, size_t msg_len)
{
    if (!sig || !sk || (!msg && msg_len > 0)) return BLS381_ERR_BADARGS;
    bls381_g2_affine h;
    bls381_status s = hash_msg(&h, msg, msg_len, SIG_DST, sizeof SIG_DST - 1);
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
    bls381_status s = hash_msg(&h, msg, msg_len, SIG_DST, sizeof SIG_DST - 1);
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
    bls381_status s = hash_msg(&h, msg, msg_len, SIG_DST, sizeof SIG_DST - 1);
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
    bls381_g2_affine *h = bls381_sig_alloc(n, sizeof *h);
    if (!h) return BLS381_ERR_MALLOC;
    bls381_status s = hash_all(h, msgs, msg_lens, n, pool);
    if (s == BLS381_OK) s = bls381_sig_aggregate_verify_hashed(ok, pks, h, n, sig, pool);
    free(h);
    return s;
}

bls381_status bls381_sig_batch_verify(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs,
                                      const size_t *msg_lens, const bls381_sig_signature *sigs, size_t n,
                                      bls381_pool *pool)
{
    if (ok) *ok = false;
    if (!ok || ((!pks || !msgs || !msg_lens || !sigs) && n > 0)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    bls381_g2_affine *h = bls381_sig_alloc(n, sizeof *h);
    if (!h) return BLS381_ERR_MALLOC;
    bls381_status s = hash_all(h, msgs, msg_lens, n, pool);
    if (s == BLS381_OK) s = bls381_sig_batch_verify_hashed(ok, pks, h, sigs, n, pool);
    free(h);
    return s;
}

bls381_status bls381_sig_pop_prove(bls381_sig_signature *proof, const bls381_sig_sk *sk)
{
    if (!proof || !sk) return BLS381_ERR_BADARGS;
    bls381_sig_pk pk;
    uint8_t b[BLS381_SIG_PK_BYTES];
    bls381_g2_affine h;
    bls381_sig_sk_to_pk(&pk, sk);
    bls381_sig_pk_to_bytes(b, &pk);
    bls381_status s = hash_msg(&h, b, sizeof b, POP_DST, sizeof POP_DST - 1);
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
    bls381_status s = hash_msg(&h, b, sizeof b, POP_DST, sizeof POP_DST - 1);
    if (s != BLS381_OK) return s;
    return bls381_sig_verify_hashed(ok, pk, &h, proof);
}
