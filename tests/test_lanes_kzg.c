/*
 * The KZG batch verifiers decode their points eight at a time on the lane
 * engine (kzg/bytes.c, bls381_kzg_bytes_to_g1_group): the same statuses
 * and verdicts with the engine off, on the model and on IFMA (where the
 * CPU has it), for batches whose sizes are not multiples of 8, valid, with
 * a valid point in the wrong place, and with an invalid encoding (bad
 * flags, x >= p, an x with no y, a point of E1 outside G1) in the middle
 * of a group of eight or in the remainder. The trusted-setup loader
 * (kzg/setup.c) likewise, with the engine off and on IFMA only: its 8192
 * G1 points would take the model about half a minute (the model's
 * decoding is tested above and in tests/test_lanes_decompress.c).
 */
#include "harness.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "bls381.h"
#include "kzg.h"
#include "field/fp_x8.h"
#include "setup_text.h"

#include <stdlib.h>
#include <string.h>

static void rand_blob(Blob *b)
{
    test_rand_bytes(b->bytes, sizeof b->bytes);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) b->bytes[32 * i] &= 0x3f;
}

/* an invalid G1 encoding of kind c: 0 compression flag clear, 1 x >= p,
 * 2 an x with no y, 3 a point of E1 outside G1 */
static void invalid_point(Bytes48 *out, const Bytes48 *valid, int c)
{
    bls381_g1 p;
    bls381_g1_affine a;
    bls381_fp x;
    *out = *valid;
    switch (c) {
    case 0: out->bytes[0] &= 0x7f; return;
    case 1: memset(out->bytes, 0xff, 48); out->bytes[0] = 0x9f; return;
    case 2:
        cu_rand_x_off_e1(&x);
        bls381_fp_to_bytes(out->bytes, &x);
        out->bytes[0] |= 0x80;
        return;
    default:
        cu_rand_e1(&p);
        bls381_g1_to_affine(&a, &p);
        bls381_g1_compress(out->bytes, &a);
    }
}

/* status and verdict of one call on every engine, all equal; the first
 * engine's are returned */
typedef C_KZG_RET (*verify_fn)(bool *ok, const void *ctx);

static C_KZG_RET on_every_engine(bool *ok, verify_fn f, const void *ctx)
{
    int kinds[3], ne = lanes_engines(kinds);
    C_KZG_RET first = C_KZG_ERROR;
    bool first_ok = false;
    for (int e = 0; e < ne; e++) {
        bls381_fp_x8_select(kinds[e]);
        bool v = true;
        C_KZG_RET r = f(&v, ctx);
        if (e == 0) first = r, first_ok = v;
        CHECK_LOOP(r == first && v == first_ok);
    }
    bls381_fp_x8_select(-1);
    *ok = first_ok;
    return first;
}

enum { NB = 11 };
typedef struct { Blob *blobs; Bytes48 c[NB], p[NB]; size_t n; } blob_case;

static C_KZG_RET blob_batch(bool *ok, const void *ctx)
{
    const blob_case *b = ctx;
    return verify_blob_kzg_proof_batch(ok, b->blobs, b->c, b->p, b->n, bls381_kzg_mainnet_settings());
}

TEST(verify_blob_kzg_proof_batch__lanes_give_the_same_statuses)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    blob_case b = { .blobs = malloc(NB * sizeof(Blob)), .n = NB };
    REQUIRE(b.blobs);
    for (int i = 0; i < NB; i++) {
        rand_blob(&b.blobs[i]);
        if (i == 6) memset(&b.blobs[i], 0, sizeof(Blob)); /* infinity */
        REQUIRE(blob_to_kzg_commitment(&b.c[i], &b.blobs[i], s) == C_KZG_OK);
        REQUIRE(compute_blob_kzg_proof(&b.p[i], &b.blobs[i], &b.c[i], s) == C_KZG_OK);
    }
    bool ok;
    /* every count 0..NB (a reduced scale: some of them, from a random start) */
    size_t counts = NB + 1, first = test_first_case(counts);
    for (size_t j = 0; j < test_iters(counts); j++) {
        b.n = (first + j) % counts;
        CHECK_LOOP(on_every_engine(&ok, blob_batch, &b) == C_KZG_OK && ok);
    }
    b.n = NB;
    Bytes48 t = b.p[2];
    b.p[2] = b.p[9];
    b.p[9] = t;
    CHECK(on_every_engine(&ok, blob_batch, &b) == C_KZG_OK && !ok);
    b.p[9] = b.p[2];
    b.p[2] = t;
    static const int at[] = { 3, 9 }; /* inside the first group of eight, in the remainder */
    for (int c = 0; c < 4; c++) {
        for (int w = 0; w < 2; w++) {
            Bytes48 *list = w ? b.p : b.c, keep = list[at[c % 2]];
            invalid_point(&list[at[c % 2]], &keep, c);
            CHECK_LOOP(on_every_engine(&ok, blob_batch, &b) == C_KZG_BADARGS && !ok);
            list[at[c % 2]] = keep;
        }
    }
    CHECK(on_every_engine(&ok, blob_batch, &b) == C_KZG_OK && ok);
    free(b.blobs);
}

enum { NC = 21 };
typedef struct { Bytes48 c[NC], p[NC]; Cell cells[NC]; uint64_t idx[NC]; size_t n; } cell_case;

