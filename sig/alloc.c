/* Allocation for the list functions of the signature layer (sig/sig.h). */
#include "sig/sig.h"

#include <stdlib.h>

void *bls381_sig_alloc(size_t n, size_t size)
{
    size_t bytes = bls381_size_mul(n, size);
    if (bytes == SIZE_MAX) return NULL;
    return malloc(bytes ? bytes : 1);
}
