/*
 * bls381 — random bytes from the operating system.
 *
 * Public data only: the argument is a length (the bytes written are
 * secret; how long the call takes depends on the operating system only).
 */
#ifndef BLS381_RAND_H
#define BLS381_RAND_H

#include "bls381_common.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Fills buf[0..n) with bytes from the kernel's cryptographic random source:
 * getrandom(2) (blocking only until the kernel's pool is first seeded);
 * when the build has no getrandom or the call fails (an old kernel, a
 * seccomp filter), /dev/urandom, opened without following a symlink and
 * used only if it is a character device. Interrupted and short reads are
 * retried until n bytes are written.
 *   buf  out: n random bytes. May be NULL when n is 0.
 * Returns BLS381_OK; BLS381_ERR_BADARGS when buf is NULL and n > 0;
 * BLS381_ERR_RNG when both sources fail, in which case buf is overwritten
 * with zeros so that no partly random buffer is left behind (check the
 * status: zeros are not random). Thread safe; allocates nothing.
 */
BLS381_API BLS381_MUST_CHECK bls381_status bls381_os_random(void *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
