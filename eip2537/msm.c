/*
 * BLS12_G1MSM and BLS12_G2MSM (EIP-2537, "ABI for G1/G2 MSM"): k pairs
 * (point || 32-byte scalar), each point on the curve and in the subgroup.
 *
 * The pairs are decoded into the caller's scratch, on the pool (the
 * subgroup checks cost about as much as the MSM itself at k = 128), each
 * with its own status byte; the first failing pair in input order gives the
 * call's status, so the answer does not depend on the threads. Scalars are
 * reduced mod r, which changes nothing for subgroup points.
 *
 * Small k is a sum of single GLV/GLS multiplications (for k = 1 this is the
 * EIP's "No dedicated MUL call"), larger k the Pippenger MSM of
 * bls381_msm.h. The switch points are measured (best of 15 runs, one
 * thread): G1 muls/MSM 237/346 us at k = 2, 468/487 at 4, 701/604 at 6;
 * G2 (its MSM has no GLS split) 1030/1498 at 4, 2050/2289 at 8, 3081/3042
 * at 12.
 *
 * Scratch layout (64-byte aligned pieces): points[k], scalars[k] (Fr,
 * Montgomery form), status[k], then the MSM's own scratch.
 */
#include <string.h>

#include "bls381_msm.h"
#include "curve/curve.h"
#include "eip2537/eip2537.h"
#include "field/field.h"

/* largest k summed from single multiplications */
#define G1_MULS_MAX 4
#define G2_MULS_MAX 8
/* beyond this many pairs the scratch size is not computed (SIZE_MAX): far
 * past any input that fits in memory on 64 bits, and it keeps every size
 * below (in this file and in the MSM layer's layout) from overflowing */
#define MAX_PAIRS (SIZE_MAX / 2048)

static size_t align64(size_t x) { return (x + 63) & ~(size_t)63; }

/* r = the 32 big-endian bytes mod r, in Montgomery form */
static void scalar_decode(bls381_fr *r, const uint8_t in[BLS381_EIP2537_SCALAR_BYTES])
{
    bls381_fr plain;
    bls381_scalar_from_bytes(plain.l, in);   /* reduced: plain < r */
    bls381_fr_mul(r, &plain, &bls381_fr_r2); /* plain * R^2 / R */
}

/* bytes before the MSM's scratch: points, scalars and status bytes */
static size_t front_size(size_t k, size_t point_size)
{
    return align64(k * point_size) + align64(k * sizeof(bls381_fr)) + align64(k);
}

static size_t scratch_size(size_t in_len, size_t pair_bytes, size_t point_size, size_t threads, bool g2)
{
    size_t k = in_len / pair_bytes;
    if (k > MAX_PAIRS) return SIZE_MAX;
    if (threads == 0) threads = 1;
    size_t front = front_size(k, point_size) + 64; /* + room to align the base */
    size_t msm = 0;
    if (k > (g2 ? G2_MULS_MAX : G1_MULS_MAX))
        msm = g2 ? bls381_g2_msm_scratch_size(k, threads) : bls381_g1_msm_scratch_size(k, threads);
    return msm > SIZE_MAX - front ? SIZE_MAX : front + msm;
}

size_t bls381_eip2537_g1msm_scratch_size(size_t in_len, size_t threads)
{
    return scratch_size(in_len, BLS381_EIP2537_G1MSM_PAIR_BYTES, sizeof(bls381_g1_affine), threads, false);
}

size_t bls381_eip2537_g2msm_scratch_size(size_t in_len, size_t threads)
{
    return scratch_size(in_len, BLS381_EIP2537_G2MSM_PAIR_BYTES, sizeof(bls381_g2_affine), threads, true);
}

/* --------------------------------------------------------------- decode */

typedef struct {
    const uint8_t *in;
    void *points;             /* bls381_g1_affine[k] or bls381_g2_affine[k] */
    bls381_fr *scalars;
    uint8_t *status;
    uint8_t *msm_scratch;
    size_t k, msm_size;
    bool g2;
} msm_job;

static void decode_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    msm_job *j = vctx;
    (void)slot;
    size_t pair_bytes = j->g2 ? BLS381_EIP2537_G2MSM_PAIR_BYTES : BLS381_EIP2537_G1MSM_PAIR_BYTES;
    size_t point_bytes = j->g2 ? BLS381_EIP2537_G2_BYTES : BLS381_EIP2537_G1_BYTES;
    const uint8_t *in = j->in + begin * pair_bytes;
    if (j->g2)
        bls381_eip2537_decode_g2_batch((bls381_g2_affine *)j->points + begin, j->status + begin, in, pair_bytes,
                                       end - begin);
    else
        bls381_eip2537_decode_g1_batch((bls381_g1_affine *)j->points + begin, j->status + begin, in, pair_bytes,
                                       end - begin);
    for (size_t i = begin; i < end; i++) scalar_decode(&j->scalars[i], j->in + i * pair_bytes + point_bytes);
}

