/* Helpers for tests on tampered trusted setups (see setup_text.h). */
#define _POSIX_C_SOURCE 200809L
#include "setup_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "tools/common/file.h"

static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

static bool index_tokens(setup_text *t)
{
    size_t k = 0, i = 0;
    while (i < t->len) {
        while (i < t->len && is_space(t->text[i])) i++;
        if (i == t->len) break;
        if (k == ST_TOKENS) return false;
        t->tok[k++] = i;
        while (i < t->len && !is_space(t->text[i])) i++;
    }
    return k == ST_TOKENS;
}

bool st_read(setup_text *t)
{
    t->text = read_file(test_data_path("../kzg/trusted_setup.txt"), &t->len);
    if (t->text && index_tokens(t)) return true;
    st_free(t);
    return false;
}

void st_free(setup_text *t)
{
    free(t->text);
    t->text = NULL;
}

bool st_copy(setup_text *dst, const setup_text *src)
{
    *dst = *src;
    dst->text = malloc(src->len);
    if (!dst->text) return false;
    memcpy(dst->text, src->text, src->len);
    return true;
}

static bool get(const setup_text *t, size_t token, uint8_t *out, size_t n)
{
    char hex[2 * 96 + 1];
    memcpy(hex, t->text + t->tok[token], 2 * n);
    hex[2 * n] = '\0';
    return test_hex(out, n, hex);
}

static void put(setup_text *t, size_t token, const uint8_t *in, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    char *at = t->text + t->tok[token];
    for (size_t i = 0; i < n; i++) {
        at[2 * i] = digits[in[i] >> 4];
        at[2 * i + 1] = digits[in[i] & 15];
    }
}

bool st_get_g1(const setup_text *t, size_t token, g1_t *p)
{
    uint8_t b[48];
    return get(t, token, b, 48) && bls381_g1_decompress(p, b) == BLS381_OK;
}

bool st_get_g2(const setup_text *t, size_t token, g2_t *p)
{
    uint8_t b[96];
    return get(t, token, b, 96) && bls381_g2_decompress(p, b) == BLS381_OK;
}

void st_put_g1(setup_text *t, size_t token, const g1_t *p)
{
    uint8_t b[48];
    bls381_g1_compress(b, p);
    put(t, token, b, 48);
}

void st_put_g2(setup_text *t, size_t token, const g2_t *p)
{
    uint8_t b[96];
    bls381_g2_compress(b, p);
    put(t, token, b, 96);
}

C_KZG_RET st_load(KZGSettings *s, const char *text, size_t len, uint64_t precompute)
{
    FILE *f = fmemopen((void *)text, len, "r");
    if (!f) return C_KZG_ERROR;
    C_KZG_RET ret = load_trusted_setup_file(s, f, precompute);
    fclose(f);
    return ret;
}
