/* The bls381 program's argument readers (the contracts are in cli.h).
 * Files are read with open/read into a buffer never larger than the
 * argument's cap plus one byte (so /dev/zero costs one short read), and
 * secrets only into fixed buffers that are wiped (no stdio buffer, no
 * realloc leaving copies behind). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sig/sig.h"  /* bls381_sig_declassify */
#include "sys/ct.h"   /* bls381_secure_zero, masks */
#include "tools/cli/cli.h"
#include "tools/common/hex.h"

/* white space allowed around the hex text of a file (a line end, a few
 * spaces) */
#define CLI_SPACE_MAX 64

static bool stdin_used;
void cli_input_reset(void) { stdin_used = false; }

/* At most cap bytes of path ("-": standard input): into fixed (cap + 1
 * bytes) when given, else into a malloc'd *data growing up to cap + 1.
 * Returns 0, ERANGE when there are more than cap bytes, EALREADY for a
 * second "-", ENOMEM, or the errno of the failure (EISDIR for a folder). */
static int read_capped(const char *path, size_t cap, unsigned char *fixed, unsigned char **data, size_t *len)
{
    int fd = 0;
    bool own = strcmp(path, "-") != 0;
    if (!own && stdin_used) return EALREADY;
    if (own && (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) return errno;
    if (!own) stdin_used = true;
    struct stat st;
    int err = fstat(fd, &st) != 0 ? errno : S_ISDIR(st.st_mode) ? EISDIR : 0;
    unsigned char *buf = fixed;
    size_t n = 0, size = fixed ? cap + 1 : 0;
    while (!err && n <= cap) {
        if (n == size) { /* only without a fixed buffer */
            size_t grown = size ? (size > (cap + 1) / 2 ? cap + 1 : 2 * size) : (cap + 1 < 65536 ? cap + 1 : 65536);
            unsigned char *nb = realloc(buf, grown);
            if (!nb) { err = ENOMEM; break; }
            buf = nb;
            size = grown;
        }
        ssize_t got = read(fd, buf + n, size - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) err = errno;
        if (got <= 0) break;
        n += (size_t)got;
    }
    if (!err && n > cap) err = ERANGE;
    if (own) close(fd);
    if (err && !fixed) { free(buf); buf = NULL; }
    if (!fixed) *data = buf;
    *len = n;
    return err;
}

static void sizes(char *s, size_t slen, size_t n)
{
    snprintf(s, slen, "%zu bytes (binary) or %zu hex digits", n, 2 * n);
}

static int read_failure(int err, const char *arg, const char *what, size_t n)
{
    char sz[96];
    sizes(sz, sizeof sz, n);
    if (err == ERANGE) return cli_error(CLI_BAD_INPUT, "CLI_TOO_LONG", "%s: too long for a %s (%s)", cli_shown(arg), what, sz);
    if (err == ENOMEM) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "%s: out of memory", cli_shown(arg));
    if (err == EALREADY) return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "standard input (-) can be read only once");
    if (err == EISDIR) return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: a folder, not a %s file", cli_shown(arg), what);
    return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: cannot read the %s: %s", cli_shown(arg), what, strerror(err));
}

static bool is_space(unsigned char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
static bool is_hex(unsigned char c) { return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); }

/* s[0..len): optional 0x, then hex digits; *digits their count. False
 * when some character is not a hex digit. */
static bool hex_digits(const unsigned char *s, size_t len, size_t *digits)
{
    if (len >= 2 && s[0] == '0' && (s[1] | 0x20) == 'x') s += 2, len -= 2;
    for (size_t i = 0; i < len; i++)
        if (!is_hex(s[i])) return false;
    *digits = len;
    return true;
}

/* exactly n bytes from the contents of a file (binary, or hex text with
 * white space around it); what the file holds otherwise, in the message */
static int decode_file(void *out, size_t n, const unsigned char *data, size_t len, const char *arg, const char *what)
{
    if (len == n) { /* 2n hex digits never fit in n bytes: no ambiguity */
        memcpy(out, data, n);
        return CLI_OK;
    }
    char sz[96];
    sizes(sz, sizeof sz, n);
    const unsigned char *s = data, *e = data + len;
    while (s < e && is_space(*s)) s++;
    while (e > s && is_space(e[-1])) e--;
    size_t digits;
    if (!hex_digits(s, (size_t)(e - s), &digits))
        return cli_error(CLI_BAD_INPUT, "CLI_BAD_LENGTH", "%s: %zu bytes that are not hex text: a %s is %s", cli_shown(arg),
                         len, what, sz);
    if (digits != 2 * n)
        return cli_error(CLI_BAD_INPUT, digits > 2 * n ? "CLI_TOO_LONG" : "CLI_BAD_LENGTH",
                         "%s: %s: %zu hex digits, a %s has %zu", cli_shown(arg), digits > 2 * n ? "too long" : "too short",
                         digits, what, 2 * n);
    if (!hex_decode(out, n, (const char *)s, (size_t)(e - s))) return cli_error(CLI_INTERNAL, "CLI_INTERNAL", "hex");
    return CLI_OK;
}

