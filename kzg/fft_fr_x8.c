/*
 * The Fr FFT's butterflies (kzg/fft_fr.c) and its scalings on the
 * eight-lane engine (field/fp_x8.h).
 *
 * The rounds of half-size h pair a[p] with a[p + h] for p mod 2h < h,
 * with the root w^((p mod h) stride). They run in passes of up to
 * PASS_ROUNDS rounds kept in lanes: the rounds h = H, 2H, .., 2^(m-1) H
 * only combine the 2^m positions b + c + j H (j < 2^m) of one block
 * b of 2^m H positions (c < H), so the 2^m groups of eight are loaded
 * once, run through the m rounds and stored once (the radix conversion of
 * load and store costs about as much as a lane product). The eight lanes
 * of a group are eight columns c..c+7 of one block when H >= 8, and
 * column 0 of eight consecutive blocks in the first pass (H = 1, taken
 * when n >= 8 2^PASS_ROUNDS), whose roots are then the same in every
 * lane. The roots of a pass depend on the columns, not on the block:
 * they are loaded once per eight columns, 2^r groups for round r, read
 * from the domain's table where the scalar rounds read them.
 *
 * Bit-identical with the scalar path: every lane value is the same
 * residue, and store reduces fully as the scalar field's results are.
 */
#include "kzg/fft.h"

#include "field/fp_x8.h"

#define PASS_ROUNDS 4
#define PASS_GROUPS (1u << PASS_ROUNDS)

/* the root of the butterfly at offset k of a half-block, as fft_fr.c */
static const bls381_fr *root(const bls381_kzg_domain *d, size_t k, size_t stride, bool inverse)
{
    size_t e = k * stride;
    return &d->roots[inverse ? d->n - e : e];
}

/* rounds h = H, .., 2^(m-1) H (m <= PASS_ROUNDS) over the whole array;
 * H = 1 (lanes across eight blocks, n >= 8 2^m) or H >= 8 (across columns) */
static void pass(const bls381_fp_x8_engine *e, bls381_fr *a, size_t n, size_t H, unsigned m,
                 const bls381_kzg_domain *d, bool inverse)
{
    bls381_fr_x8 g[PASS_GROUPS], w[PASS_GROUPS - 1], t; /* round r's roots: w[2^r - 1 ..] */
    const bls381_fr *src[8];
    bls381_fr *dst[8];
    size_t groups = (size_t)1 << m, span = groups * H;
    size_t lane = H < 8 ? span : 1, cstep = H < 8 ? 1 : 8, bstep = H < 8 ? 8 * span : span;
    for (size_t c = 0; c < H; c += cstep) {
        /* position b + c + l lane + j H has offset (c + l lane) mod H + (j mod q) H in its half-block */
        for (unsigned r = 0; r < m; r++) {
            size_t q = (size_t)1 << r, stride = d->n / (2 * (H << r));
            for (size_t i = 0; i < q; i++) {
                for (size_t l = 0; l < 8; l++) src[l] = root(d, (c + l * lane) % H + i * H, stride, inverse);
                e->fr_load(&w[q - 1 + i], src);
            }
        }
        for (size_t b = 0; b < n; b += bstep) {
            bls381_fr *col = a + b + c;
            for (size_t j = 0; j < groups; j++) {
                for (size_t l = 0; l < 8; l++) src[l] = col + l * lane + j * H;
                e->fr_load(&g[j], src);
            }
            for (unsigned r = 0; r < m; r++) {
                size_t q = (size_t)1 << r;
                for (size_t j = 0; j < groups; j++) {
                    if (j & q) continue;
                    e->fr_mul(&t, &g[j + q], &w[q - 1 + (j & (q - 1))]);
                    e->fr_sub(&g[j + q], &g[j], &t);
                    e->fr_add(&g[j], &g[j], &t);
                }
            }
            for (size_t j = 0; j < groups; j++) {
                for (size_t l = 0; l < 8; l++) dst[l] = col + l * lane + j * H;
                e->fr_store(dst, &g[j]);
            }
        }
    }
}

size_t bls381_kzg_fft_fr_lanes_from(size_t n)
{
    if (!bls381_fp_x8_get() || n < 16) return n;
    return n >= (8u << PASS_ROUNDS) ? 1 : 8;
}

bool bls381_kzg_fft_fr_rounds_x8(bls381_fr *a, size_t n, size_t half, const bls381_kzg_domain *d, bool inverse)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (!e || half >= n || (half < 8 && (half != 1 || n < (8u << PASS_ROUNDS)))) return false;
    if (half == 1) {
        pass(e, a, n, 1, PASS_ROUNDS, d, inverse);
        half = (size_t)1 << PASS_ROUNDS;
    }
    while (half < n) {
        unsigned m = 0;
        while (m < PASS_ROUNDS && (half << m) < n) m++;
        pass(e, a, n, half, m, d, inverse);
        half <<= m;
    }
    return true;
}

bool bls381_kzg_fr_scale_x8(bls381_fr *a, size_t n, const bls381_fr *c, const bls381_fr *h)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (!e || n < 8 || n % 8) return false;
    bls381_fr p[8], h8;
    bls381_fr_x8 pw, step, x;
    const bls381_fr *src[8];
    bls381_fr *dst[8];
    p[0] = *c; /* lane l: c h^l, then times h^8 per group */
    for (size_t l = 1; l < 8; l++) {
        if (h) bls381_fr_mul(&p[l], &p[l - 1], h);
        else p[l] = *c;
    }
    for (size_t l = 0; l < 8; l++) src[l] = &p[l];
    e->fr_load(&pw, src);
    if (h) {
        bls381_fr_sqr(&h8, h);
        bls381_fr_sqr(&h8, &h8);
        bls381_fr_sqr(&h8, &h8);
        for (size_t l = 0; l < 8; l++) src[l] = &h8;
        e->fr_load(&step, src);
    }
    for (size_t i = 0; i < n; i += 8) {
        for (size_t l = 0; l < 8; l++) src[l] = dst[l] = &a[i + l];
        e->fr_load(&x, src);
        e->fr_mul(&x, &x, &pw);
        e->fr_store(dst, &x);
        if (h) e->fr_mul(&pw, &pw, &step);
    }
    return true;
}
