/*
 * The Miller loop's steps on eight lanes (see lines_x8.h): pairing/lines.c's
 * doubling and addition, each line evaluated at P as in
 * bls381_pairing_eval_line. The comments name the scalar code's values.
 */
#include "pairing/lines_x8.h"

/* r = a / 2: a product by 1/2 (the engine has no halving) */
static void half(const bls381_fp_x8_engine *e, const bls381_fp_x8 *h, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    e->fp_mul(&r->c0, &a->c0, h);
    e->fp_mul(&r->c1, &a->c1, h);
}

/* r = xi a = (u + 1)(c0 + c1 u) = (c0 - c1) + (c0 + c1) u; r != a */
static void mul_by_xi(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    e->fp_sub(&r->c0, &a->c0, &a->c1);
    e->fp_add(&r->c1, &a->c0, &a->c1);
}

/* r = 3b' a = 12 xi a, as bls381_g2_mul_by_3b: 12 a by additions, then xi */
static void mul_by_3b(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    bls381_fp2_x8 t;
    bls381_fp2_x8_add(e, &t, a, a);
    bls381_fp2_x8_add(e, &t, &t, a);
    bls381_fp2_x8_add(e, &t, &t, &t);
    bls381_fp2_x8_add(e, &t, &t, &t);
    mul_by_xi(e, r, &t);
}

/* r = a s for an Fp lane value s */
static void mul_fp(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a, const bls381_fp_x8 *s)
{
    e->fp_mul(&r->c0, &a->c0, s);
    e->fp_mul(&r->c1, &a->c1, s);
}

void bls381_miller_x8_init(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, const bls381_g1_affine *const p[8],
                           const bls381_g2_affine *const q[8])
{
    const bls381_fp *px[8], *py[8];
    const bls381_fp2 *qx[8], *qy[8], *one[8];
    bls381_fp2 one_s;
    bls381_fp2_set_one(&one_s);
    for (int k = 0; k < 8; k++) {
        px[k] = &p[k]->x, py[k] = &p[k]->y;
        qx[k] = &q[k]->x, qy[k] = &q[k]->y, one[k] = &one_s;
    }
    e->fp_load(&g->xp, px);
    e->fp_load(&g->yp, py);
    bls381_fp2_x8_load(e, &g->x, qx);
    bls381_fp2_x8_load(e, &g->y, qy);
    bls381_fp2_x8_load(e, &g->z, one);
}

void bls381_miller_x8_half(const bls381_fp_x8_engine *e, bls381_fp_x8 *h)
{
    bls381_fp half_s;
    bls381_fp_set_one(&half_s);
    bls381_fp_half(&half_s, &half_s);
    const bls381_fp *src[8] = { &half_s, &half_s, &half_s, &half_s, &half_s, &half_s, &half_s, &half_s };
    e->fp_load(h, src);
}

void bls381_pairing_dbl_step_x8(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp2_x8 o[3],
                                const bls381_fp_x8 *h)
{
    bls381_fp2_x8 A, B, C, E, F, G, H, X2;
    bls381_fp2_x8_mul(e, &A, &g->x, &g->y);
    half(e, h, &A, &A);                        /* XY/2 */
    bls381_fp2_x8_sqr(e, &B, &g->y);           /* Y^2 */
    bls381_fp2_x8_sqr(e, &C, &g->z);           /* Z^2 */
    mul_by_3b(e, &E, &C);                      /* 3b'Z^2 */
    bls381_fp2_x8_add(e, &F, &E, &E);
    bls381_fp2_x8_add(e, &F, &F, &E);          /* 9b'Z^2 */
    bls381_fp2_x8_add(e, &G, &B, &F);
    half(e, h, &G, &G);                        /* (Y^2 + 9b'Z^2)/2 */
    bls381_fp2_x8_add(e, &H, &g->y, &g->z);
    bls381_fp2_x8_sqr(e, &H, &H);
    bls381_fp2_x8_sub(e, &H, &H, &B);
    bls381_fp2_x8_sub(e, &H, &H, &C);          /* 2YZ */
    bls381_fp2_x8_sqr(e, &X2, &g->x);

    /* the line at P: (E - B) + (3X^2 xP) v + (-H yP) vw */
    bls381_fp2_x8_sub(e, &o[0], &E, &B);
    bls381_fp2_x8_add(e, &o[1], &X2, &X2);
    bls381_fp2_x8_add(e, &o[1], &o[1], &X2);
    mul_fp(e, &o[1], &o[1], &g->xp);
    bls381_fp2_x8_neg(e, &o[2], &H);
    mul_fp(e, &o[2], &o[2], &g->yp);

    /* 2T */
    bls381_fp2_x8_sub(e, &F, &B, &F);          /* Y^2 - 9b'Z^2 */
    bls381_fp2_x8_mul(e, &g->x, &A, &F);
    bls381_fp2_x8_sqr(e, &G, &G);
    bls381_fp2_x8_sqr(e, &C, &E);              /* E^2 */
    bls381_fp2_x8_sub(e, &G, &G, &C);
    bls381_fp2_x8_sub(e, &G, &G, &C);
    bls381_fp2_x8_sub(e, &g->y, &G, &C);       /* G^2 - 3E^2 */
    bls381_fp2_x8_mul(e, &g->z, &B, &H);       /* 2Y^3 Z */
}

