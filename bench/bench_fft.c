/*
 * The Fr FFTs of kzg/fft.h at the sizes of EIP-4844 and EIP-7594:
 * fft_fr_4096, fft_fr_8192 (forward) and coset_ifft_fr_8192 (inverse,
 * scaled by 1/n and the coset powers), on the engine the library picked,
 * @no_ifma with the lane engine off (the scalar rounds) and, when named,
 * @lanes_model on the portable model (kzg/fft_fr_x8.c runs the rounds of
 * half-size 8 and more in lanes). fft_g1_128 is one inverse G1 FFT of
 * 128 points, FK20's transform (kzg/fft_g1.c; its twiddle products run
 * eight at a time on the lane engine, msm/mul_many_x8.c), also @no_ifma.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "points.h"
#include "kzg/fft.h"
#include "field/fp_x8.h"

typedef struct {
    bls381_kzg_domain d;
    bls381_fr a[BLS381_KZG_DOMAIN_MAX];
    size_t n;
    bls381_g1 g[128], h[128];
} fft_ctx;

static void b_fft(void *v, uint64_t it)
{
    fft_ctx *c = v;
    for (uint64_t i = 0; i < it; i++) bls381_kzg_fft_fr(c->a, c->a, c->n, &c->d);
    bench_sink(c->a, sizeof c->a[0]);
}

static void b_coset_ifft(void *v, uint64_t it)
{
    fft_ctx *c = v;
    bls381_fr h;
    bls381_fr_from_u64(&h, BLS381_KZG_COSET_SHIFT);
    for (uint64_t i = 0; i < it; i++) bls381_kzg_coset_ifft_fr(c->a, c->a, c->n, &h, &c->d);
    bench_sink(c->a, sizeof c->a[0]);
}

static void b_fft_g1(void *v, uint64_t it)
{
    fft_ctx *c = v;
    for (uint64_t i = 0; i < it; i++) bls381_kzg_fft_g1_vartime(c->h, c->g, 128, &c->d, true, NULL);
    bench_sink(&c->h[1], sizeof c->h[1]);
}

static void all(fft_ctx *c, const char *suffix)
{
    char name[64];
    c->n = 4096;
    snprintf(name, sizeof name, "fft_fr_4096%s", suffix);
    bench_run(name, b_fft, c);
    c->n = 8192;
    snprintf(name, sizeof name, "fft_fr_8192%s", suffix);
    bench_run(name, b_fft, c);
    snprintf(name, sizeof name, "coset_ifft_fr_8192%s", suffix);
    bench_run(name, b_coset_ifft, c);
    snprintf(name, sizeof name, "fft_g1_128%s", suffix);
    bench_run(name, b_fft_g1, c);
}

BENCH_GROUP(fft)
{
    if (!bench_wanted("fft_fr_4096") && !bench_wanted("fft_fr_8192") && !bench_wanted("coset_ifft_fr_8192") &&
        !bench_wanted("fft_g1_128"))
        return;
    fft_ctx *c = malloc(sizeof *c);
    if (!c || bls381_kzg_domain_init(&c->d, BLS381_KZG_DOMAIN_MAX) != BLS381_OK) abort();
    for (size_t i = 0; i < BLS381_KZG_DOMAIN_MAX; i++) {
        uint8_t b[64];
        bench_rand_bytes(b, sizeof b);
        bls381_fr_from_bytes_wide(&c->a[i], b);
    }
    bls381_g1_affine pts[128];
    bench_g1_points(pts, 128);
    for (size_t i = 0; i < 128; i++) bls381_g1_from_affine(&c->g[i], &pts[i]);
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (e && e != &bls381_fp_x8_model) all(c, "");
    bls381_fp_x8_select(BLS381_LANES_OFF); /* as BLS381_NO_IFMA */
    all(c, "@no_ifma");
    if (bench_explicit("fft_fr_8192@lanes_model")) {
        bls381_fp_x8_select(BLS381_LANES_MODEL);
        c->n = 8192;
        bench_run("fft_fr_8192@lanes_model", b_fft, c);
    }
    bls381_fp_x8_select(-1);
    free(c);
}
