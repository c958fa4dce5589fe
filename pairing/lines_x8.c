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

/* r = 3b' a = 12 xi a, as bls381_g2_mul_by_3b: 12 a by additions, then xi */
static void mul_by_3b(const bls381_fp_x8_engine *e, bls381_fp2_x8 *r, const bls381_fp2_x8 *a)
{
    bls381_fp2_x8 t;
    bls381_fp2_x8_add(e, &t, a, a);
    bls381_fp2_x8_add(e, &t, &t, a);
    bls381_fp2_x8_add(e, &t, &t, &t);
    bls381_fp2_x8_add(e, &t, &t, &t);
    bls381_fp2_x8_mul_by_nonresidue(e, r, &t);
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

void bls381_pairing_dbl_step_x8(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp6_x8 *o,
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
    bls381_fp2_x8_sub(e, &o->c0, &E, &B);
    bls381_fp2_x8_add(e, &o->c1, &X2, &X2);
    bls381_fp2_x8_add(e, &o->c1, &o->c1, &X2);
    mul_fp(e, &o->c1, &o->c1, &g->xp);
    bls381_fp2_x8_neg(e, &o->c2, &H);
    mul_fp(e, &o->c2, &o->c2, &g->yp);

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

void bls381_pairing_add_step_x8(const bls381_fp_x8_engine *e, bls381_miller_x8 *g, bls381_fp6_x8 *o,
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
    bls381_fp2_x8_mul(e, &o->c0, &theta, qx);
    bls381_fp2_x8_mul(e, &s, &lambda, qy);
    bls381_fp2_x8_sub(e, &o->c0, &o->c0, &s);
    bls381_fp2_x8_neg(e, &o->c1, &theta);
    mul_fp(e, &o->c1, &o->c1, &g->xp);
    mul_fp(e, &o->c2, &lambda, &g->yp);

    /* T + Q */
    bls381_fp2_x8_mul(e, &g->x, &lambda, &H);
    bls381_fp2_x8_sub(e, &G, &G, &H);
    bls381_fp2_x8_mul(e, &G, &theta, &G);
    bls381_fp2_x8_mul(e, &s, &g->y, &E);
    bls381_fp2_x8_sub(e, &g->y, &G, &s);
    bls381_fp2_x8_mul(e, &g->z, &g->z, &E);
}

void bls381_pairing_line_product_x8(const bls381_fp_x8_engine *e, bls381_fp6_x8 *l, bls381_fp6_x8 *m)
{
    bls381_fp2_x8 p00, p11, p44, s, t;
    bls381_fp2_x8_mul(e, &p00, &l->c0, &m->c0);
    bls381_fp2_x8_mul(e, &p11, &l->c1, &m->c1);
    bls381_fp2_x8_mul(e, &p44, &l->c2, &m->c2);
    /* the w^1 half first, while l and m are whole */
    bls381_fp2_x8_add(e, &s, &l->c0, &l->c2);
    bls381_fp2_x8_add(e, &t, &m->c0, &m->c2);
    bls381_fp2_x8_mul(e, &s, &s, &t);
    bls381_fp2_x8_sub(e, &s, &s, &p00);
    bls381_fp2_x8_sub(e, &s, &s, &p44);            /* a0 b4 + a4 b0 */
    bls381_fp2_x8_add(e, &t, &l->c1, &l->c2);
    bls381_fp2_x8_add(e, &l->c2, &m->c1, &m->c2);  /* l->c2 is free now */
    bls381_fp2_x8_mul(e, &t, &t, &l->c2);
    bls381_fp2_x8_sub(e, &t, &t, &p11);
    bls381_fp2_x8_sub(e, &t, &t, &p44);            /* a1 b4 + a4 b1 */
    /* the w^0 half */
    bls381_fp2_x8_add(e, &l->c2, &l->c0, &l->c1);
    bls381_fp2_x8_add(e, &m->c2, &m->c0, &m->c1);
    bls381_fp2_x8_mul(e, &l->c1, &l->c2, &m->c2);
    bls381_fp2_x8_sub(e, &l->c1, &l->c1, &p00);
    bls381_fp2_x8_sub(e, &l->c1, &l->c1, &p11);    /* a0 b1 + a1 b0 */
    bls381_fp2_x8_mul_by_nonresidue(e, &l->c0, &p44);
    bls381_fp2_x8_add(e, &l->c0, &l->c0, &p00);    /* a0 b0 + xi a4 b4 */
    l->c2 = p11;                                    /* a1 b1 */
    m->c0 = s, m->c1 = t;
}

void bls381_pairing_mul_by_line_product_x8(const bls381_fp_x8_engine *e, bls381_fp12_x8 *f, bool first,
                                           bls381_fp6_x8 *g0, const bls381_fp2_x8 *x, const bls381_fp2_x8 *y)
{
    if (first) { /* f = g = g0 + (0, x, y) w */
        f->c0 = *g0;
        e->fp_sub(&f->c1.c0.c0, &x->c0, &x->c0);
        f->c1.c0.c1 = f->c1.c0.c0;
        f->c1.c1 = *x, f->c1.c2 = *y;
        return;
    }
    /* t0 = f0 g0, t1 = f1 (x + y v) (times v: f1 g1), then
     * c1 = (f0 + f1)(g0 + g1) - t0 - v t1, c0 = t0 + v^2 t1, in place */
    bls381_fp6_x8 t0, t1;
    bls381_fp6_x8_mul(e, &t0, &f->c0, g0);
    bls381_fp6_x8_mul_by_01(e, &t1, &f->c1, x, y);
    bls381_fp6_x8_add(e, &f->c0, &f->c0, &f->c1);
    bls381_fp2_x8_add(e, &g0->c1, &g0->c1, x);
    bls381_fp2_x8_add(e, &g0->c2, &g0->c2, y);      /* g0 + g1 = (g0.c0, g0.c1 + x, g0.c2 + y) */
    bls381_fp6_x8_mul(e, &f->c1, &f->c0, g0);
    bls381_fp6_x8_sub(e, &f->c1, &f->c1, &t0);
    bls381_fp6_x8_mul_by_nonresidue(e, &t1, &t1);
    bls381_fp6_x8_sub(e, &f->c1, &f->c1, &t1);
    bls381_fp6_x8_mul_by_nonresidue(e, &t1, &t1);
    bls381_fp6_x8_add(e, &f->c0, &t0, &t1);
}
