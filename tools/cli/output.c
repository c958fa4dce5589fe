/* The bls381 program's output: plain text as each result is known, or
 * (--json) one JSON object per run gathered in memory and printed at the
 * end, and one line on stderr per failure. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli/cli.h"
#include "tools/common/hex.h"

static struct {
    bool json, nomem, failed;
    const char *command;
    char *buf; /* the JSON object's fields, "," separated */
    size_t len, cap, head; /* head: the "command" field */
} out;

bool cli_json(void) { return out.json; }

static void put_key(const char *key);
static void put_string(const char *s);
static void puts_(const char *s);

void cli_out_begin(bool json, const char *command)
{
    free(out.buf);
    memset(&out, 0, sizeof out);
    out.json = json;
    out.command = command;
    if (!json) return;
    put_key("command");
    if (command) put_string(command);
    else puts_("null");
    out.head = out.len;
}

static void put(const char *s, size_t n)
{
    if (out.nomem) return;
    if (out.len + n + 1 > out.cap) {
        size_t cap = out.cap ? out.cap : 256;
        while (cap < out.len + n + 1) cap *= 2;
        char *nb = realloc(out.buf, cap);
        if (!nb) { out.nomem = true; return; }
        out.buf = nb;
        out.cap = cap;
    }
    memcpy(out.buf + out.len, s, n);
    out.len += n;
    out.buf[out.len] = 0;
}
static void puts_(const char *s) { put(s, strlen(s)); }

/* valid UTF-8 (no overlong forms, no surrogates), so it may be copied */
static bool utf8_ok(const unsigned char *s)
{
    while (*s) {
        unsigned c = *s, n = c < 0x80 ? 0 : (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : (c & 0xf8) == 0xf0 ? 3 : 9;
        if (n == 9 || c == 0xc0 || c == 0xc1 || c > 0xf4) return false;
        for (unsigned i = 1; i <= n; i++)
            if ((s[i] & 0xc0) != 0x80) return false;
        if ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0) || (c == 0xf0 && s[1] < 0x90) ||
            (c == 0xf4 && s[1] >= 0x90))
            return false;
        s += n + 1;
    }
    return true;
}

/* a JSON string: quotes, backslashes and control characters escaped; a
 * string that is not UTF-8 has each byte >= 0x80 escaped as \u00XX */
static void put_string(const char *s)
{
    bool raw = utf8_ok((const unsigned char *)s);
    puts_("\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        char e[8];
        if (*p == '"' || *p == '\\') {
            e[0] = '\\', e[1] = (char)*p;
            put(e, 2);
        } else if (*p < 0x20 || *p == 0x7f || (*p >= 0x80 && !raw)) {
            snprintf(e, sizeof e, "\\u%04x", *p);
            puts_(e);
        } else {
            put((const char *)p, 1);
        }
    }
    puts_("\"");
}

static void put_key(const char *key)
{
    if (out.len) puts_(", ");
    put_string(key);
    puts_(": ");
}

static void put_hex(const void *p, size_t n)
{
    char *h = malloc(2 * n + 1);
    if (!h) { out.nomem = true; return; }
    hex_encode(h, p, n);
    puts_("\"0x");
    put(h, 2 * n);
    puts_("\"");
    free(h);
}

static void print_hex(const char *label, const void *p, size_t n)
{
    char *h = malloc(2 * n + 1);
    if (!h) { out.nomem = true; return; }
    hex_encode(h, p, n);
    if (label) printf("%s 0x%s\n", label, h);
    else printf("0x%s\n", h);
    free(h);
}

void cli_out_hex(const char *key, const char *label, const void *p, size_t n)
{
    if (!out.json) { print_hex(label, p, n); return; }
    put_key(key);
    put_hex(p, n);
}

