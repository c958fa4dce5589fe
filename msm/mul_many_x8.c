/*
 * Many variable-time G1 scalar multiplications (msm/mul_many.h), eight at a
 * time on the lane engine (field/fp_x8.h), one product per lane: the
 * twiddle products of the G1 FFT rounds (kzg/fft_g1.c).
 *
 * Per point: the GLV halves (msm/split.c: k = lo + hi x^2, so
 * [k]P = [lo]P + [hi](beta x, -y)), each recoded into 33 signed 4-bit
 * windows (curve's Booth digits, in [-8, 8]; the top one is 0 or 1), and a
 * table of P, 2P, ..., 8P in affine form, built for all the call's points
 * together with batched inversions (msm/batch_add.h). Then one chain for
 * the eight lanes of a group, from the top window down: four doublings,
 * then per half one mixed addition of the digit's entry (negated for a
 * negative digit, its image (beta x, -y) for the second half), in Jacobian
 * coordinates (curve/g1_jac_x8.h). Fixed windows, unlike the width-5 NAF
 * of the scalar path (msm/mul_many.c), put every lane's additions at the
 * same steps, so a lane pays no addition of another; a lane whose digit is
 * zero keeps its sum (a blend), and a lane whose sum has not started yet
 * (infinity) takes the entry itself.
 *
 * Exactness: a mixed addition whose two points share their x (the sum
 * meets the entry or its negative) yields Z = 0; such a lane is redone by
 * the scalar path, which handles every case, as is a lane whose table
 * holds infinity (a point of order at most 8, which G1 has not). A last
 * group of X8_MIN to 7 products runs with idle lanes, a smaller one in
 * scalar, as does everything when the engine is off. The results are the
 * same points as the scalar path's (their coordinates may differ by the
 * projective scale).
 */
#include "curve/curve.h"
#include "curve/g1_jac_x8.h"
#include "curve/g1_jacobian.h"
#include "msm/mul_many.h"

#include <string.h>

#define W 4        /* window bits */
#define TAB 8      /* P .. 8P */
#define DIGITS 33  /* windows of a 128-bit half: (128 + 1) / 4 rounded up */
#define X8_MIN 4   /* a last group of fewer products than this: the scalar path */

/* the idle lanes' entries: infinity */
static const bls381_g1_affine NONE = { { { 0 } }, { { 0 } } };

/* tab[j * n + k] = (j + 1) tab[k] for k < n (infinity (0, 0) allowed):
 * one batched doubling and six batched additions over all n points */
static void tables(bls381_g1_affine *tab, size_t n, bls381_g1_add_job *jobs, void *bscratch)
{
    bls381_g1_batch_dbl(tab + n, tab, n, bscratch);
    for (size_t j = 2; j < TAB; j++) {
        for (size_t k = 0; k < n; k++)
            jobs[k] = (bls381_g1_add_job){ &tab[j * n + k], &tab[(j - 1) * n + k], &tab[k], false };
        bls381_g1_batch_add(jobs, n, bscratch);
    }
}

/* lane k of acc += its digit's entry (of point k of the group, whose
 * multiples sit every `stride` entries of tab), for one half of a window:
 * *inf holds the lanes whose sum is still infinity, *bad gains those whose
 * addition gave Z = 0 */
static void add_digits(const bls381_fp_x8_engine *e, bls381_g1_jac_x8 *acc, const bls381_g1_affine *tab,
                       size_t stride, const int8_t d[8], unsigned live, int half, const bls381_fp_x8 *beta,
                       const bls381_fp_x8 *one, unsigned *inf, unsigned *bad)
{
    const bls381_fp *px[8], *py[8];
    unsigned nz = 0, neg = 0;
    for (int k = 0; k < 8; k++) {
        int u = d[k] < 0 ? -d[k] : d[k];
        const bls381_g1_affine *t = (live >> k) & 1 ? &tab[(size_t)(u ? u - 1 : 0) * stride + (size_t)k] : &NONE;
        px[k] = &t->x, py[k] = &t->y;
        if (u && ((live >> k) & 1)) nz |= 1u << k;
        /* -phi(T) = (beta x, -y): the second half flips the sign */
        if ((d[k] < 0) != (half == 1)) neg |= 1u << k;
    }
    if (!nz) return;
    bls381_fp_x8 x, y, ny;
    e->fp_load(&x, px);
    e->fp_load(&y, py);
    if (half) e->fp_mul(&x, &x, beta);
    e->fp_neg(&ny, &y);
    e->fp_blend(&y, neg, &y, &ny);
    unsigned add = nz & ~*inf, start = nz & *inf;
    if (add) {
        bls381_g1_jac_x8 t = *acc;
        bls381_g1_jac_x8_add_affine(e, &t, &x, &y);
        *bad |= add & e->fp_is_zero(&t.z);
        e->fp_blend(&acc->x, add, &acc->x, &t.x);
        e->fp_blend(&acc->y, add, &acc->y, &t.y);
        e->fp_blend(&acc->z, add, &acc->z, &t.z);
    }
    if (start) {
        e->fp_blend(&acc->x, start, &acc->x, &x);
        e->fp_blend(&acc->y, start, &acc->y, &y);
        e->fp_blend(&acc->z, start, &acc->z, one);
    }
    *inf &= ~nz;
}

