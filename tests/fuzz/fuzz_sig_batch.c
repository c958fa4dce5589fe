/* Differential: BLS batch verification (random linear combination, one
 * multi-pairing) against one verification per triple, on up to 6 triples
 * whose signatures are right, on another message, by another key, fuzzed
 * bytes, the identity, or swapped between triples. The verdicts agree
 * (a wrong batch passes with probability about 2^-64). The variant in
 * caller memory, on a scratch the input sizes and aligns, agrees or refuses. */
#include "fuzz.h"
#include "bls381.h"

#define MAXN 6

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    size_t n = fuzz_u8(&in) % (MAXN + 1);
    bls381_sig_pk pks[MAXN];
    bls381_sig_signature sigs[MAXN];
    const uint8_t *msgs[MAXN];
    size_t lens[MAXN];
    bool want = n > 0, ok;
    for (size_t i = 0; i < n; i++) {
        uint8_t b[32], sgb[96];
        bls381_sig_sk k;
        fuzz_bytes(&in, b, 32);
        if (bls381_sig_sk_from_bytes(&k, b) != BLS381_OK)
            FUZZ_ASSERT(bls381_sig_keygen(&k, b, 32, NULL, 0) == BLS381_OK);
        bls381_sig_sk_to_pk(&pks[i], &k);
        msgs[i] = fuzz_take(&in, fuzz_u8(&in) % 24, &lens[i]);
        FUZZ_ASSERT(bls381_sig_sign(&sigs[i], &k, msgs[i], lens[i]) == BLS381_OK);
        switch (fuzz_u8(&in) % 8) {
        case 0: { uint8_t x = 0x5a; FUZZ_ASSERT(bls381_sig_sign(&sigs[i], &k, &x, 1) == BLS381_OK); break; }
        case 1: fuzz_bytes(&in, sgb, 96); (void)bls381_sig_from_bytes(&sigs[i], sgb); break;
        case 2: bls381_g2_affine_generator(&sigs[i].s); memset(&sigs[i].s, 0, sizeof sigs[i].s); break;
        case 3: if (i > 0) { bls381_sig_signature t = sigs[i]; sigs[i] = sigs[i - 1]; sigs[i - 1] = t; } break;
        default: break;
        }
        bls381_sig_sk_clear(&k);
    }
    for (size_t i = 0; i < n; i++) {
        FUZZ_ASSERT(bls381_sig_verify(&ok, &pks[i], msgs[i], lens[i], &sigs[i]) == BLS381_OK);
        want = want && ok;
    }
    FUZZ_ASSERT(bls381_sig_batch_verify(&ok, pks, msgs, lens, sigs, n, NULL) == BLS381_OK);
    FUZZ_ASSERT(ok == want);

    /* the same in caller memory the input sizes and places: exactly the
     * documented size (a heap block of that size, so ASan sees any write
     * past it) gives the same verdict; short or misaligned is BADARGS */
    uint8_t how = fuzz_u8(&in);
    size_t need = bls381_sig_batch_verify_scratch_size(n, 1);
    size_t short_by = how & 1 ? 1 + fuzz_u8(&in) % 64 : 0, off = (how >> 1) & 7;
    size_t sz = need > short_by ? need - short_by : 0;
    uint8_t *mem = malloc(off + sz ? off + sz : 1);
    FUZZ_ASSERT(mem);
    memset(mem, how, off + sz);
    ok = !want;
    bls381_status st = bls381_sig_batch_verify_with_scratch(&ok, pks, msgs, lens, sigs, n, NULL, mem + off, sz);
    if (n > 0 && (short_by || off % 8)) FUZZ_ASSERT(st == BLS381_ERR_BADARGS && !ok);
    else FUZZ_ASSERT(st == BLS381_OK && ok == want);
    free(mem);
    return 0;
}
