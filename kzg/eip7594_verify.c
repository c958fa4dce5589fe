/*
 * EIP-7594 batch verification of cells (fulu/polynomial-commitments-
 * sampling.md: verify_cell_kzg_proof_batch, verify_cell_kzg_proof_batch_impl,
 * compute_verify_cell_kzg_proof_batch_challenge), the universal
 * verification equation of
 * https://ethresear.ch/t/a-universal-verification-equation-for-data-availability-sampling/13240:
 * with r the Fiat-Shamir challenge and cell k (commitment C_i(k), coset
 * shift h_k, values y_k, proof pi_k),
 *     e(LL, [s^64]G2) = e(RL, G2),  LL = sum_k r^k pi_k,
 *     RL = sum_i w_i C_i - [sum_k r^k I_k(s)] + sum_k r^k h_k^64 pi_k,
 * w_i = sum of r^k over the cells of commitment i, I_k the polynomial of
 * degree < 64 through the cell's values. The three parts of RL are one MSM
 * (commitments, the first 64 monomial points, proofs), and the
 * interpolations are summed per cell index before their inverse FFT, so
 * there is at most one 64-point IFFT per distinct cell index.
 * Memory: one scratch block (bls381_verify_cell_kzg_proof_batch_scratch_size),
 * from malloc or, in the _with_scratch variant, from the caller.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "bls381_hash.h"
#include "bls381_msm.h"
#include "field/field.h"
#include "kzg/fk20.h"
#include "msm/batch.h"
#include "sys/size.h"

#define L FIELD_ELEMENTS_PER_CELL
#define NCELL CELLS_PER_EXT_BLOB

static void put_u64(bls381_sha256_ctx *ctx, uint64_t v)
{
    uint8_t be[8];
    for (int b = 0; b < 8; b++) be[b] = (uint8_t)(v >> (56 - 8 * b));
    bls381_sha256_update(ctx, be, 8);
}

/* compute_verify_cell_kzg_proof_batch_challenge on validated input (cells
 * canonical, so their bytes are the bytes of their values) */
static void cell_challenge(fr_t *r, const Bytes48 *commitments, size_t num_commitments, const uint64_t *commitment_idx,
                           const uint64_t *cell_indices, const Cell *cells, const Bytes48 *proofs, size_t n)
{
    static const char domain[16] = { 'R', 'C', 'K', 'Z', 'G', 'C', 'B', 'A', 'T', 'C', 'H', '_', '_', 'V', '1', '_' };
    uint8_t digest[64] = { 0 };
    bls381_sha256_ctx ctx;
    bls381_sha256_init(&ctx);
    bls381_sha256_update(&ctx, domain, sizeof domain);
    put_u64(&ctx, FIELD_ELEMENTS_PER_BLOB);
    put_u64(&ctx, L);
    put_u64(&ctx, num_commitments);
    put_u64(&ctx, n);
    for (size_t i = 0; i < num_commitments; i++) bls381_sha256_update(&ctx, commitments[i].bytes, BYTES_PER_COMMITMENT);
    for (size_t k = 0; k < n; k++) {
        put_u64(&ctx, commitment_idx[k]);
        put_u64(&ctx, cell_indices[k]);
        bls381_sha256_update(&ctx, cells[k].bytes, BYTES_PER_CELL);
        bls381_sha256_update(&ctx, proofs[k].bytes, BYTES_PER_PROOF);
    }
    bls381_sha256_final(&ctx, digest + 32);
    bls381_fr_from_bytes_wide(r, digest);
}

static bool cell_is_canonical(const Cell *cell)
{
    fr_t v;
    for (size_t j = 0; j < L; j++)
        if (bls381_kzg_bytes_to_fr(&v, (const Bytes32 *)(cell->bytes + 32 * j)) != C_KZG_OK) return false;
    return true;
}

