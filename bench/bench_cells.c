/* EIP-7594 benchmarks: cells and proofs, recovery from half of the cells,
 * batch verification of the 128 cells of a blob. Without a suffix on the
 * embedded mainnet setup (precompute 0); name@pcP loads kzg/trusted_setup.txt
 * with precompute P (8 always; the others when a filter names the
 * function, e.g. `build/bench compute_cells_and_kzg_proofs@pc`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "kzg.h"
#include "kzg_setup_file.h"
#include "field/fp_x8.h"

typedef struct {
    KZGSettings s;
    Blob blob;
    Cell cells[CELLS_PER_EXT_BLOB], half[CELLS_PER_EXT_BLOB / 2], out[CELLS_PER_EXT_BLOB];
    KZGProof proofs[CELLS_PER_EXT_BLOB], out_proofs[CELLS_PER_EXT_BLOB];
    KZGCommitment commitments[CELLS_PER_EXT_BLOB];
    uint64_t indices[CELLS_PER_EXT_BLOB], half_indices[CELLS_PER_EXT_BLOB / 2];
} cells_ctx;

static void must(C_KZG_RET r)
{
    if (r != C_KZG_OK) abort();
}

static void b_compute(void *v, uint64_t it)
{
    cells_ctx *k = v;
    for (uint64_t i = 0; i < it; i++) must(compute_cells_and_kzg_proofs(k->out, k->out_proofs, &k->blob, &k->s));
}

static void b_recover(void *v, uint64_t it)
{
    cells_ctx *k = v;
    for (uint64_t i = 0; i < it; i++)
        must(recover_cells_and_kzg_proofs(k->out, k->out_proofs, k->half_indices, k->half, CELLS_PER_EXT_BLOB / 2,
                                          &k->s));
}

static void b_verify(void *v, uint64_t it)
{
    cells_ctx *k = v;
    bool ok = false;
    for (uint64_t i = 0; i < it; i++)
        must(verify_cell_kzg_proof_batch(&ok, k->commitments, k->indices, k->cells, k->proofs, CELLS_PER_EXT_BLOB,
                                         &k->s));
    if (!ok) abort();
}

/* the blob, its cells and proofs, half of them (the even indices) */
static void prepare(cells_ctx *k)
{
    bench_rand_bytes(k->blob.bytes, BYTES_PER_BLOB);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) k->blob.bytes[32 * i] &= 0x3f;
    must(compute_cells_and_kzg_proofs(k->cells, k->proofs, &k->blob, &k->s));
    must(blob_to_kzg_commitment(&k->commitments[0], &k->blob, &k->s));
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB; i++) {
        k->indices[i] = i;
        k->commitments[i] = k->commitments[0];
    }
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB / 2; i++) {
        k->half_indices[i] = 2 * i;
        k->half[i] = k->cells[2 * i];
    }
}

static void run_all(cells_ctx *k, const char *suffix, bool verify)
{
    char name[96];
    snprintf(name, sizeof name, "compute_cells_and_kzg_proofs%s", suffix);
    bench_run(name, b_compute, k);
    snprintf(name, sizeof name, "recover_cells_and_kzg_proofs%s", suffix);
    bench_run(name, b_recover, k);
    snprintf(name, sizeof name, "verify_cell_kzg_proof_batch_128%s", suffix);
    if (verify) bench_run(name, b_verify, k);
}

BENCH_GROUP(cells)
{
    static const unsigned sweep[] = { 8, 2, 4, 6, 7, 9, 10, 12 };
    bls381_pool *pool = NULL;
    cells_ctx *k = malloc(sizeof *k);
    if (!k) abort();
    if (bench_wanted("compute_cells_and_kzg_proofs") || bench_wanted("recover_cells_and_kzg_proofs") ||
        bench_wanted("verify_cell_kzg_proof_batch_128")) {
        if (bls381_pool_create(&pool, (unsigned)bench_threads(), NULL) != BLS381_OK) abort();
        k->s = *bls381_kzg_mainnet_settings();
        bls381_kzg_settings_use_pool(&k->s, pool);
        prepare(k);
        run_all(k, "", true);
        bls381_fp_x8_select(BLS381_LANES_OFF); /* as BLS381_NO_IFMA */
        run_all(k, "@no_ifma", true);
        bls381_fp_x8_select(-1);
    }
    for (size_t p = 0; p < sizeof sweep / sizeof sweep[0]; p++) {
        char a[64], b[64];
        snprintf(a, sizeof a, "compute_cells_and_kzg_proofs@pc%u", sweep[p]);
        snprintf(b, sizeof b, "recover_cells_and_kzg_proofs@pc%u", sweep[p]);
        bool wanted = p == 0 ? bench_wanted(a) || bench_wanted(b) : bench_explicit(a) || bench_explicit(b);
        if (!wanted) continue;
        if (!pool && bls381_pool_create(&pool, (unsigned)bench_threads(), NULL) != BLS381_OK) abort();
        FILE *f = bench_open_setup();
        must(load_trusted_setup_file(&k->s, f, sweep[p]));
        fclose(f);
        bls381_kzg_settings_use_pool(&k->s, pool);
        prepare(k);
        snprintf(a, sizeof a, "@pc%u", sweep[p]);
        run_all(k, a, false);
        free_trusted_setup(&k->s);
    }
    free(k);
    bls381_pool_destroy(pool);
}
