/*
 * memcpy and memset, the two libc functions the bare library calls (the
 * compiler emits them for structure copies and clears): the firmware has
 * no libc. Built with -fno-tree-loop-distribute-patterns so that the loops
 * are not turned back into calls to themselves.
 */
#include <stdint.h>
#include <string.h>

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if ((((uintptr_t)d | (uintptr_t)s) & 3) == 0) {
        for (; n >= 4; n -= 4, d += 4, s += 4) *(uint32_t *)(void *)d = *(const uint32_t *)(const void *)s;
    }
    while (n--) *d++ = *s++;
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    if (((uintptr_t)d & 3) == 0) {
        uint32_t w = (uint8_t)c * 0x01010101u;
        for (; n >= 4; n -= 4, d += 4) *(uint32_t *)(void *)d = w;
    }
    while (n--) *d++ = (unsigned char)c;
    return dst;
}
