#define _GNU_SOURCE /* sched_getaffinity, CPU_SET */
/* The thread pool: every index visited exactly once with the same pieces
 * whatever the pool size, the slot contract, concurrent and nested callers,
 * the ordering guarantee (a short call is not queued behind a long one),
 * creation errors, shutdown, the default pool's environment variable (in
 * child processes), fork while the workers are busy, and OS randomness.
 * These tests also run in the BLS381_NO_THREADS build, where every pool has
 * one thread, and under
 * ThreadSanitizer (tests/run_all.sh). */
#include "harness.h"
#include "field/field.h"
#include "sys/pool.h"
#include "bls381_rand.h"
#include "kzg.h"

#include <dirent.h>
#include <signal.h>
#include <sys/wait.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define MAX_SLOTS 64

static uint64_t mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void sleep_ms(long ms)
{
    struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

/* ------------------------------------------------------------------------
 * A checked parallel-for: sums mix(i) over [0, n) and counts visits, while
 * checking every piece's bounds and that no slot is used twice at once.
 * Safe to run from many threads (errors go to an atomic counter). */

struct sum_job {
    size_t n, chunk;
    size_t offset;                  /* sums mix(offset + i) */
    unsigned threads;               /* bls381_pool_threads of the pool */
    _Atomic uint64_t sum;
    atomic_uint *visits;            /* n counters, or NULL */
    atomic_uchar busy[MAX_SLOTS];
    atomic_uint bad_piece, bad_slot;
};

static void sum_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    struct sum_job *j = ctx;
    if (slot >= j->threads || slot >= MAX_SLOTS) {
        atomic_fetch_add(&j->bad_slot, 1);
        return;
    }
    if (atomic_exchange(&j->busy[slot], 1)) atomic_fetch_add(&j->bad_slot, 1);
    /* pieces are [k*chunk, min((k+1)*chunk, n)) */
    size_t want_end = j->n - begin > j->chunk ? begin + j->chunk : j->n;
    if (begin >= end || begin % j->chunk != 0 || end != want_end) atomic_fetch_add(&j->bad_piece, 1);
    uint64_t s = 0;
    for (size_t i = begin; i < end; i++) {
        s += mix(j->offset + i);
        if (j->visits) atomic_fetch_add_explicit(&j->visits[i], 1, memory_order_relaxed);
    }
    atomic_fetch_add(&j->sum, s);
    atomic_store(&j->busy[slot], 0);
}

static uint64_t serial_sum(size_t n)
{
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++) s += mix(i);
    return s;
}

/* Runs the checked sum; returns the number of problems found (0 = good). */
static unsigned checked_sum(bls381_pool *pool, size_t n, size_t chunk, bool count_visits)
{
    struct sum_job *j = calloc(1, sizeof *j);
    if (!j) return 1;
    j->n = n;
    j->chunk = chunk ? chunk : 1;
    j->threads = bls381_pool_threads(pool);
    if (count_visits && n) {
        j->visits = calloc(n, sizeof *j->visits);
        if (!j->visits) { free(j); return 1; }
    }
    bls381_pool_parallel_for(pool, n, chunk, sum_piece, j);
    unsigned bad = atomic_load(&j->bad_piece) + atomic_load(&j->bad_slot);
    if (atomic_load(&j->sum) != serial_sum(n)) bad++;
    for (size_t i = 0; j->visits && i < n; i++)
        if (atomic_load(&j->visits[i]) != 1) { bad++; break; }
    free(j->visits);
    free(j);
    return bad;
}

