/*
 * The Miller loop of the optimal ate pairing on BLS12-381 (Vercauteren,
 * "Optimal pairings", 2010): f_{x,Q}(P) for x = -0xd201000000010000, over
 * the bits of |x| from the top, one doubling step per bit and one addition
 * step per set bit below the leading one (63 doublings, 5 additions; the
 * lines are in lines.c).
 *
 * x < 0: f_{x,Q} = 1 / (f_{|x|,Q} v), v the vertical line at [|x|]Q, which
 * the final exponentiation erases (lines.c). For the same reason 1/f may be
 * replaced by its conjugate f^(p^6) = (1/f) f^(p^6 + 1), as f^(p^6 + 1) is
 * the norm of f to Fp6. So the loop ends with one conjugation.
 *
 * Multi-Miller loop: for n pairs, f = prod_i f_i shares the squarings of f
 * (one per bit for all pairs) and multiplies each pair's lines into the
 * same f. The pairs run in batches of MILLER_BATCH (their running points
 * live on the stack); each batch has its own squarings.
 */
#include "pairing/pairing.h"

#define MILLER_BATCH 32

/* f = prod_{i<n} f_{|x|,q[i]}(p[i]), none at infinity, n <= MILLER_BATCH */
static void miller_batch(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n)
{
    bls381_g2 t[MILLER_BATCH];
    bls381_line l;
    for (size_t j = 0; j < n; j++) bls381_g2_from_affine(&t[j], &q[j]);
    bls381_fp12_set_one(f);
    for (int i = 62; i >= 0; i--) {
        if (i != 62) bls381_fp12_sqr(f, f);   /* f = 1 before the first bit */
        for (size_t j = 0; j < n; j++) {
            bls381_pairing_dbl_step(&t[j], &l);
            bls381_pairing_mul_line(f, &l, &p[j]);
        }
        if ((BLS381_PAIRING_X_ABS >> i) & 1) {
            for (size_t j = 0; j < n; j++) {
                bls381_pairing_add_step(&t[j], &l, &q[j]);
                bls381_pairing_mul_line(f, &l, &p[j]);
            }
        }
    }
}

void bls381_miller_loop_serial(bls381_fp12 *f, const bls381_g1_affine *p, const bls381_g2_affine *q, size_t n)
{
    bls381_g1_affine pb[MILLER_BATCH];
    bls381_g2_affine qb[MILLER_BATCH];
    bls381_fp12 acc, t;
    size_t m = 0;
    bls381_fp12_set_one(&acc);
    for (size_t i = 0; i < n; i++) {
        if (bls381_g1_affine_is_infinity(&p[i]) || bls381_g2_affine_is_infinity(&q[i])) continue;
        pb[m] = p[i];
        qb[m] = q[i];
        if (++m == MILLER_BATCH) {
            miller_batch(&t, pb, qb, m);
            bls381_fp12_mul(&acc, &acc, &t);
            m = 0;
        }
    }
    if (m > 0) {
        miller_batch(&t, pb, qb, m);
        bls381_fp12_mul(&acc, &acc, &t);
    }
    bls381_fp12_conj(f, &acc);
}