C_KZG_RET bls381_kzg_compute_verify_cell_kzg_proof_batch_challenge(
    Bytes32 *out, const Bytes48 *commitments_bytes, uint64_t num_commitments, const uint64_t *commitment_indices,
    const uint64_t *cell_indices, const Cell *cells, const Bytes48 *proofs_bytes, uint64_t num_cells)
{
    if (!out || (num_commitments > 0 && !commitments_bytes) ||
        (num_cells > 0 && (!commitment_indices || !cell_indices || !cells || !proofs_bytes)))
        return C_KZG_BADARGS;
    for (uint64_t k = 0; k < num_cells; k++)
        if (commitment_indices[k] >= num_commitments || cell_indices[k] >= NCELL || !cell_is_canonical(&cells[k]))
            return C_KZG_BADARGS;
    fr_t r;
    cell_challenge(&r, commitments_bytes, num_commitments, commitment_indices, cell_indices, cells, proofs_bytes,
                   num_cells);
    bls381_fr_to_bytes(out->bytes, &r);
    return C_KZG_OK;
}

/* ------------------------------------------------ deduplication --- */

/* order sorted by the commitments' bytes, stably (equal commitments keep
 * their index order): a bottom-up merge sort through tmp (n entries), as
 * qsort may allocate */
static void sort_by_commitment(uint64_t *order, uint64_t *tmp, size_t n, const Bytes48 *c)
{
    uint64_t *from = order, *to = tmp;
    for (size_t w = 1; w < n; w *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * w) {
            size_t mid = n - lo > w ? lo + w : n, hi = n - mid > w ? mid + w : n, i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                to[k++] = memcmp(c[from[j]].bytes, c[from[i]].bytes, BYTES_PER_COMMITMENT) < 0 ? from[j++] : from[i++];
            while (i < mid) to[k++] = from[i++];
            while (j < hi) to[k++] = from[j++];
        }
        uint64_t *t = from;
        from = to;
        to = t;
    }
    if (from != order) memcpy(order, from, n * sizeof *order);
}

/* the distinct commitments in the order of their first occurrence, and
 * idx[k] = the position of commitments[k] among them; returns the count.
 * order, tmp: scratch of n entries each. */
static size_t deduplicate(Bytes48 *unique, uint64_t *idx, const Bytes48 *c, size_t n, uint64_t *order, uint64_t *tmp)
{
    for (size_t k = 0; k < n; k++) order[k] = k;
    sort_by_commitment(order, tmp, n, c);
    /* idx[k] = the first occurrence of commitments[k] (the head of its run) */
    for (size_t a = 0; a < n;) {
        size_t b = a;
        while (b < n && !memcmp(c[order[b]].bytes, c[order[a]].bytes, BYTES_PER_COMMITMENT)) idx[order[b++]] = order[a];
        a = b;
    }
    size_t u = 0;
    for (size_t k = 0; k < n; k++) {
        if (idx[k] == k) {
            unique[u] = c[k];
            order[k] = u++; /* order now maps a first occurrence to its rank */
        }
        idx[k] = order[idx[k]];
    }
    return u;
}

/* -------------------------------------------------- verification --- */

typedef struct {
    const Cell *cells;
    const Bytes48 *proofs_bytes, *unique_bytes;
    const uint64_t *idx, *cell_indices;
    fr_t *vals;        /* n * 64, plain (see decode) */
    g1_t *proofs;      /* n */
    g1_t *commitments; /* u */
    fr_t r;            /* the challenge */
    size_t n, u;
    atomic_int bad;
} decode_job;

/* index 0: the challenge (it hashes the bytes, so it runs alongside the
 * decoding); then [1, n + 1): the values of cell k - 1, as plain values
 * (not Montgomery form: they only meet Montgomery multiplications by
 * r^k R^2, rpow_r2 in verify_cell_kzg_proof_batch, whose products are then
 * in Montgomery form, so 8192 conversions are saved); then the groups of
 * eight proofs (decoded eight at a time on the lane engine), then those of
 * the u unique commitments (see decode_count) */
