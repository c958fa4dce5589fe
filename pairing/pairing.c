/*
 * The public pairing functions: pairing, multi-Miller loop (serial or split
 * among a pool's threads), pairing checks.
 *
 * Parallel Miller loop: the pairs are cut into contiguous pieces, each
 * piece runs its own multi-Miller loop (its own Fp12 squarings) and the
 * partial products are multiplied at the end. The Miller loop value is
 * exactly the product of the pairs' values however they are grouped, so
 * the result does not depend on the number of threads. A piece gets at
 * least PAR_MIN_PAIRS pairs: below that, the extra squarings cost more
 * than the parallelism saves.
 */
#include "pairing/pairing.h"

#define PAR_MIN_PAIRS 2

void bls381_pairing_pieces(size_t *pieces, size_t *per_piece, size_t n, size_t min_per_piece, bls381_pool *pool)
{
    size_t k = bls381_pool_threads(pool);
    if (k > n / min_per_piece) k = n / min_per_piece;
    if (k > BLS381_PAIRING_MAX_PIECES) k = BLS381_PAIRING_MAX_PIECES;
    if (k < 1) k = 1;
    *per_piece = (n + k - 1) / k;
    *pieces = *per_piece ? (n + *per_piece - 1) / *per_piece : 1;
}

/* Constant time: a point at infinity is replaced by the generator (so the
 * loop runs on finite points either way) and the result by 1, with masks. */
void bls381_pairing(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q)
{
    bls381_g1_affine p1;
    bls381_g2_affine q1;
    bls381_fp12 f, one;
    bool p_inf = bls381_g1_affine_is_infinity(p), q_inf = bls381_g2_affine_is_infinity(q);
    bool inf = p_inf | q_inf;                   /* no short circuit */
    bls381_g1_affine_generator(&p1);
    bls381_g2_affine_generator(&q1);
    bls381_fp_cmov(&p1.x, &p->x, !inf);
    bls381_fp_cmov(&p1.y, &p->y, !inf);
    bls381_fp2_cmov(&q1.x, &q->x, !inf);
    bls381_fp2_cmov(&q1.y, &q->y, !inf);
    bls381_miller_loop_one(&f, &p1, &q1);
    bls381_final_exp(&f, &f);
    bls381_fp12_set_one(&one);
    bls381_fp12_cmov(&f, &one, inf);
    *r = f;
}

typedef struct {
    const bls381_g1_affine *p;
    const bls381_g2_affine *q;
    size_t n, per_piece;
    bls381_fp12 *part;
} par_ctx;

static void par_piece(void *arg, size_t begin, size_t end, unsigned slot)
{
    const par_ctx *c = arg;
    (void)slot;
    for (size_t k = begin; k < end; k++) {
        size_t lo = k * c->per_piece, hi = lo + c->per_piece;
        if (hi > c->n) hi = c->n;
        bls381_miller_loop_serial(&c->part[k], c->p + lo, c->q + lo, hi - lo);
    }
}

void bls381_miller_loop(bls381_fp12 *r, const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n,
                        bls381_pool *pool)
{
    size_t pieces, per_piece;
    bls381_pairing_pieces(&pieces, &per_piece, n, PAR_MIN_PAIRS, pool);
    if (pieces <= 1) {
        bls381_miller_loop_serial(r, p, q, n);
        return;
    }
    bls381_fp12 part[BLS381_PAIRING_MAX_PIECES];
    par_ctx c = { p, q, n, per_piece, part };
    bls381_pool_parallel_for(pool, pieces, 1, par_piece, &c);
    for (size_t k = 1; k < pieces; k++) bls381_fp12_mul(&part[0], &part[0], &part[k]);
    *r = part[0];
}

bool bls381_pairing_check(const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n, bls381_pool *pool)
{
    bls381_fp12 f;
    bls381_miller_loop(&f, p, q, n, pool);
    bls381_final_exp_vartime(&f, &f);
    return bls381_fp12_is_one(&f);
}

bool bls381_pairing_check_prepared(const bls381_g1_affine *p, const bls381_g2_prepared *const *q, size_t n)
{
    bls381_fp12 f;
    bls381_miller_loop_prepared(&f, p, q, n);
    bls381_final_exp_vartime(&f, &f);
    return bls381_fp12_is_one(&f);
}
