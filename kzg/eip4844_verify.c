/*
 * EIP-4844 verification (deneb: verify_kzg_proof, verify_blob_kzg_proof,
 * verify_blob_kzg_proof_batch).
 *
 * The spec's check e(C - [y]G1, -G2) * e(pi, [s - z]G2) = 1 is rearranged
 * (bilinearity) to
 *     e(C - [y]G1 + [z]pi, G2) * e(-pi, [s]G2) = 1,
 * so both G2 arguments are fixed setup points whose Miller-loop lines are
 * precomputed (settings->g2_prepared) and the scalar work moves to G1.
 * The batch check is the spec's random linear combination with the same
 * rearrangement:
 *     e(sum r^i (C_i - [y_i]G1 + [z_i]pi_i), G2) * e(-sum r^i pi_i, [s]G2) = 1.
 * The batch is one check whatever n and the pool: verifying the blobs one
 * by one in parallel (each thread its own 2-pair check) measured slower on
 * 2 threads even at n = 2 (2.9 against 2.5 ms; n = 4: 4.2 against 4.2-4.8).
 * Verification allocates nothing except in the batch: one scratch block
 * (bls381_verify_blob_kzg_proof_batch_scratch_size), from malloc or, in
 * the _with_scratch variant, from the caller.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "bls381_hash.h"
#include "bls381_msm.h"
#include "curve/curve.h"
#include "kzg/kzg_internal.h"
#include "msm/batch.h"
#include "sys/size.h"

/* r = C - [y]G + [z]pi, [-y]G + [z]pi as one joint multiplication
 * (curve/g1_mul.c); not inlined, so that its points are not in the
 * caller's frame while the pairing runs (the bare build's 16 KiB) */
static BLS381_NOINLINE void proof_lhs(g1_t *r, const g1_t *c, const fr_t *z, const fr_t *y, const g1_t *pi)
{
    bls381_g1 acc, t, g, p;
    fr_t ny;
    bls381_g1_generator(&g);
    bls381_g1_from_affine(&p, pi);
    bls381_fr_neg(&ny, y);
    bls381_g1_mul2_vartime(&t, &g, &ny, &p, z);
    bls381_g1_from_affine(&acc, c);
    bls381_g1_add(&acc, &acc, &t);
    bls381_g1_to_affine(r, &acc);
}

/* e(C - [y]G + [z]pi, G2) * e(-pi, [s]G2) == 1 */
static bool check_proof(const g1_t *c, const fr_t *z, const fr_t *y, const g1_t *pi, const KZGSettings *s)
{
    g1_t pts[2];
    proof_lhs(&pts[0], c, z, y, pi);
    bls381_g1_affine_neg(&pts[1], pi);
    const bls381_g2_prepared *q[2] = { &s->g2_prepared[0], &s->g2_prepared[1] };
    return bls381_pairing_check_prepared(pts, q, 2);
}

C_KZG_RET verify_kzg_proof(bool *ok, const Bytes48 *commitment_bytes, const Bytes32 *z_bytes,
                           const Bytes32 *y_bytes, const Bytes48 *proof_bytes, const KZGSettings *s)
{
    if (ok) *ok = false;
    if (!ok || !commitment_bytes || !z_bytes || !y_bytes || !proof_bytes || !s || !s->g2_prepared)
        return C_KZG_BADARGS;
    g1_t c, pi;
    fr_t z, y;
    if (bls381_kzg_bytes_to_g1(&c, commitment_bytes) != C_KZG_OK || bls381_kzg_bytes_to_fr(&z, z_bytes) != C_KZG_OK ||
        bls381_kzg_bytes_to_fr(&y, y_bytes) != C_KZG_OK || bls381_kzg_bytes_to_g1(&pi, proof_bytes) != C_KZG_OK)
        return C_KZG_BADARGS;
    *ok = check_proof(&c, &z, &y, &pi, s);
    return C_KZG_OK;
}

C_KZG_RET verify_blob_kzg_proof(bool *ok, const Blob *blob, const Bytes48 *commitment_bytes,
                                const Bytes48 *proof_bytes, const KZGSettings *s)
{
    if (ok) *ok = false;
    if (!ok || !blob || !commitment_bytes || !proof_bytes || !s || !s->g2_prepared || !BLS381_KZG_HAS_ROOTS(s))
        return C_KZG_BADARGS;
    g1_t c, pi;
    fr_t z, y;
    C_KZG_RET ret = bls381_kzg_bytes_to_g1(&c, commitment_bytes);
    if (ret == C_KZG_OK) ret = bls381_kzg_bytes_to_g1(&pi, proof_bytes);
    if (ret == C_KZG_OK) {
        bls381_kzg_challenge(&z, blob, commitment_bytes);
        ret = bls381_kzg_eval_blob(&y, blob, &z, s);
    }
    if (ret == C_KZG_OK) *ok = check_proof(&c, &z, &y, &pi, s);
    return ret;
}

