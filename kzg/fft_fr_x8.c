/*
 * The larger rounds of kzg/fft_fr.c's Fr butterflies on the eight-lane
 * engine (field/fp_x8.h): rounds with half-size h >= 8 pair a[p] with
 * a[p + h] for p mod 2h < h, so the eight consecutive positions p..p+7
 * (p a multiple of 8) share one step in eight lanes, each with its own
 * root w^((p mod h) stride).
 *
 * Layout kept in lanes across rounds, in passes of up to PASS_ROUNDS
 * rounds: the rounds h = H, 2H, .., 2^(m-1) H only combine the 2^m
 * positions c + j H (j < 2^m) of one block of 2^m H positions (c < H), so
 * for every block and every eight columns c..c+7 the 2^m groups of eight
 * are loaded once, run through the m rounds and stored once: one load and
 * one store per element every PASS_ROUNDS rounds instead of every round
 * (the radix conversion of load/store costs about as much as a lane
 * product). Round r of a pass has 2^r distinct root groups per column
 * block, loaded from the domain's table as the scalar path reads them.
 *
 * Bit-identical with the scalar rounds: every lane value is the same
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

/* rounds h = H, .., 2^(m-1) H (m <= PASS_ROUNDS) over the whole array */
static void pass(const bls381_fp_x8_engine *e, bls381_fr *a, size_t n, size_t H, unsigned m,
                 const bls381_kzg_domain *d, bool inverse)
{
    bls381_fr_x8 g[PASS_GROUPS], w[PASS_GROUPS / 2], t;
    const bls381_fr *src[8];
    bls381_fr *dst[8];
    size_t groups = (size_t)1 << m;
    for (size_t blk = 0; blk < n; blk += groups * H) {
        for (size_t c = 0; c < H; c += 8) {
            bls381_fr *col = a + blk + c;
            for (size_t j = 0; j < groups; j++) {
                for (size_t l = 0; l < 8; l++) src[l] = col + j * H + l;
                e->fr_load(&g[j], src);
            }
            for (unsigned r = 0; r < m; r++) {
                size_t q = (size_t)1 << r, stride = d->n / (2 * (H << r));
                /* position c + l + j H has offset c + l + (j mod q) H in its half-block */
                for (size_t i = 0; i < q; i++) {
                    for (size_t l = 0; l < 8; l++) src[l] = root(d, c + l + i * H, stride, inverse);
                    e->fr_load(&w[i], src);
                }
                for (size_t j = 0; j < groups; j++) {
                    if (j & q) continue;
                    e->fr_mul(&t, &g[j + q], &w[j & (q - 1)]);
                    e->fr_sub(&g[j + q], &g[j], &t);
                    e->fr_add(&g[j], &g[j], &t);
                }
            }
            for (size_t j = 0; j < groups; j++) {
                for (size_t l = 0; l < 8; l++) dst[l] = col + j * H + l;
                e->fr_store(dst, &g[j]);
            }
        }
    }
}

bool bls381_kzg_fft_fr_rounds_x8(bls381_fr *a, size_t n, size_t half, const bls381_kzg_domain *d, bool inverse)
{
    const bls381_fp_x8_engine *e = bls381_fp_x8_get();
    if (!e || half < 8 || half >= n) return false;
    while (half < n) {
        unsigned m = 0;
        while (m < PASS_ROUNDS && (half << m) < n) m++;
        pass(e, a, n, half, m, d, inverse);
        half <<= m;
    }
    return true;
}
