/* Handlers for the EIP-7594 consensus-spec KZG cases (tests/formats/kzg_7594). */
#include <stdlib.h>
#include <string.h>

#include "tools/vectors/kzg_common.h"

/* input list `name` of unsigned integers: malloc'd (count in *count), NULL
 * when missing or not all integers */
static uint64_t *input_u64_list(const json_value *doc, const char *name, size_t *count)
{
    const json_value *list = json_get(json_get(doc, "input"), name);
    if (json_typeof(list) != JSON_ARRAY) return NULL;
    size_t k = json_len(list);
    uint64_t *out = malloc((k + 1) * sizeof *out);
    for (size_t i = 0; out && i < k; i++) {
        const json_value *v = json_at(list, i);
        const char *s = v ? v->str : NULL; /* the number as written */
        char *end = NULL;
        if (json_typeof(v) != JSON_NUMBER || !s || *s == '-') { free(out); return NULL; }
        out[i] = strtoull(s, &end, 10);
        if (!end || *end) { free(out); return NULL; }
    }
    if (out) *count = k;
    return out;
}

/* list `v` of exactly n hex items of `size` bytes each into out */
static bool hex_list(uint8_t *out, size_t size, size_t n, const json_value *v)
{
    if (json_typeof(v) != JSON_ARRAY || json_len(v) != n) return false;
    for (size_t i = 0; i < n; i++)
        if (!vectors_hex(out + i * size, size, json_at(v, i))) return false;
    return true;
}

/* cells and proofs of a successful call against the expected output: a
 * list of cells, or [cells, proofs] */
static void check_cells_proofs(vectors_report *rep, const json_value *doc, bool parsed, C_KZG_RET ret,
                               const Cell *cells, const KZGProof *proofs)
{
    bool want_error = vectors_expects_error(doc);
    if (!parsed || ret != C_KZG_OK) {
        vectors_result(rep, NULL, want_error, "failed with %d", parsed ? (int)ret : -1);
        return;
    }
    if (want_error) {
        vectors_result(rep, NULL, false, "succeeded, expected an error");
        return;
    }
    const json_value *out = json_get(doc, "output");
    const json_value *want_cells = proofs ? json_at(out, 0) : out;
    Cell *c = malloc(CELLS_PER_EXT_BLOB * sizeof *c);
    KZGProof p[CELLS_PER_EXT_BLOB];
    bool ok = c && hex_list(c->bytes, sizeof *c, CELLS_PER_EXT_BLOB, want_cells) &&
              !memcmp(c, cells, CELLS_PER_EXT_BLOB * sizeof *c);
    if (ok && proofs)
        ok = json_len(out) == 2 && hex_list(p[0].bytes, sizeof p[0], CELLS_PER_EXT_BLOB, json_at(out, 1)) &&
             !memcmp(p, proofs, sizeof p);
    vectors_result(rep, NULL, ok, "wrong cells or proofs");
    free(c);
}

VECTOR_HANDLER(kzg, compute_cells)
{
    Blob *blob = malloc(sizeof *blob);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    bool parsed = blob && cells && vectors_input_bytes(doc, "blob", blob, sizeof *blob);
    C_KZG_RET ret = parsed ? compute_cells_and_kzg_proofs(cells, NULL, blob, vectors_kzg_settings()) : C_KZG_BADARGS;
    check_cells_proofs(rep, doc, parsed, ret, cells, NULL);
    free(blob);
    free(cells);
}

VECTOR_HANDLER(kzg, compute_cells_and_kzg_proofs)
{
    Blob *blob = malloc(sizeof *blob);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    bool parsed = blob && cells && vectors_input_bytes(doc, "blob", blob, sizeof *blob);
    C_KZG_RET ret = parsed ? compute_cells_and_kzg_proofs(cells, proofs, blob, vectors_kzg_settings()) : C_KZG_BADARGS;
    check_cells_proofs(rep, doc, parsed, ret, cells, proofs);
    free(blob);
    free(cells);
}

