/* The bad-input contract of bls381_sig.h (tests/contract.h): keys, signatures,
 * parsers (one or many), verifiers and the batch verifications in caller memory. */
#include "msm/msm.h"
#include "contract.h"

TEST(contract_sig__keys_signatures_and_parsers)
{
    bls381_sig_sk sk, good;
    bls381_sig_pk pk;
    bls381_sig_signature sig;
    uint8_t ikm[32] = { 1, 2, 3 }, b[96];
    REQUIRE(bls381_sig_keygen(&good, ikm, 32, NULL, 0) == BLS381_OK);

    /* KeyGen: short ikm, NULL ikm, NULL output, key_info NULL with a length */
    FILL(sk); EXPECT_FAIL(bls381_sig_keygen(&sk, ikm, 31, NULL, 0), BLS381_ERR_BADARGS, sk);
    FILL(sk); EXPECT_FAIL(bls381_sig_keygen(&sk, NULL, 32, NULL, 0), BLS381_ERR_BADARGS, sk);
    FILL(sk); EXPECT_FAIL(bls381_sig_keygen(&sk, ikm, 32, NULL, 5), BLS381_ERR_BADARGS, sk);
    EXPECT_FAIL(bls381_sig_keygen(NULL, ikm, 32, NULL, 0), BLS381_ERR_BADARGS, sk);

    /* secret key bytes: 0, r, r + 1, 2^256 - 1 */
    uint8_t s[32];
    memset(s, 0, 32);
    FILL(sk); EXPECT_FAIL(bls381_sig_sk_from_bytes(&sk, s), BLS381_ERR_BAD_SCALAR, sk);
    FILL(sk); EXPECT_FAIL(bls381_sig_sk_from_bytes(&sk, R_BE), BLS381_ERR_BAD_SCALAR, sk);
    memcpy(s, R_BE, 32); s[31]++;
    FILL(sk); EXPECT_FAIL(bls381_sig_sk_from_bytes(&sk, s), BLS381_ERR_BAD_SCALAR, sk);
    memset(s, 0xff, 32);
    FILL(sk); EXPECT_FAIL(bls381_sig_sk_from_bytes(&sk, s), BLS381_ERR_BAD_SCALAR, sk);
    FILL(sk); EXPECT_FAIL(bls381_sig_sk_from_bytes(&sk, NULL), BLS381_ERR_BADARGS, sk);
    EXPECT_FAIL(bls381_sig_sk_from_bytes(NULL, s), BLS381_ERR_BADARGS, sk);

    /* public keys: every bad G1 encoding, and the identity (KeyValidate) */
    bad_point c[NBAD], u[NBAD];
    contract_bad_g1(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(pk); EXPECT_FAIL(bls381_sig_pk_from_bytes(&pk, c[i].b), c[i].want, pk);
    }
    memset(b, 0, 48); b[0] = 0xc0;
    FILL(pk); EXPECT_FAIL(bls381_sig_pk_from_bytes(&pk, b), BLS381_ERR_INFINITY, pk);
    FILL(pk); EXPECT_FAIL(bls381_sig_pk_from_bytes(&pk, NULL), BLS381_ERR_BADARGS, pk);
    EXPECT_FAIL(bls381_sig_pk_from_bytes(NULL, b), BLS381_ERR_BADARGS, pk);

    /* many keys: every bad encoding and the identity second of two keys
     * (status of that key, its index, the keys untouched), NULL arrays */
    bls381_sig_pk two[2];
    uint8_t kb[96];
    size_t at;
    bls381_g1 g;
    bls381_g1_affine ga;
    bls381_g1_generator(&g);
    bls381_g1_to_affine(&ga, &g);
    bls381_g1_compress(kb, &ga);
    for (int i = 0; i <= NBAD; i++) {
        memcpy(kb + 48, b, 48); /* the identity (b above) for i = NBAD */
        if (i < NBAD) memcpy(kb + 48, c[i].b, 48);
        at = 0;
        bls381_status want = i < NBAD ? c[i].want : BLS381_ERR_INFINITY;
        FILL(two); EXPECT_FAIL(bls381_sig_pks_from_bytes(two, kb, 2, &at), want, two);
        CHECK(at == 1);
    }
    FILL(two); EXPECT_FAIL(bls381_sig_pks_from_bytes(two, NULL, 2, &at), BLS381_ERR_BADARGS, two);
    EXPECT_FAIL(bls381_sig_pks_from_bytes(NULL, kb, 2, &at), BLS381_ERR_BADARGS, two);

    /* signatures: every bad G2 encoding (the identity is a valid signature) */
    contract_bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(sig); EXPECT_FAIL(bls381_sig_from_bytes(&sig, c[i].b), c[i].want, sig);
    }
    FILL(sig); EXPECT_FAIL(bls381_sig_from_bytes(&sig, NULL), BLS381_ERR_BADARGS, sig);
    EXPECT_FAIL(bls381_sig_from_bytes(NULL, b), BLS381_ERR_BADARGS, sig);

    /* many signatures: every bad encoding second of two (its status and
     * index, the signatures untouched), NULL arrays */
    bls381_sig_signature sigs[2];
    uint8_t sb[192];
    memset(sb, 0, 96);
    sb[0] = 0xc0; /* the identity: a valid signature */
    for (int i = 0; i < NBAD; i++) {
        memcpy(sb + 96, c[i].b, 96);
        at = 0;
        FILL(sigs); EXPECT_FAIL(bls381_sig_signatures_from_bytes(sigs, sb, 2, &at), c[i].want, sigs);
        CHECK(at == 1);
    }
    FILL(sigs); EXPECT_FAIL(bls381_sig_signatures_from_bytes(sigs, NULL, 2, &at), BLS381_ERR_BADARGS, sigs);
    EXPECT_FAIL(bls381_sig_signatures_from_bytes(NULL, sb, 2, &at), BLS381_ERR_BADARGS, sigs);

    /* signing: NULL output, key or message (with a length) */
    static const uint8_t msg[] = "message";
    FILL(sig); EXPECT_FAIL(bls381_sig_sign(&sig, NULL, msg, 7), BLS381_ERR_BADARGS, sig);
    FILL(sig); EXPECT_FAIL(bls381_sig_sign(&sig, &good, NULL, 7), BLS381_ERR_BADARGS, sig);
    EXPECT_FAIL(bls381_sig_sign(NULL, &good, msg, 7), BLS381_ERR_BADARGS, sig);
    FILL(sig); CHECK(bls381_sig_sign(&sig, &good, NULL, 0) == BLS381_OK);   /* empty message */
    FILL(sig); EXPECT_FAIL(bls381_sig_pop_prove(&sig, NULL), BLS381_ERR_BADARGS, sig);
    EXPECT_FAIL(bls381_sig_pop_prove(NULL, &good), BLS381_ERR_BADARGS, sig);

    /* aggregation: n = 0 and NULL */
    bls381_sig_signature one;
    REQUIRE(bls381_sig_sign(&one, &good, msg, 7) == BLS381_OK);
    FILL(sig); EXPECT_FAIL(bls381_sig_aggregate(&sig, &one, 0), BLS381_ERR_BADARGS, sig);
    FILL(sig); EXPECT_FAIL(bls381_sig_aggregate(&sig, NULL, 1), BLS381_ERR_BADARGS, sig);
    EXPECT_FAIL(bls381_sig_aggregate(NULL, &one, 1), BLS381_ERR_BADARGS, sig);

    /* the void functions on valid values: what they write round-trips */
    bls381_sig_sk_to_pk(&pk, &good);
    bls381_sig_pk_to_bytes(b, &pk);
    bls381_sig_pk back;
    CHECK(bls381_sig_pk_from_bytes(&back, b) == BLS381_OK && bls381_g1_affine_eq(&back.p, &pk.p));
    bls381_sig_to_bytes(b, &one);
    CHECK(bls381_sig_from_bytes(&sig, b) == BLS381_OK && bls381_g2_affine_eq(&sig.s, &one.s));
    bls381_sig_sk_to_bytes(s, &good);
    CHECK(bls381_sig_sk_from_bytes(&sk, s) == BLS381_OK);
    bls381_sig_sk_clear(&sk);
    memset(b, 0, 32);
    CHECK_MEM(&sk, b, sizeof sk);
}