static C_KZG_RET cell_batch(bool *ok, const void *ctx)
{
    const cell_case *k = ctx;
    return verify_cell_kzg_proof_batch(ok, k->c, k->idx, k->cells, k->p, k->n, bls381_kzg_mainnet_settings());
}

TEST(verify_cell_kzg_proof_batch__lanes_give_the_same_statuses)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    Blob *blob = malloc(sizeof *blob);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGProof *proofs = malloc(CELLS_PER_EXT_BLOB * sizeof *proofs);
    cell_case *k = malloc(sizeof *k);
    REQUIRE(blob && cells && proofs && k);
    rand_blob(blob);
    KZGCommitment com;
    REQUIRE(blob_to_kzg_commitment(&com, blob, s) == C_KZG_OK);
    REQUIRE(compute_cells_and_kzg_proofs(cells, proofs, blob, s) == C_KZG_OK);
    for (size_t i = 0; i < NC; i++) {
        k->idx[i] = (i * 37 + 11) % CELLS_PER_EXT_BLOB;
        k->c[i] = com;
        k->cells[i] = cells[k->idx[i]];
        k->p[i] = proofs[k->idx[i]];
    }
    bool ok;
    static const size_t sizes[] = { 1, 7, 8, 9, 16, NC };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        k->n = sizes[i];
        CHECK_LOOP(on_every_engine(&ok, cell_batch, k) == C_KZG_OK && ok);
    }
    Bytes48 t = k->p[4];
    k->p[4] = k->p[17];
    k->p[17] = t;
    CHECK(on_every_engine(&ok, cell_batch, k) == C_KZG_OK && !ok);
    k->p[17] = k->p[4];
    k->p[4] = t;
    static const int at[] = { 5, 12, 19 }; /* groups 0 and 1 of eight, the remainder */
    for (int kind = 0; kind < 4; kind++) {
        int i = at[kind % 3];
        Bytes48 keep = k->p[i], bad;
        invalid_point(&k->p[i], &keep, kind);
        CHECK_LOOP(on_every_engine(&ok, cell_batch, k) == C_KZG_BADARGS && !ok);
        k->p[i] = keep;
        /* the commitments: one of two unique ones invalid, then the only one */
        invalid_point(&bad, &com, kind);
        k->c[i] = bad;
        CHECK_LOOP(on_every_engine(&ok, cell_batch, k) == C_KZG_BADARGS && !ok);
        for (size_t j = 0; j < NC; j++) k->c[j] = bad;
        CHECK_LOOP(on_every_engine(&ok, cell_batch, k) == C_KZG_BADARGS && !ok);
        for (size_t j = 0; j < NC; j++) k->c[j] = com;
    }
    CHECK(on_every_engine(&ok, cell_batch, k) == C_KZG_OK && ok);
    free(blob), free(cells), free(proofs), free(k);
}

TEST(load_trusted_setup__lanes_give_the_same_settings_and_statuses)
{
    int kinds[3], ne = lanes_engines(kinds);
    /* the model is left out (8192 decodings on it take some 30 s), so
     * without IFMA there is nothing to compare: the scalar loader's
     * refusals are tested in test_setup_powers.c */
    if (kinds[ne - 1] != BLS381_LANES_IFMA) return;
    setup_text orig, t;
    REQUIRE(st_read(&orig));
    const size_t n = FIELD_ELEMENTS_PER_BLOB;
    g1_t *first = malloc(2 * n * sizeof *first);
    REQUIRE(first);
    for (int e = 0; e < ne; e++) {
        if (kinds[e] == BLS381_LANES_MODEL) continue;
        bls381_fp_x8_select(kinds[e]);
        KZGSettings s;
        CHECK_LOOP(st_load(&s, orig.text, orig.len, 0) == C_KZG_OK);
        if (e == 0) {
            memcpy(first, s.g1_values_monomial, n * sizeof *first);
            memcpy(first + n, s.g1_values_lagrange_brp, n * sizeof *first);
        } else {
            CHECK_LOOP(memcmp(first, s.g1_values_monomial, n * sizeof *first) == 0);
            CHECK_LOOP(memcmp(first + n, s.g1_values_lagrange_brp, n * sizeof *first) == 0);
        }
        free_trusted_setup(&s);
        /* an invalid point inside a group of eight: refused (each a
         * whole load: a reduced scale runs one of the two) */
        size_t kinds_bad = 2, first_bad = test_first_case(kinds_bad);
        for (size_t j = 0; j < test_iters(kinds_bad); j++) {
            size_t kind = (first_bad + j) % kinds_bad;
            REQUIRE(st_copy(&t, &orig));
            g1_t bad;
            if (kind == 0) { /* a point of E1 outside G1, Lagrange 803 */
                bls381_g1 p;
                cu_rand_e1(&p);
                bls381_g1_to_affine(&bad, &p);
                st_put_g1(&t, ST_LAGRANGE + 803, &bad);
            } else { /* an x with no y, monomial 4093 */
                cu_rand_x_off_e1(&bad.x);
                bls381_fp_set_one(&bad.y);
                st_put_g1(&t, ST_MONOMIAL + 4093, &bad);
            }
            memset(&s, 0x5a, sizeof s);
            CHECK_LOOP(st_load(&s, t.text, t.len, 0) == C_KZG_BADARGS);
            st_free(&t);
        }
    }
    bls381_fp_x8_select(-1);
    free(first);
    st_free(&orig);
}
