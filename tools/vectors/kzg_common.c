#include "tools/vectors/kzg_common.h"
#include "kzg_setup_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const KZGSettings *vectors_kzg_settings(void)
{
    static KZGSettings loaded;
    static const KZGSettings *s;
    if (s) return s;
    const char *path = getenv("BLS381_TRUSTED_SETUP");
    if (path && *path) {
        FILE *f = fopen(path, "r");
        if (f && load_trusted_setup_file(&loaded, f, 0) == C_KZG_OK) s = &loaded;
        if (f) fclose(f);
        if (!s) {
            fprintf(stderr, "vectors: cannot load the trusted setup %s\n", path);
            exit(2);
        }
        return s;
    }
    s = bls381_kzg_mainnet_settings();
    return s;
}

bool vectors_input_bytes(const json_value *doc, const char *name, void *out, size_t n)
{
    return vectors_hex(out, n, json_get(json_get(doc, "input"), name));
}

void *vectors_input_list(const json_value *doc, const char *name, size_t n, size_t *count)
{
    const json_value *list = json_get(json_get(doc, "input"), name);
    if (json_typeof(list) != JSON_ARRAY) return NULL;
    size_t k = json_len(list);
    uint8_t *out = malloc(k * n + 1);
    if (!out) return NULL;
    for (size_t i = 0; i < k; i++) {
        if (!vectors_hex(out + i * n, n, json_at(list, i))) {
            free(out);
            return NULL;
        }
    }
    *count = k;
    return out;
}

bool vectors_expects_error(const json_value *doc)
{
    return json_typeof(json_get(doc, "output")) == JSON_NULL;
}