static void decode(void *vctx, size_t begin, size_t end, unsigned slot)
{
    decode_job *j = vctx;
    (void)slot;
    size_t gp = BLS381_KZG_G1_GROUPS(j->n);
    for (size_t at = begin; at < end; at++) {
        bool ok = true;
        if (at == 0) {
            cell_challenge(&j->r, j->unique_bytes, j->u, j->idx, j->cell_indices, j->cells, j->proofs_bytes, j->n);
            continue;
        }
        size_t k = at - 1;
        if (k < j->n) {
            for (size_t i = 0; i < L && ok; i++)
                ok = bls381_kzg_bytes_to_fr_plain(&j->vals[k * L + i], j->cells[k].bytes + 32 * i) == C_KZG_OK;
        } else if (k - j->n < gp) {
            ok = bls381_kzg_bytes_to_g1_group(j->proofs, j->proofs_bytes, j->n, k - j->n) == C_KZG_OK;
        } else {
            ok = bls381_kzg_bytes_to_g1_group(j->commitments, j->unique_bytes, j->u, k - j->n - gp) == C_KZG_OK;
        }
        if (!ok) atomic_store(&j->bad, 1);
    }
}

static size_t decode_count(size_t n, size_t u) { return 1 + n + BLS381_KZG_G1_GROUPS(n) + BLS381_KZG_G1_GROUPS(u); }

/* coefficients (negated) of sum_k r^k I_k, I_k through cell k's values:
 * per cell index c, A = sum of r^k y_k over its cells (vals plain, rpow_r2
 * = r^k R^2 in Montgomery form, so each product is r^k y in Montgomery form); on the coset
 * h_c <w_64> the values sit at h_c w_64^brp6(i), i.e. A is in bit-reversed
 * order, so the butterflies alone give J = 64 IFFT_64(A) with
 * J(Y) = 64 I(h_c Y): I's coefficient m is J_m h_c^-m / 64, where
 * h_c^-m = w_8192^(-brp7(c) m) is read from the domain */
static void interpolation_sum(fr_t neg_coeffs[L], const uint64_t *cell_indices, const fr_t *vals, const fr_t *rpow_r2,
                              size_t n, const KZGSettings *s, fr_t *acc /* 128 * 64 */, bool *used)
{
    const bls381_kzg_domain *d = s->domain;
    memset(used, 0, NCELL * sizeof *used);
    for (size_t k = 0; k < n; k++) {
        fr_t *a = acc + cell_indices[k] * L, t;
        if (!used[cell_indices[k]]) {
            used[cell_indices[k]] = true;
            for (size_t i = 0; i < L; i++) bls381_fr_mul(&a[i], &vals[k * L + i], &rpow_r2[k]);
            continue;
        }
        for (size_t i = 0; i < L; i++) {
            bls381_fr_mul(&t, &vals[k * L + i], &rpow_r2[k]);
            bls381_fr_add(&a[i], &a[i], &t);
        }
    }
    fr_t sum[L], inv_l, t;
    for (size_t i = 0; i < L; i++) bls381_fr_set_zero(&sum[i]);
    for (size_t c = 0; c < NCELL; c++) {
        if (!used[c]) continue;
        fr_t *a = acc + c * L;
        size_t e = bls381_kzg_bit_reverse(c, NCELL); /* h_c = w^e */
        bls381_kzg_fft_fr_brp_in(a, L, d, true);
        bls381_fr_add(&sum[0], &sum[0], &a[0]);
        for (size_t m = 1; m < L; m++) {
            bls381_fr_mul(&t, &a[m], &d->roots[d->n - (e * m) % d->n]);
            bls381_fr_add(&sum[m], &sum[m], &t);
        }
    }
    bls381_fr_from_u64(&inv_l, L);
    bls381_fr_inv_vartime(&inv_l, &inv_l);
    bls381_fr_neg(&inv_l, &inv_l);
    for (size_t m = 0; m < L; m++) bls381_fr_mul(&neg_coeffs[m], &sum[m], &inv_l);
}

/* LL = sum_k rpow[k] proofs[k] and RL = sum_{i<nrl} sc[i] pts[i] (proofs
 * = pts + nrl - n): two MSMs in one call of msm/'s batch entry, which
 * picks how to run them (msm/cost.c). Their scratch is the caller's,
 * sized before the deduplication tells RL's size nrl = u + 64 + n (u
 * distinct commitments, 1 <= u <= n): msm/ sizes it for every nrl in
 * [n + 65, 2 n + 64]. */
static void lincomb_counts(size_t lo[2], size_t hi[2], size_t n)
{
    lo[0] = hi[0] = n;
    lo[1] = n + L + 1;
    hi[1] = 2 * n + L;
}

