/*
 * The measured part of FOOTPRINT.md (tools/footprint/footprint.sh runs it):
 *     footprint_measure SETUP_FILE
 * prints Markdown sections:
 * - heap per KZG call: every c-kzg function on fixed inputs, with the
 *   allocations, the bytes they request in total and the peak they hold
 *   at once, counted by the counting heap (tools/heap/heap_count.c);
 * - stack per call: the deepest byte written on a painted stack, for the
 *   KZG and BLS verification and proving calls;
 * - KZGSettings memory for each precompute setting: the bytes a loaded
 *   setup keeps, the peak while loading, and the load time (1 thread).
 * Everything runs on one thread (a 1-thread pool) unless a column says
 * otherwise, so the figures do not depend on the machine's cores.
 */
#define _POSIX_C_SOURCE 200809L
#include "bls381.h"
#include "bls381_sig.h"
#include "kzg.h"
#include "kzg_setup_file.h"
#include "field/fp_x8.h"
#include "tools/heap/heap_count.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* -------------------------------------------------------------- inputs */

enum { BATCH_MAX = 64, SIGNERS = 64 };

typedef struct {
    const KZGSettings *s;
    Blob *blob, *blobs; /* blobs: BATCH_MAX copies of blob */
    KZGCommitment c, cs[BATCH_MAX];
    KZGProof p, ps[BATCH_MAX], zp;
    Bytes32 z, y;
    Cell *cells, *out_cells;
    KZGProof *cell_proofs, *out_proofs;
    uint64_t idx[CELLS_PER_EXT_BLOB], half[CELLS_PER_EXT_BLOB / 2];
    Cell *half_cells;
    Bytes48 *cell_cs;
    uint64_t n; /* batch size of the call being measured */
    int fails;
} kzg_in;

typedef struct {
    bls381_sig_pk pk[SIGNERS];
    bls381_sig_signature sig[SIGNERS], agg, agg_same;
    uint8_t msg[SIGNERS][32];
    const uint8_t *msgs[SIGNERS];
    size_t lens[SIGNERS];
    int fails;
} sig_in;

/* the fixed sample blob of the examples: 31 bytes of a mixed counter per
 * element, the top byte 0 */
static void sample_blob(Blob *b)
{
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        uint64_t x = (uint64_t)(i + 1) * 0x9e3779b97f4a7c15ULL;
        b->bytes[32 * i] = 0;
        for (size_t k = 1; k < 32; k++) {
            x ^= x >> 29;
            x *= 0xbf58476d1ce4e5b9ULL;
            b->bytes[32 * i + k] = (uint8_t)(x >> 56);
        }
    }
}

static void *need(void *p)
{
    if (!p) {
        fprintf(stderr, "footprint_measure: out of memory\n");
        exit(1);
    }
    return p;
}

static void kzg_inputs(kzg_in *k, const KZGSettings *s)
{
    memset(k, 0, sizeof *k);
    k->s = s;
    k->blob = need(malloc(sizeof *k->blob));
    k->blobs = need(malloc(BATCH_MAX * sizeof *k->blobs));
    k->cells = need(malloc(CELLS_PER_EXT_BLOB * sizeof *k->cells));
    k->out_cells = need(malloc(CELLS_PER_EXT_BLOB * sizeof *k->out_cells));
    k->half_cells = need(malloc(CELLS_PER_EXT_BLOB / 2 * sizeof *k->half_cells));
    k->cell_proofs = need(malloc(CELLS_PER_EXT_BLOB * sizeof *k->cell_proofs));
    k->out_proofs = need(malloc(CELLS_PER_EXT_BLOB * sizeof *k->out_proofs));
    k->cell_cs = need(malloc(CELLS_PER_EXT_BLOB * sizeof *k->cell_cs));
    sample_blob(k->blob);
    k->z.bytes[31] = 5;
    int bad = blob_to_kzg_commitment(&k->c, k->blob, s) != C_KZG_OK ||
              compute_blob_kzg_proof(&k->p, k->blob, &k->c, s) != C_KZG_OK ||
              compute_kzg_proof(&k->zp, &k->y, k->blob, &k->z, s) != C_KZG_OK ||
              compute_cells_and_kzg_proofs(k->cells, k->cell_proofs, k->blob, s) != C_KZG_OK;
    if (bad) {
        fprintf(stderr, "footprint_measure: the sample inputs failed\n");
        exit(1);
    }
    for (size_t i = 0; i < BATCH_MAX; i++) {
        k->blobs[i] = *k->blob;
        k->cs[i] = k->c;
        k->ps[i] = k->p;
    }
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB; i++) {
        k->idx[i] = i;
        k->cell_cs[i] = k->c;
    }
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB / 2; i++) {
        k->half[i] = 2 * i;
        k->half_cells[i] = k->cells[2 * i];
    }
}

