/*
 * The bad-input contract (DESIGN.md, "Contracts"), shared by the
 * tests/test_contract_*.c files, one per layer (test_contract_kzg.c has the
 * KZG API): every public function validates what it is given, returns the
 * documented status and writes nothing on failure, never aborts, never reads
 * out of bounds. Each test walks one header's functions through a table of
 * malformed inputs -- NULL where not allowed, n = 0, huge n, mismatched
 * lengths, every invalid encoding class (flags, x >= p, off the curve,
 * outside the subgroup, non-canonical scalars) -- with every output filled
 * with a pattern first and compared after. Run under ASan+UBSan and
 * valgrind by make test, where an out-of-bounds read fails the run.
 *
 * tests/contract_coverage.sh checks that every BLS381_API function (and
 * every function of the c-kzg API) is named in one of those files. The
 * arithmetic functions returning void, bool or int on typed values (field,
 * tower, curve group law, pairing) take no NULL pointer: a documented
 * precondition (SECURITY.md, "Validated at the boundary") that they do not check; they are
 * named in the PRECONDITION list at the end of their layer's file, and
 * their out-of-range inputs (n = 0, points off the curve or outside the
 * subgroup) are walked there.
 */
#ifndef BLS381_TESTS_CONTRACT_H
#define BLS381_TESTS_CONTRACT_H

#include "harness.h"
#include "curve_util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bls381.h"
#include "bls381_msm.h"

#define PAT 0xa5
#define FILL(x) memset(&(x), PAT, sizeof(x))
#define UNTOUCHED(x) untouched(&(x), sizeof(x))
#define HUGE_N (SIZE_MAX / 2 + 1)

static inline bool untouched(const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i] != PAT) return false;
    return true;
}

/* st is the status, want the documented one; the output must be intact */
#define EXPECT_FAIL(st, want, out) \
    do { \
        bls381_status st_ = (st); \
        if (st_ != (want)) \
            test_failf(__FILE__, __LINE__, "%s: got %s, want %s", #st, bls381_status_str(st_), \
                       bls381_status_str(want)); \
        else if (!UNTOUCHED(out)) \
            test_failf(__FILE__, __LINE__, "%s: output written on error", #st); \
    } while (0)


/* A verifier on bad input: status st, *ok false (it was set true first). */
#define EXPECT_VERDICT(st, want_status) \
    do { \
        ok = true; \
        bls381_status st_ = (st); \
        if (st_ != (want_status)) \
            test_failf(__FILE__, __LINE__, "%s: got %s, want %s", #st, bls381_status_str(st_), \
                       bls381_status_str(want_status)); \
        CHECK(!ok); \
    } while (0)

/* p and r, big-endian */
static const uint8_t P_BE[48] = {
    0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b, 0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7,
    0x64, 0x77, 0x4b, 0x84, 0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0, 0xf6, 0x24,
    0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff, 0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab,
};
static const uint8_t R_BE[32] = {
    0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
    0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01,
};

/* One malformed encoding of a G1 or G2 point and the status its checked
 * decoder must give (the unchecked decoder gives the same, except OK for a
 * point outside the subgroup). */
typedef struct {
    const char *what;
    uint8_t b[192];
    bls381_status want;
} bad_point;

enum { NBAD = 10 };

/* compressed (48 or 96 bytes) and uncompressed (96 or 192) bad encodings
 * of G1 and G2 points (tests/contract_points.c) */
void contract_bad_g1(bad_point c[NBAD], bad_point u[NBAD]);
void contract_bad_g2(bad_point c[NBAD], bad_point u[NBAD]);

#endif
