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
 * threads.
 */
#include "sig/sig.h"
#include "bls381_msm.h"
#include "bls381_rand.h"

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

bls381_status bls381_sig_batch_verify_hashed(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h,
                                             const bls381_sig_signature *sigs, size_t n, bls381_pool *pool)
{
    if (ok) *ok = false;
    if (!ok || ((!pks || !h || !sigs) && n > 0)) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;

    /* allocate first: a count too large for memory fails before the
     * arrays are read */
    size_t threads = bls381_pool_threads(pool);
    size_t msm_size = bls381_g2_msm_scratch_size(n, threads);
    bls381_g1_affine *p = bls381_sig_alloc(bls381_size_add(n, 1), sizeof *p);
    bls381_g2_affine *q = bls381_sig_alloc(bls381_size_add(n, 1), sizeof *q);
    bls381_fr *r = bls381_sig_alloc(n, sizeof *r);
    uint64_t *rnd = bls381_sig_alloc(n, sizeof *rnd);
    void *scratch = bls381_sig_alloc(msm_size, 1);
    bls381_status s = BLS381_ERR_MALLOC;
    if (!p || !q || !r || !rnd || !scratch) goto out;
    s = BLS381_OK;
    for (size_t i = 0; i < n; i++)
        if (bls381_g1_affine_is_infinity(&pks[i].p)) goto out;       /* false */

    s = bls381_os_random(rnd, n * sizeof *rnd);
    if (s != BLS381_OK) goto out;
    for (size_t i = 0; i < n; i++) bls381_fr_from_u64(&r[i], rnd[i] ? rnd[i] : 1);

    /* [r_i] PK_i, paired with H(m_i) */
    scale_job job = { pks, r, p };
    bls381_pool_parallel_for(pool, n, SCALE_CHUNK, scale_range, &job);
    for (size_t i = 0; i < n; i++) q[i] = h[i];

    /* -G1 paired with sum_i [r_i] sig_i */
    s = bls381_g2_msm_vartime(&q[n], bls381_sig_points(sigs), r, n, scratch, msm_size, pool);
    if (s != BLS381_OK) goto out;
    bls381_sig_neg_generator(&p[n]);

    *ok = bls381_pairing_check(p, q, n + 1, pool);
    s = BLS381_OK;
out:
    free(p);
    free(q);
    free(r);
    free(rnd);
    free(scratch);
    return s;
}
