/*
 * A counting heap for measuring programs (tests/noheap, tools/footprint):
 * heap_count.c defines malloc, calloc, realloc, free and the aligned
 * variants for the whole program (the library, libc and the program
 * itself), each allocation a private anonymous mmap, and counts every call
 * and byte. Link it only into programs that measure; it is slow and never
 * reuses memory between allocations.
 */
#ifndef BLS381_TOOLS_HEAP_COUNT_H
#define BLS381_TOOLS_HEAP_COUNT_H

#include <stddef.h>

typedef struct {
    size_t calls;  /* calls of any of the functions (free(NULL) included) */
    size_t allocs; /* allocations that succeeded (realloc counts as one) */
    size_t total;  /* bytes requested by those allocations */
    size_t live;   /* bytes allocated and not yet freed, now */
    size_t peak;   /* highest `live` since the last heap_count_reset */
} heap_stats;

/* Starts a measurement: calls, allocs and total to 0, peak to live. */
void heap_count_reset(void);
/* The counters now; peak - live at the reset is what the measured code
 * held at most on top of what was live before. */
heap_stats heap_count_read(void);

#endif
