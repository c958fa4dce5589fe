/* EIP-7594 cells: cells against a direct evaluation, FK20 proofs against the plain quotient method,
 * recovery from every kind of missing pattern, batch verification, the
 * embedded FK20 tables against the loader's. */
#include "curve_util.h"
#include "harness.h"
#include "bls381_msm.h"
#include "kzg/fk20.h"

#include <stdlib.h>

static void rand_blob(Blob *b)
{
    test_rand_bytes(b->bytes, sizeof b->bytes);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) b->bytes[32 * i] &= 0x3f;
}

static bool g1_same(const bls381_g1 *a, const bls381_g1 *b) { return bls381_g1_eq(a, b); }

/* ----------------------------------------------------------- cells --- */

static Cell *cells_of(const Blob *b, KZGProof *proofs, const KZGSettings *s)
{
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    if (cells && compute_cells_and_kzg_proofs(cells, proofs, b, s) != C_KZG_OK) {
        free(cells);
        return NULL;
    }
    return cells;
}

/* One random blob with its cells and proofs (embedded setup), computed by
 * the first test that needs it and shared by the others: FK20 is the
 * costly part of these tests (emulated targets run them too). */
typedef struct {
    Blob blob;
    Cell cells[CELLS_PER_EXT_BLOB];
    KZGProof proofs[CELLS_PER_EXT_BLOB];
} sample;

static const sample *shared_sample(void)
{
    static sample *smp;
    if (smp) return smp;
    sample *t = malloc(sizeof *t);
    bls381_pool *one = NULL; /* computed on the caller alone: the reference of the threads test */
    KZGSettings s1 = *bls381_kzg_mainnet_settings();
    if (!t || bls381_pool_create(&one, 1, NULL) != BLS381_OK) {
        free(t);
        return NULL;
    }
    bls381_kzg_settings_use_pool(&s1, one);
    rand_blob(&t->blob);
    C_KZG_RET ret = compute_cells_and_kzg_proofs(t->cells, t->proofs, &t->blob, &s1);
    bls381_pool_destroy(one);
    if (ret != C_KZG_OK) {
        free(t);
        return NULL;
    }
    return smp = t;
}

TEST(kzg_cells__equal_direct_evaluation_on_the_cosets)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    Blob *b = malloc(sizeof *b);
    fr_t *poly = malloc(FIELD_ELEMENTS_PER_BLOB * sizeof *poly);
    REQUIRE(b && poly);
    rand_blob(b);
    Cell *cells = cells_of(b, NULL, s);
    REQUIRE(cells != NULL);
    REQUIRE(bls381_kzg_blob_to_poly(poly, b) == C_KZG_OK);
    /* the blob's own values are cells 0..63; elsewhere evaluate the blob's
     * polynomial at brp_roots[64k + i] with the barycentric formula of
     * EIP-4844 (no FFT involved) */
    CHECK(memcmp(cells, b->bytes, BYTES_PER_BLOB) == 0);
    for (int t = 0; t < 40; t++) {
        size_t k = t < 8 ? CELLS_PER_BLOB + (size_t)t * 8 : test_rand64() % CELLS_PER_EXT_BLOB;
        size_t i = t < 8 ? (size_t)t * 9 % 64 : test_rand64() % FIELD_ELEMENTS_PER_CELL;
        fr_t y;
        uint8_t want[32];
        bls381_kzg_eval_poly(&y, poly, &s->brp_roots_of_unity[64 * k + i], s);
        bls381_fr_to_bytes(want, &y);
        CHECK_LOOP(memcmp(want, cells[k].bytes + 32 * i, 32) == 0);
    }
    free(cells);
    free(poly);
    free(b);
}

/* q = f div (X^64 - c) by long division; the proof is its commitment */
static void quotient_proof(g1_t *proof, const fr_t *coeffs, const fr_t *c, const KZGSettings *s)
{
    size_t n = FIELD_ELEMENTS_PER_BLOB, l = FIELD_ELEMENTS_PER_CELL;
    fr_t *rem = malloc(n * sizeof *rem), *q = malloc(n * sizeof *q);
    if (!rem || !q) return;
    memcpy(rem, coeffs, n * sizeof *rem);
    for (size_t i = 0; i < n; i++) bls381_fr_set_zero(&q[i]);
    for (size_t top = n; top-- > l;) { /* X^top = X^(top-64) (X^64 - c) + c X^(top-64) */
        q[top - l] = rem[top];
        fr_t t;
        bls381_fr_mul(&t, &rem[top], c);
        bls381_fr_add(&rem[top - l], &rem[top - l], &t);
    }
    if (bls381_kzg_g1_lincomb(proof, s->g1_values_monomial, q, n - l, s) != C_KZG_OK)
        memset(proof, 0xff, sizeof *proof);
    free(rem);
    free(q);
}