TEST(pool_parallel_for__sums_match_serial_for_every_size)
{
    const unsigned sizes[] = { 1, 2, 3, 8 };
    const size_t ns[] = { 0, 1, 2, 63, 64, 65, 1000, 100003 };
    const size_t chunks[] = { 0, 1, 7, 64, 4096, 100003, SIZE_MAX };
    for (size_t s = 0; s <= sizeof sizes / sizeof sizes[0]; s++) {
        bls381_pool *pool = NULL; /* s == 4: the NULL pool */
        if (s < 4) {
            REQUIRE(bls381_pool_create(&pool, sizes[s], NULL) == BLS381_OK);
            REQUIRE(pool != NULL);
#ifdef BLS381_NO_THREADS
            CHECK(bls381_pool_threads(pool) == 1);
#else
            CHECK(bls381_pool_threads(pool) == sizes[s]);
#endif
        } else {
            CHECK(bls381_pool_threads(NULL) == 1);
        }
        for (size_t a = 0; a < sizeof ns / sizeof ns[0]; a++)
            for (size_t c = 0; c < sizeof chunks / sizeof chunks[0]; c++) {
                unsigned bad = checked_sum(pool, ns[a], chunks[c], true);
                if (bad)
                    test_failf(__FILE__, __LINE__, "pool %u threads, n %zu, chunk %zu: %u problems",
                               bls381_pool_threads(pool), ns[a], chunks[c], bad);
            }
        bls381_pool_destroy(pool);
    }
}

struct call_log {
    int calls;
    size_t begin, end;
    unsigned slot;
    pthread_t thread;
};

static void log_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    struct call_log *l = ctx;
    l->calls++;
    l->begin = begin;
    l->end = end;
    l->slot = slot;
    l->thread = pthread_self();
}

TEST(pool_parallel_for__n0_calls_nothing_and_n1_runs_on_caller)
{
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    bls381_pool *pools[2] = { pool, NULL };
    for (int p = 0; p < 2; p++) {
        struct call_log l = { 0 };
        bls381_pool_parallel_for(pools[p], 0, 1, log_piece, &l);
        CHECK(l.calls == 0);
        bls381_pool_parallel_for(pools[p], 1, 1, log_piece, &l);
        CHECK(l.calls == 1 && l.begin == 0 && l.end == 1 && l.slot == 0);
        CHECK(pthread_equal(l.thread, pthread_self()));
        /* a job that fits in one piece stays on the caller too */
        bls381_pool_parallel_for(pools[p], 50, 50, log_piece, &l);
        CHECK(l.calls == 2 && l.begin == 0 && l.end == 50);
        CHECK(pthread_equal(l.thread, pthread_self()));
        bls381_pool_parallel_for(pools[p], 10, 1, NULL, &l); /* NULL fn: nothing, no crash */
        bls381_pool_fork_join(pools[p], NULL, 3);
        bls381_pool_fork_join(pools[p], NULL, 0);
        CHECK(l.calls == 2);
    }
    bls381_pool_destroy(pool);
}

/* ------------------------------------------------------------------------
 * Fork-join, nested calls. */

static void count_task(void *arg)
{
    atomic_fetch_add((atomic_uint *)arg, 1);
}

TEST(pool_fork_join__runs_each_task_once)
{
    const unsigned sizes[] = { 1, 2, 3, 8 };
    enum { NT = 40 };
    for (size_t s = 0; s <= 4; s++) {
        bls381_pool *pool = NULL;
        if (s < 4) REQUIRE(bls381_pool_create(&pool, sizes[s], NULL) == BLS381_OK);
        atomic_uint hits[NT];
        bls381_pool_task tasks[NT];
        for (int i = 0; i < NT; i++) {
            atomic_init(&hits[i], 0);
            tasks[i].fn = i == 5 ? NULL : count_task; /* a NULL task is skipped */
            tasks[i].arg = &hits[i];
        }
        bls381_pool_fork_join(pool, tasks, NT);
        for (int i = 0; i < NT; i++) CHECK_LOOP(atomic_load(&hits[i]) == (i == 5 ? 0u : 1u));
        bls381_pool_destroy(pool);
    }
}

/* Recursive sum of mix(i) over [lo, hi) by forking the two halves, like a
 * recursive FFT; below 64 indices it switches to a parallel-for. */
struct rec_sum {
    bls381_pool *pool;
    size_t lo, hi;
    uint64_t sum;
    atomic_uint *errors;
};

