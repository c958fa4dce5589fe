/*
 * A small JSON reader for the tools and tests (not part of the library).
 * json_parse builds a tree of malloc'd nodes; json_free releases it. The
 * YAML reader (yaml.h) produces the same tree, so vector handlers read JSON
 * and YAML files through one set of accessors. Accessors take NULL and
 * values of the wrong type without crashing (they return NULL, 0 or false).
 */
#ifndef BLS381_TOOLS_JSON_H
#define BLS381_TOOLS_JSON_H

#include <stdbool.h>
#include <stddef.h>

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_type;

typedef struct json_value json_value;
struct json_value {
    json_type type;
    bool b;
    double num;
    char *str;            /* JSON_STRING (NUL-terminated; may contain NUL bytes up to str_len) and number text */
    size_t str_len;
    size_t n;             /* JSON_ARRAY / JSON_OBJECT: number of items */
    json_value **items;
    char **keys;          /* JSON_OBJECT: keys[i] names items[i] */
};

/* NULL on malformed input or out of memory. Nesting deeper than 200 is
 * rejected. */
json_value *json_parse(const char *text, size_t len);
void json_free(json_value *v);

json_type json_typeof(const json_value *v);  /* JSON_NULL for NULL */
const json_value *json_get(const json_value *obj, const char *key);
size_t json_len(const json_value *arr_or_obj);
const json_value *json_at(const json_value *arr, size_t i);
const char *json_str(const json_value *v);
size_t json_str_len(const json_value *v);
bool json_bool(const json_value *v);
double json_num(const json_value *v);
bool json_is_null(const json_value *v);     /* true for NULL too */

/* Helpers for building trees (used by the YAML reader). */
json_value *json_new(json_type t);
bool json_push(json_value *container, char *key_or_null, json_value *item);

#endif