TEST(kzg_fk20__proofs_equal_the_quotient_method)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    const sample *smp = shared_sample();
    fr_t *coeffs = malloc(FIELD_ELEMENTS_PER_BLOB * sizeof *coeffs);
    REQUIRE(smp && coeffs);
    REQUIRE(bls381_kzg_blob_to_poly(coeffs, &smp->blob) == C_KZG_OK);
    bls381_kzg_bit_reverse_permute(coeffs, FIELD_ELEMENTS_PER_BLOB, sizeof *coeffs);
    bls381_kzg_ifft_fr(coeffs, coeffs, FIELD_ELEMENTS_PER_BLOB, s->domain);
    static const size_t ks[] = { 77, 0, 127, 64, 1, 63 };
    for (size_t t = 0; t < test_iters(sizeof ks / sizeof ks[0]); t++) {
        fr_t c = s->brp_roots_of_unity[64 * ks[t]];
        for (int i = 0; i < 6; i++) bls381_fr_sqr(&c, &c); /* h_k^64 */
        g1_t want;
        KZGProof wb;
        quotient_proof(&want, coeffs, &c, s);
        bls381_g1_compress(wb.bytes, &want);
        CHECK_LOOP(memcmp(wb.bytes, smp->proofs[ks[t]].bytes, 48) == 0);
    }
    /* cells only: the same values (proofs only: kzg_fk20__fixed_base_...) */
    KZGProof p2[CELLS_PER_EXT_BLOB];
    Cell *c2 = malloc(CELLS_PER_EXT_BLOB * sizeof *c2);
    Blob *b = malloc(sizeof *b);
    REQUIRE(c2 && b);
    *b = smp->blob;
    CHECK(compute_cells_and_kzg_proofs(c2, NULL, b, s) == C_KZG_OK &&
          !memcmp(c2, smp->cells, CELLS_PER_EXT_BLOB * sizeof *c2));
    CHECK(compute_cells_and_kzg_proofs(NULL, NULL, b, s) == C_KZG_BADARGS);
    b->bytes[32 * 5] = 0x80; /* an element >= r */
    CHECK(compute_cells_and_kzg_proofs(c2, p2, b, s) == C_KZG_BADARGS);
    free(b);
    free(c2);
    free(coeffs);
}

TEST(kzg_fk20__the_all_zero_blob_has_zero_cells_and_infinite_proofs)
{
    Blob *b = calloc(1, sizeof *b);
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    REQUIRE(b != NULL);
    Cell *cells = cells_of(b, proofs, bls381_kzg_mainnet_settings());
    REQUIRE(cells != NULL);
    uint8_t inf[48] = { 0xc0 };
    bool zero = true;
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB * sizeof *cells; i++) zero &= ((uint8_t *)cells)[i] == 0;
    CHECK(zero);
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) CHECK_LOOP(memcmp(proofs[k].bytes, inf, 48) == 0);
    free(cells);
    free(b);
}

/* -------------------------------------------------------- recovery --- */

/* recover from the cells whose index has keep(k) set; checks the result
 * (the proofs too unless proofs is NULL: they are then not asked for) */
static void check_recovery(const Cell *cells, const KZGProof *proofs, const bool *keep, const char *what)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    Cell *in = malloc(CELLS_PER_EXT_BLOB * sizeof *in), *out = malloc(CELLS_PER_EXT_BLOB * sizeof *out);
    uint64_t idx[CELLS_PER_EXT_BLOB];
    KZGProof rp[CELLS_PER_EXT_BLOB];
    size_t n = 0;
    if (!in || !out) {
        test_fail(__FILE__, __LINE__, "out of memory");
        goto done;
    }
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++)
        if (keep[k]) {
            idx[n] = k;
            in[n++] = cells[k];
        }
    C_KZG_RET ret = recover_cells_and_kzg_proofs(out, proofs ? rp : NULL, idx, in, n, s);
    if (ret != C_KZG_OK || memcmp(out, cells, CELLS_PER_EXT_BLOB * sizeof *out) ||
        (proofs && memcmp(rp, proofs, sizeof rp)))
        test_failf(__FILE__, __LINE__, "recovery with %zu cells (%s) failed: ret %d", n, what, (int)ret);
