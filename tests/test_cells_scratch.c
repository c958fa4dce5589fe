/* The EIP-7594 functions in caller scratch (include/kzg.h): the same
 * cells, proofs and verdicts as the c-kzg functions, on one thread and on
 * a pool, in scratch of exactly the documented size filled with garbage;
 * and the cell verifier's size, taken before the commitments are
 * deduplicated, holding for every count of distinct commitments across its
 * MSM paths. The bad-input cases are in tests/test_contract_kzg.c. */
#include "harness.h"
#include "msm/batch.h"

#include <stdlib.h>
#include <string.h>

#include "kzg.h"

enum { NC = CELLS_PER_EXT_BLOB };

/* size bytes, 8-byte aligned, filled with garbage */
static void *garbage(size_t size)
{
    uint64_t *p = malloc(size ? size : 1);
    if (p) test_rand_bytes((uint8_t *)p, size);
    return p;
}

TEST(kzg_cells_scratch__cells_recovery_and_verdicts_equal_the_c_kzg_functions)
{
    Blob *blob = malloc(sizeof *blob);
    Cell *cells = malloc(NC * sizeof *cells), *out = malloc(NC * sizeof *out), *half = malloc(NC / 2 * sizeof *half);
    KZGProof *proofs = malloc(NC * sizeof *proofs), *pout = malloc(NC * sizeof *pout);
    REQUIRE(blob && cells && out && half && proofs && pout);
    test_rand_bytes(blob->bytes, BYTES_PER_BLOB);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) blob->bytes[32 * i] &= 0x3f;
    bls381_pool *pools[2];
    REQUIRE(bls381_pool_create(&pools[0], 1, NULL) == BLS381_OK);
    REQUIRE(bls381_pool_create(&pools[1], 3, NULL) == BLS381_OK);
    KZGSettings s = *bls381_kzg_mainnet_settings();
    bls381_kzg_settings_use_pool(&s, pools[0]);
    REQUIRE(compute_cells_and_kzg_proofs(cells, proofs, blob, &s) == C_KZG_OK); /* the reference */
    KZGCommitment c;
    REQUIRE(blob_to_kzg_commitment(&c, blob, &s) == C_KZG_OK);
    /* a random half of the cells, in ascending order */
    uint64_t idx[NC], hidx[NC / 2];
    for (uint64_t i = 0; i < NC; i++) idx[i] = i;
    for (size_t i = NC - 1; i > 0; i--) {
        size_t j = (size_t)(test_rand64() % (i + 1));
        uint64_t t = idx[i];
        idx[i] = idx[j];
        idx[j] = t;
    }
    bool pick[NC] = { false };
    for (size_t i = 0; i < NC / 2; i++) pick[idx[i]] = true;
    for (size_t i = 0, k = 0; i < NC; i++)
        if (pick[i]) hidx[k] = i, half[k++] = cells[i];
    Bytes48 cm[NC];
    for (uint64_t i = 0; i < NC; i++) idx[i] = i, cm[i] = c;

    /* FK20 is the costly part: on one thread cells and proofs, cells only
     * and recovery without proofs; on three, proofs only and recovery with
     * them; the verifier on both */
    for (int p = 0; p < 2; p++) {
        bls381_kzg_settings_use_pool(&s, pools[p]);
        size_t need = bls381_compute_cells_and_kzg_proofs_scratch_size(true, &s);
        size_t need_cells = bls381_compute_cells_and_kzg_proofs_scratch_size(false, &s);
        CHECK(need_cells == 2 * FIELD_ELEMENTS_PER_BLOB * 32 && need > need_cells);
        void *sc = garbage(need);
        REQUIRE(sc != NULL);
        memset(out, 0, NC * sizeof *out);
        memset(pout, 0, NC * sizeof *pout);
        if (p == 0) {
            CHECK(bls381_compute_cells_and_kzg_proofs_with_scratch(out, pout, blob, &s, sc, need) == C_KZG_OK);
            CHECK(memcmp(out, cells, NC * sizeof *out) == 0 && memcmp(pout, proofs, NC * sizeof *pout) == 0);
            memset(out, 0, NC * sizeof *out);
            CHECK(bls381_compute_cells_and_kzg_proofs_with_scratch(out, NULL, blob, &s, sc, need_cells) == C_KZG_OK);
            CHECK(memcmp(out, cells, NC * sizeof *out) == 0);
        } else {
            CHECK(bls381_compute_cells_and_kzg_proofs_with_scratch(NULL, pout, blob, &s, sc, need) == C_KZG_OK);
            CHECK(memcmp(pout, proofs, NC * sizeof *pout) == 0);
        }
        free(sc);

        /* recovery from half */
        need = bls381_recover_cells_and_kzg_proofs_scratch_size(true, &s);
        need_cells = bls381_recover_cells_and_kzg_proofs_scratch_size(false, &s);
        CHECK(need_cells == (FIELD_ELEMENTS_PER_BLOB + 2 * FIELD_ELEMENTS_PER_EXT_BLOB) * 32 && need > need_cells);
        sc = garbage(need);
        REQUIRE(sc != NULL);
        memset(out, 0, NC * sizeof *out);
        memset(pout, 0, NC * sizeof *pout);
        if (p == 1) {
            CHECK(bls381_recover_cells_and_kzg_proofs_with_scratch(out, pout, hidx, half, NC / 2, &s, sc, need) ==
                  C_KZG_OK);
            CHECK(memcmp(out, cells, NC * sizeof *out) == 0 && memcmp(pout, proofs, NC * sizeof *pout) == 0);
        } else {
            CHECK(bls381_recover_cells_and_kzg_proofs_with_scratch(out, NULL, hidx, half, NC / 2, &s, sc,
                                                                   need_cells) == C_KZG_OK);
            CHECK(memcmp(out, cells, NC * sizeof *out) == 0);
        }
        free(sc);

        /* the 128 cells verified, then with two proofs swapped */
        need = bls381_verify_cell_kzg_proof_batch_scratch_size(NC, &s);
        sc = garbage(need);
        REQUIRE(sc != NULL);
        bool ok = false, plain = true;
        CHECK(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, cm, idx, cells, proofs, NC, &s, sc, need) ==
                  C_KZG_OK && ok);
        KZGProof t = proofs[3];
        proofs[3] = proofs[4];
        proofs[4] = t;
        CHECK(verify_cell_kzg_proof_batch(&plain, cm, idx, cells, proofs, NC, &s) == C_KZG_OK && !plain);
        CHECK(bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, cm, idx, cells, proofs, NC, &s, sc, need) ==
                  C_KZG_OK && !ok);
        proofs[4] = proofs[3];
        proofs[3] = t;
        free(sc);
    }
    bls381_pool_destroy(pools[0]);
    bls381_pool_destroy(pools[1]);
    free(blob);
    free(cells);
    free(out);
    free(half);
    free(proofs);
    free(pout);
}

