#define _POSIX_C_SOURCE 200809L
/* BLS signatures: KeyGen against EIP-2333's master keys and a Python model
 * of the draft (tests/oracle/sig_oracle.py), secret and public key bytes,
 * SkToPk against the keys of the Ethereum vectors, KeyValidate, and the
 * sign / verify / aggregate / batch equations on random hashed messages
 * (random G2 points), including forged sets that fool aggregation but not
 * batch verification. */
#include "harness.h"
#include "curve_util.h"
#include "sig/sig.h"
#include "bls381_msm.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------ helpers */

static void rand_h(bls381_g2_affine *h)
{
    bls381_g2 t;
    cu_rand_g2(&t);
    bls381_g2_to_affine(h, &t);
}

static void rand_sk(bls381_sig_sk *sk)
{
    uint8_t ikm[32];
    test_rand_bytes(ikm, sizeof ikm);
    bls381_status s = bls381_sig_keygen(sk, ikm, sizeof ikm, NULL, 0);
    if (s != BLS381_OK) test_fail(__FILE__, __LINE__, "keygen");
}

static const char *R_HEX = "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";

/* ------------------------------------------------------------- KeyGen */

TEST(sig_keygen__matches_eip2333_master_keys)
{
    /* EIP-2333's four test cases: derive_master_SK(seed) is the draft's
     * KeyGen(seed) with empty key_info (master_SK in hex; EIP-2333 gives
     * it in decimal: 6083874454709270928345386274498605044986640685124978867557563392430687146096,
     * 29757020647961307431480504535336562678282505419141012933316116377660817309383,
     * 27580842291869792442942448775674722299803720648445448686099262467207037398656,
     * 19022158461524446591288038168518313374041767046816487870552872741050760015818) */
    static const struct { const char *seed, *sk; } cases[] = {
        { "c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04",
          "0d7359d57963ab8fbbde1852dcf553fedbc31f464d80ee7d40ae683122b45070" },
        { "3141592653589793238462643383279502884197169399375105820974944592",
          "41c9e07822b092a93fd6797396338c3ada4170cc81829fdfce6b5d34bd5e7ec7" },
        { "0099FF991111002299DD7744EE3355BBDD8844115566CC55663355668888CC00",
          "3cfa341ab3910a7d00d933d8f7c4fe87c91798a0397421d6b19fd5b815132e80" },
        { "d4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3",
          "2a0e28ffa5fbbe2f8e7aad4ed94f745d6bf755c51182e119bb1694fe61d3afca" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t seed[64], want[32], got[32];
        size_t len = strlen(cases[i].seed) / 2;
        REQUIRE(test_hex(seed, len, cases[i].seed) && test_hex(want, 32, cases[i].sk));
        bls381_sig_sk sk;
        REQUIRE(bls381_sig_keygen(&sk, seed, len, NULL, 0) == BLS381_OK);
        bls381_sig_sk_to_bytes(got, &sk);
        CHECK_MEM(got, want, 32);
    }
}

TEST(sig_keygen__matches_python_model_with_key_info)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "python3 %s %llu %d", test_data_path("oracle/sig_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000), (int)test_iters(20));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char *line = NULL;
    size_t cap = 0;
    int cases = 0;
    while (getline(&line, &cap, f) > 0) {
        char *ikm_hex = strtok(line, " \n"), *info_hex = strtok(NULL, " \n"), *sk_hex = strtok(NULL, " \n");
        REQUIRE(ikm_hex && info_hex && sk_hex);
        uint8_t ikm[128], info[64], want[32], got[32];
        size_t ikm_len = strlen(ikm_hex) / 2, info_len = strcmp(info_hex, "-") ? strlen(info_hex) / 2 : 0;
        REQUIRE(ikm_len <= sizeof ikm && info_len <= sizeof info);
        REQUIRE(test_hex(ikm, ikm_len, ikm_hex) && (info_len == 0 || test_hex(info, info_len, info_hex)));
        REQUIRE(test_hex(want, 32, sk_hex));
        bls381_sig_sk sk;
        REQUIRE(bls381_sig_keygen(&sk, ikm, ikm_len, info_len ? info : NULL, info_len) == BLS381_OK);
        bls381_sig_sk_to_bytes(got, &sk);
        CHECK_MEM(got, want, 32);
        cases++;
    }
    free(line);
    CHECK(pclose(f) == 0);
    CHECK(cases == (int)test_iters(20));
}

TEST(sig_keygen__rejects_short_ikm_and_null)
{
    uint8_t ikm[32] = { 1 };
    bls381_sig_sk sk, keep;
    memset(&keep, 0x5a, sizeof keep);
    sk = keep;
    CHECK(bls381_sig_keygen(&sk, ikm, 31, NULL, 0) == BLS381_ERR_BADARGS);
    CHECK(bls381_sig_keygen(&sk, NULL, 32, NULL, 0) == BLS381_ERR_BADARGS);
    CHECK(bls381_sig_keygen(&sk, ikm, 32, NULL, 3) == BLS381_ERR_BADARGS);
    CHECK(bls381_sig_keygen(NULL, ikm, 32, NULL, 0) == BLS381_ERR_BADARGS);
    CHECK_MEM(&sk, &keep, sizeof sk);
}

/* ----------------------------------------------------------- key bytes */

TEST(sig_sk_from_bytes__accepts_1_to_r_minus_1_only)
{
    uint8_t b[32], out[32];
    bls381_sig_sk sk, keep;
    memset(&keep, 0x5a, sizeof keep);
    REQUIRE(test_hex(b, 32, R_HEX));
    sk = keep;
    CHECK(bls381_sig_sk_from_bytes(&sk, b) == BLS381_ERR_BAD_SCALAR);          /* r */
    b[31] = 0x02;
    CHECK(bls381_sig_sk_from_bytes(&sk, b) == BLS381_ERR_BAD_SCALAR);          /* r + 1 */
    memset(b, 0xff, 32);
    CHECK(bls381_sig_sk_from_bytes(&sk, b) == BLS381_ERR_BAD_SCALAR);          /* 2^256 - 1 */
    memset(b, 0, 32);
    CHECK(bls381_sig_sk_from_bytes(&sk, b) == BLS381_ERR_BAD_SCALAR);          /* 0 */
    CHECK_MEM(&sk, &keep, sizeof sk);
    REQUIRE(test_hex(b, 32, R_HEX));
    b[31] = 0x00;                                                              /* r - 1 */
    CHECK(bls381_sig_sk_from_bytes(&sk, b) == BLS381_OK);
    bls381_sig_sk_to_bytes(out, &sk);
    CHECK_MEM(out, b, 32);
    memset(b, 0, 32);
    b[31] = 1;
    CHECK(bls381_sig_sk_from_bytes(&sk, b) == BLS381_OK);
    bls381_sig_sk_to_bytes(out, &sk);
    CHECK_MEM(out, b, 32);
    bls381_sig_sk_clear(&sk);
    memset(&keep, 0, sizeof keep);
    CHECK_MEM(&sk, &keep, sizeof sk);
}

TEST(sig_sk_to_pk__matches_ethereum_vector_keys)
{
    /* the private keys of tests/vectors/bls/sign and the public keys of
     * tests/vectors/bls/verify (bls12-381-tests PRIVKEYS / PUBKEYS) */
    static const char *pairs[3][2] = {
        { "263dbd792f5b1be47ed85f8938c0f29586af0d3ac7b977f21c278fe1462040e3",
          "a491d1b0ecd9bb917989f0e74f0dea0422eac4a873e5e2644f368dffb9a6e20fd6e10c1b77654d067c0618f6e5a7f79a" },
        { "47b8192d77bf871b62e87859d653922725724a5c031afeabc60bcef5ff665138",
          "b301803f8b5ac4a1133581fc676dfedc60d891dd5fa99028805e5ea5b08d3491af75d0707adab3b70c6a6a580217bf81" },
        { "328388aff0d4a5b7dc9205abd374e7e98f3cd9f3418edb4eafda5fb16473d216",
          "b53d21a4cfd562c469cc81514d4ce5a6b577d8403d32a394dc265dd190b47fa9f829fdd7963afdf972e5e77854051f6f" },
    };
    for (int i = 0; i < 3; i++) {
        uint8_t skb[32], want[48], got[48];
        bls381_sig_sk sk;
        bls381_sig_pk pk, pk2;
        REQUIRE(test_hex(skb, 32, pairs[i][0]) && test_hex(want, 48, pairs[i][1]));
        REQUIRE(bls381_sig_sk_from_bytes(&sk, skb) == BLS381_OK);
        bls381_sig_sk_to_pk(&pk, &sk);
        bls381_sig_pk_to_bytes(got, &pk);
        CHECK_MEM(got, want, 48);
        CHECK(bls381_sig_pk_from_bytes(&pk2, want) == BLS381_OK);
        CHECK(bls381_g1_affine_eq(&pk.p, &pk2.p));
    }
}

TEST(sig_pk_from_bytes__key_validate_rejects_infinity_and_bad_points)
{
    bls381_sig_pk pk, keep;
    memset(&keep, 0x5a, sizeof keep);
    pk = keep;
    uint8_t b[48] = { 0xc0 };
    CHECK(bls381_sig_pk_from_bytes(&pk, b) == BLS381_ERR_INFINITY);
    /* bls12-381-tests deserialization_fails_not_in_G1 and _not_in_curve */
    REQUIRE(test_hex(b, 48, "8123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"));
    CHECK(bls381_sig_pk_from_bytes(&pk, b) == BLS381_ERR_NOT_IN_SUBGROUP);
    REQUIRE(test_hex(b, 48, "8123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde0"));
    CHECK(bls381_sig_pk_from_bytes(&pk, b) == BLS381_ERR_NOT_ON_CURVE);
    CHECK(bls381_sig_pk_from_bytes(NULL, b) == BLS381_ERR_BADARGS);
    CHECK_MEM(&pk, &keep, sizeof pk);
}

TEST(sig_from_bytes__roundtrip_and_infinity)
{
    bls381_g2_affine h;
    bls381_sig_signature s, t;
    uint8_t b[96];
    rand_h(&h);
    s.s = h;
    bls381_sig_to_bytes(b, &s);
    CHECK(bls381_sig_from_bytes(&t, b) == BLS381_OK);
    CHECK(bls381_g2_affine_eq(&s.s, &t.s));
    memset(b, 0, sizeof b);
    b[0] = 0xc0;
    CHECK(bls381_sig_from_bytes(&t, b) == BLS381_OK);
    CHECK(bls381_g2_affine_is_infinity(&t.s));
    b[0] = 0x80;
    CHECK(bls381_sig_from_bytes(&t, b) != BLS381_OK);
}

/* ----------------------------------------------------- sign and verify */

TEST(sig_verify_hashed__accepts_signatures_and_rejects_tampering)
{
    for (size_t i = 0; i < test_iters(4); i++) {
        bls381_sig_sk sk, sk2;
        bls381_sig_pk pk, pk2;
        bls381_g2_affine h, h2;
        bls381_sig_signature sig, bad;
        bool ok = false;
        rand_sk(&sk);
        rand_sk(&sk2);
        bls381_sig_sk_to_pk(&pk, &sk);
        bls381_sig_sk_to_pk(&pk2, &sk2);
        rand_h(&h);
        rand_h(&h2);
        bls381_sig_sign_hashed(&sig, &sk, &h);
        CHECK_LOOP(bls381_sig_verify_hashed(&ok, &pk, &h, &sig) == BLS381_OK && ok);
        CHECK_LOOP(bls381_sig_verify_hashed(&ok, &pk2, &h, &sig) == BLS381_OK && !ok);   /* wrong key */
        CHECK_LOOP(bls381_sig_verify_hashed(&ok, &pk, &h2, &sig) == BLS381_OK && !ok);   /* wrong message */
        bls381_sig_sign_hashed(&bad, &sk2, &h);
        CHECK_LOOP(bls381_sig_verify_hashed(&ok, &pk, &h, &bad) == BLS381_OK && !ok);
        bls381_g2_affine_neg(&bad.s, &sig.s);
        CHECK_LOOP(bls381_sig_verify_hashed(&ok, &pk, &h, &bad) == BLS381_OK && !ok);
        /* sign = [sk] h through the variable-time multiplication */
        bls381_g2 t;
        bls381_g2_affine ta;
        bls381_g2_from_affine(&t, &h);
        bls381_g2_mul_vartime(&t, &t, &sk.k);
        bls381_g2_to_affine(&ta, &t);
        CHECK_LOOP(bls381_g2_affine_eq(&ta, &sig.s));
    }
}

TEST(sig_verify_hashed__infinity_key_or_signature_is_invalid)
{
    bls381_sig_sk sk;
    bls381_sig_pk pk, inf_pk;
    bls381_g2_affine h;
    bls381_sig_signature sig, inf_sig;
    bool ok = true;
    rand_sk(&sk);
    bls381_sig_sk_to_pk(&pk, &sk);
    rand_h(&h);
    bls381_sig_sign_hashed(&sig, &sk, &h);
    memset(&inf_pk, 0, sizeof inf_pk);
    memset(&inf_sig, 0, sizeof inf_sig);
    CHECK(bls381_sig_verify_hashed(&ok, &inf_pk, &h, &inf_sig) == BLS381_OK && !ok);
    ok = true;
    CHECK(bls381_sig_verify_hashed(&ok, &inf_pk, &h, &sig) == BLS381_OK && !ok);
    ok = true;
    CHECK(bls381_sig_verify_hashed(&ok, &pk, &h, &inf_sig) == BLS381_OK && !ok);
    ok = true;
    CHECK(bls381_sig_verify_hashed(&ok, NULL, &h, &sig) == BLS381_ERR_BADARGS && !ok);
}

/* n keys, n hashed messages (with repeats when `repeat`), and signatures */
static void rand_set(bls381_sig_pk *pks, bls381_g2_affine *h, bls381_sig_signature *sigs, size_t n, bool repeat)
{
    for (size_t i = 0; i < n; i++) {
        bls381_sig_sk sk;
        rand_sk(&sk);
        bls381_sig_sk_to_pk(&pks[i], &sk);
        if (repeat && i % 3 == 2) h[i] = h[i - 1];
        else rand_h(&h[i]);
        bls381_sig_sign_hashed(&sigs[i], &sk, &h[i]);
        bls381_sig_sk_clear(&sk);
    }
}

TEST(sig_aggregate_verify_hashed__accepts_aggregates_with_repeated_messages)
{
    enum { N = 7 };
    bls381_sig_pk pks[N];
    bls381_g2_affine h[N];
    bls381_sig_signature sigs[N], agg, keep;
    bool ok = false;
    rand_set(pks, h, sigs, N, true);
    REQUIRE(bls381_sig_aggregate(&agg, sigs, N) == BLS381_OK);
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, NULL) == BLS381_OK && ok);
    for (size_t n = 1; n < N; n++) {
        bls381_sig_signature part;
        REQUIRE(bls381_sig_aggregate(&part, sigs, n) == BLS381_OK);
        CHECK_LOOP(bls381_sig_aggregate_verify_hashed(&ok, pks, h, n, &part, NULL) == BLS381_OK && ok);
        CHECK_LOOP(bls381_sig_aggregate_verify_hashed(&ok, pks, h, n, &agg, NULL) == BLS381_OK && !ok);
    }
    /* a swapped message, an infinity key, no keys */
    bls381_g2_affine t = h[0];
    h[0] = h[1];
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, NULL) == BLS381_OK && !ok);
    h[0] = t;
    bls381_sig_pk save = pks[3];
    memset(&pks[3], 0, sizeof pks[3]);
    ok = true;
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, NULL) == BLS381_OK && !ok);
    pks[3] = save;
    ok = true;
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, 0, &agg, NULL) == BLS381_OK && !ok);
    /* aggregation of nothing is an error */
    memset(&keep, 0x5a, sizeof keep);
    agg = keep;
    CHECK(bls381_sig_aggregate(&agg, sigs, 0) == BLS381_ERR_BADARGS);
    CHECK_MEM(&agg, &keep, sizeof agg);
    /* with a pool: the same verdict */
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 2, NULL) == BLS381_OK);
    REQUIRE(bls381_sig_aggregate(&agg, sigs, N) == BLS381_OK);
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, pool) == BLS381_OK && ok);
    bls381_pool_destroy(pool);
}

