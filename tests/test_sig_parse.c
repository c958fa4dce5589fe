/* The batch parsers of sig/parse_batch.c against a loop over the
 * one-point parser stopping at the first error: the same points, the same
 * status and index, and the output untouched on every error, with the lane
 * engine off, on the model and on IFMA where the CPU has it.
 * - bls381_sig_pks_from_bytes against bls381_sig_pk_from_bytes: batch
 *   sizes 0, 1, 7, 8, 9, 64 and 65 (whole groups of eight, a remainder,
 *   one and two chunks of 64), every rejection of the one-key parser
 *   (tests/contract_points.c's bad G1 encodings, the identity, the point
 *   (0, 2) of order 3) at the first, middle and last index, and two
 *   failures in one batch (the lower index wins, the identity included);
 * - bls381_sig_signatures_from_bytes against bls381_sig_from_bytes: batch
 *   sizes 0, 1, 7, 8, 9, 63, 64, 65 and 130 (remainders, one, two and
 *   three chunks of 64), the identity (a valid signature) among valid
 *   ones, every rejection of the one-signature parser (the bad G2
 *   encodings and a point of order 13) at a random index, and two failures
 *   at random indices. */
#include "harness.h"
#include "contract.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "field/fp_x8.h"

#include <string.h>

enum { MAXN = 130 };

/* one kind of point: encoded and parsed sizes, the one-point parser and
 * the batch parser (through void pointers) */
typedef struct {
    size_t in_bytes, out_bytes;
    bls381_status (*one)(void *r, const uint8_t *in);
    bls381_status (*many)(void *r, const uint8_t *in, size_t n, size_t *bad);
} parser;

static bls381_status pk_one(void *r, const uint8_t *in) { return bls381_sig_pk_from_bytes(r, in); }
static bls381_status pk_many(void *r, const uint8_t *in, size_t n, size_t *bad)
{
    return bls381_sig_pks_from_bytes(r, in, n, bad);
}
static bls381_status sig_one(void *r, const uint8_t *in) { return bls381_sig_from_bytes(r, in); }
static bls381_status sig_many(void *r, const uint8_t *in, size_t n, size_t *bad)
{
    return bls381_sig_signatures_from_bytes(r, in, n, bad);
}
static const parser keys = { 48, sizeof(bls381_sig_pk), pk_one, pk_many };
static const parser signatures = { 96, sizeof(bls381_sig_signature), sig_one, sig_many };

/* the batch parser on in[0..n) against the one-point loop */
static int check_batch(const parser *p, const uint8_t *in, size_t n)
{
    static uint8_t want[MAXN * sizeof(bls381_sig_signature)], got[sizeof want];
    bls381_status ws = BLS381_OK, s;
    size_t wi = 0, bi = 12345;
    for (; wi < n; wi++)
        if ((ws = p->one(want + p->out_bytes * wi, in + p->in_bytes * wi)) != BLS381_OK) break;
    memset(got, 0xa5, sizeof got);
    s = p->many(got, in, n, &bi);
    if (s != ws) return 1;
    if (ws != BLS381_OK && bi != wi) return 1;
    if (ws == BLS381_OK && (bi != 12345 || memcmp(got, want, n * p->out_bytes) != 0)) return 1;
    for (size_t i = ws == BLS381_OK ? n * p->out_bytes : 0; i < sizeof got; i++)
        if (got[i] != 0xa5) return 1;
    return 0;
}

