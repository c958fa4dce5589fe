/* Constant-time checks for the signature layer: KeyGen on a secret IKM and
 * key_info, secret key bytes, SkToPk, signing (hashed and on a message) and
 * PopProve with a secret key. The public key, signatures and proofs are
 * public by design. */
#include "ctime.h"
#include "sig/sig.h"

/* replaces the library's weak no-op: KeyGen's SK = 0 test is public */
void bls381_sig_declassify(const void *p, size_t n) { ct_public((void *)p, n); }

CTIME(sig_keygen_sk_to_pk_sign)
{
    uint8_t ikm[40], info[9], skb[32];
    bls381_sig_sk sk, sk2;
    bls381_sig_pk pk;
    bls381_sig_signature sig;
    bls381_g2_affine h;

    ct_random(ikm, sizeof ikm);
    ct_random(info, sizeof info);
    ct_secret(ikm, sizeof ikm);
    ct_secret(info, sizeof info);
    bls381_status s = bls381_sig_keygen(&sk, ikm, sizeof ikm, info, sizeof info);
    ct_public(&s, sizeof s);
    s = bls381_sig_keygen(&sk2, ikm, 32, NULL, 0);
    ct_public(&s, sizeof s);

    /* bytes: the verdict of sk_from_bytes is public, the key is not */
    bls381_sig_sk_to_bytes(skb, &sk);
    s = bls381_sig_sk_from_bytes(&sk2, skb);
    ct_public(&s, sizeof s);

    bls381_sig_sk_to_pk(&pk, &sk);
    ct_public(&pk, sizeof pk);

    bls381_g2_affine_generator(&h);      /* a public hashed message */
    bls381_sig_sign_hashed(&sig, &sk, &h);
    ct_public(&sig, sizeof sig);

    static const uint8_t msg[] = "a public message";
    s = bls381_sig_sign(&sig, &sk, msg, sizeof msg - 1);
    ct_public(&s, sizeof s);
    ct_public(&sig, sizeof sig);
    s = bls381_sig_pop_prove(&sig, &sk);
    ct_public(&s, sizeof s);
    ct_public(&sig, sizeof sig);
    /* the encoders on secret-derived points, before they are published */
    uint8_t pkb[48], sigb[96];
    ct_secret(&pk, sizeof pk);
    ct_secret(&sig, sizeof sig);
    bls381_sig_pk_to_bytes(pkb, &pk);
    bls381_sig_to_bytes(sigb, &sig);
    bls381_sig_sk_clear(&sk);
    bls381_sig_sk_clear(&sk2);
}