/* 40 keys: 41 pairs stream through two chunks of at most 32 (sig/aggregate.c),
 * or pieces of a pool; a change in either chunk is caught */
TEST(sig_aggregate_verify_hashed__streams_chunks_and_pool_pieces)
{
    enum { N = 40 };
    bls381_sig_pk *pks = malloc(N * sizeof *pks);
    bls381_g2_affine *h = malloc(N * sizeof *h);
    bls381_sig_signature *sigs = malloc(N * sizeof *sigs), agg, part;
    bls381_pool *pool = NULL;
    REQUIRE(pks && h && sigs && bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    rand_set(pks, h, sigs, N, true);
    REQUIRE(bls381_sig_aggregate(&agg, sigs, N) == BLS381_OK);
    REQUIRE(bls381_sig_aggregate(&part, sigs, N - 1) == BLS381_OK);
    bool ok = false;
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N - 1, &part, NULL) == BLS381_OK && ok);
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &part, NULL) == BLS381_OK && !ok);
    for (int w = 0; w < 2; w++) {
        bls381_pool *pl = w ? pool : NULL;
        ok = false;
        CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, pl) == BLS381_OK && ok);
        /* a key replaced in the first chunk (piece), then one in the last */
        size_t at = w ? N - 2 : 3;
        bls381_sig_pk keep = pks[at];
        pks[at] = pks[at - 1];
        ok = true;
        CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, pl) == BLS381_OK && !ok);
        pks[at] = keep;
        size_t other = N - 1 - at;
        keep = pks[other];
        pks[other] = pks[other + 1];
        ok = true;
        CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, pl) == BLS381_OK && !ok);
        pks[other] = keep;
    }
    bls381_pool_destroy(pool);
    free(pks);
    free(h);
    free(sigs);
}

