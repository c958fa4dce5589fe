/* Benchmark inputs: distinct subgroup points [i+1]*B for a fixed B. */
#ifndef BLS381_BENCH_POINTS_H
#define BLS381_BENCH_POINTS_H

#include "bls381_curve.h"

void bench_g1_points(bls381_g1_affine *pts, size_t n);
void bench_g2_points(bls381_g2_affine *pts, size_t n);
void bench_fr_scalars(bls381_fr *sc, size_t n);

#endif
