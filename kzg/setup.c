/*
 * Loading a trusted setup into KZGSettings: decode and validate every point
 * (on the pool), check that the three lists are one powers-of-tau setup in
 * the expected order, compute the roots of unity, and lay the Lagrange
 * points out in bit-reversed order.
 *
 * The setup check. With M_i = [m_i]G1 the monomial points, G2_i = [g_i]G2
 * the G2 ones and L_j = [l_j]G1 the Lagrange ones (natural order over the
 * 4096-th roots of unity w^j), the lists are one setup of a secret s when
 *   (G1 chain)   m_(i+1) = s m_i for i < 4095,
 *   (G2 chain)   g_(i+1) = s g_i for i < 64,
 *   (Lagrange)   L_j = [l_j(s)]G1, l_j(X) = (1/n) sum_i (w^-j X)^i,
 * with m_0 = g_0 = 1 (the generators, checked apart) and s = g_1. The
 * Lagrange relation is, for any vector c, sum_j c_j L_j = sum_i d_i M_i
 * with d = IFFT(c). Random r (4095), q (64) and c (4096) from the OS fold
 * all three into one pairing-product check:
 *   e(A, G2_0) e(-B, G2_1) e(M_1, P) e(-G1, Q) = 1,
 *   A = sum_i (r_(i-1) - d_i) M_i + sum_j c_j L_j   (r_(-1) = 0),
 *   B = sum_(i<4095) r_i M_i,  P = sum_(i<64) q_i G2_i,  Q = sum_(i<64) q_i G2_(i+1).
 * Writing each pairing as a power of e(G1, G2), the product is e^F with
 *   F = sum_i r_i (m_(i+1) - s m_i) + sum_i q_i (m_1 g_i - g_(i+1))
 *       + sum_j c_j (l_j - sum_i IFFT(e_j)_i m_i),
 * a linear form in (r, q, c). A setup that breaks a relation gives F a
 * non-zero coefficient, and a non-zero linear form vanishes at uniform
 * random (r, q, c) with probability 1/r (Schwartz-Zippel); all
 * coefficients zero is g_i = m_1^i and m_i = s^i with s = g_1 = m_1, the
 * Lagrange points then being [l_j(s)]G1. Cost: a G1 MSM of 8192 points,
 * one of 4095, two G2 MSMs of 64 and one 4-pair pairing check.
 *
 * Degenerate setups. The check proves the lists are the powers of one
 * secret, not of an unknown one, so any point at infinity in any list is
 * refused first: s = 0 puts M_1 at infinity, and a secret s that is a
 * 4096-th root of unity w^k (s = 1 and s = -1 among them) has l_j(s) = 0
 * for every j != k, so 4095 Lagrange points at infinity. Each such secret
 * is known (under s = 1 a false opening verifies); an unknown s is neither
 * 0 nor a root of unity except with probability 4097/r.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "bls381_msm.h"
#include "bls381_pairing.h"
#include "bls381_rand.h"
#include "curve/curve.h"
#include "kzg/fk20.h"
#include "kzg/kzg_internal.h"

#define N FIELD_ELEMENTS_PER_BLOB
#define NG2 BLS381_KZG_NUM_G2

typedef struct {
    bls381_kzg_domain domain;
    fr_t brp[FIELD_ELEMENTS_PER_EXT_BLOB];
    g1_t g1[2 * N]; /* the monomial points, then the Lagrange ones (bit-reversed once checked) */
    g2_t g2_monomial[NG2];
    bls381_g2_prepared g2_prepared[2];
    bls381_kzg_fk20 fk20;
    g1_t fk20_columns[BLS381_FK20_POINTS];
    uint64_t fk20_table[]; /* FK20's fixed-base table when precompute >= 6 */
} setup_block;

typedef struct {
    setup_block *b;
    const uint8_t *g1m, *g1l, *g2m;
    atomic_int failed;
} decode_job;