TEST(sig_fast_aggregate_verify_hashed__one_message_many_keys)
{
    enum { N = 9 };
    bls381_sig_pk pks[N];
    bls381_g2_affine h[N];
    bls381_sig_signature sigs[N], agg;
    bool ok = false;
    rand_h(&h[0]);
    for (size_t i = 0; i < N; i++) {
        bls381_sig_sk sk;
        rand_sk(&sk);
        bls381_sig_sk_to_pk(&pks[i], &sk);
        h[i] = h[0];
        bls381_sig_sign_hashed(&sigs[i], &sk, &h[0]);
    }
    REQUIRE(bls381_sig_aggregate(&agg, sigs, N) == BLS381_OK);
    CHECK(bls381_sig_fast_aggregate_verify_hashed(&ok, pks, N, &h[0], &agg) == BLS381_OK && ok);
    CHECK(bls381_sig_fast_aggregate_verify_hashed(&ok, pks, N - 1, &h[0], &agg) == BLS381_OK && !ok);
    ok = true;
    CHECK(bls381_sig_fast_aggregate_verify_hashed(&ok, pks, 0, &h[0], &agg) == BLS381_OK && !ok);
    memset(&pks[4], 0, sizeof pks[4]);
    ok = true;
    CHECK(bls381_sig_fast_aggregate_verify_hashed(&ok, pks, N, &h[0], &agg) == BLS381_OK && !ok);
    /* keys that cancel: pk + (-pk) with the infinity signature */
    bls381_sig_pk two[2];
    bls381_sig_signature inf;
    two[0] = pks[0];
    bls381_g1_affine_neg(&two[1].p, &pks[0].p);
    memset(&inf, 0, sizeof inf);
    ok = true;
    CHECK(bls381_sig_fast_aggregate_verify_hashed(&ok, two, 2, &h[0], &inf) == BLS381_OK && !ok);
}