/* Checks the arguments, lays out the scratch and decodes every pair; the
 * status of the first failing pair, or BLS381_OK. */
static bls381_status prepare(msm_job *j, const uint8_t *out, const uint8_t *in, size_t in_len, void *scratch,
                             size_t size, bls381_pool *pool, bool g2)
{
    size_t pair_bytes = g2 ? BLS381_EIP2537_G2MSM_PAIR_BYTES : BLS381_EIP2537_G1MSM_PAIR_BYTES;
    size_t point_size = g2 ? sizeof(bls381_g2_affine) : sizeof(bls381_g1_affine);
    if (!out || !in || in_len == 0 || in_len % pair_bytes != 0) return BLS381_ERR_BADARGS;
    size_t threads = bls381_pool_threads(pool);
    size_t need = scratch_size(in_len, pair_bytes, point_size, threads, g2);
    if (!scratch || need == SIZE_MAX || size < need) return BLS381_ERR_BADARGS;

    uint8_t *base = (uint8_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    j->in = in;
    j->k = in_len / pair_bytes;
    j->points = base;
    j->scalars = (bls381_fr *)(void *)(base + align64(j->k * point_size));
    j->status = (uint8_t *)j->scalars + align64(j->k * sizeof(bls381_fr));
    j->msm_scratch = base + front_size(j->k, point_size);
    j->msm_size = size - (size_t)(j->msm_scratch - (uint8_t *)scratch);

    j->g2 = g2;
    bls381_pool_parallel_for(pool, j->k, bls381_eip2537_decode_chunk(j->k), decode_range, j);
    for (size_t i = 0; i < j->k; i++)
        if (j->status[i] != BLS381_OK) return (bls381_status)j->status[i];
    return BLS381_OK;
}

/* ---------------------------------------------------------------- G1 --- */

bls381_status bls381_eip2537_g1msm(uint8_t out[BLS381_EIP2537_G1_BYTES], const uint8_t *in, size_t in_len,
                                   void *scratch, size_t scratch_size, bls381_pool *pool)
{
    msm_job j;
    bls381_status st = prepare(&j, out, in, in_len, scratch, scratch_size, pool, false);
    if (st != BLS381_OK) return st;
    const bls381_g1_affine *pts = j.points;
    bls381_g1_affine r;
    if (j.k <= G1_MULS_MAX) {
        bls381_g1 acc, p;
        bls381_g1_set_infinity(&acc);
        for (size_t i = 0; i < j.k; i++) {
            bls381_g1_from_affine(&p, &pts[i]);
            bls381_g1_mul_vartime(&p, &p, &j.scalars[i]);
            bls381_g1_add(&acc, &acc, &p);
        }
        bls381_g1_to_affine(&r, &acc);
    } else {
        st = bls381_g1_msm_vartime(&r, pts, j.scalars, j.k, j.msm_scratch, j.msm_size, pool);
        if (st != BLS381_OK) return st; /* not reached: the scratch was sized for this pool */
    }
    bls381_eip2537_encode_g1(out, &r);
    return BLS381_OK;
}

/* ---------------------------------------------------------------- G2 --- */

bls381_status bls381_eip2537_g2msm(uint8_t out[BLS381_EIP2537_G2_BYTES], const uint8_t *in, size_t in_len,
                                   void *scratch, size_t scratch_size, bls381_pool *pool)
{
    msm_job j;
    bls381_status st = prepare(&j, out, in, in_len, scratch, scratch_size, pool, true);
    if (st != BLS381_OK) return st;
    const bls381_g2_affine *pts = j.points;
    bls381_g2_affine r;
    if (j.k <= G2_MULS_MAX) {
        bls381_g2 acc, p;
        bls381_g2_set_infinity(&acc);
        for (size_t i = 0; i < j.k; i++) {
            bls381_g2_from_affine(&p, &pts[i]);
            bls381_g2_mul_vartime(&p, &p, &j.scalars[i]);
            bls381_g2_add(&acc, &acc, &p);
        }
        bls381_g2_to_affine(&r, &acc);
    } else {
        st = bls381_g2_msm_vartime(&r, pts, j.scalars, j.k, j.msm_scratch, j.msm_size, pool);
        if (st != BLS381_OK) return st; /* not reached: the scratch was sized for this pool */
    }
    bls381_eip2537_encode_g2(out, &r);
    return BLS381_OK;
}
