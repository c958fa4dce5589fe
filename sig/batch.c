/*
 * Batch verification of n (PK_i, H(m_i), sig_i) triples with a random
 * linear combination (the "small exponents" test of Bellare, Garay and
 * Rabin, 1998; for BLS, see Boneh, Drijvers, Neven 2018 and the Ethereum
 * research note "Fast verification of multiple BLS signatures", 2019):
 *
 *     prod_i e([r_i] PK_i, H(m_i)) * e(-G1, sum_i [r_i] sig_i) = 1
 *
 * with independent random nonzero 64-bit r_i. If every triple verifies the
 * product is 1. If some triple does not, e(PK_i, H(m_i)) / e(G1, sig_i) is
 * a nontrivial element of GT (order r, prime), so the product is 1 for at
 * most one value of r_i mod r given the others: the batch passes with
 * probability at most 2^-64. The r_i come from the OS after the inputs are
 * fixed, so a forger cannot aim at them; they need not stay secret
 * afterwards, and the arithmetic on them is variable time.
 *
 * Cost: n G1 multiplications by 64-bit scalars, one G2 multi-scalar
 * multiplication, an (n + 1)-pair Miller loop and one final
 * exponentiation, against n pairing checks of two pairs. With a pool, the
 * G1 multiplications, the MSM and the Miller loop are split among its
 * threads. Memory: one scratch block (bls381_sig_batch_verify_scratch_size),
 * from the caller (the _with_scratch functions) or from malloc.
 */
#include "sig/sig.h"
#include "msm/msm.h"
#include "bls381_msm.h"
#include "bls381_rand.h"
#include "sys/size.h"

#include <stdlib.h>

#define SCALE_CHUNK 8

typedef struct {
    const bls381_sig_pk *pks;
    const bls381_fr *r;
    bls381_g1_affine *out;
} scale_job;

/* out[i] = [r_i] PK_i for i in [begin, end), one inversion per chunk */
static void scale_range(void *arg, size_t begin, size_t end, unsigned slot)
{
    const scale_job *j = arg;
    bls381_g1 t[SCALE_CHUNK];
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        bls381_g1_from_affine(&t[i - begin], &j->pks[i].p);
        bls381_g1_mul_vartime(&t[i - begin], &t[i - begin], &j->r[i]);
    }
    bls381_g1_batch_to_affine(j->out + begin, t, end - begin);
}

/* The scratch: pairs p[n + 1], q[n + 1], scalars r[n], random words
 * rnd[n], then the G2 MSM's scratch (every part a multiple of 8 bytes). */
typedef struct {
    bls381_g1_affine *p;
    bls381_g2_affine *q;
    bls381_fr *r;
    uint64_t *rnd;
    void *msm;
    size_t msm_size;
} batch_scratch;

static size_t pairs_size(size_t n)
{
    size_t per = sizeof(bls381_g1_affine) + sizeof(bls381_g2_affine) + sizeof(bls381_fr) + sizeof(uint64_t);
    return bls381_size_add(bls381_size_mul(n, per), sizeof(bls381_g1_affine) + sizeof(bls381_g2_affine));
}

size_t bls381_sig_batch_verify_scratch_size(size_t n, size_t threads)
{
    return bls381_size_add(pairs_size(n), bls381_g2_msm_scratch_size_u64(n, threads ? threads : 1));
}

/* the parts of a scratch of `size` bytes; false when it is NULL, not
 * aligned for uint64_t or too small */
static bool split_scratch(batch_scratch *b, void *scratch, size_t size, size_t n, bls381_pool *pool)
{
    size_t need = bls381_sig_batch_verify_scratch_size(n, bls381_pool_threads(pool));
    if (!bls381_scratch_ok(scratch, size, need)) return false;
    uint8_t *at = scratch;
    b->p = (bls381_g1_affine *)(void *)at;
    at += (n + 1) * sizeof *b->p;
    b->q = (bls381_g2_affine *)(void *)at;
    at += (n + 1) * sizeof *b->q;
    b->r = (bls381_fr *)(void *)at;
    at += n * sizeof *b->r;
    b->rnd = (uint64_t *)(void *)at;
    at += n * sizeof *b->rnd;
    b->msm = at;
    b->msm_size = size - pairs_size(n);
    return true;
}

