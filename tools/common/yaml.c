/* The YAML-subset reader, see yaml.h. Works on an array of lines; a line's
 * `col` is where its content starts, and parsing "- x" moves col past the
 * dash so the item is read as if it started on a line of its own. */
#include "yaml.h"

#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 100

typedef struct {
    const char *text;
    size_t len;   /* length of the line without the newline */
    size_t col;   /* first column still to be read */
} line;

typedef struct {
    line *lines;
    size_t n, cur;
    int depth;
    bool error;
} reader;

static bool is_blank_or_comment(const line *l)
{
    size_t i = l->col;
    while (i < l->len && l->text[i] == ' ') i++;
    return i == l->len || l->text[i] == '#';
}

/* next line with content, setting its col to the first non-space */
static line *peek(reader *r)
{
    while (r->cur < r->n) {
        line *l = &r->lines[r->cur];
        if (!is_blank_or_comment(l)) {
            while (l->col < l->len && l->text[l->col] == ' ') l->col++;
            return l;
        }
        r->cur++;
    }
    return NULL;
}

static bool starts_item(const line *l)
{
    return l->text[l->col] == '-' && (l->col + 1 == l->len || l->text[l->col + 1] == ' ');
}

/* position of the ':' that ends a mapping key on this line, or 0 */
static size_t key_colon(const line *l)
{
    size_t i = l->col;
    char q = l->text[i];
    if (q == '\'' || q == '"') {
        for (i++; i < l->len && l->text[i] != q; i++) {}
        i++;
        return i < l->len && l->text[i] == ':' && (i + 1 == l->len || l->text[i + 1] == ' ') ? i : 0;
    }
    if (q == '[' || q == '{' || q == '-' || q == '#') return 0;
    for (; i < l->len; i++) {
        if (l->text[i] == ':' && (i + 1 == l->len || l->text[i + 1] == ' ')) return i;
        if (l->text[i] == ' ' && i + 1 < l->len && l->text[i + 1] == '#') return 0;
    }
    return 0;
}

static char *dup_range(const char *s, size_t n)
{
    char *o = malloc(n + 1);
    if (!o) return NULL;
    memcpy(o, s, n);
    o[n] = 0;
    return o;
}

static json_value *plain_scalar(const char *s, size_t n)
{
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\r')) n--;
    if (n == 0 || (n == 4 && !memcmp(s, "null", 4)) || (n == 1 && s[0] == '~'))
        return json_new(JSON_NULL);
    if ((n == 4 && !memcmp(s, "true", 4)) || (n == 5 && !memcmp(s, "false", 5))) {
        json_value *v = json_new(JSON_BOOL);
        if (v) v->b = n == 4;
        return v;
    }
    if (s[0] == '&' || s[0] == '*' || s[0] == '!' || s[0] == '|' || s[0] == '>' || s[0] == '{')
        return NULL; /* outside the subset */
    size_t i = (s[0] == '-' || s[0] == '+') ? 1 : 0, digits = 0, dots = 0;
    for (; i < n; i++) {
        if (s[i] >= '0' && s[i] <= '9') digits++;
        else if (s[i] == '.') dots++;
        else break;
    }
    json_value *v = json_new(i == n && digits && dots <= 1 ? JSON_NUMBER : JSON_STRING);
    if (!v) return NULL;
    v->str = dup_range(s, n);
    v->str_len = n;
    if (!v->str) { json_free(v); return NULL; }
    if (v->type == JSON_NUMBER) v->num = strtod(v->str, NULL);
    return v;
}

/* A quoted scalar starting at column `start` of the current line; may continue over
 * lines (each line break folds to one space, leading blanks dropped). */
