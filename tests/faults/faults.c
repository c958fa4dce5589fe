/*
 * Fault injection: every allocating public function, with its k-th heap
 * allocation made to fail, for every k up to the number it makes;
 * pthread_create failing in pool creation; and each random source failing
 * in turn (getrandom, then /dev/urandom: not opened, or not a device). Each call must return
 * C_KZG_MALLOC or BLS381_ERR_MALLOC, or
 * succeed with the right result, leave its outputs untouched (verifiers:
 * *ok = false), leak nothing, and leave the settings and the pool usable:
 * the same call then succeeds with the reference result.
 *
 * How: this program is linked with -Wl,--wrap=malloc,calloc,realloc,free,
 * pthread_create,getrandom,open, so the library's calls to them (the objects of
 * libbls381.a) come here first and go on to the real ones (those of the
 * sanitizer runtime under ASan). Leaks are counted here (blocks taken
 * minus blocks freed, per call) and by LeakSanitizer at exit when built
 * with SAN=address (tests/run_all.sh, in the ASan step).
 * `build/faults --all` makes every k fail; without it (make test) a call
 * making more than 48 allocations gets a spread of them (see next_k).
 * Run from the repository's root (reads kzg/trusted_setup.txt). Last line
 * "N passed, N failed"; exit status 1 on any failure.
 */
#define _GNU_SOURCE
#include "bls381.h"
#include "bls381_sig.h"
#include "kzg.h"
#include "kzg_setup_file.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* ------------------------------------------------------ the wrappers --- */

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
int __real_pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*fn)(void *), void *arg);
ssize_t __real_getrandom(void *buf, size_t n, unsigned flags);
int __real_open(const char *path, int flags, ...);
int __wrap_open(const char *path, int flags, ...);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);
int __wrap_pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*fn)(void *), void *arg);
ssize_t __wrap_getrandom(void *buf, size_t n, unsigned flags);

/* allocation number fail_alloc (counted from 1 since arm()) fails; 0: none */
static atomic_long n_alloc, fail_alloc, n_injected, live;
static atomic_long n_thread, fail_thread;
static atomic_int fail_random;
/* open("/dev/urandom"): 0 as it is, 1 fails (EACCES), 2 opens a regular
 * file instead; urandom_opens counts the calls */
static atomic_int fake_urandom, urandom_opens;

static bool inject(atomic_long *count, atomic_long *fail_at)
{
    long k = atomic_fetch_add(count, 1) + 1, f = atomic_load(fail_at);
    if (f == 0 || k != f) return false;
    atomic_fetch_add(&n_injected, 1);
    return true;
}

void *__wrap_malloc(size_t n)
{
    if (inject(&n_alloc, &fail_alloc)) return NULL;
    void *p = __real_malloc(n);
    if (p) atomic_fetch_add(&live, 1);
    return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
    if (inject(&n_alloc, &fail_alloc)) return NULL;
    void *p = __real_calloc(n, size);
    if (p) atomic_fetch_add(&live, 1);
    return p;
}

void *__wrap_realloc(void *p, size_t n)
{
    if (inject(&n_alloc, &fail_alloc)) return NULL; /* p stays valid, as a failing realloc leaves it */
    void *q = __real_realloc(p, n);
    if (!p && q) atomic_fetch_add(&live, 1);
    return q;
}

void __wrap_free(void *p)
{
    if (p) atomic_fetch_sub(&live, 1);
    __real_free(p);
}

int __wrap_pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*fn)(void *), void *arg)
{
    if (inject(&n_thread, &fail_thread)) return EAGAIN;
    return __real_pthread_create(t, a, fn, arg);
}

ssize_t __wrap_getrandom(void *buf, size_t n, unsigned flags)
{
    if (atomic_load(&fail_random)) {
        errno = EIO;
        return -1;
    }
    return __real_getrandom(buf, n, flags);
}

int __wrap_open(const char *path, int flags, ...)
{
    unsigned mode = 0;
    if (flags & O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, unsigned);
        va_end(ap);
    }
    if (strcmp(path, "/dev/urandom") == 0) {
        atomic_fetch_add(&urandom_opens, 1);
        if (atomic_load(&fake_urandom) == 1) {
            errno = EACCES;
            return -1;
        }
        if (atomic_load(&fake_urandom) == 2) return __real_open("kzg/trusted_setup.txt", flags);
    }
    return __real_open(path, flags, mode);
}