/* the check, with q[0..n) already holding H(m_i) */
static bls381_status batch_check(bool *ok, const bls381_sig_pk *pks, const bls381_sig_signature *sigs, size_t n,
                                 bls381_pool *pool, const batch_scratch *b)
{
    bls381_status s = bls381_os_random(b->rnd, n * sizeof *b->rnd);
    if (s != BLS381_OK) return s;
    for (size_t i = 0; i < n; i++) bls381_fr_from_u64(&b->r[i], b->rnd[i] ? b->rnd[i] : 1);

    /* [r_i] PK_i, paired with H(m_i) */
    scale_job job = { pks, b->r, b->p };
    bls381_pool_parallel_for(pool, n, SCALE_CHUNK, scale_range, &job);

    /* -G1 paired with sum_i [r_i] sig_i */
    s = bls381_g2_msm_vartime(&b->q[n], bls381_sig_points(sigs), b->r, n, b->msm, b->msm_size, pool);
    if (s != BLS381_OK) return s;
    bls381_sig_neg_generator(&b->p[n]);

    *ok = bls381_pairing_check(b->p, b->q, n + 1, pool);
    return BLS381_OK;
}

static bool any_key_at_infinity(const bls381_sig_pk *pks, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (bls381_g1_affine_is_infinity(&pks[i].p)) return true;
    return false;
}

/* the argument checks, each shared by a function and its _with_scratch
 * twin (clearing *ok first) */
static bool bad_hashed_args(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h,
                            const bls381_sig_signature *sigs, size_t n)
{
    if (ok) *ok = false;
    return !ok || ((!pks || !h || !sigs) && n > 0);
}
static bool bad_msgs_args(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs, const size_t *msg_lens,
                          const bls381_sig_signature *sigs, size_t n)
{
    if (ok) *ok = false;
    return !ok || ((!pks || !msgs || !msg_lens || !sigs) && n > 0);
}

bls381_status bls381_sig_batch_verify_hashed_with_scratch(bool *ok, const bls381_sig_pk *pks,
                                                          const bls381_g2_affine *h, const bls381_sig_signature *sigs,
                                                          size_t n, bls381_pool *pool, void *scratch, size_t size)
{
    if (bad_hashed_args(ok, pks, h, sigs, n)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    batch_scratch b; /* checked first: a count the scratch cannot hold is refused before the arrays are read */
    if (!split_scratch(&b, scratch, size, n, pool)) return BLS381_ERR_BADARGS;
    if (any_key_at_infinity(pks, n)) return BLS381_OK;
    for (size_t i = 0; i < n; i++) b.q[i] = h[i];
    return batch_check(ok, pks, sigs, n, pool, &b);
}

bls381_status bls381_sig_batch_verify_with_scratch(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs,
                                                   const size_t *msg_lens, const bls381_sig_signature *sigs, size_t n,
                                                   bls381_pool *pool, void *scratch, size_t size)
{
    if (bad_msgs_args(ok, pks, msgs, msg_lens, sigs, n)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    batch_scratch b; /* checked first: a count the scratch cannot hold is refused before the arrays are read */
    if (!split_scratch(&b, scratch, size, n, pool)) return BLS381_ERR_BADARGS;
    for (size_t i = 0; i < n; i++)
        if (!msgs[i] && msg_lens[i] > 0) return BLS381_ERR_BADARGS;
    if (any_key_at_infinity(pks, n)) return BLS381_OK;
    bls381_status s = bls381_sig_hash_messages(b.q, msgs, msg_lens, n, pool);
    if (s != BLS381_OK) return s;
    return batch_check(ok, pks, sigs, n, pool, &b);
}

bls381_status bls381_sig_batch_verify_hashed(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h,
                                             const bls381_sig_signature *sigs, size_t n, bls381_pool *pool)
{
    if (bad_hashed_args(ok, pks, h, sigs, n)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    /* allocated first: a count too large for memory fails before the arrays are read */
    size_t size = bls381_sig_batch_verify_scratch_size(n, bls381_pool_threads(pool));
    void *scratch = bls381_scratch_need_ok(size) ? malloc(size) : NULL;
    if (!scratch) return BLS381_ERR_MALLOC;
    bls381_status s = bls381_sig_batch_verify_hashed_with_scratch(ok, pks, h, sigs, n, pool, scratch, size);
    free(scratch);
    return s;
}

bls381_status bls381_sig_batch_verify(bool *ok, const bls381_sig_pk *pks, const uint8_t *const *msgs,
                                      const size_t *msg_lens, const bls381_sig_signature *sigs, size_t n,
                                      bls381_pool *pool)
{
    if (bad_msgs_args(ok, pks, msgs, msg_lens, sigs, n)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    /* allocated first: a count too large for memory fails before the arrays are read */
    size_t size = bls381_sig_batch_verify_scratch_size(n, bls381_pool_threads(pool));
    void *scratch = bls381_scratch_need_ok(size) ? malloc(size) : NULL;
    if (!scratch) return BLS381_ERR_MALLOC;
    bls381_status s = bls381_sig_batch_verify_with_scratch(ok, pks, msgs, msg_lens, sigs, n, pool, scratch, size);
    free(scratch);
    return s;
}