/* indices [0, 512) are the groups of eight monomial G1 points, [512, 1024)
 * those of the Lagrange ones (natural order for now), each decoded on the
 * lane engine when it is on (the setup is public); [1024, 1089) the G2
 * points */
#define G1_GROUPS (2 * N / 8)
static void decode_range(void *vctx, size_t begin, size_t end, unsigned slot)
{
    decode_job *j = vctx;
    (void)slot;
    for (size_t i = begin; i < end; i++) {
        bls381_status st;
        size_t bad;
        bool inf = false;
        if (i < G1_GROUPS) {
            const uint8_t *in = 8 * i < N ? j->g1m + 48 * 8 * i : j->g1l + 48 * (8 * i - N);
            st = bls381_g1_decompress_batch_vartime(&j->b->g1[8 * i], in, 8, true, &bad);
            for (size_t k = 0; st == BLS381_OK && k < 8; k++)
                inf |= bls381_g1_affine_is_infinity(&j->b->g1[8 * i + k]);
        } else {
            st = bls381_g2_decompress(&j->b->g2_monomial[i - G1_GROUPS], j->g2m + 96 * (i - G1_GROUPS));
            inf = st == BLS381_OK && bls381_g2_affine_is_infinity(&j->b->g2_monomial[i - G1_GROUPS]);
        }
        /* a point at infinity: a degenerate setup (top of the file) */
        if (st != BLS381_OK || inf) atomic_store(&j->failed, 1);
    }
}

/* n field elements from the OS (64 random bytes each, reduced) */
static bool os_random_fr(fr_t *out, size_t n)
{
    uint8_t seed[64 * 16];
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        if (i % 16 == 0) ok = bls381_os_random(seed, sizeof seed) == BLS381_OK;
        bls381_fr_from_bytes_wide(&out[i], seed + 64 * (i % 16));
    }
    return ok;
}

/* the check at the top, on the points as decoded (Lagrange in natural
 * order); C_KZG_ERROR when the OS gives no randomness */
static C_KZG_RET check_one_setup(const setup_block *b, const KZGSettings *s)
{
    /* a: the 8192 scalars of A (a + N is c); d = IFFT(c); r, q */
    fr_t *a = malloc((4 * N + NG2) * sizeof *a), *c = a + N, *d = a + 2 * N, *r = a + 3 * N, *q = r + N;
    if (!a) return C_KZG_MALLOC;
    C_KZG_RET ret = C_KZG_ERROR;
    if (!os_random_fr(c, N) || !os_random_fr(r, N - 1) || !os_random_fr(q, NG2 - 1)) goto out;
    bls381_kzg_ifft_fr(d, c, N, &b->domain);
    bls381_fr_neg(&a[0], &d[0]);
    for (size_t i = 1; i < N; i++) bls381_fr_sub(&a[i], &r[i - 1], &d[i]);

    g1_t g1[4];
    g2_t g2[4];
    ret = bls381_kzg_g1_lincomb(&g1[0], b->g1, a, 2 * N, s);
    if (ret == C_KZG_OK) ret = bls381_kzg_g1_lincomb(&g1[1], b->g1, r, N - 1, s);
    if (ret == C_KZG_OK) ret = bls381_kzg_g2_lincomb(&g2[2], b->g2_monomial, q, NG2 - 1, s);
    if (ret == C_KZG_OK) ret = bls381_kzg_g2_lincomb(&g2[3], b->g2_monomial + 1, q, NG2 - 1, s);
    if (ret != C_KZG_OK) goto out;
    bls381_g1_affine_neg(&g1[1], &g1[1]);
    g1[2] = b->g1[1];
    bls381_g1_affine_generator(&g1[3]);
    bls381_g1_affine_neg(&g1[3], &g1[3]);
    g2[0] = b->g2_monomial[0];
    g2[1] = b->g2_monomial[1];
    ret = bls381_pairing_check(g1, g2, 4, bls381_kzg_pool(s)) ? C_KZG_OK : C_KZG_BADARGS;
out:
    free(a);
    return ret;
}