static void rec_sum_task(void *arg)
{
    struct rec_sum *r = arg;
    if (r->hi - r->lo <= 64) {
        struct sum_job j = { .n = r->hi - r->lo, .chunk = 8, .offset = r->lo,
                             .threads = bls381_pool_threads(r->pool) };
        bls381_pool_parallel_for(r->pool, j.n, j.chunk, sum_piece, &j);
        if (atomic_load(&j.bad_piece) || atomic_load(&j.bad_slot)) atomic_fetch_add(r->errors, 1);
        r->sum = atomic_load(&j.sum);
        return;
    }
    size_t mid = r->lo + (r->hi - r->lo) / 2;
    struct rec_sum half[2] = { { r->pool, r->lo, mid, 0, r->errors },
                               { r->pool, mid, r->hi, 0, r->errors } };
    bls381_pool_task t[2] = { { rec_sum_task, &half[0] }, { rec_sum_task, &half[1] } };
    bls381_pool_fork_join(r->pool, t, 2);
    r->sum = half[0].sum + half[1].sum;
}

/* Outer parallel-for whose every piece runs an inner checked parallel-for
 * on the same pool. */
struct nested {
    bls381_pool *pool;
    atomic_uint errors;
    atomic_uint pieces;
};

static void nested_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    struct nested *nj = ctx;
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        atomic_fetch_add(&nj->errors, checked_sum(nj->pool, 500 + i, 1 + i % 9, true));
        atomic_fetch_add(&nj->pieces, 1);
    }
}

/* Returns the number of problems found by both nested shapes. */
static unsigned run_nested(bls381_pool *pool)
{
    struct nested nj = { .pool = pool };
    atomic_init(&nj.errors, 0);
    atomic_init(&nj.pieces, 0);
    bls381_pool_parallel_for(pool, 24, 1, nested_piece, &nj);
    unsigned bad = atomic_load(&nj.errors) + (atomic_load(&nj.pieces) != 24);

    atomic_uint errors;
    atomic_init(&errors, 0);
    struct rec_sum r = { pool, 0, 3001, 0, &errors };
    rec_sum_task(&r);
    bad += atomic_load(&errors) + (r.sum != serial_sum(3001));
    return bad;
}

TEST(pool_nested__parallel_calls_inside_pieces_complete_correctly)
{
    const unsigned sizes[] = { 1, 2, 3, 8 };
    for (size_t s = 0; s <= 4; s++) {
        bls381_pool *pool = NULL;
        if (s < 4) REQUIRE(bls381_pool_create(&pool, sizes[s], NULL) == BLS381_OK);
        CHECK(run_nested(pool) == 0);
        bls381_pool_destroy(pool);
    }
}

/* ------------------------------------------------------------------------
 * Many callers on one pool at once. */

struct caller {
    bls381_pool *pool;
    unsigned id;
    unsigned errors;
};

static void *caller_main(void *arg)
{
    struct caller *c = arg;
    for (unsigned round = 0; round < 12; round++) {
        size_t n = 2000 + c->id * 37 + round * 101;
        c->errors += checked_sum(c->pool, n, 1 + (c->id + round) % 13, true);
        if ((c->id + round) % 4 == 0) c->errors += run_nested(c->pool);
        enum { NT = 9 };
        atomic_uint hits[NT];
        bls381_pool_task t[NT];
        for (int i = 0; i < NT; i++) {
            atomic_init(&hits[i], 0);
            t[i].fn = count_task;
            t[i].arg = &hits[i];
        }
        bls381_pool_fork_join(c->pool, t, NT);
        for (int i = 0; i < NT; i++) c->errors += atomic_load(&hits[i]) != 1;
    }
    return NULL;
}

TEST(pool_concurrent__16_callers_share_one_pool)
{
    const unsigned sizes[] = { 3, 8 };
    enum { NC = 16 };
    for (size_t s = 0; s < 2; s++) {
        bls381_pool *pool;
        REQUIRE(bls381_pool_create(&pool, sizes[s], NULL) == BLS381_OK);
        struct caller c[NC];
        pthread_t th[NC];
        int started = 0;
        for (unsigned i = 0; i < NC; i++) {
            c[i] = (struct caller){ pool, i, 0 };
            if (pthread_create(&th[i], NULL, caller_main, &c[i]) != 0) break;
            started++;
        }
        CHECK(started == NC);
        for (int i = 0; i < started; i++) {
            pthread_join(th[i], NULL);
            if (c[i].errors) test_failf(__FILE__, __LINE__, "pool %u, caller %d: %u problems",
                                        sizes[s], i, c[i].errors);
        }
        bls381_pool_destroy(pool);
    }
}

