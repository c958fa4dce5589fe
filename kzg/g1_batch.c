/*
 * Batched affine G1 additions and doublings (see g1_batch.h). For
 * P + Q = R with P != +-Q: lambda = (yQ - yP)/(xQ - xP),
 * xR = lambda^2 - xP - xQ, yR = lambda (xP - xR) - yP; for a doubling
 * lambda = 3 xP^2 / (2 yP). The denominators of a batch are inverted at
 * once (Montgomery's trick: prefix products, one inversion, a backward
 * pass), 3 multiplications each.
 */
#include "kzg/g1_batch.h"

enum { K_ADD, K_DBL, K_COPY_A, K_COPY_B, K_INF };

size_t bls381_kzg_g1_batch_scratch_size(size_t n) { return n * (sizeof(bls381_fp) + 1); }

/* variable-time tests on the limbs (field elements are kept reduced, so
 * equal values have equal limbs) */
static bool is_inf(const bls381_g1_affine *p) { return bls381_kzg_g1_is_inf(p); }

static bool fp_same(const bls381_fp *a, const bls381_fp *b)
{
    for (int i = 0; i < 6; i++)
        if (a->l[i] != b->l[i]) return false;
    return true;
}

/* the kind of a + b */
static int classify(const bls381_g1_affine *a, const bls381_g1_affine *b)
{
    if (is_inf(a)) return K_COPY_B;
    if (is_inf(b)) return K_COPY_A;
    if (fp_same(&a->x, &b->x)) return fp_same(&a->y, &b->y) ? K_DBL : K_INF;
    return K_ADD;
}

/* the denominator of an addition or doubling */
static void denominator(bls381_fp *den, const bls381_g1_affine *a, const bls381_g1_affine *b, int kind)
{
    if (kind == K_ADD) bls381_fp_sub(den, &b->x, &a->x);
    else bls381_fp_dbl(den, &a->y);
}

/* r = the point on the line of slope lambda through a and b (b = a for a
 * doubling), inv = 1/den already known */
static void finish(bls381_g1_affine *r, const bls381_g1_affine *a, const bls381_g1_affine *b, int kind,
                   const bls381_fp *inv)
{
    bls381_fp lambda, x3, t;
    if (kind == K_ADD) {
        bls381_fp_sub(&lambda, &b->y, &a->y);
    } else {
        bls381_fp_sqr(&t, &a->x);
        bls381_fp_dbl(&lambda, &t);
        bls381_fp_add(&lambda, &lambda, &t);
    }
    bls381_fp_mul(&lambda, &lambda, inv);
    bls381_fp_sqr(&x3, &lambda);
    bls381_fp_sub(&x3, &x3, &a->x);
    bls381_fp_sub(&x3, &x3, &b->x);
    bls381_fp_sub(&t, &a->x, &x3);
    bls381_fp_mul(&t, &t, &lambda);
    bls381_fp_sub(&r->y, &t, &a->y);
    r->x = x3;
}

void bls381_kzg_g1_batch_add(const bls381_kzg_g1_add_job *jobs, size_t n, void *scratch)
{
    bls381_fp *pre = scratch, acc, inv, den;
    uint8_t *kind = (uint8_t *)(pre + n);
    bool any = false;
    bls381_fp_set_one(&acc);
    for (size_t k = 0; k < n; k++) {
        kind[k] = (uint8_t)classify(jobs[k].a, jobs[k].b);
        if (kind[k] <= K_DBL) {
            denominator(&den, jobs[k].a, jobs[k].b, kind[k]);
            pre[k] = acc;
            bls381_fp_mul(&acc, &acc, &den);
            any = true;
        }
    }
    if (any) bls381_fp_inv_vartime(&inv, &acc);
    for (size_t k = n; k-- > 0;) {
        const bls381_kzg_g1_add_job *j = &jobs[k];
        switch (kind[k]) {
        case K_COPY_A: *j->r = *j->a; break;
        case K_COPY_B: *j->r = *j->b; break;
        case K_INF: bls381_fp_set_zero(&j->r->x); bls381_fp_set_zero(&j->r->y); break;
        default: {
            bls381_fp inv_k;
            bls381_g1_affine a = *j->a, b = *j->b;
            denominator(&den, &a, &b, kind[k]);
            bls381_fp_mul(&inv_k, &inv, &pre[k]);
            bls381_fp_mul(&inv, &inv, &den);
            finish(j->r, &a, &b, kind[k], &inv_k);
        }
        }
    }
}

void bls381_kzg_g1_batch_dbl(bls381_g1_affine *r, const bls381_g1_affine *p, size_t n, void *scratch)
{
    bls381_fp *pre = scratch, acc, inv, den;
    bool any = false;
    bls381_fp_set_one(&acc);
    for (size_t k = 0; k < n; k++) {
        if (is_inf(&p[k])) continue;
        pre[k] = acc;
        bls381_fp_dbl(&den, &p[k].y);
        bls381_fp_mul(&acc, &acc, &den);
        any = true;
    }
    if (any) bls381_fp_inv_vartime(&inv, &acc);
    for (size_t k = n; k-- > 0;) {
        if (is_inf(&p[k])) {
            r[k] = p[k];
            continue;
        }
        bls381_fp inv_k;
        bls381_g1_affine a = p[k];
        bls381_fp_dbl(&den, &a.y);
        bls381_fp_mul(&inv_k, &inv, &pre[k]);
        bls381_fp_mul(&inv, &inv, &den);
        finish(&r[k], &a, &a, K_DBL, &inv_k);
    }
}