/* count from zero; fail allocation number k (0: none) */
static void arm(long k)
{
    atomic_store(&n_alloc, 0);
    atomic_store(&n_injected, 0);
    atomic_store(&fail_alloc, k);
}

static void disarm(void) { atomic_store(&fail_alloc, 0); }

/* ---------------------------------------------------------- results --- */

static int passed, failed;

static void expect(bool cond, const char *what, const char *name, long k, int line)
{
    if (cond) {
        passed++;
        return;
    }
    failed++;
    fprintf(stderr, "FAIL faults.c:%d: %s (%s, allocation %ld fails)\n", line, what, name, k);
}
#define EXPECT(cond, name, k) expect((cond), #cond, (name), (k), __LINE__)

/* -------------------------------------------------------- the cases --- */

enum { RES_OK, RES_ALLOC, RES_OTHER };

typedef struct fault_case fault_case;
struct fault_case {
    const char *name;
    /* one call: writes into out (out_size bytes; NULL for none), returns a RES_ */
    int (*call)(const fault_case *c, uint8_t *out);
    size_t out_size;
    bool verifier; /* out starts with the bool *ok: false on failure, not untouched */
    bool rerun;    /* the clean call again after each failure (the settings still usable) */
    const void *ctx;
};

static int kzg_res(C_KZG_RET r) { return r == C_KZG_OK ? RES_OK : r == C_KZG_MALLOC ? RES_ALLOC : RES_OTHER; }
static int bls_res(bls381_status s) { return s == BLS381_OK ? RES_OK : s == BLS381_ERR_MALLOC ? RES_ALLOC : RES_OTHER; }

/* What the KZG cases share: settings on a pool, inputs and their valid
 * commitments, proofs and cells. */
typedef struct {
    KZGSettings s;
    Blob blob[2];
    KZGCommitment commit[2];
    KZGProof proof[2];
    Bytes32 z;
    Cell cells[CELLS_PER_EXT_BLOB];
    KZGProof cell_proofs[CELLS_PER_EXT_BLOB];
    uint64_t idx[CELLS_PER_EXT_BLOB];
    const char *setup_text;
    size_t setup_len;
    uint8_t *g1m, *g1l, *g2m; /* the setup's lists as bytes */
} kzg_ctx;

static int c_commit(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    return kzg_res(blob_to_kzg_commitment((KZGCommitment *)out, &k->blob[0], &k->s));
}

static int c_proof(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    return kzg_res(compute_kzg_proof((KZGProof *)out, (Bytes32 *)(out + sizeof(KZGProof)), &k->blob[0], &k->z, &k->s));
}

static int c_blob_proof(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    return kzg_res(compute_blob_kzg_proof((KZGProof *)out, &k->blob[0], (const Bytes48 *)&k->commit[0], &k->s));
}

static int blob_batch(const fault_case *c, uint8_t *out, uint64_t n)
{
    const kzg_ctx *k = c->ctx;
    bool ok = true;
    int r = kzg_res(verify_blob_kzg_proof_batch(&ok, k->blob, (const Bytes48 *)k->commit, (const Bytes48 *)k->proof,
                                                n, &k->s));
    out[0] = ok;
    return r == RES_OK && !ok ? RES_OTHER : r;
}
static int c_blob_batch1(const fault_case *c, uint8_t *out) { return blob_batch(c, out, 1); }
static int c_blob_batch2(const fault_case *c, uint8_t *out) { return blob_batch(c, out, 2); }

static int c_cells(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    return kzg_res(compute_cells_and_kzg_proofs((Cell *)out, (KZGProof *)(out + sizeof k->cells), &k->blob[0], &k->s));
}

static int c_cells_only(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    return kzg_res(compute_cells_and_kzg_proofs((Cell *)out, NULL, &k->blob[0], &k->s));
}

/* from the odd-numbered half of the cells */
static int c_recover(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    static Cell half[CELLS_PER_EXT_BLOB / 2];
    uint64_t idx[CELLS_PER_EXT_BLOB / 2];
    for (size_t i = 0; i < CELLS_PER_EXT_BLOB / 2; i++) {
        idx[i] = 2 * i + 1;
        half[i] = k->cells[2 * i + 1];
    }
    return kzg_res(recover_cells_and_kzg_proofs((Cell *)out, (KZGProof *)(out + sizeof k->cells), idx, half,
                                                CELLS_PER_EXT_BLOB / 2, &k->s));
}

