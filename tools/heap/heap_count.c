/*
 * The counting heap of heap_count.h. Every block is its own anonymous
 * mapping: a header (the mapping and the size) just below the pointer the
 * caller gets, the pointer aligned as asked (at least HDR, which every
 * fundamental alignment divides). munmap gives the memory back on free.
 * These definitions replace libc's for the whole process (glibc documents
 * which functions a replacement must define: "Replacing malloc" in its
 * manual), so allocations made by libc on the program's behalf are
 * counted too.
 */
#define _DEFAULT_SOURCE
#include "tools/heap/heap_count.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HDR 64
#define PUBLIC __attribute__((visibility("default")))

typedef struct {
    void *base;
    size_t map_len, size;
} block;

static atomic_size_t n_calls, n_allocs, n_total, n_live, n_peak;

void heap_count_reset(void)
{
    atomic_store(&n_calls, 0);
    atomic_store(&n_allocs, 0);
    atomic_store(&n_total, 0);
    atomic_store(&n_peak, atomic_load(&n_live));
}

heap_stats heap_count_read(void)
{
    heap_stats s = { atomic_load(&n_calls), atomic_load(&n_allocs), atomic_load(&n_total), atomic_load(&n_live),
                     atomic_load(&n_peak) };
    return s;
}

static void add_live(size_t size)
{
    size_t live = atomic_fetch_add(&n_live, size) + size, peak = atomic_load(&n_peak);
    while (live > peak && !atomic_compare_exchange_weak(&n_peak, &peak, live)) {
    }
}

static block *header(void *p) { return (block *)(void *)((uint8_t *)p - sizeof(block)); }

/* a block of `size` bytes at an `align`-aligned address (a power of 2) */
static void *take(size_t size, size_t align)
{
    size_t extra = HDR + (align > HDR ? align : 0);
    if (size > SIZE_MAX - extra) {
        errno = ENOMEM;
        return NULL;
    }
    size_t map_len = size + extra;
    void *base = mmap(NULL, map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) {
        errno = ENOMEM;
        return NULL;
    }
    uintptr_t at = ((uintptr_t)base + HDR + align - 1) & ~(uintptr_t)(align - 1);
    void *p = (void *)at;
    block *b = header(p);
    b->base = base;
    b->map_len = map_len;
    b->size = size;
    atomic_fetch_add(&n_allocs, 1);
    atomic_fetch_add(&n_total, size);
    add_live(size);
    return p;
}

static void give_back(void *p)
{
    if (!p) return;
    block b = *header(p);
    atomic_fetch_sub(&n_live, b.size);
    munmap(b.base, b.map_len);
}

PUBLIC void *malloc(size_t size)
{
    atomic_fetch_add(&n_calls, 1);
    return take(size, 16);
}

PUBLIC void free(void *p)
{
    atomic_fetch_add(&n_calls, 1);
    give_back(p);
}

PUBLIC void *calloc(size_t n, size_t size)
{
    atomic_fetch_add(&n_calls, 1);
    if (size && n > SIZE_MAX / size) {
        errno = ENOMEM;
        return NULL;
    }
    return take(n * size, 16); /* fresh mappings are zero */
}

PUBLIC void *realloc(void *p, size_t size)
{
    atomic_fetch_add(&n_calls, 1);
    if (!p) return take(size, 16);
    if (size == 0) {
        give_back(p);
        return NULL;
    }
    void *q = take(size, 16);
    if (!q) return NULL;
    size_t old = header(p)->size;
    memcpy(q, p, old < size ? old : size);
    give_back(p);
    return q;
}

static int power_of_2(size_t a) { return a && (a & (a - 1)) == 0; }

PUBLIC int posix_memalign(void **out, size_t align, size_t size)
{
    atomic_fetch_add(&n_calls, 1);
    if (!power_of_2(align) || align % sizeof(void *)) return EINVAL;
    void *p = take(size, align);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

PUBLIC void *aligned_alloc(size_t align, size_t size)
{
    atomic_fetch_add(&n_calls, 1);
    if (!power_of_2(align)) {
        errno = EINVAL;
        return NULL;
    }
    return take(size, align);
}

/* the obsolete ones glibc's manual lists for a complete replacement */
void *memalign(size_t align, size_t size);
void *valloc(size_t size);
void *pvalloc(size_t size);
size_t malloc_usable_size(void *p);

PUBLIC void *memalign(size_t align, size_t size) { return aligned_alloc(align, size); }
PUBLIC void *valloc(size_t size) { return aligned_alloc(4096, size); }
PUBLIC void *pvalloc(size_t size) { return aligned_alloc(4096, (size + 4095) & ~(size_t)4095); }
PUBLIC size_t malloc_usable_size(void *p) { return p ? header(p)->size : 0; }
