/* The vector runner's core: the handler table and running one parsed file
 * through its handler (vectors.h; what handlers report to is report.c). The directory walking and
 * main are in main.c; the fuzz target of the vector handlers
 * (tests/fuzz/fuzz_vectors.c) links this file without them. */
#include "vectors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/common/file.h"
#include "tools/common/yaml.h"

typedef void (*handler_fn)(const json_value *doc, vectors_report *rep);

#define X(suite, key) void vectors_##suite##__##key(const json_value *doc, vectors_report *rep);
#include "vector_list.h"
#undef X

static const struct { const char *suite, *key; handler_fn fn; } handlers[] = {
#define X(suite, key) { #suite, #key, vectors_##suite##__##key },
#include "vector_list.h"
#undef X
    { NULL, NULL, NULL }
};

static handler_fn find(const char *suite, const char *key)
{
    for (size_t i = 0; handlers[i].suite; i++)
        if (!strcmp(handlers[i].suite, suite) && !strcmp(handlers[i].key, key)) return handlers[i].fn;
    return NULL;
}

/* false for an unknown suite/key; a text that does not parse is one failure */
bool vectors_run_text(vectors_report *rep, const char *suite, const char *key, const char *text, size_t len,
                      bool yaml)
{
    handler_fn fn = find(suite, key);
    if (!fn) return false;
    json_value *doc = yaml ? yaml_parse(text, len) : json_parse(text, len);
    if (!doc) {
        vectors_result(rep, NULL, false, "cannot parse file");
        return true;
    }
    fn(doc, rep);
    json_free(doc);
    return true;
}

size_t vectors_handler_count(void) { return sizeof handlers / sizeof handlers[0] - 1; }

void vectors_handler_name(size_t i, const char **suite, const char **key)
{
    *suite = handlers[i].suite;
    *key = handlers[i].key;
}

/* parse one file and give it to the handler; a file that cannot be read or
 * parsed, an unknown key, or a handler that reports nothing: one failure */
void vectors_run_file(vectors_report *rep, const char *path, const char *suite, const char *key, bool yaml,
                      bool expect_failure)
{
    rep->path = path;
    rep->expect_failure = expect_failure;
    rep->reported = 0;
    if (!find(suite, key)) {
        vectors_result(rep, NULL, false, "no handler for %s/%s", suite, key);
        return;
    }
    size_t len;
    char *text = read_file(path, &len);
    if (!text) {
        vectors_result(rep, NULL, false, "cannot read file");
        return;
    }
    vectors_run_text(rep, suite, key, text, len, yaml);
    free(text);
    if (rep->reported == 0) vectors_result(rep, NULL, false, "handler checked no case");
}
