/* sys/size.h: the saturating byte counts and the one scratch-acceptance
 * rule every caller-scratch function applies (sig/batch.c, kzg/eip4844_*,
 * kzg/eip7594_*). */
#include "harness.h"
#include "sys/size.h"

TEST(size__saturating_helpers_stay_at_size_max)
{
    CHECK(bls381_size_add(SIZE_MAX - 1, 1) == SIZE_MAX);
    CHECK(bls381_size_add(SIZE_MAX - 1, 2) == SIZE_MAX);
    CHECK(bls381_size_add(3, 4) == 7);
    CHECK(bls381_size_mul(SIZE_MAX / 2 + 1, 2) == SIZE_MAX);
    CHECK(bls381_size_mul(SIZE_MAX, 0) == 0);
    CHECK(bls381_size_mul(6, 7) == 42);
    CHECK(bls381_size_align64(1) == 64 && bls381_size_align64(64) == 64 && bls381_size_align64(65) == 128);
    CHECK(bls381_size_align64(SIZE_MAX - 10) == SIZE_MAX);
}

TEST(size__scratch_ok_one_rule_for_every_need)
{
    static uint64_t block[8];
    uint8_t *b = (uint8_t *)block;
    /* a usable need: the block present, 8-byte aligned, large enough */
    CHECK(bls381_scratch_ok(b, 64, 64));
    CHECK(bls381_scratch_ok(b, 64, 1));
    CHECK(!bls381_scratch_ok(b, 63, 64));
    CHECK(!bls381_scratch_ok(NULL, 64, 64));
    CHECK(!bls381_scratch_ok(b + 4, 56, 8));
    CHECK(bls381_scratch_ok(b + 8, 56, 8));
    /* need 0 (refused arguments) and SIZE_MAX (past the address space)
     * accept nothing, nor are they sizes to allocate */
    CHECK(!bls381_scratch_ok(b, 64, 0));
    CHECK(!bls381_scratch_ok(b, SIZE_MAX, SIZE_MAX));
    CHECK(!bls381_scratch_need_ok(0) && !bls381_scratch_need_ok(SIZE_MAX) && bls381_scratch_need_ok(1));
}
