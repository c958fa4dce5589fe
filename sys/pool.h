/*
 * Internal view of the thread pool (sys/pool.c, sys/pool_default.c). The
 * public contract is include/bls381_pool.h.
 */
#ifndef BLS381_SYS_POOL_H
#define BLS381_SYS_POOL_H

#include "bls381_pool.h"

#include <stdbool.h>
#ifndef BLS381_NO_THREADS
#include <pthread.h>

/* A pool with workers, as sys/pool_fork.c's pthread_atfork handlers see
 * it: its lock, and forked, set in the child of a fork (whose pool has no
 * workers: it then runs every call on the caller, and destroy joins
 * nothing). Register after the lock is initialised (BLS381_ERR_THREADS
 * when the handlers cannot be installed), unregister before destroying it. */
typedef struct bls381_pool_fork_link {
    struct bls381_pool_fork_link *prev, *next;
    pthread_mutex_t *lock;
    bool forked;
} bls381_pool_fork_link;
bls381_status bls381_pool_fork_register(bls381_pool_fork_link *l, pthread_mutex_t *lock);
void bls381_pool_fork_unregister(bls381_pool_fork_link *l);
#endif

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
