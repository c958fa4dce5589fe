/*
 * Random bytes from the kernel: getrandom(2) where the build has it (Linux,
 * glibc >= 2.25 or musl), else /dev/urandom. getrandom with no flags blocks
 * only until the kernel's generator is first seeded, then never; reads of
 * up to 256 bytes are not interrupted, longer ones may return short or fail
 * with EINTR, so both are retried.
 */
#define _GNU_SOURCE
#include "bls381_rand.h"
#include "sys/ct.h"

#include <errno.h>

#if defined(__linux__) && defined(__has_include)
#  if __has_include(<sys/random.h>)
#    define RAND_HAVE_GETRANDOM 1
#  endif
#endif

#ifdef RAND_HAVE_GETRANDOM
#include <sys/random.h>

static bool fill(unsigned char *p, size_t n)
{
    while (n > 0) {
        ssize_t got = getrandom(p, n, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        p += got;
        n -= (size_t)got;
    }
    return true;
}

#else
#include <fcntl.h>
#include <unistd.h>

static bool fill(unsigned char *p, size_t n)
{
    int fd;
    do fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC); while (fd < 0 && errno == EINTR);
    if (fd < 0) return false;
    while (n > 0) {
        ssize_t got = read(fd, p, n);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        p += got;
        n -= (size_t)got;
    }
    close(fd);
    return n == 0;
}
#endif

bls381_status bls381_os_random(void *buf, size_t n)
{
    if (n == 0) return BLS381_OK;
    if (!buf) return BLS381_ERR_BADARGS;
    if (fill(buf, n)) return BLS381_OK;
    bls381_secure_zero(buf, n);
    return BLS381_ERR_RNG;
}
