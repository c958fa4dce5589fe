/*
 * The Miller loop's steps: doubling and addition of the running G2 point T
 * that also return the line through the points, and the products of those
 * lines into the Fp12 accumulator.
 *
 * Where the line's shape comes from. G2 lives on the twist
 * E': y^2 = x^3 + 4 xi over Fp2 (xi = u + 1), and Fp12 = Fp2[w] with
 * w^6 = xi (w^2 = v, the tower of bls381_field.h). The untwisting map
 *     (x', y') -> (x' / w^2, y' / w^3)
 * sends E' into E: y^2 = x^3 + 4 over Fp12 (divide y'^2 = x'^3 + 4 xi by
 * w^6 = xi); dividing by powers of w is what makes the twist an M-type one.
 * A line of slope m on E through (x1, y1) evaluated at P = (xP, yP) is
 * yP - y1 - m (xP - x1). For untwisted points the slope is m = m'/w, m' the
 * slope between the twist points, so the line at P is
 *     yP - y'/w^3 - (m'/w)(xP - x'/w^2)
 *   = yP - (m' xP)/w - (y' - m' x')/w^3.
 * Multiplied by w^3:  (yP) w^3 - (m' xP) w^2 - (y' - m' x'),
 * nonzero only at w^0, w^2 = v and w^3 = v w, the storage slots 0, 1, 4
 * (c0.c0, c0.c1, c1.c1), hence bls381_fp12_mul_by_014.
 *
 * What we may drop. The final exponent (p^12 - 1)/r is a multiple of
 * p^4 - 1 and of p^6 - 1: r divides p^4 - p^2 + 1, which divides both
 * (p^12 - 1)/(p^4 - 1) = (p^4 + p^2 + 1)(p^4 - p^2 + 1) and
 * p^6 + 1 = (p^2 + 1)(p^4 - p^2 + 1). Every nonzero c of the subfields Fp4
 * and Fp6 has c^(p^4 - 1) = 1 or c^(p^6 - 1) = 1, so such factors vanish in
 * the pairing. We drop three kinds: the factor w^3 above ((w^3)^2 = xi, so
 * w^3 lies in Fp4 = Fp2(w^3)); the Fp2 factors by which the projective
 * formulas below scale each line (a cleared denominator, a sign; the
 * prepared lines of prepared.c another one); and, for x < 0, the vertical
 * line at [|x|]Q (its value xP - x'/w^2 = xP - (x'/xi) v^2 lies in Fp6),
 * see miller.c.
 *
 * The formulas. T = (X : Y : Z) homogeneous projective on E'; b' = 4 xi,
 * 3b' = 12 xi (bls381_g2_mul_by_3b).
 *
 * Doubling (Costello-Lange-Naehrig 2010; Aranha, Karabina, Longa, Gebotys,
 * Lopez, "Faster explicit formulas for computing pairings over ordinary
 * curves", EUROCRYPT 2011, section 4): the tangent at T has
 * m' = 3X^2 / (2YZ). The line above times 2YZ, with
 * 2YZ (y' - m' x') = 2Y^2 - 3X^3/Z = 2Y^2 - 3(Y^2 - b'Z^2) = 3b'Z^2 - Y^2
 * (curve equation Y^2 Z = X^3 + b' Z^3), negated:
 *     (3b'Z^2 - Y^2) + (3X^2 xP) v + (-2YZ yP) v w,
 * and 2T = (XY/2 (Y^2 - 9b'Z^2) : ((Y^2 + 9b'Z^2)/2)^2 - 27b'^2 Z^4 : 2Y^3 Z).
 * 3 Fp2 products and 6 squarings.
 *
 * Addition of an affine Q = (x2, y2) (same paper): with theta = Y - y2 Z and
 * lambda = X - x2 Z the slope is m' = theta/lambda; the line times lambda:
 *     (theta x2 - lambda y2) + (-theta xP) v + (lambda yP) v w.
 * 11 Fp2 products and 2 squarings.
 */
#include "pairing/pairing.h"
#include "field/fp_gather.h"
#include "curve/curve.h"

