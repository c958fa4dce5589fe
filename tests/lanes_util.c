#include "lanes_util.h"

#include "bls381.h"
#include "field/fp_x8.h"

int lanes_engines(int kinds[3])
{
    int n = 0;
    kinds[n++] = BLS381_LANES_OFF;
    kinds[n++] = BLS381_LANES_MODEL;
    bls381_fp_x8_select(BLS381_LANES_IFMA);
    if (bls381_lanes_engine() == BLS381_LANES_IFMA) kinds[n++] = BLS381_LANES_IFMA;
    bls381_fp_x8_select(-1);
    return n;
}
