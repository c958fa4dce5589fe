/*
 * The bad-input contract (DESIGN.md, "Contracts"): every public function
 * validates what it is given, returns the documented status and writes
 * nothing on failure, never aborts, never reads out of bounds. Each test
 * below walks one header's functions through a table of malformed inputs --
 * NULL where not allowed, n = 0, huge n, mismatched lengths, every invalid
 * encoding class (flags, x >= p, off the curve, outside the subgroup,
 * non-canonical scalars) -- with every output filled with a pattern first
 * and compared after. Run under ASan+UBSan and valgrind by make test, where
 * an out-of-bounds read fails the run.
 *
 * tests/contract_coverage.sh checks that every BLS381_API function (and
 * every function of the c-kzg API) is named in this file. The arithmetic
 * functions returning void, bool or int on typed values (field, tower,
 * curve group law, pairing) take no NULL pointer: a documented precondition
 * (README.md, "Security") that they do not check; they are named in the
 * PRECONDITION list at the end of this file, and their out-of-range inputs
 * (n = 0, points off the curve or outside the subgroup) are walked here.
 */
#include "harness.h"
#include "curve_util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bls381.h"
#include "bls381_msm.h"

#define PAT 0xa5
#define FILL(x) memset(&(x), PAT, sizeof(x))
#define UNTOUCHED(x) untouched(&(x), sizeof(x))
#define HUGE_N (SIZE_MAX / 2 + 1)

static bool untouched(const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != PAT) return false;
    return true;
}

