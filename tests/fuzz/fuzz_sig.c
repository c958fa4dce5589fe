/* Every BLS signature function (include/bls381_sig.h) on arbitrary bytes:
 * parsers (keys, signatures) accept only canonical encodings of valid
 * values and leave outputs untouched otherwise; a key that parses signs
 * messages that verify (plain, hashed, proof of possession); verifiers
 * never crash on any parsed key/signature/message combination, and a
 * signature on another message does not verify. */
#include "fuzz.h"
#include "bls381.h"

#define MAXN 4

static bool all(const void *p, size_t n, uint8_t v)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++) if (b[i] != v) return false;
    return true;
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in);
    uint8_t skb[32], pkb[48], sgb[96], out[96];
    fuzz_bytes(&in, skb, sizeof skb);
    bool ok;

    bls381_sig_sk sk;
    memset(&sk, 0xa5, sizeof sk);
    bls381_status s = bls381_sig_sk_from_bytes(&sk, skb);
    if (s != BLS381_OK) {
        FUZZ_ASSERT(s == BLS381_ERR_BAD_SCALAR && all(&sk, sizeof sk, 0xa5));
        /* KeyGen from the same bytes and any key_info: always a valid key */
        size_t info_len;
        const uint8_t *info = fuzz_take(&in, fuzz_u8(&in) % 64, &info_len);
        FUZZ_ASSERT(bls381_sig_keygen(&sk, skb, (op >> 4) & 1 ? 31 : 32, info, info_len) ==
                    ((op >> 4) & 1 ? BLS381_ERR_BADARGS : BLS381_OK));
        if ((op >> 4) & 1) FUZZ_ASSERT(bls381_sig_keygen(&sk, skb, 32, info, info_len) == BLS381_OK);
    } else {
        bls381_sig_sk_to_bytes(out, &sk);
        FUZZ_ASSERT(!memcmp(out, skb, 32));
    }
    bls381_sig_pk mypk;
    bls381_sig_sk_to_pk(&mypk, &sk);

    size_t mlen;
    const uint8_t *msg = fuzz_take(&in, fuzz_u8(&in) % 80, &mlen);
    bls381_sig_signature mysig;
    FUZZ_ASSERT(bls381_sig_sign(&mysig, &sk, msg, mlen) == BLS381_OK);

    switch (op % 5) {
    case 0: { /* parse a key and a signature; verify the fuzzed triple and ours */
        fuzz_bytes(&in, pkb, sizeof pkb);
        fuzz_bytes(&in, sgb, sizeof sgb);
        bls381_sig_pk pk;
        bls381_sig_signature sig;
        memset(&pk, 0xa5, sizeof pk);
        memset(&sig, 0xa5, sizeof sig);
        bls381_status sp = bls381_sig_pk_from_bytes(&pk, pkb);
        bls381_status ss = bls381_sig_from_bytes(&sig, sgb);
        if (sp == BLS381_OK) {
            bls381_sig_pk_to_bytes(out, &pk);
            FUZZ_ASSERT(!memcmp(out, pkb, 48));
        } else {
            FUZZ_ASSERT(all(&pk, sizeof pk, 0xa5));
            pk = mypk;
        }
        if (ss == BLS381_OK) {
            bls381_sig_to_bytes(out, &sig);
            FUZZ_ASSERT(!memcmp(out, sgb, 96));
        } else {
            FUZZ_ASSERT(all(&sig, sizeof sig, 0xa5));
            sig = mysig;
        }
        FUZZ_ASSERT(bls381_sig_verify(&ok, &pk, msg, mlen, &sig) == BLS381_OK);
        FUZZ_ASSERT(bls381_sig_pop_verify(&ok, &pk, &sig) == BLS381_OK);
        FUZZ_ASSERT(bls381_sig_verify(&ok, &mypk, msg, mlen, &mysig) == BLS381_OK && ok);
        /* the same signature on the message with one more byte */
        uint8_t *m2 = malloc(mlen + 1);
        FUZZ_ASSERT(m2);
        if (mlen) memcpy(m2, msg, mlen);
        m2[mlen] = op;
        FUZZ_ASSERT(bls381_sig_verify(&ok, &mypk, m2, mlen + 1, &mysig) == BLS381_OK && !ok);
        free(m2);
        break;
    }
    case 1: { /* proof of possession, hashed forms */
        bls381_sig_signature proof, sh;
        FUZZ_ASSERT(bls381_sig_pop_prove(&proof, &sk) == BLS381_OK);
        FUZZ_ASSERT(bls381_sig_pop_verify(&ok, &mypk, &proof) == BLS381_OK && ok);
        FUZZ_ASSERT(bls381_sig_pop_verify(&ok, &mypk, &mysig) == BLS381_OK && !ok);
        bls381_g2 h;
        bls381_g2_affine ha;
        FUZZ_ASSERT(bls381_hash_to_g2(&h, msg, mlen, (const uint8_t *)BLS381_SIG_DST, strlen(BLS381_SIG_DST)) ==
                    BLS381_OK);
        bls381_g2_to_affine(&ha, &h);
        bls381_sig_sign_hashed(&sh, &sk, &ha);
        FUZZ_ASSERT(bls381_g2_affine_eq(&sh.s, &mysig.s));
        FUZZ_ASSERT(bls381_sig_verify_hashed(&ok, &mypk, &ha, &sh) == BLS381_OK && ok);
        break;
    }
    default: { /* aggregates over n parsed-or-derived keys and signatures */
        size_t n = 1 + fuzz_u8(&in) % MAXN;
        bls381_sig_pk pks[MAXN];
        bls381_sig_signature sigs[MAXN], agg;
        const uint8_t *msgs[MAXN];
        size_t lens[MAXN];
        bls381_sig_sk k;
        bool all_ok = true;
        for (size_t i = 0; i < n; i++) {
            uint8_t b[32];
            fuzz_bytes(&in, b, 32);
            if (bls381_sig_sk_from_bytes(&k, b) != BLS381_OK) k = sk;
            bls381_sig_sk_to_pk(&pks[i], &k);
            msgs[i] = fuzz_take(&in, fuzz_u8(&in) % 40, &lens[i]);
            uint8_t mode = fuzz_u8(&in);
            if (mode % 4 == 3) { /* a fuzzed signature where it parses */
                fuzz_bytes(&in, sgb, 96);
                if (bls381_sig_from_bytes(&sigs[i], sgb) != BLS381_OK) sigs[i] = mysig;
                all_ok = false;
            } else {
                FUZZ_ASSERT(bls381_sig_sign(&sigs[i], &k, msgs[i], lens[i]) == BLS381_OK);
            }
        }
        FUZZ_ASSERT(bls381_sig_aggregate(&agg, sigs, n) == BLS381_OK);
        FUZZ_ASSERT(bls381_sig_aggregate_verify(&ok, pks, msgs, lens, n, &agg, NULL) == BLS381_OK);
        if (all_ok) FUZZ_ASSERT(ok);
        FUZZ_ASSERT(bls381_sig_batch_verify(&ok, pks, msgs, lens, sigs, n, NULL) == BLS381_OK);
        if (all_ok) FUZZ_ASSERT(ok);
        FUZZ_ASSERT(bls381_sig_fast_aggregate_verify(&ok, pks, n, msg, mlen, &agg) == BLS381_OK);
        if (op % 5 == 4) { /* everyone signs msg: fast aggregate verification holds */
            bls381_sig_signature same[MAXN];
            for (size_t i = 0; i < n; i++) same[i] = mysig;
            bls381_sig_pk keys[MAXN];
            for (size_t i = 0; i < n; i++) keys[i] = mypk;
            FUZZ_ASSERT(bls381_sig_aggregate(&agg, same, n) == BLS381_OK);
            FUZZ_ASSERT(bls381_sig_fast_aggregate_verify(&ok, keys, n, msg, mlen, &agg) == BLS381_OK && ok);
        }
        break;
    }
    }
    bls381_sig_sk_clear(&sk);
    return 0;
}