/* ------------------------------------------------------------------------
 * Ordering: a short call made while a long job occupies every thread of the
 * pool returns before the long job does. Completion order is recorded with
 * an atomic counter; no timing is compared.
 *
 * The long job has one piece per thread of the pool, and each piece first
 * waits until all of them have started, so every worker (and the long
 * job's caller) holds one long piece: LONG_MULS field multiplications, a
 * hundred milliseconds or more each. No worker becomes free before the
 * long job ends. The short call (64 items of 64 multiplications) is made
 * then; it can finish first only because its caller runs its own pieces
 * instead of waiting for a worker. */

enum { LONG_MULS = 2000000, SHORT_ITEMS = 64, SHORT_MULS = 64 };

struct mul_job {
    size_t muls;
    bls381_fp c;
    bls381_fp *out;
    unsigned rendezvous;      /* pieces wait until this many have started */
    atomic_uint started, timeouts;
};

/* out[i] = (i+1) * c^muls, by muls multiplications */
static void mul_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    struct mul_job *j = ctx;
    (void)slot;
    atomic_fetch_add(&j->started, 1);
    double t0 = now_seconds();
    while (atomic_load(&j->started) < j->rendezvous) {
        if (now_seconds() - t0 > 60) { atomic_fetch_add(&j->timeouts, 1); break; }
        sleep_ms(1);
    }
    for (size_t i = begin; i < end; i++) {
        bls381_fp y;
        bls381_fp_from_u64(&y, i + 1);
        for (size_t k = 0; k < j->muls; k++) bls381_fp_mul(&y, &y, &j->c);
        j->out[i] = y;
    }
}

/* Checks out[i] == (i+1) * c^muls for i < n with a 64-bit exponentiation. */
static bool mul_results_ok(const struct mul_job *j, size_t n)
{
    bls381_fp cp, want;
    uint64_t e = j->muls;
    bls381_fp_pow_vartime(&cp, &j->c, &e, 1);
    for (size_t i = 0; i < n; i++) {
        bls381_fp_from_u64(&want, i + 1);
        bls381_fp_mul(&want, &want, &cp);
        if (!bls381_fp_eq(&want, &j->out[i])) return false;
    }
    return true;
}

struct long_runner {
    bls381_pool *pool;
    struct mul_job job;
    size_t pieces;
    atomic_uint *order;
    unsigned done_at;
};

static void *long_runner_main(void *arg)
{
    struct long_runner *l = arg;
    bls381_pool_parallel_for(l->pool, l->pieces, 1, mul_piece, &l->job);
    l->done_at = atomic_fetch_add(l->order, 1);
    return NULL;
}

