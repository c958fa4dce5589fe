/*
 * Cofactor clearing, RFC 9380 section 8.8: multiplication by the effective
 * cofactor h_eff, which maps any point of the curve into the prime-order
 * subgroup (h_eff is a multiple of the cofactor's part that matters).
 */
#include "curve/curve.h"

/* G1, section 8.8.1: h_eff = 1 - x = 1 + |x|. */
void bls381_g1_clear_cofactor(bls381_g1 *r, const bls381_g1 *p)
{
    bls381_g1 t;
    bls381_g1_mul_by_x_abs(&t, p);
    bls381_g1_add(r, &t, p);
}

/* G2, section 8.8.2 with the Budroni-Pintore decomposition of Appendix G.3:
 *   h_eff P = [x^2 - x - 1]P + [x - 1]psi(P) + psi^2(2P),
 * evaluated with two multiplications by x (= -|x|):
 *   t1 = [x]P, t2 = psi(P), t3 = psi^2(2P) - t2,
 *   t2 = [x](t1 + t2), Q = t3 + t2 - t1 - P. */
void bls381_g2_clear_cofactor(bls381_g2 *r, const bls381_g2 *p)
{
    bls381_g2 t1, t2, t3;
    bls381_g2_mul_by_x_abs(&t1, p);
    bls381_g2_neg(&t1, &t1);               /* [x]P */
    bls381_g2_psi(&t2, p);
    bls381_g2_dbl(&t3, p);
    bls381_g2_psi2(&t3, &t3);
    bls381_g2_sub(&t3, &t3, &t2);
    bls381_g2_add(&t2, &t1, &t2);
    bls381_g2_mul_by_x_abs(&t2, &t2);
    bls381_g2_neg(&t2, &t2);               /* [x](t1 + t2) */
    bls381_g2_add(&t3, &t3, &t2);
    bls381_g2_sub(&t3, &t3, &t1);
    bls381_g2_sub(r, &t3, p);
}