static json_value *quoted_scalar(reader *r, size_t start, size_t *end_col)
{
    line *l = &r->lines[r->cur];
    char q = l->text[start];
    size_t cap = 64, n = 0, i = start + 1;
    char *o = malloc(cap);
    if (!o) return NULL;
    for (;;) {
        if (i >= l->len) { /* fold onto the next line */
            if (++r->cur >= r->n) goto bad;
            l = &r->lines[r->cur];
            i = 0;
            while (i < l->len && (l->text[i] == ' ' || l->text[i] == '\t')) i++;
            if (n + 1 >= cap) { char *t = realloc(o, cap *= 2); if (!t) goto bad; o = t; }
            o[n++] = ' ';
            continue;
        }
        char c = l->text[i++];
        if (c == q) {
            if (q == '\'' && i < l->len && l->text[i] == '\'') { c = '\''; i++; }
            else break;
        } else if (q == '"' && c == '\\') {
            if (i >= l->len) goto bad;
            char e = l->text[i++];
            c = e == 'n' ? '\n' : e == 't' ? '\t' : e == '\\' ? '\\' : e == '"' ? '"' : e == '/' ? '/' : 0;
            if (!c) goto bad; /* other escapes are outside the subset */
        }
        if (n + 1 >= cap) { char *t = realloc(o, cap *= 2); if (!t) goto bad; o = t; }
        o[n++] = c;
    }
    o[n] = 0;
    json_value *v = json_new(JSON_STRING);
    if (!v) goto bad;
    v->str = o;
    v->str_len = n;
    *end_col = i;
    return v;
bad:
    free(o);
    return NULL;
}

/* rest of the line after a value must be blank or a comment */
static bool line_rest_empty(const line *l, size_t col)
{
    while (col < l->len && (l->text[col] == ' ' || l->text[col] == '\r')) col++;
    return col == l->len || l->text[col] == '#';
}

/* A flow sequence starting at '[' in the current line, possibly over lines. */
static json_value *flow_sequence(reader *r, size_t *pos);

static json_value *flow_item(reader *r, size_t *pos)
{
    line *l = &r->lines[r->cur];
    char c = l->text[*pos];
    if (c == '[') return flow_sequence(r, pos);
    if (c == '\'' || c == '"') return quoted_scalar(r, *pos, pos);
    size_t start = *pos;
    while (*pos < l->len && l->text[*pos] != ',' && l->text[*pos] != ']') (*pos)++;
    return plain_scalar(l->text + start, *pos - start);
}

static json_value *flow_sequence(reader *r, size_t *pos)
{
    json_value *seq = json_new(JSON_ARRAY);
    if (!seq || ++r->depth > MAX_DEPTH) goto bad;
    (*pos)++; /* '[' */
    bool want_item = true;
    for (;;) {
        line *l = &r->lines[r->cur];
        while (*pos < l->len && (l->text[*pos] == ' ' || l->text[*pos] == '\r')) (*pos)++;
        if (*pos >= l->len) {
            if (++r->cur >= r->n) goto bad;
            *pos = 0;
            continue;
        }
        char c = l->text[*pos];
        if (c == ']') {
            (*pos)++;
            break;
        }
        if (c == ',') {
            if (want_item) goto bad;
            want_item = true;
            (*pos)++;
            continue;
        }
        if (!want_item) goto bad;
        json_value *item = flow_item(r, pos);
        if (!item || !json_push(seq, NULL, item)) { json_free(item); goto bad; }
        want_item = false;
    }
    r->depth--;
    return seq;
bad:
    json_free(seq);
    return NULL;
}

static json_value *block_node(reader *r, size_t indent);

/* the value after "key:" or "- " on the current line at column col */
static json_value *inline_value(reader *r, size_t col)
{
    line *l = &r->lines[r->cur];
    json_value *v;
    size_t end;
    char c = l->text[col];
    if (c == '[') {
        end = col;
        v = flow_sequence(r, &end);
    } else if (c == '\'' || c == '"') {
        v = quoted_scalar(r, col, &end);
    } else {
        end = col;
        while (end < l->len && !(l->text[end] == '#' && l->text[end - 1] == ' ')) end++;
        v = plain_scalar(l->text + col, end - col);
    }
    if (!v) return NULL;
    if (!line_rest_empty(&r->lines[r->cur], end)) { json_free(v); return NULL; }
    r->cur++;
    return v;
}