void bls381_pairing_dbl_step(bls381_g2 *t, bls381_line *l)
{
    bls381_fp2 A, B, C, E, F, G, H, X2;
    bls381_fp2_mul(&A, &t->x, &t->y);
    bls381_fp2_half(&A, &A);                   /* XY/2 */
    bls381_fp2_sqr(&B, &t->y);                 /* Y^2 */
    bls381_fp2_sqr(&C, &t->z);                 /* Z^2 */
    bls381_g2_mul_by_3b(&E, &C);               /* 3b'Z^2 */
    bls381_fp2_add(&F, &E, &E);
    bls381_fp2_add(&F, &F, &E);                /* 9b'Z^2 */
    bls381_fp2_add(&G, &B, &F);
    bls381_fp2_half(&G, &G);                   /* (Y^2 + 9b'Z^2)/2 */
    bls381_fp2_add(&H, &t->y, &t->z);
    bls381_fp2_sqr(&H, &H);
    bls381_fp2_sub(&H, &H, &B);
    bls381_fp2_sub(&H, &H, &C);                /* 2YZ */
    bls381_fp2_sqr(&X2, &t->x);

    /* the line: (E - B) + 3X^2 xP v - H yP vw */
    bls381_fp2_sub(&l->a, &E, &B);
    bls381_fp2_add(&l->b, &X2, &X2);
    bls381_fp2_add(&l->b, &l->b, &X2);
    bls381_fp2_neg(&l->c, &H);

    /* 2T */
    bls381_fp2_sub(&F, &B, &F);                /* Y^2 - 9b'Z^2 */
    bls381_fp2_mul(&t->x, &A, &F);
    bls381_fp2_sqr(&G, &G);
    bls381_fp2_sqr(&C, &E);                    /* E^2 */
    bls381_fp2_sub(&G, &G, &C);
    bls381_fp2_sub(&G, &G, &C);
    bls381_fp2_sub(&t->y, &G, &C);             /* G^2 - 3E^2 */
    bls381_fp2_mul(&t->z, &B, &H);             /* 2Y^3 Z */
}

void bls381_pairing_add_step(bls381_g2 *t, bls381_line *l, const bls381_g2_affine *q)
{
    bls381_fp2 theta, lambda, C, D, E, F, G, H, s;
    bls381_fp2_mul(&theta, &q->y, &t->z);
    bls381_fp2_sub(&theta, &t->y, &theta);     /* Y - y2 Z */
    bls381_fp2_mul(&lambda, &q->x, &t->z);
    bls381_fp2_sub(&lambda, &t->x, &lambda);   /* X - x2 Z */
    bls381_fp2_sqr(&C, &theta);
    bls381_fp2_sqr(&D, &lambda);
    bls381_fp2_mul(&E, &lambda, &D);           /* lambda^3 */
    bls381_fp2_mul(&F, &t->z, &C);             /* Z theta^2 */
    bls381_fp2_mul(&G, &t->x, &D);             /* X lambda^2 */
    bls381_fp2_add(&H, &E, &F);
    bls381_fp2_sub(&H, &H, &G);
    bls381_fp2_sub(&H, &H, &G);                /* E + F - 2G */

    /* the line: (theta x2 - lambda y2) - theta xP v + lambda yP vw */
    bls381_fp2_mul(&l->a, &theta, &q->x);
    bls381_fp2_mul(&s, &lambda, &q->y);
    bls381_fp2_sub(&l->a, &l->a, &s);
    bls381_fp2_neg(&l->b, &theta);
    l->c = lambda;

    /* T + Q */
    bls381_fp2_mul(&t->x, &lambda, &H);
    bls381_fp2_sub(&G, &G, &H);
    bls381_fp2_mul(&G, &theta, &G);
    bls381_fp2_mul(&s, &t->y, &E);
    bls381_fp2_sub(&t->y, &G, &s);
    bls381_fp2_mul(&t->z, &t->z, &E);
}

void bls381_pairing_eval_line(bls381_fp2 o[3], const bls381_line *l, const bls381_g1_affine *p)
{
    o[0] = l->a;
    bls381_fp2_mul_fp(&o[1], &l->b, &p->x);
    bls381_fp2_mul_fp(&o[2], &l->c, &p->y);
}

/* (f0 + f1 w)(l0 + v w), l0 = o0 + o1 v, w^2 = v:
 *   c0 = f0 l0 + v^2 f1,   c1 = f1 l0 + v f0.
 * With f = (a0, a1, a2) over Fp2: v f = (xi a2, a0, a1),
 * v^2 f = (xi a1, xi a2, a0). Two 5-product sparse Fp6 products, t0 = f0
 * l0 and t1 = f1 l0, then this. */
static void line_normalized_finish(bls381_fp12 *f, bls381_fp6 *t0, bls381_fp6 *t1)
{
    bls381_fp2 x;
    bls381_fp2_add(&t1->c1, &t1->c1, &f->c0.c0);
    bls381_fp2_add(&t1->c2, &t1->c2, &f->c0.c1);
    bls381_fp2_mul_by_nonresidue(&x, &f->c0.c2);
    bls381_fp2_add(&t1->c0, &t1->c0, &x);

    bls381_fp2_add(&t0->c2, &t0->c2, &f->c1.c0);
    bls381_fp2_mul_by_nonresidue(&x, &f->c1.c1);
    bls381_fp2_add(&t0->c0, &t0->c0, &x);
    bls381_fp2_mul_by_nonresidue(&x, &f->c1.c2);
    bls381_fp2_add(&t0->c1, &t0->c1, &x);

    f->c0 = *t0;
    f->c1 = *t1;
}