static void kzg_free(kzg_in *k)
{
    free(k->blob);
    free(k->blobs);
    free(k->cells);
    free(k->out_cells);
    free(k->half_cells);
    free(k->cell_proofs);
    free(k->out_proofs);
    free(k->cell_cs);
}

static void sig_inputs(sig_in *g)
{
    uint8_t ikm[32];
    bls381_sig_signature same[SIGNERS];
    static const uint8_t common[] = "one message";
    memset(g, 0, sizeof *g);
    for (size_t i = 0; i < SIGNERS; i++) {
        bls381_sig_sk sk;
        memset(ikm, (int)i + 1, sizeof ikm);
        memset(g->msg[i], (int)i, sizeof g->msg[i]);
        g->msgs[i] = g->msg[i];
        g->lens[i] = sizeof g->msg[i];
        if (bls381_sig_keygen(&sk, ikm, sizeof ikm, NULL, 0) != BLS381_OK ||
            bls381_sig_sign(&g->sig[i], &sk, g->msg[i], sizeof g->msg[i]) != BLS381_OK ||
            bls381_sig_sign(&same[i], &sk, common, sizeof common) != BLS381_OK)
            g->fails++;
        bls381_sig_sk_to_pk(&g->pk[i], &sk);
        bls381_sig_sk_clear(&sk);
    }
    if (bls381_sig_aggregate(&g->agg, g->sig, SIGNERS) != BLS381_OK ||
        bls381_sig_aggregate(&g->agg_same, same, SIGNERS) != BLS381_OK)
        g->fails++;
}

/* --------------------------------------------------------------- calls */

/* each call checks its verdict: a figure from a failing call is no figure */
static void c_commit(void *a)
{
    kzg_in *k = a;
    KZGCommitment c;
    k->fails += blob_to_kzg_commitment(&c, k->blob, k->s) != C_KZG_OK || memcmp(&c, &k->c, sizeof c) != 0;
}

static void c_compute_kzg_proof(void *a)
{
    kzg_in *k = a;
    KZGProof p;
    Bytes32 y;
    k->fails += compute_kzg_proof(&p, &y, k->blob, &k->z, k->s) != C_KZG_OK || memcmp(&p, &k->zp, sizeof p) != 0;
}

static void c_compute_blob_kzg_proof(void *a)
{
    kzg_in *k = a;
    KZGProof p;
    k->fails += compute_blob_kzg_proof(&p, k->blob, &k->c, k->s) != C_KZG_OK || memcmp(&p, &k->p, sizeof p) != 0;
}

static void c_verify_kzg_proof(void *a)
{
    kzg_in *k = a;
    bool ok = false;
    k->fails += verify_kzg_proof(&ok, &k->c, &k->z, &k->y, &k->zp, k->s) != C_KZG_OK || !ok;
}

static void c_verify_blob_kzg_proof(void *a)
{
    kzg_in *k = a;
    bool ok = false;
    k->fails += verify_blob_kzg_proof(&ok, k->blob, &k->c, &k->p, k->s) != C_KZG_OK || !ok;
}

static void c_verify_batch(void *a)
{
    kzg_in *k = a;
    bool ok = false;
    k->fails += verify_blob_kzg_proof_batch(&ok, k->blobs, k->cs, k->ps, k->n, k->s) != C_KZG_OK || !ok;
}

static void c_cells_and_proofs(void *a)
{
    kzg_in *k = a;
    k->fails += compute_cells_and_kzg_proofs(k->out_cells, k->out_proofs, k->blob, k->s) != C_KZG_OK ||
                memcmp(k->out_proofs, k->cell_proofs, CELLS_PER_EXT_BLOB * sizeof(KZGProof)) != 0;
}

static void c_cells(void *a)
{
    kzg_in *k = a;
    k->fails += compute_cells_and_kzg_proofs(k->out_cells, NULL, k->blob, k->s) != C_KZG_OK ||
                memcmp(k->out_cells, k->cells, CELLS_PER_EXT_BLOB * sizeof(Cell)) != 0;
}