/* st is the status, want the documented one; the output must be intact */
#define EXPECT_FAIL(st, want, out) \
    do { \
        bls381_status st_ = (st); \
        if (st_ != (want)) \
            test_failf(__FILE__, __LINE__, "%s: got %s, want %s", #st, bls381_status_str(st_), \
                       bls381_status_str(want)); \
        else if (!UNTOUCHED(out)) \
            test_failf(__FILE__, __LINE__, "%s: output written on error", #st); \
    } while (0)

/* ------------------------------------------------ invalid encodings --- */

static const uint8_t P_BE[48] = {
    0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b, 0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7,
    0x64, 0x77, 0x4b, 0x84, 0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0, 0xf6, 0x24,
    0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff, 0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab,
};
static const uint8_t R_BE[32] = {
    0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
    0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01,
};

/* One malformed encoding of a G1 or G2 point and the status its checked
 * decoder must give (the unchecked decoder gives the same, except OK for a
 * point outside the subgroup). */
typedef struct {
    const char *what;
    uint8_t b[192];
    bls381_status want;
} bad_point;

enum { NBAD = 10 };

/* compressed (48 or 96 bytes) and uncompressed (96 or 192) bad encodings */
static void bad_g1(bad_point c[NBAD], bad_point u[NBAD])
{
    bls381_g1 p;
    bls381_g1_affine a, o;
    uint8_t gc[48], gu[96];
    cu_rand_g1(&p);
    bls381_g1_to_affine(&a, &p);
    bls381_g1_compress(gc, &a);
    bls381_g1_serialize(gu, &a);
    cu_rand_e1(&p);                                    /* on the curve, outside G1 */
    bls381_g1_to_affine(&o, &p);
    memset(c, 0, NBAD * sizeof *c);
    memset(u, 0, NBAD * sizeof *u);
    int i = 0;
    c[i].what = "no compression flag"; memcpy(c[i].b, gc, 48); c[i].b[0] &= 0x7f; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity with sign"; c[i].b[0] = 0xe0; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity, body not 0"; c[i].b[0] = 0xc0; c[i].b[47] = 1; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x = p"; memcpy(c[i].b, P_BE, 48); c[i].b[0] |= 0x80; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x = 2^381 - 1"; memset(c[i].b, 0xff, 48); c[i].b[0] = 0x9f; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x off the curve"; c[i].b[0] = 0x80; c[i].b[47] = 0;
    for (uint8_t v = 1;; v++) { /* first x with x^3 + 4 not a square */
        c[i].b[47] = v;
        bls381_g1_affine t;
        if (bls381_g1_decompress_no_subgroup_check(&t, c[i].b) == BLS381_ERR_NOT_ON_CURVE) break;
    }
    c[i++].want = BLS381_ERR_NOT_ON_CURVE;
    c[i].what = "outside G1"; bls381_g1_compress(c[i].b, &o); c[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { c[i].what = "x = p, other sign"; memcpy(c[i].b, P_BE, 48); c[i].b[0] |= 0xa0;
                            c[i].want = BLS381_ERR_ENCODING; }
    i = 0;
    u[i].what = "compression flag"; memcpy(u[i].b, gu, 96); u[i].b[0] |= 0x80; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "sign flag"; memcpy(u[i].b, gu, 96); u[i].b[0] |= 0x20; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "infinity, y not 0"; u[i].b[0] = 0x40; u[i].b[95] = 1; u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "x = p"; memcpy(u[i].b, P_BE, 48); memcpy(u[i].b + 48, gu + 48, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y = p"; memcpy(u[i].b, gu, 48); memcpy(u[i].b + 48, P_BE, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y off by one"; memcpy(u[i].b, gu, 96); u[i].b[95] ^= 1; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "(0, 0) without the flag"; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "outside G1"; bls381_g1_serialize(u[i].b, &o); u[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { u[i].what = "all ones"; memset(u[i].b, 0xff, 96); u[i].want = BLS381_ERR_FLAGS; }
}

static void bad_g2(bad_point c[NBAD], bad_point u[NBAD])
{
    bls381_g2 p;
    bls381_g2_affine a, o;
    uint8_t gc[96], gu[192];
    cu_rand_g2(&p);
    bls381_g2_to_affine(&a, &p);
    bls381_g2_compress(gc, &a);
    bls381_g2_serialize(gu, &a);
    cu_rand_e2(&p);
    bls381_g2_to_affine(&o, &p);
    memset(c, 0, NBAD * sizeof *c);
    memset(u, 0, NBAD * sizeof *u);
    int i = 0;
    c[i].what = "no compression flag"; memcpy(c[i].b, gc, 96); c[i].b[0] &= 0x7f; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity with sign"; c[i].b[0] = 0xe0; c[i++].want = BLS381_ERR_FLAGS;
    c[i].what = "infinity, body not 0"; c[i].b[0] = 0xc0; c[i].b[95] = 1; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x.c1 = p"; memcpy(c[i].b, P_BE, 48); c[i].b[0] |= 0x80; c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x.c0 = p"; memcpy(c[i].b, gc, 48); memcpy(c[i].b + 48, P_BE, 48); c[i++].want = BLS381_ERR_ENCODING;
    c[i].what = "x off the curve"; c[i].b[0] = 0x80; c[i].b[47] = 1;
    for (uint8_t v = 1;; v++) {
        c[i].b[95] = v;
        bls381_g2_affine t;
        if (bls381_g2_decompress_no_subgroup_check(&t, c[i].b) == BLS381_ERR_NOT_ON_CURVE) break;
    }
    c[i++].want = BLS381_ERR_NOT_ON_CURVE;
    c[i].what = "outside G2"; bls381_g2_compress(c[i].b, &o); c[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { c[i].what = "all ones"; memset(c[i].b, 0xff, 96); c[i].want = BLS381_ERR_FLAGS; }
    i = 0;
    u[i].what = "compression flag"; memcpy(u[i].b, gu, 192); u[i].b[0] |= 0x80; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "sign flag"; memcpy(u[i].b, gu, 192); u[i].b[0] |= 0x20; u[i++].want = BLS381_ERR_FLAGS;
    u[i].what = "infinity, y not 0"; u[i].b[0] = 0x40; u[i].b[191] = 1; u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "x.c0 = p"; memcpy(u[i].b, gu, 192); memcpy(u[i].b + 48, P_BE, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y.c1 = p"; memcpy(u[i].b, gu, 192); memcpy(u[i].b + 96, P_BE, 48); u[i++].want = BLS381_ERR_ENCODING;
    u[i].what = "y off by one"; memcpy(u[i].b, gu, 192); u[i].b[191] ^= 1; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "(0, 0) without the flag"; u[i++].want = BLS381_ERR_NOT_ON_CURVE;
    u[i].what = "outside G2"; bls381_g2_serialize(u[i].b, &o); u[i++].want = BLS381_ERR_NOT_IN_SUBGROUP;
    for (; i < NBAD; i++) { u[i].what = "all ones"; memset(u[i].b, 0xff, 192); u[i].want = BLS381_ERR_FLAGS; }
}

/* unchecked decoders accept a point outside the subgroup */
static bls381_status unchecked(bls381_status want) { return want == BLS381_ERR_NOT_IN_SUBGROUP ? BLS381_OK : want; }

TEST(contract_curve_decoders__every_invalid_class_and_null)
{
    bad_point c[NBAD], u[NBAD];
    bls381_g1_affine a;
    bls381_g2_affine b;
    bad_g1(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(a); EXPECT_FAIL(bls381_g1_decompress(&a, c[i].b), c[i].want, a);
        FILL(a); EXPECT_FAIL(bls381_g1_deserialize(&a, u[i].b), u[i].want, a);
        if (c[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(a); EXPECT_FAIL(bls381_g1_decompress_no_subgroup_check(&a, c[i].b), unchecked(c[i].want), a);
        }
        if (u[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(a); EXPECT_FAIL(bls381_g1_deserialize_no_subgroup_check(&a, u[i].b), unchecked(u[i].want), a);
        }
    }
    bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(b); EXPECT_FAIL(bls381_g2_decompress(&b, c[i].b), c[i].want, b);
        FILL(b); EXPECT_FAIL(bls381_g2_deserialize(&b, u[i].b), u[i].want, b);
        if (c[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(b); EXPECT_FAIL(bls381_g2_decompress_no_subgroup_check(&b, c[i].b), unchecked(c[i].want), b);
        }
        if (u[i].want != BLS381_ERR_NOT_IN_SUBGROUP) {
            FILL(b); EXPECT_FAIL(bls381_g2_deserialize_no_subgroup_check(&b, u[i].b), unchecked(u[i].want), b);
        }
    }
    uint8_t zero[192] = { 0 };
    zero[0] = 0xc0;
    FILL(a); EXPECT_FAIL(bls381_g1_decompress(NULL, zero), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_decompress(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_deserialize(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_decompress_no_subgroup_check(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(a); EXPECT_FAIL(bls381_g1_deserialize_no_subgroup_check(&a, NULL), BLS381_ERR_BADARGS, a);
    EXPECT_FAIL(bls381_g1_deserialize(NULL, zero), BLS381_ERR_BADARGS, a);
    FILL(b); EXPECT_FAIL(bls381_g2_decompress(&b, NULL), BLS381_ERR_BADARGS, b);
    FILL(b); EXPECT_FAIL(bls381_g2_deserialize(&b, NULL), BLS381_ERR_BADARGS, b);
    FILL(b); EXPECT_FAIL(bls381_g2_decompress_no_subgroup_check(&b, NULL), BLS381_ERR_BADARGS, b);
    FILL(b); EXPECT_FAIL(bls381_g2_deserialize_no_subgroup_check(&b, NULL), BLS381_ERR_BADARGS, b);
    EXPECT_FAIL(bls381_g2_decompress(NULL, zero), BLS381_ERR_BADARGS, b);
    EXPECT_FAIL(bls381_g2_deserialize_no_subgroup_check(NULL, zero), BLS381_ERR_BADARGS, b);
}

TEST(contract_field_decoders__modulus_and_above_and_null)
{
    bls381_fp a;
    bls381_fr k;
    bls381_fp12 f;
    uint8_t b[BLS381_FP12_BYTES];
    uint64_t l[6];
    FILL(a); EXPECT_FAIL(bls381_fp_from_bytes(&a, P_BE), BLS381_ERR_ENCODING, a);
    memset(b, 0xff, 48);
    FILL(a); EXPECT_FAIL(bls381_fp_from_bytes(&a, b), BLS381_ERR_ENCODING, a);
    FILL(a); EXPECT_FAIL(bls381_fp_from_bytes(&a, NULL), BLS381_ERR_BADARGS, a);
    EXPECT_FAIL(bls381_fp_from_bytes(NULL, P_BE), BLS381_ERR_BADARGS, a);
    memset(l, 0xff, sizeof l);
    FILL(a); EXPECT_FAIL(bls381_fp_from_limbs(&a, l), BLS381_ERR_ENCODING, a);
    FILL(a); EXPECT_FAIL(bls381_fp_from_limbs(&a, NULL), BLS381_ERR_BADARGS, a);
    FILL(k); EXPECT_FAIL(bls381_fr_from_bytes(&k, R_BE), BLS381_ERR_ENCODING, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_bytes(&k, b), BLS381_ERR_ENCODING, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_bytes(&k, NULL), BLS381_ERR_BADARGS, k);
    EXPECT_FAIL(bls381_fr_from_bytes(NULL, R_BE), BLS381_ERR_BADARGS, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_limbs(&k, l), BLS381_ERR_ENCODING, k);
    FILL(k); EXPECT_FAIL(bls381_fr_from_limbs(&k, NULL), BLS381_ERR_BADARGS, k);
    /* Fp12: each of the twelve coefficients at p in turn */
    for (int i = 0; i < 12; i++) {
        memset(b, 0, sizeof b);
        memcpy(b + 48 * i, P_BE, 48);
        FILL(f); EXPECT_FAIL(bls381_fp12_from_bytes(&f, b), BLS381_ERR_ENCODING, f);
    }
    FILL(f); EXPECT_FAIL(bls381_fp12_from_bytes(&f, NULL), BLS381_ERR_BADARGS, f);
    EXPECT_FAIL(bls381_fp12_from_bytes(NULL, b), BLS381_ERR_BADARGS, f);
}

/* -------------------------------------------------------- signatures --- */

/* A verifier on bad input: status st, *ok false (it was set true first). */
#define EXPECT_VERDICT(st, want_status) \
    do { \
        ok = true; \
        bls381_status st_ = (st); \
        if (st_ != (want_status)) \
            test_failf(__FILE__, __LINE__, "%s: got %s, want %s", #st, bls381_status_str(st_), \
                       bls381_status_str(want_status)); \
        CHECK(!ok); \
    } while (0)

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
    bad_g1(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(pk); EXPECT_FAIL(bls381_sig_pk_from_bytes(&pk, c[i].b), c[i].want, pk);
    }
    memset(b, 0, 48); b[0] = 0xc0;
    FILL(pk); EXPECT_FAIL(bls381_sig_pk_from_bytes(&pk, b), BLS381_ERR_INFINITY, pk);
    FILL(pk); EXPECT_FAIL(bls381_sig_pk_from_bytes(&pk, NULL), BLS381_ERR_BADARGS, pk);
    EXPECT_FAIL(bls381_sig_pk_from_bytes(NULL, b), BLS381_ERR_BADARGS, pk);

    /* signatures: every bad G2 encoding (the identity is a valid signature) */
    bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) {
        FILL(sig); EXPECT_FAIL(bls381_sig_from_bytes(&sig, c[i].b), c[i].want, sig);
    }
    FILL(sig); EXPECT_FAIL(bls381_sig_from_bytes(&sig, NULL), BLS381_ERR_BADARGS, sig);
    EXPECT_FAIL(bls381_sig_from_bytes(NULL, b), BLS381_ERR_BADARGS, sig);

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
                  (n + 1) * (96 + 192) + 40 * n + bls381_g2_msm_scratch_size(n, t));
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

/* ------------------------------------------------ hashing, h2c --- */

TEST(contract_hash_h2c__lengths_empty_dst_and_null)
{
    uint8_t out[8200], prk[32] = { 1 };
    static const uint8_t msg[] = "msg", dst[] = "DST";
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 0, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 8161, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, SIZE_MAX, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 32, msg, 3, dst, 0), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 32, NULL, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_expand_message_xmd(out, 32, msg, 3, NULL, 3), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_expand_message_xmd(NULL, 32, msg, 3, dst, 3), BLS381_ERR_BADARGS, out);
    FILL(out); CHECK(bls381_expand_message_xmd(out, 8160, NULL, 0, dst, 3) == BLS381_OK);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, 8161, prk, 32, msg, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, SIZE_MAX, prk, 32, msg, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, 32, NULL, 32, msg, 3), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_hkdf_sha256_expand(out, 32, prk, 32, NULL, 3), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_hkdf_sha256_expand(NULL, 32, prk, 32, msg, 3), BLS381_ERR_BADARGS, out);

    bls381_fp u[5];
    bls381_fp2 u2[3];
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 0, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 5, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, SIZE_MAX, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 2, msg, 3, dst, 0), BLS381_ERR_BADARGS, u);
    FILL(u); EXPECT_FAIL(bls381_hash_to_field_fp(u, 2, NULL, 3, dst, 3), BLS381_ERR_BADARGS, u);
    EXPECT_FAIL(bls381_hash_to_field_fp(NULL, 2, msg, 3, dst, 3), BLS381_ERR_BADARGS, u);
    FILL(u2); EXPECT_FAIL(bls381_hash_to_field_fp2(u2, 0, msg, 3, dst, 3), BLS381_ERR_BADARGS, u2);
    FILL(u2); EXPECT_FAIL(bls381_hash_to_field_fp2(u2, 3, msg, 3, dst, 3), BLS381_ERR_BADARGS, u2);
    FILL(u2); EXPECT_FAIL(bls381_hash_to_field_fp2(u2, 2, msg, 3, NULL, 3), BLS381_ERR_BADARGS, u2);
    EXPECT_FAIL(bls381_hash_to_field_fp2(NULL, 1, msg, 3, dst, 3), BLS381_ERR_BADARGS, u2);

    bls381_g1 p;
    bls381_g2 q;
    FILL(p); EXPECT_FAIL(bls381_hash_to_g1(&p, msg, 3, dst, 0), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_hash_to_g1(&p, NULL, 3, dst, 3), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_hash_to_g1(&p, msg, 3, NULL, 3), BLS381_ERR_BADARGS, p);
    EXPECT_FAIL(bls381_hash_to_g1(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_encode_to_g1(&p, msg, 3, dst, 0), BLS381_ERR_BADARGS, p);
    FILL(p); EXPECT_FAIL(bls381_encode_to_g1(&p, NULL, 3, dst, 3), BLS381_ERR_BADARGS, p);
    EXPECT_FAIL(bls381_encode_to_g1(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, p);
    FILL(q); EXPECT_FAIL(bls381_hash_to_g2(&q, msg, 3, dst, 0), BLS381_ERR_BADARGS, q);
    FILL(q); EXPECT_FAIL(bls381_hash_to_g2(&q, NULL, 3, dst, 3), BLS381_ERR_BADARGS, q);
    EXPECT_FAIL(bls381_hash_to_g2(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, q);
    FILL(q); EXPECT_FAIL(bls381_encode_to_g2(&q, msg, 3, NULL, 3), BLS381_ERR_BADARGS, q);
    FILL(q); EXPECT_FAIL(bls381_encode_to_g2(&q, msg, 3, dst, 0), BLS381_ERR_BADARGS, q);
    EXPECT_FAIL(bls381_encode_to_g2(NULL, msg, 3, dst, 3), BLS381_ERR_BADARGS, q);

    /* the void hashing functions: NULL data with length 0 is allowed */
    uint8_t d1[32], d2[32];
    bls381_sha256(d1, NULL, 0);
    bls381_sha256_ctx c;
    bls381_sha256_init(&c);
    bls381_sha256_update(&c, NULL, 0);
    bls381_sha256_final(&c, d2);
    CHECK_MEM(d1, d2, 32);
    bls381_hmac_sha256(d1, NULL, 0, NULL, 0);
    bls381_hmac_sha256_ctx hc;
    bls381_hmac_sha256_init(&hc, NULL, 0);
    bls381_hmac_sha256_update(&hc, NULL, 0);
    bls381_hmac_sha256_final(&hc, d2);
    CHECK_MEM(d1, d2, 32);
    bls381_hkdf_sha256_extract(d1, NULL, 0, NULL, 0);
    bls381_hkdf_sha256_extract(d2, (const uint8_t[32]){ 0 }, 32, NULL, 0); /* empty salt = 32 zeros */
    CHECK_MEM(d1, d2, 32);
    /* the maps take any field element: 0 and -1 give points of the curve */
    bls381_g1_affine a;
    bls381_g2_affine b;
    bls381_fp z;
    bls381_fp2 z2;
    bls381_fp_set_zero(&z);
    bls381_fp2_set_zero(&z2);
    bls381_map_to_curve_g1(&a, &z);
    bls381_map_to_curve_g2(&b, &z2);
    CHECK(bls381_g1_affine_is_on_curve(&a) && bls381_g2_affine_is_on_curve(&b));
}

/* ----------------------------------------------------------------- MSM --- */

TEST(contract_msm__null_scratch_windows_and_huge_n)
{
    bls381_g1_affine p1[2], o1;
    bls381_g2_affine p2[2], o2;
    bls381_fr k[2];
    bls381_g1_affine_generator(&p1[0]);
    bls381_g2_affine_generator(&p2[0]);
    p1[1] = p1[0];
    p2[1] = p2[0];
    bls381_fr_set_one(&k[0]);
    k[1] = k[0];
    size_t n1 = bls381_g1_msm_scratch_size(2, 1), n2 = bls381_g2_msm_scratch_size(2, 1);
    void *s1 = malloc(n1 ? n1 : 1), *s2 = malloc(n2 ? n2 : 1);
    REQUIRE(s1 && s2);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, NULL, k, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, NULL, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    EXPECT_FAIL(bls381_g1_msm_vartime(NULL, p1, k, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    if (n1 > 0) {
        FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, k, 2, s1, 1, NULL), BLS381_ERR_BADARGS, o1);
        FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, k, 2, NULL, n1, NULL), BLS381_ERR_BADARGS, o1);
    }
    CHECK(bls381_g1_msm_scratch_size(HUGE_N, 1) == SIZE_MAX);
    CHECK(bls381_g2_msm_scratch_size(HUGE_N, 1) == SIZE_MAX);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, k, HUGE_N, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_with(&o1, p1, k, 2, s1, n1, NULL, BLS381_MSM_XYZZ, 1),
                          BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_with(&o1, p1, k, 2, s1, n1, NULL, BLS381_MSM_XYZZ, 17),
                          BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_with(&o1, p1, k, 2, s1, n1, NULL, (bls381_msm_algo)99, 0),
                          BLS381_ERR_BADARGS, o1);
    /* the config API: out-of-range axes, the sorted engine without its
     * split, short scratch, NULL pointers, huge n */
    static const bls381_msm_config bad[] = {
        { (bls381_msm_buckets)9, 0, 0, 0 }, { 0, (bls381_msm_split)9, 0, 0 }, { 0, 0, 1, 0 }, { 0, 0, 17, 0 },
        { 0, 0, 0, (bls381_msm_crowded)9 }, { BLS381_MSM_BUCKETS_SORTED, BLS381_MSM_SPLIT_NONE, 0, 0 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_LOOP(bls381_g1_msm_config_scratch_size(2, 1, &bad[i]) == 0);
        FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, 2, s1, n1, NULL, &bad[i]), BLS381_ERR_BADARGS, o1);
    }
    static const bls381_msm_config sorted = { BLS381_MSM_BUCKETS_SORTED, 0, 0, 0 };
    size_t ns = bls381_g1_msm_config_scratch_size(2, 1, &sorted);
    void *ss = malloc(ns);
    REQUIRE(ss != NULL);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, 2, ss, ns - 1, NULL, &sorted), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, 2, NULL, ns, NULL, &sorted), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, NULL, k, 2, ss, ns, NULL, &sorted), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, NULL, 2, ss, ns, NULL, NULL), BLS381_ERR_BADARGS, o1);
    EXPECT_FAIL(bls381_g1_msm_vartime_config(NULL, p1, k, 2, ss, ns, NULL, NULL), BLS381_ERR_BADARGS, o1);
    CHECK(bls381_g1_msm_config_scratch_size(HUGE_N, 1, NULL) == SIZE_MAX);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, HUGE_N, ss, ns, NULL, NULL), BLS381_ERR_BADARGS, o1);
    CHECK(bls381_g1_msm_vartime_config(&o1, p1, k, 2, ss, ns, NULL, &sorted) == BLS381_OK);
    free(ss);
    FILL(o2); EXPECT_FAIL(bls381_g2_msm_vartime(&o2, NULL, k, 2, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    FILL(o2); EXPECT_FAIL(bls381_g2_msm_vartime(&o2, p2, NULL, 2, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    FILL(o2); EXPECT_FAIL(bls381_g2_msm_vartime(&o2, p2, k, HUGE_N, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    EXPECT_FAIL(bls381_g2_msm_vartime(NULL, p2, k, 2, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    /* fixed-base tables: a bad window, a short or misaligned table, NULL
     * points; an MSM on something that is not a table, the wrong n, short
     * scratch */
    CHECK(bls381_g1_fixed_table_size(2, 1) == 0 || bls381_g1_fixed_table_size(2, 1) == SIZE_MAX);
    size_t tsz = bls381_g1_fixed_table_size(2, 0);
    REQUIRE(tsz > 0 && tsz < SIZE_MAX);
    uint64_t *table = malloc(tsz + 8);
    REQUIRE(table);
    memset(table, PAT, tsz + 8);
    CHECK(bls381_g1_fixed_table_build(table, tsz, p1, 2, 1, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(table, tsz, p1, 2, 17, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(table, tsz - 1, p1, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build((uint8_t *)table + 1, tsz, p1, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(table, tsz, NULL, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(NULL, tsz, p1, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(untouched(table, tsz + 8));
    CHECK(bls381_g1_fixed_table_size(HUGE_N, 0) == SIZE_MAX);
    CHECK(bls381_g1_msm_fixed_scratch_size(table, 1) == 0);          /* not a table */
    CHECK(bls381_g1_msm_fixed_scratch_size(NULL, 1) == 0);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    REQUIRE(bls381_g1_fixed_table_build(table, tsz, p1, 2, 0, NULL) == BLS381_OK);
    size_t fs = bls381_g1_msm_fixed_scratch_size(table, 1);
    void *fsc = malloc(fs);
    REQUIRE(fs > 0 && fsc);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, 1, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, HUGE_N, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, 2, fsc, 1, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, NULL, 2, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, NULL, k, 2, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    EXPECT_FAIL(bls381_g1_msm_fixed_vartime(NULL, table, k, 2, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    bls381_g1_affine o3;                                   /* and a good call agrees with the plain MSM */
    CHECK(bls381_g1_msm_fixed_vartime(&o1, table, k, 2, fsc, fs, NULL) == BLS381_OK);
    CHECK(bls381_g1_msm_vartime(&o3, p1, k, 2, s1, n1, NULL) == BLS381_OK && bls381_g1_affine_eq(&o1, &o3));
    free(fsc);
    free(table);

    /* n = 0: infinity, with NULL arrays */
    CHECK(bls381_g1_msm_vartime(&o1, NULL, NULL, 0, NULL, 0, NULL) == BLS381_OK && bls381_g1_affine_is_infinity(&o1));
    CHECK(bls381_g2_msm_vartime(&o2, NULL, NULL, 0, NULL, 0, NULL) == BLS381_OK && bls381_g2_affine_is_infinity(&o2));
    free(s1);
    free(s2);
}

/* ------------------------------------------------------------ EIP-2537 --- */

static void e_fp(uint8_t out[64], const bls381_fp *x)
{
    memset(out, 0, 16);
    bls381_fp_to_bytes(out + 16, x);
}

static void e_g1(uint8_t out[128], const bls381_g1_affine *p)
{
    e_fp(out, &p->x);
    e_fp(out + 64, &p->y);
}

static void e_g2(uint8_t out[256], const bls381_g2_affine *p)
{
    e_fp(out, &p->x.c0);
    e_fp(out + 64, &p->x.c1);
    e_fp(out + 128, &p->y.c0);
    e_fp(out + 192, &p->y.c1);
}

/* bad 128-byte G1 / 256-byte G2 encodings with their status (the last one,
 * outside the subgroup, is accepted by the additions) */
enum { NBAD_E = 5 };
static void bad_e_g1(uint8_t b[NBAD_E][128], bls381_status want[NBAD_E])
{
    bls381_g1_affine g, o;
    bls381_g1 t;
    bls381_g1_affine_generator(&g);
    cu_rand_e1(&t);
    bls381_g1_to_affine(&o, &t);
    for (int i = 0; i < NBAD_E; i++) e_g1(b[i], &g);
    b[0][3] = 1; want[0] = BLS381_ERR_PADDING;
    memcpy(b[1] + 16, P_BE, 48); want[1] = BLS381_ERR_ENCODING;
    memcpy(b[2] + 64 + 16, P_BE, 48); want[2] = BLS381_ERR_ENCODING;
    b[3][127] ^= 1; want[3] = BLS381_ERR_NOT_ON_CURVE;
    e_g1(b[4], &o); want[4] = BLS381_ERR_NOT_IN_SUBGROUP;
}

static void bad_e_g2(uint8_t b[NBAD_E][256], bls381_status want[NBAD_E])
{
    bls381_g2_affine g, o;
    bls381_g2 t;
    bls381_g2_affine_generator(&g);
    cu_rand_e2(&t);
    bls381_g2_to_affine(&o, &t);
    for (int i = 0; i < NBAD_E; i++) e_g2(b[i], &g);
    b[0][64 + 15] = 1; want[0] = BLS381_ERR_PADDING;
    memcpy(b[1] + 64 + 16, P_BE, 48); want[1] = BLS381_ERR_ENCODING;
    memcpy(b[2] + 192 + 16, P_BE, 48); want[2] = BLS381_ERR_ENCODING;
    b[3][255] ^= 1; want[3] = BLS381_ERR_NOT_ON_CURVE;
    e_g2(b[4], &o); want[4] = BLS381_ERR_NOT_IN_SUBGROUP;
}

TEST(contract_eip2537__lengths_encodings_subgroup_scratch_and_null)
{
    uint8_t g1b[NBAD_E][128], g2b[NBAD_E][256], in[2 * 384], out[256], good1[128], good2[256];
    bls381_status w1[NBAD_E], w2[NBAD_E];
    bad_e_g1(g1b, w1);
    bad_e_g2(g2b, w2);
    bls381_g1_affine g;
    bls381_g2_affine h;
    bls381_g1_affine_generator(&g);
    bls381_g2_affine_generator(&h);
    e_g1(good1, &g);
    e_g2(good2, &h);
    size_t s1 = bls381_eip2537_g1msm_scratch_size(2 * 160, 1), s2 = bls381_eip2537_g2msm_scratch_size(2 * 288, 1);
    void *sc1 = malloc(s1), *sc2 = malloc(s2);
    REQUIRE(sc1 && sc2);

    /* lengths: 0, one short, one long, for every operation */
    static const size_t unit[7] = { 256, 512, 160, 288, 384, 64, 128 };
    for (int op = 0; op < 7; op++) {
        size_t lens[3] = { 0, unit[op] - 1, unit[op] + 1 };
        memset(in, 0, sizeof in);
        for (int j = 0; j < 3; j++) {
            bls381_status st;
            FILL(out);
            switch (op) {
            case 0: st = bls381_eip2537_g1add(out, in, lens[j]); break;
            case 1: st = bls381_eip2537_g2add(out, in, lens[j]); break;
            case 2: st = bls381_eip2537_g1msm(out, in, lens[j], sc1, s1, NULL); break;
            case 3: st = bls381_eip2537_g2msm(out, in, lens[j], sc2, s2, NULL); break;
            case 4: st = bls381_eip2537_pairing_check(out, in, lens[j], NULL); break;
            case 5: st = bls381_eip2537_map_fp_to_g1(out, in, lens[j]); break;
            default: st = bls381_eip2537_map_fp2_to_g2(out, in, lens[j]); break;
            }
            if (st != BLS381_ERR_BADARGS || !UNTOUCHED(out))
                test_failf(__FILE__, __LINE__, "op %d length %zu: %s", op, lens[j], bls381_status_str(st));
        }
    }
    /* huge lengths that are multiples of the pair size: refused, nothing read */
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, SIZE_MAX / 160 * 160, sc1, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, in, SIZE_MAX / 288 * 288, sc2, s2, NULL), BLS381_ERR_BADARGS, out);
    CHECK(bls381_eip2537_g1msm_scratch_size(SIZE_MAX / 160 * 160, 1) == SIZE_MAX);
    CHECK(bls381_eip2537_g2msm_scratch_size(SIZE_MAX / 288 * 288, 1) == SIZE_MAX);

    /* every bad point in every position of every operation */
    for (int i = 0; i < NBAD_E; i++) {
        bool sg = w1[i] == BLS381_ERR_NOT_IN_SUBGROUP;
        for (int pos = 0; pos < 2; pos++) {
            memcpy(in, pos ? good1 : g1b[i], 128);
            memcpy(in + 128, pos ? g1b[i] : good1, 128);
            FILL(out);
            bls381_status st = bls381_eip2537_g1add(out, in, 256);
            if (sg) CHECK(st == BLS381_OK);
            else EXPECT_FAIL(st, w1[i], out);
            memcpy(in + pos * 160, g1b[i], 128);
            memcpy(in + (1 - pos) * 160, good1, 128);
            memset(in + 128, 7, 32);
            memset(in + 160 + 128, 9, 32);
            FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, 320, sc1, s1, NULL), w1[i], out);
            /* pairing: G1 bad, G2 good, in pair 0 or 1 */
            memcpy(in + pos * 384, g1b[i], 128);
            memcpy(in + pos * 384 + 128, good2, 256);
            memcpy(in + (1 - pos) * 384, good1, 128);
            memcpy(in + (1 - pos) * 384 + 128, good2, 256);
            FILL(out); EXPECT_FAIL(bls381_eip2537_pairing_check(out, in, 768, NULL), w1[i], out);
        }
        sg = w2[i] == BLS381_ERR_NOT_IN_SUBGROUP;
        for (int pos = 0; pos < 2; pos++) {
            memcpy(in, pos ? good2 : g2b[i], 256);
            memcpy(in + 256, pos ? g2b[i] : good2, 256);
            FILL(out);
            bls381_status st = bls381_eip2537_g2add(out, in, 512);
            if (sg) CHECK(st == BLS381_OK);
            else EXPECT_FAIL(st, w2[i], out);
            memcpy(in + pos * 288, g2b[i], 256);
            memcpy(in + (1 - pos) * 288, good2, 256);
            memset(in + 256, 7, 32);
            memset(in + 288 + 256, 9, 32);
            FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, in, 576, sc2, s2, NULL), w2[i], out);
            memcpy(in + pos * 384, good1, 128);
            memcpy(in + pos * 384 + 128, g2b[i], 256);
            memcpy(in + (1 - pos) * 384, good1, 128);
            memcpy(in + (1 - pos) * 384 + 128, good2, 256);
            FILL(out); EXPECT_FAIL(bls381_eip2537_pairing_check(out, in, 768, NULL), w2[i], out);
        }
    }
    /* the maps: padding, x >= p (each half of Fp2) */
    memset(in, 0, 128);
    in[0] = 1;
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(out, in, 64), BLS381_ERR_PADDING, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, in, 128), BLS381_ERR_PADDING, out);
    memset(in, 0, 128);
    memcpy(in + 16, P_BE, 48);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(out, in, 64), BLS381_ERR_ENCODING, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, in, 128), BLS381_ERR_ENCODING, out);
    memset(in, 0, 128);
    memcpy(in + 64 + 16, P_BE, 48);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, in, 128), BLS381_ERR_ENCODING, out);

    /* NULL output, NULL input with a length, scratch short or NULL */
    memcpy(in, good1, 128);
    memcpy(in + 128, good1, 128);
    EXPECT_FAIL(bls381_eip2537_g1add(NULL, in, 256), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1add(out, NULL, 256), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2add(out, NULL, 512), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_g2add(NULL, in, 512), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, NULL, 160, sc1, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, 160, NULL, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g1msm(out, in, 160, sc1,
                                                bls381_eip2537_g1msm_scratch_size(160, 1) - 1, NULL),
                           BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_g1msm(NULL, in, 160, sc1, s1, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, NULL, 288, sc2, s2, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_g2msm(out, in, 288, NULL, s2, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_pairing_check(out, NULL, 384, NULL), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_pairing_check(NULL, in, 384, NULL), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(out, NULL, 64), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_map_fp_to_g1(NULL, in, 64), BLS381_ERR_BADARGS, out);
    FILL(out); EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(out, NULL, 128), BLS381_ERR_BADARGS, out);
    EXPECT_FAIL(bls381_eip2537_map_fp2_to_g2(NULL, in, 128), BLS381_ERR_BADARGS, out);

    /* gas: every length gives a price, the fixed ones ignore it */
    CHECK(bls381_eip2537_g1add_gas(0) == bls381_eip2537_g1add_gas(SIZE_MAX));
    CHECK(bls381_eip2537_g2add_gas(0) == bls381_eip2537_g2add_gas(SIZE_MAX));
    CHECK(bls381_eip2537_map_fp_to_g1_gas(0) == bls381_eip2537_map_fp_to_g1_gas(SIZE_MAX));
    CHECK(bls381_eip2537_map_fp2_to_g2_gas(0) == bls381_eip2537_map_fp2_to_g2_gas(SIZE_MAX));
    /* the price saturates instead of wrapping (only a 64-bit size_t reaches
     * it: above 2^57 bytes) */
    if ((uint64_t)SIZE_MAX > (UINT64_C(1) << 58)) {
        CHECK(bls381_eip2537_g1msm_gas(SIZE_MAX) == UINT64_MAX);
        CHECK(bls381_eip2537_g2msm_gas(SIZE_MAX) == UINT64_MAX);
        CHECK(bls381_eip2537_pairing_check_gas(SIZE_MAX) == UINT64_MAX);
    } else {
        CHECK(bls381_eip2537_pairing_check_gas(SIZE_MAX) == 32600 * (uint64_t)(SIZE_MAX / 384) + 37700);
        CHECK(bls381_eip2537_g1msm_gas(SIZE_MAX) > bls381_eip2537_g1msm_gas(SIZE_MAX / 2));
    }
    CHECK(bls381_eip2537_g1msm_gas(0) == 0 && bls381_eip2537_g2msm_gas(0) == 0);
    free(sc1);
    free(sc2);
}

/* ---------------------------------------------- pool, random, status --- */

static void count_range(void *ctx, size_t begin, size_t end, unsigned slot)
{
    (void)ctx; (void)begin; (void)end; (void)slot;
    CHECK(false);                      /* n = 0: never called */
}

TEST(contract_pool_random_status__bad_arguments)
{
    bls381_pool *pool;
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, BLS381_POOL_MAX_THREADS + 1, NULL), BLS381_ERR_BADARGS, pool);
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, UINT32_MAX, NULL), BLS381_ERR_BADARGS, pool);
    EXPECT_FAIL(bls381_pool_create(NULL, 2, NULL), BLS381_ERR_BADARGS, pool);
    const int bad_cpu[1] = { BLS381_POOL_MAX_CPUS };
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, 2, bad_cpu), BLS381_ERR_BADARGS, pool);
    const int neg_cpu[1] = { -2 };
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, 2, neg_cpu), BLS381_ERR_BADARGS, pool);
    /* NULL pools: one thread, calls run on the caller, destroy does nothing */
    CHECK(bls381_pool_threads(NULL) == 1);
    bls381_pool_destroy(NULL);
    bls381_pool_parallel_for(NULL, 0, 1, count_range, NULL);
    bls381_pool_parallel_for(NULL, 5, 1, NULL, NULL);
    bls381_pool_fork_join(NULL, NULL, 0);
    bls381_pool *def = bls381_pool_default();
    CHECK((def != NULL) == (bls381_pool_default_status() == BLS381_OK));
    bls381_pool_parallel_for(def, 0, 0, count_range, NULL);

    uint8_t buf[16];
    CHECK(bls381_os_random(NULL, 0) == BLS381_OK);
    CHECK(bls381_os_random(NULL, 1) == BLS381_ERR_BADARGS);
    CHECK(bls381_os_random(buf, sizeof buf) == BLS381_OK);

    /* every status and values outside the enum have a name */
    for (int s = 0; s <= 64; s++) CHECK_LOOP(bls381_status_str((bls381_status)s) != NULL);
    CHECK(bls381_status_str((bls381_status)-1) != NULL);

    /* the run-time path switch: idempotent, the answer follows it */
    bool was = bls381_asm_active();
    bls381_lanes_kind lanes = bls381_lanes_engine();
    CHECK(lanes >= BLS381_LANES_OFF && lanes <= BLS381_LANES_IFMA_FAILED);
    bls381_force_portable(true);
    CHECK(!bls381_asm_active());
    /* the lane engine's IFMA back end goes off with the assembly */
    CHECK(bls381_lanes_engine() != BLS381_LANES_IFMA);
    bls381_force_portable(!was);
    CHECK(bls381_asm_active() == was);
    CHECK(bls381_lanes_engine() == lanes);
}

