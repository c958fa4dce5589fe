/* Cofactor clearing and the group law against the RFC 9380 hash-to-curve
 * vectors (tests/vectors/h2c): every vector gives the mapped points Q0, Q1
 * (random-oracle suites) or Q (encode suites) and the final point P, with
 * P = clear_cofactor(Q0 + Q1) or clear_cofactor(Q). Only our addition and
 * cofactor clearing run here; the maps are tested in test_h2c.c. */
#include "harness.h"
#include "bls381.h"
#include "tools/common/file.h"
#include "tools/common/json.h"

#include <stdlib.h>
#include <string.h>

/* "0x..." (at most 96 digits) -> Fp */
static int fp_hex(bls381_fp *r, const char *s, size_t len)
{
    char buf[97];
    uint8_t b[48];
    if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { s += 2; len -= 2; }
    if (len == 0 || len > 96) return 0;
    memset(buf, '0', 96);
    memcpy(buf + 96 - len, s, len);
    buf[96] = 0;
    return test_hex(b, 48, buf) && bls381_fp_from_bytes(r, b) == BLS381_OK;
}

/* "0x<c0>,0x<c1>" -> Fp2 */
static int fp2_hex(bls381_fp2 *r, const char *s)
{
    const char *comma = strchr(s, ',');
    return comma && fp_hex(&r->c0, s, (size_t)(comma - s)) && fp_hex(&r->c1, comma + 1, strlen(comma + 1));
}

static int g1_json(bls381_g1 *p, const json_value *v)
{
    const char *x = json_str(json_get(v, "x")), *y = json_str(json_get(v, "y"));
    bls381_g1_affine a;
    if (!x || !y || !fp_hex(&a.x, x, strlen(x)) || !fp_hex(&a.y, y, strlen(y))) return 0;
    bls381_g1_from_affine(p, &a);
    return bls381_g1_is_on_curve(p);
}

static int g2_json(bls381_g2 *p, const json_value *v)
{
    const char *x = json_str(json_get(v, "x")), *y = json_str(json_get(v, "y"));
    bls381_g2_affine a;
    if (!x || !y || !fp2_hex(&a.x, x) || !fp2_hex(&a.y, y)) return 0;
    bls381_g2_from_affine(p, &a);
    return bls381_g2_is_on_curve(p);
}

static json_value *load(const char *rel)
{
    size_t len;
    char *text = read_file(test_data_path(rel), &len);
    if (!text) return NULL;
    json_value *v = json_parse(text, len);
    free(text);
    return v;
}

TEST(clear_cofactor__rfc9380_hash_to_curve_vectors)
{
    static const struct { const char *file; int g2, ro; } suites[] = {
        { "vectors/h2c/BLS12381G1_XMD_SHA-256_SSWU_RO_.json", 0, 1 },
        { "vectors/h2c/BLS12381G1_XMD_SHA-256_SSWU_NU_.json", 0, 0 },
        { "vectors/h2c/BLS12381G2_XMD_SHA-256_SSWU_RO_.json", 1, 1 },
        { "vectors/h2c/BLS12381G2_XMD_SHA-256_SSWU_NU_.json", 1, 0 },
    };
    size_t cases = 0;
    for (size_t s = 0; s < sizeof suites / sizeof suites[0]; s++) {
        json_value *doc = load(suites[s].file);
        REQUIRE(doc != NULL);
        const json_value *vecs = json_get(doc, "vectors");
        for (size_t i = 0; i < json_len(vecs); i++) {
            const json_value *v = json_at(vecs, i);
            const char *q0n = suites[s].ro ? "Q0" : "Q";
            if (!suites[s].g2) {
                bls381_g1 q0, q1, want, got;
                REQUIRE(g1_json(&q0, json_get(v, q0n)) && g1_json(&want, json_get(v, "P")));
                if (suites[s].ro) {
                    REQUIRE(g1_json(&q1, json_get(v, "Q1")));
                    bls381_g1_add(&q0, &q0, &q1);
                }
                bls381_g1_clear_cofactor(&got, &q0);
                if (!bls381_g1_eq(&got, &want)) test_failf(__FILE__, __LINE__, "%s vector %zu", suites[s].file, i);
                CHECK_LOOP(bls381_g1_in_subgroup(&got));
            } else {
                bls381_g2 q0, q1, want, got;
                REQUIRE(g2_json(&q0, json_get(v, q0n)) && g2_json(&want, json_get(v, "P")));
                if (suites[s].ro) {
                    REQUIRE(g2_json(&q1, json_get(v, "Q1")));
                    bls381_g2_add(&q0, &q0, &q1);
                }
                bls381_g2_clear_cofactor(&got, &q0);
                if (!bls381_g2_eq(&got, &want)) test_failf(__FILE__, __LINE__, "%s vector %zu", suites[s].file, i);
                CHECK_LOOP(bls381_g2_in_subgroup(&got));
            }
            cases++;
        }
        json_free(doc);
    }
    CHECK(cases == 20);
}
