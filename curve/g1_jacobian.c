/* G1 Jacobian arithmetic for the MSM study variant, see g1_jacobian.h. */
#include "curve/g1_jacobian.h"
#include "field/field.h"

void bls381_g1_jac_set_inf(bls381_g1_jac *r)
{
    bls381_fp_set_one(&r->x);
    bls381_fp_set_one(&r->y);
    bls381_fp_set_zero(&r->z);
}

bool bls381_g1_jac_is_inf(const bls381_g1_jac *p) { return bls381_fp_is_zero(&p->z); }

/* dbl-2009-l: A = X^2, B = Y^2, C = B^2, D = 2((X+B)^2 - A - C), E = 3A,
 * X3 = E^2 - 2D, Y3 = E(D - X3) - 8C, Z3 = 2YZ. No point of G1 has y = 0. */
void bls381_g1_jac_dbl_vartime(bls381_g1_jac *r, const bls381_g1_jac *p)
{
    if (bls381_g1_jac_is_inf(p)) { *r = *p; return; }
    bls381_fp a, b, c, d, e, t;
    bls381_fp_sqr(&a, &p->x);
    bls381_fp_sqr(&b, &p->y);
    bls381_fp_sqr(&c, &b);
    bls381_fp_add(&d, &p->x, &b);
    bls381_fp_sqr(&d, &d);
    bls381_fp_sub(&d, &d, &a);
    bls381_fp_sub(&d, &d, &c);
    bls381_fp_dbl(&d, &d);
    bls381_fp_dbl(&e, &a);
    bls381_fp_add(&e, &e, &a);
    bls381_fp_mul(&r->z, &p->y, &p->z);
    bls381_fp_dbl(&r->z, &r->z);
    bls381_fp_sqr(&t, &e);
    bls381_fp_sub(&t, &t, &d);
    bls381_fp_sub(&r->x, &t, &d);
    bls381_fp_sub(&t, &d, &r->x);
    bls381_fp_mul(&t, &e, &t);
    bls381_fp_dbl(&c, &c);
    bls381_fp_dbl(&c, &c);
    bls381_fp_dbl(&c, &c);
    bls381_fp_sub(&r->y, &t, &c);
}

/* madd-2007-bl: Z1Z1 = Z1^2, U2 = X2 Z1Z1, S2 = Y2 Z1 Z1Z1, H = U2 - X1,
 * HH = H^2, I = 4HH, J = H I, r = 2(S2 - Y1), V = X1 I,
 * X3 = r^2 - J - 2V, Y3 = r(V - X3) - 2 Y1 J, Z3 = (Z1 + H)^2 - Z1Z1 - HH.
 * A (0,0) affine point is infinity. */
void bls381_g1_jac_add_affine_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_affine *q)
{
    if (bls381_fp_is_zero(&q->x) && bls381_fp_is_zero(&q->y)) { *r = *p; return; }
    if (bls381_g1_jac_is_inf(p)) {
        r->x = q->x;
        r->y = q->y;
        bls381_fp_set_one(&r->z);
        return;
    }
    bls381_fp z1z1, u2, s2, h, hh, i, j, rr, v, t;
    bls381_fp_sqr(&z1z1, &p->z);
    bls381_fp_mul(&u2, &q->x, &z1z1);
    bls381_fp_mul(&s2, &q->y, &p->z);
    bls381_fp_mul(&s2, &s2, &z1z1);
    bls381_fp_sub(&h, &u2, &p->x);
    bls381_fp_sub(&rr, &s2, &p->y);
    if (bls381_fp_is_zero(&h)) {
        if (bls381_fp_is_zero(&rr)) bls381_g1_jac_dbl_vartime(r, p);
        else bls381_g1_jac_set_inf(r);
        return;
    }
    bls381_fp_dbl(&rr, &rr);
    bls381_fp_sqr(&hh, &h);
    bls381_fp_dbl(&i, &hh);
    bls381_fp_dbl(&i, &i);
    bls381_fp_mul(&j, &h, &i);
    bls381_fp_mul(&v, &p->x, &i);
    bls381_fp_add(&t, &p->z, &h);            /* Z3 first: p->z is read before r->z is written */
    bls381_fp_sqr(&t, &t);
    bls381_fp_sub(&t, &t, &z1z1);
    bls381_fp_sub(&r->z, &t, &hh);
    bls381_fp_mul(&t, &p->y, &j);             /* Y1 J, before r->y is written */
    bls381_fp_sqr(&r->x, &rr);
    bls381_fp_sub(&r->x, &r->x, &j);
    bls381_fp_sub(&r->x, &r->x, &v);
    bls381_fp_sub(&r->x, &r->x, &v);
    bls381_fp_sub(&v, &v, &r->x);
    bls381_fp_mul(&v, &rr, &v);
    bls381_fp_dbl(&t, &t);
    bls381_fp_sub(&r->y, &v, &t);
}

