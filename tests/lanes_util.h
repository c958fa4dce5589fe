/* Helpers shared by the tests of the eight-lane engine's users. */
#ifndef BLS381_TESTS_LANES_UTIL_H
#define BLS381_TESTS_LANES_UTIL_H

/* The lane engines to compare (bls381_lanes_kind): off, the model, and
 * IFMA where the CPU has it; returns how many. Leaves the choice to the
 * CPU and the environment (bls381_fp_x8_select(-1)). */
int lanes_engines(int kinds[3]);

#endif
