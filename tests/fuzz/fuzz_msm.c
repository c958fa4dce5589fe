/* Differential: G1 MSM (every algorithm, automatic or fuzzed window; over
 * fixed-base tables too) and G2 MSM against the naive sum of single variable-time multiplications, for
 * n <= 24 points of the subgroup with infinity, duplicates and negations
 * mixed in (the cases of c-kzg-4844 PR #600), scalars 0, 1, r - 1 or fuzzed.
 * A window the automatic scratch size does not cover may be refused with
 * BLS381_ERR_BADARGS, then it runs again with scratch to spare. */
#include "fuzz.h"
#include "bls381.h"
#include "bls381_msm.h"

#define MAXN 24

static void scalar_in(fuzz_in *in, bls381_fr *k)
{
    uint8_t b[32];
    uint8_t m = fuzz_u8(in);
    switch (m % 8) {
    case 0: bls381_fr_set_zero(k); return;
    case 1: bls381_fr_set_one(k); return;
    case 2: bls381_fr_set_one(k); bls381_fr_neg(k, k); return;
    case 3: bls381_fr_from_u64(k, fuzz_u8(in)); return;
    default: {
        uint8_t w[64] = { 0 };
        fuzz_bytes(in, b, 32);
        memcpy(w + 32, b, 32);
        bls381_fr_from_bytes_wide(k, w);
        return;
    }
    }
}

/* all auto, the naive reference and the bench's published variants
 * (include/bls381_msm.h) */
static const bls381_msm_config published[6] = {
    { BLS381_MSM_BUCKETS_AUTO, BLS381_MSM_SPLIT_AUTO, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_XYZZ, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_PURE },
    { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_BATCH_AFFINE, BLS381_MSM_SPLIT_GLV, 0, BLS381_MSM_CROWDED_HYBRID },
    { BLS381_MSM_BUCKETS_JACOBIAN, BLS381_MSM_SPLIT_NONE, 0, BLS381_MSM_CROWDED_PURE },
};

/* a published variant at the window: the default scratch size first,
 * then a large one for a non-default window */
