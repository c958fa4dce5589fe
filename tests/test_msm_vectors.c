/* G2 MSM against double-and-add, and both G1 and G2 MSMs against the
 * zkcrypto vectors (record i is [i]G): sum_i [k_i][i]G = record(sum k_i i). */
#include "harness.h"
#include "bls381_msm.h"
#include "curve/g1_xyzz.h"
#include "curve/g2_xyzz.h"
#include "field/field.h"
#include "tools/common/file.h"

#include <stdlib.h>

static const uint8_t *record(const char *file, size_t size, size_t i)
{
    static char *data[4];
    static const char *names[4];
    for (int k = 0; k < 4; k++) {
        if (names[k] && !strcmp(names[k], file)) return (const uint8_t *)data[k] + i * size;
        if (!names[k]) {
            size_t len;
            data[k] = read_file(test_data_path(file), &len);
            if (!data[k] || len != 1000 * size) return NULL;
            names[k] = file;
            return (const uint8_t *)data[k] + i * size;
        }
    }
    return NULL;
}

/* uncompressed records, flags clear except for infinity (record 0) */
static bool g1_record(bls381_g1_affine *p, size_t i)
{
    const uint8_t *r = record("vectors/zcash/g1_uncompressed_valid_test_vectors.dat", 96, i);
    return r && bls381_fp_from_bytes(&p->x, r) == BLS381_OK && bls381_fp_from_bytes(&p->y, r + 48) == BLS381_OK;
}

static bool g2_record(bls381_g2_affine *p, size_t i)
{
    const uint8_t *r = record("vectors/zcash/g2_uncompressed_valid_test_vectors.dat", 192, i);
    return r && bls381_fp_from_bytes(&p->x.c1, r) == BLS381_OK && bls381_fp_from_bytes(&p->x.c0, r + 48) == BLS381_OK &&
           bls381_fp_from_bytes(&p->y.c1, r + 96) == BLS381_OK && bls381_fp_from_bytes(&p->y.c0, r + 144) == BLS381_OK;
}

TEST(g1_msm__matches_zcash_multiples_of_the_generator)
{
    /* points [1]G..[20]G, small scalars with sum k_i * i < 1000 */
    bls381_g1_affine pts[20], got, want;
    bls381_fr sc[20];
    size_t total = 0;
    for (size_t i = 0; i < 20; i++) {
        REQUIRE(g1_record(&pts[i], i + 1));
        uint64_t k = test_rand64() % 5;
        total += k * (i + 1);
        bls381_fr_from_u64(&sc[i], k);
    }
    REQUIRE(total < 1000);
    REQUIRE(g1_record(&want, total));
    size_t size = bls381_g1_msm_scratch_size(20, 1);
    void *scratch = malloc(size);
    REQUIRE(scratch != NULL);
    REQUIRE(bls381_g1_msm_vartime(&got, pts, sc, 20, scratch, size, NULL) == BLS381_OK);
    free(scratch);
    CHECK(bls381_fp_eq(&got.x, &want.x) && bls381_fp_eq(&got.y, &want.y));
}

TEST(g2_msm__matches_zcash_multiples_and_double_and_add)
{
    bls381_g2_affine pts[20], got, want;
    bls381_fr sc[20];
    size_t total = 0;
    for (size_t i = 0; i < 20; i++) {
        REQUIRE(g2_record(&pts[i], i + 1));
        uint64_t k = test_rand64() % 5;
        total += k * (i + 1);
        bls381_fr_from_u64(&sc[i], k);
    }
    REQUIRE(total < 1000);
    REQUIRE(g2_record(&want, total));
    size_t sz = bls381_g2_msm_scratch_size(20, 1);
    void *scratch = malloc(sz);
    REQUIRE(scratch != NULL);
    REQUIRE(bls381_g2_msm_vartime(&got, pts, sc, 20, scratch, sz, NULL) == BLS381_OK);
    CHECK(bls381_fp2_eq(&got.x, &want.x) && bls381_fp2_eq(&got.y, &want.y));
    free(scratch);

    /* full-size random scalars against double-and-add, with infinity and a
     * zero scalar mixed in, on 1 and 3 threads */
    enum { N = 70 };
    bls381_g2_affine q[N];
    bls381_fr k[N];
    bls381_g2_xyzz acc;
    bls381_g2_xyzz_set_inf(&acc);
    for (size_t i = 0; i < N; i++) {
        REQUIRE(g2_record(&q[i], 1 + (test_rand64() % 999)));
        uint8_t b[64];
        test_rand_bytes(b, sizeof b);
        bls381_fr_from_bytes_wide(&k[i], b);
    }
    bls381_fp2_set_zero(&q[4].x); bls381_fp2_set_zero(&q[4].y);
    bls381_fr_set_zero(&k[9]);
    q[11] = q[10];
    for (size_t i = 0; i < N; i++) {
        if (i == 4) continue;
        uint64_t l[4];
        bls381_fr_to_limbs(l, &k[i]);
        bls381_g2_xyzz t;
        bls381_g2_xyzz_set_inf(&t);
        for (int b = 255; b >= 0; b--) {
            bls381_g2_xyzz_dbl_vartime(&t, &t);
            if ((l[b / 64] >> (b % 64)) & 1) bls381_g2_xyzz_add_affine_vartime(&t, &t, &q[i]);
        }
        bls381_g2_xyzz_add_vartime(&acc, &acc, &t);
    }
    bls381_g2_xyzz_to_affine_vartime(&want, &acc);
    for (unsigned threads = 1; threads <= 3; threads += 2) {
        bls381_pool *pool = NULL;
        if (threads > 1) REQUIRE(bls381_pool_create(&pool, threads, NULL) == BLS381_OK);
        sz = bls381_g2_msm_scratch_size(N, bls381_pool_threads(pool));
        scratch = malloc(sz);
        REQUIRE(scratch != NULL);
        CHECK(bls381_g2_msm_vartime(&got, q, k, N, scratch, sz, pool) == BLS381_OK);
        CHECK(bls381_fp2_eq(&got.x, &want.x) && bls381_fp2_eq(&got.y, &want.y));
        CHECK(bls381_g2_msm_vartime(&got, q, k, N, scratch, sz - 200, pool) == BLS381_ERR_BADARGS);
        free(scratch);
        bls381_pool_destroy(pool);
    }
}