static void c_recover(void *a)
{
    kzg_in *k = a;
    k->fails += recover_cells_and_kzg_proofs(k->out_cells, k->out_proofs, k->half, k->half_cells,
                                             CELLS_PER_EXT_BLOB / 2, k->s) != C_KZG_OK ||
                memcmp(k->out_proofs, k->cell_proofs, CELLS_PER_EXT_BLOB * sizeof(KZGProof)) != 0;
}

static void c_verify_cells(void *a)
{
    kzg_in *k = a;
    bool ok = false;
    k->fails += verify_cell_kzg_proof_batch(&ok, k->cell_cs, k->idx, k->cells, k->cell_proofs, CELLS_PER_EXT_BLOB,
                                            k->s) != C_KZG_OK ||
                !ok;
}

static void b_verify(void *a)
{
    sig_in *g = a;
    bool ok = false;
    g->fails += bls381_sig_verify(&ok, &g->pk[0], g->msgs[0], g->lens[0], &g->sig[0]) != BLS381_OK || !ok;
}

static void b_fast_aggregate_verify(void *a)
{
    sig_in *g = a;
    bool ok = false;
    static const uint8_t common[] = "one message";
    g->fails += bls381_sig_fast_aggregate_verify(&ok, g->pk, SIGNERS, common, sizeof common, &g->agg_same) !=
                    BLS381_OK ||
                !ok;
}

static void b_aggregate_verify(void *a)
{
    sig_in *g = a;
    bool ok = false;
    g->fails += bls381_sig_aggregate_verify(&ok, g->pk, g->msgs, g->lens, SIGNERS, &g->agg, NULL) != BLS381_OK || !ok;
}

static void b_batch_verify(void *a)
{
    sig_in *g = a;
    bool ok = false;
    g->fails += bls381_sig_batch_verify(&ok, g->pk, g->msgs, g->lens, g->sig, SIGNERS, NULL) != BLS381_OK || !ok;
}

static void nothing(void *a) { (void)a; }

/* -------------------------------------------------------------- memory */

typedef struct {
    size_t allocs, total, peak;
} heap_use;

static heap_use heap_of(void (*fn)(void *), void *arg)
{
    heap_stats before = heap_count_read();
    heap_count_reset();
    fn(arg);
    heap_stats after = heap_count_read();
    heap_use u = { after.allocs, after.total, after.peak - before.live };
    return u;
}

/* the stack a call writes, on a thread whose stack is painted first; the
 * same for an empty call (the thread's own start and TLS) is subtracted */
#define STACK_BYTES ((size_t)4 << 20)
#define PAINT 0xA5

typedef struct {
    void (*fn)(void *);
    void *arg;
} thread_job;

static void *thread_main(void *a)
{
    thread_job *j = a;
    j->fn(j->arg);
    return NULL;
}

static size_t stack_touched(void (*fn)(void *), void *arg)
{
    void *mem = NULL;
    if (posix_memalign(&mem, 4096, STACK_BYTES) != 0) need(NULL);
    memset(mem, PAINT, STACK_BYTES);
    pthread_attr_t at;
    pthread_t t;
    thread_job j = { fn, arg };
    if (pthread_attr_init(&at) != 0 || pthread_attr_setstack(&at, mem, STACK_BYTES) != 0 ||
        pthread_create(&t, &at, thread_main, &j) != 0 || pthread_join(t, NULL) != 0) {
        fprintf(stderr, "footprint_measure: cannot run a thread on a painted stack\n");
        exit(1);
    }
    pthread_attr_destroy(&at);
    const uint8_t *m = mem;
    size_t low = 0;
    while (low < STACK_BYTES && m[low] == PAINT) low++;
    free(mem);
    return STACK_BYTES - low;
}

static size_t stack_of(void (*fn)(void *), void *arg)
{
    static size_t base;
    if (!base) base = stack_touched(nothing, NULL);
    size_t used = stack_touched(fn, arg);
    return used > base ? used - base : 0;
}

/* ------------------------------------------------------------- output */

static void human(char *out, size_t n, size_t bytes)
{
    if (bytes >= 10u << 20) snprintf(out, n, "%.1f MiB", (double)bytes / (1 << 20));
    else if (bytes >= 10u << 10) snprintf(out, n, "%.1f KiB", (double)bytes / (1 << 10));
    else snprintf(out, n, "%zu B", bytes);
}