int cli_read_bytes(void *out, size_t n, const char *arg, const char *what)
{
    unsigned char *data = NULL;
    size_t len = 0;
    int err = read_capped(arg, 2 * n + 2 + CLI_SPACE_MAX, NULL, &data, &len);
    if ((err == ENOENT || err == ENAMETOOLONG) && strcmp(arg, "-")) { /* inline hex */
        size_t digits;
        if (!hex_digits((const unsigned char *)arg, strlen(arg), &digits))
            return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: no such file, and not hex (a %s is a file or %zu hex digits)",
                             cli_shown(arg), what, 2 * n);
        if (digits != 2 * n)
            return cli_error(CLI_BAD_INPUT, digits > 2 * n ? "CLI_TOO_LONG" : "CLI_BAD_LENGTH",
                             "%s: no such file, and %s for hex: %zu digits, a %s has %zu", cli_shown(arg),
                             digits > 2 * n ? "too long" : "too short", digits, what, 2 * n);
        return hex_decode(out, n, arg, strlen(arg)) ? CLI_OK : cli_error(CLI_INTERNAL, "CLI_INTERNAL", "hex");
    }
    if (err) return read_failure(err, arg, what, n);
    int rc = decode_file(out, n, data, len, arg, what);
    free(data);
    return rc;
}

int cli_read_message(uint8_t **msg, size_t *len, const char *arg, const char *what)
{
    if (arg[0] == '0' && (arg[1] | 0x20) == 'x') {
        size_t digits, n = 0;
        if (!hex_digits((const unsigned char *)arg, strlen(arg), &digits) || digits % 2)
            return cli_error(CLI_BAD_INPUT, "CLI_BAD_HEX",
                             "%s: a %s starting with 0x is hex, an even number of digits (@FILE for a file)",
                             cli_shown(arg), what);
        *msg = hex_decode_alloc(arg, strlen(arg), &n);
        if (!*msg) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
        *len = n;
        return CLI_OK;
    }
    if (arg[0] == '@') {
        unsigned char *data = NULL;
        int err = read_capped(arg + 1, CLI_MESSAGE_MAX, NULL, &data, len);
        if (err == ERANGE)
            return cli_error(CLI_BAD_INPUT, "CLI_TOO_LONG", "%s: too long for a %s (at most %zu bytes)", cli_shown(arg + 1),
                             what, CLI_MESSAGE_MAX);
        if (err) return read_failure(err, arg + 1, what, 0);
        *msg = data ? data : malloc(1);
        return *msg ? CLI_OK : cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    }
    *len = strlen(arg);
    *msg = malloc(*len + 1);
    if (!*msg) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    memcpy(*msg, arg, *len + 1);
    return CLI_OK;
}

/* the one failure of a secret argument whose message must not show it:
 * no such file (it may be the secret itself, typed inline) */
static int secret_failure(int err, const char *arg, const char *what, size_t n)
{
    if (err == ENOENT || err == ENAMETOOLONG || err == ENOTDIR)
        return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ",
                         "the %s file does not exist (the %s is read from a file or - for standard input, never from "
                         "the command line)", what, what);
    return read_failure(err, arg, what, n);
}

/* The secret's text is read in constant time (tests/ctime/ct_cli.c): no
 * branch or table on a character. 1 when 0 <= x < k, for |x|, k < 2^30 */
static uint32_t ct_below(int32_t x, int32_t k) { return (~(uint32_t)x >> 31) & ((uint32_t)(x - k) >> 31); }

/* the value of a hex digit; *bad gets 1 when c is none */
static uint32_t ct_digit(unsigned char c, uint32_t *bad)
{
    int32_t d = (int32_t)c - '0', a = (int32_t)(c | 0x20) - 'a';
    uint32_t is_d = ct_below(d, 10), is_a = ct_below(a, 6);
    *bad |= 1 ^ (is_d | is_a);
    return ((uint32_t)d & (0 - is_d)) | ((uint32_t)(a + 10) & (0 - is_a));
}

