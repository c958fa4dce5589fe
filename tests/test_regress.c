/*
 * Regression tests for what the sanitizers and the fuzzers found (see
 * tests/fuzz/RESULTS.md). Each test replays the input that exposed the
 * problem; under the ASan+UBSan build of `make test` the old code trapped.
 */
#include "harness.h"

#include "field/i128.h"

/* UBSan, the whole unit suite (inv_fp_variants__agree_on_edge_inputs): the
 * signed-by-unsigned product accumulation subtracted b*2^64 in signed
 * 128-bit arithmetic, and the intermediate difference left the signed range
 * although the final sum fits. a = -2^62, b = 2^63: the unsigned product is
 * 3*2^125, b*2^64 reads as -2^127 once signed. */
TEST(i128_accum_mul_su__intermediate_outside_the_signed_range)
{
    bls381_i128 r;
    bls381_i128_from_i64(&r, 0);
    bls381_i128_accum_mul_su(&r, -(INT64_C(1) << 62), UINT64_C(1) << 63);
    /* -2^125: the low word 0, the high word -2^61 */
    CHECK(bls381_i128_lo(&r) == 0);
    bls381_i128_rshift64(&r);
    CHECK(bls381_i128_lo_signed(&r) == -(INT64_C(1) << 61));

    /* the reported operands: the largest low limb of p times a negative word */
    bls381_i128_from_i64(&r, 5);
    bls381_i128_accum_mul_su(&r, -3, UINT64_C(0xb9feffffffffaaab));
    bls381_i128 s;
    bls381_i128_from_i64(&s, 5);
    for (int i = 0; i < 3; i++) bls381_i128_add(&s, -(int64_t)(UINT64_C(0xb9feffffffffaaab) >> 1));
    for (int i = 0; i < 3; i++) bls381_i128_add(&s, -(int64_t)(UINT64_C(0xb9feffffffffaaab) - (UINT64_C(0xb9feffffffffaaab) >> 1)));
    CHECK(bls381_i128_lo(&r) == bls381_i128_lo(&s));
    bls381_i128_rshift64(&r);
    bls381_i128_rshift64(&s);
    CHECK(bls381_i128_lo(&r) == bls381_i128_lo(&s));
}
