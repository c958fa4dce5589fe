/*
 * bls381 — stands in for c-kzg-4844's src/ckzg.c, which some bindings
 * compile into themselves (Go: #include "ckzg.c"). It defines nothing: the
 * implementation is libbls381, linked by the binding's flags (doc/CKZG-BINDINGS.md).
 */
#include "ckzg.h"

/* the standard headers c-kzg's ckzg.c brings into the file that includes
 * it (Go's main.go calls C.free through them) */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
