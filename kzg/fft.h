/*
 * Radix-2 FFTs over Fr for the KZG layer (EIP-4844 domains of 4096, EIP-7594
 * domains of 8192 and the 64/128-point cell cosets).
 *
 * A `bls381_kzg_domain` holds the roots of unity of one power-of-two order N
 * (the largest domain used): roots[i] = w^i for i = 0..N (roots[N] = 1),
 * with w = 7^((r-1)/N) (7 generates Fr^*, as the consensus specs fix with
 * PRIMITIVE_ROOT_OF_UNITY = 7). A transform of any size n dividing N uses
 * every (N/n)-th root. The tables are filled once and then only read, so one
 * domain serves any number of threads.
 *
 * The kzg layer's own (bls381_kzg_*), not field/'s or curve/'s: the domain's
 * largest order and the coset shift are the consensus specs', the G1
 * transform runs on msm/'s many scalar multiplications and the pool, and
 * only kzg/ calls them.
 */
#ifndef BLS381_KZG_FFT_H
#define BLS381_KZG_FFT_H

#include "bls381_curve.h"
#include "bls381_field.h"
#include "bls381_pool.h"

#define BLS381_KZG_DOMAIN_MAX_LOG 13
#define BLS381_KZG_DOMAIN_MAX (1u << BLS381_KZG_DOMAIN_MAX_LOG)

typedef struct bls381_kzg_domain bls381_kzg_domain;
struct bls381_kzg_domain {
    size_t n;                                  /* order of the domain, a power of two */
    bls381_fr roots[BLS381_KZG_DOMAIN_MAX + 1]; /* w^0 .. w^n */
};

/* Fills d with the roots of order n (a power of two, 2 <= n <= BLS381_KZG_DOMAIN_MAX).
 * BLS381_ERR_BADARGS for any other n. */
bls381_status bls381_kzg_domain_init(bls381_kzg_domain *d, size_t n);

/* A root of unity of order n (a power of two up to 2^32): 7^((r-1)/n). n is
 * 64-bit so that the order 2^32 is expressible where size_t has 32 bits. */
void bls381_kzg_root_of_unity(bls381_fr *out, uint64_t n);

/* out[i] = sum_j in[j] * w_n^(i*j) with w_n = d->roots[d->n / n]; n a power of
 * two dividing d->n. out and in may be the same array, otherwise they must
 * not overlap. Variable time only in n (the data are public in KZG anyway). */
void bls381_kzg_fft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_kzg_domain *d);
/* The inverse: out[i] = (1/n) sum_j in[j] * w_n^(-i*j). */
void bls381_kzg_ifft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_kzg_domain *d);

/* The butterflies alone, for data already in bit-reversed order: a[] (n
 * values, the j-th at brp(j)) becomes out[i] = sum_j a_j w_n^(+-ij) in
 * natural order, in place; NOT divided by n in the inverse direction. */
void bls381_kzg_fft_fr_brp_in(bls381_fr *a, size_t n, const bls381_kzg_domain *d, bool inverse);

/* The lane engine's share (kzg/fft_fr_x8.c, field/fp_x8.h), bit-identical
 * with the scalar path: _lanes_from(n) is the first half-size whose
 * rounds the lanes take for a transform of n (1, 8, or n when they take
 * none: engine off, n < 16); _rounds_x8 runs the rounds half, 2 half, ..,
 * n/2 (data as the smaller rounds leave them; half is 1 with n >= 128, or
 * at least 8) and _scale_x8 sets a[i] *= c h^i (h NULL: a[i] *= c) for n
 * a multiple of 8; both return false, with a[] untouched, when the engine
 * is off or the case is not theirs (the caller then runs the scalar code). */
size_t bls381_kzg_fft_fr_lanes_from(size_t n);
bool bls381_kzg_fft_fr_rounds_x8(bls381_fr *a, size_t n, size_t half, const bls381_kzg_domain *d, bool inverse);
bool bls381_kzg_fr_scale_x8(bls381_fr *a, size_t n, const bls381_fr *c, const bls381_fr *h);

/* Coset FFT (the consensus specs' coset_fft_field, with any shift h):
 * out[i] = sum_j in[j] (h w_n^i)^j, the values on the coset h*<w_n> of the
 * polynomial whose coefficients are `in`; the inverse takes those values
 * back to the coefficients. The specs shift by BLS381_KZG_COSET_SHIFT (7, a
 * generator of Fr^*, so the coset never meets the domain). Same aliasing
 * rules as bls381_kzg_fft_fr. */
#define BLS381_KZG_COSET_SHIFT 7
void bls381_kzg_coset_fft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_fr *shift,
                         const bls381_kzg_domain *d);
void bls381_kzg_coset_ifft_fr(bls381_fr *out, const bls381_fr *in, size_t n, const bls381_fr *shift,
                          const bls381_kzg_domain *d);

/* FFT over G1 (FK20): out[i] = sum_j [w_n^(i*j)] in[j], or with
 * `inverse` the same with w_n^-1 and NOT divided by n (callers fold 1/n
 * into the scalars they already have: n scalar multiplications saved).
 * Points in projective form, any of them infinity; out and in may be the
 * same array, else they must not overlap. Radix 2; each round of
 * butterflies is shared among the pool's threads when n >= 16 (pool NULL:
 * the caller alone). Variable time (public data). */
void bls381_kzg_fft_g1_vartime(bls381_g1 *out, const bls381_g1 *in, size_t n, const bls381_kzg_domain *d, bool inverse,
                           bls381_pool *pool);

/* Bit-reversal permutation of n (power of two) elements of `size` bytes, in place. */
void bls381_kzg_bit_reverse_permute(void *a, size_t n, size_t size);
/* The index i with its low log2(n) bits reversed. */
size_t bls381_kzg_bit_reverse(size_t i, size_t n);

#endif