/* the lane engine this machine picks, by name */
static const char *lanes_name(void)
{
    switch (bls381_lanes_engine()) {
    case BLS381_LANES_IFMA: return "AVX-512 IFMA here";
    case BLS381_LANES_MODEL: return "the portable model here, BLS381_LANES=model";
    case BLS381_LANES_IFMA_FAILED: return "off here: the IFMA self-check failed";
    default: return "off here: no AVX-512 IFMA, or turned off";
    }
}

/* a call's stack with the lane engine off and as picked, as text */
static void stack_both(char out[2][32], void (*fn)(void *), void *arg)
{
    bls381_fp_x8_select(BLS381_LANES_OFF);
    human(out[0], sizeof out[0], stack_of(fn, arg));
    bls381_fp_x8_select(-1);
    human(out[1], sizeof out[1], stack_of(fn, arg));
}

static void heap_cell(const heap_use *u)
{
    char peak[32], total[32];
    if (u->allocs == 0) {
        printf(" none |");
        return;
    }
    human(peak, sizeof peak, u->peak);
    human(total, sizeof total, u->total);
    printf(" %s / %s / %zu |", peak, total, u->allocs);
}

/* the scratch of a call's _with_scratch variant (the block its c-kzg
 * function allocates), for n blobs where it takes a count */
static size_t z_commit(const KZGSettings *s, uint64_t n) { (void)n; return bls381_blob_to_kzg_commitment_scratch_size(s); }
static size_t z_proof(const KZGSettings *s, uint64_t n) { (void)n; return bls381_compute_kzg_proof_scratch_size(s); }
static size_t z_batch(const KZGSettings *s, uint64_t n) { return bls381_verify_blob_kzg_proof_batch_scratch_size(n, s); }
static size_t z_cells_and_proofs(const KZGSettings *s, uint64_t n)
{
    (void)n;
    return bls381_compute_cells_and_kzg_proofs_scratch_size(true, s);
}
static size_t z_cells(const KZGSettings *s, uint64_t n)
{
    (void)n;
    return bls381_compute_cells_and_kzg_proofs_scratch_size(false, s);
}
static size_t z_recover(const KZGSettings *s, uint64_t n)
{
    (void)n;
    return bls381_recover_cells_and_kzg_proofs_scratch_size(true, s);
}
static size_t z_verify_cells(const KZGSettings *s, uint64_t n)
{
    (void)n;
    return bls381_verify_cell_kzg_proof_batch_scratch_size(CELLS_PER_EXT_BLOB, s);
}

typedef struct {
    const char *name;
    void (*fn)(void *);
    uint64_t n;
    size_t (*scratch)(const KZGSettings *s, uint64_t n); /* NULL: no heap */
    const char *variant;                                  /* its _with_scratch variant */
} kzg_call;

static const kzg_call kzg_calls[] = {
    { "blob_to_kzg_commitment", c_commit, 0, z_commit, "bls381_blob_to_kzg_commitment_with_scratch" },
    { "compute_kzg_proof", c_compute_kzg_proof, 0, z_proof, "bls381_compute_kzg_proof_with_scratch" },
    { "compute_blob_kzg_proof", c_compute_blob_kzg_proof, 0, z_proof, "bls381_compute_blob_kzg_proof_with_scratch" },
    { "verify_kzg_proof", c_verify_kzg_proof, 0, NULL, NULL },
    { "verify_blob_kzg_proof", c_verify_blob_kzg_proof, 0, NULL, NULL },
    { "verify_blob_kzg_proof_batch, n = 1", c_verify_batch, 1, z_batch,
      "bls381_verify_blob_kzg_proof_batch_with_scratch" },
    { "verify_blob_kzg_proof_batch, n = 16", c_verify_batch, 16, z_batch,
      "bls381_verify_blob_kzg_proof_batch_with_scratch" },
    { "verify_blob_kzg_proof_batch, n = 64", c_verify_batch, 64, z_batch,
      "bls381_verify_blob_kzg_proof_batch_with_scratch" },
    { "compute_cells_and_kzg_proofs", c_cells_and_proofs, 0, z_cells_and_proofs,
      "bls381_compute_cells_and_kzg_proofs_with_scratch" },
    { "compute_cells_and_kzg_proofs (cells only)", c_cells, 0, z_cells,
      "bls381_compute_cells_and_kzg_proofs_with_scratch" },
    { "recover_cells_and_kzg_proofs, 64 of 128 cells", c_recover, 0, z_recover,
      "bls381_recover_cells_and_kzg_proofs_with_scratch" },
    { "verify_cell_kzg_proof_batch, 128 cells", c_verify_cells, 0, z_verify_cells,
      "bls381_verify_cell_kzg_proof_batch_with_scratch" },
};
#define NCALLS (sizeof kzg_calls / sizeof kzg_calls[0])

