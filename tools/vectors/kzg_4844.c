/* Handlers for the EIP-4844 consensus-spec KZG cases (tests/formats/kzg_4844). */
#include <stdlib.h>
#include <string.h>

#include "tools/vectors/kzg_common.h"

/* the boolean or error outcome of a verify call against the expected output */
static void check_verdict(vectors_report *rep, const json_value *doc, bool parsed, C_KZG_RET ret, bool ok)
{
    bool want_error = vectors_expects_error(doc);
    if (!parsed || ret != C_KZG_OK) {
        vectors_result(rep, NULL, want_error, "failed with %d, expected %s", parsed ? (int)ret : -1,
                       want_error ? "an error" : "a result");
        return;
    }
    const json_value *out = json_get(doc, "output");
    vectors_result(rep, NULL, !want_error && json_typeof(out) == JSON_BOOL && json_bool(out) == ok,
                   "returned %s", ok ? "true" : "false");
}

/* bytes of a successful call against the expected hex output */
static void check_bytes(vectors_report *rep, const json_value *doc, const json_value *want, bool parsed,
                        C_KZG_RET ret, const void *got, size_t n)
{
    bool want_error = vectors_expects_error(doc);
    if (!parsed || ret != C_KZG_OK) {
        vectors_result(rep, NULL, want_error, "failed with %d", parsed ? (int)ret : -1);
        return;
    }
    uint8_t expected[64];
    if (want_error || n > sizeof expected || !vectors_hex(expected, n, want)) {
        vectors_result(rep, NULL, false, "succeeded, expected %s", want_error ? "an error" : "other output");
        return;
    }
    vectors_result(rep, NULL, memcmp(expected, got, n) == 0, "wrong output");
}

VECTOR_HANDLER(kzg, blob_to_kzg_commitment)
{
    Blob *blob = malloc(sizeof *blob);
    KZGCommitment c;
    bool parsed = blob && vectors_input_bytes(doc, "blob", blob, sizeof *blob);
    C_KZG_RET ret = parsed ? blob_to_kzg_commitment(&c, blob, vectors_kzg_settings()) : C_KZG_BADARGS;
    check_bytes(rep, doc, json_get(doc, "output"), parsed, ret, &c, sizeof c);
    free(blob);
}

VECTOR_HANDLER(kzg, compute_kzg_proof)
{
    Blob *blob = malloc(sizeof *blob);
    Bytes32 z, y;
    KZGProof proof;
    bool parsed = blob && vectors_input_bytes(doc, "blob", blob, sizeof *blob) &&
                  vectors_input_bytes(doc, "z", &z, sizeof z);
    C_KZG_RET ret = parsed ? compute_kzg_proof(&proof, &y, blob, &z, vectors_kzg_settings()) : C_KZG_BADARGS;
    const json_value *out = json_get(doc, "output");
    if (parsed && ret == C_KZG_OK && json_len(out) == 2) {
        /* output [proof, y] */
        uint8_t want_p[48], want_y[32];
        bool ok = vectors_hex(want_p, 48, json_at(out, 0)) && vectors_hex(want_y, 32, json_at(out, 1)) &&
                  !memcmp(want_p, proof.bytes, 48) && !memcmp(want_y, y.bytes, 32);
        vectors_result(rep, NULL, ok, "wrong proof or y");
    } else {
        check_bytes(rep, doc, out, parsed, ret, &proof, sizeof proof);
    }
    free(blob);
}

VECTOR_HANDLER(kzg, compute_blob_kzg_proof)
{
    Blob *blob = malloc(sizeof *blob);
    Bytes48 commitment;
    KZGProof proof;
    bool parsed = blob && vectors_input_bytes(doc, "blob", blob, sizeof *blob) &&
                  vectors_input_bytes(doc, "commitment", &commitment, sizeof commitment);
    C_KZG_RET ret = parsed ? compute_blob_kzg_proof(&proof, blob, &commitment, vectors_kzg_settings()) : C_KZG_BADARGS;
    check_bytes(rep, doc, json_get(doc, "output"), parsed, ret, &proof, sizeof proof);
    free(blob);
}

VECTOR_HANDLER(kzg, compute_challenge)
{
    Blob *blob = malloc(sizeof *blob);
    Bytes48 commitment;
    Bytes32 challenge;
    bool parsed = blob && vectors_input_bytes(doc, "blob", blob, sizeof *blob) &&
                  vectors_input_bytes(doc, "commitment", &commitment, sizeof commitment);
    if (parsed) bls381_kzg_compute_challenge(&challenge, blob, &commitment);
    check_bytes(rep, doc, json_get(doc, "output"), parsed, C_KZG_OK, &challenge, sizeof challenge);
    free(blob);
}

VECTOR_HANDLER(kzg, verify_kzg_proof)
{
    Bytes48 commitment, proof;
    Bytes32 z, y;
    bool ok = false;
    bool parsed = vectors_input_bytes(doc, "commitment", &commitment, sizeof commitment) &&
                  vectors_input_bytes(doc, "z", &z, sizeof z) && vectors_input_bytes(doc, "y", &y, sizeof y) &&
                  vectors_input_bytes(doc, "proof", &proof, sizeof proof);
    C_KZG_RET ret = parsed ? verify_kzg_proof(&ok, &commitment, &z, &y, &proof, vectors_kzg_settings()) : C_KZG_BADARGS;
    check_verdict(rep, doc, parsed, ret, ok);
}

VECTOR_HANDLER(kzg, verify_blob_kzg_proof)
{
    Blob *blob = malloc(sizeof *blob);
    Bytes48 commitment, proof;
    bool ok = false;
    bool parsed = blob && vectors_input_bytes(doc, "blob", blob, sizeof *blob) &&
                  vectors_input_bytes(doc, "commitment", &commitment, sizeof commitment) &&
                  vectors_input_bytes(doc, "proof", &proof, sizeof proof);
    C_KZG_RET ret = parsed ? verify_blob_kzg_proof(&ok, blob, &commitment, &proof, vectors_kzg_settings()) : C_KZG_BADARGS;
    check_verdict(rep, doc, parsed, ret, ok);
    free(blob);
}

VECTOR_HANDLER(kzg, verify_blob_kzg_proof_batch)
{
    size_t nb = 0, nc = 0, np = 0;
    Blob *blobs = vectors_input_list(doc, "blobs", sizeof(Blob), &nb);
    Bytes48 *commitments = vectors_input_list(doc, "commitments", sizeof(Bytes48), &nc);
    Bytes48 *proofs = vectors_input_list(doc, "proofs", sizeof(Bytes48), &np);
    bool ok = false;
    /* the lists' lengths must agree: the C API takes one count */
    bool parsed = blobs && commitments && proofs && nb == nc && nb == np;
    C_KZG_RET ret = parsed ? verify_blob_kzg_proof_batch(&ok, blobs, commitments, proofs, nb, vectors_kzg_settings())
                           : C_KZG_BADARGS;
    check_verdict(rep, doc, parsed, ret, ok);
    free(blobs);
    free(commitments);
    free(proofs);
}
