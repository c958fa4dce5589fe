/* The JSON and YAML readers the vector runner and tests rely on. */
#include "harness.h"
#include "tools/common/hex.h"
#include "tools/common/json.h"
#include "tools/common/yaml.h"

#include <stdlib.h>
#include <string.h>

static json_value *J(const char *s) { return json_parse(s, strlen(s)); }
static json_value *Y(const char *s) { return yaml_parse(s, strlen(s)); }

TEST(json_parse__reads_nested_documents)
{
    json_value *v = J(" {\"a\": [1, -2.5e1, true, false, null, \"x\\u00e9\\n\"], \"b\": {}} ");
    REQUIRE(v != NULL);
    const json_value *a = json_get(v, "a");
    CHECK(json_len(a) == 6);
    CHECK(json_num(json_at(a, 0)) == 1.0);
    CHECK(json_num(json_at(a, 1)) == -25.0);
    CHECK(json_bool(json_at(a, 2)) && !json_bool(json_at(a, 3)));
    CHECK(json_typeof(json_at(a, 4)) == JSON_NULL);
    CHECK(json_str(json_at(a, 5)) && !strcmp(json_str(json_at(a, 5)), "x\xc3\xa9\n"));
    CHECK(json_typeof(json_get(v, "b")) == JSON_OBJECT && json_len(json_get(v, "b")) == 0);
    CHECK(json_get(v, "missing") == NULL && json_at(a, 6) == NULL);
    json_free(v);
}

TEST(json_parse__rejects_malformed_input)
{
    const char *bad[] = { "", "{", "[1,]", "{\"a\" 1}", "\"abc", "[1 2]", "tru", "01x", "{\"a\":1}}",
                          "\"\\x\"", "-", "1.", "\"\\ud800\"", "[\"a\nb\"]" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_value *v = J(bad[i]);
        if (v) test_failf(__FILE__, __LINE__, "accepted: %s", bad[i]);
        json_free(v);
    }
    /* nesting depth limit: no stack exhaustion */
    char deep[2001];
    memset(deep, '[', 2000);
    deep[2000] = 0;
    CHECK(J(deep) == NULL);
}

TEST(yaml_parse__reads_the_consensus_spec_shapes)
{
    const char *doc =
        "input:\n"
        "  blob: '0x00ff'\n"
        "  cell_indices: [0, 1, 2,\n"
        "      3, 4]\n"
        "  empty: []\n"
        "  cells:\n"
        "  - '0xaa'\n"
        "  - '0xbb'\n"
        "  quoted: 'it''s'\n"
        "output:\n"
        "- - '0x01'\n"
        "  - '0x02'\n"
        "- - '0x03'\n";
    json_value *v = Y(doc);
    REQUIRE(v != NULL);
    const json_value *in = json_get(v, "input");
    CHECK(!strcmp(json_str(json_get(in, "blob")), "0x00ff"));
    const json_value *idx = json_get(in, "cell_indices");
    CHECK(json_len(idx) == 5 && json_num(json_at(idx, 4)) == 4.0);
    CHECK(json_typeof(json_get(in, "empty")) == JSON_ARRAY && json_len(json_get(in, "empty")) == 0);
    CHECK(json_len(json_get(in, "cells")) == 2 && !strcmp(json_str(json_at(json_get(in, "cells"), 1)), "0xbb"));
    CHECK(!strcmp(json_str(json_get(in, "quoted")), "it's"));
    const json_value *out = json_get(v, "output");
    CHECK(json_len(out) == 2);
    CHECK(json_len(json_at(out, 0)) == 2 && !strcmp(json_str(json_at(json_at(out, 0), 1)), "0x02"));
    CHECK(json_len(json_at(out, 1)) == 1 && !strcmp(json_str(json_at(json_at(out, 1), 0)), "0x03"));
    json_free(v);

    v = Y("input:\n  a: 1\noutput: null\n");
    REQUIRE(v != NULL);
    CHECK(json_typeof(json_get(v, "output")) == JSON_NULL);
    CHECK(json_is_null(json_get(v, "output")) && json_get(v, "output") != NULL);
    json_free(v);
    v = Y("output: true\n");
    CHECK(v && json_bool(json_get(v, "output")));
    json_free(v);
    v = Y("output: false # comment\n");
    CHECK(v && json_typeof(json_get(v, "output")) == JSON_BOOL && !json_bool(json_get(v, "output")));
    json_free(v);
    /* a quoted scalar folded over lines: the break becomes one space */
    v = Y("k: 'ab\n   cd'\n");
    CHECK(v && !strcmp(json_str(json_get(v, "k")), "ab cd"));
    json_free(v);
    /* indented sequence form */
    v = Y("k:\n    - 1\n    - 2\n");
    CHECK(v && json_len(json_get(v, "k")) == 2);
    json_free(v);
}

TEST(yaml_parse__rejects_what_it_does_not_understand)
{
    const char *bad[] = { "k: [1, 2\n", "k: 'abc\n", "k: &a 1\n", "k: |\n  x\n", "k: 1\n bad\n",
                          "k: [1,,2]\n", "- a\nk: b\n", "k: 'a' junk\n" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_value *v = Y(bad[i]);
        if (v) test_failf(__FILE__, __LINE__, "accepted: %s", bad[i]);
        json_free(v);
    }
}

TEST(hex_decode__fixed_and_variable_lengths)
{
    uint8_t b[3];
    CHECK(hex_decode(b, 3, "0x0aFf10", 8) && b[0] == 0x0a && b[1] == 0xff && b[2] == 0x10);
    CHECK(hex_decode(b, 3, "0aff10", 6));
    CHECK(!hex_decode(b, 3, "0aff1", 5));
    CHECK(!hex_decode(b, 3, "0aff1g", 6));
    CHECK(!hex_decode(b, 2, "0aff10", 6));
    size_t n = 99;
    uint8_t *p = hex_decode_alloc("0x", 2, &n);
    CHECK(p && n == 0);
    free(p);
    CHECK(hex_decode_alloc("abc", 3, &n) == NULL);
    char out[7];
    hex_encode(out, (const uint8_t[]){ 0xde, 0xad, 0x01 }, 3);
    CHECK(!strcmp(out, "dead01"));
}
