/*
 * Helpers for the tests that load trusted setups built from the shipped
 * kzg/trusted_setup.txt: read it, find its tokens, read and overwrite the
 * points in place (same length), load the result.
 * Token layout: 0 "4096", 1 "65", then ST_LAGRANGE + j (the G1 Lagrange
 * points, natural order), ST_G2 + i (the G2 powers), ST_MONOMIAL + i (the
 * G1 powers).
 */
#ifndef BLS381_TESTS_SETUP_TEXT_H
#define BLS381_TESTS_SETUP_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "kzg.h"
#include "kzg_setup_file.h"

#define ST_LAGRANGE 2
#define ST_G2 (ST_LAGRANGE + 4096)
#define ST_MONOMIAL (ST_G2 + 65)
#define ST_TOKENS (ST_MONOMIAL + 4096)

typedef struct {
    char *text;
    size_t len;
    size_t tok[ST_TOKENS]; /* each token's offset */
} setup_text;

/* The shipped setup (false when it cannot be read or has another layout);
 * st_free releases it. */
bool st_read(setup_text *t);
void st_free(setup_text *t);
/* A copy of the text and its token offsets, to tamper with. */
bool st_copy(setup_text *dst, const setup_text *src);

bool st_get_g1(const setup_text *t, size_t token, g1_t *p);
bool st_get_g2(const setup_text *t, size_t token, g2_t *p);
void st_put_g1(setup_text *t, size_t token, const g1_t *p);
void st_put_g2(setup_text *t, size_t token, const g2_t *p);

/* load_trusted_setup_file on the text (through fmemopen) */
C_KZG_RET st_load(KZGSettings *s, const char *text, size_t len, uint64_t precompute);

#endif
