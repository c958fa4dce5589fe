#include "lanes_util.h"
#include "curve_util.h"
#include "harness.h"

#include "bls381.h"
#include "field/field.h"
#include "field/fp_x8.h"

#include <string.h>

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

/* 2^bits - 1 (bits < 384) as an Fp element (raw limbs; below p) */
static void fp_ones(bls381_fp *r, unsigned bits)
{
    memset(r, 0, sizeof *r);
    for (unsigned i = 0; i < 6; i++)
        r->l[i] = bits >= 64 * (i + 1) ? ~0ULL : bits > 64 * i ? (1ULL << (bits - 64 * i)) - 1 : 0;
}

void lanes_pick_fp(bls381_fp *r)
{
    static const unsigned ones[] = {1, 52, 104, 156, 208, 260, 312, 364, 380};
    unsigned e = (unsigned)(test_rand64() % 30);
    switch (e) {
    case 0: bls381_fp_set_zero(r); break;
    case 1: bls381_fp_set_one(r); break;
    case 2: case 3:
        memcpy(r->l, bls381_fp_modulus, sizeof r->l);
        r->l[0] -= e - 1; /* p - 1, p - 2 */
        break;
    case 4: memset(r, 0, sizeof *r); r->l[0] = 1; break; /* 1/R in Montgomery terms */
    case 5: case 6: case 7: case 8: case 9: case 10: case 11: case 12: case 13:
        fp_ones(r, ones[e - 5]);
        break;
    default: cu_rand_fp(r);
    }
}
