/* The bad-input contract of bls381_pool.h, bls381_rand.h and bls381_common.h
 * (tests/contract.h). */
#include "contract.h"

static void count_range(void *ctx, size_t begin, size_t end, unsigned slot)
{
    (void)ctx; (void)begin; (void)end; (void)slot;
    CHECK(false);                      /* n = 0: never called */
}

TEST(contract_pool_random_status__bad_arguments)
{
    bls381_pool *pool;
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, BLS381_POOL_MAX_THREADS + 1, NULL), BLS381_ERR_BADARGS, pool);
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, UINT32_MAX, NULL), BLS381_ERR_BADARGS, pool);
    EXPECT_FAIL(bls381_pool_create(NULL, 2, NULL), BLS381_ERR_BADARGS, pool);
    const int bad_cpu[1] = { BLS381_POOL_MAX_CPUS };
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, 2, bad_cpu), BLS381_ERR_BADARGS, pool);
    const int neg_cpu[1] = { -2 };
    FILL(pool); EXPECT_FAIL(bls381_pool_create(&pool, 2, neg_cpu), BLS381_ERR_BADARGS, pool);
    /* NULL pools: one thread, calls run on the caller, destroy does nothing */
    CHECK(bls381_pool_threads(NULL) == 1);
    bls381_pool_destroy(NULL);
    bls381_pool_parallel_for(NULL, 0, 1, count_range, NULL);
    bls381_pool_parallel_for(NULL, 5, 1, NULL, NULL);
    bls381_pool_fork_join(NULL, NULL, 0);
    bls381_pool *def = bls381_pool_default();
    CHECK((def != NULL) == (bls381_pool_default_status() == BLS381_OK));
    bls381_pool_parallel_for(def, 0, 0, count_range, NULL);

    uint8_t buf[16];
    CHECK(bls381_os_random(NULL, 0) == BLS381_OK);
    CHECK(bls381_os_random(NULL, 1) == BLS381_ERR_BADARGS);
    CHECK(bls381_os_random(buf, sizeof buf) == BLS381_OK);

    /* every status and values outside the enum have a name */
    for (int s = 0; s <= 64; s++) CHECK_LOOP(bls381_status_str((bls381_status)s) != NULL);
    CHECK(bls381_status_str((bls381_status)-1) != NULL);

    /* the run-time path switch: idempotent, the answer follows it */
    bool was = bls381_asm_active();
    bls381_lanes_kind lanes = bls381_lanes_engine();
    CHECK(lanes >= BLS381_LANES_OFF && lanes <= BLS381_LANES_IFMA_FAILED);
    bls381_force_portable(true);
    CHECK(!bls381_asm_active());
    /* the lane engine's IFMA back end goes off with the assembly */
    CHECK(bls381_lanes_engine() != BLS381_LANES_IFMA);
    bls381_force_portable(!was);
    CHECK(bls381_asm_active() == was);
    CHECK(bls381_lanes_engine() == lanes);
}