/* -------------------------------------------------------------- batch --- */
/* Not in the bare build (make BARE=1): the batch runs on the settings'
 * pool (kzg/setup.c) and its plain form allocates. */
#ifndef BLS381_BARE

typedef struct {
    const Blob *blobs;
    const Bytes48 *commitments, *proofs;
    const KZGSettings *s;
    size_t n;
    g1_t *c, *pi;
    fr_t *z, *y;
    C_KZG_RET *status;
    atomic_int bad_point;
} batch_job;

/* [0, n): per blob, the challenge and the evaluation; then the groups of
 * eight commitments and those of eight proofs, each decoded eight at a
 * time on the lane engine (the points are public) */
static void prepare_blob(void *vctx, size_t begin, size_t end, unsigned slot)
{
    batch_job *j = vctx;
    (void)slot;
    size_t n = j->n, gc = BLS381_KZG_G1_GROUPS(n);
    for (size_t i = begin; i < end; i++) {
        C_KZG_RET ret;
        if (i < n) {
            bls381_kzg_challenge(&j->z[i], &j->blobs[i], &j->commitments[i]);
            j->status[i] = bls381_kzg_eval_blob(&j->y[i], &j->blobs[i], &j->z[i], j->s);
            continue;
        }
        if (i - n < gc) ret = bls381_kzg_bytes_to_g1_group(j->c, j->commitments, n, i - n);
        else ret = bls381_kzg_bytes_to_g1_group(j->pi, j->proofs, n, i - n - gc);
        if (ret != C_KZG_OK) atomic_store(&j->bad_point, 1);
    }
}

/* r = hash_to_bls_field(RANDOM_CHALLENGE_KZG_BATCH_DOMAIN || int(4096, 8) ||
 * int(n, 8) || for each i: commitment || z || y || proof) */
static void batch_challenge(fr_t *r, const batch_job *j, size_t n)
{
    static const char domain[16] = { 'R', 'C', 'K', 'Z', 'G', 'B', 'A', 'T', 'C', 'H', '_', '_', '_', 'V', '1', '_' };
    uint8_t be[8], digest[64] = { 0 }, fe[32];
    bls381_sha256_ctx ctx;
    bls381_sha256_init(&ctx);
    bls381_sha256_update(&ctx, domain, sizeof domain);
    uint64_t vals[2] = { FIELD_ELEMENTS_PER_BLOB, (uint64_t)n };
    for (int k = 0; k < 2; k++) {
        for (int b = 0; b < 8; b++) be[b] = (uint8_t)(vals[k] >> (56 - 8 * b));
        bls381_sha256_update(&ctx, be, 8);
    }
    for (size_t i = 0; i < n; i++) {
        bls381_sha256_update(&ctx, j->commitments[i].bytes, 48);
        bls381_fr_to_bytes(fe, &j->z[i]);
        bls381_sha256_update(&ctx, fe, 32);
        bls381_fr_to_bytes(fe, &j->y[i]);
        bls381_sha256_update(&ctx, fe, 32);
        bls381_sha256_update(&ctx, j->proofs[i].bytes, 48);
    }
    bls381_sha256_final(&ctx, digest + 32);
    bls381_fr_from_bytes_wide(r, digest);
}

/* The batch's scratch: points pts[2n + 1] (C_i, pi_i, G), scalars
 * sc[3n + 1] (the right MSM's 2n + 1, then r^i for the left one), zy[2n]
 * (z_i, y_i), status[n] (8 bytes each), then the scratch of the two MSMs
 * (2n + 1 and n terms) in one call of msm/'s batch entry. */
_Static_assert(sizeof(C_KZG_RET) <= 8, "a status takes 8 bytes of scratch");
static size_t parts_size(size_t n)
{
    size_t per = 2 * sizeof(g1_t) + 5 * sizeof(fr_t) + 8;
    return bls381_size_add(bls381_size_mul(n, per), sizeof(g1_t) + sizeof(fr_t));
}

/* the argument check of verify_blob_kzg_proof_batch and its _with_scratch
 * twin (clearing *ok first) */
static bool batch_bad_args(bool *ok, const Blob *blobs, const Bytes48 *commitments_bytes, const Bytes48 *proofs_bytes,
                           uint64_t n, const KZGSettings *s)
{
    if (ok) *ok = false;
    return !ok || !s || !s->g2_prepared || !s->brp_roots_of_unity ||
           (n > 0 && (!blobs || !commitments_bytes || !proofs_bytes));
}

size_t bls381_verify_blob_kzg_proof_batch_scratch_size(uint64_t n, const KZGSettings *s)
{
    if (!s || !s->g2_prepared || !s->brp_roots_of_unity) return 0;
    if (n > SIZE_MAX / 2) return SIZE_MAX;
    size_t threads = bls381_pool_threads(bls381_kzg_pool(s)), counts[2] = { 2 * (size_t)n + 1, (size_t)n };
    return bls381_size_add(parts_size((size_t)n), bls381_msm_batch_scratch_size(counts, counts, 2, threads));
}

