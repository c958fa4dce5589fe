#include "hex.h"

#include <stdlib.h>

static int digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static const char *skip_prefix(const char *s, size_t *slen)
{
    if (*slen >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { *slen -= 2; return s + 2; }
    return s;
}

bool hex_decode(uint8_t *out, size_t n, const char *s, size_t slen)
{
    if (!s) return false;
    s = skip_prefix(s, &slen);
    if (slen != 2 * n) return false;
    for (size_t i = 0; i < n; i++) {
        int hi = digit(s[2 * i]), lo = digit(s[2 * i + 1]);
        if (hi < 0 || lo < 0) return false;
        out[i] = (uint8_t)(hi * 16 + lo);
    }
    return true;
}

uint8_t *hex_decode_alloc(const char *s, size_t slen, size_t *n)
{
    if (!s) return NULL;
    s = skip_prefix(s, &slen);
    if (slen % 2) return NULL;
    uint8_t *out = malloc(slen / 2 + 1);
    if (!out) return NULL;
    if (!hex_decode(out, slen / 2, s, slen)) { free(out); return NULL; }
    *n = slen / 2;
    return out;
}

void hex_encode(char *out, const uint8_t *in, size_t n)
{
    static const char d[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = d[in[i] >> 4];
        out[2 * i + 1] = d[in[i] & 15];
    }
    out[2 * n] = 0;
}