TEST(sig_pks_from_bytes__matches_the_one_key_parser_on_every_engine)
{
    enum { NKEYS = 65 };
    static const size_t sizes[] = {0, 1, 7, 8, 9, 64, NKEYS};
    uint8_t good[48 * NKEYS], in[48 * NKEYS], bad[NBAD + 2][48];
    bad_point c[NBAD], u[NBAD];
    bls381_status why[NBAD + 2];
    for (size_t i = 0; i < NKEYS; i++) {
        bls381_g1 p;
        bls381_g1_affine a;
        cu_rand_g1_fast(&p);
        bls381_g1_to_affine(&a, &p);
        bls381_g1_compress(good + 48 * i, &a);
    }
    contract_bad_g1(c, u);
    for (int i = 0; i < NBAD; i++) memcpy(bad[i], c[i].b, 48), why[i] = c[i].want;
    memset(bad[NBAD], 0, 48), bad[NBAD][0] = 0xc0, why[NBAD] = BLS381_ERR_INFINITY;
    memset(bad[NBAD + 1], 0, 48), bad[NBAD + 1][0] = 0x80, why[NBAD + 1] = BLS381_ERR_NOT_IN_SUBGROUP;
    int kinds[3], nk = lanes_engines(kinds);
    for (int e = 0; e < nk; e++) {
        bls381_fp_x8_select(kinds[e]);
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            size_t n = sizes[z];
            CHECK(check_batch(&keys, good, n) == 0);
            if (n == 0) continue;
            const size_t at[3] = {0, n / 2, n - 1};
            for (int b = 0; b < NBAD + 2; b++)
                for (int w = 0; w < 3; w++) {
                    memcpy(in, good, 48 * n);
                    memcpy(in + 48 * at[w], bad[b], 48);
                    CHECK_LOOP(check_batch(&keys, in, n) == 0);
                    /* the one-key parser's verdict, so each rejection really is one */
                    bls381_sig_pk one;
                    CHECK_LOOP(bls381_sig_pk_from_bytes(&one, bad[b]) == why[b]);
                }
            if (n < 3) continue;
            /* two failures: the identity before or after a key outside G1
             * or off the curve, in one group of eight and across groups */
            const size_t pairs[][2] = {{n / 2, n - 1}, {n - 1, n / 2}, {0, 2}, {2, 0}, {1, n - 1}};
            for (int q = 0; q < 5; q++)
                for (int b = 5; b < 7; b++) { /* off the curve, outside G1 */
                    memcpy(in, good, 48 * n);
                    memcpy(in + 48 * pairs[q][0], bad[NBAD], 48);
                    memcpy(in + 48 * pairs[q][1], bad[b], 48);
                    CHECK_LOOP(check_batch(&keys, in, n) == 0);
                }
        }
    }
    bls381_fp_x8_select(-1);
    /* arguments: NULL arrays with n > 0, and n = 0 with NULL everywhere */
    size_t bi = 7;
    bls381_sig_pk pk;
    CHECK(bls381_sig_pks_from_bytes(NULL, good, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_pks_from_bytes(&pk, NULL, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_pks_from_bytes(NULL, NULL, 0, NULL) == BLS381_OK);
    CHECK(bls381_sig_pks_from_bytes(&pk, bad[NBAD], 1, NULL) == BLS381_ERR_INFINITY);
}

TEST(sig_signatures_from_bytes__matches_the_one_signature_parser_on_every_engine)
{
    enum { NKINDS = NBAD + 1 };
    static const size_t sizes[] = {0, 1, 7, 8, 9, 63, 64, 65, 130};
    static uint8_t good[96 * MAXN], in[96 * MAXN];
    uint8_t bad[NKINDS][96];
    bad_point c[NBAD], u[NBAD];
    bls381_status why[NKINDS];
    bls381_g2 p;
    bls381_g2_affine a;
    for (size_t i = 0; i < MAXN; i++) {
        cu_rand_g2_fast(&p);
        if (test_rand64() % 16 == 0) bls381_g2_set_infinity(&p); /* the identity is a signature */
        bls381_g2_to_affine(&a, &p);
        bls381_g2_compress(good + 96 * i, &a);
    }
    contract_bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) memcpy(bad[i], c[i].b, 96), why[i] = c[i].want;
    cu_rand_e2_order_13(&p);
    bls381_g2_to_affine(&a, &p);
    bls381_g2_compress(bad[NBAD], &a);
    why[NBAD] = BLS381_ERR_NOT_IN_SUBGROUP;
    int kinds[3], nk = lanes_engines(kinds);
    for (int e = 0; e < nk; e++) {
        bls381_fp_x8_select(kinds[e]);
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            size_t n = sizes[z];
            CHECK(check_batch(&signatures, good, n) == 0);
            if (n == 0) continue;
            for (int b = 0; b < NKINDS; b++) {
                memcpy(in, good, 96 * n);
                memcpy(in + 96 * (test_rand64() % n), bad[b], 96);
                CHECK_LOOP(check_batch(&signatures, in, n) == 0);
                /* the one-signature parser's verdict, so each rejection really is one */
                bls381_sig_signature one;
                CHECK_LOOP(bls381_sig_from_bytes(&one, bad[b]) == why[b]);
            }
            if (n < 3) continue;
            /* two failures at random indices (perhaps in one group of
             * eight, perhaps one index twice): the lower one's status */
            for (int q = 0; q < 3; q++) {
                memcpy(in, good, 96 * n);
                memcpy(in + 96 * (test_rand64() % n), bad[test_rand64() % NKINDS], 96);
                memcpy(in + 96 * (test_rand64() % n), bad[test_rand64() % NKINDS], 96);
                CHECK_LOOP(check_batch(&signatures, in, n) == 0);
            }
        }
    }
    bls381_fp_x8_select(-1);
    /* arguments: NULL arrays with n > 0, and n = 0 with NULL everywhere */
    size_t bi = 7;
    bls381_sig_signature sig;
    CHECK(bls381_sig_signatures_from_bytes(NULL, good, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_signatures_from_bytes(&sig, NULL, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_signatures_from_bytes(NULL, NULL, 0, NULL) == BLS381_OK);
    CHECK(bls381_sig_signatures_from_bytes(&sig, bad[NBAD], 1, NULL) == BLS381_ERR_NOT_IN_SUBGROUP);
}
