/*
 * The Fr FFTs run their rounds of half-size 8 and more on the lane engine
 * (kzg/fft_fr_x8.c): every transform of kzg/fft.h gives the same bytes
 * with the engine off, on the model and on IFMA (where the CPU has it),
 * at every size from 2 (no lane round) to 8192 (three passes, the last of
 * two rounds), on the 8192 domain and on domains of the transform's own
 * order (other strides into the root table), in place and not, on random
 * values with 0, 1 and r - 1 among them. The scalar path itself is checked
 * against the naive DFT in tests/test_fft.c.
 */
#include "harness.h"
#include "lanes_util.h"
#include "kzg/fft.h"
#include "field/fp_x8.h"

#include <stdlib.h>

enum { NMAX = 8192, NFN = 7 };

static void rand_fr(bls381_fr *r)
{
    uint8_t b[64];
    test_rand_bytes(b, sizeof b);
    bls381_fr_from_bytes_wide(r, b);
}

/* transform f of in[0..n) into out (in place when `inplace`) */
static void transform(int f, bls381_fr *out, const bls381_fr *in, size_t n, const bls381_kzg_domain *d, bool inplace)
{
    bls381_fr h;
    bls381_fr_from_u64(&h, BLS381_KZG_COSET_SHIFT);
    const bls381_fr *src = in;
    if (inplace || f >= 5) {
        memcpy(out, in, n * sizeof *out);
        src = out;
    }
    switch (f) {
    case 0: bls381_kzg_fft_fr(out, src, n, d); break;
    case 1: bls381_kzg_ifft_fr(out, src, n, d); break;
    case 2: bls381_kzg_coset_fft_fr(out, src, n, &h, d); break;
    case 3: bls381_kzg_coset_ifft_fr(out, src, n, &h, d); break;
    case 4: bls381_kzg_coset_fft_fr(out, src, n, &d->roots[1], d); break;
    case 5: bls381_kzg_fft_fr_brp_in(out, n, d, false); break;
    default: bls381_kzg_fft_fr_brp_in(out, n, d, true); break;
    }
}

/* every transform of n values on domain d, on every engine, against the
 * engine off (the first of lanes_engines) */
static void compare(size_t n, const bls381_kzg_domain *d, bls381_fr *in, bls381_fr *want, bls381_fr *got)
{
    int kinds[3], ne = lanes_engines(kinds);
    for (size_t i = 0; i < n; i++) rand_fr(&in[i]);
    bls381_fr_set_zero(&in[test_rand64() % n]);
    bls381_fr_set_one(&in[test_rand64() % n]);
    bls381_fr_set_one(&in[n - 1]);
    bls381_fr_neg(&in[n - 1], &in[n - 1]);
    for (int f = 0; f < NFN; f++) {
        bool inplace = (test_rand64() & 1) != 0;
        bls381_fp_x8_select(kinds[0]);
        transform(f, want, in, n, d, inplace);
        for (int k = 1; k < ne; k++) {
            bls381_fp_x8_select(kinds[k]);
            transform(f, got, in, n, d, inplace);
            if (memcmp(got, want, n * sizeof *got) != 0) {
                test_failf(__FILE__, __LINE__, "n %zu domain %zu transform %d engine %d", n, d->n, f, kinds[k]);
                break;
            }
        }
    }
    bls381_fp_x8_select(-1);
}

TEST(lanes_fft_fr__same_bytes_on_every_engine)
{
    static bls381_kzg_domain big, own;
    bls381_fr *buf = malloc(3 * NMAX * sizeof *buf);
    REQUIRE(buf != NULL);
    REQUIRE(bls381_kzg_domain_init(&big, NMAX) == BLS381_OK);
    /* 8192 at full scale only: the model's share is slow under qemu */
    size_t top = test_iters(100) >= 100 ? NMAX : 1024;
    for (size_t n = 2; n <= top; n *= 2) {
        compare(n, &big, buf, buf + NMAX, buf + 2 * NMAX);
        if (n <= 512) {
            REQUIRE(bls381_kzg_domain_init(&own, n) == BLS381_OK);
            compare(n, &own, buf, buf + NMAX, buf + 2 * NMAX);
        }
    }
    free(buf);
}

TEST(lanes_fft_fr__rounds_x8_decline_when_off_or_too_small)
{
    static bls381_kzg_domain d;
    bls381_fr a[64], b[64];
    REQUIRE(bls381_kzg_domain_init(&d, 64) == BLS381_OK);
    for (size_t i = 0; i < 64; i++) rand_fr(&a[i]);
    memcpy(b, a, sizeof a);
    bls381_fp_x8_select(BLS381_LANES_OFF);
    CHECK(!bls381_kzg_fft_fr_rounds_x8(a, 64, 8, &d, false));
    CHECK_MEM(a, b, sizeof a);
    CHECK(bls381_kzg_fft_fr_lanes_from(8192) == 8192 && !bls381_kzg_fr_scale_x8(a, 64, &a[0], NULL));
    CHECK_MEM(a, b, sizeof a);
    bls381_fp_x8_select(BLS381_LANES_MODEL);
    if (bls381_fp_x8_get()) { /* the model is left out of the bare library only */
        CHECK(bls381_kzg_fft_fr_lanes_from(8) == 8 && bls381_kzg_fft_fr_lanes_from(16) == 8);
        CHECK(bls381_kzg_fft_fr_lanes_from(64) == 8 && bls381_kzg_fft_fr_lanes_from(128) == 1);
    }
    CHECK(!bls381_kzg_fr_scale_x8(a, 12, &a[0], &a[1])); /* not a multiple of 8 */
    CHECK(!bls381_kzg_fft_fr_rounds_x8(a, 64, 4, &d, false));  /* half below 8 */
    CHECK(!bls381_kzg_fft_fr_rounds_x8(a, 64, 64, &d, false)); /* no round left */
    CHECK_MEM(a, b, sizeof a);
    bls381_fp_x8_select(-1);
}