done:
    free(in);
    free(out);
}

TEST(kzg_recover__every_missing_pattern_class)
{
    const sample *smp = shared_sample();
    REQUIRE(smp != NULL);
    static const char *names[] = { "first half missing", "second half missing", "odd missing", "even missing",
                                   "blocks of 4 missing", "one missing", "none missing", "last 64 of brp order" };
    for (int pattern = 0; pattern < 8; pattern++) {
        bool keep[CELLS_PER_EXT_BLOB];
        for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) {
            switch (pattern) {
            case 0: keep[k] = k >= 64; break;
            case 1: keep[k] = k < 64; break;
            case 2: keep[k] = k % 2 == 0; break;
            case 3: keep[k] = k % 2 == 1; break;
            case 4: keep[k] = (k / 4) % 2 == 0; break;
            case 5: keep[k] = k != 93; break;
            case 6: keep[k] = true; break;
            default: keep[k] = bls381_kzg_bit_reverse(k, CELLS_PER_EXT_BLOB) < 64; break;
            }
        }
        /* the recovered polynomial is checked through the cells; the proofs
         * (FK20 on it) once */
        check_recovery(smp->cells, pattern == 0 ? smp->proofs : NULL, keep, names[pattern]);
    }
}

TEST(kzg_recover__random_subsets_of_at_least_half)
{
    const sample *smp = shared_sample();
    REQUIRE(smp != NULL);
    for (size_t it = 0; it < test_iters(4); it++) {
        /* exactly 64 cells, then a random count from 65 to 127 */
        size_t want = it % 2 == 0 ? 64 : 65 + test_rand64() % 63, have = 0;
        bool keep[CELLS_PER_EXT_BLOB] = { false };
        while (have < want) {
            size_t k = test_rand64() % CELLS_PER_EXT_BLOB;
            if (!keep[k]) keep[k] = true, have++;
        }
        /* cells only: the proofs are checked by the pattern test */
        check_recovery(smp->cells, NULL, keep, it % 2 == 0 ? "random 64" : "random more than 64");
    }
}

TEST(kzg_recover__rejects_bad_index_lists_and_cells)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    Cell *in = calloc(CELLS_PER_EXT_BLOB + 1, sizeof *in), *out = malloc(CELLS_PER_EXT_BLOB * sizeof *out);
    uint64_t idx[CELLS_PER_EXT_BLOB + 1];
    KZGProof rp[CELLS_PER_EXT_BLOB];
    REQUIRE(in && out);
    for (size_t k = 0; k <= CELLS_PER_EXT_BLOB; k++) idx[k] = k;
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 64, s) == C_KZG_OK); /* zero cells: fine */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 63, s) == C_KZG_BADARGS);  /* fewer than half */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 129, s) == C_KZG_BADARGS); /* more than all */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 0, s) == C_KZG_BADARGS);
    idx[5] = 4; /* duplicate */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 64, s) == C_KZG_BADARGS);
    idx[5] = 6, idx[6] = 5; /* not ascending */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 64, s) == C_KZG_BADARGS);
    idx[5] = 5, idx[6] = 6, idx[63] = 128; /* out of range */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 64, s) == C_KZG_BADARGS);
    idx[63] = 63;
    memset(in[7].bytes + 32 * 3, 0xff, 32); /* an element >= r */
    CHECK(recover_cells_and_kzg_proofs(out, rp, idx, in, 64, s) == C_KZG_BADARGS);
    CHECK(recover_cells_and_kzg_proofs(NULL, rp, idx, in, 64, s) == C_KZG_BADARGS);
    free(in);
    free(out);
}

/* ---------------------------------------------------- verification --- */

