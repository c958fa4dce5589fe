/*
 * Many variable-time G1 scalar multiplications at once, r[k] = [s_k] p[k]
 * (the twiddle products of a G1 FFT round). Per point: GLV split,
 * width-5 NAF of both halves, a table of the odd multiples P .. 15P built
 * for all points together in affine form (batched inversions, g1_batch.h),
 * then the double-and-add loop in Jacobian coordinates (X/Z^2, Y/Z^3),
 * where a = 0 makes a doubling 2M + 5S (dbl-2009-l) and an addition of an
 * affine table entry 7M + 4S (madd-2007-bl), both from the Explicit-Formulas
 * Database (Bernstein, Lange). The library's general multiplication uses
 * complete projective formulas (about 8 and 12 multiplications): for the
 * 128 doublings of a product that is a fifth of the time.
 */
#include <stdlib.h>
#include <string.h>

#include "curve/curve.h"
#include "kzg/fft.h"
#include "kzg/g1_batch.h"

#define WNAF_W 5
#define ODD 8 /* P, 3P, ..., 15P */

typedef struct { bls381_fp x, y, z; } jac; /* z = 0: infinity */

static void jac_dbl(jac *r, const jac *p)
{
    if (bls381_fp_is_zero(&p->z)) { *r = *p; return; }
    bls381_fp a, b, c, d, e, f, t;
    bls381_fp_sqr(&a, &p->x);
    bls381_fp_sqr(&b, &p->y);
    bls381_fp_sqr(&c, &b);
    bls381_fp_add(&d, &p->x, &b);
    bls381_fp_sqr(&d, &d);
    bls381_fp_sub(&d, &d, &a);
    bls381_fp_sub(&d, &d, &c);
    bls381_fp_dbl(&d, &d);          /* D = 2((X+B)^2 - A - C) */
    bls381_fp_dbl(&e, &a);
    bls381_fp_add(&e, &e, &a);      /* E = 3A */
    bls381_fp_sqr(&f, &e);
    bls381_fp_mul(&r->z, &p->y, &p->z);
    bls381_fp_dbl(&r->z, &r->z);    /* Z3 = 2YZ (before Y is overwritten) */
    bls381_fp_dbl(&t, &d);
    bls381_fp_sub(&r->x, &f, &t);   /* X3 = F - 2D */
    bls381_fp_sub(&t, &d, &r->x);
    bls381_fp_mul(&t, &e, &t);
    bls381_fp_dbl(&c, &c);
    bls381_fp_dbl(&c, &c);
    bls381_fp_dbl(&c, &c);
    bls381_fp_sub(&r->y, &t, &c);   /* Y3 = E(D - X3) - 8C */
}

/* r = p + q, q affine and finite */
static void jac_madd(jac *r, const jac *p, const bls381_g1_affine *q)
{
    if (bls381_fp_is_zero(&p->z)) {
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
        if (bls381_fp_is_zero(&rr)) jac_dbl(r, p);
        else bls381_fp_set_zero(&r->z);
        return;
    }
    bls381_fp_dbl(&rr, &rr);
    bls381_fp_sqr(&hh, &h);
    bls381_fp_dbl(&i, &hh);
    bls381_fp_dbl(&i, &i);
    bls381_fp_mul(&j, &h, &i);
    bls381_fp_mul(&v, &p->x, &i);
    bls381_fp_add(&t, &p->z, &h);   /* Z3 = (Z1 + H)^2 - Z1Z1 - HH */
    bls381_fp_sqr(&t, &t);
    bls381_fp_sub(&t, &t, &z1z1);
    bls381_fp_sub(&r->z, &t, &hh);
    bls381_fp_mul(&t, &p->y, &j);   /* 2 Y1 J, before Y is overwritten */
    bls381_fp_dbl(&t, &t);
    bls381_fp_sqr(&r->x, &rr);
    bls381_fp_sub(&r->x, &r->x, &j);
    bls381_fp_sub(&r->x, &r->x, &v);
    bls381_fp_sub(&r->x, &r->x, &v); /* X3 = r^2 - J - 2V */
    bls381_fp_sub(&v, &v, &r->x);
    bls381_fp_mul(&v, &rr, &v);
    bls381_fp_sub(&r->y, &v, &t);    /* Y3 = r(V - X3) - 2 Y1 J */
}

