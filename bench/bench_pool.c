/* Pool benchmarks, on a pool of --threads N threads:
 *   pool_latency_solo        a short parallel call (64 items of 32 Fp
 *                            multiplications, 4 items per piece) on an idle
 *                            pool;
 *   pool_latency_contended   the same call while another thread keeps a long
 *                            job (one ~20 ms piece per pool thread, over and
 *                            over) running on the same pool: the caller does
 *                            its own pieces, so this stays near the serial
 *                            time instead of waiting for the long job;
 *   pool_parallel_for_overhead  a parallel-for of one empty piece per thread:
 *                            the cost of handing out and joining a job. */
#include "bench.h"
#include "field/field.h"
#include "bls381_pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

enum { SHORT_ITEMS = 64, SHORT_CHUNK = 4, SHORT_MULS = 32, LONG_MULS = 400000 };

struct mul_ctx {
    bls381_fp c;
    size_t muls;
    bls381_fp out[SHORT_ITEMS];
};

static void mul_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    struct mul_ctx *m = ctx;
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        bls381_fp y;
        bls381_fp_from_u64(&y, i + 2);
        for (size_t k = 0; k < m->muls; k++) bls381_fp_mul(&y, &y, &m->c);
        if (i < SHORT_ITEMS) m->out[i] = y;
    }
}

struct short_call {
    bls381_pool *pool;
    struct mul_ctx m;
};

static void b_short_call(void *ctx, uint64_t iters)
{
    struct short_call *s = ctx;
    for (uint64_t i = 0; i < iters; i++)
        bls381_pool_parallel_for(s->pool, SHORT_ITEMS, SHORT_CHUNK, mul_piece, &s->m);
    bench_sink(s->m.out, sizeof s->m.out);
}

static void empty_piece(void *ctx, size_t begin, size_t end, unsigned slot)
{
    (void)ctx;
    (void)begin;
    (void)end;
    (void)slot;
}

static void b_overhead(void *ctx, uint64_t iters)
{
    bls381_pool *pool = ctx;
    size_t n = bls381_pool_threads(pool);
    for (uint64_t i = 0; i < iters; i++) bls381_pool_parallel_for(pool, n, 1, empty_piece, NULL);
}

struct background {
    bls381_pool *pool;
    atomic_int stop;
    atomic_ulong jobs;
    struct mul_ctx m;
};

static void *background_main(void *arg)
{
    struct background *bg = arg;
    size_t pieces = bls381_pool_threads(bg->pool);
    while (!atomic_load(&bg->stop)) {
        bls381_pool_parallel_for(bg->pool, pieces, 1, mul_piece, &bg->m);
        atomic_fetch_add(&bg->jobs, 1);
    }
    return NULL;
}

BENCH_GROUP(pool)
{
    if (!bench_wanted("pool_latency_solo") && !bench_wanted("pool_latency_contended") &&
        !bench_wanted("pool_parallel_for_overhead"))
        return;
    bls381_pool *pool;
    if (bls381_pool_create(&pool, (unsigned)bench_threads(), NULL) != BLS381_OK) {
        fprintf(stderr, "bench pool: cannot create a pool of %d threads\n", bench_threads());
        return;
    }
    static struct short_call s;
    s.pool = pool;
    s.m.muls = SHORT_MULS;
    bls381_fp_from_u64(&s.m.c, 0x5eed);

    bench_run("pool_latency_solo", b_short_call, &s);

    if (bench_wanted("pool_latency_contended")) {
        static struct background bg;
        bg.pool = pool;
        atomic_store(&bg.stop, 0);
        bg.m.muls = LONG_MULS;
        bls381_fp_from_u64(&bg.m.c, 0xb16);
        pthread_t th;
        if (pthread_create(&th, NULL, background_main, &bg) == 0) {
            /* let the long job occupy the pool before timing */
            while (atomic_load(&bg.jobs) == 0) b_short_call(&s, 1);
            bench_run("pool_latency_contended", b_short_call, &s);
            atomic_store(&bg.stop, 1);
            pthread_join(th, NULL);
        }
    }

    bench_run("pool_parallel_for_overhead", b_overhead, pool);
    bls381_pool_destroy(pool);
}