/* --------------------------------------------------------------- batch */

TEST(sig_batch_verify_hashed__accepts_valid_sets_of_every_size)
{
    enum { N = 20 };
    bls381_sig_pk pks[N];
    bls381_g2_affine h[N];
    bls381_sig_signature sigs[N];
    bool ok = false;
    rand_set(pks, h, sigs, N, true);
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    static const size_t sizes[] = { 1, 2, 5, N };
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        ok = false;
        CHECK(bls381_sig_batch_verify_hashed(&ok, pks, h, sigs, sizes[s], NULL) == BLS381_OK && ok);
        ok = false;
        CHECK(bls381_sig_batch_verify_hashed(&ok, pks, h, sigs, sizes[s], pool) == BLS381_OK && ok);
    }
    ok = true;
    CHECK(bls381_sig_batch_verify_hashed(&ok, pks, h, sigs, 0, NULL) == BLS381_OK && !ok);
    ok = true;
    CHECK(bls381_sig_batch_verify_hashed(&ok, NULL, h, sigs, 2, NULL) == BLS381_ERR_BADARGS && !ok);
    bls381_pool_destroy(pool);
}

TEST(sig_batch_verify_with_scratch__exact_size_works_smaller_is_refused)
{
    enum { N = 5 };
    bls381_sig_pk pks[N];
    bls381_g2_affine h[N];
    bls381_sig_signature sigs[N];
    rand_set(pks, h, sigs, N, false);
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 2, NULL) == BLS381_OK);
    for (int w = 0; w < 2; w++) {
        bls381_pool *pl = w ? pool : NULL;
        size_t size = bls381_sig_batch_verify_scratch_size(N, bls381_pool_threads(pl));
        size_t pairs = (N + 1) * (sizeof(bls381_g1_affine) + sizeof(bls381_g2_affine)) + N * 40;
        CHECK(size == pairs + bls381_g2_msm_scratch_size(N, bls381_pool_threads(pl)));
        uint8_t *scratch = malloc(size);
        REQUIRE(scratch != NULL);
        bool ok = false;
        CHECK(bls381_sig_batch_verify_hashed_with_scratch(&ok, pks, h, sigs, N, pl, scratch, size) == BLS381_OK &&
              ok);
        ok = true;
        CHECK(bls381_sig_batch_verify_hashed_with_scratch(&ok, pks, h, sigs, N, pl, scratch, size - 1) ==
                  BLS381_ERR_BADARGS &&
              !ok);
        CHECK(bls381_sig_batch_verify_hashed_with_scratch(&ok, pks, h, sigs, N, pl, NULL, size) ==
              BLS381_ERR_BADARGS);
        sigs[1] = sigs[0];
        ok = true;
        CHECK(bls381_sig_batch_verify_hashed_with_scratch(&ok, pks, h, sigs, N, pl, scratch, size) == BLS381_OK &&
              !ok);
        rand_set(pks, h, sigs, N, false);
        free(scratch);
    }
    CHECK(bls381_sig_batch_verify_scratch_size(SIZE_MAX / 64, 1) == SIZE_MAX);
    bls381_pool_destroy(pool);
}