static json_value *block_sequence(reader *r, size_t indent)
{
    json_value *seq = json_new(JSON_ARRAY);
    if (!seq) return NULL;
    line *l;
    while ((l = peek(r)) != NULL && l->col == indent && starts_item(l)) {
        json_value *item;
        size_t after = l->col + 1;
        while (after < l->len && l->text[after] == ' ') after++;
        if (after >= l->len || l->text[after] == '#') {
            r->cur++;
            line *nx = peek(r);
            item = nx && nx->col > indent ? block_node(r, nx->col) : json_new(JSON_NULL);
        } else {
            l->col = after; /* read the rest as a node indented at `after` */
            item = block_node(r, after);
        }
        if (!item || !json_push(seq, NULL, item)) { json_free(item); json_free(seq); return NULL; }
    }
    if (l && l->col > indent) { json_free(seq); return NULL; }
    return seq;
}

static json_value *block_mapping(reader *r, size_t indent)
{
    json_value *map = json_new(JSON_OBJECT);
    if (!map) return NULL;
    line *l;
    while ((l = peek(r)) != NULL && l->col == indent && !starts_item(l)) {
        size_t colon = key_colon(l);
        if (!colon) goto bad;
        size_t ks = l->col, ke = colon;
        if (l->text[ks] == '\'' || l->text[ks] == '"') { ks++; ke--; }
        char *key = dup_range(l->text + ks, ke - ks);
        if (!key) goto bad;
        size_t after = colon + 1;
        while (after < l->len && (l->text[after] == ' ' || l->text[after] == '\r')) after++;
        json_value *v;
        if (after >= l->len || l->text[after] == '#') {
            r->cur++;
            line *nx = peek(r);
            if (nx && nx->col > indent) v = block_node(r, nx->col);
            else if (nx && nx->col == indent && starts_item(nx)) v = block_sequence(r, indent);
            else v = json_new(JSON_NULL);
        } else {
            v = inline_value(r, after);
        }
        if (!v || !json_push(map, key, v)) { free(key); json_free(v); goto bad; }
    }
    if (l && l->col > indent) goto bad;
    return map;
bad:
    json_free(map);
    return NULL;
}

static json_value *block_node(reader *r, size_t indent)
{
    line *l = peek(r);
    if (!l || ++r->depth > MAX_DEPTH) return NULL;
    json_value *v;
    if (starts_item(l)) v = block_sequence(r, indent);
    else if (key_colon(l)) v = block_mapping(r, indent);
    else v = inline_value(r, l->col);
    r->depth--;
    return v;
}

json_value *yaml_parse(const char *text, size_t len)
{
    reader r = { 0 };
    size_t cap = 0;
    for (size_t i = 0; i < len;) {
        size_t e = i;
        while (e < len && text[e] != '\n') e++;
        if (r.n == cap) {
            cap = cap ? 2 * cap : 256;
            line *nl = realloc(r.lines, cap * sizeof *nl);
            if (!nl) { free(r.lines); return NULL; }
            r.lines = nl;
        }
        size_t n = e - i;
        if (n && text[i + n - 1] == '\r') n--;
        r.lines[r.n++] = (line){ text + i, n, 0 };
        i = e + 1;
    }
    line *first = peek(&r);
    if (first && first->len - first->col >= 3 && !memcmp(first->text + first->col, "---", 3) &&
        line_rest_empty(first, first->col + 3))
        r.cur++;
    json_value *v = NULL;
    first = peek(&r);
    if (first) v = block_node(&r, first->col);
    else v = json_new(JSON_NULL);
    if (v && peek(&r) != NULL) { json_free(v); v = NULL; } /* trailing content */
    free(r.lines);
    return v;
}
