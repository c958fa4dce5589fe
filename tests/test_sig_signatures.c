/* The batch signature parser bls381_sig_signatures_from_bytes
 * (sig/parse_batch.c) against a loop over bls381_sig_from_bytes stopping at
 * the first error: the same signatures, the same status and index, and
 * sigs untouched on every error, for batch sizes 0, 1, 7, 8, 9, 63, 64, 65
 * and 130 (whole groups of eight, remainders, one, two and three chunks of
 * 64), the identity (a valid signature) among valid ones, every rejection
 * of the one-signature parser (tests/contract_points.c's bad G2 encodings
 * and a point of order 13) at a random index, and two failures in one
 * batch (the lower index wins), with the lane engine off, on the model and
 * on IFMA where the CPU has it. */
#include "harness.h"
#include "contract.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "field/fp_x8.h"

#include <string.h>

enum { MAXN = 130, NKINDS = NBAD + 1 };

/* signatures_from_bytes on in[0..n) against the one-signature loop */
static int check_batch(const uint8_t *in, size_t n)
{
    static bls381_sig_signature want[MAXN], got[MAXN];
    bls381_sig_signature fill;
    bls381_status ws = BLS381_OK, s;
    size_t wi = 0, bi = 12345;
    for (; wi < n; wi++)
        if ((ws = bls381_sig_from_bytes(&want[wi], in + 96 * wi)) != BLS381_OK) break;
    memset(got, 0xa5, sizeof got);
    memset(&fill, 0xa5, sizeof fill);
    s = bls381_sig_signatures_from_bytes(got, in, n, &bi);
    if (s != ws) return 1;
    if (ws != BLS381_OK && bi != wi) return 1;
    if (ws == BLS381_OK && (bi != 12345 || memcmp(got, want, n * sizeof got[0]) != 0)) return 1;
    for (size_t i = ws == BLS381_OK ? n : 0; i < MAXN; i++)
        if (memcmp(&got[i], &fill, sizeof fill) != 0) return 1;
    return 0;
}

TEST(sig_signatures_from_bytes__matches_the_one_signature_parser_on_every_engine)
{
    static const size_t sizes[] = {0, 1, 7, 8, 9, 63, 64, 65, 130};
    static uint8_t good[96 * MAXN], in[96 * MAXN];
    uint8_t bad[NKINDS][96];
    bad_point c[NBAD], u[NBAD];
    bls381_status why[NKINDS];
    for (size_t i = 0; i < MAXN; i++) {
        bls381_g2 p;
        bls381_g2_affine a;
        cu_rand_g2_fast(&p);
        if (test_rand64() % 16 == 0) bls381_g2_set_infinity(&p); /* the identity is a signature */
        bls381_g2_to_affine(&a, &p);
        bls381_g2_compress(good + 96 * i, &a);
    }
    contract_bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) memcpy(bad[i], c[i].b, 96), why[i] = c[i].want;
    {
        bls381_g2 p;
        bls381_g2_affine a;
        cu_rand_e2_order_13(&p);
        bls381_g2_to_affine(&a, &p);
        bls381_g2_compress(bad[NBAD], &a);
        why[NBAD] = BLS381_ERR_NOT_IN_SUBGROUP;
    }
    int kinds[3], nk = lanes_engines(kinds);
    for (int e = 0; e < nk; e++) {
        bls381_fp_x8_select(kinds[e]);
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            size_t n = sizes[z];
            CHECK(check_batch(good, n) == 0);
            if (n == 0) continue;
            for (int b = 0; b < NKINDS; b++) {
                memcpy(in, good, 96 * n);
                memcpy(in + 96 * (test_rand64() % n), bad[b], 96);
                CHECK_LOOP(check_batch(in, n) == 0);
                /* the one-signature parser's verdict, so each rejection really is one */
                bls381_sig_signature one;
                CHECK_LOOP(bls381_sig_from_bytes(&one, bad[b]) == why[b]);
            }
            if (n < 3) continue;
            /* two failures at random indices (perhaps one group of eight,
             * perhaps one index twice): the lower one's status */
            for (int q = 0; q < 3; q++) {
                memcpy(in, good, 96 * n);
                memcpy(in + 96 * (test_rand64() % n), bad[test_rand64() % NKINDS], 96);
                memcpy(in + 96 * (test_rand64() % n), bad[test_rand64() % NKINDS], 96);
                CHECK_LOOP(check_batch(in, n) == 0);
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