/* r[k] = [*s[k]] P_k for the group's m <= 8 points, whose multiples
 * (j + 1) P_k are tab[j * stride + k]; a lane the scalar path must redo
 * gets r[k] = (0 : 0 : 0), which no point is */
static void group_x8(const bls381_fp_x8_engine *e, bls381_g1 *r, const bls381_fr *const *s, size_t m,
                     const bls381_g1_affine *tab, size_t stride)
{
    int8_t dg[2][DIGITS][8];
    unsigned live = 0, bad = 0;
    for (size_t k = 0; k < 8; k++) {
        uint64_t kl[4] = { 0 }, h[2][4] = { { 0 } };
        if (k < m && !bls381_msm_g1_is_inf(&tab[k])) {
            live |= 1u << k;
            bls381_fr_to_limbs(kl, s[k]);
            bls381_msm_glv_split(h[0], h[1], kl);
            /* a multiple jP = infinity for j <= 8 (a point of small order,
             * off G1) would be added as the point (0, 0) */
            for (size_t j = 1; j < TAB; j++)
                if (bls381_msm_g1_is_inf(&tab[j * stride + k])) bad |= 1u << k;
        }
        for (int half = 0; half < 2; half++)
            for (size_t i = 0; i < DIGITS; i++) dg[half][i][k] = (int8_t)bls381_scalar_booth_digit(h[half], 2, W, i);
    }
    live &= ~bad;

    const bls381_fp *pbeta[8], *pone[8];
    for (int k = 0; k < 8; k++) pbeta[k] = &bls381_g1_beta, pone[k] = &bls381_fp_one_mont;
    bls381_fp_x8 beta, one;
    e->fp_load(&beta, pbeta);
    e->fp_load(&one, pone);
    bls381_g1_jac_x8 acc = { one, one, one }; /* any valid elements: no lane has started */
    unsigned inf = 0xff;
    for (int i = DIGITS - 1; i >= 0; i--) {
        if (inf != 0xff) /* doubling infinity leaves it */
            for (int b = 0; b < W; b++) bls381_g1_jac_x8_dbl(e, &acc);
        for (int half = 0; half < 2; half++)
            add_digits(e, &acc, tab, stride, dg[half][i], live, half, &beta, &one, &inf, &bad);
    }

    bls381_g1_jac j[8];
    bls381_fp *jx[8], *jy[8], *jz[8];
    for (int k = 0; k < 8; k++) jx[k] = &j[k].x, jy[k] = &j[k].y, jz[k] = &j[k].z;
    e->fp_store(jx, &acc.x);
    e->fp_store(jy, &acc.y);
    e->fp_store(jz, &acc.z);
    for (size_t k = 0; k < m; k++) {
        if ((bad >> k) & 1) memset(&r[k], 0, sizeof r[k]);
        else if ((inf >> k) & 1) bls381_g1_set_infinity(&r[k]); /* scalar 0 or point at infinity */
        else bls381_g1_jac_to_projective(&r[k], &j[k]);
    }
}

static bool redo(const bls381_g1 *r)
{
    return bls381_fp_is_zero(&r->x) && bls381_fp_is_zero(&r->y) && bls381_fp_is_zero(&r->z);
}

void bls381_g1_mul_many_x8_vartime(bls381_g1 *r, const bls381_g1 *p, const bls381_fr *const *s, size_t n,
                                   void *scratch)
{
    /* the products in lanes: whole groups of eight, and a last one of
     * X8_MIN to 7 with idle lanes */
    size_t lanes = n % 8 >= X8_MIN ? n : n - n % 8;
    const bls381_fp_x8_engine *e = lanes ? bls381_fp_x8_get() : NULL;
    if (!e) {
        bls381_g1_mul_many_vartime(r, p, s, n, scratch);
        return;
    }
    /* the tables of all n points (8 n entries), the jobs and the adder's
     * scratch of n: within the scalar path's scratch */
    bls381_g1_affine *tab = scratch;
    bls381_g1_add_job *jobs = (bls381_g1_add_job *)(void *)(tab + TAB * n);
    bls381_g1_batch_to_affine(tab, p, n);
    tables(tab, n, jobs, jobs + n);
    for (size_t g = 0; g < lanes; g += 8)
        group_x8(e, r + g, s + g, lanes - g < 8 ? lanes - g : 8, tab + g, n);
    /* then the scratch is free for the scalar path */
    for (size_t k = 0; k < lanes; k++)
        if (redo(&r[k])) bls381_g1_mul_many_vartime(&r[k], &p[k], &s[k], 1, scratch);
    if (lanes < n) bls381_g1_mul_many_vartime(r + lanes, p + lanes, s + lanes, n - lanes, scratch);
}
