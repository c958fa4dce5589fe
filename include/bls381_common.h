/*
 * bls381 — common definitions of the public API: status codes and the
 * export macro. See bls381.h for the whole API.
 *
 * Public data only: bls381_status_str takes a status code.
 */
#ifndef BLS381_COMMON_H
#define BLS381_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's version, the same as its pkg-config version (bls381.pc;
 * tests/install.sh checks they agree). The minor number moves with every
 * change of the API while the major is 0:
 *   0.2.0  one MSM selection API: bls381_g1_msm_vartime_config, the naive
 *          reference as BLS381_MSM_BUCKETS_NAIVE, the crowded-window
 *          policy BLS381_MSM_CROWDED_HYBRID (was _AUTO) or _PURE;
 *          bls381_g1_msm_vartime_with and bls381_msm_algo removed.
 *   0.1.0  the first installable release. */
#define BLS381_VERSION_MAJOR 0
#define BLS381_VERSION_MINOR 2
#define BLS381_VERSION_PATCH 0
#define BLS381_VERSION_STRING "0.2.0"

#if defined(__GNUC__) || defined(__clang__)
#  define BLS381_API __attribute__((visibility("default")))
#  define BLS381_MUST_CHECK __attribute__((warn_unused_result))
#else
#  define BLS381_API
#  define BLS381_MUST_CHECK
#endif

/* Status of every fallible call. Outputs are written only on BLS381_OK. A
 * verdict (does the signature verify?) is not a status: verifiers return
 * BLS381_OK and set `bool *ok`; a status says the input was malformed. */
typedef enum {
    BLS381_OK = 0,
    BLS381_ERR_BADARGS = 1,          /* NULL where not allowed, bad length or count */
    BLS381_ERR_ENCODING = 2,         /* non-canonical: a value >= the modulus, bad hex */
    BLS381_ERR_FLAGS = 3,            /* bad compression / infinity / sign flag bits */
    BLS381_ERR_NOT_ON_CURVE = 4,     /* point not on the curve (or x has no y) */
    BLS381_ERR_NOT_IN_SUBGROUP = 5,  /* point outside the prime-order subgroup */
    BLS381_ERR_INFINITY = 6,         /* point at infinity where it is not allowed */
    BLS381_ERR_BAD_SCALAR = 7,       /* scalar out of range (e.g. secret key 0 or >= r) */
    BLS381_ERR_RNG = 8,              /* the OS random source failed */
    BLS381_ERR_MALLOC = 9,           /* allocation failed */
    BLS381_ERR_THREADS = 10,         /* a thread could not be created */
    BLS381_ERR_NOT_SQUARE = 11,      /* no square root exists */
    BLS381_ERR_PADDING = 12          /* nonzero padding: the top 16 bytes of an
                                      * EIP-2537 64-byte field element */
} bls381_status;

/* A static string naming the status ("BLS381_ERR_FLAGS: ..."). */
BLS381_API const char *bls381_status_str(bls381_status s);

#ifdef __cplusplus
}
#endif
#endif
