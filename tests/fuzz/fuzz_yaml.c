/* The YAML reader (tools/common/yaml.c, the consensus-spec subset) on
 * arbitrary text: no crash, no leak, no read past the text; an accepted
 * tree is walked through the JSON accessors. */
#include "fuzz.h"
#include "tools/common/yaml.h"

static void walk(const json_value *v, int depth)
{
    FUZZ_ASSERT(depth < 100000);
    if (json_typeof(v) == JSON_STRING) FUZZ_ASSERT(json_str(v) != NULL);
    if (json_typeof(v) == JSON_ARRAY || json_typeof(v) == JSON_OBJECT)
        for (size_t i = 0; i < json_len(v); i++) {
            walk(v->items[i], depth + 1);
            if (json_typeof(v) == JSON_OBJECT) FUZZ_ASSERT(json_get(v, v->keys[i]) != NULL);
        }
}

FUZZ_TARGET
{
    char *text = (char *)fuzz_dup(data, size);
    json_value *v = yaml_parse(text, size);
    if (v) walk(v, 0);
    json_free(v);
    free(text);
    return 0;
}
