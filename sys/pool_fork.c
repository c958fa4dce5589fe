/*
 * The pools across fork(2). The child of a fork has one thread, the one
 * that called fork: a pool's workers are not there, and a lock another
 * thread held at that moment would stay held for ever. Every pool with
 * workers is linked here (sys/pool.h); the pthread_atfork handlers are:
 * prepare takes the list's lock, then every pool's lock (so no thread is
 * inside one); the parent releases them all; the child marks every pool
 * forked and releases them all. A forked pool runs every parallel call on
 * its caller and is freed by destroy without joining anything.
 */
#define _POSIX_C_SOURCE 200809L
#include "sys/pool.h"

#ifndef BLS381_NO_THREADS

static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static bls381_pool_fork_link *list;
static pthread_once_t handlers_once = PTHREAD_ONCE_INIT;
static bool handlers_ok;

static void prepare(void)
{
    pthread_mutex_lock(&list_lock);
    for (bls381_pool_fork_link *l = list; l; l = l->next) pthread_mutex_lock(l->lock);
}

static void release(bool child)
{
    for (bls381_pool_fork_link *l = list; l; l = l->next) {
        if (child) l->forked = true; /* only this thread runs in the child */
        pthread_mutex_unlock(l->lock);
    }
    pthread_mutex_unlock(&list_lock);
}

static void in_parent(void) { release(false); }
static void in_child(void) { release(true); }

static void install(void) { handlers_ok = pthread_atfork(prepare, in_parent, in_child) == 0; }

bls381_status bls381_pool_fork_register(bls381_pool_fork_link *l, pthread_mutex_t *lock)
{
    pthread_once(&handlers_once, install);
    if (!handlers_ok) return BLS381_ERR_THREADS;
    l->lock = lock;
    l->forked = false;
    l->prev = NULL;
    pthread_mutex_lock(&list_lock);
    l->next = list;
    if (list) list->prev = l;
    list = l;
    pthread_mutex_unlock(&list_lock);
    return BLS381_OK;
}

void bls381_pool_fork_unregister(bls381_pool_fork_link *l)
{
    pthread_mutex_lock(&list_lock);
    if (l->prev) l->prev->next = l->next;
    else list = l->next;
    if (l->next) l->next->prev = l->prev;
    pthread_mutex_unlock(&list_lock);
}

#else
typedef int bls381_pool_fork_none; /* no threads: nothing to do at a fork */
#endif