TEST(pool_ordering__short_call_finishes_before_long_job)
{
    const unsigned sizes[] = { 2, 4 };
    for (size_t s = 0; s < 2; s++) {
        bls381_pool *pool;
        REQUIRE(bls381_pool_create(&pool, sizes[s], NULL) == BLS381_OK);
        unsigned threads = bls381_pool_threads(pool);
        atomic_uint order;
        atomic_init(&order, 0);

        struct long_runner l = { .pool = pool, .pieces = threads, .order = &order };
        l.job.muls = test_iters(LONG_MULS); /* the order holds at any scale */
        l.job.rendezvous = threads;
        bls381_fp_from_u64(&l.job.c, 0x1234567);
        atomic_init(&l.job.started, 0);
        atomic_init(&l.job.timeouts, 0);
        l.job.out = calloc(l.pieces, sizeof *l.job.out);
        REQUIRE(l.job.out != NULL);
        pthread_t th;
        REQUIRE(pthread_create(&th, NULL, long_runner_main, &l) == 0);

        /* wait until every thread of the pool holds a long piece */
        while (atomic_load(&l.job.started) < threads && atomic_load(&order) == 0) sleep_ms(1);

        struct mul_job sj = { .muls = SHORT_MULS, .rendezvous = 0 };
        bls381_fp short_out[SHORT_ITEMS];
        sj.out = short_out;
        bls381_fp_from_u64(&sj.c, 77);
        atomic_init(&sj.started, 0);
        atomic_init(&sj.timeouts, 0);
        bls381_pool_parallel_for(pool, SHORT_ITEMS, 1, mul_piece, &sj);
        unsigned short_done_at = atomic_fetch_add(&order, 1);

        pthread_join(th, NULL);
        CHECK(atomic_load(&l.job.timeouts) == 0);
        CHECK(short_done_at == 0);
        CHECK(l.done_at == 1);
        CHECK(mul_results_ok(&sj, SHORT_ITEMS));
        CHECK(mul_results_ok(&l.job, l.pieces));
        free(l.job.out);
        bls381_pool_destroy(pool);
    }
}

/* ------------------------------------------------------------------------
 * Creation, pinning, shutdown. */

TEST(pool_create__bad_arguments_fail_and_write_nothing)
{
    bls381_pool *pool = NULL;
    CHECK(bls381_pool_create(NULL, 2, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_pool_create(&pool, BLS381_POOL_MAX_THREADS + 1, NULL) == BLS381_ERR_BADARGS);
    int bad_low[2] = { 0, -2 }, bad_high[2] = { BLS381_POOL_MAX_CPUS, 0 };
    CHECK(bls381_pool_create(&pool, 3, bad_low) == BLS381_ERR_BADARGS);
    CHECK(bls381_pool_create(&pool, 3, bad_high) == BLS381_ERR_BADARGS);
#ifndef BLS381_NO_THREADS
    /* a CPU id in range that this machine does not have */
    if (sysconf(_SC_NPROCESSORS_CONF) < BLS381_POOL_MAX_CPUS) {
        int absent[2] = { -1, BLS381_POOL_MAX_CPUS - 1 };
        unsigned long live = bls381_pool_live_workers();
        CHECK(bls381_pool_create(&pool, 3, absent) == BLS381_ERR_BADARGS);
        CHECK(bls381_pool_live_workers() == live); /* the worker started is joined */
    }
#endif
    CHECK(pool == NULL);
    /* 0 threads: one per online CPU */
    REQUIRE(bls381_pool_create(&pool, 0, NULL) == BLS381_OK);
#ifdef BLS381_NO_THREADS
    CHECK(bls381_pool_threads(pool) == 1);
#else
    CHECK(bls381_pool_threads(pool) == bls381_pool_online_cpus());
#endif
    bls381_pool_destroy(pool);
}

/* Every piece waits until all threads of the pool hold a piece, then
 * records its thread's CPU affinity by slot. */
struct pin_job {
    unsigned threads;
    atomic_uint present;
    cpu_set_t seen[MAX_SLOTS];
    atomic_uint timeouts;
};

static void pin_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    struct pin_job *j = ctx;
    (void)begin;
    (void)end;
    atomic_fetch_add(&j->present, 1);
    double t0 = now_seconds();
    while (atomic_load(&j->present) < j->threads) {
        if (now_seconds() - t0 > 30) { atomic_fetch_add(&j->timeouts, 1); break; }
        sleep_ms(1);
    }
    CPU_ZERO(&j->seen[slot]);
    sched_getaffinity(0, sizeof j->seen[slot], &j->seen[slot]);
}

TEST(pool_create__pins_each_worker_to_its_cpu)
{
    cpu_set_t mine;
    REQUIRE(sched_getaffinity(0, sizeof mine, &mine) == 0);
    int cpu = -1;
    for (int c = CPU_SETSIZE - 1; c >= 0; c--)
        if (CPU_ISSET(c, &mine)) { cpu = c; break; }
    REQUIRE(cpu >= 0);
    int cpus[2] = { cpu, -1 }; /* worker 1 pinned, worker 2 left alone */
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, cpus) == BLS381_OK);
    struct pin_job *j = calloc(1, sizeof *j);
    REQUIRE(j != NULL);
    j->threads = bls381_pool_threads(pool);
    bls381_pool_parallel_for(pool, j->threads, 1, pin_piece, j);
    CHECK(atomic_load(&j->timeouts) == 0);
    /* the caller's affinity is not changed by the pool */
    CHECK(CPU_EQUAL(&j->seen[0], &mine));
