/*
 * The vector runner's handler interface. `build/vectors SUITE DIR` walks DIR
 * in the layout of SUITE (DESIGN.md) and hands every parsed file to the
 * handler registered for its function/category:
 *
 *     VECTOR_HANDLER(kzg, blob_to_kzg_commitment) { ... }
 *
 * at the start of a line in any .c file of tools/vectors registers a handler (the
 * Makefile collects them). A handler reports each case it checks with
 * vectors_result(); one file may hold one case (KZG, BLS) or many (RFC 9380,
 * EIP-2537). Suites and keys:
 *   kzg      key = function folder name, doc = data.yaml of one case
 *   bls      key = category folder name, doc = one case's JSON
 *   h2c      key = all, doc = one RFC 9380 vector file (suite or expand)
 *   eip2537  key = operation (file name without "fail-" and "_bls.json"),
 *            doc = the file's array; vectors_expect_failure() tells which
 */
#ifndef BLS381_TOOLS_VECTORS_H
#define BLS381_TOOLS_VECTORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tools/common/hex.h"
#include "tools/common/json.h"

typedef struct vectors_report vectors_report;

/* Records one case: ok, or failed with a reason (printf format). case_id
 * names the case inside the file (NULL when the file is the case). */
void vectors_result(vectors_report *rep, const char *case_id, bool ok, const char *why_fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The path of the file being run, and whether it is an EIP-2537 fail- file. */
const char *vectors_path(const vectors_report *rep);
bool vectors_expect_failure(const vectors_report *rep);

/* The runner (runner.c): the counts of one run, the file being run. */
struct vectors_report {
    const char *path;
    bool expect_failure;
    int passed, failed;
    int reported; /* results reported for the current file */
};

/* Reads and parses one file (YAML or JSON) and gives it to the handler of
 * suite/key; counts a failure for a file that cannot be read or parsed, an
 * unknown handler, or a handler that checked no case. */
void vectors_run_file(vectors_report *rep, const char *path, const char *suite, const char *key, bool yaml,
                      bool expect_failure);
/* The same on a text already in memory (rep->path and expect_failure as the
 * caller set them); false when suite/key has no handler. */
bool vectors_run_text(vectors_report *rep, const char *suite, const char *key, const char *text, size_t len,
                      bool yaml);
/* The registered handlers, for the fuzz target: i < vectors_handler_count(). */
size_t vectors_handler_count(void);
void vectors_handler_name(size_t i, const char **suite, const char **key);

#define VECTOR_HANDLER(suite, key) \
    void vectors_##suite##__##key(const json_value *doc, vectors_report *rep); \
    void vectors_##suite##__##key(const json_value *doc, vectors_report *rep)

/* Helpers for handlers: fixed-size hex fields, NULL-safe. */
bool vectors_hex(uint8_t *out, size_t n, const json_value *v);

#endif
