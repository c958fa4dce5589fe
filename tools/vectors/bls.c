/* Handlers for the Ethereum BLS signature tests (bls12-381-tests,
 * `build/vectors bls DIR`, one case per <category>/<case>.json; formats in
 * tests/vectors/bls/formats). Expected `false` or `null` outputs must come
 * out as a verdict false or an error status. */
#include "vectors.h"
#include "bls381.h"

#include <stdlib.h>
#include <string.h>

/* --------------------------------------------------------------- parsing */

static bool parse_sig(bls381_sig_signature *sig, const json_value *v)
{
    uint8_t b[BLS381_SIG_SIGNATURE_BYTES];
    return vectors_hex(b, sizeof b, v) && bls381_sig_from_bytes(sig, b) == BLS381_OK;
}

/* `output: true|false` */
static void report_bool(vectors_report *rep, const json_value *doc, bool got)
{
    const json_value *out = json_get(doc, "output");
    if (json_typeof(out) != JSON_BOOL) {
        vectors_result(rep, NULL, false, "output is not a boolean");
        return;
    }
    bool want = json_bool(out);
    vectors_result(rep, NULL, got == want, "got %s, want %s", got ? "true" : "false", want ? "true" : "false");
}

/* `output: 0x<signature>` or null (then ok must be false) */
static void report_sig(vectors_report *rep, const json_value *doc, bool ok, const bls381_sig_signature *sig)
{
    const json_value *out = json_get(doc, "output");
    if (json_is_null(out)) {
        vectors_result(rep, NULL, !ok, "expected a failure, got a signature");
        return;
    }
    uint8_t want[BLS381_SIG_SIGNATURE_BYTES], got[BLS381_SIG_SIGNATURE_BYTES];
    if (!vectors_hex(want, sizeof want, out)) {
        vectors_result(rep, NULL, false, "output is not a 96-byte hex string");
        return;
    }
    if (!ok) {
        vectors_result(rep, NULL, false, "failed where a signature was expected");
        return;
    }
    bls381_sig_to_bytes(got, sig);
    vectors_result(rep, NULL, memcmp(got, want, sizeof got) == 0, "signature differs");
}

/* ------------------------------------------------------- deserialization */

VECTOR_HANDLER(bls, deserialization_G1)
{
    uint8_t b[BLS381_G1_COMPRESSED_BYTES];
    bls381_g1_affine p;
    const json_value *in = json_get(json_get(doc, "input"), "pubkey");
    bool ok = vectors_hex(b, sizeof b, in) && bls381_g1_decompress(&p, b) == BLS381_OK;
    report_bool(rep, doc, ok);
}

VECTOR_HANDLER(bls, deserialization_G2)
{
    uint8_t b[BLS381_G2_COMPRESSED_BYTES];
    bls381_g2_affine p;
    const json_value *in = json_get(json_get(doc, "input"), "signature");
    bool ok = vectors_hex(b, sizeof b, in) && bls381_g2_decompress(&p, b) == BLS381_OK;
    report_bool(rep, doc, ok);
}

/* ------------------------------------------------------------ aggregate */

VECTOR_HANDLER(bls, aggregate)
{
    const json_value *in = json_get(doc, "input");
    size_t n = json_len(in);
    bls381_sig_signature *sigs = malloc((n ? n : 1) * sizeof *sigs), agg;
    bool ok = sigs != NULL && json_typeof(in) == JSON_ARRAY;
    for (size_t i = 0; ok && i < n; i++) ok = parse_sig(&sigs[i], json_at(in, i));
    ok = ok && bls381_sig_aggregate(&agg, sigs, n) == BLS381_OK;
    report_sig(rep, doc, ok, &agg);
    free(sigs);
}