TEST(contract_sig__verifiers_null_empty_and_huge_n)
{
    bls381_sig_sk sk;
    bls381_sig_pk pk;
    bls381_sig_signature sig;
    bls381_g2_affine h;
    uint8_t ikm[32] = { 9 };
    static const uint8_t msg[] = "message";
    const uint8_t *msgs[1] = { msg };
    size_t lens[1] = { 7 };
    bool ok;
    REQUIRE(bls381_sig_keygen(&sk, ikm, 32, NULL, 0) == BLS381_OK);
    bls381_sig_sk_to_pk(&pk, &sk);
    REQUIRE(bls381_sig_sign(&sig, &sk, msg, 7) == BLS381_OK);
    bls381_g2 hh;
    REQUIRE(bls381_hash_to_g2(&hh, msg, 7, (const uint8_t *)BLS381_SIG_DST, strlen(BLS381_SIG_DST)) == BLS381_OK);
    bls381_g2_to_affine(&h, &hh);

    /* NULL anywhere: BADARGS and a false verdict */
    EXPECT_VERDICT(bls381_sig_verify(&ok, NULL, msg, 7, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_verify(&ok, &pk, NULL, 7, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_verify(&ok, &pk, msg, 7, NULL), BLS381_ERR_BADARGS);
    CHECK(bls381_sig_verify(NULL, &pk, msg, 7, &sig) == BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_pop_verify(&ok, NULL, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_pop_verify(&ok, &pk, NULL), BLS381_ERR_BADARGS);
    CHECK(bls381_sig_pop_verify(NULL, &pk, &sig) == BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_verify_hashed(&ok, NULL, &h, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_verify_hashed(&ok, &pk, NULL, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_verify_hashed(&ok, &pk, &h, NULL), BLS381_ERR_BADARGS);
    CHECK(bls381_sig_verify_hashed(NULL, &pk, &h, &sig) == BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify(&ok, NULL, msgs, lens, 1, &sig, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify(&ok, &pk, NULL, lens, 1, &sig, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify(&ok, &pk, msgs, NULL, 1, &sig, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify(&ok, &pk, msgs, lens, 1, NULL, NULL), BLS381_ERR_BADARGS);
    CHECK(bls381_sig_aggregate_verify(NULL, &pk, msgs, lens, 1, &sig, NULL) == BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify(&ok, NULL, 1, msg, 7, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify(&ok, &pk, 1, NULL, 7, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify(&ok, &pk, 1, msg, 7, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify(&ok, NULL, msgs, lens, &sig, 1, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify(&ok, &pk, NULL, lens, &sig, 1, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify(&ok, &pk, msgs, lens, NULL, 1, NULL), BLS381_ERR_BADARGS);
    CHECK(bls381_sig_batch_verify(NULL, &pk, msgs, lens, &sig, 1, NULL) == BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify_hashed(&ok, NULL, &h, 1, &sig, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify_hashed(&ok, &pk, NULL, 1, &sig, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_aggregate_verify_hashed(&ok, &pk, &h, 1, NULL, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify_hashed(&ok, NULL, 1, &h, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify_hashed(&ok, &pk, 1, NULL, &sig), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify_hashed(&ok, &pk, 1, &h, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed(&ok, NULL, &h, &sig, 1, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed(&ok, &pk, NULL, &sig, 1, NULL), BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed(&ok, &pk, &h, NULL, 1, NULL), BLS381_ERR_BADARGS);

    /* n = 0: the draft's INVALID, a false verdict with BLS381_OK (NULL arrays allowed) */
    EXPECT_VERDICT(bls381_sig_aggregate_verify(&ok, NULL, NULL, NULL, 0, &sig, NULL), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify(&ok, NULL, 0, msg, 7, &sig), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_batch_verify(&ok, NULL, NULL, NULL, NULL, 0, NULL), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_aggregate_verify_hashed(&ok, NULL, NULL, 0, &sig, NULL), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify_hashed(&ok, NULL, 0, &h, &sig), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed(&ok, NULL, NULL, NULL, 0, NULL), BLS381_OK);

    /* huge n: the functions that allocate per item must fail cleanly
     * (BLS381_ERR_MALLOC or BADARGS) before touching more than the arrays
     * hold -- here one element each. (AggregateVerify streams its pairs
     * through a stack buffer and allocates nothing: n larger than the
     * arrays is a caller's error it cannot see, as for any C array.) */
    ok = true;
    bls381_status st = bls381_sig_batch_verify(&ok, &pk, msgs, lens, &sig, HUGE_N, NULL);
    CHECK((st == BLS381_ERR_MALLOC || st == BLS381_ERR_BADARGS) && !ok);
    ok = true;
    st = bls381_sig_batch_verify_hashed(&ok, &pk, &h, &sig, HUGE_N, NULL);
    CHECK((st == BLS381_ERR_MALLOC || st == BLS381_ERR_BADARGS) && !ok);

    /* a key at infinity in a hashed aggregate: false, as documented */
    bls381_sig_pk inf;
    memset(&inf, 0, sizeof inf);
    EXPECT_VERDICT(bls381_sig_aggregate_verify_hashed(&ok, &inf, &h, 1, &sig, NULL), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_fast_aggregate_verify_hashed(&ok, &inf, 1, &h, &sig), BLS381_OK);
    /* and the good triple still verifies through every entry point */
    CHECK(bls381_sig_verify(&ok, &pk, msg, 7, &sig) == BLS381_OK && ok);
    bls381_sig_sign_hashed(&sig, &sk, &h);
    CHECK(bls381_sig_verify_hashed(&ok, &pk, &h, &sig) == BLS381_OK && ok);
    bls381_sig_sk_clear(&sk);
}

/* The batch verifications in caller memory: the documented size, refusals
 * for NULL, size 0, one byte short, misaligned, sized for fewer threads
 * than the pool has, or for fewer triples than n -- BADARGS with *ok false,
 * before the lists are read (one-element heap arrays with n = 2 would be
 * read out of bounds otherwise) -- and n = 0 without scratch. */
TEST(contract_sig__batch_with_scratch_null_short_misaligned_and_huge_n)
{
    /* the size: the header's formula, saturated, threads 0 taken as 1 */
    for (size_t n = 0; n < 6; n += 5)
        for (size_t t = 1; t < 5; t += 3)
            CHECK(bls381_sig_batch_verify_scratch_size(n, t) ==
                  (n + 1) * (96 + 192) + 40 * n + bls381_g2_msm_scratch_size_u64(n, t));
    CHECK(bls381_sig_batch_verify_scratch_size(3, 0) == bls381_sig_batch_verify_scratch_size(3, 1));
    CHECK(bls381_sig_batch_verify_scratch_size(HUGE_N, 1) == SIZE_MAX);
    CHECK(bls381_sig_batch_verify_scratch_size(SIZE_MAX, 1) == SIZE_MAX);

    /* one triple in heap arrays of one element */
    bls381_sig_sk sk;
    uint8_t ikm[32] = { 7 };
    static const uint8_t msg[] = "scratch";
    REQUIRE(bls381_sig_keygen(&sk, ikm, 32, NULL, 0) == BLS381_OK);
    bls381_sig_pk *pk = malloc(sizeof *pk);
    bls381_sig_signature *sig = malloc(sizeof *sig);
    bls381_g2_affine *h = malloc(sizeof *h);
    const uint8_t **msgs = malloc(sizeof *msgs);
    size_t *lens = malloc(sizeof *lens);
    REQUIRE(pk && sig && h && msgs && lens);
    bls381_sig_sk_to_pk(pk, &sk);
    REQUIRE(bls381_sig_sign(sig, &sk, msg, 7) == BLS381_OK);
    msgs[0] = msg;
    lens[0] = 7;
    bls381_g2 hh;
    REQUIRE(bls381_hash_to_g2(&hh, msg, 7, (const uint8_t *)BLS381_SIG_DST, strlen(BLS381_SIG_DST)) == BLS381_OK);
    bls381_g2_to_affine(h, &hh);

    size_t need = bls381_sig_batch_verify_scratch_size(1, 1);
    REQUIRE(need > 0 && need < SIZE_MAX);
    uint64_t *mem = malloc(need + 8);
    REQUIRE(mem);
    uint8_t *scratch = (uint8_t *)mem;
    bool ok;

    /* exactly the size, filled with garbage: the right verdict */
    memset(scratch, PAT, need);
    CHECK(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, NULL, scratch, need) == BLS381_OK && ok);
    memset(scratch, PAT, need);
    CHECK(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 1, NULL, scratch, need) == BLS381_OK && ok);

    /* scratch: NULL, size 0, one byte short, misaligned (with room) */
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, NULL, NULL, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, NULL, scratch, 0),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, NULL, scratch, need - 1),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, NULL, scratch + 4, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 1, NULL, NULL, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 1, NULL, scratch, 0),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 1, NULL, scratch, need - 1),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 1, NULL, scratch + 4, need),
                   BLS381_ERR_BADARGS);

    /* NULL lists, a NULL message with a length, NULL ok */
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, NULL, msgs, lens, sig, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, NULL, lens, sig, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, NULL, sig, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, NULL, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    msgs[0] = NULL;
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    msgs[0] = msg;
    CHECK(bls381_sig_batch_verify_with_scratch(NULL, pk, msgs, lens, sig, 1, NULL, scratch, need) ==
          BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, NULL, h, sig, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, NULL, sig, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, NULL, 1, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    CHECK(bls381_sig_batch_verify_hashed_with_scratch(NULL, pk, h, sig, 1, NULL, scratch, need) ==
          BLS381_ERR_BADARGS);

    /* n larger than the scratch holds (2, then huge): refused before the
     * one-element arrays are read past their end */
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 2, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 2, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, HUGE_N, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, HUGE_N, NULL, scratch, need),
                   BLS381_ERR_BADARGS);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, SIZE_MAX, NULL, scratch, SIZE_MAX),
                   BLS381_ERR_BADARGS);

    /* n = 0: false, no scratch needed */
    EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, NULL, NULL, NULL, NULL, 0, NULL, NULL, 0), BLS381_OK);
    EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, NULL, NULL, NULL, 0, NULL, NULL, 0), BLS381_OK);

    /* a pool with more threads than the scratch was sized for */
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 4, NULL) == BLS381_OK);
    size_t need4 = bls381_sig_batch_verify_scratch_size(1, bls381_pool_threads(pool));
    if (need4 > need) {
        EXPECT_VERDICT(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, pool, scratch, need),
                       BLS381_ERR_BADARGS);
        EXPECT_VERDICT(bls381_sig_batch_verify_hashed_with_scratch(&ok, pk, h, sig, 1, pool, scratch, need),
                       BLS381_ERR_BADARGS);
    }
    uint64_t *mem4 = malloc(need4);
    REQUIRE(mem4);
    CHECK(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, sig, 1, pool, mem4, need4) == BLS381_OK && ok);
    /* a wrong signature: false through the scratch path too */
    bls381_sig_signature other;
    REQUIRE(bls381_sig_sign(&other, &sk, msg, 6) == BLS381_OK);
    ok = true;
    CHECK(bls381_sig_batch_verify_with_scratch(&ok, pk, msgs, lens, &other, 1, pool, mem4, need4) == BLS381_OK && !ok);
    bls381_pool_destroy(pool);

    bls381_sig_sk_clear(&sk);
    free(mem4);
    free(mem);
    free(pk);
    free(sig);
    free(h);
    free(msgs);
    free(lens);
}
