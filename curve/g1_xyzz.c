/* G1 XYZZ arithmetic, see g1_xyzz.h. */
#include "curve/g1_xyzz.h"
#include "field/field.h"

void bls381_g1_xyzz_set_inf(bls381_g1_xyzz *r)
{
    bls381_fp_set_one(&r->x);
    bls381_fp_set_one(&r->y);
    bls381_fp_set_zero(&r->zz);
    bls381_fp_set_zero(&r->zzz);
}

bool bls381_g1_xyzz_is_inf(const bls381_g1_xyzz *p) { return bls381_fp_is_zero(&p->zz); }

void bls381_g1_xyzz_from_affine(bls381_g1_xyzz *r, const bls381_g1_affine *a)
{
    if (bls381_fp_is_zero(&a->x) && bls381_fp_is_zero(&a->y)) {
        bls381_g1_xyzz_set_inf(r);
        return;
    }
    r->x = a->x;
    r->y = a->y;
    bls381_fp_set_one(&r->zz);
    bls381_fp_set_one(&r->zzz);
}

/* dbl-2008-s-1: 6M + 3S (U = 2Y, V = U^2, W = UV, S = XV, M = 3X^2) */
void bls381_g1_xyzz_dbl_vartime(bls381_g1_xyzz *r, const bls381_g1_xyzz *p)
{
    if (bls381_g1_xyzz_is_inf(p)) { *r = *p; return; }
    bls381_fp u, v, w, s, m, t;
    bls381_fp_dbl(&u, &p->y);
    bls381_fp_sqr(&v, &u);
    bls381_fp_mul(&w, &u, &v);
    bls381_fp_mul(&s, &p->x, &v);
    bls381_fp_sqr(&m, &p->x);
    bls381_fp_dbl(&t, &m);
    bls381_fp_add(&m, &m, &t);
    bls381_fp_mul(&r->zz, &v, &p->zz);
    bls381_fp_mul(&r->zzz, &w, &p->zzz);
    bls381_fp_mul(&t, &w, &p->y);             /* W*Y1, before Y is overwritten */
    bls381_fp_sqr(&r->x, &m);
    bls381_fp_sub(&r->x, &r->x, &s);
    bls381_fp_sub(&r->x, &r->x, &s);
    bls381_fp_sub(&s, &s, &r->x);
    bls381_fp_mul(&s, &m, &s);
    bls381_fp_sub(&r->y, &s, &t);
}

/* mdbl-2008-s-1 of an affine point into XYZZ */
static void mdbl(bls381_g1_xyzz *r, const bls381_g1_affine *q)
{
    bls381_g1_xyzz t;
    bls381_g1_xyzz_from_affine(&t, q);
    bls381_g1_xyzz_dbl_vartime(r, &t);
}

/* madd-2008-s: 8M + 2S */
void bls381_g1_xyzz_add_affine_vartime(bls381_g1_xyzz *r, const bls381_g1_xyzz *p, const bls381_g1_affine *q)
{
    if (bls381_fp_is_zero(&q->x) && bls381_fp_is_zero(&q->y)) { *r = *p; return; }
    if (bls381_g1_xyzz_is_inf(p)) { bls381_g1_xyzz_from_affine(r, q); return; }
    bls381_fp u2, s2, pp, ppp, rr, q_, t;
    bls381_fp_mul(&u2, &q->x, &p->zz);
    bls381_fp_mul(&s2, &q->y, &p->zzz);
    bls381_fp_sub(&u2, &u2, &p->x);           /* P */
    bls381_fp_sub(&rr, &s2, &p->y);           /* R */
    if (bls381_fp_is_zero(&u2)) {
        if (bls381_fp_is_zero(&rr)) mdbl(r, q);
        else bls381_g1_xyzz_set_inf(r);
        return;
    }
    bls381_fp_sqr(&pp, &u2);
    bls381_fp_mul(&ppp, &u2, &pp);
    bls381_fp_mul(&q_, &p->x, &pp);
    bls381_fp_mul(&r->zz, &p->zz, &pp);
    bls381_fp_mul(&r->zzz, &p->zzz, &ppp);
    bls381_fp_mul(&t, &p->y, &ppp);
    bls381_fp_sqr(&r->x, &rr);
    bls381_fp_sub(&r->x, &r->x, &ppp);
    bls381_fp_sub(&r->x, &r->x, &q_);
    bls381_fp_sub(&r->x, &r->x, &q_);
    bls381_fp_sub(&q_, &q_, &r->x);
    bls381_fp_mul(&q_, &rr, &q_);
    bls381_fp_sub(&r->y, &q_, &t);
}

/* add-2008-s: 12M + 2S */
void bls381_g1_xyzz_add_vartime(bls381_g1_xyzz *r, const bls381_g1_xyzz *p, const bls381_g1_xyzz *q)
{
    if (bls381_g1_xyzz_is_inf(p)) { *r = *q; return; }
    if (bls381_g1_xyzz_is_inf(q)) { *r = *p; return; }
    bls381_fp u1, u2, s1, s2, pp, ppp, rr, q_, t;
    bls381_fp_mul(&u1, &p->x, &q->zz);
    bls381_fp_mul(&u2, &q->x, &p->zz);
    bls381_fp_mul(&s1, &p->y, &q->zzz);
    bls381_fp_mul(&s2, &q->y, &p->zzz);
    bls381_fp_sub(&u2, &u2, &u1);             /* P */
    bls381_fp_sub(&rr, &s2, &s1);             /* R */
    if (bls381_fp_is_zero(&u2)) {
        if (bls381_fp_is_zero(&rr)) bls381_g1_xyzz_dbl_vartime(r, p);
        else bls381_g1_xyzz_set_inf(r);
        return;
    }
    bls381_fp_sqr(&pp, &u2);
    bls381_fp_mul(&ppp, &u2, &pp);
    bls381_fp_mul(&q_, &u1, &pp);
    bls381_fp_mul(&t, &p->zz, &q->zz);
    bls381_fp_mul(&r->zz, &t, &pp);
    bls381_fp_mul(&t, &p->zzz, &q->zzz);
    bls381_fp_mul(&r->zzz, &t, &ppp);
    bls381_fp_mul(&s1, &s1, &ppp);
    bls381_fp_sqr(&r->x, &rr);
    bls381_fp_sub(&r->x, &r->x, &ppp);
    bls381_fp_sub(&r->x, &r->x, &q_);
    bls381_fp_sub(&r->x, &r->x, &q_);
    bls381_fp_sub(&q_, &q_, &r->x);
    bls381_fp_mul(&q_, &rr, &q_);
    bls381_fp_sub(&r->y, &q_, &s1);
}

void bls381_g1_xyzz_to_affine_vartime(bls381_g1_affine *r, const bls381_g1_xyzz *p)
{
    if (bls381_g1_xyzz_is_inf(p)) {
        bls381_fp_set_zero(&r->x);
        bls381_fp_set_zero(&r->y);
        return;
    }
    /* one inversion of ZZ*ZZZ gives both 1/ZZ and 1/ZZZ */
    bls381_fp t, inv, izz, izzz;
    bls381_fp_mul(&t, &p->zz, &p->zzz);
    bls381_fp_inv_vartime(&inv, &t);
    bls381_fp_mul(&izz, &inv, &p->zzz);       /* 1/ZZ */
    bls381_fp_mul(&izzz, &inv, &p->zz);       /* 1/ZZZ */
    bls381_fp_mul(&r->x, &p->x, &izz);
    bls381_fp_mul(&r->y, &p->y, &izzz);
}