TEST(kzg_verify_cells__accepts_valid_and_rejects_swapped_cells_or_proofs)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    const sample *smp = shared_sample();
    Blob *b = malloc(sizeof *b);
    KZGProof proofs[2][CELLS_PER_EXT_BLOB];
    KZGCommitment c[2];
    REQUIRE(smp && b);
    Cell *cells[2] = { malloc(CELLS_PER_EXT_BLOB * sizeof(Cell)), NULL };
    REQUIRE(cells[0] != NULL);
    memcpy(cells[0], smp->cells, sizeof smp->cells); /* blob 0: the shared sample */
    memcpy(proofs[0], smp->proofs, sizeof smp->proofs);
    REQUIRE(blob_to_kzg_commitment(&c[0], &smp->blob, s) == C_KZG_OK);
    /* blob 1: zero, as in the specs' valid_multiple_blobs case (its
     * commitment and proofs are infinity, its cells zero) */
    memset(b, 0, sizeof *b);
    cells[1] = cells_of(b, proofs[1], s);
    REQUIRE(cells[1] && blob_to_kzg_commitment(&c[1], b, s) == C_KZG_OK);
    /* 12 cells: both blobs, indices repeated and unsorted */
    enum { N = 12 };
    Bytes48 cm[N], pr[N];
    Cell ce[N];
    uint64_t idx[N];
    for (size_t k = 0; k < N; k++) {
        int blob = k % 3 == 0;
        idx[k] = (k * 37 + 5) % CELLS_PER_EXT_BLOB;
        if (k == 7) idx[k] = idx[1];
        cm[k] = c[blob];
        ce[k] = cells[blob][idx[k]];
        pr[k] = proofs[blob][idx[k]];
    }
    bool ok = false;
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_OK && ok);
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, 1, s) == C_KZG_OK && ok);
    CHECK(verify_cell_kzg_proof_batch(&ok, NULL, NULL, NULL, NULL, 0, s) == C_KZG_OK && ok);
    /* two cells swapped (indices kept): false */
    Cell t = ce[2];
    ce[2] = ce[4];
    ce[4] = t;
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_OK && !ok);
    ce[4] = ce[2];
    ce[2] = t;
    /* two proofs swapped: false */
    Bytes48 tp = pr[2];
    pr[2] = pr[5];
    pr[5] = tp;
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_OK && !ok);
    pr[5] = pr[2];
    pr[2] = tp;
    /* a cell under the other blob's commitment: false */
    cm[1] = c[1 - (1 % 3 == 0)];
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_OK && !ok);
    cm[1] = c[0];
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_OK && ok);
    /* malformed input: errors, ok cleared */
    idx[3] = CELLS_PER_EXT_BLOB;
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_BADARGS && !ok);
    idx[3] = (3 * 37 + 5) % CELLS_PER_EXT_BLOB;
    pr[6].bytes[0] &= 0x7f; /* compression flag cleared */
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_BADARGS && !ok);
    pr[6].bytes[0] |= 0x80;
    memset(ce[8].bytes, 0xff, 32);
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, s) == C_KZG_BADARGS);
    ce[8] = cells[0][idx[8]];
    /* more than 512 cells (the library's MSM): the 128 cells of blob 0
     * four times over and 4 more, then one proof swapped */
    {
        enum { M = 4 * CELLS_PER_EXT_BLOB + 4 };
        Bytes48 *mc = malloc(M * sizeof *mc), *mp = malloc(M * sizeof *mp);
        Cell *mce = malloc(M * sizeof *mce);
        uint64_t *mi = malloc(M * sizeof *mi);
        REQUIRE(mc && mp && mce && mi);
        for (size_t k = 0; k < M; k++) {
            mi[k] = k % CELLS_PER_EXT_BLOB;
            mc[k] = c[0];
            mce[k] = cells[0][mi[k]];
            mp[k] = proofs[0][mi[k]];
        }
        CHECK(verify_cell_kzg_proof_batch(&ok, mc, mi, mce, mp, M, s) == C_KZG_OK && ok);
        mp[300] = mp[301];
        CHECK(verify_cell_kzg_proof_batch(&ok, mc, mi, mce, mp, M, s) == C_KZG_OK && !ok);
        free(mc);
        free(mp);
        free(mce);
        free(mi);
    }
    /* on a pool: the same verdict */
    KZGSettings s3 = *s;
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    bls381_kzg_settings_use_pool(&s3, pool);
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, &s3) == C_KZG_OK && ok);
    bls381_pool_destroy(pool);
    /* on one thread (LL and RL in one msm_many call): the same verdicts */
    REQUIRE(bls381_pool_create(&pool, 1, NULL) == BLS381_OK);
    bls381_kzg_settings_use_pool(&s3, pool);
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, &s3) == C_KZG_OK && ok);
    pr[2] = pr[5];
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, &s3) == C_KZG_OK && !ok);
    pr[2] = tp;
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, ce, pr, N, &s3) == C_KZG_OK && ok);
    bls381_pool_destroy(pool);
    for (int i = 0; i < 2; i++) free(cells[i]);
    free(b);
}

