/* Handlers for the EIP-2537 precompile vectors (`build/vectors eip2537 DIR`,
 * files [fail-]<operation>_bls.json of ethereum/EIPs assets/eip-2537; format
 * in tests/vectors/README.upstream.md). A success case passes when the
 * output matches `Expected` byte for byte and `Gas` matches our price; a
 * fail- case when the call fails with the status class `ExpectedError`
 * names and leaves the output untouched. The mul files run through the
 * MSMs with k = 1, as the EIP's test-vectors.md says. */
#include "vectors.h"
#include "bls381.h"

#include <stdlib.h>
#include <string.h>

typedef bls381_status (*op_fn)(uint8_t *out, const uint8_t *in, size_t len);
typedef uint64_t (*gas_fn)(size_t len);

typedef struct {
    op_fn call;
    gas_fn gas;
    size_t out_len;
} operation;

/* ------------------------------------------------------------ wrappers */

static bls381_status g1add(uint8_t *out, const uint8_t *in, size_t len) { return bls381_eip2537_g1add(out, in, len); }
static bls381_status g2add(uint8_t *out, const uint8_t *in, size_t len) { return bls381_eip2537_g2add(out, in, len); }
static bls381_status map_g1(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_map_fp_to_g1(out, in, len);
}
static bls381_status map_g2(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_map_fp2_to_g2(out, in, len);
}
static bls381_status pairing(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_pairing_check(out, in, len, bls381_pool_default());
}

/* The MSMs on the default pool, with scratch from malloc (the tools may
 * allocate); BLS381_ERR_MALLOC when it cannot be had. */
static bls381_status g1msm(uint8_t *out, const uint8_t *in, size_t len)
{
    bls381_pool *pool = bls381_pool_default();
    size_t size = bls381_eip2537_g1msm_scratch_size(len, bls381_pool_threads(pool));
    void *scratch = malloc(size ? size : 1);
    if (!scratch) return BLS381_ERR_MALLOC;
    bls381_status st = bls381_eip2537_g1msm(out, in, len, scratch, size, pool);
    free(scratch);
    return st;
}

static bls381_status g2msm(uint8_t *out, const uint8_t *in, size_t len)
{
    bls381_pool *pool = bls381_pool_default();
    size_t size = bls381_eip2537_g2msm_scratch_size(len, bls381_pool_threads(pool));
    void *scratch = malloc(size ? size : 1);
    if (!scratch) return BLS381_ERR_MALLOC;
    bls381_status st = bls381_eip2537_g2msm(out, in, len, scratch, size, pool);
    free(scratch);
    return st;
}

/* --------------------------------------------------------------- cases */

/* the status class of an ExpectedError message (the strings of the
 * upstream files); BLS381_OK for an unknown message */
static bls381_status expected_status(const char *msg)
{
    static const struct { const char *msg; bls381_status st; } map[] = {
        { "invalid input length", BLS381_ERR_BADARGS },
        { "invalid fp.Element encoding", BLS381_ERR_ENCODING },
        { "invalid field element top bytes", BLS381_ERR_PADDING },
        { "invalid point: not on curve", BLS381_ERR_NOT_ON_CURVE },
        { "g1 point is not in the correct subgroup", BLS381_ERR_NOT_IN_SUBGROUP },
        { "g2 point is not in the correct subgroup", BLS381_ERR_NOT_IN_SUBGROUP },
    };
    for (size_t i = 0; msg && i < sizeof map / sizeof map[0]; i++)
        if (!strcmp(msg, map[i].msg)) return map[i].st;
    return BLS381_OK;
}

