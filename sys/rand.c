/*
 * Random bytes from the kernel: getrandom(2) where the build has it (Linux,
 * glibc >= 2.25 or musl), then /dev/urandom when getrandom is missing or
 * refused (ENOSYS on an old kernel, EPERM or another error under a seccomp
 * filter), then BLS381_ERR_RNG. getrandom with no flags blocks only until
 * the kernel's generator is first seeded, then never; reads of up to 256
 * bytes are not interrupted, longer ones may return short or fail with
 * EINTR, so both are retried. /dev/urandom is opened with O_NOFOLLOW and
 * O_CLOEXEC and must be a character device (fstat): a symlink or a regular
 * file planted there is not taken for the kernel's source.
 */
#define _GNU_SOURCE
#include "bls381_rand.h"
#include "sys/ct.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__linux__) && defined(__has_include)
#  if __has_include(<sys/random.h>)
#    define RAND_HAVE_GETRANDOM 1
#    include <sys/random.h>
#  endif
#endif

#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif

/* every byte from getrandom; false at its first failure (other than EINTR)
 * with p[0..n) partly written, or when the build has no getrandom */
static bool from_getrandom(unsigned char *p, size_t n)
{
#ifdef RAND_HAVE_GETRANDOM
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
#else
    (void)p;
    (void)n;
    return false;
#endif
}

static bool from_urandom(unsigned char *p, size_t n)
{
    int fd;
    do fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC | O_NOFOLLOW); while (fd < 0 && errno == EINTR);
    if (fd < 0) return false;
    struct stat st;
    bool device = fstat(fd, &st) == 0 && S_ISCHR(st.st_mode); /* else not the kernel's source */
    while (device && n > 0) {
        ssize_t got = read(fd, p, n);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        p += got;
        n -= (size_t)got;
    }
    close(fd);
    return device && n == 0;
}

bls381_status bls381_os_random(void *buf, size_t n)
{
    if (n == 0) return BLS381_OK;
    if (!buf) return BLS381_ERR_BADARGS;
    if (from_getrandom(buf, n) || from_urandom(buf, n)) return BLS381_OK;
    bls381_secure_zero(buf, n);
    return BLS381_ERR_RNG;
}
