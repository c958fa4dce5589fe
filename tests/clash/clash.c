/*
 * A program that defines, for its own use, the names another BLS12-381 or
 * KZG library might leave unprefixed (fr_mul, blst_fp_mul, g1_mul, sha256,
 * fft, pool_create, ...), links statically against libbls381.a and uses
 * both. It shows that:
 * - the link succeeds (the library defines none of these names: a member
 *   that did would give a multiple-definition error once pulled in);
 * - the library never calls into the program's functions (an unprefixed
 *   internal reference would bind to them): their call counter stays 0
 *   while bls381 runs, and bls381 still gives the right answers;
 * - the program's own definitions are the ones it gets.
 * Only public headers are used. Run by `make test`; exit status 0 and the
 * last line "clash: ok" when all holds.
 */
#include "bls381.h"
#include "bls381_msm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int own_calls;  /* calls into the program's own functions */
static int failures;

#define EXPECT(cond) \
    do { if (!(cond)) { fprintf(stderr, "clash.c:%d: %s\n", __LINE__, #cond); failures++; } } while (0)

/* The program's own functions: each counts the call and returns its
 * argument plus a tag, so the program can tell they are the ones it got. */
#define OWN_FUNCTIONS(X) \
    X(fr_mul, 1) X(fr_add, 2) X(fr_inv, 3) X(fp_add, 4) X(fp_mul, 5) X(fp_sqr, 6) X(fp_inv, 7) \
    X(fp_sqrt, 8) X(fp2_mul, 9) X(blst_fp_mul, 10) X(blst_p1_mult, 11) X(g1_mul, 12) X(g1_add, 13) \
    X(g1_dbl, 14) X(g2_mul, 15) X(msm, 16) X(pippenger, 17) X(g1_lincomb_fast, 18) X(sha256, 19) \
    X(sha256_update, 20) X(hmac_sha256, 21) X(expand_message_xmd, 22) X(hash_to_field, 23) \
    X(hash_to_curve, 24) X(map_to_curve, 25) X(fft, 26) X(ifft, 27) X(fft_fr, 28) X(bit_reverse, 29) \
    X(pool_create, 30) X(pool_destroy, 31) X(parallel_for, 32) X(secure_zero, 33) X(os_random, 34) \
    X(miller_loop, 35) X(final_exp, 36) X(pairing, 37) X(mont_mul, 38) X(mul64, 39) X(adc, 40) \
    X(sbb, 41) X(status_str, 42) X(cpu_has_adx, 43) X(recode, 44) X(ct_is_zero, 45) X(fr_from_bytes, 46)

#define DECLARE(name, tag) long name(long x);
#define DEFINE(name, tag) long name(long x) { own_calls++; return x + (tag); }
OWN_FUNCTIONS(DECLARE)
OWN_FUNCTIONS(DEFINE)

/* and some data names */
const unsigned long long modulus[6] = { 1, 2, 3, 4, 5, 6 };
const unsigned char generator[4] = { 9, 9, 9, 9 };
unsigned long default_pool = 77;
unsigned long live_workers = 88;

/* the G1 generator (the ZCash / IETF standard point) */
static const char GX[] = "17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb";
static const char GY[] = "08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1";
/* r - 1 */
static const char R_MINUS_1[] = "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000000";

static void unhex(uint8_t *out, size_t n, const char *hex)
{
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1) v = 0;
        out[i] = (uint8_t)v;
    }
}

static void check_fields(void)
{
    bls381_fp a, b, c;
    uint8_t bytes[48], want[48] = { 0 };
    bls381_fp_from_u64(&a, 3);
    bls381_fp_from_u64(&b, 5);
    bls381_fp_mul(&c, &a, &b);
    bls381_fp_add(&c, &c, &a);
    bls381_fp_to_bytes(bytes, &c);
    want[47] = 18;
    EXPECT(memcmp(bytes, want, 48) == 0);
    bls381_fp_inv(&c, &a);
    bls381_fp_mul(&c, &c, &a);
    EXPECT(bls381_fp_is_one(&c));
    bls381_fp_from_u64(&a, 4);
    EXPECT(bls381_fp_sqrt(&b, &a));
    bls381_fp_sqr(&b, &b);
    EXPECT(bls381_fp_eq(&a, &b));

    bls381_fr x, y;
    uint8_t fr_bytes[32], fr_want[32];
    bls381_fr_set_one(&x);
    bls381_fr_neg(&y, &x);
    bls381_fr_to_bytes(fr_bytes, &y);
    unhex(fr_want, 32, R_MINUS_1);
    EXPECT(memcmp(fr_bytes, fr_want, 32) == 0);
    bls381_fr_add(&y, &y, &x);
    EXPECT(bls381_fr_is_zero(&y));
    EXPECT(bls381_fr_from_bytes(&y, fr_want) == BLS381_OK);
    bls381_fr_mul(&y, &y, &y); /* (-1)^2 */
    EXPECT(bls381_fr_is_one(&y));
}

static void check_msm(void)
{
    bls381_g1_affine g, pts[2], got, want;
    uint8_t b[48], k[32];
    unhex(b, 48, GX);
    EXPECT(bls381_fp_from_bytes(&g.x, b) == BLS381_OK);
    unhex(b, 48, GY);
    EXPECT(bls381_fp_from_bytes(&g.y, b) == BLS381_OK);
    pts[0] = pts[1] = g;
    bls381_fr s[2], five;
    bls381_fr_from_u64(&s[0], 2);
    bls381_fr_from_u64(&s[1], 3);
    bls381_fr_from_u64(&five, 5);
    /* [2]G + [3]G by Pippenger on the default pool, [5]G by double-and-add */
    bls381_pool *pool = bls381_pool_default();
    size_t size = bls381_g1_msm_scratch_size(2, bls381_pool_threads(pool));
    void *scratch = malloc(size);
    EXPECT(scratch != NULL);
    EXPECT(bls381_g1_msm_vartime(&got, pts, s, 2, scratch, size, pool) == BLS381_OK);
    static const bls381_msm_config naive = { BLS381_MSM_BUCKETS_NAIVE, BLS381_MSM_SPLIT_AUTO, 0,
                                             BLS381_MSM_CROWDED_HYBRID };
    EXPECT(bls381_g1_msm_vartime_config(&want, &g, &five, 1, NULL, 0, NULL, &naive) == BLS381_OK);
    EXPECT(bls381_fp_eq(&got.x, &want.x) && bls381_fp_eq(&got.y, &want.y));
    EXPECT(!bls381_fp_eq(&got.x, &g.x));
    /* [r-1]G = -G */
    unhex(k, 32, R_MINUS_1);
    EXPECT(bls381_fr_from_bytes(&s[0], k) == BLS381_OK);
    EXPECT(bls381_g1_msm_vartime(&got, &g, s, 1, scratch, size, pool) == BLS381_OK);
    bls381_fp_neg(&want.y, &g.y);
    EXPECT(bls381_fp_eq(&got.x, &g.x) && bls381_fp_eq(&got.y, &want.y));
    free(scratch);
}

static void add_range(void *ctx, size_t begin, size_t end, unsigned slot)
{
    unsigned long long *sums = ctx;
    for (size_t i = begin; i < end; i++) sums[slot] += i;
}

static void check_pool_and_random(void)
{
    bls381_pool *pool;
    EXPECT(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    unsigned long long sums[3] = { 0 }, total = 0;
    bls381_pool_parallel_for(pool, 10000, 7, add_range, sums);
    for (int i = 0; i < 3; i++) total += sums[i];
    EXPECT(total == 10000ULL * 9999 / 2);
    bls381_pool_destroy(pool);

    uint8_t r[32], zero[32] = { 0 };
    EXPECT(bls381_os_random(r, sizeof r) == BLS381_OK);
    EXPECT(memcmp(r, zero, sizeof r) != 0);
    EXPECT(strncmp(bls381_status_str(BLS381_ERR_FLAGS), "BLS381_ERR_FLAGS", 16) == 0);
}

int main(void)
{
    check_fields();
    check_msm();
    check_pool_and_random();
    EXPECT(own_calls == 0); /* the library never reached the program's functions */

    /* the program's own definitions are what its names mean */
    EXPECT(fr_mul(100) == 101 && blst_fp_mul(100) == 110 && g1_mul(100) == 112);
    EXPECT(fp_add(100) == 104 && sha256(100) == 119 && hash_to_field(100) == 123);
    EXPECT(fft(100) == 126 && pool_create(100) == 130 && fr_from_bytes(100) == 146);
    EXPECT(own_calls == 9);
    EXPECT(modulus[5] == 6 && generator[0] == 9 && default_pool == 77 && live_workers == 88);

    if (failures) {
        printf("clash: %d failures\n", failures);
        return 1;
    }
    printf("clash: ok\n");
    return 0;
}