#ifdef BLS381_NO_THREADS
    CHECK(j->threads == 1);
#else
    REQUIRE(j->threads == 3);
    /* Slots go to workers in joining order, so find the pinned one. */
    int pinned = 0, free_ones = 0;
    for (unsigned s = 1; s < 3; s++) {
        if (CPU_COUNT(&j->seen[s]) == 1 && CPU_ISSET(cpu, &j->seen[s])) pinned++;
        else if (CPU_EQUAL(&j->seen[s], &mine)) free_ones++;
    }
    if (CPU_COUNT(&mine) == 1) CHECK(pinned == 2);
    else CHECK(pinned == 1 && free_ones == 1);
#endif
    free(j);
    bls381_pool_destroy(pool);
}

TEST(pool_destroy__joins_workers_repeatedly)
{
    unsigned long base = bls381_pool_live_workers();
    size_t rounds = test_iters(150);
    for (size_t i = 0; i < rounds; i++) {
        unsigned n = 1 + (unsigned)(i % 5);
        bls381_pool *pool;
        REQUIRE(bls381_pool_create(&pool, n, NULL) == BLS381_OK);
#ifdef BLS381_NO_THREADS
        CHECK_LOOP(bls381_pool_live_workers() == 0);
#else
        CHECK_LOOP(bls381_pool_live_workers() == base + n - 1);
#endif
        if (i % 3 == 0) CHECK_LOOP(checked_sum(pool, 300, 7, false) == 0);
        bls381_pool_destroy(pool); /* some destroyed right after creation, idle */
        CHECK_LOOP(bls381_pool_live_workers() == base);
    }
    bls381_pool_destroy(NULL);
}

TEST(pool_default__survives_destroy_and_runs_work)
{
    bls381_pool *d = bls381_pool_default();
    CHECK(bls381_pool_default() == d);
    if (d == NULL) CHECK(bls381_pool_default_status() != BLS381_OK);
    else CHECK(bls381_pool_default_status() == BLS381_OK);
    bls381_pool_destroy(d); /* ignored */
    CHECK(checked_sum(d, 5000, 3, true) == 0);
    CHECK(bls381_pool_default() == d);
}

/* ------------------------------------------------------------------------
 * The default pool and BLS381_THREADS, checked in child processes (the
 * default pool is created once per process). The parent runs this test
 * binary again on this one test with BLS381_POOL_TEST_CHILD set to a case
 * name; the child checks that case and reports through its exit line. */

static unsigned count_tasks(void)
{
    DIR *d = opendir("/proc/self/task");
    if (!d) return 0;
    unsigned n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') n++;
    closedir(d);
    return n;
}

static void default_pool_child(const char *what)
{
    unsigned tasks_before = count_tasks();
    CHECK(tasks_before > 0);
    CHECK(bls381_pool_live_workers() == 0);
    bls381_pool *d = bls381_pool_default();
    bls381_status st = bls381_pool_default_status();
    unsigned threads = bls381_pool_threads(d);
    if (!strcmp(what, "one")) {
        CHECK(st == BLS381_OK && d != NULL && threads == 1);
        CHECK(bls381_pool_live_workers() == 0);
        CHECK(count_tasks() == tasks_before); /* no thread was created */
    } else if (!strcmp(what, "three")) {
        CHECK(st == BLS381_OK && d != NULL);
#ifdef BLS381_NO_THREADS
        CHECK(threads == 1 && bls381_pool_live_workers() == 0);
        CHECK(count_tasks() == tasks_before);
#else
        CHECK(threads == 3 && bls381_pool_live_workers() == 2);
        CHECK(count_tasks() >= tasks_before + 2);
#endif
    } else if (!strcmp(what, "bad")) {
#ifdef BLS381_NO_THREADS
        CHECK(st == BLS381_OK && threads == 1);
#else
        CHECK(st == BLS381_ERR_BADARGS && d == NULL && threads == 1);
        CHECK(bls381_pool_live_workers() == 0);
#endif
    } else if (!strcmp(what, "unset")) {
        CHECK(st == BLS381_OK && d != NULL);
#ifdef BLS381_NO_THREADS
        CHECK(threads == 1);
#else
        CHECK(threads == bls381_pool_online_cpus());
        CHECK(bls381_pool_live_workers() == threads - 1);
#endif
    } else {
        test_failf(__FILE__, __LINE__, "unknown child case %s", what);
    }
    /* whatever it is, the default pool does the work */
    CHECK(checked_sum(d, 20000, 5, true) == 0);
    CHECK(run_nested(d) == 0);
}

