/*
 * The pairing check of aggregate verification without heap memory:
 *     prod_{i<n} e(PK_i, H(m_i)) * e(-G1, sig) = 1
 * over n + 1 pairs, pair i < n being (PK_i, H(m_i)) and pair n (-G1, sig).
 * The pairs are streamed through a stack buffer of CHUNK pairs: each chunk
 * gets its hashed messages (hash_to_curve now, or copied when given) and
 * runs its own multi-Miller loop, and the chunks' values are multiplied
 * before the one final exponentiation. A Miller loop's value is the
 * product of its pairs' values however they are grouped, so the verdict
 * is that of a single (n + 1)-pair check; each chunk adds only its own 63
 * Fp12 squarings (under 1% of a chunk's hashing and line work).
 *
 * With a pool the pairs are cut as the pairing layer cuts its Miller loops
 * (bls381_pairing_pieces: contiguous pieces of at least MIN_PER_PIECE
 * pairs, one per parallel task), each streaming its own chunks into its
 * own product.
 *
 * Also here: the negated generator of every verification's second pair,
 * aggregation of signatures and aggregate verification on hashed
 * messages (signature.c calls this file, never the other way).
 */
#include "sig/sig.h"

#define CHUNK 32
#define MIN_PER_PIECE 4

void bls381_sig_neg_generator(bls381_g1_affine *r)
{
    bls381_g1_affine_generator(r);
    bls381_g1_affine_neg(r, r);
}

bls381_status bls381_sig_aggregate(bls381_sig_signature *out, const bls381_sig_signature *sigs, size_t n)
{
    if (!out || !sigs || n == 0) return BLS381_ERR_BADARGS;
    bls381_g2 acc;
    bls381_g2_set_infinity(&acc);
    for (size_t i = 0; i < n; i++) bls381_g2_add_affine(&acc, &acc, &sigs[i].s);
    bls381_g2_to_affine(&out->s, &acc);
    return BLS381_OK;
}


typedef struct {
    const bls381_sig_agg_pairs *in;
    size_t per_piece;
    bls381_fp12 part[BLS381_PAIRING_MAX_PIECES];
    bls381_status status[BLS381_PAIRING_MAX_PIECES];
} agg_job;

/* pair i of the check into p, q */
static bls381_status get_pair(bls381_g1_affine *p, bls381_g2_affine *q, const bls381_sig_agg_pairs *in, size_t i)
{
    if (i == in->n) {
        bls381_sig_neg_generator(p);
        *q = in->sig->s;
        return BLS381_OK;
    }
    *p = in->pks[i].p;
    if (in->h) {
        *q = in->h[i];
        return BLS381_OK;
    }
    return bls381_sig_hash_message(q, in->msgs[i], in->lens[i]);
}

/* piece k: the product of the Miller loops of its pairs, CHUNK at a time */
static void agg_piece(void *arg, size_t begin, size_t end, unsigned slot)
{
    agg_job *j = arg;
    (void)slot;
    for (size_t k = begin; k < end; k++) {
        size_t lo = k * j->per_piece, hi = lo + j->per_piece;
        if (hi > j->in->n + 1) hi = j->in->n + 1;
        bls381_g1_affine p[CHUNK];
        bls381_g2_affine q[CHUNK];
        bls381_fp12 f;
        bls381_status s = BLS381_OK;
        bls381_fp12_set_one(&j->part[k]);
        for (size_t at = lo; at < hi && s == BLS381_OK; at += CHUNK) {
            size_t m = hi - at < CHUNK ? hi - at : CHUNK;
            for (size_t i = 0; i < m && s == BLS381_OK; i++) s = get_pair(&p[i], &q[i], j->in, at + i);
            if (s != BLS381_OK) break;
            bls381_miller_loop(&f, p, q, m, NULL);
            bls381_fp12_mul(&j->part[k], &j->part[k], &f);
        }
        j->status[k] = s;
    }
}

bls381_status bls381_sig_agg_check(bool *ok, const bls381_sig_agg_pairs *in, bls381_pool *pool)
{
    size_t pieces;
    agg_job j;
    j.in = in;
    bls381_pairing_pieces(&pieces, &j.per_piece, in->n + 1, MIN_PER_PIECE, pool);
    bls381_pool_parallel_for(pool, pieces, 1, agg_piece, &j);
    for (size_t k = 0; k < pieces; k++)
        if (j.status[k] != BLS381_OK) return j.status[k];
    for (size_t k = 1; k < pieces; k++) bls381_fp12_mul(&j.part[0], &j.part[0], &j.part[k]);
    bls381_final_exp_vartime(&j.part[0], &j.part[0]);   /* public data */
    *ok = bls381_fp12_is_one(&j.part[0]);
    return BLS381_OK;
}

bls381_status bls381_sig_aggregate_verify_hashed(bool *ok, const bls381_sig_pk *pks, const bls381_g2_affine *h,
                                                 size_t n, const bls381_sig_signature *sig, bls381_pool *pool)
{
    if (ok) *ok = false;
    if (!ok || ((!pks || !h) && n > 0) || !sig) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    for (size_t i = 0; i < n; i++)
        if (bls381_g1_affine_is_infinity(&pks[i].p)) return BLS381_OK;
    bls381_sig_agg_pairs in = { pks, h, NULL, NULL, sig, n };
    return bls381_sig_agg_check(ok, &in, pool);
}
