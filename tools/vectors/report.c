/* What a vector handler reports to (vectors.h): the case results, the file
 * being run, and the hex of a JSON string. The runner (runner.c) calls the
 * handlers; they call these, never the runner. */
#include "vectors.h"

#include <stdarg.h>
#include <stdio.h>

void vectors_result(vectors_report *rep, const char *case_id, bool ok, const char *why_fmt, ...)
{
    rep->reported++;
    if (ok) { rep->passed++; return; }
    rep->failed++;
    printf("FAIL %s%s%s: ", rep->path, case_id ? " " : "", case_id ? case_id : "");
    va_list ap;
    va_start(ap, why_fmt);
    vprintf(why_fmt, ap);
    va_end(ap);
    putchar('\n');
}

const char *vectors_path(const vectors_report *rep) { return rep->path; }
bool vectors_expect_failure(const vectors_report *rep) { return rep->expect_failure; }

bool vectors_hex(uint8_t *out, size_t n, const json_value *v)
{
    return json_str(v) && hex_decode(out, n, json_str(v), json_str_len(v));
}
