/*
 * bls381 — c-kzg-4844's load_trusted_setup_file, the one function of its
 * API that takes a FILE *: declared here, apart from kzg.h, so that kzg.h
 * needs no <stdio.h> and compiles freestanding (the bare-metal library has
 * no stdio and leaves this function out: examples/bare-m4/README.md).
 * compat/ckzg.h includes it, as c-kzg's ckzg.h declares the function.
 *
 * Public data only: the setup is public (kzg.h).
 */
#ifndef BLS381_KZG_SETUP_FILE_H
#define BLS381_KZG_SETUP_FILE_H

#include <stdio.h>

#include "kzg.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The c-kzg-4844 text format: "4096\n65\n", 4096 G1 Lagrange points, 65 G2
 * monomial points, 4096 G1 monomial points, hex, one per line. A malformed,
 * truncated or reordered file, or one whose lists are not one powers-of-tau
 * setup (as load_trusted_setup), gives C_KZG_BADARGS and leaks nothing. */
BLS381_API C_KZG_RET load_trusted_setup_file(KZGSettings *out, FILE *in, uint64_t precompute);

#ifdef __cplusplus
}
#endif

#endif