TEST(sig_batch_verify_hashed__rejects_forged_sets_that_aggregate_correctly)
{
    enum { N = 6 };
    bls381_sig_pk pks[N];
    bls381_g2_affine h[N];
    bls381_sig_signature sigs[N], agg;
    bool ok = true;
    rand_set(pks, h, sigs, N, false);
    /* sig0 + X and sig1 - X: each wrong, their sum right */
    bls381_g2 x, t;
    bls381_g2_affine xa;
    cu_rand_g2(&x);
    bls381_g2_to_affine(&xa, &x);
    bls381_g2_from_affine(&t, &sigs[0].s);
    bls381_g2_add_affine(&t, &t, &xa);
    bls381_g2_to_affine(&sigs[0].s, &t);
    bls381_g2_from_affine(&t, &sigs[1].s);
    bls381_g2_sub(&t, &t, &x);
    bls381_g2_to_affine(&sigs[1].s, &t);
    REQUIRE(bls381_sig_aggregate(&agg, sigs, N) == BLS381_OK);
    CHECK(bls381_sig_aggregate_verify_hashed(&ok, pks, h, N, &agg, NULL) == BLS381_OK && ok);
    ok = true;
    CHECK(bls381_sig_batch_verify_hashed(&ok, pks, h, sigs, N, NULL) == BLS381_OK && !ok);
    /* one bad signature among good ones; an infinity key */
    rand_set(pks, h, sigs, N, false);
    sigs[3] = sigs[2];
    ok = true;
    CHECK(bls381_sig_batch_verify_hashed(&ok, pks, h, sigs, N, NULL) == BLS381_OK && !ok);
    rand_set(pks, h, sigs, N, false);
    memset(&pks[5], 0, sizeof pks[5]);
    memset(&sigs[5], 0, sizeof sigs[5]);
    ok = true;
    CHECK(bls381_sig_batch_verify_hashed(&ok, pks, h, sigs, N, NULL) == BLS381_OK && !ok);
}