static bool msm_g1(bls381_g1_affine *out, const bls381_g1_affine *p, const bls381_fr *k, size_t n,
                   const bls381_msm_config *variant, unsigned window)
{
    bls381_msm_config cfg = *variant;
    cfg.window_bits = window;
    size_t need = bls381_g1_msm_scratch_size(n, 1);
    void *scratch = malloc(need ? need : 1);
    bls381_status s = bls381_g1_msm_vartime_config(out, p, k, n, scratch, need, NULL, &cfg);
    free(scratch);
    if (s == BLS381_ERR_BADARGS && window != 0) {
        need = (size_t)1 << 24;
        scratch = malloc(need);
        s = bls381_g1_msm_vartime_config(out, p, k, n, scratch, need, NULL, &cfg);
        free(scratch);
    }
    return s == BLS381_OK;
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t head = fuzz_u8(&in);
    size_t n = fuzz_u8(&in) % (MAXN + 1);
    bool g2 = head & 1;
    bls381_fr k[MAXN], t;
    if (!g2) {
        bls381_g1_affine p[MAXN], out;
        bls381_g1 gen, acc, q, sum;
        bls381_g1_generator(&gen);
        bls381_g1_set_infinity(&sum);
        for (size_t i = 0; i < n; i++) {
            uint8_t m = fuzz_u8(&in);
            if (m % 6 == 0) memset(&p[i], 0, sizeof p[i]);                       /* infinity */
            else if (m % 6 == 1 && i > 0) p[i] = p[i - 1];                        /* duplicate */
            else if (m % 6 == 2 && i > 0) bls381_g1_affine_neg(&p[i], &p[i - 1]); /* negation */
            else { scalar_in(&in, &t); bls381_g1_mul_vartime(&acc, &gen, &t); bls381_g1_to_affine(&p[i], &acc); }
            scalar_in(&in, &k[i]);
            bls381_g1_from_affine(&q, &p[i]);
            bls381_g1_mul_vartime(&q, &q, &k[i]);
            bls381_g1_add(&sum, &sum, &q);
        }
        bls381_g1_affine want;
        bls381_g1_to_affine(&want, &sum);
        const bls381_msm_config *algo = &published[(head >> 1) % 6];
        uint8_t wsel = fuzz_u8(&in);
        unsigned window = wsel % 4 == 0 ? 2 + wsel / 4 % 15 : 0;
        FUZZ_ASSERT(msm_g1(&out, p, k, n, algo, window));
        FUZZ_ASSERT(bls381_g1_affine_eq(&out, &want));
        size_t need = bls381_g1_msm_scratch_size(n, 1);
        void *scratch = malloc(need ? need : 1);
        FUZZ_ASSERT(bls381_g1_msm_vartime(&out, p, k, n, scratch, need, NULL) == BLS381_OK);
        free(scratch);
        FUZZ_ASSERT(bls381_g1_affine_eq(&out, &want));
        /* a fuzzed point of the four variant axes (the sorted engine
         * without the split is refused) */
        uint8_t vsel = fuzz_u8(&in);
        bls381_msm_config cfg = { (bls381_msm_buckets)(vsel % 6), (bls381_msm_split)(vsel / 6 % 3), window,
                                  (bls381_msm_crowded)(vsel / 18 % 2) };
        need = bls381_g1_msm_config_scratch_size(n, 1, &cfg);
        if (cfg.buckets == BLS381_MSM_BUCKETS_SORTED && cfg.split == BLS381_MSM_SPLIT_NONE) {
            FUZZ_ASSERT(need == 0);
        } else {
            scratch = malloc(need);
            FUZZ_ASSERT(scratch);
            FUZZ_ASSERT(bls381_g1_msm_vartime_config(&out, p, k, n, scratch, need, NULL, &cfg) == BLS381_OK);
            FUZZ_ASSERT(bls381_g1_affine_eq(&out, &want));
            free(scratch);
        }
        /* over a fixed-base table of the same points (automatic or fuzzed window) */
        unsigned fw = wsel % 4 == 1 ? 2 + wsel / 4 % 15 : 0;
        size_t tsz = bls381_g1_fixed_table_size(n, fw);
        if (tsz > 0 && tsz < ((size_t)1 << 26)) {
            uint64_t *table = malloc(tsz);
            FUZZ_ASSERT(table);
            FUZZ_ASSERT(bls381_g1_fixed_table_build(table, tsz, p, n, fw, NULL) == BLS381_OK);
            size_t fs = bls381_g1_msm_fixed_scratch_size(table, 1);
            void *fsc = malloc(fs ? fs : 1);
            FUZZ_ASSERT(fsc);
            FUZZ_ASSERT(bls381_g1_msm_fixed_vartime(&out, table, k, n, fsc, fs, NULL) == BLS381_OK);
            FUZZ_ASSERT(bls381_g1_affine_eq(&out, &want));
            free(fsc);
            free(table);
        }
    } else {
        bls381_g2_affine p[MAXN], out;
        bls381_g2 gen, acc, q, sum;
        bls381_g2_generator(&gen);
        bls381_g2_set_infinity(&sum);
        n = n % 9;
        for (size_t i = 0; i < n; i++) {
            uint8_t m = fuzz_u8(&in);
            if (m % 6 == 0) memset(&p[i], 0, sizeof p[i]);
            else if (m % 6 == 1 && i > 0) p[i] = p[i - 1];
            else if (m % 6 == 2 && i > 0) bls381_g2_affine_neg(&p[i], &p[i - 1]);
            else { scalar_in(&in, &t); bls381_g2_mul_vartime(&acc, &gen, &t); bls381_g2_to_affine(&p[i], &acc); }
            scalar_in(&in, &k[i]);
            bls381_g2_from_affine(&q, &p[i]);
            bls381_g2_mul_vartime(&q, &q, &k[i]);
            bls381_g2_add(&sum, &sum, &q);
        }
        bls381_g2_affine want;
        bls381_g2_to_affine(&want, &sum);
        size_t need = bls381_g2_msm_scratch_size(n, 1);
        void *scratch = malloc(need ? need : 1);
        FUZZ_ASSERT(bls381_g2_msm_vartime(&out, p, k, n, scratch, need, NULL) == BLS381_OK);
        free(scratch);
        FUZZ_ASSERT(bls381_g2_affine_eq(&out, &want));
    }
    return 0;
}
