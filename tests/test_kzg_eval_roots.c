/* The evaluation of the bare build (BLS381_KZG_COMPUTED_ROOTS: the roots of
 * unity computed as the sum runs, kzg/eval.c) against the hosted one, which
 * reads them from the settings' table: kzg/eval.c is compiled a second time
 * here with the macro and its two functions renamed. Random polynomials and
 * blobs at random points and at points of the domain (where p(z) is a
 * value), and non-canonical blobs refused by both. */
#include "harness.h"
#include "kzg/kzg_internal.h"

void computed_eval_poly(fr_t *y, const fr_t *poly, const fr_t *z, const KZGSettings *s);
C_KZG_RET computed_eval_blob(fr_t *y, const Blob *blob, const fr_t *z, const KZGSettings *s);

#define BLS381_KZG_COMPUTED_ROOTS 1
#define bls381_kzg_eval_poly computed_eval_poly
#define bls381_kzg_eval_blob computed_eval_blob
#include "kzg/eval.c"
#undef bls381_kzg_eval_poly
#undef bls381_kzg_eval_blob
#undef BLS381_KZG_COMPUTED_ROOTS

static void rand_fr(fr_t *x)
{
    uint8_t b[64];
    test_rand_bytes(b, sizeof b);
    bls381_fr_from_bytes_wide(x, b);
}

static fr_t poly[FIELD_ELEMENTS_PER_BLOB];
static Blob blob;

/* domain points: both ends, and random ones */
static size_t domain_index(size_t k)
{
    return k == 0 ? 0 : k == 1 ? FIELD_ELEMENTS_PER_BLOB - 1 : (size_t)(test_rand64() % FIELD_ELEMENTS_PER_BLOB);
}

TEST(kzg_eval__computed_roots_equal_the_table_on_polynomials)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    for (size_t it = 0; it < test_iters(3); it++) {
        for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) rand_fr(&poly[i]);
        fr_t z, a, b;
        rand_fr(&z);
        bls381_kzg_eval_poly(&a, poly, &z, s);
        computed_eval_poly(&b, poly, &z, NULL); /* reads no table */
        CHECK_LOOP(bls381_fr_eq(&a, &b));
        size_t i = domain_index(it);
        computed_eval_poly(&b, poly, &s->brp_roots_of_unity[i], NULL);
        CHECK_LOOP(bls381_fr_eq(&b, &poly[i]));
    }
}

TEST(kzg_eval__computed_roots_equal_the_table_on_blobs_and_refuse_the_same)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    for (size_t it = 0; it < test_iters(3); it++) {
        test_rand_bytes(blob.bytes, sizeof blob.bytes);
        for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) blob.bytes[32 * i] &= 0x3f;
        fr_t z, a, b, v;
        rand_fr(&z);
        CHECK_LOOP(bls381_kzg_eval_blob(&a, &blob, &z, s) == C_KZG_OK);
        CHECK_LOOP(computed_eval_blob(&b, &blob, &z, NULL) == C_KZG_OK);
        CHECK_LOOP(bls381_fr_eq(&a, &b));
        size_t i = domain_index(it);
        const fr_t *w = &s->brp_roots_of_unity[i];
        CHECK_LOOP(computed_eval_blob(&b, &blob, w, NULL) == C_KZG_OK);
        CHECK_LOOP(bls381_fr_from_bytes(&v, &blob.bytes[32 * i]) == BLS381_OK && bls381_fr_eq(&b, &v));
        /* one element >= r: refused at a random point and at a domain point */
        size_t bad = (size_t)(test_rand64() % FIELD_ELEMENTS_PER_BLOB);
        memset(&blob.bytes[32 * bad], 0xff, 32);
        CHECK_LOOP(bls381_kzg_eval_blob(&a, &blob, &z, s) == C_KZG_BADARGS);
        CHECK_LOOP(computed_eval_blob(&b, &blob, &z, NULL) == C_KZG_BADARGS);
        CHECK_LOOP(computed_eval_blob(&b, &blob, w, NULL) == C_KZG_BADARGS);
    }
}