static uint32_t ct_space(unsigned char c)
{
    return (uint32_t)(bls381_ct_eq_mask(c, ' ') | bls381_ct_eq_mask(c, '\n') | bls381_ct_eq_mask(c, '\r') |
                      bls381_ct_eq_mask(c, '\t')) & 1;
}

/* the number of white space characters at the start (step 1) or the end
 * (step -1) of data, reading every byte the same way */
static size_t ct_spaces(const unsigned char *data, size_t len, int step)
{
    uint32_t run = 1;
    size_t count = 0;
    for (size_t i = 0; i < len; i++) {
        run &= ct_space(data[step > 0 ? i : len - 1 - i]);
        count += run;
    }
    return count;
}

int cli_decode_secret(uint8_t *out, size_t n, const unsigned char *data, size_t len, const char *arg, const char *what)
{
    if (len == n) {
        memcpy(out, data, n);
        return CLI_OK;
    }
    /* public by design: the text's layout (white space, 0x), never the
     * value of a digit (for a valid key the prefix test is the same for
     * every value: "0x" is never two digits) */
    size_t lead = ct_spaces(data, len, 1), trail = ct_spaces(data, len, -1);
    bls381_sig_declassify(&lead, sizeof lead);
    bls381_sig_declassify(&trail, sizeof trail);
    const unsigned char *s = data + lead;
    size_t m = lead == len ? 0 : len - lead - trail;
    uint32_t prefix = m >= 2 ? (uint32_t)(bls381_ct_eq_mask(s[0], '0') & bls381_ct_eq_mask(s[1] | 0x20, 'x')) & 1 : 0;
    bls381_sig_declassify(&prefix, sizeof prefix);
    if (prefix) s += 2, m -= 2;
    if (m != 2 * n)
        return cli_error(CLI_BAD_INPUT, m > 2 * n ? "CLI_TOO_LONG" : "CLI_BAD_LENGTH",
                         "%s: %s for a %s (%zu bytes; %zu characters without white space and 0x): a %s is %zu bytes "
                         "(binary) or %zu hex digits", cli_shown(arg), m > 2 * n ? "too long" : "too short", what, len,
                         m, what, n, 2 * n);
    uint32_t bad = 0;
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(ct_digit(s[2 * i], &bad) << 4 | ct_digit(s[2 * i + 1], &bad));
    bls381_sig_declassify(&bad, sizeof bad); /* the verdict */
    if (bad) {
        bls381_secure_zero(out, n);
        return cli_error(CLI_BAD_INPUT, "CLI_BAD_LENGTH", "%s: %zu bytes that are not hex text: a %s is %zu bytes "
                         "(binary) or %zu hex digits", cli_shown(arg), len, what, n, 2 * n);
    }
    return CLI_OK;
}

int cli_read_secret(uint8_t *out, size_t n, const char *arg, const char *what)
{
    unsigned char buf[2 * 64 + 2 + CLI_SPACE_MAX + 1];
    size_t len = 0, cap = 2 * n + 2 + CLI_SPACE_MAX;
    if (cap >= sizeof buf) return cli_error(CLI_INTERNAL, "CLI_INTERNAL", "secret too large");
    int err = read_capped(arg, cap, buf, NULL, &len);
    int rc = err ? secret_failure(err, arg, what, n) : cli_decode_secret(out, n, buf, len, arg, what);
    bls381_secure_zero(buf, sizeof buf);
    return rc;
}

int cli_read_secret_raw(uint8_t *out, size_t max, size_t *len, const char *arg, const char *what)
{
    unsigned char *buf = malloc(max + 1);
    if (!buf) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    size_t n = 0;
    int err = read_capped(arg, max, buf, NULL, &n);
    int rc = CLI_OK;
    if (err == ERANGE)
        rc = cli_error(CLI_BAD_INPUT, "CLI_TOO_LONG", "%s: too long for the %s (at most %zu bytes)", cli_shown(arg), what, max);
    else if (err)
        rc = secret_failure(err, arg, what, max);
    else if (n == 0)
        rc = cli_error(CLI_BAD_INPUT, "CLI_BAD_LENGTH", "%s: the %s file is empty", cli_shown(arg), what);
    else {
        memcpy(out, buf, n);
        *len = n;
    }
    bls381_secure_zero(buf, max + 1);
    free(buf);
    return rc;
}

bool cli_parse_uint(uint64_t *v, const char *s, uint64_t max)
{
    uint64_t x = 0;
    if (!*s) return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return false;
        unsigned d = (unsigned)(*s - '0');
        if (x > (UINT64_MAX - d) / 10) return false;
        x = 10 * x + d;
        if (x > max) return false;
    }
    *v = x;
    return true;
}
