/*
 * build/vectors h2c DIR: the RFC 9380 JSON vector files. A suite file
 * ("ciphersuite": BLS12381G1/G2_XMD:SHA-256_SSWU_RO_/NU_) has, per vector,
 * msg, u (hash_to_field), Q0/Q1 (RO) or Q (NU) (map_to_curve of each u) and
 * P (hash_to_curve / encode_to_curve), all checked with the file's DST. An
 * expand file ("name": expand_message_xmd, "hash": SHA256) has msg,
 * len_in_bytes and uniform_bytes. Any other file fails.
 */
#include "vectors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bls381.h"

/* "0x..." (at most 96 digits) -> canonical Fp */
static bool fp_hex(bls381_fp *r, const char *s, size_t len)
{
    char buf[96];
    uint8_t b[48];
    if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { s += 2; len -= 2; }
    if (len == 0 || len > 96) return false;
    memset(buf, '0', 96);
    memcpy(buf + 96 - len, s, len);
    return hex_decode(b, 48, buf, 96) && bls381_fp_from_bytes(r, b) == BLS381_OK;
}

/* "0x<c0>,0x<c1>" -> Fp2 */
static bool fp2_hex(bls381_fp2 *r, const char *s)
{
    const char *comma = s ? strchr(s, ',') : NULL;
    return comma && fp_hex(&r->c0, s, (size_t)(comma - s)) && fp_hex(&r->c1, comma + 1, strlen(comma + 1));
}

static bool g1_json(bls381_g1_affine *p, const json_value *v)
{
    const char *x = json_str(json_get(v, "x")), *y = json_str(json_get(v, "y"));
    return x && y && fp_hex(&p->x, x, strlen(x)) && fp_hex(&p->y, y, strlen(y));
}

static bool g2_json(bls381_g2_affine *p, const json_value *v)
{
    return fp2_hex(&p->x, json_str(json_get(v, "x"))) && fp2_hex(&p->y, json_str(json_get(v, "y")));
}

static bool g1_aff_eq(const bls381_g1_affine *a, const bls381_g1_affine *b)
{
    return bls381_fp_eq(&a->x, &b->x) && bls381_fp_eq(&a->y, &b->y);
}

static bool g2_aff_eq(const bls381_g2_affine *a, const bls381_g2_affine *b)
{
    return bls381_fp2_eq(&a->x, &b->x) && bls381_fp2_eq(&a->y, &b->y);
}

/* One suite vector; returns NULL when it passes, else what failed. */
static const char *check_suite_vector(const json_value *v, bool g2, bool ro, const char *dst)
{
    const char *msg = json_str(json_get(v, "msg"));
    const json_value *u = json_get(v, "u");
    size_t count = ro ? 2 : 1;
    if (!msg || json_len(u) != count) return "missing msg or u";
    const uint8_t *m = (const uint8_t *)msg, *d = (const uint8_t *)dst;
    size_t ml = json_str_len(json_get(v, "msg")), dl = strlen(dst);
    static const char *qn[2][2] = { { "Q", "" }, { "Q0", "Q1" } };
    if (!g2) {
        bls381_fp uf[2], want;
        bls381_g1_affine q, wq, wp;
        bls381_g1 p;
        if (bls381_hash_to_field_fp(uf, count, m, ml, d, dl) != BLS381_OK) return "hash_to_field failed";
        for (size_t j = 0; j < count; j++) {
            const char *s = json_str(json_at(u, j));
            if (!s || !fp_hex(&want, s, strlen(s))) return "bad u";
            if (!bls381_fp_eq(&want, &uf[j])) return j ? "u[1]" : "u[0]";
            if (!g1_json(&wq, json_get(v, qn[ro][j]))) return "bad Q";
            bls381_map_to_curve_g1(&q, &uf[j]);
            if (!g1_aff_eq(&q, &wq)) return qn[ro][j];
        }
        if (!g1_json(&wp, json_get(v, "P"))) return "bad P";
        if ((ro ? bls381_hash_to_g1(&p, m, ml, d, dl) : bls381_encode_to_g1(&p, m, ml, d, dl)) != BLS381_OK)
            return "hash_to_curve failed";
        bls381_g1_to_affine(&q, &p);
        if (!g1_aff_eq(&q, &wp)) return "P";
    } else {
        bls381_fp2 uf[2], want;
        bls381_g2_affine q, wq, wp;
        bls381_g2 p;
        if (bls381_hash_to_field_fp2(uf, count, m, ml, d, dl) != BLS381_OK) return "hash_to_field failed";
        for (size_t j = 0; j < count; j++) {
            if (!fp2_hex(&want, json_str(json_at(u, j)))) return "bad u";
            if (!bls381_fp2_eq(&want, &uf[j])) return j ? "u[1]" : "u[0]";
            if (!g2_json(&wq, json_get(v, qn[ro][j]))) return "bad Q";
            bls381_map_to_curve_g2(&q, &uf[j]);
            if (!g2_aff_eq(&q, &wq)) return qn[ro][j];
        }
        if (!g2_json(&wp, json_get(v, "P"))) return "bad P";
        if ((ro ? bls381_hash_to_g2(&p, m, ml, d, dl) : bls381_encode_to_g2(&p, m, ml, d, dl)) != BLS381_OK)
            return "hash_to_curve failed";
        bls381_g2_to_affine(&q, &p);
        if (!g2_aff_eq(&q, &wp)) return "P";
    }
    return NULL;
}