/* add-2007-bl: U1 = X1 Z2Z2, U2 = X2 Z1Z1, S1 = Y1 Z2 Z2Z2, S2 = Y2 Z1 Z1Z1,
 * H = U2 - U1, I = (2H)^2, J = H I, r = 2(S2 - S1), V = U1 I,
 * X3 = r^2 - J - 2V, Y3 = r(V - X3) - 2 S1 J, Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H. */
void bls381_g1_jac_add_vartime(bls381_g1_jac *r, const bls381_g1_jac *p, const bls381_g1_jac *q)
{
    if (bls381_g1_jac_is_inf(q)) { *r = *p; return; }
    if (bls381_g1_jac_is_inf(p)) { *r = *q; return; }
    bls381_fp z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
    bls381_fp_sqr(&z1z1, &p->z);
    bls381_fp_sqr(&z2z2, &q->z);
    bls381_fp_mul(&u1, &p->x, &z2z2);
    bls381_fp_mul(&u2, &q->x, &z1z1);
    bls381_fp_mul(&s1, &p->y, &q->z);
    bls381_fp_mul(&s1, &s1, &z2z2);
    bls381_fp_mul(&s2, &q->y, &p->z);
    bls381_fp_mul(&s2, &s2, &z1z1);
    bls381_fp_sub(&h, &u2, &u1);
    bls381_fp_sub(&rr, &s2, &s1);
    if (bls381_fp_is_zero(&h)) {
        if (bls381_fp_is_zero(&rr)) bls381_g1_jac_dbl_vartime(r, p);
        else bls381_g1_jac_set_inf(r);
        return;
    }
    bls381_fp_dbl(&rr, &rr);
    bls381_fp_dbl(&i, &h);
    bls381_fp_sqr(&i, &i);
    bls381_fp_mul(&j, &h, &i);
    bls381_fp_mul(&v, &u1, &i);
    bls381_fp_add(&t, &p->z, &q->z);
    bls381_fp_sqr(&t, &t);
    bls381_fp_sub(&t, &t, &z1z1);
    bls381_fp_sub(&t, &t, &z2z2);
    bls381_fp_mul(&r->z, &t, &h);
    bls381_fp_sqr(&r->x, &rr);
    bls381_fp_sub(&r->x, &r->x, &j);
    bls381_fp_sub(&r->x, &r->x, &v);
    bls381_fp_sub(&r->x, &r->x, &v);
    bls381_fp_sub(&v, &v, &r->x);
    bls381_fp_mul(&v, &rr, &v);
    bls381_fp_mul(&t, &s1, &j);
    bls381_fp_dbl(&t, &t);
    bls381_fp_sub(&r->y, &v, &t);
}

void bls381_g1_jac_to_xyzz(bls381_g1_xyzz *r, const bls381_g1_jac *p)
{
    if (bls381_g1_jac_is_inf(p)) { bls381_g1_xyzz_set_inf(r); return; }
    r->x = p->x;
    r->y = p->y;
    bls381_fp_sqr(&r->zz, &p->z);
    bls381_fp_mul(&r->zzz, &r->zz, &p->z);
}