/* ------------------------- arithmetic on out-of-range values (no status) --- */

TEST(contract_arithmetic__empty_batches_off_curve_points_and_zero)
{
    /* n = 0: nothing written */
    bls381_fp fa[1], fs[1] = { 0 };
    bls381_fr ra[1], rs[1] = { 0 };
    bls381_g1_affine a1[1];
    bls381_g2_affine a2[1];
    bls381_g1 j1[1] = { 0 };
    bls381_g2 j2[1] = { 0 };
    FILL(fa); FILL(ra); FILL(a1); FILL(a2);
    bls381_fp_batch_inv(fa, fs, 0, NULL);
    bls381_fr_batch_inv(ra, rs, 0, NULL);
    bls381_g1_batch_to_affine(a1, j1, 0);
    bls381_g2_batch_to_affine(a2, j2, 0);
    CHECK(UNTOUCHED(fa) && UNTOUCHED(ra) && UNTOUCHED(a1) && UNTOUCHED(a2));

    /* the empty pairing product is 1; points off the curve or outside the
     * subgroups give some answer, never a crash (bls381_pairing.h) */
    bls381_fp12 f, one;
    bls381_fp12_set_one(&one);
    bls381_miller_loop(&f, NULL, NULL, 0, NULL);
    CHECK(bls381_fp12_eq(&f, &one));
    CHECK(bls381_pairing_check(NULL, NULL, 0, NULL));
    CHECK(bls381_pairing_check_prepared(NULL, NULL, 0));
    bls381_miller_loop_prepared(&f, NULL, NULL, 0);
    CHECK(bls381_fp12_eq(&f, &one));
    bls381_g1 e1;
    bls381_g2 e2;
    cu_rand_e1(&e1);
    cu_rand_e2(&e2);
    bls381_g1_affine p;
    bls381_g2_affine q, off;
    bls381_g1_to_affine(&p, &e1);
    bls381_g2_to_affine(&q, &e2);
    bls381_g2_affine_generator(&off);
    bls381_fp_add(&off.y.c0, &off.y.c0, &off.y.c1);        /* off the curve */
    CHECK(!bls381_g2_affine_is_on_curve(&off));
    bls381_pairing(&f, &p, &q);
    bls381_pairing(&f, &p, &off);
    bls381_final_exp(&f, &f);
    bls381_g2_prepared prep;
    const bls381_g2_prepared *pp = &prep;
    bls381_g2_prepare(&prep, &off);
    bls381_miller_loop_prepared(&f, &p, &pp, 1);
    (void)bls381_pairing_check(&p, &off, 1, NULL);
    (void)bls381_pairing_check_prepared(&p, &pp, 1);

    /* zero has no inverse: every inversion maps it to 0 */
    bls381_fp z, r;
    bls381_fp_set_zero(&z);
    bls381_fp_inv(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_vartime(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_bernstein_yang(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_by_fused(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_pornin(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fp_inv_fermat(&r, &z); CHECK(bls381_fp_is_zero(&r));
    bls381_fr zr, rr;
    bls381_fr_set_zero(&zr);
    bls381_fr_inv(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_vartime(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_bernstein_yang(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_by_fused(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_pornin(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fr_inv_fermat(&rr, &zr); CHECK(bls381_fr_is_zero(&rr));
    bls381_fp2 z2, r2;
    bls381_fp2_set_zero(&z2);
    bls381_fp2_inv(&r2, &z2); CHECK(bls381_fp2_is_zero(&r2));
    bls381_fp2_inv_vartime(&r2, &z2); CHECK(bls381_fp2_is_zero(&r2));
    /* a failed square root leaves its output as it was */
    bls381_fp nr;
    bls381_fp_from_u64(&nr, 2);                   /* not a square: p = 3 mod 8 */
    CHECK(bls381_fp_legendre(&nr) == -1 && bls381_fp_legendre_vartime(&nr) == -1);
    FILL(r); CHECK(!bls381_fp_sqrt(&r, &nr) && UNTOUCHED(r));
    /* scalars as bytes may be anything below 2^256: [2^256 - 1]P = [(2^256 - 1) mod r]P */
    uint8_t k[32];
    memset(k, 0xff, 32);
    bls381_g1 g, m1, m2;
    bls381_g1_generator(&g);
    bls381_g1_mul_bytes(&m1, &g, k);
    bls381_g1_mul_bytes_vartime(&m2, &g, k);
    CHECK(bls381_g1_eq(&m1, &m2));
    bls381_g2 h, n1, n2;
    bls381_g2_generator(&h);
    bls381_g2_mul_bytes(&n1, &h, k);
    bls381_g2_mul_bytes_vartime(&n2, &h, k);
    CHECK(bls381_g2_eq(&n1, &n2));
}

/*
 * PRECONDITION: the functions below return void, bool or int on typed
 * values (pure arithmetic) and take no NULL pointer, a documented
 * precondition they do not check (README.md, "Security"). Their inputs have
 * no invalid encoding left to reject: field elements are reduced by
 * construction, points off the curve or outside the subgroup give defined
 * answers (walked above for the pairing), zero inverts to zero.
 *
 * bls381_curve.h:
 *   bls381_g1_add bls381_g1_add_affine bls381_g1_affine_in_subgroup bls381_g1_affine_neg
 *   bls381_g1_clear_cofactor bls381_g1_cmov bls381_g1_dbl bls381_g1_from_affine
 *   bls381_g1_in_subgroup bls381_g1_is_infinity bls381_g1_is_on_curve bls381_g1_mul
 *   bls381_g1_mul_vartime bls381_g1_neg bls381_g1_set_infinity bls381_g1_sub bls381_g2_add
 *   bls381_g2_add_affine bls381_g2_affine_in_subgroup bls381_g2_affine_neg bls381_g2_clear_cofactor
 *   bls381_g2_cmov bls381_g2_dbl bls381_g2_from_affine bls381_g2_in_subgroup bls381_g2_is_infinity
 *   bls381_g2_is_on_curve bls381_g2_mul bls381_g2_mul_vartime bls381_g2_neg bls381_g2_set_infinity
 *   bls381_g2_sub
 * bls381_field.h:
 *   bls381_fp12_add bls381_fp12_cmov bls381_fp12_conj bls381_fp12_cyclotomic_sqr
 *   bls381_fp12_frobenius bls381_fp12_frobenius2 bls381_fp12_frobenius3 bls381_fp12_inv
 *   bls381_fp12_is_one bls381_fp12_is_zero bls381_fp12_mul bls381_fp12_mul_by_014
 *   bls381_fp12_neg bls381_fp12_set_zero bls381_fp12_sqr bls381_fp12_sub
 *   bls381_fp12_to_bytes bls381_fp2_add bls381_fp2_cmov bls381_fp2_conj bls381_fp2_dbl
 *   bls381_fp2_eq bls381_fp2_is_lexicographically_largest bls381_fp2_is_one bls381_fp2_mul
 *   bls381_fp2_mul_by_nonresidue bls381_fp2_mul_fp bls381_fp2_neg bls381_fp2_set_one
 *   bls381_fp2_sgn0 bls381_fp2_sqr bls381_fp2_sqrt bls381_fp2_sub bls381_fp6_add bls381_fp6_cmov
 *   bls381_fp6_dbl bls381_fp6_eq bls381_fp6_frobenius bls381_fp6_frobenius2 bls381_fp6_frobenius3
 *   bls381_fp6_inv bls381_fp6_is_one bls381_fp6_is_zero bls381_fp6_mul bls381_fp6_mul_by_01
 *   bls381_fp6_mul_by_1 bls381_fp6_mul_by_fp2 bls381_fp6_mul_by_nonresidue bls381_fp6_neg
 *   bls381_fp6_set_one bls381_fp6_set_zero bls381_fp6_sqr bls381_fp6_sub bls381_fp_cmov
 *   bls381_fp_cswap bls381_fp_dbl bls381_fp_eq bls381_fp_half
 *   bls381_fp_is_lexicographically_largest bls381_fp_is_odd bls381_fp_is_one bls381_fp_mul
 *   bls381_fp_neg bls381_fp_pow bls381_fp_pow_vartime bls381_fp_set_one bls381_fp_sqr bls381_fp_sub
 *   bls381_fp_to_limbs bls381_fr_add bls381_fr_cmov bls381_fr_cswap bls381_fr_dbl bls381_fr_eq
 *   bls381_fr_from_bytes_wide bls381_fr_from_u64 bls381_fr_is_one bls381_fr_mul bls381_fr_neg
 *   bls381_fr_pow bls381_fr_pow_vartime bls381_fr_sqr bls381_fr_sub bls381_fr_to_bytes
 *   bls381_fr_to_limbs
 * bls381_pairing.h:
 *   bls381_fp12_conj
 */
