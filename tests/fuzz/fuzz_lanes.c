/* Differential: the eight-lane field engine (field/fp_x8.h) against the
 * scalar field: eight fuzzed Fp pairs and eight Fr pairs (values below the
 * modulus, or p - small), through the model engine: products, squares,
 * sums, differences, negations, a product of an unreduced sum and a
 * difference, the equality and zero masks, the batch inversion; then, on a
 * CPU with AVX-512 IFMA, the IFMA engine the same way. */
#include "fuzz.h"
#include "bls381.h"
#include "field/field.h"
#include "field/fp_x8.h"
#include "sys/cpu.h"

#define SAME(x, y) FUZZ_ASSERT(!memcmp(&(x), &(y), sizeof(x)))

/* an element of the field of modulus m (n limbs): the fuzzed limbs when
 * the top one is below m's, else m - small */
static void limbs_in(fuzz_in *in, uint64_t *l, const uint64_t *m, int n)
{
    for (int i = 0; i < n; i++) l[i] = fuzz_u64(in);
    if (l[n - 1] < m[n - 1]) return;
    uint64_t small = 1 + (l[0] & 0xffff);
    for (int i = 0; i < n; i++) l[i] = m[i];
    l[0] -= small; /* m's low limb is far above 2^16 */
}

static void check_fp(const bls381_fp_x8_engine *e, const bls381_fp *a, const bls381_fp *b)
{
    const bls381_fp *pa[8], *pb[8];
    bls381_fp got[8], w, s, d, *pg[8];
    bls381_fp_x8 xa, xb, xs, xd, xr, inv[2], two[2];
    for (int k = 0; k < 8; k++) pa[k] = &a[k], pb[k] = &b[k], pg[k] = &got[k];
    e->fp_load(&xa, pa);
    e->fp_load(&xb, pb);
    e->fp_mul(&xr, &xa, &xb), e->fp_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fp_mul(&w, &a[k], &b[k]);
        SAME(w, got[k]);
    }
    e->fp_sqr(&xr, &xa), e->fp_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fp_sqr(&w, &a[k]);
        SAME(w, got[k]);
    }
    e->fp_add(&xs, &xa, &xb), e->fp_store(pg, &xs);
    for (int k = 0; k < 8; k++) {
        bls381_fp_add(&w, &a[k], &b[k]);
        SAME(w, got[k]);
    }
    e->fp_sub(&xd, &xa, &xb), e->fp_store(pg, &xd);
    for (int k = 0; k < 8; k++) {
        bls381_fp_sub(&w, &a[k], &b[k]);
        SAME(w, got[k]);
    }
    e->fp_neg(&xr, &xb), e->fp_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fp_neg(&w, &b[k]);
        SAME(w, got[k]);
    }
    e->fp_mul(&xr, &xs, &xd), e->fp_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fp_add(&s, &a[k], &b[k]);
        bls381_fp_sub(&d, &a[k], &b[k]);
        bls381_fp_mul(&w, &s, &d);
        SAME(w, got[k]);
    }
    unsigned eq = 0, z = 0;
    for (int k = 0; k < 8; k++) eq |= (unsigned)bls381_fp_eq(&a[k], &b[k]) << k, z |= (unsigned)bls381_fp_is_zero(&b[k]) << k;
    e->fp_sub(&xs, &xs, &xa); /* b again, unreduced */
    FUZZ_ASSERT(e->fp_eq(&xa, &xs) == eq && e->fp_is_zero(&xs) == z);
    two[0] = xa, two[1] = xb;
    e->fp_batch_inv(inv, two, 2);
    e->fp_store(pg, &inv[1]);
    for (int k = 0; k < 8; k++) {
        bls381_fp_inv_vartime(&w, &b[k]);
        SAME(w, got[k]);
    }
}

static void check_fr(const bls381_fp_x8_engine *e, const bls381_fr *a, const bls381_fr *b)
{
    const bls381_fr *pa[8], *pb[8];
    bls381_fr got[8], w, s, d, *pg[8];
    bls381_fr_x8 xa, xb, xs, xd, xr, inv;
    for (int k = 0; k < 8; k++) pa[k] = &a[k], pb[k] = &b[k], pg[k] = &got[k];
    e->fr_load(&xa, pa);
    e->fr_load(&xb, pb);
    e->fr_mul(&xr, &xa, &xb), e->fr_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fr_mul(&w, &a[k], &b[k]);
        SAME(w, got[k]);
    }
    e->fr_add(&xs, &xa, &xb);
    e->fr_sub(&xd, &xa, &xb);
    e->fr_mul(&xr, &xs, &xd), e->fr_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fr_add(&s, &a[k], &b[k]);
        bls381_fr_sub(&d, &a[k], &b[k]);
        bls381_fr_mul(&w, &s, &d);
        SAME(w, got[k]);
    }
    e->fr_neg(&xr, &xs), e->fr_sqr(&xr, &xr), e->fr_store(pg, &xr);
    for (int k = 0; k < 8; k++) {
        bls381_fr_add(&s, &a[k], &b[k]);
        bls381_fr_neg(&s, &s);
        bls381_fr_sqr(&w, &s);
        SAME(w, got[k]);
    }
    e->fr_batch_inv(&inv, &xa, 1);
    e->fr_store(pg, &inv);
    for (int k = 0; k < 8; k++) {
        bls381_fr_inv_vartime(&w, &a[k]);
        SAME(w, got[k]);
    }
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    bls381_fp a[8], b[8];
    bls381_fr x[8], y[8];
    for (int k = 0; k < 8; k++) {
        limbs_in(&in, a[k].l, bls381_fp_modulus, 6);
        limbs_in(&in, b[k].l, bls381_fp_modulus, 6);
    }
    for (int k = 0; k < 8; k++) {
        limbs_in(&in, x[k].l, bls381_fr_modulus, 4);
        limbs_in(&in, y[k].l, bls381_fr_modulus, 4);
    }
    check_fp(&bls381_fp_x8_model, a, b);
    check_fr(&bls381_fp_x8_model, x, y);
#if BLS381_HAVE_IFMA
    if (bls381_cpu_has_ifma()) {
        check_fp(&bls381_fp_x8_ifma, a, b);
        check_fr(&bls381_fp_x8_ifma, x, y);
    }
#endif
    return 0;
}