static double now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static C_KZG_RET load(KZGSettings *s, const char *path, uint64_t precompute, bls381_pool *pool)
{
    FILE *f = fopen(path, "r");
    if (!f) return C_KZG_BADARGS;
    memset(s, 0, sizeof *s);
    bls381_kzg_settings_use_pool(s, pool);
    C_KZG_RET ret = load_trusted_setup_file(s, f, precompute);
    fclose(f);
    return ret;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: footprint_measure SETUP_FILE\n");
        return 2;
    }
    bls381_pool *one = NULL, *two = NULL;
    if (bls381_pool_create(&one, 1, NULL) != BLS381_OK || bls381_pool_create(&two, 2, NULL) != BLS381_OK) return 1;
    KZGSettings s0 = *bls381_kzg_mainnet_settings(), s0two, s8;
    bls381_kzg_settings_use_pool(&s0, one);
    s0two = s0;
    bls381_kzg_settings_use_pool(&s0two, two);
    if (load(&s8, argv[1], 8, one) != C_KZG_OK) {
        fprintf(stderr, "footprint_measure: cannot load %s\n", argv[1]);
        return 1;
    }
    int fails = 0;

    /* heap */
    const KZGSettings *cols[3] = { &s0, &s8, &s0two };
    kzg_in in[3];
    for (int c = 0; c < 3; c++) kzg_inputs(&in[c], cols[c]);
    printf("### Heap per KZG call\n\n");
    printf("Each cell: peak bytes held at once / bytes requested in total / number of allocations "
           "(\"none\": no heap call at all).\n\n");
    printf("| call | 1 thread, embedded setup (precompute 0) | 1 thread, precompute 8 | 2 threads, precompute 0 |\n");
    printf("|---|---|---|---|\n");
    static heap_use used[NCALLS][3];
    for (size_t i = 0; i < NCALLS; i++) {
        printf("| `%s` |", kzg_calls[i].name);
        for (int c = 0; c < 3; c++) {
            in[c].n = kzg_calls[i].n;
            used[i][c] = heap_of(kzg_calls[i].fn, &in[c]);
            heap_cell(&used[i][c]);
        }
        printf("\n");
    }
    for (int c = 0; c < 3; c++) fails += in[c].fails;

    /* the caller-scratch variants: their sizes, each the one block of the
     * c-kzg call (checked) */
    printf("\n### Scratch of the caller-scratch variants\n\n");
    printf("The `_scratch_size` of each call's `bls381_*_with_scratch` variant (no heap: tests/noheap), in "
           "the same columns; the c-kzg call above allocates exactly this block, once (checked here). The "
           "sizes follow the settings' table and their pool's thread count (include/kzg.h).\n\n");
    printf("| call | variant | 1 thread, embedded setup (precompute 0) | 1 thread, precompute 8 | 2 threads, "
           "precompute 0 |\n|---|---|---|---|---|\n");
    for (size_t i = 0; i < NCALLS; i++) {
        if (!kzg_calls[i].scratch) continue;
        printf("| `%s` | `%s` |", kzg_calls[i].name, kzg_calls[i].variant);
        for (int c = 0; c < 3; c++) {
            size_t z = kzg_calls[i].scratch(cols[c], kzg_calls[i].n);
            char b[32];
            human(b, sizeof b, z);
            printf(" %s (%zu B) |", b, z);
            if (used[i][c].allocs != 1 || used[i][c].total != z) {
                fprintf(stderr, "footprint_measure: %s allocates %zu blocks, %zu bytes, not its scratch (%zu B)\n",
                        kzg_calls[i].name, used[i][c].allocs, used[i][c].total, z);
                fails++;
            }
        }
        printf("\n");
    }
    printf("\n");

    /* stack */
    sig_in *g = need(malloc(sizeof *g));
    sig_inputs(g);
    printf("### Stack per call\n\n");
    printf("Deepest byte written below the call's entry, on one thread (the stack painted with 0x%02X first; "
           "the same thread running an empty function is subtracted), embedded setup; with the eight-lane "
           "engine off (the scalar field: every machine without AVX-512 IFMA, every embedded target) and as "
           "this machine picks it (%s).\n\n",
           PAINT, lanes_name());
    printf("| call | stack, lane engine off | stack, lane engine as picked |\n|---|---|---|\n");
    kzg_in *k = &in[0];
    for (size_t i = 0; i < NCALLS; i++) {
        k->n = kzg_calls[i].n;
        char b[2][32];
        stack_both(b, kzg_calls[i].fn, k);
        printf("| `%s` | %s | %s |\n", kzg_calls[i].name, b[0], b[1]);
    }
    static const struct {
        const char *name;
        void (*fn)(void *);
    } sig_calls[] = {
        { "bls381_sig_verify", b_verify },
        { "bls381_sig_fast_aggregate_verify, 64 keys", b_fast_aggregate_verify },
        { "bls381_sig_aggregate_verify, 64 messages", b_aggregate_verify },
        { "bls381_sig_batch_verify, 64 signatures", b_batch_verify },
    };
    for (size_t i = 0; i < sizeof sig_calls / sizeof sig_calls[0]; i++) {
        char b[2][32];
        stack_both(b, sig_calls[i].fn, g);
        printf("| `%s` | %s | %s |\n", sig_calls[i].name, b[0], b[1]);
    }
    printf("\nHeap of the BLS calls (1 thread):");
    for (size_t i = 0; i < sizeof sig_calls / sizeof sig_calls[0]; i++) {
        heap_use u = heap_of(sig_calls[i].fn, g);
        char b[32];
        human(b, sizeof b, u.peak);
        printf("%s `%s` ", i ? ";" : "", sig_calls[i].name);
        if (u.allocs) printf("%zu allocation%s, peak %s", u.allocs, u.allocs > 1 ? "s" : "", b);
        else printf("none");
    }
    printf(".\n\n");
    fails += k->fails + g->fails;
    free(g);

    /* settings */
    printf("### KZGSettings memory per precompute setting\n\n");
    printf("`load_trusted_setup_file` of the mainnet setup on 1 thread: the heap the loaded settings keep "
           "(until `free_trusted_setup`), the peak while loading, and the load's time, one run: the "
           "process's CPU time (all of it on the loading thread; on an idle machine the wall time is "
           "the same) and the wall time, which on a shared machine includes waiting for the core. "
           "The embedded settings (`bls381_kzg_mainnet_settings()`) are precompute 0 with no heap: "
           "their tables are constants in the program (section \"Embedded setup tables\").\n\n");
    size_t lag = bls381_g1_fixed_table_size(FIELD_ELEMENTS_PER_BLOB, 0);
    printf("Part of every precompute > 0: the fixed-base table of the %d Lagrange points "
           "(blob commitments, EIP-4844 proofs), %zu bytes = %.2f MB.\n\n", FIELD_ELEMENTS_PER_BLOB, lag, lag / 1e6);
    printf("| precompute | kept | peak while loading | allocations | load, CPU | load, wall |\n"
           "|---|---|---|---|---|---|\n");
    static const uint64_t pcs[] = { 0, 1, 2, 3, 4, 6, 8, 10, 12, 15 }; /* of 0..15 */
    for (size_t i = 0; i < sizeof pcs / sizeof pcs[0]; i++) {
        KZGSettings s;
        heap_stats before = heap_count_read();
        heap_count_reset();
        double c0 = now(CLOCK_PROCESS_CPUTIME_ID), w0 = now(CLOCK_MONOTONIC);
        C_KZG_RET ret = load(&s, argv[1], pcs[i], one);
        double cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0, wall = now(CLOCK_MONOTONIC) - w0;
        heap_stats after = heap_count_read();
        if (ret != C_KZG_OK) {
            printf("| %llu | load failed (%d) | | | | |\n", (unsigned long long)pcs[i], (int)ret);
            fails++;
            continue;
        }
        char kept[32], peak[32];
        human(kept, sizeof kept, after.live - before.live);
        human(peak, sizeof peak, after.peak - before.live);
        printf("| %llu | %s (%zu B) | %s | %zu | %.2f s | %.2f s |\n", (unsigned long long)pcs[i], kept,
               after.live - before.live, peak, after.allocs, cpu, wall);
        free_trusted_setup(&s);
    }
    printf("\n");

    for (int c = 0; c < 3; c++) kzg_free(&in[c]);
    free_trusted_setup(&s8);
    bls381_pool_destroy(two);
    bls381_pool_destroy(one);
    if (fails) fprintf(stderr, "footprint_measure: %d calls gave a wrong result\n", fails);
    return fails ? 1 : 0;
}
