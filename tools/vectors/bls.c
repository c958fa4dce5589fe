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

/* ------------------------------------------------------ sign and verify */

static bool parse_pk(bls381_sig_pk *pk, const json_value *v)
{
    uint8_t b[BLS381_SIG_PK_BYTES];
    return vectors_hex(b, sizeof b, v) && bls381_sig_pk_from_bytes(pk, b) == BLS381_OK;
}

/* a message: any number of hex bytes (malloc'd; NULL on bad hex) */
static uint8_t *parse_msg(const json_value *v, size_t *len)
{
    if (!json_str(v)) return NULL;
    return hex_decode_alloc(json_str(v), json_str_len(v), len);
}

VECTOR_HANDLER(bls, sign)
{
    const json_value *in = json_get(doc, "input");
    uint8_t skb[32];
    size_t len = 0;
    uint8_t *msg = parse_msg(json_get(in, "message"), &len);
    bls381_sig_sk sk;
    bls381_sig_signature sig;
    bool ok = msg && vectors_hex(skb, sizeof skb, json_get(in, "privkey")) &&
              bls381_sig_sk_from_bytes(&sk, skb) == BLS381_OK &&
              bls381_sig_sign(&sig, &sk, msg, len) == BLS381_OK;
    report_sig(rep, doc, ok, &sig);
    bls381_sig_sk_clear(&sk);
    free(msg);
}

VECTOR_HANDLER(bls, verify)
{
    const json_value *in = json_get(doc, "input");
    size_t len = 0;
    uint8_t *msg = parse_msg(json_get(in, "message"), &len);
    bls381_sig_pk pk;
    bls381_sig_signature sig;
    bool valid = false;
    bool ok = msg && parse_pk(&pk, json_get(in, "pubkey")) && parse_sig(&sig, json_get(in, "signature")) &&
              bls381_sig_verify(&valid, &pk, msg, len, &sig) == BLS381_OK && valid;
    report_bool(rep, doc, ok);
    free(msg);
}

VECTOR_HANDLER(bls, fast_aggregate_verify)
{
    const json_value *in = json_get(doc, "input"), *keys = json_get(in, "pubkeys");
    size_t n = json_len(keys), len = 0;
    uint8_t *msg = parse_msg(json_get(in, "message"), &len);
    bls381_sig_pk *pks = malloc((n ? n : 1) * sizeof *pks);
    bls381_sig_signature sig;
    bool valid = false, ok = msg && pks && json_typeof(keys) == JSON_ARRAY;
    for (size_t i = 0; ok && i < n; i++) ok = parse_pk(&pks[i], json_at(keys, i));
    ok = ok && parse_sig(&sig, json_get(in, "signature")) &&
         bls381_sig_fast_aggregate_verify(&valid, pks, n, msg, len, &sig) == BLS381_OK && valid;
    report_bool(rep, doc, ok);
    free(pks);
    free(msg);
}

/* pubkeys and messages of equal length n: parsed into arrays (malloc'd) */
typedef struct {
    size_t n;
    bls381_sig_pk *pks;
    uint8_t **msgs;
    size_t *lens;
} key_msg_list;

static bool parse_key_msgs(key_msg_list *l, const json_value *keys, const json_value *msgs)
{
    l->n = json_len(keys);
    l->pks = malloc((l->n ? l->n : 1) * sizeof *l->pks);
    l->msgs = calloc(l->n ? l->n : 1, sizeof *l->msgs);
    l->lens = calloc(l->n ? l->n : 1, sizeof *l->lens);
    if (!l->pks || !l->msgs || !l->lens) return false;
    if (json_typeof(keys) != JSON_ARRAY || json_typeof(msgs) != JSON_ARRAY || json_len(msgs) != l->n) return false;
    for (size_t i = 0; i < l->n; i++) {
        if (!parse_pk(&l->pks[i], json_at(keys, i))) return false;
        if (!(l->msgs[i] = parse_msg(json_at(msgs, i), &l->lens[i]))) return false;
    }
    return true;
}

static void free_key_msgs(key_msg_list *l)
{
    for (size_t i = 0; l->msgs && i < l->n; i++) free(l->msgs[i]);
    free(l->pks);
    free(l->msgs);
    free(l->lens);
}

VECTOR_HANDLER(bls, aggregate_verify)
{
    const json_value *in = json_get(doc, "input");
    key_msg_list l;
    bls381_sig_signature sig;
    bool valid = false;
    bool ok = parse_key_msgs(&l, json_get(in, "pubkeys"), json_get(in, "messages")) &&
              parse_sig(&sig, json_get(in, "signature")) &&
              bls381_sig_aggregate_verify(&valid, l.pks, (const uint8_t *const *)l.msgs, l.lens, l.n, &sig, NULL) ==
                  BLS381_OK &&
              valid;
    report_bool(rep, doc, ok);
    free_key_msgs(&l);
}

VECTOR_HANDLER(bls, batch_verify)
{
    const json_value *in = json_get(doc, "input"), *sj = json_get(in, "signatures");
    key_msg_list l;
    bool valid = false;
    bool ok = parse_key_msgs(&l, json_get(in, "pubkeys"), json_get(in, "messages")) &&
              json_typeof(sj) == JSON_ARRAY && json_len(sj) == l.n;
    bls381_sig_signature *sigs = malloc((l.n ? l.n : 1) * sizeof *sigs);
    ok = ok && sigs;
    for (size_t i = 0; ok && i < l.n; i++) ok = parse_sig(&sigs[i], json_at(sj, i));
    ok = ok && bls381_sig_batch_verify(&valid, l.pks, (const uint8_t *const *)l.msgs, l.lens, sigs, l.n, NULL) ==
                   BLS381_OK &&
         valid;
    report_bool(rep, doc, ok);
    free(sigs);
    free_key_msgs(&l);
}

/* ------------------------------------------------------------ hash_to_G2 */

/* "0x<c0>,0x<c1>" -> Fp2 */
static bool parse_fp2_pair(bls381_fp2 *r, const json_value *v)
{
    const char *s = json_str(v), *comma = s ? strchr(s, ',') : NULL;
    uint8_t b0[48], b1[48];
    if (!comma) return false;
    return hex_decode(b0, 48, s, (size_t)(comma - s)) && hex_decode(b1, 48, comma + 1, strlen(comma + 1)) &&
           bls381_fp_from_bytes(&r->c0, b0) == BLS381_OK && bls381_fp_from_bytes(&r->c1, b1) == BLS381_OK;
}

VECTOR_HANDLER(bls, hash_to_G2)
{
    static const uint8_t dst[] = "QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    const json_value *msg = json_get(json_get(doc, "input"), "msg"), *out = json_get(doc, "output");
    bls381_g2_affine want, got;
    bls381_g2 t;
    if (!json_str(msg) || !parse_fp2_pair(&want.x, json_get(out, "x")) || !parse_fp2_pair(&want.y, json_get(out, "y"))) {
        vectors_result(rep, NULL, false, "malformed case");
        return;
    }
    bool ok = bls381_hash_to_g2(&t, (const uint8_t *)json_str(msg), json_str_len(msg), dst, sizeof dst - 1) == BLS381_OK;
    if (ok) bls381_g2_to_affine(&got, &t);
    vectors_result(rep, NULL, ok && bls381_g2_affine_eq(&got, &want), "point differs");
}