/* cells 3 and 77 of the first blob */
static int c_cell_batch(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    Bytes48 cm[2] = { *(const Bytes48 *)&k->commit[0], *(const Bytes48 *)&k->commit[0] };
    Bytes48 pf[2] = { *(const Bytes48 *)&k->cell_proofs[3], *(const Bytes48 *)&k->cell_proofs[77] };
    Cell cl[2] = { k->cells[3], k->cells[77] };
    uint64_t idx[2] = { 3, 77 };
    bool ok = true;
    int r = kzg_res(verify_cell_kzg_proof_batch(&ok, cm, idx, cl, pf, 2, &k->s));
    out[0] = ok;
    return r == RES_OK && !ok ? RES_OTHER : r;
}

/* a loaded setup: out gets its first monomial points, then it is freed
 * (the settings are out as long as the call runs: untouched on failure) */
static int loaded(C_KZG_RET r, KZGSettings *s, uint8_t *out)
{
    const uint8_t *b = (const uint8_t *)s;
    for (size_t i = 0; r != C_KZG_OK && i < sizeof *s; i++)
        if (b[i] != 0xa5) return RES_OTHER; /* written on failure */
    if (r == C_KZG_OK) {
        for (size_t i = 0; i < 4; i++) bls381_g1_compress(out + 48 * i, &s->g1_values_monomial[i]);
        free_trusted_setup(s);
    }
    return kzg_res(r);
}

static int c_load_file(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    KZGSettings s;
    memset(&s, 0xa5, sizeof s);
    FILE *f = fmemopen((void *)k->setup_text, k->setup_len, "r");
    if (!f) return RES_OTHER;
    C_KZG_RET r = load_trusted_setup_file(&s, f, 0);
    fclose(f);
    return loaded(r, &s, out);
}

static int c_load_bytes(const fault_case *c, uint8_t *out)
{
    const kzg_ctx *k = c->ctx;
    KZGSettings s;
    memset(&s, 0xa5, sizeof s);
    size_t g1 = FIELD_ELEMENTS_PER_BLOB * 48;
    return loaded(load_trusted_setup(&s, k->g1m, g1, k->g1l, g1, k->g2m, 65 * 96, 0), &s, out);
}

typedef struct {
    bls381_sig_pk pk[2];
    bls381_sig_signature sig[2];
    const uint8_t *msg[2];
    size_t len[2];
    bls381_pool *pool;
} sig_ctx;

static int c_sig_batch(const fault_case *c, uint8_t *out)
{
    const sig_ctx *g = c->ctx;
    bool ok = true;
    int r = bls_res(bls381_sig_batch_verify(&ok, g->pk, g->msg, g->len, g->sig, 2, g->pool));
    out[0] = ok;
    return r == RES_OK && !ok ? RES_OTHER : r;
}

static int c_pool(const fault_case *c, uint8_t *out)
{
    (void)c;
    bls381_pool *p = (bls381_pool *)(void *)0x5a5a; /* must stay untouched on failure */
    int r = bls_res(bls381_pool_create(&p, 3, NULL));
    if (r != RES_OK) return p == (bls381_pool *)(void *)0x5a5a ? r : RES_OTHER;
    out[0] = (uint8_t)bls381_pool_threads(p);
    bls381_pool_destroy(p);
    return r;
}

/* --all: every k. Otherwise (make test) every k when a call makes at most
 * 48 allocations (every call here today: the most is the setup file's 8,
 * the KZG calls make one); beyond that the first 8, the last 8 and 16
 * spread evenly between, so that a call allocating per piece of work
 * still has every allocation site reached. */
static bool all_k;

static long next_k(long k, long count)
{
    if (all_k || count <= 48 || k < 8 || k >= count - 8) return k + 1;
    long step = (count - 16) / 17 + 1, next = k + step;
    return next < count - 7 ? next : count - 7;
}

/* The clean call (its result the reference, its allocations counted),
 * then allocation k failing for k = 1 .. that count, each followed by the
 * clean call again (the settings usable by the next call). */
