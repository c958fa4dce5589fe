/*
 * bls381 — c-kzg-4844's "ckzg.h" for its bindings: put this folder first on
 * the include path (pkg-config --cflags bls381-ckzg) and a binding's
 * #include "ckzg.h" gets c-kzg's public API from bls381:
 * - the functions, constants, byte types, C_KZG_RET and KZGSettings of
 *   kzg.h and kzg_setup_file.h (the folder above, also on the include
 *   path), the same as without this folder;
 * - fr_t, g1_t and g2_t as c-kzg has them: blst_fr, blst_p1 and blst_p2 of
 *   blst.h here (32, 144 and 288 bytes) instead of bls381's own element
 *   types. KZGSettings is unchanged (its tables are bls381_* types; a
 *   binding never reads them);
 * - the four c-kzg helpers a binding calls (ckzg_helpers.h).
 * The c-kzg internals that no binding calls (fr_* and g1_* arithmetic,
 * print_*, the c_kzg_malloc family, FFTs) are not provided: doc/CKZG-BINDINGS.md,
 * "What a binding needs".
 */
#ifndef BLS381_COMPAT_CKZG_H
#define BLS381_COMPAT_CKZG_H

#include "blst.h"

/* the standard headers c-kzg's public headers include */
#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* kzg.h then leaves the names fr_t, g1_t and g2_t to this header */
#define BLS381_CKZG_BLST_TYPES 1
typedef blst_fr fr_t;
typedef blst_p1 g1_t;
typedef blst_p2 g2_t;

#include "kzg.h" /* the rest of c-kzg's ckzg.h: found on the include path */
#include "kzg_setup_file.h" /* its load_trusted_setup_file */
#include "ckzg_helpers.h"

#endif