/* the first monomial points must be the generators ([s^0]G = G) */
static bool starts_with_generators(const setup_block *b)
{
    g1_t g1;
    g2_t g2;
    bls381_g1_affine_generator(&g1);
    bls381_g2_affine_generator(&g2);
    return bls381_g1_affine_eq(&b->g1[0], &g1) && bls381_g2_affine_eq(&b->g2_monomial[0], &g2);
}

C_KZG_RET load_trusted_setup(KZGSettings *out, const uint8_t *g1_monomial_bytes, uint64_t num_g1_monomial_bytes,
                             const uint8_t *g1_lagrange_bytes, uint64_t num_g1_lagrange_bytes,
                             const uint8_t *g2_monomial_bytes, uint64_t num_g2_monomial_bytes,
                             uint64_t precompute)
{
    if (!out || !g1_monomial_bytes || !g1_lagrange_bytes || !g2_monomial_bytes) return C_KZG_BADARGS;
    if (num_g1_monomial_bytes != N * 48ULL ||
        num_g1_lagrange_bytes != N * 48ULL || num_g2_monomial_bytes != NG2 * 96ULL ||
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
    size_t table_size = precompute ? bls381_g1_fixed_table_size(N, 0) : 0;
    setup_block *b = malloc(table_at + table_size);
    if (!b) return C_KZG_MALLOC;
    memset(b, 0, sizeof *b); /* padding too: the tables compare equal to the embedded ones */
    C_KZG_RET ret = C_KZG_BADARGS;

    decode_job j = { .b = b, .g1m = g1_monomial_bytes, .g1l = g1_lagrange_bytes, .g2m = g2_monomial_bytes };
    atomic_init(&j.failed, 0);
    bls381_pool_parallel_for(bls381_kzg_pool(&s), G1_GROUPS + BLS381_KZG_NUM_G2, 8, decode_range, &j);
    if (atomic_load(&j.failed) || !starts_with_generators(b)) goto fail;
    if (bls381_kzg_domain_init(&b->domain, FIELD_ELEMENTS_PER_EXT_BLOB) != BLS381_OK) goto fail;
    ret = check_one_setup(b, &s);
    if (ret != C_KZG_OK) goto fail;

    for (size_t i = 0; i < FIELD_ELEMENTS_PER_EXT_BLOB; i++)
        b->brp[i] = b->domain.roots[bls381_kzg_bit_reverse(i, FIELD_ELEMENTS_PER_EXT_BLOB)];
    bls381_kzg_bit_reverse_permute(b->g1 + N, N, sizeof(g1_t));

    s.domain = &b->domain;
    s.brp_roots_of_unity = b->brp;
    s.g1_values_monomial = b->g1;
    s.g1_values_lagrange_brp = b->g1 + N;
    s.g2_values_monomial = b->g2_monomial;
    bls381_g2_prepare(&b->g2_prepared[0], &b->g2_monomial[0]);
    bls381_g2_prepare(&b->g2_prepared[1], &b->g2_monomial[1]);
    s.g2_prepared = b->g2_prepared;
    ret = bls381_kzg_fk20_init(&b->fk20, b->fk20_columns, b->fk20_table, b->g1, b->g2_monomial, precompute,
                               &b->domain, bls381_kzg_pool(&s));
    if (ret != C_KZG_OK) goto fail;
    s.fk20 = &b->fk20;
    if (precompute) {
        void *table = (uint8_t *)b + table_at;
        if (bls381_g1_fixed_table_build(table, table_size, b->g1 + N, N, 0,
                                        bls381_kzg_pool(&s)) != BLS381_OK) {
            ret = C_KZG_ERROR;
            goto fail;
        }
        s.fixed_base = table;
    }
    s.owned = b;
    *out = s;
    return C_KZG_OK;
fail:
    free(b);
    return ret;
}