TEST(pool_default__sized_by_bls381_threads)
{
    const char *child = getenv("BLS381_POOL_TEST_CHILD");
    if (child) {
        default_pool_child(child);
        return;
    }
    char exe[1024];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    REQUIRE(len > 0);
    exe[len] = '\0';
    REQUIRE(strchr(exe, '\'') == NULL);
    static const struct { const char *name, *env; } cases[] = {
        { "one", "BLS381_THREADS=1" },
        { "three", "BLS381_THREADS=3" },
        { "bad", "BLS381_THREADS=3x" },
        { "unset", "-u BLS381_THREADS" },
    };
    /* under qemu-user the binary cannot be started directly: the runner
     * names the emulator command in BLS381_TEST_EMULATOR */
    const char *emu = getenv("BLS381_TEST_EMULATOR");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char cmd[1600], line[256], last[256] = "";
        snprintf(cmd, sizeof cmd, "env -u BLS381_TEST_SHARD -u BLS381_TEST_QUEUE %s BLS381_POOL_TEST_CHILD=%s %.150s '%s' pool_default__sized_by_bls381_threads",
                 cases[i].env, cases[i].name, emu ? emu : "", exe);
        FILE *f = popen(cmd, "r");
        REQUIRE(f != NULL);
        while (fgets(line, sizeof line, f)) memcpy(last, line, sizeof last);
        int rc = pclose(f);
        if (rc != 0 || strcmp(last, "1 passed, 0 failed\n") != 0)
            test_failf(__FILE__, __LINE__, "child case %s: status %d, last line %s", cases[i].name,
                       rc, last);
    }
}

/* ------------------------------------------------------------------------
 * OS randomness. */

TEST(rand_os_random__fills_exactly_n_bytes_that_differ)
{
    uint8_t a[64], b[64], zero[64] = { 0 };
    REQUIRE(bls381_os_random(a, sizeof a) == BLS381_OK);
    REQUIRE(bls381_os_random(b, sizeof b) == BLS381_OK);
    CHECK(memcmp(a, zero, sizeof a) != 0);
    CHECK(memcmp(b, zero, sizeof b) != 0);
    CHECK(memcmp(a, b, sizeof a) != 0);

    /* exactly n bytes written, at an odd address */
    uint8_t g[40];
    memset(g, 0xa5, sizeof g);
    REQUIRE(bls381_os_random(g + 3, 33) == BLS381_OK);
    CHECK(g[0] == 0xa5 && g[1] == 0xa5 && g[2] == 0xa5);
    for (size_t i = 36; i < sizeof g; i++) CHECK_LOOP(g[i] == 0xa5);

    CHECK(bls381_os_random(NULL, 0) == BLS381_OK);
    CHECK(bls381_os_random(a, 0) == BLS381_OK);
    CHECK(bls381_os_random(NULL, 1) == BLS381_ERR_BADARGS);
}

