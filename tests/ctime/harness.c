/*
 * The constant-time check's harness (ctime.h): marking secrets undefined
 * for valgrind memcheck, declassifying public results, and the inputs. The
 * checks (ct_*.c) use it; ctime.c runs them.
 */
#include <valgrind/memcheck.h>

#include "ctime.h"

void ct_secret(void *p, size_t n) { VALGRIND_MAKE_MEM_UNDEFINED(p, n); }
void ct_public(void *p, size_t n) { VALGRIND_MAKE_MEM_DEFINED(p, n); }

void ct_random(void *out, size_t n)
{
    static uint64_t s = 0x9e3779b97f4a7c15ULL;
    uint8_t *p = out;
    for (size_t i = 0; i < n; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        p[i] = (uint8_t)s;
    }
}
