/* The bad-input contract of bls381_msm.h (tests/contract.h). */
#include "contract.h"

TEST(contract_msm__null_scratch_windows_and_huge_n)
{
    bls381_g1_affine p1[2], o1;
    bls381_g2_affine p2[2], o2;
    bls381_fr k[2];
    bls381_g1_affine_generator(&p1[0]);
    bls381_g2_affine_generator(&p2[0]);
    p1[1] = p1[0];
    p2[1] = p2[0];
    bls381_fr_set_one(&k[0]);
    k[1] = k[0];
    size_t n1 = bls381_g1_msm_scratch_size(2, 1), n2 = bls381_g2_msm_scratch_size(2, 1);
    void *s1 = malloc(n1 ? n1 : 1), *s2 = malloc(n2 ? n2 : 1);
    REQUIRE(s1 && s2);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, NULL, k, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, NULL, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    EXPECT_FAIL(bls381_g1_msm_vartime(NULL, p1, k, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    if (n1 > 0) {
        FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, k, 2, s1, 1, NULL), BLS381_ERR_BADARGS, o1);
        FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, k, 2, NULL, n1, NULL), BLS381_ERR_BADARGS, o1);
    }
    CHECK(bls381_g1_msm_scratch_size(HUGE_N, 1) == SIZE_MAX);
    CHECK(bls381_g2_msm_scratch_size(HUGE_N, 1) == SIZE_MAX);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime(&o1, p1, k, HUGE_N, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    /* the config API: out-of-range axes, the sorted engine without its
     * split, short scratch, NULL pointers, huge n */
    static const bls381_msm_config bad[] = {
        { (bls381_msm_buckets)9, 0, 0, 0 }, { 0, (bls381_msm_split)9, 0, 0 }, { 0, 0, 1, 0 }, { 0, 0, 17, 0 },
        { BLS381_MSM_BUCKETS_NAIVE, 0, 1, 0 }, { BLS381_MSM_BUCKETS_NAIVE, 0, 17, 0 },
        { BLS381_MSM_BUCKETS_NAIVE, (bls381_msm_split)9, 0, 0 }, { BLS381_MSM_BUCKETS_NAIVE + 1, 0, 0, 0 },
        { 0, 0, 0, (bls381_msm_crowded)9 }, { BLS381_MSM_BUCKETS_SORTED, BLS381_MSM_SPLIT_NONE, 0, 0 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_LOOP(bls381_g1_msm_config_scratch_size(2, 1, &bad[i]) == 0);
        FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, 2, s1, n1, NULL, &bad[i]), BLS381_ERR_BADARGS, o1);
    }
    static const bls381_msm_config sorted = { BLS381_MSM_BUCKETS_SORTED, 0, 0, 0 };
    size_t ns = bls381_g1_msm_config_scratch_size(2, 1, &sorted);
    void *ss = malloc(ns);
    REQUIRE(ss != NULL);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, 2, ss, ns - 1, NULL, &sorted), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, 2, NULL, ns, NULL, &sorted), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, NULL, k, 2, ss, ns, NULL, &sorted), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, NULL, 2, ss, ns, NULL, NULL), BLS381_ERR_BADARGS, o1);
    EXPECT_FAIL(bls381_g1_msm_vartime_config(NULL, p1, k, 2, ss, ns, NULL, NULL), BLS381_ERR_BADARGS, o1);
    CHECK(bls381_g1_msm_config_scratch_size(HUGE_N, 1, NULL) == SIZE_MAX);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_vartime_config(&o1, p1, k, HUGE_N, ss, ns, NULL, NULL), BLS381_ERR_BADARGS, o1);
    CHECK(bls381_g1_msm_vartime_config(&o1, p1, k, 2, ss, ns, NULL, &sorted) == BLS381_OK);
    free(ss);
    FILL(o2); EXPECT_FAIL(bls381_g2_msm_vartime(&o2, NULL, k, 2, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    FILL(o2); EXPECT_FAIL(bls381_g2_msm_vartime(&o2, p2, NULL, 2, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    FILL(o2); EXPECT_FAIL(bls381_g2_msm_vartime(&o2, p2, k, HUGE_N, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    EXPECT_FAIL(bls381_g2_msm_vartime(NULL, p2, k, 2, s2, n2, NULL), BLS381_ERR_BADARGS, o2);
    /* fixed-base tables: a bad window, a short or misaligned table, NULL
     * points; an MSM on something that is not a table, the wrong n, short
     * scratch */
    CHECK(bls381_g1_fixed_table_size(2, 1) == 0 || bls381_g1_fixed_table_size(2, 1) == SIZE_MAX);
    size_t tsz = bls381_g1_fixed_table_size(2, 0);
    REQUIRE(tsz > 0 && tsz < SIZE_MAX);
    uint64_t *table = malloc(tsz + 8);
    REQUIRE(table);
    memset(table, PAT, tsz + 8);
    CHECK(bls381_g1_fixed_table_build(table, tsz, p1, 2, 1, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(table, tsz, p1, 2, 17, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(table, tsz - 1, p1, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build((uint8_t *)table + 1, tsz, p1, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(table, tsz, NULL, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(bls381_g1_fixed_table_build(NULL, tsz, p1, 2, 0, NULL) == BLS381_ERR_BADARGS);
    CHECK(untouched(table, tsz + 8));
    CHECK(bls381_g1_fixed_table_size(HUGE_N, 0) == SIZE_MAX);
    CHECK(bls381_g1_msm_fixed_scratch_size(table, 1) == 0);          /* not a table */
    CHECK(bls381_g1_msm_fixed_scratch_size(NULL, 1) == 0);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, 2, s1, n1, NULL), BLS381_ERR_BADARGS, o1);
    REQUIRE(bls381_g1_fixed_table_build(table, tsz, p1, 2, 0, NULL) == BLS381_OK);
    size_t fs = bls381_g1_msm_fixed_scratch_size(table, 1);
    void *fsc = malloc(fs);
    REQUIRE(fs > 0 && fsc);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, 1, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, HUGE_N, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, k, 2, fsc, 1, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, table, NULL, 2, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    FILL(o1); EXPECT_FAIL(bls381_g1_msm_fixed_vartime(&o1, NULL, k, 2, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    EXPECT_FAIL(bls381_g1_msm_fixed_vartime(NULL, table, k, 2, fsc, fs, NULL), BLS381_ERR_BADARGS, o1);
    bls381_g1_affine o3;                                   /* and a good call agrees with the plain MSM */
    CHECK(bls381_g1_msm_fixed_vartime(&o1, table, k, 2, fsc, fs, NULL) == BLS381_OK);
    CHECK(bls381_g1_msm_vartime(&o3, p1, k, 2, s1, n1, NULL) == BLS381_OK && bls381_g1_affine_eq(&o1, &o3));
    free(fsc);
    free(table);

    /* n = 0: infinity, with NULL arrays */
    CHECK(bls381_g1_msm_vartime(&o1, NULL, NULL, 0, NULL, 0, NULL) == BLS381_OK && bls381_g1_affine_is_infinity(&o1));
    CHECK(bls381_g2_msm_vartime(&o2, NULL, NULL, 0, NULL, 0, NULL) == BLS381_OK && bls381_g2_affine_is_infinity(&o2));
    free(s1);
    free(s2);
}
