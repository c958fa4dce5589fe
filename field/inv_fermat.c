/*
 * Inversion by Fermat's little theorem: 1/a = a^(m-2) mod m (0 maps to 0).
 * The exponent is public and fixed, so the square-and-multiply pattern does
 * not depend on a: constant time. The baseline the GCD methods are measured
 * against.
 */
#include "field/field.h"

static const uint64_t p_minus_2[6] = {
    0xb9feffffffffaaa9ULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,
    0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL,
};
static const uint64_t r_minus_2[4] = {
    0xfffffffeffffffffULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL,
};

void bls381_fp_inv_fermat(bls381_fp *r, const bls381_fp *a)
{
    bls381_fp_pow_fixed(r, a, p_minus_2, 6);
}

void bls381_fr_inv_fermat(bls381_fr *r, const bls381_fr *a)
{
    bls381_fr_pow_vartime(r, a, r_minus_2, 4);
}
