/*
 * The default pool: created on first use, once per process, sized by
 * BLS381_THREADS or the online CPU count. A failure leaves it NULL (every
 * parallel function then runs on its caller) and is kept as a status.
 */
#define _POSIX_C_SOURCE 200809L
#include "sys/pool.h"

#include <stdlib.h>

#ifdef BLS381_NO_THREADS

bls381_pool *bls381_pool_default(void)
{
    bls381_pool *p = NULL;
    if (bls381_pool_create_default(&p, 1) != BLS381_OK) return NULL;
    return p;
}

bls381_status bls381_pool_default_status(void)
{
    return BLS381_OK;
}

#else

#include <pthread.h>

static pthread_once_t default_once = PTHREAD_ONCE_INIT;
static bls381_pool *default_pool;
static bls381_status default_status;

/* Decimal 1..BLS381_POOL_MAX_THREADS, digits only; false otherwise. */
static bool parse_threads(const char *s, unsigned *out)
{
    unsigned v = 0;
    if (*s == '\0') return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return false;
        v = v * 10 + (unsigned)(*s - '0');
        if (v > BLS381_POOL_MAX_THREADS) return false;
    }
    if (v == 0) return false;
    *out = v;
    return true;
}

static void create_default(void)
{
    const char *env = getenv("BLS381_THREADS");
    unsigned n = 0; /* 0: online CPUs */
    if (env && *env && !parse_threads(env, &n)) {
        default_status = BLS381_ERR_BADARGS;
        return;
    }
    bls381_pool *p = NULL;
    default_status = bls381_pool_create_default(&p, n);
    if (default_status == BLS381_OK) default_pool = p;
}

bls381_pool *bls381_pool_default(void)
{
    pthread_once(&default_once, create_default);
    return default_pool;
}

bls381_status bls381_pool_default_status(void)
{
    pthread_once(&default_once, create_default);
    return default_status;
}

#endif
