/*
 * Loading a trusted setup into KZGSettings: decode and validate every point
 * (on the pool), check that the lists are one powers-of-tau setup in the
 * expected order, compute the roots of unity, and lay the Lagrange points
 * out in bit-reversed order.
 *
 * The order check: with L_j = [l_j(s)]G1 the Lagrange points (natural
 * order over the 4096-th roots of unity w^j) and M_i = [s^i]G1 the monomial
 * ones, l_j(X) = (1/n) sum_i (w^-j X)^i gives, for any vector c,
 *     sum_j c_j L_j = sum_i d_i M_i   with d = IFFT(c).
 * One random c turns this into two 4096-point MSMs: any permuted, swapped
 * or foreign point list fails it except with probability ~1/r.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "bls381_msm.h"
#include "bls381_rand.h"
#include "kzg/fk20.h"
#include "kzg/kzg_internal.h"
#include "sys/ct.h"

typedef struct {
    bls381_fr_domain domain;
    fr_t brp[FIELD_ELEMENTS_PER_EXT_BLOB];
    g1_t g1_monomial[FIELD_ELEMENTS_PER_BLOB];
    g1_t g1_lagrange_brp[FIELD_ELEMENTS_PER_BLOB];
    g2_t g2_monomial[BLS381_KZG_NUM_G2];
    bls381_g2_prepared g2_prepared[2];
    bls381_kzg_fk20 fk20;
    g1_t fk20_columns[BLS381_FK20_POINTS];
    uint64_t fk20_table[]; /* FK20's fixed-base table when precompute >= 6 */
} setup_block;

bls381_pool *bls381_kzg_pool(const KZGSettings *s)
{
    return s && s->pool ? s->pool : bls381_pool_default();
}

void bls381_kzg_settings_use_pool(KZGSettings *s, bls381_pool *pool)
{
    if (s) s->pool = pool;
}

void free_trusted_setup(KZGSettings *s)
{
    if (!s || !s->owned) return;
    free(s->owned);
    memset(s, 0, sizeof *s);
}

typedef struct {
    setup_block *b;
    const uint8_t *g1m, *g1l, *g2m;
    atomic_int failed;
} decode_job;

/* indices [0, 4096) are monomial G1, [4096, 8192) Lagrange G1 (natural
 * order for now), [8192, 8257) G2 */
static void decode_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    decode_job *j = vctx;
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        bls381_status st;
        if (i < FIELD_ELEMENTS_PER_BLOB)
            st = bls381_g1_decompress(&j->b->g1_monomial[i], j->g1m + 48 * i);
        else if (i < 2 * FIELD_ELEMENTS_PER_BLOB)
            st = bls381_g1_decompress(&j->b->g1_lagrange_brp[i - FIELD_ELEMENTS_PER_BLOB],
                                      j->g1l + 48 * (i - FIELD_ELEMENTS_PER_BLOB));
        else
            st = bls381_g2_decompress(&j->b->g2_monomial[i - 2 * FIELD_ELEMENTS_PER_BLOB],
                                      j->g2m + 96 * (i - 2 * FIELD_ELEMENTS_PER_BLOB));
        if (st != BLS381_OK) atomic_store(&j->failed, 1);
    }
}

/* sum_j c_j L_j == sum_i IFFT(c)_i M_i for a random c (see the top); the
 * Lagrange points are still in natural order here */
static C_KZG_RET check_lagrange_matches_monomial(const setup_block *b, const KZGSettings *s)
{
    size_t n = FIELD_ELEMENTS_PER_BLOB;
    fr_t *c = malloc(2 * n * sizeof *c);
    C_KZG_RET ret = C_KZG_MALLOC;
    if (!c) return ret;
    uint8_t seed[64 * 16];
    for (size_t i = 0; i < n; i++) {
        if (i % 16 == 0 && bls381_os_random(seed, sizeof seed) != BLS381_OK) {
            ret = C_KZG_ERROR;
            goto out;
        }
        bls381_fr_from_bytes_wide(&c[i], seed + 64 * (i % 16));
    }
    bls381_fr_ifft(c + n, c, n, &b->domain);
    g1_t lhs, rhs;
    ret = bls381_kzg_g1_lincomb(&lhs, b->g1_lagrange_brp, c, n, s);
    if (ret == C_KZG_OK) ret = bls381_kzg_g1_lincomb(&rhs, b->g1_monomial, c + n, n, s);
    if (ret == C_KZG_OK && !bls381_g1_affine_eq(&lhs, &rhs)) ret = C_KZG_BADARGS;
out:
    free(c);
    return ret;
}

