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

#endif
