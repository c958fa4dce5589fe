/*
 * The eight-lane field engine (field/fp_x8.h) on the portable model of the
 * lane operations (field/lanes_model.h): built on every target, it is what
 * BLS381_LANES=model runs and what the tests hold the IFMA back end to.
 */
#include "field/fp_x8.h"

#if BLS381_HAVE_LANE_MODEL
#include "field/lanes_model.h"

#define X8_ENGINE bls381_fp_x8_model
#define X8_NAME "model"
#define X8_UNROLL /* rolled loops: the model is for tests, its object stays small */
#include "field/fp_x8_engine.inc"
#else
typedef int bls381_fp_x8_model_unused; /* ISO C: a translation unit declares something */
#endif
