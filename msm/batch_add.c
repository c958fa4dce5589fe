/*
 * Batched affine G1 additions and doublings (see batch_add.h). For
 * P + Q = R with P != +-Q: lambda = (yQ - yP)/(xQ - xP),
 * xR = lambda^2 - xP - xQ, yR = lambda (xP - xR) - yP; for a doubling
 * lambda = 3 xP^2 / (2 yP). The denominators of a batch are inverted at
 * once (Montgomery's trick: prefix products, one inversion, a backward
 * pass), 3 multiplications each.
 *
 * A negated Q = (xQ, -yQ) is read in place: lambda' = (yQ + yP)/(xQ - xP)
 * = -lambda gives the same xR and yR = lambda' (xR - xP) - yP.
 */
#include "msm/batch_add.h"

enum { K_ADD, K_DBL, K_COPY_A, K_COPY_B, K_INF };


/* variable-time equality on the limbs (field elements are kept reduced, so
 * equal values have equal limbs) */
static bool fp_same(const bls381_fp *a, const bls381_fp *b)
{
    for (int i = 0; i < 6; i++)
        if (a->l[i] != b->l[i]) return false;
    return true;
}

/* the kind of a + (+-b), with the denominator of an addition or doubling;
 * finite: the caller knows neither is infinity */
static inline int classify(bls381_fp *den, const bls381_g1_affine *a, const bls381_g1_affine *b, bool neg,
                           bool finite)
{
    if (!finite && bls381_msm_g1_is_inf(a)) return K_COPY_B; /* (negated when neg) */
    if (!finite && bls381_msm_g1_is_inf(b)) return K_COPY_A;
    bls381_fp_sub(den, &b->x, &a->x);
    if (!bls381_fp_is_zero(den)) return K_ADD;
    bls381_fp y = b->y;
    if (neg) bls381_fp_neg(&y, &y);
    if (!fp_same(&a->y, &y)) return K_INF;
    bls381_fp_dbl(den, &a->y);
    return K_DBL;
}

/* r = the point on the line of slope lambda through a and +-b (b = a for
 * a doubling), inv = 1/den already known */
static void finish(bls381_g1_affine *r, const bls381_g1_affine *a, const bls381_g1_affine *b, int kind, bool neg,
                   const bls381_fp *inv)
{
    bls381_fp lambda, x3, t;
    if (kind == K_ADD) {
        if (neg) bls381_fp_add(&lambda, &b->y, &a->y);
        else bls381_fp_sub(&lambda, &b->y, &a->y);
    } else {
        bls381_fp_sqr(&t, &a->x);
        bls381_fp_dbl(&lambda, &t);
        bls381_fp_add(&lambda, &lambda, &t);
        neg = false;
    }
    bls381_fp_mul(&lambda, &lambda, inv);
    bls381_fp_sqr(&x3, &lambda);
    bls381_fp_sub(&x3, &x3, &a->x);
    bls381_fp_sub(&x3, &x3, &b->x);
    if (neg) bls381_fp_sub(&t, &x3, &a->x);
    else bls381_fp_sub(&t, &a->x, &x3);
    bls381_fp_mul(&t, &t, &lambda);
    bls381_fp_sub(&r->y, &t, &a->y);
    r->x = x3;
}

static inline size_t batch_add(const bls381_g1_add_job *jobs, size_t n, void *scratch, bool finite)
{
    bls381_fp *pre = scratch, *den = pre + n, acc, inv;
    uint8_t *kind = (uint8_t *)(den + n);
    bool any = false;
    size_t infs = 0;
    bls381_fp_set_one(&acc);
    for (size_t k = 0; k < n; k++) {
        kind[k] = (uint8_t)classify(&den[k], jobs[k].a, jobs[k].b, jobs[k].neg, finite);
        if (kind[k] <= K_DBL) {
            pre[k] = acc;
            bls381_fp_mul(&acc, &acc, &den[k]);
            any = true;
        }
    }
    if (any) bls381_fp_inv_vartime(&inv, &acc);
    for (size_t k = n; k-- > 0;) {
        const bls381_g1_add_job *j = &jobs[k];
        switch (kind[k]) {
        case K_COPY_A: *j->r = *j->a; break;
        case K_COPY_B:
            *j->r = *j->b;
            if (j->neg) bls381_fp_neg(&j->r->y, &j->r->y);
            break;
        case K_INF: bls381_fp_set_zero(&j->r->x); bls381_fp_set_zero(&j->r->y); infs++; break;
        default: {
            bls381_fp inv_k;
            bls381_fp_mul(&inv_k, &inv, &pre[k]);
            bls381_fp_mul(&inv, &inv, &den[k]);
            finish(j->r, j->a, j->b, kind[k], j->neg, &inv_k);
        }
        }
    }
    return infs;
}

size_t bls381_g1_batch_add(const bls381_g1_add_job *jobs, size_t n, void *scratch)
{
    return batch_add(jobs, n, scratch, false);
}

size_t bls381_g1_batch_add_finite(const bls381_g1_add_job *jobs, size_t n, void *scratch)
{
    return batch_add(jobs, n, scratch, true);
}

void bls381_g1_batch_dbl(bls381_g1_affine *r, const bls381_g1_affine *p, size_t n, void *scratch)
{
    bls381_fp *pre = scratch, *den = pre + n, acc, inv;
    bool any = false;
    bls381_fp_set_one(&acc);
    for (size_t k = 0; k < n; k++) {
        if (bls381_msm_g1_is_inf(&p[k])) continue;
        pre[k] = acc;
        bls381_fp_dbl(&den[k], &p[k].y);
        bls381_fp_mul(&acc, &acc, &den[k]);
        any = true;
    }
    if (any) bls381_fp_inv_vartime(&inv, &acc);
    for (size_t k = n; k-- > 0;) {
        if (bls381_msm_g1_is_inf(&p[k])) {
            r[k] = p[k];
            continue;
        }
        bls381_fp inv_k;
        bls381_fp_mul(&inv_k, &inv, &pre[k]);
        bls381_fp_mul(&inv, &inv, &den[k]);
        finish(&r[k], &p[k], &p[k], K_DBL, false, &inv_k);
    }
}