TEST(rand_os_random__large_buffer_covers_every_byte_value)
{
    /* 1 MiB: every byte value shows up (missing one by chance has
     * probability below 256 * (255/256)^(2^20)). Also checks the 64 KiB
     * blocks all differ, i.e. the source does not repeat itself. */
    size_t n = 1u << 20;
    uint8_t *buf = malloc(n);
    REQUIRE(buf != NULL);
    REQUIRE(bls381_os_random(buf, n) == BLS381_OK);
    unsigned counts[256] = { 0 };
    for (size_t i = 0; i < n; i++) counts[buf[i]]++;
    for (int v = 0; v < 256; v++) CHECK_LOOP(counts[v] > 0);
    for (size_t k = 1; k < 16; k++) CHECK_LOOP(memcmp(buf, buf + k * 65536, 65536) != 0);
    free(buf);
}

/* ------------------------------------------------------------------------
 * fork(2) while the workers are busy (sys/pool_fork.c): two threads keep a
 * 3-thread pool and the default pool running short calls (their locks
 * taken and released all the time) while this thread forks 100 times
 * (scaled by BLS381_TEST_SCALE). Each
 * child, under a 20 s alarm, uses both pools (forked: on its one thread)
 * and the library (a KZG commitment on the default pool, every 10th
 * child), destroys the pool and exits 0 when every result is right; a
 * lock left held at the fork would hang it until the alarm kills it. */

struct fork_load {
    bls381_pool *pool;
    atomic_int stop;
    atomic_uint bad;
};

static void *fork_load_main(void *arg)
{
    struct fork_load *l = arg;
    for (unsigned i = 0; !atomic_load(&l->stop); i++)
        atomic_fetch_add(&l->bad, checked_sum(i % 2 ? l->pool : bls381_pool_default(), 64 + i % 64, 1, false));
    return NULL;
}

static int fork_child(bls381_pool *pool, const Blob *blob, const KZGCommitment *want, bool commit)
{
    alarm(20);
    unsigned bad = checked_sum(pool, 5000, 3, true) + checked_sum(bls381_pool_default(), 5000, 3, true) + run_nested(pool);
    if (commit) {
        KZGCommitment c;
        bad += blob_to_kzg_commitment(&c, blob, bls381_kzg_mainnet_settings()) != C_KZG_OK ||
               memcmp(&c, want, sizeof c) != 0;
    }
    unsigned long live = bls381_pool_live_workers(), workers = bls381_pool_threads(pool) - 1;
    bls381_pool_destroy(pool); /* frees it, joining nothing: its workers are not in the child */
    bad += bls381_pool_live_workers() != live - workers;
    return bad ? 1 : 0;
}

TEST(pool_fork__children_use_the_pools_and_library_while_parent_workers_are_busy)
{
    Blob *blob = malloc(sizeof *blob);
    REQUIRE(blob != NULL);
    test_rand_bytes(blob->bytes, sizeof blob->bytes);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) blob->bytes[32 * i] &= 0x3f;
    KZGCommitment want;
    REQUIRE(blob_to_kzg_commitment(&want, blob, bls381_kzg_mainnet_settings()) == C_KZG_OK);
    struct fork_load l = { .pool = NULL };
    REQUIRE(bls381_pool_create(&l.pool, 3, NULL) == BLS381_OK);
    (void)bls381_pool_default(); /* created before the forks: a child starts no thread */
    pthread_t t[2];
    for (int i = 0; i < 2; i++) REQUIRE(pthread_create(&t[i], NULL, fork_load_main, &l) == 0);
    unsigned failed = 0;
    int forks = (int)test_iters(100);
    for (int k = 0; k < forks; k++) {
        fflush(NULL);
        pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) _exit(fork_child(l.pool, blob, &want, k % 10 == 0));
        int status = 0;
        REQUIRE(waitpid(pid, &status, 0) == pid);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            failed++;
            test_failf(__FILE__, __LINE__, "child %d: %s %d", k, WIFEXITED(status) ? "exit" : "signal",
                       WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
        }
    }
    atomic_store(&l.stop, 1);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    CHECK(failed == 0);
    CHECK(atomic_load(&l.bad) == 0);
    CHECK(checked_sum(l.pool, 20000, 5, true) == 0); /* the parent's pool still works */
    bls381_pool_destroy(l.pool);
    free(blob);
}