/* the table entry for a signed odd digit: +-T[|d|/2], of -phi(T) for the
 * second GLV half */
static void entry(bls381_g1_affine *q, const bls381_g1_affine *t, int digit, bool second)
{
    *q = t[(digit < 0 ? -digit : digit) / 2];
    if (second) bls381_fp_mul(&q->x, &q->x, &bls381_g1_beta);
    if ((digit < 0) ^ second) bls381_fp_neg(&q->y, &q->y);
}

size_t bls381_kzg_g1_mul_many_scratch_size(size_t n)
{
    return n * (ODD + 1) * sizeof(bls381_g1_affine) + n * sizeof(bls381_kzg_g1_add_job) +
           bls381_kzg_g1_batch_scratch_size(n);
}

void bls381_kzg_g1_mul_many_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *const *s, size_t n,
                                    void *scratch)
{
    bls381_g1_affine *tab = scratch, *two = tab + n * ODD; /* tab[k * ODD + j] = (2j+1) P_k */
    bls381_kzg_g1_add_job *jobs = (bls381_kzg_g1_add_job *)(two + n);
    void *bscratch = jobs + n;
    bls381_g1_affine *first = two; /* the points in affine form, then their doubles */
    bls381_g1_batch_to_affine(first, p, n);
    for (size_t k = 0; k < n; k++) tab[k * ODD] = first[k];
    bls381_kzg_g1_batch_dbl(two, two, n, bscratch);
    for (size_t j = 1; j < ODD; j++) {
        for (size_t k = 0; k < n; k++)
            jobs[k] = (bls381_kzg_g1_add_job){ &tab[k * ODD + j], &tab[k * ODD + j - 1], &two[k] };
        bls381_kzg_g1_batch_add(jobs, n, bscratch);
    }
    for (size_t k = 0; k < n; k++) {
        uint64_t kl[4], h[2][2];
        int8_t d[2][128 + WNAF_W];
        const bls381_g1_affine *t = &tab[k * ODD];
        bls381_fr_to_limbs(kl, s[k]);
        bls381_scalar_split_glv(h[0], h[1], kl);
        size_t len0 = bls381_scalar_wnaf_vartime(d[0], h[0], 2, WNAF_W);
        size_t len1 = bls381_scalar_wnaf_vartime(d[1], h[1], 2, WNAF_W);
        jac acc;
        bls381_fp_set_one(&acc.x);
        bls381_fp_set_one(&acc.y);
        bls381_fp_set_zero(&acc.z);
        if (!bls381_kzg_g1_is_inf(t)) {
            for (size_t i = len0 > len1 ? len0 : len1; i-- > 0;) {
                jac_dbl(&acc, &acc);
                for (int half = 0; half < 2; half++) {
                    if (!d[half][i]) continue;
                    bls381_g1_affine q;
                    entry(&q, t, d[half][i], half);
                    jac_madd(&acc, &acc, &q);
                }
            }
        }
        /* (X/Z^2, Y/Z^3) = (X Z : Y : Z^3) */
        if (bls381_fp_is_zero(&acc.z)) {
            bls381_g1_set_infinity(&r[k]);
        } else {
            bls381_fp z2;
            bls381_fp_mul(&r[k].x, &acc.x, &acc.z);
            r[k].y = acc.y;
            bls381_fp_sqr(&z2, &acc.z);
            bls381_fp_mul(&r[k].z, &z2, &acc.z);
        }
    }
}
