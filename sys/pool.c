/*
 * The thread pool (contract: include/bls381_pool.h).
 *
 * A job is one parallel-for call: n indices cut into `npieces` pieces of
 * `chunk` indices. It lives on the caller's stack and, while it has pieces
 * left to hand out, in the pool's list of open jobs (newest first). Pieces
 * are handed out by an atomic counter, so the caller and the workers
 * helping it take them without the lock; the lock guards the list, the
 * helper counts and the sleeping workers.
 *
 * Caller: publish the job, wake idle workers, take pieces until none are
 * left, take the job off the list, then wait until no helper is inside it.
 * That wait is only for pieces other threads have taken and are running.
 * Worker: sleep until an open job has pieces left, join the newest such job
 * (nested and recent calls first, so a short call is not left behind an
 * older long one), take pieces until none are left, leave, repeat.
 *
 * fork(2): sys/pool_fork.c's handlers keep the lock free across a fork and
 * mark the child's pools forked (they then run every call on the caller).
 *
 * Why nested calls cannot deadlock: a thread waits only on the job it
 * created, and only for pieces taken after that job was created by threads
 * that are running them. If such a thread is itself waiting, it waits on a
 * job it created later still. A chain of waits therefore moves forward in
 * creation time and ends at a thread that is running a piece.
 *
 * Slots: the caller is slot 0; each worker that joins a job gets the next
 * slot. A worker joins a job only when it sees a piece left, and leaves it
 * only after finding none left, which stays true: so it joins each job at
 * most once. Slots thus stay below 1 + the number of workers, and two
 * pieces of one job running at once differ in slot.
 */
#define _GNU_SOURCE /* pthread_setaffinity_np, CPU_SET */
#include "sys/pool.h"

#include <stdlib.h>
#include <unistd.h>

#ifndef BLS381_NO_THREADS
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#if defined(__linux__) && defined(CPU_SET)
#define POOL_HAVE_AFFINITY 1
_Static_assert(CPU_SETSIZE >= BLS381_POOL_MAX_CPUS, "cpu_set_t too small");
#else
#define POOL_HAVE_AFFINITY 0
#endif
#endif

struct bls381_pool {
    unsigned nthreads;           /* workers + the caller */
    bool is_default;             /* the default pool: destroy leaves it */
#ifndef BLS381_NO_THREADS
    pthread_mutex_t lock;
    pthread_cond_t wake;         /* idle workers sleep here */
    struct job *open;            /* jobs with pieces left, newest first */
    unsigned idle;               /* workers asleep on `wake` */
    bool stop;                   /* destroy: workers exit when idle */
    unsigned nworkers;           /* started (and to be joined) */
    bls381_pool_fork_link fork;  /* fork.forked: in a fork's child, no worker */
    pthread_t workers[];
#endif
};

/* Every 1-thread pool (and, without threads, every pool): no worker, all
 * work on the caller. Never written after initialisation. */
static bls381_pool serial_pool = { .nthreads = 1 };

unsigned bls381_pool_online_cpus(void)
{
#ifdef BLS381_BARE
    return 1; /* no OS to ask (make BARE=1): one core */
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1) return 1;
    if (n > BLS381_POOL_MAX_THREADS) return BLS381_POOL_MAX_THREADS;
    return (unsigned)n;
#endif
}

unsigned bls381_pool_threads(const bls381_pool *pool)
{
    return pool ? pool->nthreads : 1;
}

static void run_serial(size_t n, size_t chunk, bls381_pool_range_fn fn, void *ctx)
{
    for (size_t begin = 0; begin < n;) {
        size_t end = n - begin > chunk ? begin + chunk : n;
        fn(ctx, begin, end, 0);
        begin = end;
    }
}

struct task_list {
    const bls381_pool_task *tasks;
};

static void run_tasks(void *ctx, size_t begin, size_t end, unsigned slot)
{
    const struct task_list *t = ctx;
    (void)slot;
    for (size_t i = begin; i < end; i++)
        if (t->tasks[i].fn) t->tasks[i].fn(t->tasks[i].arg);
}

void bls381_pool_fork_join(bls381_pool *pool, const bls381_pool_task *tasks, size_t n)
{
    if (!tasks || n == 0) return;
    struct task_list t = { tasks };
    bls381_pool_parallel_for(pool, n, 1, run_tasks, &t);
}

#ifdef BLS381_NO_THREADS

unsigned long bls381_pool_live_workers(void) { return 0; }

