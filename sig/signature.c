/*
 * Signatures: bytes and the core sign and verify equations on messages
 * already hashed to G2 (draft-irtf-cfrg-bls-signature-05 sections
 * 2.6-2.9, 3.3.4):
 *   CoreSign:      sig = [SK] H(m)
 *   CoreVerify:    e(PK, H(m)) = e(G1, sig)
 *   FastAggregateVerify: CoreVerify with PK = sum of the PK_i.
 * Each verification is one pairing check with -G1 against the signature,
 * so one shared Miller loop and one final exponentiation. Aggregate,
 * CoreAggregateVerify (prod e(PK_i, H(m_i)) = e(G1, sig), streamed) and
 * -G1 itself are in sig/aggregate.c.
 */
#include "sig/sig.h"

bls381_status bls381_sig_from_bytes(bls381_sig_signature *sig, const uint8_t in[96])
{
    if (!sig || !in) return BLS381_ERR_BADARGS;
    return bls381_g2_decompress(&sig->s, in);
}

void bls381_sig_to_bytes(uint8_t out[96], const bls381_sig_signature *sig) { bls381_g2_compress(out, &sig->s); }

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