/* n cells under u distinct commitments ([k]G; zero cells, proofs at
 * infinity: cheap to decode, and the verdict false), for u from 1 to n: the scratch taken before deduplication holds
 * every u (an internal shortfall would be C_KZG_ERROR). n = 128 keeps RL within the many-MSM (at most 320 points), n =
 * 300 crosses its 512 with u (149 and up), n = 600 is past it. */
TEST(kzg_cells_scratch__the_verifier_size_holds_for_every_count_of_commitments)
{
    enum { MAXN = 600 };
    Bytes48 *cm = malloc(MAXN * sizeof *cm), *pr = malloc(MAXN * sizeof *pr);
    Cell *ce = malloc(MAXN * sizeof *ce);
    uint64_t *idx = malloc(MAXN * sizeof *idx);
    REQUIRE(cm && pr && ce && idx);
    bls381_g1 g, p;
    bls381_g1_affine a;
    bls381_g1_generator(&g);
    p = g;
    for (size_t k = 0; k < MAXN; k++) { /* points [k + 1]G */
        bls381_g1_to_affine(&a, &p);
        bls381_g1_compress(cm[k].bytes, &a);
        memset(pr[k].bytes, 0, sizeof pr[k].bytes);
        pr[k].bytes[0] = 0xc0;
        bls381_g1_add(&p, &p, &g);
        idx[k] = (k * 37) % NC;
    }
    memset(ce, 0, MAXN * sizeof *ce);
    bls381_pool *pools[2];
    REQUIRE(bls381_pool_create(&pools[0], 1, NULL) == BLS381_OK);
    REQUIRE(bls381_pool_create(&pools[1], 3, NULL) == BLS381_OK);
    KZGSettings s = *bls381_kzg_mainnet_settings();
    Bytes48 *byu = malloc(MAXN * sizeof *byu);
    REQUIRE(byu != NULL);
    static const size_t ns[] = { 128, 300, 600 };
    for (int t = 0; t < 2; t++) {
        bls381_kzg_settings_use_pool(&s, pools[t]);
        for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
            size_t n = ns[i];
            size_t need = bls381_verify_cell_kzg_proof_batch_scratch_size(n, &s);
            /* the lists (include/kzg.h), then the MSMs' for every count of
             * distinct commitments */
            size_t lo[2] = { n, n + 65 }, hi[2] = { n, 2 * n + 64 };
            CHECK(need == 2440 * n + 270464 + bls381_msm_batch_scratch_size(lo, hi, 2, bls381_pool_threads(pools[t])));
            void *sc = garbage(need);
            REQUIRE(sc != NULL);
            const size_t us[] = { 1, n / 3, 148, 149, n - 1, n };
            for (size_t j = 0; j < sizeof us / sizeof us[0]; j++) {
                size_t u = us[j];
                if (u > n || (n == 600 && u != 1 && u != n)) continue;
                for (size_t k = 0; k < n; k++) byu[k] = cm[k % u];
                bool ok = true;
                C_KZG_RET r = bls381_verify_cell_kzg_proof_batch_with_scratch(&ok, byu, idx, ce, pr, n, &s, sc, need);
                if (r != C_KZG_OK || ok)
                    test_failf(__FILE__, __LINE__, "n = %zu, u = %zu, %u threads: %d, ok %d", n, u,
                               bls381_pool_threads(pools[t]), (int)r, (int)ok);
            }
            free(sc);
        }
    }
    bls381_pool_destroy(pools[0]);
    bls381_pool_destroy(pools[1]);
    free(cm);
    free(pr);
    free(ce);
    free(idx);
    free(byu);
}
