/*
 * Signatures: bytes, aggregation, and the core sign and verify equations on
 * messages already hashed to G2 (draft-irtf-cfrg-bls-signature-05 sections
 * 2.6-2.9, 3.3.4):
 *   CoreSign:      sig = [SK] H(m)
 *   CoreVerify:    e(PK, H(m)) = e(G1, sig)
 *   Aggregate:     sig = sum of the signatures
 *   CoreAggregateVerify: prod e(PK_i, H(m_i)) = e(G1, sig)
 *   FastAggregateVerify: CoreVerify with PK = sum of the PK_i.
 * Each verification is one pairing check with -G1 against the signature,
 * so one shared Miller loop and one final exponentiation (aggregate
 * verification streams its pairs: sig/aggregate.c).
 */
#include "sig/sig.h"

void bls381_sig_neg_generator(bls381_g1_affine *r)
{
    bls381_g1_affine_generator(r);
    bls381_g1_affine_neg(r, r);
}

bls381_status bls381_sig_from_bytes(bls381_sig_signature *sig, const uint8_t in[96])
{
    if (!sig || !in) return BLS381_ERR_BADARGS;
    return bls381_g2_decompress(&sig->s, in);
}

void bls381_sig_to_bytes(uint8_t out[96], const bls381_sig_signature *sig) { bls381_g2_compress(out, &sig->s); }

bls381_status bls381_sig_aggregate(bls381_sig_signature *out, const bls381_sig_signature *sigs, size_t n)
{
    if (!out || !sigs || n == 0) return BLS381_ERR_BADARGS;
    bls381_g2 acc;
    bls381_g2_set_infinity(&acc);
    for (size_t i = 0; i < n; i++) bls381_g2_add_affine(&acc, &acc, &sigs[i].s);
    bls381_g2_to_affine(&out->s, &acc);
    return BLS381_OK;
}

void bls381_sig_sign_hashed(bls381_sig_signature *sig, const bls381_sig_sk *sk, const bls381_g2_affine *h)
{
    bls381_g2 t;
    bls381_g2_from_affine(&t, h);
    bls381_g2_mul(&t, &t, &sk->k);
    bls381_g2_to_affine(&sig->s, &t);
}

bls381_status bls381_sig_verify_hashed(bool *ok, const bls381_sig_pk *pk, const bls381_g2_affine *h,
                                       const bls381_sig_signature *sig)
{
    if (ok) *ok = false;
    if (!ok || !pk || !h || !sig) return BLS381_ERR_BADARGS;
    if (bls381_g1_affine_is_infinity(&pk->p)) return BLS381_OK;
    bls381_g1_affine p[2];
    bls381_g2_affine q[2];
    p[0] = pk->p;
    q[0] = *h;
    bls381_sig_neg_generator(&p[1]);
    q[1] = sig->s;
    *ok = bls381_pairing_check(p, q, 2, NULL);
    return BLS381_OK;
}

bls381_status bls381_sig_fast_aggregate_verify_hashed(bool *ok, const bls381_sig_pk *pks, size_t n,
                                                      const bls381_g2_affine *h, const bls381_sig_signature *sig)
{
    if (ok) *ok = false;
    if (!ok || (!pks && n > 0) || !h || !sig) return BLS381_ERR_BADARGS;
    if (n == 0) return BLS381_OK;
    bls381_g1 acc;
    bls381_sig_pk apk;
    bls381_g1_set_infinity(&acc);
    for (size_t i = 0; i < n; i++) {
        if (bls381_g1_affine_is_infinity(&pks[i].p)) return BLS381_OK;
        bls381_g1_add_affine(&acc, &acc, &pks[i].p);
    }
    bls381_g1_to_affine(&apk.p, &acc);
    if (bls381_g1_affine_is_infinity(&apk.p)) return BLS381_OK;   /* keys cancelling out */
    return bls381_sig_verify_hashed(ok, &apk, h, sig);
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