static bls381_status pool_create(bls381_pool **out, unsigned nthreads, const int *cpus)
{
    if (!out || nthreads > BLS381_POOL_MAX_THREADS) return BLS381_ERR_BADARGS;
    if (nthreads == 0) nthreads = bls381_pool_online_cpus();
    for (unsigned i = 0; cpus && i + 1 < nthreads; i++)
        if (cpus[i] < -1 || cpus[i] >= BLS381_POOL_MAX_CPUS) return BLS381_ERR_BADARGS;
    *out = &serial_pool;
    return BLS381_OK;
}

bls381_status bls381_pool_create_default(bls381_pool **pool, unsigned nthreads)
{
    return pool_create(pool, nthreads, NULL);
}

bls381_status bls381_pool_create(bls381_pool **pool, unsigned nthreads, const int *cpus)
{
    return pool_create(pool, nthreads, cpus);
}

void bls381_pool_destroy(bls381_pool *pool)
{
    (void)pool;
}

void bls381_pool_parallel_for(bls381_pool *pool, size_t n, size_t chunk,
                              bls381_pool_range_fn fn, void *ctx)
{
    (void)pool;
    if (!fn) return;
    run_serial(n, chunk ? chunk : 1, fn, ctx);
}

#else /* threads */

static atomic_ulong live_workers;

unsigned long bls381_pool_live_workers(void)
{
    return atomic_load(&live_workers);
}

struct job {
    struct job *prev, *next;     /* in pool->open while `listed` */
    bls381_pool_range_fn fn;
    void *ctx;
    size_t n, chunk, npieces;
    atomic_size_t taken;         /* pieces handed out so far */
    unsigned helpers;            /* workers inside the job (lock) */
    unsigned slots;              /* slots handed to workers (lock) */
    bool listed;                 /* (lock) */
    pthread_cond_t helpers_left; /* signalled when helpers drops to 0 */
};

/* Takes the next piece; false when none is left. Never hands a piece out
 * twice and never counts past npieces. */
static bool take_piece(struct job *j, size_t *k)
{
    size_t i = atomic_load_explicit(&j->taken, memory_order_relaxed);
    while (i < j->npieces) {
        if (atomic_compare_exchange_weak_explicit(&j->taken, &i, i + 1, memory_order_relaxed,
                                                  memory_order_relaxed)) {
            *k = i;
            return true;
        }
    }
    return false;
}

static void run_pieces(struct job *j, unsigned slot)
{
    size_t k;
    while (take_piece(j, &k)) {
        size_t begin = k * j->chunk; /* k < npieces, so begin < n */
        size_t end = j->n - begin > j->chunk ? begin + j->chunk : j->n;
        j->fn(j->ctx, begin, end, slot);
    }
}

/* lock held */
static void unlist(bls381_pool *p, struct job *j)
{
    if (!j->listed) return;
    if (j->prev) j->prev->next = j->next; else p->open = j->next;
    if (j->next) j->next->prev = j->prev;
    j->listed = false;
}

/* lock held: the newest open job with a piece left; drained jobs met on the
 * way are taken off the list. */
static struct job *find_work(bls381_pool *p)
{
    struct job *j = p->open;
    while (j) {
        struct job *next = j->next;
        if (atomic_load_explicit(&j->taken, memory_order_relaxed) < j->npieces) return j;
        unlist(p, j);
        j = next;
    }
    return NULL;
}

