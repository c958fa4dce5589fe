/* Helpers shared by the tests of the eight-lane engine's users. */
#ifndef BLS381_TESTS_LANES_UTIL_H
#define BLS381_TESTS_LANES_UTIL_H

#include "bls381.h"

/* The lane engines to compare (bls381_lanes_kind): off, the model, and
 * IFMA where the CPU has it; returns how many. Leaves the choice to the
 * CPU and the environment (bls381_fp_x8_select(-1)). */
int lanes_engines(int kinds[3]);

/* An Fp element for a lane: an edge value (about one in three: 0, 1,
 * p - 1, p - 2, 1/R, 2^k - 1 for k at the radix-2^52 limb edges) or a
 * random one (cu_rand_fp). */
void lanes_pick_fp(bls381_fp *r);

/* 48 big-endian bytes of p + a small number (below 64) or of 2^384 - 1:
 * a coordinate no decoder may accept. */
void lanes_at_least_p(uint8_t out[48]);

/* A batch point decoder (curve/g1_decompress_x8.c, g2_decompress_x8.c)
 * and its one-point twin, through void pointers: encoded and decoded
 * sizes (at most 192 bytes), encode(out, kind) writes an encoding of one
 * of `kinds` (at most LANES_DECODER_KINDS) kinds: 0 a point of the
 * subgroup, 1 infinity, 2 and 3 points of the curve outside the subgroup
 * (LANES_DECODER_VALID kinds that decode), then invalid encodings. */
enum { LANES_DECODER_VALID = 4, LANES_DECODER_KINDS = 12, LANES_DECODER_MAX_N = 40 };
typedef struct {
    size_t in_bytes, out_bytes;
    unsigned kinds;
    void (*encode)(uint8_t *out, unsigned kind);
    bls381_status (*one)(void *r, const uint8_t *in, bool subgroup);
    bls381_status (*batch)(void *r, const uint8_t *in, size_t n, bool subgroup, size_t *bad);
} lanes_decoder;

/* The batch decoder d against a loop over the one-point decoder stopping at
 * the first error (the same status, index and points), with and without
 * the subgroup check, with the engine off, on the model and on IFMA (where
 * the CPU has it): random batches of every size from 0 to max_n (at most
 * LANES_DECODER_MAX_N; every third at reduced scale) of valid points of the
 * four kinds (points outside the subgroup only in all-valid batches but
 * kind 3), with one or two invalid encodings inside. */
void lanes_check_decoder(const lanes_decoder *d, size_t max_n);

#endif
