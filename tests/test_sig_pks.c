/* The batch key parser bls381_sig_pks_from_bytes (sig/keys_batch.c) against
 * a loop over bls381_sig_pk_from_bytes stopping at the first error: the
 * same keys, the same status and index, and pks untouched on every error,
 * for batch sizes 0, 1, 7, 8, 9, 64 and 65 (whole groups of eight, a
 * remainder, one and two chunks of 64), every rejection of the one-key
 * parser (tests/contract_points.c's bad G1 encodings, the identity, the
 * point (0, 2) of order 3) at the first, middle and last index, and two
 * failures in one batch (the lower index wins, the identity included),
 * with the lane engine off, on the model and on IFMA where the CPU has it. */
#include "harness.h"
#include "contract.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "field/fp_x8.h"

#include <string.h>

enum { MAXN = 65 };

/* pks_from_bytes on in[0..n) against the one-key loop */
static int check_batch(const uint8_t *in, size_t n)
{
    bls381_sig_pk want[MAXN], got[MAXN], fill;
    bls381_status ws = BLS381_OK, s;
    size_t wi = 0, bi = 12345;
    for (; wi < n; wi++)
        if ((ws = bls381_sig_pk_from_bytes(&want[wi], in + 48 * wi)) != BLS381_OK) break;
    memset(got, 0xa5, sizeof got);
    memset(&fill, 0xa5, sizeof fill);
    s = bls381_sig_pks_from_bytes(got, in, n, &bi);
    if (s != ws) return 1;
    if (ws != BLS381_OK && bi != wi) return 1;
    if (ws == BLS381_OK && (bi != 12345 || memcmp(got, want, n * sizeof got[0]) != 0)) return 1;
    for (size_t i = ws == BLS381_OK ? n : 0; i < MAXN; i++)
        if (memcmp(&got[i], &fill, sizeof fill) != 0) return 1;
    return 0;
}

TEST(sig_pks_from_bytes__matches_the_one_key_parser_on_every_engine)
{
    static const size_t sizes[] = {0, 1, 7, 8, 9, 64, 65};
    uint8_t good[48 * MAXN], in[48 * MAXN], bad[NBAD + 2][48];
    bad_point c[NBAD], u[NBAD];
    bls381_status why[NBAD + 2];
    for (size_t i = 0; i < MAXN; i++) {
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
            CHECK(check_batch(good, n) == 0);
            if (n == 0) continue;
            const size_t at[3] = {0, n / 2, n - 1};
            for (int b = 0; b < NBAD + 2; b++)
                for (int w = 0; w < 3; w++) {
                    memcpy(in, good, 48 * n);
                    memcpy(in + 48 * at[w], bad[b], 48);
                    CHECK_LOOP(check_batch(in, n) == 0);
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
                    CHECK_LOOP(check_batch(in, n) == 0);
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