static void run_case(const fault_case *c)
{
    uint8_t *ref = malloc(c->out_size + 1), *out = malloc(c->out_size + 1), *pat = malloc(c->out_size + 1);
    if (!ref || !out || !pat) {
        expect(false, "test memory", c->name, 0, __LINE__);
        return;
    }
    memset(pat, 0xa5, c->out_size + 1);
    long before = atomic_load(&live);
    arm(0);
    memcpy(ref, pat, c->out_size);
    EXPECT(c->call(c, ref) == RES_OK, c->name, 0L);
    long count = atomic_load(&n_alloc);
    EXPECT(atomic_load(&live) == before, c->name, 0L);
    EXPECT(count > 0, c->name, 0L); /* each case allocates: else it tests nothing */
    long alloc_failures = 0, tried = 0;
    for (long k = 1; k <= count; k = next_k(k, count)) {
        tried++;
        memcpy(out, pat, c->out_size);
        arm(k);
        int r = c->call(c, out);
        disarm();
        bool injected = atomic_load(&n_injected) == 1;
        EXPECT(r == RES_OK || r == RES_ALLOC, c->name, k);
        if (r == RES_ALLOC) {
            alloc_failures++;
            EXPECT(injected, c->name, k); /* C_KZG_MALLOC only from a real failure */
            if (c->verifier) EXPECT(out[0] == 0 && memcmp(out + 1, pat, c->out_size - 1) == 0, c->name, k);
            else EXPECT(memcmp(out, pat, c->out_size) == 0, c->name, k);
        } else if (r == RES_OK) {
            EXPECT(memcmp(out, ref, c->out_size) == 0, c->name, k);
        }
        EXPECT(atomic_load(&live) == before, c->name, k);
        if (!c->rerun && k < count) continue; /* the next k's call runs past this point */
        memcpy(out, pat, c->out_size);
        EXPECT(c->call(c, out) == RES_OK && memcmp(out, ref, c->out_size) == 0, c->name, k);
    }
    EXPECT(alloc_failures > 0, c->name, 0L);
    printf("%-44s %3ld allocations, %3ld of them made to fail: %ld C_KZG_MALLOC / BLS381_ERR_MALLOC, %ld ok\n",
           c->name, count, tried, alloc_failures, tried - alloc_failures);
    fflush(stdout);
    free(ref);
    free(out);
    free(pat);
}

/* ------------------------------------------------------------ threads --- */

static void count_one(void *ctx, size_t begin, size_t end, unsigned slot)
{
    (void)slot;
    atomic_fetch_add((atomic_long *)ctx, (long)(end - begin));
}

/* pthread_create number k failing in bls381_pool_create (4 threads: 3
 * workers): BLS381_ERR_THREADS, the pool pointer untouched, the workers
 * started so far joined, nothing leaked; a pool created next works */
static void thread_failures(void)
{
    for (long k = 1; k <= 3; k++) {
        long before = atomic_load(&live);
        bls381_pool *p = (bls381_pool *)(void *)0x5a5a;
        atomic_store(&n_thread, 0);
        atomic_store(&fail_thread, k);
        bls381_status st = bls381_pool_create(&p, 4, NULL);
        atomic_store(&fail_thread, 0);
        EXPECT(st == BLS381_ERR_THREADS && p == (bls381_pool *)(void *)0x5a5a, "pool_create, pthread_create fails", k);
        EXPECT(atomic_load(&live) == before, "pool_create, pthread_create fails", k);
        EXPECT(bls381_pool_create(&p, 4, NULL) == BLS381_OK, "pool_create after", k);
        atomic_long sum;
        atomic_init(&sum, 0);
        bls381_pool_parallel_for(p, 1000, 7, count_one, &sum);
        EXPECT(atomic_load(&sum) == 1000, "pool after a failed creation", k);
        bls381_pool_destroy(p);
    }
    printf("%-44s pthread_create 1..3 failing: BLS381_ERR_THREADS, pool untouched\n", "bls381_pool_create");
}

/* The default pool (created once per process) in a child process each:
 * its allocation or its second pthread_create failing leaves no default
 * pool, a status saying why, and the KZG functions running on the caller.
 * Called before this process starts any thread (fork). */
