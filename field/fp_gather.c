/*
 * The gathered products of field/fp_gather.h: eight at a time through the
 * lane engine, a padded last group, or fp_mul for a short remainder.
 */
#include "field/fp_gather.h"

#if BLS381_HAVE_LANES

void bls381_fp_gather_run(const bls381_fp_x8_engine *e, bls381_fp_gather *g)
{
    size_t n = g->n, i = 0;
    g->n = 0;
    for (; n - i >= BLS381_FP_GATHER_LANES_MIN; i += 8) {
        const bls381_fp *a[8], *b[8];
        bls381_fp *r[8], pad[8];
        bls381_fp_x8 x, y;
        size_t m = n - i < 8 ? n - i : 8;
        /* the padding lanes repeat the group's first product into pad */
        for (size_t k = 0; k < 8; k++) {
            size_t j = k < m ? i + k : i;
            a[k] = g->a[j], b[k] = g->b[j];
            r[k] = k < m ? g->r[j] : &pad[k];
        }
        e->fp_load(&x, a);
        e->fp_load(&y, b);
        e->fp_mul(&x, &x, &y);
        e->fp_store(r, &x);
        if (m < 8) { i += m; break; }
    }
    for (; i < n; i++) bls381_fp_mul(g->r[i], g->a[i], g->b[i]);
}

#else
typedef int bls381_fp_gather_unused; /* ISO C: a translation unit declares something */
#endif