static void run_case(const json_value *c, vectors_report *rep, const operation *op)
{
    const char *name = json_str(json_get(c, "Name"));
    const json_value *jin = json_get(c, "Input");
    size_t len = 0;
    uint8_t *in = json_str(jin) ? hex_decode_alloc(json_str(jin), json_str_len(jin), &len) : NULL;
    if (!in) {
        vectors_result(rep, name, false, "Input is not a hex string");
        return;
    }
    /* one byte past the largest output, to catch a write past out_len */
    uint8_t got[BLS381_EIP2537_G2_BYTES + 1], before[sizeof got], want[BLS381_EIP2537_G2_BYTES];
    memset(got, 0xa5, sizeof got);
    memcpy(before, got, sizeof got);
    bls381_status st = op->call(got, in, len);
    free(in);

    if (vectors_expect_failure(rep)) {
        const char *msg = json_str(json_get(c, "ExpectedError"));
        bls381_status want_st = expected_status(msg);
        if (want_st == BLS381_OK)
            vectors_result(rep, name, false, "unknown ExpectedError \"%s\"", msg ? msg : "(none)");
        else if (st != want_st)
            vectors_result(rep, name, false, "got %s, want %s (%s)", bls381_status_str(st),
                           bls381_status_str(want_st), msg);
        else
            vectors_result(rep, name, memcmp(got, before, sizeof got) == 0, "output written on failure");
        return;
    }
    const json_value *jgas = json_get(c, "Gas");
    if (!vectors_hex(want, op->out_len, json_get(c, "Expected"))) {
        vectors_result(rep, name, false, "Expected is not %zu hex bytes", op->out_len);
    } else if (json_typeof(jgas) != JSON_NUMBER) {
        vectors_result(rep, name, false, "Gas is not a number");
    } else if (st != BLS381_OK) {
        vectors_result(rep, name, false, "failed: %s", bls381_status_str(st));
    } else if (memcmp(got, want, op->out_len) != 0 || got[op->out_len] != 0xa5) {
        vectors_result(rep, name, false, "output differs");
    } else {
        uint64_t gas = op->gas(len);
        vectors_result(rep, name, (double)gas == json_num(jgas), "gas %llu, want %.0f", (unsigned long long)gas,
                       json_num(jgas));
    }
}

static void run_file(const json_value *doc, vectors_report *rep, const operation *op)
{
    if (json_typeof(doc) != JSON_ARRAY || json_len(doc) == 0) {
        vectors_result(rep, NULL, false, "not a non-empty array of cases");
        return;
    }
    for (size_t i = 0; i < json_len(doc); i++) run_case(json_at(doc, i), rep, op);
}

/* ------------------------------------------------------------ handlers */

static const operation OP_G1ADD = { g1add, bls381_eip2537_g1add_gas, BLS381_EIP2537_G1_BYTES };
static const operation OP_G2ADD = { g2add, bls381_eip2537_g2add_gas, BLS381_EIP2537_G2_BYTES };
static const operation OP_G1MSM = { g1msm, bls381_eip2537_g1msm_gas, BLS381_EIP2537_G1_BYTES };
static const operation OP_G2MSM = { g2msm, bls381_eip2537_g2msm_gas, BLS381_EIP2537_G2_BYTES };
static const operation OP_PAIRING = { pairing, bls381_eip2537_pairing_check_gas,
                                      BLS381_EIP2537_PAIRING_OUT_BYTES };
static const operation OP_MAP_G1 = { map_g1, bls381_eip2537_map_fp_to_g1_gas, BLS381_EIP2537_G1_BYTES };
static const operation OP_MAP_G2 = { map_g2, bls381_eip2537_map_fp2_to_g2_gas, BLS381_EIP2537_G2_BYTES };

VECTOR_HANDLER(eip2537, add_G1) { run_file(doc, rep, &OP_G1ADD); }
VECTOR_HANDLER(eip2537, add_G2) { run_file(doc, rep, &OP_G2ADD); }
VECTOR_HANDLER(eip2537, mul_G1) { run_file(doc, rep, &OP_G1MSM); }
VECTOR_HANDLER(eip2537, mul_G2) { run_file(doc, rep, &OP_G2MSM); }
VECTOR_HANDLER(eip2537, msm_G1) { run_file(doc, rep, &OP_G1MSM); }
VECTOR_HANDLER(eip2537, msm_G2) { run_file(doc, rep, &OP_G2MSM); }
VECTOR_HANDLER(eip2537, pairing_check) { run_file(doc, rep, &OP_PAIRING); }
VECTOR_HANDLER(eip2537, map_fp_to_G1) { run_file(doc, rep, &OP_MAP_G1); }
VECTOR_HANDLER(eip2537, map_fp2_to_G2) { run_file(doc, rep, &OP_MAP_G2); }
