/* The KZG layer's FFTs (kzg/fft.h): over Fr against the naive DFT, inverse
 * round trips, the coset transform against Horner, the roots of unity
 * against values computed independently (Python: pow(7, (r-1)/n, r)); over
 * G1 against the naive DFT. */
#include "curve_util.h"
#include "harness.h"
#include "kzg/fft.h"

#include <stdlib.h>

static void rand_fr(bls381_fr *r)
{
    uint8_t b[64];
    test_rand_bytes(b, sizeof b);
    bls381_fr_from_bytes_wide(r, b);
}

static bool fr_eq_hex(const bls381_fr *a, const char *hex)
{
    uint8_t want[32], got[32];
    if (!test_hex(want, 32, hex)) return false;
    bls381_fr_to_bytes(got, a);
    return memcmp(want, got, 32) == 0;
}

TEST(kzg_root_of_unity__matches_spec_values_and_order)
{
    bls381_fr w, t, minus_one;
    bls381_kzg_root_of_unity(&w, 4096);
    CHECK(fr_eq_hex(&w, "564c0a11a0f704f4fc3e8acfe0f8245f0ad1347b378fbf96e206da11a5d36306"));
    bls381_kzg_root_of_unity(&w, 8192);
    CHECK(fr_eq_hex(&w, "485d512737b1da3d2ccddea2972e89ed146b58bc434906ac6fdd00bfc78c8967"));
    /* order exactly 2^32: w^(2^31) = -1 */
    bls381_kzg_root_of_unity(&w, (uint64_t)1 << 32);
    t = w;
    for (int i = 0; i < 31; i++) bls381_fr_sqr(&t, &t);
    bls381_fr_set_one(&minus_one);
    bls381_fr_neg(&minus_one, &minus_one);
    CHECK(bls381_fr_eq(&t, &minus_one));
}

TEST(kzg_domain_init__rejects_bad_sizes)
{
    static bls381_kzg_domain d;
    CHECK(bls381_kzg_domain_init(&d, 0) == BLS381_ERR_BADARGS);
    CHECK(bls381_kzg_domain_init(&d, 1) == BLS381_ERR_BADARGS);
    CHECK(bls381_kzg_domain_init(&d, 96) == BLS381_ERR_BADARGS);
    CHECK(bls381_kzg_domain_init(&d, 2 * BLS381_KZG_DOMAIN_MAX) == BLS381_ERR_BADARGS);
    CHECK(bls381_kzg_domain_init(NULL, 8) == BLS381_ERR_BADARGS);
    REQUIRE(bls381_kzg_domain_init(&d, 8192) == BLS381_OK);
    CHECK(bls381_fr_is_one(&d.roots[8192]) && bls381_fr_is_one(&d.roots[0]));
    CHECK(!bls381_fr_is_one(&d.roots[4096]));
}

TEST(kzg_fft_fr__matches_naive_dft_at_every_size)
{
    static bls381_kzg_domain d;
    REQUIRE(bls381_kzg_domain_init(&d, 8192) == BLS381_OK);
    for (size_t n = 2; n <= 256; n *= 2) {
        bls381_fr in[256], out[256], back[256];
        for (size_t i = 0; i < n; i++) rand_fr(&in[i]);
        bls381_kzg_fft_fr(out, in, n, &d);
        for (size_t i = 0; i < n; i++) {
            bls381_fr acc, t;
            bls381_fr_set_zero(&acc);
            for (size_t j = 0; j < n; j++) {
                bls381_fr_mul(&t, &in[j], &d.roots[((i * j) % n) * (8192 / n)]);
                bls381_fr_add(&acc, &acc, &t);
            }
            CHECK_LOOP(bls381_fr_eq(&acc, &out[i]));
        }
        bls381_kzg_ifft_fr(back, out, n, &d);
        for (size_t i = 0; i < n; i++) CHECK_LOOP(bls381_fr_eq(&back[i], &in[i]));
    }
}

TEST(kzg_fft_fr__inverse_round_trip_in_place_8192)
{
    static bls381_kzg_domain d;
    REQUIRE(bls381_kzg_domain_init(&d, 8192) == BLS381_OK);
    bls381_fr *a = malloc(8192 * sizeof *a), *b = malloc(8192 * sizeof *b);
    REQUIRE(a && b);
    for (size_t i = 0; i < 8192; i++) rand_fr(&a[i]);
    memcpy(b, a, 8192 * sizeof *a);
    bls381_kzg_fft_fr(b, b, 8192, &d);
    bls381_kzg_ifft_fr(b, b, 8192, &d);
    CHECK(memcmp(a, b, 8192 * sizeof *a) == 0);
    /* a constant polynomial evaluates to itself everywhere */
    for (size_t i = 0; i < 8192; i++) bls381_fr_set_zero(&a[i]);
    bls381_fr_from_u64(&a[0], 5);
    bls381_kzg_fft_fr(b, a, 8192, &d);
    for (size_t i = 0; i < 8192; i++) CHECK_LOOP(bls381_fr_eq(&b[i], &a[0]));
    free(a);
    free(b);
}