/* ------------------------------------------------------------ messages */

TEST(sig_sign__verifies_and_binds_message_key_and_dst)
{
    static const uint8_t m1[] = "message one", m2[] = "message two";
    bls381_sig_sk sk, sk2;
    bls381_sig_pk pk, pk2;
    bls381_sig_signature sig, t;
    bool ok = false;
    rand_sk(&sk);
    rand_sk(&sk2);
    bls381_sig_sk_to_pk(&pk, &sk);
    bls381_sig_sk_to_pk(&pk2, &sk2);
    REQUIRE(bls381_sig_sign(&sig, &sk, m1, sizeof m1) == BLS381_OK);
    CHECK(bls381_sig_verify(&ok, &pk, m1, sizeof m1, &sig) == BLS381_OK && ok);
    CHECK(bls381_sig_verify(&ok, &pk, m2, sizeof m2, &sig) == BLS381_OK && !ok);
    CHECK(bls381_sig_verify(&ok, &pk2, m1, sizeof m1, &sig) == BLS381_OK && !ok);
    /* sign = [sk] hash_to_curve(msg, BLS381_SIG_DST) */
    static const uint8_t dst[] = BLS381_SIG_DST;
    bls381_g2 h;
    bls381_g2_affine ha;
    REQUIRE(bls381_hash_to_g2(&h, m1, sizeof m1, dst, sizeof dst - 1) == BLS381_OK);
    bls381_g2_to_affine(&ha, &h);
    bls381_sig_sign_hashed(&t, &sk, &ha);
    CHECK(bls381_g2_affine_eq(&t.s, &sig.s));
    /* the empty message, given as NULL */
    REQUIRE(bls381_sig_sign(&sig, &sk, NULL, 0) == BLS381_OK);
    CHECK(bls381_sig_verify(&ok, &pk, (const uint8_t *)"", 0, &sig) == BLS381_OK && ok);
    CHECK(bls381_sig_sign(&sig, &sk, NULL, 1) == BLS381_ERR_BADARGS);
    CHECK(bls381_sig_verify(&ok, &pk, NULL, 1, &sig) == BLS381_ERR_BADARGS && !ok);
}

