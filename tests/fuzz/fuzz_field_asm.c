/* Differential: the assembly field kernels (asm/, MULX/ADCX/ADOX) against
 * their portable C twins on the same inputs, bit for bit: Fp mul/sqr (inputs
 * below 2p, as the contract allows), add/sub/neg/dbl, the wide product and
 * the Montgomery reduction, Fp2 mul/sqr, Fr mul/sqr/add/sub, Pornin's inner
 * loop (any a, an odd b), the variable-time divstep batch; then the same
 * public operations on the two run-time paths (bls381_force_portable),
 * inversion and sqrt included. On a CPU without BMI2/ADX, or a build without
 * assembly, the first part has nothing to compare and is skipped. */
#include "fuzz.h"
#include "bls381.h"
#include "field/field.h"
#include "field/field_asm.h"
#include "field/tower.h"

static void fp_in(fuzz_in *in, bls381_fp *a, bool below_2p)
{
    for (int i = 0; i < 6; i++) a->l[i] = fuzz_u64(in);
    /* below p (top limb below p's), or below 2p (top limb below 2p's) */
    uint64_t top = below_2p ? 2 * bls381_fp_modulus[5] : bls381_fp_modulus[5];
    a->l[5] %= top;
}

static void fr_in(fuzz_in *in, bls381_fr *a)
{
    for (int i = 0; i < 4; i++) a->l[i] = fuzz_u64(in);
    a->l[3] %= bls381_fr_modulus[3];
}

#define SAME(x, y) FUZZ_ASSERT(!memcmp(&(x), &(y), sizeof(x)))

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t mode = fuzz_u8(&in);
    bls381_fp a, b;
    bls381_fr x, y;
    bls381_fp2 u, v;
    fp_in(&in, &a, mode & 1);
    fp_in(&in, &b, mode & 2);
    fp_in(&in, &u.c0, false); fp_in(&in, &u.c1, false);
    fp_in(&in, &v.c0, false); fp_in(&in, &v.c1, false);
    fr_in(&in, &x);
    fr_in(&in, &y);
#if BLS381_HAVE_ASM
    if (bls381_cpu_has_bmi2_adx()) {
        uint64_t t1[12], t2[12];
        bls381_fp r1, r2;
        bls381_fr s1, s2;
        bls381_fp2 w1, w2;
        bls381_fp_mul_mulx(&r1, &a, &b); bls381_fp_mul_portable(&r2, &a, &b); SAME(r1, r2);
        bls381_fp_sqr_mulx(&r1, &a); bls381_fp_sqr_portable(&r2, &a); SAME(r1, r2);
        bls381_fp_mul_wide_mulx(t1, &a, &b); bls381_fp_mul_wide_portable(t2, &a, &b); SAME(t1, t2);
        if (!(mode & 3)) { /* a, b < p: t < p^2 < p 2^384 */
            bls381_fp_redc_mulx(&r1, t1); bls381_fp_redc_portable(&r2, t1); SAME(r1, r2);
        }
        fp_in(&in, &a, false);
        fp_in(&in, &b, false);
        bls381_fp_add_asm(&r1, &a, &b); bls381_fp_add_portable(&r2, &a, &b); SAME(r1, r2);
        bls381_fp_sub_asm(&r1, &a, &b); bls381_fp_sub_portable(&r2, &a, &b); SAME(r1, r2);
        bls381_fp_neg_asm(&r1, &a); bls381_fp_neg_portable(&r2, &a); SAME(r1, r2);
        bls381_fp_dbl_asm(&r1, &a); bls381_fp_dbl_portable(&r2, &a); SAME(r1, r2);
        bls381_fp2_mul_mulx(&w1, &u, &v); bls381_fp2_mul_lazy(&w2, &u, &v); SAME(w1, w2);
        bls381_fp2_mul_plain(&w2, &u, &v); SAME(w1, w2);
        bls381_fp2_sqr_mulx(&w1, &u); bls381_fp2_sqr_plain(&w2, &u); SAME(w1, w2);
        bls381_fr_mul_mulx(&s1, &x, &y); bls381_fr_mul_portable(&s2, &x, &y); SAME(s1, s2);
        bls381_fr_sqr_mulx(&s1, &x); bls381_fr_sqr_portable(&s2, &x); SAME(s1, s2);
        bls381_fr_add_asm(&s1, &x, &y); bls381_fr_add_portable(&s2, &x, &y); SAME(s1, s2);
        bls381_fr_sub_asm(&s1, &x, &y); bls381_fr_sub_portable(&s2, &x, &y); SAME(s1, s2);
        uint64_t wa = fuzz_u64(&in), wb = fuzz_u64(&in) | 1;     /* Pornin: b odd */
        int64_t fg1[4], fg2[4];
        bls381_pornin_inner31_asm(wa, wb, fg1); bls381_pornin_inner31_portable(wa, wb, fg2);
        SAME(fg1, fg2);
        /* the variable-time divstep batch: f odd, |eta| < 2^30 */
        uint64_t df = fuzz_u64(&in) | 1, dg = fuzz_u64(&in);
        int64_t eta = (int64_t)(fuzz_u64(&in) % (1ULL << 30)) - (1LL << 29), m1[4], m2[4];
        if (mode & 4) eta = eta % 200;
        FUZZ_ASSERT(bls381_by_divsteps62_var_asm(eta, df, dg, m1) ==
                    bls381_by_divsteps62_var_portable(eta, df, dg, m2));
        SAME(m1, m2);
    }
#endif
    /* the public operations on both paths */
    fp_in(&in, &a, false);
    fp_in(&in, &b, false);
    bls381_fp res[2][7];
    bls381_fp2 res2[2][3];
    bls381_fr resr[2][3];
    bool sq[2][2];
    memset(res, 0xa5, sizeof res);     /* a failed sqrt leaves its output as it was */
    memset(res2, 0xa5, sizeof res2);
    for (int path = 0; path < 2; path++) {
        bls381_force_portable(path == 1);
        bls381_fp_mul(&res[path][0], &a, &b);
        bls381_fp_sqr(&res[path][1], &a);
        bls381_fp_sub(&res[path][2], &a, &b);
        bls381_fp_inv(&res[path][3], &a);
        sq[path][0] = bls381_fp_sqrt(&res[path][4], &a);
        bls381_fp_add(&res[path][5], &a, &b);
        bls381_fp_inv_vartime(&res[path][6], &a);
        bls381_fp2_mul(&res2[path][0], &u, &v);
        bls381_fp2_inv(&res2[path][1], &u);
        sq[path][1] = bls381_fp2_sqrt(&res2[path][2], &u);
        bls381_fr_mul(&resr[path][0], &x, &y);
        bls381_fr_inv(&resr[path][1], &x);
        bls381_fr_inv_vartime(&resr[path][2], &x);
    }
    bls381_force_portable(false);
    FUZZ_ASSERT(!memcmp(res[0], res[1], sizeof res[0]));
    FUZZ_ASSERT(!memcmp(res2[0], res2[1], sizeof res2[0]));
    FUZZ_ASSERT(!memcmp(resr[0], resr[1], sizeof resr[0]));
    FUZZ_ASSERT(sq[0][0] == sq[1][0] && sq[0][1] == sq[1][1]);
    return 0;
}