static void run_suite(const json_value *doc, vectors_report *rep, bool g2, bool ro)
{
    const char *dst = json_str(json_get(doc, "dst"));
    const json_value *vecs = json_get(doc, "vectors");
    if (!dst || json_len(vecs) == 0) {
        vectors_result(rep, NULL, false, "no dst or no vectors");
        return;
    }
    if (json_typeof(json_get(doc, "randomOracle")) == JSON_BOOL && json_bool(json_get(doc, "randomOracle")) != ro) {
        vectors_result(rep, NULL, false, "randomOracle does not match the ciphersuite");
        return;
    }
    for (size_t i = 0; i < json_len(vecs); i++) {
        char id[32];
        snprintf(id, sizeof id, "vector %zu", i);
        const char *why = check_suite_vector(json_at(vecs, i), g2, ro, dst);
        vectors_result(rep, id, why == NULL, "%s differs", why ? why : "");
    }
}

static void run_expand(const json_value *doc, vectors_report *rep)
{
    const char *dst = json_str(json_get(doc, "DST"));
    const json_value *tests = json_get(doc, "tests");
    if (!dst || json_len(tests) == 0) {
        vectors_result(rep, NULL, false, "no DST or no tests");
        return;
    }
    for (size_t i = 0; i < json_len(tests); i++) {
        const json_value *t = json_at(tests, i);
        char id[32];
        snprintf(id, sizeof id, "test %zu", i);
        const json_value *msg = json_get(t, "msg"), *ub = json_get(t, "uniform_bytes");
        const char *lhex = json_str(json_get(t, "len_in_bytes"));
        size_t len = lhex ? strtoul(lhex, NULL, 16) : 0, wl = 0;
        uint8_t *want = ub ? hex_decode_alloc(json_str(ub), json_str_len(ub), &wl) : NULL;
        uint8_t *got = malloc(len ? len : 1);
        bool ok = json_str(msg) && want && got && wl == len &&
                  bls381_expand_message_xmd(got, len, (const uint8_t *)json_str(msg), json_str_len(msg),
                                            (const uint8_t *)dst, strlen(dst)) == BLS381_OK &&
                  memcmp(got, want, len) == 0;
        vectors_result(rep, id, ok, "uniform_bytes differ (len_in_bytes %zu)", len);
        free(want);
        free(got);
    }
}

VECTOR_HANDLER(h2c, all)
{
    static const struct { const char *name; bool g2, ro; } known[] = {
        { "BLS12381G1_XMD:SHA-256_SSWU_RO_", false, true },
        { "BLS12381G1_XMD:SHA-256_SSWU_NU_", false, false },
        { "BLS12381G2_XMD:SHA-256_SSWU_RO_", true, true },
        { "BLS12381G2_XMD:SHA-256_SSWU_NU_", true, false },
    };
    const char *suite = json_str(json_get(doc, "ciphersuite"));
    const char *name = json_str(json_get(doc, "name"));
    const char *hash = json_str(json_get(doc, "hash"));
    if (suite) {
        for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
            if (!strcmp(suite, known[i].name)) {
                run_suite(doc, rep, known[i].g2, known[i].ro);
                return;
            }
        vectors_result(rep, NULL, false, "unknown ciphersuite %s", suite);
    } else if (name && !strcmp(name, "expand_message_xmd") && hash && !strcmp(hash, "SHA256")) {
        run_expand(doc, rep);
    } else {
        vectors_result(rep, NULL, false, "not an RFC 9380 suite or expand_message_xmd SHA-256 file");
    }
}
