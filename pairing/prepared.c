/*
 * Prepared G2 points: the 68 lines of Q's Miller loop computed once, scaled
 * so that they cost less to evaluate and to multiply in.
 *
 * A line of miller.c is l(P) = a + (b xP) v + (c yP) v w. Dividing by c yP,
 * a factor in Fp2 that the final exponentiation erases (lines.c):
 *     l(P) ~ (a/c) (1/yP) + (b/c) (xP/yP) v + v w.
 * bls381_g2_prepare stores a/c and b/c (one Fp2 inversion for all 68 lines,
 * by Montgomery's trick); the Miller loop computes 1/yP and xP/yP once per
 * G1 point, then per line 4 Fp products to evaluate and a 10-product sparse
 * multiplication (bls381_pairing_mul_line_normalized) instead of 13.
 * yP = 0 never happens on the curve (G1 has odd order, so no point of
 * order 2); a point off the curve with yP = 0 gives a meaningless value.
 */
#include "pairing/pairing.h"
#include "field/fp_gather.h"

void bls381_g2_prepare(bls381_g2_prepared *r, const bls381_g2_affine *q)
{
    bls381_line l[BLS381_PAIRING_LINES];
    bls381_fp2 prefix[BLS381_PAIRING_LINES], inv;
    bls381_g2 tq;
    size_t k = 0;

    r->infinity = bls381_g2_affine_is_infinity(q);
    if (r->infinity) {
        for (size_t i = 0; i < BLS381_PAIRING_LINES; i++) {
            bls381_fp2_set_zero(&r->line[i][0]);
            bls381_fp2_set_zero(&r->line[i][1]);
        }
        return;
    }
    bls381_g2_from_affine(&tq, q);
    for (int i = 62; i >= 0; i--) {
        bls381_pairing_dbl_step(&tq, &l[k++]);
        if ((BLS381_PAIRING_X_ABS >> i) & 1) bls381_pairing_add_step(&tq, &l[k++], q);
    }

    /* 1/c for every line: prefix products, one inversion, then back */
    prefix[0] = l[0].c;
    for (k = 1; k < BLS381_PAIRING_LINES; k++) bls381_fp2_mul(&prefix[k], &prefix[k - 1], &l[k].c);
    bls381_fp2_inv_vartime(&inv, &prefix[BLS381_PAIRING_LINES - 1]);
    for (k = BLS381_PAIRING_LINES; k-- > 0;) {
        bls381_fp2 ck;       /* 1/c_k = inv * prefix[k-1]; then inv = 1/prefix[k-1] */
        if (k > 0) {
            bls381_fp2_mul(&ck, &inv, &prefix[k - 1]);
            bls381_fp2_mul(&inv, &inv, &l[k].c);
        } else {
            ck = inv;
        }
        bls381_fp2_mul(&r->line[k][0], &l[k].a, &ck);
        bls381_fp2_mul(&r->line[k][1], &l[k].b, &ck);
    }
}

#define PREPARED_BATCH 32

/* f = prod f_{|x|,q[i]}(p[i]) for 1 <= n <= PREPARED_BATCH pairs, none
 * at infinity */
static void miller_prepared_batch(bls381_fp12 *f, const bls381_g1_affine *p,
                                  const bls381_g2_prepared *const *q, size_t n)
{
    bls381_fp yinv[PREPARED_BATCH], xq[PREPARED_BATCH], inv;
    bls381_fp2 o0, o1;
    /* 1/yP for all, by Montgomery's trick (xq holds the prefix products) */
    xq[0] = p[0].y;
    for (size_t j = 1; j < n; j++) bls381_fp_mul(&xq[j], &xq[j - 1], &p[j].y);
    bls381_fp_inv_vartime(&inv, &xq[n - 1]);
    for (size_t j = n; j-- > 1;) {
        bls381_fp_mul(&yinv[j], &inv, &xq[j - 1]);
        bls381_fp_mul(&inv, &inv, &p[j].y);
    }
    yinv[0] = inv;
    for (size_t j = 0; j < n; j++) bls381_fp_mul(&xq[j], &p[j].x, &yinv[j]);

    /* f's squarings and line products gathered into the lane engine where
     * the library runs one (field/fp_gather.h; this loop is variable time) */
    const bls381_fp_x8_engine *e = bls381_fp_gather_engine();
    bls381_fp12_set_one(f);
    size_t k = 0;
    for (int i = 62; i >= 0; i--) {
        if (i != 62) bls381_fp12_sqr_on(e, f, f);
        int lines = 1 + (int)((BLS381_PAIRING_X_ABS >> i) & 1);
        for (int s = 0; s < lines; s++, k++) {
            for (size_t j = 0; j < n; j++) {
                bls381_fp2_mul_fp(&o0, &q[j]->line[k][0], &yinv[j]);
                bls381_fp2_mul_fp(&o1, &q[j]->line[k][1], &xq[j]);
                bls381_pairing_mul_line_normalized_on(e, f, &o0, &o1);
            }
        }
    }
}

void bls381_miller_loop_prepared(bls381_fp12 *r, const bls381_g1_affine *p,
                                 const bls381_g2_prepared *const *q, size_t n)
{
    bls381_g1_affine pb[PREPARED_BATCH];
    const bls381_g2_prepared *qb[PREPARED_BATCH];
    bls381_fp12 acc, t;
    size_t m = 0;
    bls381_fp12_set_one(&acc);
    for (size_t i = 0; i < n; i++) {
        if (bls381_g1_affine_is_infinity(&p[i]) || q[i]->infinity) continue;
        pb[m] = p[i];
        qb[m] = q[i];
        if (++m == PREPARED_BATCH) {
            miller_prepared_batch(&t, pb, qb, m);
            bls381_fp12_mul(&acc, &acc, &t);
            m = 0;
        }
    }
    if (m > 0) {
        miller_prepared_batch(&t, pb, qb, m);
        bls381_fp12_mul(&acc, &acc, &t);
    }
    bls381_fp12_conj(r, &acc);
}