TEST(kzg_bit_reverse__is_an_involution)
{
    CHECK(bls381_kzg_bit_reverse(1, 8) == 4 && bls381_kzg_bit_reverse(3, 8) == 6 && bls381_kzg_bit_reverse(0, 8) == 0);
    CHECK(bls381_kzg_bit_reverse(1, 4096) == 2048);
    uint32_t v[64];
    for (uint32_t i = 0; i < 64; i++) v[i] = i;
    bls381_kzg_bit_reverse_permute(v, 64, sizeof v[0]);
    for (uint32_t i = 0; i < 64; i++) CHECK_LOOP(v[i] == bls381_kzg_bit_reverse(i, 64));
    bls381_kzg_bit_reverse_permute(v, 64, sizeof v[0]);
    for (uint32_t i = 0; i < 64; i++) CHECK_LOOP(v[i] == i);
}

/* out[i] = sum_j [w^(+-ij)] in[j], naively */
static void naive_dft(bls381_g1 *out, const bls381_g1 *in, size_t n, const bls381_kzg_domain *d, bool inverse)
{
    for (size_t i = 0; i < n; i++) {
        bls381_g1 acc, t;
        bls381_g1_set_infinity(&acc);
        for (size_t j = 0; j < n; j++) {
            size_t e = (i * j) % n * (d->n / n);
            bls381_g1_mul_vartime(&t, &in[j], &d->roots[inverse ? (d->n - e) % d->n : e]);
            bls381_g1_add(&acc, &acc, &t);
        }
        out[i] = acc;
    }
}

TEST(kzg_fft_g1__matches_naive_dft_on_small_sizes)
{
    static bls381_kzg_domain d;
    REQUIRE(bls381_kzg_domain_init(&d, 8192) == BLS381_OK);
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    bls381_g1 in[16], out[16], want[16];
    for (size_t n = 2; n <= 16; n *= 2) {
        for (size_t j = 0; j < n; j++) cu_rand_g1_fast(&in[j]);
        bls381_g1_set_infinity(&in[n / 2]); /* infinity among the inputs */
        for (int inverse = 0; inverse < 2; inverse++) {
            naive_dft(want, in, n, &d, inverse);
            bls381_kzg_fft_g1_vartime(out, in, n, &d, inverse, NULL);
            for (size_t i = 0; i < n; i++) CHECK_LOOP(bls381_g1_eq(&out[i], &want[i]));
            /* in place and on a pool (rounds shared from n = 16 on) */
            for (size_t i = 0; i < n; i++) out[i] = in[i];
            bls381_kzg_fft_g1_vartime(out, out, n, &d, inverse, pool);
            for (size_t i = 0; i < n; i++) CHECK_LOOP(bls381_g1_eq(&out[i], &want[i]));
        }
    }
    bls381_pool_destroy(pool);
}

TEST(kzg_coset_fft_fr__values_on_the_coset_and_round_trip)
{
    static bls381_kzg_domain d;
    REQUIRE(bls381_kzg_domain_init(&d, 8192) == BLS381_OK);
    bls381_fr c[16], v[16], back[16], h;
    bls381_fr_from_u64(&h, BLS381_KZG_COSET_SHIFT);
    for (size_t i = 0; i < 16; i++) cu_rand_fr(&c[i]);
    bls381_kzg_coset_fft_fr(v, c, 16, &h, &d);
    for (size_t i = 0; i < 16; i++) { /* Horner at 7 w_16^i */
        bls381_fr z, y;
        bls381_fr_mul(&z, &h, &d.roots[i * (8192 / 16)]);
        bls381_fr_set_zero(&y);
        for (size_t j = 16; j-- > 0;) {
            bls381_fr_mul(&y, &y, &z);
            bls381_fr_add(&y, &y, &c[j]);
        }
        CHECK_LOOP(bls381_fr_eq(&y, &v[i]));
    }
    bls381_kzg_coset_ifft_fr(back, v, 16, &h, &d);
    for (size_t i = 0; i < 16; i++) CHECK_LOOP(bls381_fr_eq(&back[i], &c[i]));
}
