/*
 * Radix-2 FFT over G1 (FK20's transforms of 128 points): the same
 * decimation-in-time rounds as fft_fr.c, with the twiddle product a scalar
 * multiplication [w^e]P (GLV, variable time) and the butterfly two point
 * additions. Twiddles w^0 = 1 and points at infinity skip the
 * multiplication. Each round's butterflies are independent, so on a pool
 * they are shared among the threads, one parallel call per round.
 */
#include <string.h>

#include "kzg/fft.h"

typedef struct {
    bls381_g1 *a;
    const bls381_fr_domain *d;
    size_t half;
    bool inverse;
} round_job;

/* butterflies [begin, end) of one round: butterfly b is pair k = b % half
 * of block b / half */
static void butterflies(void *vctx, size_t begin, size_t end, unsigned slot)
{
    const round_job *j = vctx;
    (void)slot;
    size_t half = j->half, stride = j->d->n / (2 * half);
    for (size_t b = begin; b < end; b++) {
        size_t k = b % half, lo = (b / half) * 2 * half + k, hi = lo + half;
        size_t e = k * stride;
        bls381_g1 t = j->a[hi];
        if (e != 0 && !bls381_g1_is_infinity(&t))
            bls381_g1_mul_vartime(&t, &t, &j->d->roots[j->inverse ? j->d->n - e : e]);
        bls381_g1_sub(&j->a[hi], &j->a[lo], &t);
        bls381_g1_add(&j->a[lo], &j->a[lo], &t);
    }
}

void bls381_g1_fft_vartime(bls381_g1 *out, const bls381_g1 *in, size_t n, const bls381_fr_domain *d, bool inverse,
                           bls381_pool *pool)
{
    if (out != in) memcpy(out, in, n * sizeof *out);
    bls381_bit_reverse_permute(out, n, sizeof *out);
    bool parallel = n >= 16 && bls381_pool_threads(pool) > 1;
    for (size_t half = 1; half < n; half <<= 1) {
        round_job j = { out, d, half, inverse };
        if (parallel) bls381_pool_parallel_for(pool, n / 2, 4, butterflies, &j);
        else butterflies(&j, 0, n / 2, 0);
    }
}
