/* The JSON reader (tools/common/json.c) on arbitrary text: no crash, no
 * leak, no read past the text (a heap copy without a terminating NUL); every
 * node of an accepted tree is walked through the accessors. */
#include "fuzz.h"
#include "tools/common/json.h"

static size_t walk(const json_value *v, int depth)
{
    FUZZ_ASSERT(depth <= 201);
    size_t nodes = 1;
    switch (json_typeof(v)) {
    case JSON_STRING: FUZZ_ASSERT(json_str(v) != NULL); (void)json_str_len(v); break;
    case JSON_NUMBER: (void)json_num(v); break;
    case JSON_BOOL: (void)json_bool(v); break;
    case JSON_ARRAY:
    case JSON_OBJECT:
        for (size_t i = 0; i < json_len(v); i++) {
            FUZZ_ASSERT(json_at(v, i) != NULL || json_typeof(v) == JSON_OBJECT);
            nodes += walk(v->items[i], depth + 1);
            if (json_typeof(v) == JSON_OBJECT) FUZZ_ASSERT(json_get(v, v->keys[i]) != NULL);
        }
        break;
    case JSON_NULL: FUZZ_ASSERT(json_is_null(v)); break;
    }
    return nodes;
}

FUZZ_TARGET
{
    char *text = (char *)fuzz_dup(data, size);
    json_value *v = json_parse(text, size);
    if (v) walk(v, 0);
    json_free(v);
    free(text);
    return 0;
}
