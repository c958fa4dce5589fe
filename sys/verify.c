/* The failure report of the VERIFY build (sys/verify.h). */
#include "sys/verify.h"

#ifdef BLS381_VERIFY
#include <stdio.h>
#include <stdlib.h>

void bls381_verify_fail(const char *file, int line, const char *cond)
{
    fprintf(stderr, "bls381 VERIFY failed at %s:%d: %s\n", file, line, cond);
    abort();
}
#else
typedef int bls381_verify_unused;   /* ISO C: a translation unit is not empty */
#endif