static void default_pool_failures(const Blob *blob)
{
    for (int mode = 0; mode < 2; mode++) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            setenv("BLS381_THREADS", "3", 1);
            if (mode == 0) arm(1);
            else atomic_store(&fail_thread, 2);
            bls381_status st = bls381_pool_default_status();
            disarm();
            atomic_store(&fail_thread, 0);
            KZGCommitment c;
            int good = st == (mode == 0 ? BLS381_ERR_MALLOC : BLS381_ERR_THREADS) && bls381_pool_default() == NULL &&
                       blob_to_kzg_commitment(&c, blob, bls381_kzg_mainnet_settings()) == C_KZG_OK;
            _exit(good ? 0 : 1);
        }
        int status = 0;
        bool ok = pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
        EXPECT(ok, mode == 0 ? "default pool, its allocation fails" : "default pool, pthread_create 2 fails", 1L);
    }
    printf("%-44s its allocation / pthread_create failing: no pool, the status, calls on the caller\n",
           "bls381_pool_default");
}

/* ---------------------------------------------------------------- main --- */

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 20, n = 0;
    char *t = malloc(cap);
    while (t) {
        n += fread(t + n, 1, cap - n, f);
        if (n < cap) break;
        char *u = realloc(t, cap *= 2);
        if (!u) free(t);
        t = u;
    }
    fclose(f);
    *len = n;
    return t;
}

static size_t bit_reverse_12(size_t i)
{
    size_t r = 0;
    for (int b = 0; b < 12; b++) r |= ((i >> b) & 1) << (11 - b);
    return r;
}

/* each random source failing in turn: getrandom refused, /dev/urandom
 * serves; /dev/urandom not opened or a regular file, BLS381_ERR_RNG with
 * the buffer zeroed and loading C_KZG_ERROR, out untouched, nothing leaked */
static void random_sources(const kzg_ctx *k)
{
    uint8_t buf[64], zero[sizeof buf] = { 0 };
    uint64_t g1 = 4096 * 48;
    atomic_store(&fail_random, 1);
    atomic_store(&urandom_opens, 0);
    EXPECT(bls381_os_random(buf, sizeof buf) == BLS381_OK && memcmp(buf, zero, sizeof buf) != 0 &&
               atomic_load(&urandom_opens) == 1, "bls381_os_random, getrandom fails: /dev/urandom", 0L);
    for (int fake = 0; fake <= 2; fake++) {
        atomic_store(&fake_urandom, fake);
        long before = atomic_load(&live);
        KZGSettings s;
        memset(&s, 0xa5, sizeof s);
        C_KZG_RET r = load_trusted_setup(&s, k->g1m, g1, k->g1l, g1, k->g2m, 65 * 96, 0);
        uint8_t pat[sizeof s];
        memset(pat, 0xa5, sizeof pat);
        if (fake == 0) {
            EXPECT(r == C_KZG_OK, "load_trusted_setup, getrandom fails, /dev/urandom serves", 0L);
            if (r == C_KZG_OK) free_trusted_setup(&s);
        } else {
            memset(buf, 1, sizeof buf);
            EXPECT(bls381_os_random(buf, sizeof buf) == BLS381_ERR_RNG && memcmp(buf, zero, sizeof buf) == 0,
                   "bls381_os_random, both sources fail", (long)fake);
            EXPECT(r == C_KZG_ERROR && memcmp(&s, pat, sizeof s) == 0, "load_trusted_setup, both sources fail",
                   (long)fake);
        }
        EXPECT(atomic_load(&live) == before, "load_trusted_setup, a random source fails", (long)fake);
    }
    atomic_store(&fake_urandom, 0);
    atomic_store(&fail_random, 0);
    printf("%-44s getrandom failing: /dev/urandom; both failing (not opened, not a device): "
           "BLS381_ERR_RNG, C_KZG_ERROR, nothing leaked\n", "bls381_os_random, load_trusted_setup");
}

