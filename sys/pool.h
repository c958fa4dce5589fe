/*
 * Internal view of the thread pool (sys/pool.c, sys/pool_default.c). The
 * public contract is include/bls381_pool.h.
 */
#ifndef BLS381_SYS_POOL_H
#define BLS381_SYS_POOL_H

#include "bls381_pool.h"

#include <stdbool.h>

/* Worker threads created by any pool and not yet joined (0 under
 * BLS381_NO_THREADS). Lets tests see that destroy joins every worker and
 * that a 1-thread pool starts none. */
unsigned long bls381_pool_live_workers(void);

/* bls381_pool_create for the default pool: the result is marked so that
 * bls381_pool_destroy leaves it alone. */
bls381_status bls381_pool_create_default(bls381_pool **pool, unsigned nthreads);

/* Online CPUs (sysconf), at least 1 and at most BLS381_POOL_MAX_THREADS. */
unsigned bls381_pool_online_cpus(void);

#endif