static C_KZG_RET both_lincombs(g1_t lhs[2], const g1_t *pts, const fr_t *sc, const fr_t *rpow, size_t n, size_t nrl,
                               const KZGSettings *s, uint8_t *msm, size_t msm_size)
{
    const bls381_msm_batch_item items[2] = { { pts + nrl - n, rpow, n }, { pts, sc, nrl } };
    return bls381_kzg_ret(bls381_msm_batch_vartime(lhs, items, 2, msm, msm_size, bls381_kzg_pool(s)));
}

/* ------------------------------------------------------- scratch --- */

/* the scratch's lists for n cells, then the MSMs' part (both_lincombs) */
typedef struct {
    fr_t *vals;    /* n * 64 */
    fr_t *rpow;    /* 2n: r^k, then r^k R^2 */
    fr_t *sc;      /* 2n + 64: RL's scalars */
    fr_t *acc;     /* 128 * 64: interpolation_sum */
    g1_t *pts;     /* 2n + 64: RL's points */
    uint64_t *idx, *order, *tmp; /* n each: deduplicate */
    Bytes48 *unique; /* n */
    bool *used;    /* 128 */
} cells_ws;

static size_t align8(size_t x) { return x > SIZE_MAX - 7 ? SIZE_MAX : (x + 7) & ~(size_t)7; }

/* bytes of the lists (a multiple of 8); with w, placed from base */
static size_t cells_layout(cells_ws *w, uint8_t *base, size_t n)
{
    size_t off = 0, rl2 = bls381_size_add(bls381_size_mul(2, n), L);
#define PART(field, count)                                                                    \
    do {                                                                                      \
        if (w) w->field = (void *)(base + off);                                               \
        off = align8(bls381_size_add(off, bls381_size_mul((count), sizeof *w->field)));       \
    } while (0)
    PART(vals, bls381_size_mul(n, L));
    PART(rpow, bls381_size_mul(2, n));
    PART(sc, rl2);
    PART(acc, NCELL * L);
    PART(pts, rl2);
    PART(idx, n);
    PART(order, n);
    PART(tmp, n);
    PART(unique, n);
    PART(used, NCELL);
#undef PART
    return off;
}

static bool bad_args(const Bytes48 *commitments_bytes, const uint64_t *cell_indices, const Cell *cells,
                     const Bytes48 *proofs_bytes, uint64_t num_cells, const KZGSettings *s)
{
    return !s || !s->domain || !s->fk20 || !s->g2_prepared || !s->g1_values_monomial ||
           (num_cells > 0 && (!commitments_bytes || !cell_indices || !cells || !proofs_bytes));
}

size_t bls381_verify_cell_kzg_proof_batch_scratch_size(uint64_t num_cells, const KZGSettings *s)
{
    if (bad_args(NULL, NULL, NULL, NULL, 0, s)) return 0;
    if (num_cells > SIZE_MAX / 8) return SIZE_MAX;
    size_t n = (size_t)num_cells, threads = bls381_pool_threads(bls381_kzg_pool(s));
    size_t lo[2], hi[2];
    lincomb_counts(lo, hi, n);
    return bls381_size_add(cells_layout(NULL, NULL, n), bls381_msm_batch_scratch_size(lo, hi, 2, threads));
}

/* -------------------------------------------------- the verifier --- */

