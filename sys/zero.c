/* Secure zeroing: a store through a volatile pointer the optimiser cannot drop. */
#include "sys/ct.h"

void bls381_secure_zero(void *p, size_t n)
{
    volatile unsigned char *v = p;
    while (n--) *v++ = 0;
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(p) : "memory");
#endif
}