C_KZG_RET bls381_verify_blob_kzg_proof_batch_with_scratch(bool *ok, const Blob *blobs, const Bytes48 *commitments_bytes,
                                                          const Bytes48 *proofs_bytes, uint64_t n,
                                                          const KZGSettings *s, void *scratch, size_t scratch_size)
{
    if (batch_bad_args(ok, blobs, commitments_bytes, proofs_bytes, n, s)) return C_KZG_BADARGS;
    if (n == 0) {
        *ok = true;
        return C_KZG_OK;
    }
    size_t need = bls381_verify_blob_kzg_proof_batch_scratch_size(n, s);
    if (!bls381_scratch_ok(scratch, scratch_size, need)) return C_KZG_BADARGS;
    bls381_pool *pool = bls381_kzg_pool(s);
    uint8_t *at = scratch;
    g1_t *pts = (g1_t *)(void *)at;
    at += (2 * n + 1) * sizeof *pts;
    fr_t *sc = (fr_t *)(void *)at;
    at += (3 * n + 1) * sizeof *sc;
    fr_t *zy = (fr_t *)(void *)at;
    at += 2 * n * sizeof *zy;
    C_KZG_RET *status = (C_KZG_RET *)(void *)at;
    void *msm = (uint8_t *)scratch + parts_size((size_t)n);
    size_t msm_size = scratch_size - parts_size((size_t)n);

    batch_job j = { .blobs = blobs, .commitments = commitments_bytes, .proofs = proofs_bytes, .s = s, .n = (size_t)n,
                    .c = pts, .pi = pts + n, .z = zy, .y = zy + n, .status = status };
    atomic_init(&j.bad_point, 0);
    bls381_pool_parallel_for(pool, n + 2 * BLS381_KZG_G1_GROUPS(n), 1, prepare_blob, &j);
    C_KZG_RET ret = atomic_load(&j.bad_point) ? C_KZG_BADARGS : C_KZG_OK;
    for (size_t i = 0; i < n && ret == C_KZG_OK; i++) ret = status[i];
    if (ret != C_KZG_OK) return ret;

    fr_t r, rp, ysum, t;
    batch_challenge(&r, &j, n);
    /* scalars: r^i for C_i (and for the left MSM over pi_i), r^i z_i for
     * pi_i, -sum r^i y_i for G */
    bls381_fr_set_one(&rp);
    bls381_fr_set_zero(&ysum);
    fr_t *rpow = sc + 2 * n + 1;
    for (size_t i = 0; i < n; i++) {
        sc[i] = rp;
        rpow[i] = rp;
        bls381_fr_mul(&sc[n + i], &rp, &j.z[i]);
        bls381_fr_mul(&t, &rp, &j.y[i]);
        bls381_fr_add(&ysum, &ysum, &t);
        bls381_fr_mul(&rp, &rp, &r);
    }
    bls381_fr_neg(&sc[2 * n], &ysum);
    bls381_g1_affine_generator(&pts[2 * n]);
    g1_t lhs[2];
    const bls381_msm_batch_item items[2] = { { pts, sc, 2 * n + 1 }, { pts + n, rpow, n } };
    bls381_status st = bls381_msm_batch_vartime(lhs, items, 2, msm, msm_size, pool);
    if (st != BLS381_OK) return bls381_kzg_ret(st);
    bls381_g1_affine_neg(&lhs[1], &lhs[1]);
    const bls381_g2_prepared *q[2] = { &s->g2_prepared[0], &s->g2_prepared[1] };
    *ok = bls381_pairing_check_prepared(lhs, q, 2);
    return C_KZG_OK;
}

C_KZG_RET verify_blob_kzg_proof_batch(bool *ok, const Blob *blobs, const Bytes48 *commitments_bytes,
                                      const Bytes48 *proofs_bytes, uint64_t n, const KZGSettings *s)
{
    if (batch_bad_args(ok, blobs, commitments_bytes, proofs_bytes, n, s)) return C_KZG_BADARGS;
    if (n == 0) {
        *ok = true;
        return C_KZG_OK;
    }
    size_t size = bls381_verify_blob_kzg_proof_batch_scratch_size(n, s);
    void *scratch = bls381_scratch_need_ok(size) ? malloc(size) : NULL;
    if (!scratch) return C_KZG_MALLOC;
    C_KZG_RET ret = bls381_verify_blob_kzg_proof_batch_with_scratch(ok, blobs, commitments_bytes, proofs_bytes, n, s,
                                                                    scratch, size);
    free(scratch);
    return ret;
}

#endif /* !BLS381_BARE */