static void *worker_main(void *arg)
{
    bls381_pool *p = arg;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        struct job *j = find_work(p);
        if (!j) {
            if (p->stop) break;
            p->idle++;
            pthread_cond_wait(&p->wake, &p->lock);
            p->idle--;
            continue;
        }
        unsigned slot = ++j->slots;
        j->helpers++;
        pthread_mutex_unlock(&p->lock);
        run_pieces(j, slot);
        pthread_mutex_lock(&p->lock);
        unlist(p, j);
        /* The caller may return (and free j) once it sees 0: touch j no
         * more after this, and only under the lock. */
        if (--j->helpers == 0) pthread_cond_signal(&j->helpers_left);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

void bls381_pool_parallel_for(bls381_pool *pool, size_t n, size_t chunk,
                              bls381_pool_range_fn fn, void *ctx)
{
    if (!fn || n == 0) return;
    if (chunk == 0) chunk = 1;
    size_t npieces = n / chunk + (n % chunk != 0);
    if (!pool || pool->nworkers == 0 || pool->fork.forked || npieces == 1) {
        run_serial(n, chunk, fn, ctx);
        return;
    }
    struct job j = { .fn = fn, .ctx = ctx, .n = n, .chunk = chunk, .npieces = npieces };
    atomic_init(&j.taken, 0);
    if (pthread_cond_init(&j.helpers_left, NULL) != 0) {
        run_serial(n, chunk, fn, ctx); /* cannot wait for helpers: do it alone */
        return;
    }

    pthread_mutex_lock(&pool->lock);
    j.next = pool->open;
    if (pool->open) pool->open->prev = &j;
    pool->open = &j;
    j.listed = true;
    size_t want = npieces - 1;   /* the caller takes one piece itself */
    for (unsigned i = 0; i < pool->idle && i < want; i++) pthread_cond_signal(&pool->wake);
    pthread_mutex_unlock(&pool->lock);

    run_pieces(&j, 0);

    pthread_mutex_lock(&pool->lock);
    unlist(pool, &j);
    while (j.helpers > 0) pthread_cond_wait(&j.helpers_left, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
    pthread_cond_destroy(&j.helpers_left);
}

/* Stops and joins the workers started so far, frees the pool. */
static void shut_down(bls381_pool *p)
{
    bls381_pool_fork_unregister(&p->fork);
    if (p->fork.forked) { /* the child of a fork: the workers (and the waits on its conditions) are not here */
        atomic_fetch_sub(&live_workers, p->nworkers);
        free(p);
        return;
    }
    pthread_mutex_lock(&p->lock);
    p->stop = true;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    for (unsigned i = 0; i < p->nworkers; i++) {
        pthread_join(p->workers[i], NULL);
        atomic_fetch_sub(&live_workers, 1);
    }
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->lock);
    free(p);
}

static bls381_status pin(pthread_t t, int cpu)
{
#if POOL_HAVE_AFFINITY
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET((size_t)cpu, &set);
    int rc = pthread_setaffinity_np(t, sizeof set, &set);
    if (rc == 0) return BLS381_OK;
    return rc == EINVAL ? BLS381_ERR_BADARGS : BLS381_ERR_THREADS;
#else
    (void)t;
    (void)cpu;
    return BLS381_ERR_THREADS;
#endif
}

static bls381_status pool_create(bls381_pool **out, unsigned nthreads, const int *cpus,
                                 bool is_default)
{
    if (!out || nthreads > BLS381_POOL_MAX_THREADS) return BLS381_ERR_BADARGS;
    if (nthreads == 0) nthreads = bls381_pool_online_cpus();
    unsigned nworkers = nthreads - 1;
    for (unsigned i = 0; cpus && i < nworkers; i++)
        if (cpus[i] < -1 || cpus[i] >= BLS381_POOL_MAX_CPUS) return BLS381_ERR_BADARGS;
    if (nworkers == 0) {
        *out = &serial_pool;
        return BLS381_OK;
    }

    bls381_pool *p = calloc(1, sizeof *p + nworkers * sizeof p->workers[0]);
    if (!p) return BLS381_ERR_MALLOC;
    if (pthread_mutex_init(&p->lock, NULL) != 0) {
        free(p);
        return BLS381_ERR_THREADS;
    }
    bool cond = pthread_cond_init(&p->wake, NULL) == 0;
    if (!cond || bls381_pool_fork_register(&p->fork, &p->lock) != BLS381_OK) {
        if (cond) pthread_cond_destroy(&p->wake);
        pthread_mutex_destroy(&p->lock);
        free(p);
        return BLS381_ERR_THREADS;
    }
    p->nthreads = nthreads;
    p->is_default = is_default;

    /* Workers start with every signal blocked: the application's signal
     * handlers run on its own threads, not ours. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    bls381_status st = BLS381_OK;
    for (unsigned i = 0; i < nworkers && st == BLS381_OK; i++) {
        if (pthread_create(&p->workers[i], NULL, worker_main, p) != 0) {
            st = BLS381_ERR_THREADS;
            break;
        }
        p->nworkers++;
        atomic_fetch_add(&live_workers, 1);
        if (cpus && cpus[i] >= 0) st = pin(p->workers[i], cpus[i]);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (st != BLS381_OK) {
        shut_down(p);
        return st;
    }
    *out = p;
    return BLS381_OK;
}

bls381_status bls381_pool_create_default(bls381_pool **pool, unsigned nthreads)
{
    return pool_create(pool, nthreads, NULL, true);
}

bls381_status bls381_pool_create(bls381_pool **pool, unsigned nthreads, const int *cpus)
{
    return pool_create(pool, nthreads, cpus, false);
}

void bls381_pool_destroy(bls381_pool *pool)
{
    if (!pool || pool == &serial_pool || pool->is_default) return;
    shut_down(pool);
}

#endif
