/*
 * load_trusted_setup_file: the c-kzg-4844 text format. Whitespace-separated
 * tokens: "4096", "65", then 4096 G1 points in Lagrange form (96 hex digits
 * each, compressed), 65 G2 points in monomial form (192 hex digits), 4096 G1
 * points in monomial form. Anything else (other counts, a token of the wrong
 * length or with a non-hex digit, missing or extra tokens) is rejected before
 * any point is decoded; then load_trusted_setup validates the points.
 */
#include <stdlib.h>
#include <string.h>

#include "kzg/kzg_internal.h"
#include "kzg_setup_file.h"

typedef struct {
    const char *p, *end;
} cursor;

/* the next whitespace-separated token, or NULL at the end */
static const char *next_token(cursor *c, size_t *len)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\n' || *c->p == '\r' || *c->p == '\t')) c->p++;
    if (c->p == c->end) return NULL;
    const char *t = c->p;
    while (c->p < c->end && !(*c->p == ' ' || *c->p == '\n' || *c->p == '\r' || *c->p == '\t')) c->p++;
    *len = (size_t)(c->p - t);
    return t;
}

static int hexval(char ch)
{
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

static bool read_points(cursor *c, uint8_t *out, size_t count, size_t bytes)
{
    for (size_t i = 0; i < count; i++) {
        size_t len;
        const char *t = next_token(c, &len);
        if (!t || len != 2 * bytes) return false;
        for (size_t k = 0; k < bytes; k++) {
            int hi = hexval(t[2 * k]), lo = hexval(t[2 * k + 1]);
            if (hi < 0 || lo < 0) return false;
            out[i * bytes + k] = (uint8_t)(hi << 4 | lo);
        }
    }
    return true;
}

static bool read_count(cursor *c, const char *want)
{
    size_t len;
    const char *t = next_token(c, &len);
    return t && len == strlen(want) && memcmp(t, want, len) == 0;
}

C_KZG_RET load_trusted_setup_file(KZGSettings *out, FILE *in, uint64_t precompute)
{
    if (!out || !in) return C_KZG_BADARGS;
    size_t cap = 1 << 20, n = 0;
    char *text = malloc(cap);
    while (text) {
        n += fread(text + n, 1, cap - n, in);
        if (n < cap) break;
        if (cap >= (64u << 20)) { free(text); return C_KZG_BADARGS; } /* far larger than any setup */
        char *t = realloc(text, cap *= 2);
        if (!t) { free(text); text = NULL; }
        else text = t;
    }
    if (!text) return C_KZG_MALLOC;
    if (ferror(in)) { free(text); return C_KZG_BADARGS; }

    size_t g1 = FIELD_ELEMENTS_PER_BLOB * 48, g2 = BLS381_KZG_NUM_G2 * 96;
    uint8_t *bytes = malloc(2 * g1 + g2);
    if (!bytes) { free(text); return C_KZG_MALLOC; }
    uint8_t *lagrange = bytes, *g2m = bytes + g1, *monomial = bytes + g1 + g2;
    cursor c = { text, text + n };
    size_t len;
    C_KZG_RET ret = C_KZG_BADARGS;
    if (read_count(&c, "4096") && read_count(&c, "65") &&
        read_points(&c, lagrange, FIELD_ELEMENTS_PER_BLOB, 48) &&
        read_points(&c, g2m, BLS381_KZG_NUM_G2, 96) &&
        read_points(&c, monomial, FIELD_ELEMENTS_PER_BLOB, 48) && next_token(&c, &len) == NULL)
        ret = load_trusted_setup(out, monomial, g1, lagrange, g1, g2m, g2, precompute);
    free(bytes);
    free(text);
    return ret;
}