C_KZG_RET bls381_verify_cell_kzg_proof_batch_with_scratch(bool *ok, const Bytes48 *commitments_bytes,
                                                          const uint64_t *cell_indices, const Cell *cells,
                                                          const Bytes48 *proofs_bytes, uint64_t num_cells,
                                                          const KZGSettings *s, void *scratch, size_t scratch_size)
{
    if (ok) *ok = false;
    if (!ok || bad_args(commitments_bytes, cell_indices, cells, proofs_bytes, num_cells, s)) return C_KZG_BADARGS;
    if (num_cells == 0) {
        *ok = true;
        return C_KZG_OK;
    }
    /* the size first, then the indices: a count the scratch cannot hold
     * is refused before the caller's arrays are read */
    size_t need = bls381_verify_cell_kzg_proof_batch_scratch_size(num_cells, s);
    if (!bls381_scratch_ok(scratch, scratch_size, need)) return C_KZG_BADARGS;
    size_t n = (size_t)num_cells;
    for (size_t k = 0; k < n; k++)
        if (cell_indices[k] >= NCELL) return C_KZG_BADARGS;
    cells_ws w;
    size_t lists = cells_layout(&w, scratch, n);

    /* RL's MSM: u commitments, 64 monomial points, n proofs; LL's: n proofs */
    size_t u = deduplicate(w.unique, w.idx, commitments_bytes, n, w.order, w.tmp);
    g1_t *pts = w.pts, *commitments = pts, *monomial = pts + u, *proofs = pts + u + L;
    fr_t *rpow = w.rpow, *sc = w.sc;
    decode_job dj = { .cells = cells, .proofs_bytes = proofs_bytes, .unique_bytes = w.unique, .idx = w.idx,
                      .cell_indices = cell_indices, .vals = w.vals, .proofs = proofs, .commitments = commitments,
                      .n = n, .u = u };
    atomic_init(&dj.bad, 0);
    /* pieces of 4: the hash (index 0) shares its piece with 3 cells */
    bls381_pool_parallel_for(bls381_kzg_pool(s), decode_count(n, u), 4, decode, &dj);
    if (atomic_load(&dj.bad)) return C_KZG_BADARGS;

    bls381_fr_set_one(&rpow[0]);
    for (size_t k = 1; k < n; k++) bls381_fr_mul(&rpow[k], &rpow[k - 1], &dj.r);
    fr_t *rpow_r2 = rpow + n; /* r^k R^2: see decode */
    for (size_t k = 0; k < n; k++) bls381_fr_mul(&rpow_r2[k], &rpow[k], &bls381_fr_r2);

    /* RL scalars: w_i for the commitments, -coefficients for the monomial
     * points, r^k h_k^64 for the proofs (h_k^64 = w_128^brp7(cell)) */
    fr_t *wi = sc, *rli = sc + u, *rh = sc + u + L;
    for (size_t i = 0; i < u; i++) bls381_fr_set_zero(&wi[i]);
    for (size_t k = 0; k < n; k++) {
        bls381_fr_add(&wi[w.idx[k]], &wi[w.idx[k]], &rpow[k]);
        const fr_t *h64 = &s->domain->roots[(s->domain->n / NCELL) * bls381_kzg_bit_reverse(cell_indices[k], NCELL)];
        bls381_fr_mul(&rh[k], &rpow[k], h64);
    }
    interpolation_sum(rli, cell_indices, w.vals, rpow_r2, n, s, w.acc, w.used);
    memcpy(monomial, s->g1_values_monomial, L * sizeof *monomial);

    g1_t lhs[2];
    C_KZG_RET ret = both_lincombs(lhs, pts, sc, rpow, n, u + L + n, s, (uint8_t *)scratch + lists, scratch_size - lists);
    if (ret != C_KZG_OK) return ret;
    /* e(LL, [s^64]) * e(-RL, G2) == 1 */
    bls381_g1_affine_neg(&lhs[1], &lhs[1]);
    const bls381_g2_prepared *q[2] = { &s->fk20->s64, &s->g2_prepared[0] };
    *ok = bls381_pairing_check_prepared(lhs, q, 2);
    return C_KZG_OK;
}

C_KZG_RET verify_cell_kzg_proof_batch(bool *ok, const Bytes48 *commitments_bytes, const uint64_t *cell_indices,
                                      const Cell *cells, const Bytes48 *proofs_bytes, uint64_t num_cells,
                                      const KZGSettings *s)
{
    if (ok) *ok = false;
    if (!ok || bad_args(commitments_bytes, cell_indices, cells, proofs_bytes, num_cells, s)) return C_KZG_BADARGS;
    if (num_cells == 0) {
        *ok = true;
        return C_KZG_OK;
    }
    size_t size = bls381_verify_cell_kzg_proof_batch_scratch_size(num_cells, s);
    void *scratch = bls381_scratch_need_ok(size) ? malloc(size) : NULL;
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_verify_cell_kzg_proof_batch_with_scratch(ok, commitments_bytes, cell_indices, cells,
                                                                    proofs_bytes, num_cells, s, scratch, size);
    free(scratch);
    return ret;
}