/* the first monomial points must be the generators ([s^0]G = G) */
static bool starts_with_generators(const setup_block *b)
{
    g1_t g1;
    g2_t g2;
    bls381_g1_affine_generator(&g1);
    bls381_g2_affine_generator(&g2);
    return bls381_g1_affine_eq(&b->g1_monomial[0], &g1) && bls381_g2_affine_eq(&b->g2_monomial[0], &g2);
}

C_KZG_RET load_trusted_setup(KZGSettings *out, const uint8_t *g1_monomial_bytes, uint64_t num_g1_monomial_bytes,
                             const uint8_t *g1_lagrange_bytes, uint64_t num_g1_lagrange_bytes,
                             const uint8_t *g2_monomial_bytes, uint64_t num_g2_monomial_bytes,
                             uint64_t precompute)
{
    if (!out || !g1_monomial_bytes || !g1_lagrange_bytes || !g2_monomial_bytes) return C_KZG_BADARGS;
    if (num_g1_monomial_bytes != FIELD_ELEMENTS_PER_BLOB * 48ULL ||
        num_g1_lagrange_bytes != FIELD_ELEMENTS_PER_BLOB * 48ULL || num_g2_monomial_bytes != BLS381_KZG_NUM_G2 * 96ULL ||
        precompute > 15)
        return C_KZG_BADARGS;
    KZGSettings s;
    memset(&s, 0, sizeof s);
    /* out is never read: a binding's malloc'd, uninitialised KZGSettings
     * is what c-kzg-4844 callers pass (the contract test hands it a
     * pattern); loading runs on the default pool.
     * One allocation: the block, the FK20 table, and (precompute > 0) the
     * fixed-base table of the Lagrange points for EIP-4844 commitments */
    size_t copies = bls381_kzg_fk20_table_size(precompute), table_at = (sizeof(setup_block) + copies + 63) & ~(size_t)63;
    size_t table_size = precompute ? bls381_g1_fixed_table_size(FIELD_ELEMENTS_PER_BLOB, 0) : 0;
    setup_block *b = malloc(table_at + table_size);
    if (!b) return C_KZG_MALLOC;
    memset(b, 0, sizeof *b); /* padding too: the tables compare equal to the embedded ones */
    C_KZG_RET ret = C_KZG_BADARGS;

    decode_job j = { .b = b, .g1m = g1_monomial_bytes, .g1l = g1_lagrange_bytes, .g2m = g2_monomial_bytes };
    atomic_init(&j.failed, 0);
    bls381_pool_parallel_for(bls381_kzg_pool(&s), 2 * FIELD_ELEMENTS_PER_BLOB + BLS381_KZG_NUM_G2, 64, decode_range, &j);
    if (atomic_load(&j.failed) || !starts_with_generators(b)) goto fail;
    if (bls381_fr_domain_init(&b->domain, FIELD_ELEMENTS_PER_EXT_BLOB) != BLS381_OK) goto fail;
    ret = check_lagrange_matches_monomial(b, &s);
    if (ret != C_KZG_OK) goto fail;

    for (size_t i = 0; i < FIELD_ELEMENTS_PER_EXT_BLOB; i++)
        b->brp[i] = b->domain.roots[bls381_bit_reverse(i, FIELD_ELEMENTS_PER_EXT_BLOB)];
    bls381_bit_reverse_permute(b->g1_lagrange_brp, FIELD_ELEMENTS_PER_BLOB, sizeof(g1_t));

    s.domain = &b->domain;
    s.brp_roots_of_unity = b->brp;
    s.g1_values_monomial = b->g1_monomial;
    s.g1_values_lagrange_brp = b->g1_lagrange_brp;
    s.g2_values_monomial = b->g2_monomial;
    bls381_g2_prepare(&b->g2_prepared[0], &b->g2_monomial[0]);
    bls381_g2_prepare(&b->g2_prepared[1], &b->g2_monomial[1]);
    s.g2_prepared = b->g2_prepared;
    ret = bls381_kzg_fk20_init(&b->fk20, b->fk20_columns, b->fk20_table, b->g1_monomial, b->g2_monomial, precompute,
                               &b->domain, bls381_kzg_pool(&s));
    if (ret != C_KZG_OK) goto fail;
    s.fk20 = &b->fk20;
    if (precompute) {
        void *table = (uint8_t *)b + table_at;
        if (bls381_g1_fixed_table_build(table, table_size, b->g1_lagrange_brp, FIELD_ELEMENTS_PER_BLOB, 0,
                                        bls381_kzg_pool(&s)) != BLS381_OK) {
            ret = C_KZG_ERROR;
            goto fail;
        }
        s.fixed_base = table;
    }
    s.precompute = precompute;
    s.owned = b;
    *out = s;
    return C_KZG_OK;
fail:
    free(b);
    return ret;
}