int main(int argc, char **argv)
{
    all_k = argc > 1 && strcmp(argv[1], "--all") == 0;
    alarm(all_k ? 7200 : 900); /* a deadlock fails the run */
    static kzg_ctx k;
    for (size_t b = 0; b < 2; b++) {
        for (size_t i = 0; i < sizeof k.blob[b].bytes; i++) k.blob[b].bytes[i] = (uint8_t)(i * 131 + b * 7 + i / 97);
        for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) k.blob[b].bytes[32 * i] &= 0x3f;
    }
    default_pool_failures(&k.blob[0]);
    (void)bls381_pool_default(); /* created now, not during a case (the loaders run on it) */

    bls381_pool *pool = NULL;
    if (bls381_pool_create(&pool, 2, NULL) != BLS381_OK) return 1;
    k.s = *bls381_kzg_mainnet_settings();
    bls381_kzg_settings_use_pool(&k.s, pool);
    k.z.bytes[31] = 5;
    k.setup_text = read_all("kzg/trusted_setup.txt", &k.setup_len);
    size_t g1 = FIELD_ELEMENTS_PER_BLOB * 48;
    k.g1m = malloc(2 * g1 + 65 * 96);
    if (!k.setup_text || !k.g1m) return 1;
    k.g1l = k.g1m + g1;
    k.g2m = k.g1l + g1;
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) {
        bls381_g1_compress(k.g1m + 48 * i, &k.s.g1_values_monomial[i]);
        bls381_g1_compress(k.g1l + 48 * i, &k.s.g1_values_lagrange_brp[bit_reverse_12(i)]);
    }
    for (size_t i = 0; i < 65; i++) bls381_g2_compress(k.g2m + 96 * i, &k.s.g2_values_monomial[i]);
    for (size_t b = 0; b < 2; b++) {
        if (blob_to_kzg_commitment(&k.commit[b], &k.blob[b], &k.s) != C_KZG_OK ||
            compute_blob_kzg_proof(&k.proof[b], &k.blob[b], (const Bytes48 *)&k.commit[b], &k.s) != C_KZG_OK)
            return 1;
    }
    if (compute_cells_and_kzg_proofs(k.cells, k.cell_proofs, &k.blob[0], &k.s) != C_KZG_OK) return 1;

    static sig_ctx g;
    static const uint8_t m0[] = "first", m1[] = "second";
    g.msg[0] = m0;
    g.msg[1] = m1;
    g.len[0] = sizeof m0;
    g.len[1] = sizeof m1;
    g.pool = pool;
    for (size_t i = 0; i < 2; i++) {
        uint8_t ikm[32];
        memset(ikm, (int)(i + 1), sizeof ikm);
        bls381_sig_sk sk;
        if (bls381_sig_keygen(&sk, ikm, sizeof ikm, NULL, 0) != BLS381_OK ||
            bls381_sig_sign(&g.sig[i], &sk, g.msg[i], g.len[i]) != BLS381_OK)
            return 1;
        bls381_sig_sk_to_pk(&g.pk[i], &sk);
    }

    const fault_case cases[] = {
        /* name, call, output bytes, verifier, rerun, context */
        { "blob_to_kzg_commitment", c_commit, sizeof(KZGCommitment), false, true, &k },
        { "compute_kzg_proof", c_proof, sizeof(KZGProof) + sizeof(Bytes32), false, true, &k },
        { "compute_blob_kzg_proof", c_blob_proof, sizeof(KZGProof), false, true, &k },
        { "verify_blob_kzg_proof_batch (1 blob)", c_blob_batch1, 1, true, true, &k },
        { "verify_blob_kzg_proof_batch (2 blobs)", c_blob_batch2, 1, true, true, &k },
        { "compute_cells_and_kzg_proofs", c_cells, sizeof k.cells + sizeof k.cell_proofs, false, true, &k },
        { "compute_cells_and_kzg_proofs (cells only)", c_cells_only, sizeof k.cells, false, true, &k },
        { "recover_cells_and_kzg_proofs (64 cells)", c_recover, sizeof k.cells + sizeof k.cell_proofs, false, true, &k },
        { "verify_cell_kzg_proof_batch (2 cells)", c_cell_batch, 1, true, true, &k },
        /* new settings each call: nothing to rerun on */
        { "load_trusted_setup", c_load_bytes, 4 * 48, false, false, &k },
        { "load_trusted_setup_file", c_load_file, 4 * 48, false, false, &k },
        { "bls381_pool_create (3 threads)", c_pool, 1, false, true, NULL },
        { "bls381_sig_batch_verify (2 signatures)", c_sig_batch, 1, true, true, &g },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    thread_failures();

    random_sources(&k);
    bls381_pool_destroy(pool);
    free(k.g1m);
    free((void *)k.setup_text);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
