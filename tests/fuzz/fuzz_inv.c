/* Differential: every constant-time inversion (the default, Bernstein-Yang
 * safegcd, Pornin's, Fermat) against the variable-time one, in Fp, Fr and
 * Fp2, and batch inversion against one at a time; a * a^-1 = 1 for a != 0,
 * and 0 maps to 0. Inputs are fuzzed limbs reduced below the modulus, so the
 * fuzzer reaches 0, 1, p - 1 and the values near p that steer the
 * approximations of Pornin's method. */
#include "fuzz.h"
#include "bls381.h"
#include "field/field.h"

#define SAME(x, y) FUZZ_ASSERT(!memcmp(&(x), &(y), sizeof(x)))

static void fp_in(fuzz_in *in, bls381_fp *a)
{
    uint64_t l[6];
    for (int i = 0; i < 6; i++) l[i] = fuzz_u64(in);
    if (bls381_fp_from_limbs(a, l) != BLS381_OK) {
        /* p - small or a value near p: subtract the input from p's limbs */
        for (int i = 0; i < 6; i++) l[i] = bls381_fp_modulus[i] - (i == 0 ? 1 + (l[0] & 0xffff) : 0);
        FUZZ_ASSERT(bls381_fp_from_limbs(a, l) == BLS381_OK);
    }
}

static void fr_in(fuzz_in *in, bls381_fr *a)
{
    uint64_t l[4];
    for (int i = 0; i < 4; i++) l[i] = fuzz_u64(in);
    if (bls381_fr_from_limbs(a, l) != BLS381_OK) {
        for (int i = 0; i < 4; i++) l[i] = bls381_fr_modulus[i] - (i == 0 ? 1 + (l[0] & 0xffff) : 0);
        FUZZ_ASSERT(bls381_fr_from_limbs(a, l) == BLS381_OK);
    }
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    bls381_fp a[4], v, r, one_p, scratch[4], batch[4];
    bls381_fr x[4], w, s, one_r, fscratch[4], fbatch[4];
    bls381_fp_set_one(&one_p);
    bls381_fr_set_one(&one_r);
    for (int i = 0; i < 4; i++) fp_in(&in, &a[i]);
    for (int i = 0; i < 4; i++) fr_in(&in, &x[i]);

    bls381_fp_batch_inv(batch, a, 4, scratch);
    for (int i = 0; i < 4; i++) {
        bls381_fp_inv_vartime(&v, &a[i]);
        bls381_fp_inv(&r, &a[i]); SAME(r, v);
        bls381_fp_inv_bernstein_yang(&r, &a[i]); SAME(r, v);
        bls381_fp_inv_by_fused(&r, &a[i]); SAME(r, v);
        bls381_fp_inv_pornin(&r, &a[i]); SAME(r, v);
        bls381_fp_inv_fermat(&r, &a[i]); SAME(r, v);
        SAME(batch[i], v);
        bls381_fp_mul(&r, &r, &a[i]);
        FUZZ_ASSERT(bls381_fp_is_zero(&a[i]) ? bls381_fp_is_zero(&v) : bls381_fp_eq(&r, &one_p));
    }
    bls381_fr_batch_inv(fbatch, x, 4, fscratch);
    for (int i = 0; i < 4; i++) {
        bls381_fr_inv_vartime(&w, &x[i]);
        bls381_fr_inv(&s, &x[i]); SAME(s, w);
        bls381_fr_inv_bernstein_yang(&s, &x[i]); SAME(s, w);
        bls381_fr_inv_by_fused(&s, &x[i]); SAME(s, w);
        bls381_fr_inv_pornin(&s, &x[i]); SAME(s, w);
        bls381_fr_inv_fermat(&s, &x[i]); SAME(s, w);
        SAME(fbatch[i], w);
        bls381_fr_mul(&s, &s, &x[i]);
        FUZZ_ASSERT(bls381_fr_is_zero(&x[i]) ? bls381_fr_is_zero(&w) : bls381_fr_eq(&s, &one_r));
    }
    bls381_fp2 u = { a[0], a[1] }, u1, u2;
    bls381_fp2_inv(&u1, &u);
    bls381_fp2_inv_vartime(&u2, &u);
    SAME(u1, u2);
    return 0;
}
