/*
 * Helpers for the constant-time checks. A check is `CTIME(name) { ... }` at
 * the start of a line in any .c file of tests/ctime (the Makefile registers
 * it): it makes random inputs, marks the secret ones with ct_secret(), calls
 * the functions under test, and marks results that are public by design
 * with ct_public() before looking at them.
 */
#ifndef BLS381_TESTS_CTIME_H
#define BLS381_TESTS_CTIME_H

#include <stddef.h>
#include <stdint.h>

/* The prototypes come only from the registry (the CTIME lines at the
 * start of a line): a CTIME the registry misses (indented, in a macro) has
 * none and fails the build (-Wmissing-prototypes -Werror) instead of being
 * silently left out of the check. */
#define X(name) void ctime_##name(void);
#include "ctime_list.h"
#undef X
#define CTIME(name) void ctime_##name(void)

void ct_secret(void *p, size_t n);
void ct_public(void *p, size_t n);
void ct_random(void *out, size_t n);

#endif
