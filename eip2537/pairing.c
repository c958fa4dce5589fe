/*
 * BLS12_PAIRING_CHECK (EIP-2537, "ABI for pairing check"): k pairs
 * (G1 point || G2 point), each point on its curve and in its subgroup;
 * the answer is whether prod e(P_i, Q_i) = 1.
 *
 * No scratch: the pairs go through in groups of BLS381_EIP2537_PAIRING_GROUP
 * decoded on the stack (on the pool, eight pairs per piece: the G1 and
 * then the G2 points, each eight subgroup checks in lanes; one pair per
 * piece in a group of fewer than eight),
 * each group through one multi-Miller loop; the groups' Miller loop
 * values are multiplied and a single final exponentiation ends the check.
 * That is exact: the final exponentiation is a homomorphism, so
 * FE(f_1 f_2 ...) = FE(f_1) FE(f_2) ... whatever the grouping. Nothing is
 * written before every pair has been decoded, so an error in the last pair
 * still leaves out untouched (the work done on the earlier groups is lost,
 * as the gas of a failing call is).
 */
#include <string.h>

#include "bls381_pairing.h"
#include "eip2537/eip2537.h"
#include "pairing/pairing.h"

#define GROUP BLS381_EIP2537_PAIRING_GROUP

typedef struct {
    const uint8_t *in;                  /* the group's first pair */
    bls381_g1_affine p[GROUP];
    bls381_g2_affine q[GROUP];
    uint8_t status[GROUP];              /* the pair's: its G1 point's, else its G2 point's */
    uint8_t status_g2[GROUP];
} group_job;

/* the pairs [begin, end), eight per piece (bls381_eip2537_decode_chunk):
 * their G1 points, then their G2 points, each group of eight subgroup
 * checks in lanes (eip2537/decode_x8.c) */
static void decode_pairs(void *vctx, size_t begin, size_t end, unsigned slot)
{
    group_job *g = vctx;
    (void)slot;
    const uint8_t *in = g->in + begin * BLS381_EIP2537_PAIRING_PAIR_BYTES;
    bls381_eip2537_decode_g1_batch(g->p + begin, g->status + begin, in, BLS381_EIP2537_PAIRING_PAIR_BYTES,
                                   end - begin);
    bls381_eip2537_decode_g2_batch(g->q + begin, g->status_g2 + begin, in + BLS381_EIP2537_G1_BYTES,
                                   BLS381_EIP2537_PAIRING_PAIR_BYTES, end - begin);
    for (size_t i = begin; i < end; i++)
        if (g->status[i] == BLS381_OK) g->status[i] = g->status_g2[i];
}

bls381_status bls381_eip2537_pairing_check(uint8_t out[BLS381_EIP2537_PAIRING_OUT_BYTES], const uint8_t *in,
                                           size_t in_len, bls381_pool *pool)
{
    if (!out || !in || in_len == 0 || in_len % BLS381_EIP2537_PAIRING_PAIR_BYTES != 0)
        return BLS381_ERR_BADARGS;
    size_t k = in_len / BLS381_EIP2537_PAIRING_PAIR_BYTES;
    group_job g;
    bls381_fp12 acc, f;
    for (size_t first = 0; first < k; first += GROUP) {
        size_t n = k - first < GROUP ? k - first : GROUP;
        g.in = in + first * BLS381_EIP2537_PAIRING_PAIR_BYTES;
        bls381_pool_parallel_for(pool, n, bls381_eip2537_decode_chunk(n), decode_pairs, &g);
        for (size_t i = 0; i < n; i++)
            if (g.status[i] != BLS381_OK) return (bls381_status)g.status[i];
        bls381_miller_loop(&f, g.p, g.q, n, pool);
        if (first == 0) acc = f;
        else bls381_fp12_mul(&acc, &acc, &f);
    }
    bls381_final_exp_vartime(&acc, &acc);     /* public data */
    memset(out, 0, BLS381_EIP2537_PAIRING_OUT_BYTES);
    out[BLS381_EIP2537_PAIRING_OUT_BYTES - 1] = bls381_fp12_is_one(&acc) ? 1 : 0;
    return BLS381_OK;
}
