/*
 * G2 multi-scalar multiplication: signed-digit Pippenger (the windows run
 * on the pool) with buckets in XYZZ coordinates over Fp2 for small MSMs
 * (EIP-2537's 1 to 16 terms) or sorted affine buckets with batched
 * inversions (msm/g2_sorted.h) above, as the cost model chooses
 * (bls381_msm_g2_choose, msm/cost.c); see g1.c for the large G1 case.
 */
#include <string.h>

#include "curve/g2_xyzz.h"
#include "msm/g2_sorted.h"
#include "msm/msm.h"
#include "field/field.h"
#include "sys/size.h"
#include "sys/verify.h"

/* the sorted buckets' windows per piece: the 255-bit windows shared among
 * the threads, at most PIECE_ENTRIES digits (192 bytes each) */
#define PIECE_ENTRIES 8192
static size_t piece_windows(size_t n, unsigned c, size_t threads)
{
    size_t w = bls381_msm_windows(255, c), per = (w + threads - 1) / threads, cap = PIECE_ENTRIES / n;
    if (per > cap) per = cap;
    return per ? per : 1;
}

static size_t align64(size_t x) { return bls381_size_align64(x); }

typedef struct {
    const bls381_g2_affine *points;
    const bls381_fr *scalars;
    size_t n;
    unsigned c, windows, bits;
    size_t per; /* sorted: windows per piece */
    uint64_t (*limbs)[4];
    int32_t *digits;
    bls381_g2_xyzz *sums;
    uint8_t *workspace;
    size_t ws_size;
} g2_job;

static size_t layout(g2_job *j, uint8_t *base, size_t n, const bls381_msm_choice *ch, size_t threads)
{
    unsigned c = ch->c, windows = bls381_msm_windows(255, c);
    size_t ws = align64(((size_t)1 << (c - 1)) * sizeof(bls381_g2_xyzz)), off = 0, per = 0;
    if (ch->buckets == BLS381_MSM_BUCKETS_SORTED) {
        per = piece_windows(n, c, threads);
        ws = align64(bls381_msm_g2_sorted_workspace_size(n, c, per));
    }
    /* saturating sums: SIZE_MAX when n is too large to address */
    if (j) j->limbs = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(n, sizeof(uint64_t[4]))));
    if (j) j->digits = (void *)(base + off);
    off = align64(bls381_size_add(off, bls381_size_mul(bls381_size_mul(windows, n), sizeof(int32_t))));
    if (j) j->sums = (void *)(base + off);
    off = align64(bls381_size_add(off, windows * sizeof(bls381_g2_xyzz)));
    if (j) { j->workspace = base + off; j->ws_size = ws; j->windows = windows; j->c = c; j->per = per; }
    return bls381_size_add(off, bls381_size_mul(threads, ws));
}

static size_t scratch_size(size_t n, size_t threads, bool narrow)
{
    bls381_msm_choice ch;
    bls381_msm_g2_choose(&ch, n, narrow);
    return bls381_size_add(layout(NULL, NULL, n, &ch, threads ? threads : 1), 64);
}

size_t bls381_g2_msm_scratch_size(size_t n, size_t threads) { return scratch_size(n, threads, false); }

size_t bls381_g2_msm_scratch_size_u64(size_t n, size_t threads) { return scratch_size(n, threads, true); }

/* whether every scalar is below 2^64 */
static bool all_narrow(const bls381_fr *scalars, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t l[4];
        bls381_fr_to_limbs(l, &scalars[i]);
        if (l[1] | l[2] | l[3]) return false;
    }
    return true;
}

static void prepare(void *vctx, size_t begin, size_t end, unsigned slot)
{
    g2_job *j = vctx;
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        const bls381_g2_affine *p = &j->points[i];
        bls381_fr_to_limbs(j->limbs[i], &j->scalars[i]);
        if (bls381_fp2_is_zero(&p->x) && bls381_fp2_is_zero(&p->y)) memset(j->limbs[i], 0, sizeof j->limbs[i]);
    }
}

static void recode(void *vctx, size_t begin, size_t end, unsigned slot)
{
    g2_job *j = vctx;
    (void)slot;
    bls381_msm_recode(j->digits + begin, j->n, (const uint64_t(*)[4])(j->limbs + begin), end - begin, j->bits, j->c);
}

/* bit length of the largest scalar: short scalars (batch verification's
 * 64-bit randomisers) need fewer windows */
static unsigned max_bits(const uint64_t (*limbs)[4], size_t n)
{
    uint64_t top[4] = { 0 };
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) top[k] |= limbs[i][k];
    for (int k = 3; k >= 0; k--)
        if (top[k]) {
            unsigned b = 64 * (unsigned)k;
            for (uint64_t v = top[k]; v; v >>= 1) b++;
            return b;
        }
    return 1;
}