void bls381_pairing_add_step_x8(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp2_x8 o[3],
                                const bls381_fp2_x8 *qx, const bls381_fp2_x8 *qy)
{
    bls381_fp2_x8 theta, lambda, C, D, E, F, G, H, s;
    bls381_fp2_x8_mul(e, &theta, qy, &g->z);
    bls381_fp2_x8_sub(e, &theta, &g->y, &theta);   /* Y - y2 Z */
    bls381_fp2_x8_mul(e, &lambda, qx, &g->z);
    bls381_fp2_x8_sub(e, &lambda, &g->x, &lambda); /* X - x2 Z */
    bls381_fp2_x8_sqr(e, &C, &theta);
    bls381_fp2_x8_sqr(e, &D, &lambda);
    bls381_fp2_x8_mul(e, &E, &lambda, &D);         /* lambda^3 */
    bls381_fp2_x8_mul(e, &F, &g->z, &C);           /* Z theta^2 */
    bls381_fp2_x8_mul(e, &G, &g->x, &D);           /* X lambda^2 */
    bls381_fp2_x8_add(e, &H, &E, &F);
    bls381_fp2_x8_sub(e, &H, &H, &G);
    bls381_fp2_x8_sub(e, &H, &H, &G);              /* E + F - 2G */

    /* the line at P: (theta x2 - lambda y2) + (-theta xP) v + (lambda yP) vw */
    bls381_fp2_x8_mul(e, &o[0], &theta, qx);
    bls381_fp2_x8_mul(e, &s, &lambda, qy);
    bls381_fp2_x8_sub(e, &o[0], &o[0], &s);
    bls381_fp2_x8_neg(e, &o[1], &theta);
    mul_fp(e, &o[1], &o[1], &g->xp);
    mul_fp(e, &o[2], &lambda, &g->yp);

    /* T + Q */
    bls381_fp2_x8_mul(e, &g->x, &lambda, &H);
    bls381_fp2_x8_sub(e, &G, &G, &H);
    bls381_fp2_x8_mul(e, &G, &theta, &G);
    bls381_fp2_x8_mul(e, &s, &g->y, &E);
    bls381_fp2_x8_sub(e, &g->y, &G, &s);
    bls381_fp2_x8_mul(e, &g->z, &g->z, &E);
}

void bls381_pairing_line_product_x8(const bls381_fp_x8_engine *e, bls381_fp2_x8 g0[3], bls381_fp2_x8 g1[2],
                                    const bls381_fp2_x8 l[3], const bls381_fp2_x8 m[3])
{
    bls381_fp2_x8 p00, p11, p44, s, t;
    bls381_fp2_x8_mul(e, &p00, &l[0], &m[0]);
    bls381_fp2_x8_mul(e, &p11, &l[1], &m[1]);
    bls381_fp2_x8_mul(e, &p44, &l[2], &m[2]);
    mul_by_xi(e, &g0[0], &p44);
    bls381_fp2_x8_add(e, &g0[0], &g0[0], &p00);    /* a0 b0 + xi a4 b4 */
    bls381_fp2_x8_add(e, &s, &l[0], &l[1]);
    bls381_fp2_x8_add(e, &t, &m[0], &m[1]);
    bls381_fp2_x8_mul(e, &g0[1], &s, &t);
    bls381_fp2_x8_sub(e, &g0[1], &g0[1], &p00);
    bls381_fp2_x8_sub(e, &g0[1], &g0[1], &p11);    /* a0 b1 + a1 b0 */
    g0[2] = p11;
    bls381_fp2_x8_add(e, &s, &l[0], &l[2]);
    bls381_fp2_x8_add(e, &t, &m[0], &m[2]);
    bls381_fp2_x8_mul(e, &g1[0], &s, &t);
    bls381_fp2_x8_sub(e, &g1[0], &g1[0], &p00);
    bls381_fp2_x8_sub(e, &g1[0], &g1[0], &p44);    /* a0 b4 + a4 b0 */
    bls381_fp2_x8_add(e, &s, &l[1], &l[2]);
    bls381_fp2_x8_add(e, &t, &m[1], &m[2]);
    bls381_fp2_x8_mul(e, &g1[1], &s, &t);
    bls381_fp2_x8_sub(e, &g1[1], &g1[1], &p11);
    bls381_fp2_x8_sub(e, &g1[1], &g1[1], &p44);    /* a1 b4 + a4 b1 */
}