void bls381_pairing_mul_line_normalized(bls381_fp12 *f, const bls381_fp2 *o0, const bls381_fp2 *o1)
{
    bls381_fp6 t0, t1;
    bls381_fp6_mul_by_01(&t0, &f->c0, o0, o1);
    bls381_fp6_mul_by_01(&t1, &f->c1, o0, o1);
    line_normalized_finish(f, &t0, &t1);
}

#if BLS381_HAVE_LANES
static void mul_line_normalized_gathered(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_fp2 *o0,
                                         const bls381_fp2 *o1)
{
    bls381_fp_gather g;
    bls381_fp6_gather_slot s0, s1;
    bls381_fp6 t0, t1;
    g.n = 0;
    bls381_fp6_gather_mul_by_01(&g, &s0, &f->c0, o0, o1);
    bls381_fp6_gather_mul_by_01(&g, &s1, &f->c1, o0, o1);
    bls381_fp_gather_run(e, &g);                  /* 30 products, four lane groups */
    bls381_fp6_gather_mul_by_01_done(&t0, &s0);
    bls381_fp6_gather_mul_by_01_done(&t1, &s1);
    line_normalized_finish(f, &t0, &t1);
}
#endif

void bls381_pairing_mul_line_normalized_on(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_fp2 *o0,
                                           const bls381_fp2 *o1)
{
#if BLS381_HAVE_LANES
    if (e) { mul_line_normalized_gathered(e, f, o0, o1); return; }
#endif
    (void)e;
    bls381_pairing_mul_line_normalized(f, o0, o1);
}

/*
 * Two evaluated lines multiplied together, then into f (multi-Miller loops
 * and the addition steps, where lines come in pairs). With l = a0 + a1 v +
 * a4 vw and m = b0 + b1 v + b4 vw (slots 0, 1, 4; (vw)^2 = v^3 = xi):
 *   l m = (a0 b0 + xi a4 b4) + (a0 b1 + a1 b0) v + a1 b1 v^2
 *         + ((a0 b4 + a4 b0) v + (a1 b4 + a4 b1) v^2) w,
 * six products by Karatsuba, and the w^1 slot stays zero. The product g =
 * g0 + g1 w (g1 = (0, x, y)) goes into f with 17 products:
 *   c0 = f0 g0 + v (f1 g1),  c1 = (f0 + f1)(g0 + g1) - f0 g0 - f1 g1,
 * f1 g1 = v (f1 (x + y v)). 23 products for the two lines against 26 for
 * two sparse products. The two halves are separate functions (the six:
 * bls381_pairing_line_product; the 17: bls381_pairing_mul_by_line_product)
 * so the lane Miller loop can compute the first in lanes (lines_x8.c).
 */
/* g = l m from the six products p = l0 m0, l1 m1, l4 m4 (slots 0, 1, 4),
 * (l0 + l1)(m0 + m1), (l0 + l4)(m0 + m4), (l1 + l4)(m1 + m4) */
static void line_product_finish(bls381_fp6 *g0, bls381_fp2 g1[2], const bls381_fp2 p[6])
{
    bls381_fp2_mul_by_nonresidue(&g0->c0, &p[2]);
    bls381_fp2_add(&g0->c0, &g0->c0, &p[0]);
    bls381_fp2_sub(&g0->c1, &p[3], &p[0]);
    bls381_fp2_sub(&g0->c1, &g0->c1, &p[1]);
    g0->c2 = p[1];
    bls381_fp2_sub(&g1[0], &p[4], &p[0]);
    bls381_fp2_sub(&g1[0], &g1[0], &p[2]);
    bls381_fp2_sub(&g1[1], &p[5], &p[1]);
    bls381_fp2_sub(&g1[1], &g1[1], &p[2]);
}

void bls381_pairing_line_product(bls381_fp6 *g0, bls381_fp2 g1[2], const bls381_fp2 l[3], const bls381_fp2 m[3])
{
    bls381_fp2 p[6], s, t;
    bls381_fp2_mul(&p[0], &l[0], &m[0]);
    bls381_fp2_mul(&p[1], &l[1], &m[1]);
    bls381_fp2_mul(&p[2], &l[2], &m[2]);
    bls381_fp2_add(&s, &l[0], &l[1]);
    bls381_fp2_add(&t, &m[0], &m[1]);
    bls381_fp2_mul(&p[3], &s, &t);
    bls381_fp2_add(&s, &l[0], &l[2]);
    bls381_fp2_add(&t, &m[0], &m[2]);
    bls381_fp2_mul(&p[4], &s, &t);
    bls381_fp2_add(&s, &l[1], &l[2]);
    bls381_fp2_add(&t, &m[1], &m[2]);
    bls381_fp2_mul(&p[5], &s, &t);
    line_product_finish(g0, g1, p);
}

