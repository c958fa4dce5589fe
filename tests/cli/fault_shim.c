/*
 * Faults for the bls381 program's tests (tests/cli/files.py), loaded with
 * LD_PRELOAD: the program itself has no test hook. BLS381_FAULT is a
 * comma-separated list of
 *   write=K fsync=K link=K rename=K create=K
 *       the K-th call (counted from 1) to write on a file (not standard
 *       output or error), fsync, linkat, renameat, or openat with O_CREAT
 *       fails: ENOSPC, EIO, EIO, EIO, ENOSPC;
 *   nosync      fsync succeeds without syncing (fast runs);
 *   getrandom   getrandom fails with ENOSYS (an old kernel);
 *   urandom     open("/dev/urandom") fails with EACCES;
 *   urandom=FILE  open("/dev/urandom") opens FILE instead.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/types.h>
#include <unistd.h>

enum { WRITE, FSYNC, LINK, RENAME, CREATE, NCALLS };
static const char *const names[NCALLS] = { "write", "fsync", "link", "rename", "create" };
static long fail_at[NCALLS], count[NCALLS];
static int nosync, no_getrandom, no_urandom;
static char urandom_file[256];

__attribute__((constructor)) static void configure(void)
{
    const char *env = getenv("BLS381_FAULT");
    while (env && *env) {
        size_t len = strcspn(env, ",");
        for (int i = 0; i < NCALLS; i++) {
            size_t n = strlen(names[i]);
            if (len > n && !strncmp(env, names[i], n) && env[n] == '=') fail_at[i] = atol(env + n + 1);
        }
        if (len == 6 && !strncmp(env, "nosync", 6)) nosync = 1;
        if (len == 9 && !strncmp(env, "getrandom", 9)) no_getrandom = 1;
        if (len == 7 && !strncmp(env, "urandom", 7)) no_urandom = 1;
        if (len > 8 && len - 8 < sizeof urandom_file && !strncmp(env, "urandom=", 8))
            memcpy(urandom_file, env + 8, len - 8);
        env += len + (env[len] == ',');
    }
}

/* the call fails this time */
static int hit(int call, int err)
{
    if (!fail_at[call] || ++count[call] != fail_at[call]) return 0;
    errno = err;
    return 1;
}

static void *next(const char *name) { return dlsym(RTLD_NEXT, name); }

ssize_t write(int fd, const void *p, size_t n)
{
    if (fd > 2 && hit(WRITE, ENOSPC)) return -1;
    return ((ssize_t(*)(int, const void *, size_t))next("write"))(fd, p, n);
}

int fsync(int fd)
{
    if (hit(FSYNC, EIO)) return -1;
    return nosync ? 0 : ((int (*)(int))next("fsync"))(fd);
}

int linkat(int a, const char *p, int b, const char *q, int flags)
{
    if (hit(LINK, EIO)) return -1;
    return ((int (*)(int, const char *, int, const char *, int))next("linkat"))(a, p, b, q, flags);
}

int renameat(int a, const char *p, int b, const char *q)
{
    if (hit(RENAME, EIO)) return -1;
    return ((int (*)(int, const char *, int, const char *))next("renameat"))(a, p, b, q);
}

int openat(int dir, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
    va_end(ap);
    if ((flags & O_CREAT) && hit(CREATE, ENOSPC)) return -1;
    return ((int (*)(int, const char *, int, ...))next("openat"))(dir, path, flags, mode);
}

int open(const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
    va_end(ap);
    if (!strcmp(path, "/dev/urandom") && no_urandom) {
        errno = EACCES;
        return -1;
    }
    if (!strcmp(path, "/dev/urandom") && urandom_file[0]) path = urandom_file;
    return ((int (*)(const char *, int, ...))next("open"))(path, flags, mode);
}

ssize_t getrandom(void *p, size_t n, unsigned flags)
{
    if (no_getrandom) {
        errno = ENOSYS;
        return -1;
    }
    return ((ssize_t(*)(void *, size_t, unsigned))next("getrandom"))(p, n, flags);
}