TEST(sig_pop__proves_possession_under_its_own_dst)
{
    bls381_sig_sk sk, sk2;
    bls381_sig_pk pk, pk2;
    bls381_sig_signature proof, sig;
    uint8_t pkb[48];
    bool ok = false;
    rand_sk(&sk);
    rand_sk(&sk2);
    bls381_sig_sk_to_pk(&pk, &sk);
    bls381_sig_sk_to_pk(&pk2, &sk2);
    REQUIRE(bls381_sig_pop_prove(&proof, &sk) == BLS381_OK);
    CHECK(bls381_sig_pop_verify(&ok, &pk, &proof) == BLS381_OK && ok);
    CHECK(bls381_sig_pop_verify(&ok, &pk2, &proof) == BLS381_OK && !ok);
    /* a signature on the key bytes (signature DST) is not a proof, and a
     * proof is not a signature on the key bytes */
    bls381_sig_pk_to_bytes(pkb, &pk);
    REQUIRE(bls381_sig_sign(&sig, &sk, pkb, sizeof pkb) == BLS381_OK);
    CHECK(!bls381_g2_affine_eq(&sig.s, &proof.s));
    CHECK(bls381_sig_pop_verify(&ok, &pk, &sig) == BLS381_OK && !ok);
    CHECK(bls381_sig_verify(&ok, &pk, pkb, sizeof pkb, &proof) == BLS381_OK && !ok);
}