VECTOR_HANDLER(kzg, recover_cells_and_kzg_proofs)
{
    size_t ni = 0, nc = 0;
    uint64_t *indices = input_u64_list(doc, "cell_indices", &ni);
    Cell *in = vectors_input_list(doc, "cells", sizeof(Cell), &nc);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    /* the lists' lengths must agree: the C API takes one count */
    bool parsed = indices && in && cells && ni == nc;
    C_KZG_RET ret = parsed ? recover_cells_and_kzg_proofs(cells, proofs, indices, in, nc, vectors_kzg_settings())
                           : C_KZG_BADARGS;
    check_cells_proofs(rep, doc, parsed, ret, cells, proofs);
    free(indices);
    free(in);
    free(cells);
}

VECTOR_HANDLER(kzg, verify_cell_kzg_proof_batch)
{
    size_t nco = 0, ni = 0, nce = 0, np = 0;
    Bytes48 *commitments = vectors_input_list(doc, "commitments", sizeof(Bytes48), &nco);
    uint64_t *indices = input_u64_list(doc, "cell_indices", &ni);
    Cell *cells = vectors_input_list(doc, "cells", sizeof(Cell), &nce);
    Bytes48 *proofs = vectors_input_list(doc, "proofs", sizeof(Bytes48), &np);
    bool ok = false, want_error = vectors_expects_error(doc);
    bool parsed = commitments && indices && cells && proofs && nco == ni && ni == nce && nce == np;
    C_KZG_RET ret = parsed ? verify_cell_kzg_proof_batch(&ok, commitments, indices, cells, proofs, ni,
                                                         vectors_kzg_settings())
                           : C_KZG_BADARGS;
    if (!parsed || ret != C_KZG_OK) {
        vectors_result(rep, NULL, want_error, "failed with %d", parsed ? (int)ret : -1);
    } else {
        const json_value *out = json_get(doc, "output");
        vectors_result(rep, NULL, !want_error && json_typeof(out) == JSON_BOOL && json_bool(out) == ok,
                       "returned %s", ok ? "true" : "false");
    }
    free(commitments);
    free(indices);
    free(cells);
    free(proofs);
}

VECTOR_HANDLER(kzg, compute_verify_cell_kzg_proof_batch_challenge)
{
    size_t nco = 0, nci = 0, ni = 0, np = 0;
    Bytes48 *commitments = vectors_input_list(doc, "commitments", sizeof(Bytes48), &nco);
    uint64_t *cidx = input_u64_list(doc, "commitment_indices", &nci);
    uint64_t *indices = input_u64_list(doc, "cell_indices", &ni);
    Bytes48 *proofs = vectors_input_list(doc, "proofs", sizeof(Bytes48), &np);
    const json_value *evals = json_get(json_get(doc, "input"), "cosets_evals");
    size_t ne = json_len(evals);
    Cell *cells = malloc((ne + 1) * sizeof *cells);
    bool parsed = commitments && cidx && indices && proofs && cells && json_typeof(evals) == JSON_ARRAY &&
                  nci == ni && ni == np && ni == ne;
    for (size_t k = 0; parsed && k < ne; k++)
        parsed = hex_list(cells[k].bytes, BYTES_PER_FIELD_ELEMENT, FIELD_ELEMENTS_PER_CELL, json_at(evals, k));
    Bytes32 challenge;
    C_KZG_RET ret = parsed ? bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(&challenge, commitments, nco,
                                                                                     cidx, indices, cells, proofs, ni)
                           : C_KZG_BADARGS;
    bool want_error = vectors_expects_error(doc);
    uint8_t want[32];
    if (!parsed || ret != C_KZG_OK)
        vectors_result(rep, NULL, want_error, "failed with %d", parsed ? (int)ret : -1);
    else
        vectors_result(rep, NULL,
                       !want_error && vectors_hex(want, 32, json_get(doc, "output")) &&
                           !memcmp(want, challenge.bytes, 32),
                       "wrong challenge");
    free(commitments);
    free(cidx);
    free(indices);
    free(proofs);
    free(cells);
}