void cli_out_hex_list(const char *key, const char *label, const void *p, size_t n, size_t count)
{
    const uint8_t *b = p;
    if (!out.json) {
        char line[64];
        for (size_t i = 0; i < count; i++) {
            snprintf(line, sizeof line, "%s_%03zu", label, i);
            print_hex(line, b + i * n, n);
        }
        return;
    }
    put_key(key);
    puts_("[");
    for (size_t i = 0; i < count; i++) {
        if (i) puts_(", ");
        put_hex(b + i * n, n);
    }
    puts_("]");
}

void cli_out_json_str(const char *key, const char *s)
{
    if (!out.json) return;
    put_key(key);
    put_string(s);
}

void cli_out_json_ms(const char *key, double seconds)
{
    if (!out.json) return;
    char v[32];
    snprintf(v, sizeof v, "%.3f", seconds * 1e3);
    put_key(key);
    puts_(v);
}

int cli_verdict(bool ok)
{
    if (out.json) {
        put_key("valid");
        puts_(ok ? "true" : "false");
    } else {
        printf("%s\n", ok ? "valid" : "invalid");
    }
    return ok ? CLI_OK : CLI_INVALID;
}

int cli_error(int status, const char *code, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    for (char *c = msg; *c; c++) /* one line whatever an argument holds (a file name with a line end) */
        if ((unsigned char)*c < 0x20 || *c == 0x7f) *c = '?';
    fprintf(stderr, "bls381: %s%s%s\n", out.command ? out.command : "", out.command ? ": " : "", msg);
    if (out.json) {
        out.len = out.head;
        out.nomem = false;
        put_key("error");
        put_string(code);
        put_key("message");
        put_string(msg);
    }
    out.failed = true;
    return status;
}

/* "BLS381_ERR_FLAGS" of "BLS381_ERR_FLAGS: bad flag bits", and the rest */
static const char *status_name(bls381_status s, char code[64])
{
    const char *name = bls381_status_str(s), *colon = strchr(name, ':');
    snprintf(code, 64, "%.*s", colon ? (int)(colon - name) : (int)strlen(name), name);
    return colon ? colon + 2 : name;
}

void cli_out_json_status(const char *key, bls381_status s)
{
    char code[64];
    status_name(s, code);
    cli_out_json_str(key, code);
}

int cli_status_error(bls381_status s, const char *what, const char *arg)
{
    char code[64];
    const char *why = status_name(s, code);
    int status = s == BLS381_ERR_RNG || s == BLS381_ERR_MALLOC || s == BLS381_ERR_THREADS ? CLI_INTERNAL : CLI_BAD_INPUT;
    if (arg) return cli_error(status, code, "%s: the %s is not valid: %s", cli_shown(arg), what, why);
    return cli_error(status, code, "%s: %s", what, why);
}

int cli_kzg_error(C_KZG_RET ret, const char *what)
{
    if (ret == C_KZG_BADARGS)
        return cli_error(CLI_BAD_INPUT, "C_KZG_BADARGS",
                         "%s: invalid input (a value out of range, a point not on the curve or not in the subgroup, "
                         "or bad flags)", what);
    if (ret == C_KZG_MALLOC) return cli_error(CLI_INTERNAL, "C_KZG_MALLOC", "%s: out of memory", what);
    return cli_error(CLI_INTERNAL, "C_KZG_ERROR", "%s: internal error", what);
}

const char *cli_shown(const char *arg)
{
    static char bufs[2][48];
    static int k;
    char *b = bufs[k ^= 1];
    size_t n = strlen(arg);
    if (n <= 40) return arg;
    snprintf(b, sizeof bufs[0], "%.37s...", arg);
    return b;
}

int cli_out_end(int rc)
{
    if (out.nomem) {
        out.json = false; /* the object is lost: the line on stderr says so */
        rc = cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory for the output");
    }
    if (out.json) printf("{%s}\n", out.buf ? out.buf : "");
    if (fflush(stdout) != 0 && !out.failed) {
        out.json = false;
        rc = cli_error(CLI_INTERNAL, "CLI_CANNOT_WRITE", "cannot write the output");
    }
    free(out.buf);
    out.buf = NULL;
    out.len = out.cap = 0;
    return rc;
}