/* sorted buckets: pieces of j->per windows */
static void pieces(void *vctx, size_t begin, size_t end, unsigned slot)
{
    g2_job *j = vctx;
    for (size_t p = begin; p < end; p++) {
        size_t w0 = p * j->per, nw = j->windows - w0 < j->per ? j->windows - w0 : j->per;
        bls381_msm_g2_sorted_windows(j->sums + w0, j->points, j->digits, j->n, j->c, w0, nw,
                                     j->workspace + slot * j->ws_size);
    }
}

static void windows(void *vctx, size_t begin, size_t end, unsigned slot)
{
    g2_job *j = vctx;
    size_t nb = (size_t)1 << (j->c - 1);
    bls381_g2_xyzz *buckets = (void *)(j->workspace + slot * j->ws_size), s, t;
    for (size_t w = begin; w < end; w++) {
        for (size_t b = 0; b < nb; b++) bls381_g2_xyzz_set_inf(&buckets[b]);
        const int32_t *d = j->digits + w * j->n;
        for (size_t i = 0; i < j->n; i++) {
            if (d[i] == 0) continue;
            bls381_g2_affine q = j->points[i];
            if (d[i] < 0) bls381_fp2_neg(&q.y, &q.y);
            BLS381_VERIFY_CHECK((size_t)(d[i] > 0 ? d[i] : -d[i]) - 1 < nb);
            bls381_g2_xyzz *b = &buckets[(d[i] > 0 ? d[i] : -d[i]) - 1];
            bls381_g2_xyzz_add_affine_vartime(b, b, &q);
        }
        bls381_g2_xyzz_set_inf(&s);
        bls381_g2_xyzz_set_inf(&t);
        for (size_t b = nb; b-- > 0;) {
            bls381_g2_xyzz_add_vartime(&s, &s, &buckets[b]);
            if (!bls381_g2_xyzz_is_inf(&s)) bls381_g2_xyzz_add_vartime(&t, &t, &s);
        }
        j->sums[w] = t;
    }
}

bls381_status bls381_g2_msm_vartime(bls381_g2_affine *out, const bls381_g2_affine *points,
                                    const bls381_fr *scalars, size_t n, void *scratch, size_t scratch_size,
                                    bls381_pool *pool)
{
    if (!out || (n > 0 && (!points || !scalars || !scratch))) return BLS381_ERR_BADARGS;
    bls381_g2_xyzz acc;
    if (n == 0) {
        bls381_g2_xyzz_set_inf(&acc);
        bls381_g2_xyzz_to_affine_vartime(out, &acc);
        return BLS381_OK;
    }
    uint8_t *base = (uint8_t *)(((uintptr_t)scratch + 63) & ~(uintptr_t)63);
    size_t threads = bls381_pool_threads(pool), lead = (size_t)(base - (uint8_t *)scratch);
    bls381_msm_choice ch;
    /* the narrow plan's scratch is the least any plan needs: a scratch
     * short of it (or an n too large to address) is refused before the
     * scalars are read to choose the plan */
    bls381_msm_g2_choose(&ch, n, true);
    size_t need = bls381_size_add(layout(NULL, NULL, n, &ch, threads), lead);
    if (need == SIZE_MAX || scratch_size < need) return BLS381_ERR_BADARGS;
    bls381_msm_g2_choose(&ch, n, all_narrow(scalars, n));
    unsigned c = ch.c;
    need = bls381_size_add(layout(NULL, NULL, n, &ch, threads), lead);
    if (need == SIZE_MAX || scratch_size < need) return BLS381_ERR_BADARGS;
    g2_job j = { .points = points, .scalars = scalars, .n = n };
    layout(&j, base, n, &ch, threads);
    bls381_pool_parallel_for(pool, n, 256, prepare, &j);
    j.bits = max_bits((const uint64_t(*)[4])j.limbs, n);
    j.windows = bls381_msm_windows(j.bits, c); /* at most the 255-bit count the layout has room for */
    bls381_pool_parallel_for(pool, n, 256, recode, &j);
    if (ch.buckets == BLS381_MSM_BUCKETS_SORTED)
        bls381_pool_parallel_for(pool, (j.windows + j.per - 1) / j.per, 1, pieces, &j);
    else
        bls381_pool_parallel_for(pool, j.windows, 1, windows, &j);
    acc = j.sums[j.windows - 1];
    for (unsigned w = j.windows - 1; w-- > 0;) {
        for (unsigned k = 0; k < c; k++) bls381_g2_xyzz_dbl_vartime(&acc, &acc);
        bls381_g2_xyzz_add_vartime(&acc, &acc, &j.sums[w]);
    }
    bls381_g2_xyzz_to_affine_vartime(out, &acc);
    return BLS381_OK;
}
