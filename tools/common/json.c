/* A small recursive-descent JSON reader (RFC 8259), see json.h. */
#include "json.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 200

typedef struct {
    const char *s;
    size_t len, pos;
    int depth;
} parser;

json_value *json_new(json_type t)
{
    json_value *v = calloc(1, sizeof *v);
    if (v) v->type = t;
    return v;
}

bool json_push(json_value *c, char *key, json_value *item)
{
    if (!c || !item) return false;
    json_value **items = realloc(c->items, (c->n + 1) * sizeof *items);
    if (!items) return false;
    c->items = items;
    if (c->type == JSON_OBJECT) {
        char **keys = realloc(c->keys, (c->n + 1) * sizeof *keys);
        if (!keys) return false;
        c->keys = keys;
        keys[c->n] = key;
    }
    items[c->n++] = item;
    return true;
}

void json_free(json_value *v)
{
    if (!v) return;
    for (size_t i = 0; i < v->n; i++) {
        json_free(v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
    free(v);
}

static void skip_ws(parser *p)
{
    while (p->pos < p->len) {
        char c = p->s[p->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        p->pos++;
    }
}

static bool literal(parser *p, const char *word)
{
    size_t n = strlen(word);
    if (p->len - p->pos < n || memcmp(p->s + p->pos, word, n) != 0) return false;
    p->pos += n;
    return true;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static bool read_u4(parser *p, unsigned *out)
{
    if (p->len - p->pos < 4) return false;
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hexval(p->s[p->pos + (size_t)i]);
        if (h < 0) return false;
        v = v * 16 + (unsigned)h;
    }
    p->pos += 4;
    *out = v;
    return true;
}

static size_t put_utf8(char *o, unsigned cp)
{
    if (cp < 0x80) { o[0] = (char)cp; return 1; }
    if (cp < 0x800) { o[0] = (char)(0xc0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3f)); return 2; }
    if (cp < 0x10000) {
        o[0] = (char)(0xe0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        o[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    o[0] = (char)(0xf0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3f)); o[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* parses a string at p->pos (which is at the opening quote) */
static char *parse_string(parser *p, size_t *out_len)
{
    p->pos++;
    /* the decoded string is never longer than the raw text */
    size_t start = p->pos, cap = 0;
    while (start + cap < p->len && p->s[start + cap] != '"') cap += p->s[start + cap] == '\\' ? 2 : 1;
    char *o = malloc(cap + 1), *w = o;
    if (!o) return NULL;
    for (;;) {
        if (p->pos >= p->len) goto bad;
        unsigned char c = (unsigned char)p->s[p->pos++];
        if (c == '"') break;
        if (c < 0x20) goto bad;
        if (c != '\\') { *w++ = (char)c; continue; }
        if (p->pos >= p->len) goto bad;
        char e = p->s[p->pos++];
        switch (e) {
        case '"': *w++ = '"'; break;
        case '\\': *w++ = '\\'; break;
        case '/': *w++ = '/'; break;
        case 'b': *w++ = '\b'; break;
        case 'f': *w++ = '\f'; break;
        case 'n': *w++ = '\n'; break;
        case 'r': *w++ = '\r'; break;
        case 't': *w++ = '\t'; break;
        case 'u': {
            unsigned cp, lo;
            if (!read_u4(p, &cp)) goto bad;
            if (cp >= 0xd800 && cp < 0xdc00) {
                if (!literal(p, "\\u") || !read_u4(p, &lo) || lo < 0xdc00 || lo >= 0xe000) goto bad;
                cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
            } else if (cp >= 0xdc00 && cp < 0xe000) {
                goto bad;
            }
            /* a \uXXXX escape (6 raw chars) decodes to at most 4 bytes,
             * a surrogate pair (12 raw chars) to 4 */
            w += put_utf8(w, cp);
            break;
        }
        default: goto bad;
        }
    }
    *w = 0;
    *out_len = (size_t)(w - o);
    return o;
bad:
    free(o);
    return NULL;
}

static json_value *parse_value(parser *p);

static json_value *parse_container(parser *p, bool object)
{
    json_value *v = json_new(object ? JSON_OBJECT : JSON_ARRAY);
    if (!v) return NULL;
    p->pos++;
    skip_ws(p);
    if (p->pos < p->len && p->s[p->pos] == (object ? '}' : ']')) { p->pos++; return v; }
    for (;;) {
        char *key = NULL;
        size_t klen;
        skip_ws(p);
        if (object) {
            if (p->pos >= p->len || p->s[p->pos] != '"') goto bad;
            key = parse_string(p, &klen);
            if (!key) goto bad;
            skip_ws(p);
            if (p->pos >= p->len || p->s[p->pos] != ':') { free(key); goto bad; }
            p->pos++;
        }
        json_value *item = parse_value(p);
        if (!item || !json_push(v, key, item)) { free(key); json_free(item); goto bad; }
        skip_ws(p);
        if (p->pos >= p->len) goto bad;
        char c = p->s[p->pos++];
        if (c == ',') continue;
        if (c == (object ? '}' : ']')) return v;
        goto bad;
    }
bad:
    json_free(v);
    return NULL;
}

static json_value *parse_number(parser *p)
{
    size_t start = p->pos;
    if (p->pos < p->len && p->s[p->pos] == '-') p->pos++;
    size_t digits = p->pos;
    while (p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9') p->pos++;
    if (p->pos == digits) return NULL;
    if (p->pos < p->len && p->s[p->pos] == '.') {
        p->pos++;
        size_t f = p->pos;
        while (p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9') p->pos++;
        if (p->pos == f) return NULL;
    }
    if (p->pos < p->len && (p->s[p->pos] == 'e' || p->s[p->pos] == 'E')) {
        p->pos++;
        if (p->pos < p->len && (p->s[p->pos] == '+' || p->s[p->pos] == '-')) p->pos++;
        size_t e = p->pos;
        while (p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9') p->pos++;
        if (p->pos == e) return NULL;
    }
    json_value *v = json_new(JSON_NUMBER);
    if (!v) return NULL;
    v->str_len = p->pos - start;
    v->str = malloc(v->str_len + 1);
    if (!v->str) { json_free(v); return NULL; }
    memcpy(v->str, p->s + start, v->str_len);
    v->str[v->str_len] = 0;
    v->num = strtod(v->str, NULL);
    return v;
}

static json_value *parse_value(parser *p)
{
    skip_ws(p);
    if (p->pos >= p->len || ++p->depth > MAX_DEPTH) return NULL;
    json_value *v = NULL;
    char c = p->s[p->pos];
    if (c == '{' || c == '[') {
        v = parse_container(p, c == '{');
    } else if (c == '"') {
        size_t n;
        char *s = parse_string(p, &n);
        if (s && (v = json_new(JSON_STRING)) != NULL) { v->str = s; v->str_len = n; }
        else free(s);
    } else if (literal(p, "true")) {
        if ((v = json_new(JSON_BOOL)) != NULL) v->b = true;
    } else if (literal(p, "false")) {
        v = json_new(JSON_BOOL);
    } else if (literal(p, "null")) {
        v = json_new(JSON_NULL);
    } else {
        v = parse_number(p);
    }
    p->depth--;
    return v;
}

json_value *json_parse(const char *text, size_t len)
{
    parser p = { text, len, 0, 0 };
    json_value *v = parse_value(&p);
    skip_ws(&p);
    if (v && p.pos != len) { json_free(v); return NULL; }
    return v;
}

json_type json_typeof(const json_value *v) { return v ? v->type : JSON_NULL; }

const json_value *json_get(const json_value *obj, const char *key)
{
    if (!obj || obj->type != JSON_OBJECT || !key) return NULL;
    for (size_t i = 0; i < obj->n; i++)
        if (strcmp(obj->keys[i], key) == 0) return obj->items[i];
    return NULL;
}

size_t json_len(const json_value *v)
{
    return v && (v->type == JSON_ARRAY || v->type == JSON_OBJECT) ? v->n : 0;
}

const json_value *json_at(const json_value *arr, size_t i)
{
    return arr && (arr->type == JSON_ARRAY || arr->type == JSON_OBJECT) && i < arr->n ? arr->items[i] : NULL;
}

const char *json_str(const json_value *v) { return v && v->type == JSON_STRING ? v->str : NULL; }
size_t json_str_len(const json_value *v) { return v && v->type == JSON_STRING ? v->str_len : 0; }
bool json_bool(const json_value *v) { return v && v->type == JSON_BOOL && v->b; }
double json_num(const json_value *v) { return v && v->type == JSON_NUMBER ? v->num : 0.0; }
bool json_is_null(const json_value *v) { return !v || v->type == JSON_NULL; }
