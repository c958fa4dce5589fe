/*
 * Radix-2 FFT over G1 (FK20's transforms of 128 points): the same
 * decimation-in-time rounds as fft_fr.c, with the twiddle product a scalar
 * multiplication [w^e]P (GLV, variable time) and the butterfly two point
 * additions. Twiddles w^0 = 1 and points at infinity skip the
 * multiplication; the products of up to BATCH butterflies run together,
 * eight at a time on the lane engine when it is on
 * (bls381_g1_mul_many_x8_vartime). Each round's butterflies are
 * independent, so on a pool they are shared among the threads, one
 * parallel call per round.
 */
#include <string.h>

#include "kzg/fft.h"
#include "msm/mul_many.h"

typedef struct {
    bls381_g1 *a;
    const bls381_kzg_domain *d;
    size_t half;
    bool inverse;
} round_job;

#define BATCH 32 /* twiddle products computed together */

/* butterflies [begin, end) of one round: butterfly b is pair k = b % half
 * of block b / half; the twiddle products of up to BATCH butterflies are
 * computed together (bls381_g1_mul_many_x8_vartime) */
static void butterflies(void *vctx, size_t begin, size_t end, unsigned slot)
{
    const round_job *j = vctx;
    (void)slot;
    size_t half = j->half, stride = j->d->n / (2 * half);
    bls381_g1 in[BATCH], out[BATCH];
    const bls381_fr *tw[BATCH];
    size_t at[BATCH];
    uint64_t scratch[(BLS381_G1_MUL_MANY_SCRATCH(BATCH) + 7) / 8];
    for (size_t b0 = begin; b0 < end; b0 += BATCH) {
        size_t b1 = end - b0 < BATCH ? end : b0 + BATCH, cnt = 0;
        for (size_t b = b0; b < b1; b++) {
            size_t k = b % half, hi = (b / half) * 2 * half + k + half, e = k * stride;
            if (e == 0 || bls381_g1_is_infinity(&j->a[hi])) continue;
            in[cnt] = j->a[hi];
            tw[cnt] = &j->d->roots[j->inverse ? j->d->n - e : e];
            at[cnt++] = hi;
        }
        if (cnt) bls381_g1_mul_many_x8_vartime(out, in, tw, cnt, scratch);
        for (size_t q = 0; q < cnt; q++) j->a[at[q]] = out[q];
        for (size_t b = b0; b < b1; b++) {
            size_t k = b % half, lo = (b / half) * 2 * half + k, hi = lo + half;
            bls381_g1 t = j->a[hi];
            bls381_g1_sub(&j->a[hi], &j->a[lo], &t);
            bls381_g1_add(&j->a[lo], &j->a[lo], &t);
        }
    }
}

void bls381_kzg_fft_g1_vartime(bls381_g1 *out, const bls381_g1 *in, size_t n, const bls381_kzg_domain *d, bool inverse,
                           bls381_pool *pool)
{
    if (out != in) memcpy(out, in, n * sizeof *out);
    bls381_kzg_bit_reverse_permute(out, n, sizeof *out);
    bool parallel = n >= 16 && bls381_pool_threads(pool) > 1;
    for (size_t half = 1; half < n; half <<= 1) {
        round_job j = { out, d, half, inverse };
        if (parallel) bls381_pool_parallel_for(pool, n / 2, 16, butterflies, &j);
        else butterflies(&j, 0, n / 2, 0);
    }
}
