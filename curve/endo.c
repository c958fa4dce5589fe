/*
 * The endomorphisms used for subgroup checks, GLV/GLS and cofactor
 * clearing, and the multiplication by |x| = 0xd201000000010000.
 *
 * phi on E1: (x, y) -> (beta x, y), beta^3 = 1; it acts on G1 as [-x^2]
 * (the eigenvalue fixed by the choice of beta, see curve/consts.c).
 * psi on E2: untwist to E(Fp12), apply the p-power Frobenius, twist back:
 * (x, y) -> (cx conj(x), cy conj(y)); it acts on G2 as [p] = [x] mod r.
 * Both maps are linear in projective coordinates (Z goes to conj(Z) for
 * psi), so they apply to (X : Y : Z) directly.
 */
#include "curve/curve.h"

void bls381_g1_phi(bls381_g1 *r, const bls381_g1 *p)
{
    bls381_fp_mul(&r->x, &p->x, &bls381_g1_beta);
    r->y = p->y;
    r->z = p->z;
}

void bls381_g2_psi(bls381_g2 *r, const bls381_g2 *p)
{
    bls381_fp2 t;
    /* cx = c1 u, so cx * conj(X) = c1 u (X0 - X1 u) = c1 X1 + c1 X0 u */
    bls381_fp_mul(&t.c0, &p->x.c1, &bls381_g2_psi_cx.c1);
    bls381_fp_mul(&t.c1, &p->x.c0, &bls381_g2_psi_cx.c1);
    r->x = t;
    bls381_fp2_conj(&t, &p->y);
    bls381_fp2_mul(&r->y, &t, &bls381_g2_psi_cy);
    bls381_fp2_conj(&r->z, &p->z);
}

void bls381_g2_psi2(bls381_g2 *r, const bls381_g2 *p)
{
    bls381_fp2_mul_fp(&r->x, &p->x, &bls381_g2_psi2_cx);
    bls381_fp2_neg(&r->y, &p->y);
    r->z = p->z;
}

/* |x| = 2^63 + 2^62 + 2^60 + 2^57 + 2^48 + 2^16: starting from p (the top
 * bit), runs of doublings each followed by an addition of p, and a last
 * run of 16 doublings: 1 + 2 + 3 + 9 + 32 + 16 = 63 doublings, 5 additions.
 * The chain depends on x only. */
static const unsigned X_ABS_RUNS[6] = { 1, 2, 3, 9, 32, 16 };

void bls381_g1_mul_by_x_abs(bls381_g1 *r, const bls381_g1 *p)
{
    bls381_g1 acc = *p;
    for (int i = 0; i < 6; i++) {
        bls381_g1_dbl_n(&acc, &acc, X_ABS_RUNS[i]);
        if (i < 5) bls381_g1_add(&acc, &acc, p);
    }
    *r = acc;
}

void bls381_g2_mul_by_x_abs(bls381_g2 *r, const bls381_g2 *p)
{
    bls381_g2 acc = *p;
    for (int i = 0; i < 6; i++) {
        bls381_g2_dbl_n(&acc, &acc, X_ABS_RUNS[i]);
        if (i < 5) bls381_g2_add(&acc, &acc, p);
    }
    *r = acc;
}