TEST(kzg_verify_cells__challenge_helper_rejects_bad_indices)
{
    Bytes48 c = { { 0xc0 } }, p = { { 0xc0 } };
    Cell cell;
    memset(&cell, 0, sizeof cell);
    uint64_t ci = 0, idx = 5;
    Bytes32 out, again;
    REQUIRE(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&out, &c, 1, &ci, &idx, &cell, &p, 1) ==
            C_KZG_OK);
    idx = 6; /* another index, another challenge */
    REQUIRE(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&again, &c, 1, &ci, &idx, &cell, &p, 1) ==
            C_KZG_OK);
    CHECK(memcmp(out.bytes, again.bytes, 32) != 0);
    idx = 128;
    CHECK(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&out, &c, 1, &ci, &idx, &cell, &p, 1) ==
          C_KZG_BADARGS);
    idx = 5, ci = 1;
    CHECK(bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&out, &c, 1, &ci, &idx, &cell, &p, 1) ==
          C_KZG_BADARGS);
}

/* ------------------------------------------------------ the tables --- */

TEST(kzg_fk20__fixed_base_table_gives_the_same_proofs)
{
    /* the loader's table for precompute 6 (kzg_setup__ checks its columns
     * against the embedded ones): a table of the embedded columns */
    const KZGSettings *m = bls381_kzg_mainnet_settings();
    const sample *smp = shared_sample();
    REQUIRE(smp != NULL);
    CHECK(m->fk20->table == NULL);
    bls381_kzg_fk20 t = *m->fk20;
    size_t size = bls381_kzg_fk20_table_size(6);
    void *table = malloc(size);
    REQUIRE(table != NULL);
    REQUIRE(bls381_msm_table_build(table, size, t.columns, BLS381_FK20_POINTS, 6, false, NULL) == BLS381_OK);
    t.table = table;
    bls381_msm_table v;
    REQUIRE(bls381_msm_table_view(&v, table));
    CHECK(v.windows == 22 && !v.images && size == 64 + 22 * BLS381_FK20_POINTS * sizeof(g1_t));
    CHECK(bls381_kzg_fk20_table_size(5) == 0);
    /* row w is the column point doubled 6 w times */
    bls381_g1 p, q;
    bls381_g1_from_affine(&p, &t.columns[1234]);
    for (int k = 0; k < 6 * 3; k++) bls381_g1_dbl(&p, &p);
    bls381_g1_from_affine(&q, &v.rows[3 * BLS381_FK20_POINTS + 1234]);
    CHECK(g1_same(&p, &q));
    /* the same proofs with and without the table */
    KZGSettings s6 = *m;
    s6.fk20 = &t;
    KZGProof p6[CELLS_PER_EXT_BLOB];
    CHECK(compute_cells_and_kzg_proofs(NULL, p6, &smp->blob, &s6) == C_KZG_OK);
    CHECK(memcmp(smp->proofs, p6, sizeof p6) == 0);
    free(table);
}

/* ------------------------------------------------------------ threads --- */

TEST(kzg_cells__threads_give_the_same_cells_proofs_and_verdicts)
{
    const sample *smp = shared_sample(); /* computed on one thread */
    bls381_pool *three;
    REQUIRE(smp && bls381_pool_create(&three, 3, NULL) == BLS381_OK);
    KZGSettings s3 = *bls381_kzg_mainnet_settings();
    bls381_kzg_settings_use_pool(&s3, three);
    KZGProof p3[CELLS_PER_EXT_BLOB];
    Cell *c3 = cells_of(&smp->blob, p3, &s3);
    REQUIRE(c3 != NULL);
    CHECK(memcmp(c3, smp->cells, sizeof smp->cells) == 0 && memcmp(p3, smp->proofs, sizeof p3) == 0);
    KZGCommitment c;
    REQUIRE(blob_to_kzg_commitment(&c, &smp->blob, &s3) == C_KZG_OK);
    Bytes48 cm[16];
    uint64_t idx[16];
    for (size_t k = 0; k < 16; k++) {
        cm[k] = c;
        idx[k] = 8 * k;
        c3[k] = smp->cells[8 * k];
        p3[k] = smp->proofs[8 * k];
    }
    bool ok = false;
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, c3, p3, 16, &s3) == C_KZG_OK && ok);
    p3[3] = p3[4];
    CHECK(verify_cell_kzg_proof_batch(&ok, cm, idx, c3, p3, 16, &s3) == C_KZG_OK && !ok);
    bls381_pool_destroy(three);
    free(c3);
}