TEST(sig_aggregate_and_batch__on_messages_with_and_without_pool)
{
    enum { N = 9 };
    bls381_sig_sk sk[N];
    bls381_sig_pk pks[N];
    bls381_sig_signature sigs[N], agg, same[N], agg_same;
    uint8_t buf[N][20];
    const uint8_t *msgs[N];
    size_t lens[N];
    bool ok = false;
    static const uint8_t common[] = "one message for all";
    for (size_t i = 0; i < N; i++) {
        rand_sk(&sk[i]);
        bls381_sig_sk_to_pk(&pks[i], &sk[i]);
        test_rand_bytes(buf[i], sizeof buf[i]);
        msgs[i] = buf[i];
        lens[i] = 1 + i * 2;                 /* lengths 1..17 */
        if (i == 4) msgs[i] = msgs[3], lens[i] = lens[3];   /* a repeated message */
        REQUIRE(bls381_sig_sign(&sigs[i], &sk[i], msgs[i], lens[i]) == BLS381_OK);
        REQUIRE(bls381_sig_sign(&same[i], &sk[i], common, sizeof common) == BLS381_OK);
    }
    REQUIRE(bls381_sig_aggregate(&agg, sigs, N) == BLS381_OK);
    REQUIRE(bls381_sig_aggregate(&agg_same, same, N) == BLS381_OK);
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 2, NULL) == BLS381_OK);
    for (int w = 0; w < 2; w++) {
        bls381_pool *pl = w ? pool : NULL;
        ok = false;
        CHECK(bls381_sig_aggregate_verify(&ok, pks, msgs, lens, N, &agg, pl) == BLS381_OK && ok);
        ok = false;
        CHECK(bls381_sig_batch_verify(&ok, pks, msgs, lens, sigs, N, pl) == BLS381_OK && ok);
        size_t size = bls381_sig_batch_verify_scratch_size(N, bls381_pool_threads(pl));
        void *scratch = malloc(size);
        REQUIRE(scratch != NULL);
        ok = false;
        CHECK(bls381_sig_batch_verify_with_scratch(&ok, pks, msgs, lens, sigs, N, pl, scratch, size) == BLS381_OK &&
              ok);
        CHECK(bls381_sig_batch_verify_with_scratch(&ok, pks, msgs, lens, sigs, N, pl, scratch, size / 2) ==
                  BLS381_ERR_BADARGS &&
              !ok);
        free(scratch);
        lens[2]--;                                          /* another message */
        CHECK(bls381_sig_aggregate_verify(&ok, pks, msgs, lens, N, &agg, pl) == BLS381_OK && !ok);
        CHECK(bls381_sig_batch_verify(&ok, pks, msgs, lens, sigs, N, pl) == BLS381_OK && !ok);
        lens[2]++;
        CHECK(bls381_sig_aggregate_verify(&ok, pks, msgs, lens, 0, &agg, pl) == BLS381_OK && !ok);
        CHECK(bls381_sig_batch_verify(&ok, pks, msgs, lens, sigs, 0, pl) == BLS381_OK && !ok);
    }
    CHECK(bls381_sig_fast_aggregate_verify(&ok, pks, N, common, sizeof common, &agg_same) == BLS381_OK && ok);
    CHECK(bls381_sig_fast_aggregate_verify(&ok, pks, N, common, sizeof common - 1, &agg_same) == BLS381_OK && !ok);
    CHECK(bls381_sig_fast_aggregate_verify(&ok, pks, 0, common, sizeof common, &agg_same) == BLS381_OK && !ok);
    /* a NULL message of nonzero length is a bad argument */
    msgs[5] = NULL;
    CHECK(bls381_sig_batch_verify(&ok, pks, msgs, lens, sigs, N, pool) == BLS381_ERR_BADARGS && !ok);
    CHECK(bls381_sig_aggregate_verify(&ok, pks, msgs, lens, N, &agg, NULL) == BLS381_ERR_BADARGS && !ok);
    bls381_pool_destroy(pool);
    for (size_t i = 0; i < N; i++) bls381_sig_sk_clear(&sk[i]);
}
