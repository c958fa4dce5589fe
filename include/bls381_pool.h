/*
 * bls381 — the thread pool that parallel functions run on.
 *
 * A pool is an object the application owns: it picks the number of threads
 * and, optionally, the CPU each worker runs on. Parallel functions of this
 * library take a `bls381_pool *`; NULL means "run everything on the calling
 * thread". There is also a default pool, created on first use and sized by
 * the environment variable BLS381_THREADS (see bls381_pool_default).
 *
 * How work is shared:
 * - A pool of N threads starts N-1 worker threads; the thread that calls a
 *   parallel function is the N-th. The caller always works on its own job
 *   alongside whichever workers are free, so a call makes progress even when
 *   every worker is busy with another caller's (possibly long) job: it is
 *   never queued behind someone else's work. A short call made while a long
 *   one occupies the pool finishes in about the time it takes on one thread.
 * - Any number of threads may call into one pool at once.
 * - A callback may itself call a parallel function on the same pool (nested
 *   parallelism); this does not deadlock. A waiting caller only waits for
 *   pieces of its own job that another thread is already running.
 * - How a job is cut into pieces depends only on the arguments, never on the
 *   number of threads, so results do not depend on the pool size as long as
 *   the callbacks write only to their own part of the output.
 *
 * Builds with -DBLS381_NO_THREADS (make NO_THREADS=1) keep the same API but
 * never create a thread: every pool has 1 thread and all work runs on the
 * caller.
 *
 * Public data only: the pool handles no secret data itself; whether a callback is constant
 * time is up to the callback. Pool objects are allocated by
 * bls381_pool_create (the one place below the KZG layer that allocates).
 */
#ifndef BLS381_POOL_H
#define BLS381_POOL_H

#include "bls381_common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bls381_pool bls381_pool;

/* Largest thread count a pool accepts, and the bound on CPU ids. */
#define BLS381_POOL_MAX_THREADS 1024
#define BLS381_POOL_MAX_CPUS 1024

/*
 * Creates a pool of `nthreads` threads: nthreads-1 workers plus the calling
 * thread of each parallel call.
 *   pool      out: the new pool, written only on BLS381_OK. Not NULL.
 *   nthreads  1..BLS381_POOL_MAX_THREADS; 0 means the number of online CPUs.
 *             A pool of 1 thread creates no thread (the returned object may
 *             be shared; destroying it is still allowed and does nothing).
 *   cpus      NULL (workers not pinned), or an array of nthreads-1 entries:
 *             worker i runs only on CPU cpus[i] (0 <= id <
 *             BLS381_POOL_MAX_CPUS), or is not pinned when cpus[i] is -1.
 *             The calling thread is not pinned by the pool. Read only during
 *             the call.
 * Returns BLS381_OK; BLS381_ERR_BADARGS for a NULL `pool`, a thread count or
 * CPU id out of range, or a CPU the system refuses (offline, outside the
 * process's cpuset); BLS381_ERR_MALLOC; BLS381_ERR_THREADS when a thread
 * cannot be created, or pinning is requested on a system without
 * pthread_setaffinity_np. On failure nothing is left running.
 * With BLS381_NO_THREADS: always a 1-thread pool; cpus is only range checked.
 * Thread safe.
 */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_pool_create(bls381_pool **pool, unsigned nthreads,
                                                              const int *cpus);

/*
 * Stops the workers, waits for them to exit and frees the pool. NULL and the
 * default pool are ignored. No parallel call may be running on the pool, or
 * start, while it is destroyed.
 */
BLS381_API void bls381_pool_destroy(bls381_pool *pool);

/*
 * Number of threads that work on a parallel call: 1 for NULL, for a 1-thread
 * pool and in BLS381_NO_THREADS builds; otherwise the nthreads the pool was
 * created with. This is also the bound on the `slot` argument of callbacks.
 */
BLS381_API unsigned bls381_pool_threads(const bls381_pool *pool);

/*
 * Callback of a parallel-for: handles indices [begin, end), begin < end.
 * `slot` (0 <= slot < bls381_pool_threads(pool)) names the thread running
 * it within this one parallel call: two pieces of the same call that run at
 * the same time never share a slot, so slot can index per-thread scratch
 * (buckets, accumulators). The caller's own thread is slot 0. Which slot
 * gets which piece varies from run to run; results must not depend on it.
 */
typedef void (*bls381_pool_range_fn)(void *ctx, size_t begin, size_t end, unsigned slot);

/*
 * Runs fn over [0, n) cut into pieces of `chunk` indices: fn(ctx, k*chunk,
 * min((k+1)*chunk, n), slot) for every k, each exactly once, in any order
 * and possibly at the same time on different threads. chunk 0 is taken as
 * 1. Returns when every piece has returned; everything the pieces wrote is
 * then visible to the caller. The calling thread runs pieces too (see the
 * top of this file). n = 0 or fn = NULL does nothing; pool NULL, or a job
 * of one piece, runs on the caller in index order without touching the pool.
 * Thread safe; may be called from inside a callback (nested).
 */
BLS381_API void bls381_pool_parallel_for(bls381_pool *pool, size_t n, size_t chunk,
                                         bls381_pool_range_fn fn, void *ctx);

/* One task of a fork-join group: fn(arg). A NULL fn is skipped. */
typedef struct {
    void (*fn)(void *arg);
    void *arg;
} bls381_pool_task;

/*
 * Fork-join: runs tasks[0..n) (each once, in any order, possibly at the same
 * time) and returns when all have returned. The caller runs tasks too. A
 * task may call bls381_pool_fork_join or bls381_pool_parallel_for on the
 * same pool (e.g. a recursive FFT forking its two halves). `tasks` is read
 * only and must stay valid during the call; NULL with n = 0 is allowed, NULL
 * with n > 0 does nothing. Thread safe.
 */
BLS381_API void bls381_pool_fork_join(bls381_pool *pool, const bls381_pool_task *tasks, size_t n);

/*
 * The default pool, created on the first call (thread safe, once per
 * process) and kept until the process exits. Its size is BLS381_THREADS (a
 * decimal integer 1..BLS381_POOL_MAX_THREADS) when set, else the number of
 * online CPUs; BLS381_THREADS=1 creates no thread. When the pool cannot be
 * created (bad BLS381_THREADS, out of memory or threads) this returns NULL,
 * which every parallel function accepts as "run on the caller"; the cause
 * is given by bls381_pool_default_status(). Under BLS381_NO_THREADS, a
 * 1-thread pool.
 */
BLS381_API bls381_pool *bls381_pool_default(void);

/*
 * Creates the default pool if not done yet and says how that went:
 * BLS381_OK, or BLS381_ERR_BADARGS (BLS381_THREADS is not a number in
 * 1..BLS381_POOL_MAX_THREADS), BLS381_ERR_MALLOC, BLS381_ERR_THREADS. The
 * answer never changes within a process. Always BLS381_OK under
 * BLS381_NO_THREADS (the variable is not read). Thread safe.
 */
BLS381_API bls381_status bls381_pool_default_status(void);

#ifdef __cplusplus
}
#endif
#endif
