/*
 * Radix-2 FFT over Fr: bit-reverse the input, then log2(n) rounds of
 * Cooley-Tukey butterflies (decimation in time), each using the domain's
 * precomputed powers of the root at the stride of its size; the larger
 * rounds and the scalings eight at a time on the lane engine when it is on
 * (kzg/fft_fr_x8.c).
 */
#include "kzg/fft.h"

#include <string.h>

/* 7^((r-1)/2^32): a root of unity of order 2^32 (Fr has 2-adicity 32). Its
 * value is checked by the tests (order exactly 2^32). */
static const uint64_t r_minus_1_shifted[4] = {
    /* (r - 1) / 2^32 */
    0xfffe5bfeffffffffULL, 0x09a1d80553bda402ULL, 0x299d7d483339d808ULL, 0x0000000073eda753ULL,
};

void bls381_kzg_root_of_unity(bls381_fr *out, uint64_t n)
{
    /* w_n = (7^((r-1)/2^32))^(2^32/n) */
    bls381_fr g;
    bls381_fr_from_u64(&g, 7);
    bls381_fr_pow_vartime(out, &g, r_minus_1_shifted, 4);
    for (uint64_t k = n; k < ((uint64_t)1 << 32); k <<= 1) bls381_fr_sqr(out, out);
}

bls381_status bls381_kzg_domain_init(bls381_kzg_domain *d, size_t n)
{
    if (!d || n < 2 || n > BLS381_KZG_DOMAIN_MAX || (n & (n - 1))) return BLS381_ERR_BADARGS;
    bls381_fr w;
    bls381_kzg_root_of_unity(&w, n);
    d->n = n;
    bls381_fr_set_one(&d->roots[0]);
    for (size_t i = 1; i <= n; i++) bls381_fr_mul(&d->roots[i], &d->roots[i - 1], &w);
    return BLS381_OK;
}

size_t bls381_kzg_bit_reverse(size_t i, size_t n)
{
    size_t r = 0;
    for (size_t b = 1; b < n; b <<= 1) {
        r = (r << 1) | (i & 1);
        i >>= 1;
    }
    return r;
}

/* swaps two elements of `size` bytes, eight at a time */
static void swap_bytes(unsigned char *x, unsigned char *y, size_t size)
{
    size_t k = 0;
    for (; k + 8 <= size; k += 8) {
        uint64_t s, t;
        memcpy(&s, x + k, 8);
        memcpy(&t, y + k, 8);
        memcpy(x + k, &t, 8);
        memcpy(y + k, &s, 8);
    }
    for (; k < size; k++) {
        unsigned char t = x[k];
        x[k] = y[k];
        y[k] = t;
    }
}

void bls381_kzg_bit_reverse_permute(void *a, size_t n, size_t size)
{
    unsigned char *p = a;
    for (size_t i = 0, j = 0; i < n; i++) { /* j = bit_reverse(i, n) */
        if (i < j) swap_bytes(p + i * size, p + j * size, size);
        size_t bit = n >> 1; /* j + 1 in reversed bits: carry from the top down */
        while (j & bit) {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
    }
}

/* one round of butterflies of half-size `half` over data already in
 * bit-reversed order; `dir` is +1 for the forward transform (roots w^k)
 * and -1 for the inverse (w^-k = w^(N-k)). The first butterfly of every
 * group has the root w^0 = 1 and no multiplication: n - 1 of the
 * (n/2) log2(n) multiplications. */
static void round_fr(bls381_fr *a, size_t n, size_t half, const bls381_kzg_domain *d, int dir)
{
    size_t stride = d->n / (2 * half); /* root of order 2*half */
    for (size_t start = 0; start < n; start += 2 * half) {
        bls381_fr t0 = a[start + half];
        bls381_fr_sub(&a[start + half], &a[start], &t0);
        bls381_fr_add(&a[start], &a[start], &t0);
        for (size_t k = 1; k < half; k++) {
            size_t e = k * stride;
            const bls381_fr *w = &d->roots[dir > 0 ? e : d->n - e];
            bls381_fr t;
            bls381_fr_mul(&t, &a[start + half + k], w);
            bls381_fr_sub(&a[start + half + k], &a[start + k], &t);
            bls381_fr_add(&a[start + k], &a[start + k], &t);
        }
    }
}

/* the rounds half = 1, 2, .., n/2: on the lane engine from the
 * half-size it takes (kzg/fft_fr_x8.c, the same butterflies eight at a
 * time), else here */
static void butterflies(bls381_fr *a, size_t n, const bls381_kzg_domain *d, int dir)
{
    size_t from = bls381_kzg_fft_fr_lanes_from(n), half = 1;
    for (; half < n && half < from; half <<= 1) round_fr(a, n, half, d, dir);
    if (half < n && bls381_kzg_fft_fr_rounds_x8(a, n, half, d, dir < 0)) return;
    for (; half < n; half <<= 1) round_fr(a, n, half, d, dir);
}

/* a[i] *= c h^i (h NULL: a[i] *= c), eight at a time on the lane engine
 * when it is on */
static void scale(bls381_fr *a, size_t n, const bls381_fr *c, const bls381_fr *h)
{
    if (bls381_kzg_fr_scale_x8(a, n, c, h)) return;
    bls381_fr p = *c;
    for (size_t i = 0; i < n; i++) {
        bls381_fr_mul(&a[i], &a[i], &p);
        if (h) bls381_fr_mul(&p, &p, h);
    }
}

void bls381_kzg_fft_fr_brp_in(bls381_fr *a, size_t n, const bls381_kzg_domain *d, bool inverse)
{
    butterflies(a, n, d, inverse ? -1 : +1);
}

void bls381_kzg_fft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_kzg_domain *d)
{
    if (out != in) memcpy(out, in, n * sizeof *out);
    bls381_kzg_bit_reverse_permute(out, n, sizeof *out);
    butterflies(out, n, d, +1);
}

/* the inverse transform times h^i (h NULL: times 1) */
static void ifft_scaled(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_kzg_domain *d, const bls381_fr *h)
{
    bls381_fr inv_n;
    if (out != in) memcpy(out, in, n * sizeof *out);
    bls381_kzg_bit_reverse_permute(out, n, sizeof *out);
    butterflies(out, n, d, -1);
    bls381_fr_from_u64(&inv_n, n);
    bls381_fr_inv_vartime(&inv_n, &inv_n);
    scale(out, n, &inv_n, h);
}

void bls381_kzg_ifft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_kzg_domain *d)
{
    ifft_scaled(out, in, n, d, NULL);
}

void bls381_kzg_coset_fft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_fr *shift,
                         const bls381_kzg_domain *d)
{
    bls381_fr one;
    bls381_fr_set_one(&one);
    if (out != in) memcpy(out, in, n * sizeof *out);
    scale(out, n, &one, shift);
    bls381_kzg_fft_fr(out, out, n, d);
}

void bls381_kzg_coset_ifft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_fr *shift,
                          const bls381_kzg_domain *d)
{
    bls381_fr inv_shift;
    bls381_fr_inv_vartime(&inv_shift, shift);
    ifft_scaled(out, in, n, d, &inv_shift);
}