/* f from t0 = f0 g0, t1 = f1 (x + y v) and u = (f0 + f1)(g0 + g1), g1 =
 * (0, x, y): f1 g1 = v t1, c1 = u - t0 - v t1, c0 = t0 + v^2 t1 */
static void mul_by_line_product_finish(bls381_fp12 *f, const bls381_fp6 *t0, bls381_fp6 *t1, bls381_fp6 *u)
{
    bls381_fp6_mul_by_nonresidue(t1, t1);
    bls381_fp6_sub(u, u, t0);
    bls381_fp6_sub(&f->c1, u, t1);
    bls381_fp6_mul_by_nonresidue(t1, t1);
    bls381_fp6_add(&f->c0, t0, t1);
}

/* g0 + g1 = (g0.c0, g0.c1 + x, g0.c2 + y) */
static void line_product_sum(bls381_fp6 *h, const bls381_fp6 *g0, const bls381_fp2 g1[2])
{
    h->c0 = g0->c0;
    bls381_fp2_add(&h->c1, &g0->c1, &g1[0]);
    bls381_fp2_add(&h->c2, &g0->c2, &g1[1]);
}

void bls381_pairing_mul_by_line_product(bls381_fp12 *f, const bls381_fp6 *g0, const bls381_fp2 g1[2])
{
    bls381_fp6 t0, t1, u, h;
    bls381_fp6_mul(&t0, &f->c0, g0);
    bls381_fp6_mul_by_01(&t1, &f->c1, &g1[0], &g1[1]);
    bls381_fp6_add(&u, &f->c0, &f->c1);
    line_product_sum(&h, g0, g1);
    bls381_fp6_mul(&u, &u, &h);
    mul_by_line_product_finish(f, &t0, &t1, &u);
}

#if BLS381_HAVE_LANES
static void mul_line_pair_gathered(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_fp2 l[3],
                                   const bls381_fp2 m[3])
{
    bls381_fp_gather g;
    bls381_fp6_gather_slot sg, s0, s1, su;
    bls381_fp6 lv = { l[0], l[1], l[2] }, mv = { m[0], m[1], m[2] };
    bls381_fp2 p[6], g1[2];
    bls381_fp6 g0, h, u, t0, t1;
    g.n = 0;
    /* l m: the six products of an Fp6 product of (l0, l1, l4) and (m0, m1,
     * m4) (18 Fp products, three lane groups), in line_product_finish's
     * order: the pair sums come (1,2), (0,1), (0,2) from bls381_fp6_gather_mul */
    static const int order[6] = { 0, 1, 2, 4, 5, 3 };
    bls381_fp6_gather_mul(&g, &sg, &lv, &mv);
    bls381_fp_gather_run(e, &g);
    for (int k = 0; k < 6; k++) bls381_fp2_gather_done(&p[k], &sg.s[order[k]]);
    line_product_finish(&g0, g1, p);
    /* f (l m): 17 products (51 Fp, seven lane groups) */
    bls381_fp6_add(&u, &f->c0, &f->c1);
    line_product_sum(&h, &g0, g1);
    bls381_fp6_gather_mul(&g, &s0, &f->c0, &g0);
    bls381_fp6_gather_mul_by_01(&g, &s1, &f->c1, &g1[0], &g1[1]);
    bls381_fp6_gather_mul(&g, &su, &u, &h);
    bls381_fp_gather_run(e, &g);
    bls381_fp6_gather_mul_done(&t0, &s0);
    bls381_fp6_gather_mul_by_01_done(&t1, &s1);
    bls381_fp6_gather_mul_done(&u, &su);
    mul_by_line_product_finish(f, &t0, &t1, &u);
}
#endif

void bls381_pairing_mul_line_pair_on(const bls381_fp_x8_engine *e, bls381_fp12 *f, const bls381_fp2 l[3],
                                     const bls381_fp2 m[3])
{
#if BLS381_HAVE_LANES
    if (e) { mul_line_pair_gathered(e, f, l, m); return; }
#endif
    (void)e;
    bls381_pairing_mul_line_pair(f, l, m);
}

void bls381_pairing_mul_line_pair(bls381_fp12 *f, const bls381_fp2 l[3], const bls381_fp2 m[3])
{
    bls381_fp6 g0;
    bls381_fp2 g1[2];
    bls381_pairing_line_product(&g0, g1, l, m);
    bls381_pairing_mul_by_line_product(f, &g0, g1);
}
