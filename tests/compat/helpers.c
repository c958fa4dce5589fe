/*
 * A program built the way c-kzg-4844's Go binding builds (its source does
 * #include "ckzg.c" with include/compat first on the include path, and
 * links libbls381): it checks the four c-kzg helpers of compat/ckzg_helpers.h.
 * - the sizes of blst.h's types and of fr_t, g1_t, g2_t (c-kzg's);
 * - compute_challenge (after bytes_to_kzg_commitment, as the binding calls
 *   it) and bytes_from_bls_field against the consensus compute_challenge
 *   vectors, again with the commitment point in other Jacobian coordinates;
 *   and the challenge against the library's own proving and verification:
 *   the proof at the challenge is the blob proof, and it verifies;
 * - compute_verify_cell_kzg_proof_batch_challenge against the consensus
 *   vectors of the same name;
 * - bytes_to_kzg_commitment: c-kzg's point layout (x, y, 1 in Montgomery
 *   form; all zero for infinity), C_KZG_BADARGS with the output untouched on
 *   the invalid commitments of the verify_kzg_proof vectors and on bad
 *   flags, x >= p, a point outside the subgroup and NULL; the cell
 *   challenge's bad indices and non-canonical cells likewise.
 * Usage: helpers VECTOR_DIR (the unpacked consensus KZG vectors). Prints
 * "compat helpers: ok ..." and exits 0 when everything holds.
 */
#define _POSIX_C_SOURCE 200809L
#include "ckzg.c"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(blst_fr) == 32 && sizeof(blst_scalar) == 32 && sizeof(blst_fp) == 48, "blst sizes");
_Static_assert(sizeof(blst_fp2) == 96 && sizeof(blst_p1_affine) == 96 && sizeof(blst_p2_affine) == 192, "blst sizes");
_Static_assert(sizeof(fr_t) == 32 && sizeof(g1_t) == 144 && sizeof(g2_t) == 288, "c-kzg's element sizes");
_Static_assert(offsetof(blst_p1, z) == 96 && offsetof(blst_p2, z) == 192, "Jacobian layouts");
_Static_assert(BITS_PER_FIELD_ELEMENT == 255 && BYTES_PER_FIELD_ELEMENT == 32, "c-kzg's constants");

static int failures, checks;
#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        checks++;                                                          \
        if (!(cond)) {                                                     \
            failures++;                                                    \
            fprintf(stderr, "helpers.c:%d: %s: ", __LINE__, #cond);        \
            fprintf(stderr, __VA_ARGS__);                                  \
            fputc('\n', stderr);                                           \
        }                                                                  \
    } while (0)

/* ------------------------------------------- the vectors' YAML, by line */

typedef struct {
    char *blob, *commitment, *output; /* compute_challenge: hex strings */
    char **commitments, **proofs, **evals; /* cell batch: hex items */
    size_t ncommitments, nproofs, nevals, ncells;
    uint64_t cidx[256], xidx[256];
    size_t ncidx, nxidx;
} vcase;

static char *dup_quoted(const char *p) /* '0x...' -> the hex digits */
{
    const char *q = strchr(p, '\'');
    if (!q || q[1] != '0' || q[2] != 'x') return NULL;
    const char *e = strchr(q + 3, '\'');
    if (!e) return NULL;
    char *s = malloc((size_t)(e - q - 2));
    if (!s) return NULL;
    memcpy(s, q + 3, (size_t)(e - q - 3));
    s[e - q - 3] = 0;
    return s;
}

static void push(char ***list, size_t *n, char *item)
{
    char **l = realloc(*list, (*n + 1) * sizeof *l);
    if (!l) exit(2);
    l[(*n)++] = item;
    *list = l;
}

/* the numbers of a flow list ("[1, 2," ... "3]", which may run over
 * lines) appended to out[*n]; true once its "]" is read */
static bool int_list(uint64_t *out, size_t *n, const char *p)
{
    for (;;) {
        p += strspn(p, "[, \t\r\n");
        if (*p == ']') return true;
        if (*p < '0' || *p > '9') return false;
        uint64_t v = strtoull(p, (char **)&p, 10);
        if (*n < 256) out[*n] = v;
        (*n)++;
    }
}

/* reads the keys the two formats have; false when the file is unreadable */
static bool read_case(vcase *c, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return false;
    memset(c, 0, sizeof *c);
    char *line = NULL, key[64] = "";
    size_t cap = 0, *open_n = NULL; /* a flow list running over lines */
    uint64_t *open_list = NULL;
    while (getline(&line, &cap, f) > 0) {
        const char *p = line + strspn(line, " ");
        if (open_list) {
            if (int_list(open_list, open_n, p)) open_list = NULL;
            continue;
        }
        if (strncmp(p, "- - ", 4) == 0) c->ncells++;
        if (*p == '-') {
            char *item = dup_quoted(p);
            if (!item) continue;
            if (strcmp(key, "commitments") == 0) push(&c->commitments, &c->ncommitments, item);
            else if (strcmp(key, "proofs") == 0) push(&c->proofs, &c->nproofs, item);
            else if (strcmp(key, "cosets_evals") == 0) push(&c->evals, &c->nevals, item);
            else free(item);
            continue;
        }
        const char *colon = strchr(p, ':');
        if (!colon || (size_t)(colon - p) >= sizeof key) continue;
        memcpy(key, p, (size_t)(colon - p));
        key[colon - p] = 0;
        if (strcmp(key, "blob") == 0) c->blob = dup_quoted(colon);
        else if (strcmp(key, "commitment") == 0) c->commitment = dup_quoted(colon);
        else if (strcmp(key, "output") == 0) c->output = dup_quoted(colon);
        else if (strcmp(key, "commitment_indices") == 0) open_list = c->cidx, open_n = &c->ncidx;
        else if (strcmp(key, "cell_indices") == 0) open_list = c->xidx, open_n = &c->nxidx;
        if (open_list && int_list(open_list, open_n, strchr(colon, '[') ? strchr(colon, '[') : "]")) open_list = NULL;
    }
    free(line);
    fclose(f);
    return true;
}

static void free_case(vcase *c)
{
    free(c->blob), free(c->commitment), free(c->output);
    for (size_t i = 0; i < c->ncommitments; i++) free(c->commitments[i]);
    for (size_t i = 0; i < c->nproofs; i++) free(c->proofs[i]);
    for (size_t i = 0; i < c->nevals; i++) free(c->evals[i]);
    free(c->commitments), free(c->proofs), free(c->evals);
}

static bool unhex(uint8_t *out, size_t n, const char *hex)
{
    if (!hex || strlen(hex) != 2 * n) return false;
    for (size_t i = 0; i < 2 * n; i++) {
        const char *digits = "0123456789abcdef", *d = strchr(digits, hex[i] | 0x20);
        if (!d || !*d) return false;
        out[i / 2] = (uint8_t)(i % 2 ? (out[i / 2] << 4) | (d - digits) : d - digits);
    }
    return true;
}

/* the case directories of one vector kind, sorted names */
static size_t case_dirs(char ***out, const char *root, const char *kind)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "ls -d '%s/%s'/*/*/ 2>/dev/null", root, kind);
    FILE *p = popen(cmd, "r");
    size_t n = 0;
    char *line = NULL;
    size_t cap = 0;
    *out = NULL;
    while (p && getline(&line, &cap, p) > 0) {
        line[strcspn(line, "\n")] = 0;
        push(out, &n, strdup(line));
    }
    free(line);
    if (p) pclose(p);
    return n;
}

/* ---------------------------------------------------------- the checks */

static bool fp_limbs_eq(const blst_fp *a, const bls381_fp *b) { return memcmp(a->l, b->l, sizeof a->l) == 0; }

/* (x, y, z) -> (l^2 x, l^3 y, l z): the same point in other coordinates */
static void rescale(blst_p1 *p, uint64_t l)
{
    bls381_fp x, y, z, lam, l2, l3;
    memcpy(x.l, p->x.l, 48), memcpy(y.l, p->y.l, 48), memcpy(z.l, p->z.l, 48);
    bls381_fp_from_u64(&lam, l);
    bls381_fp_sqr(&l2, &lam);
    bls381_fp_mul(&l3, &l2, &lam);
    bls381_fp_mul(&x, &x, &l2), bls381_fp_mul(&y, &y, &l3), bls381_fp_mul(&z, &z, &lam);
    memcpy(p->x.l, x.l, 48), memcpy(p->y.l, y.l, 48), memcpy(p->z.l, z.l, 48);
}

static void check_challenge_case(const char *dir, const KZGSettings *s)
{
    char path[4200];
    snprintf(path, sizeof path, "%sdata.yaml", dir);
    vcase c;
    static Blob blob;
    Bytes48 cb;
    Bytes32 want, got;
    CHECK(read_case(&c, path), "%s unreadable", path);
    if (!unhex(blob.bytes, sizeof blob.bytes, c.blob) || !unhex(cb.bytes, 48, c.commitment) ||
        !unhex(want.bytes, 32, c.output)) {
        CHECK(false, "%s: unexpected format", path);
        free_case(&c);
        return;
    }
    g1_t g;
    fr_t z;
    C_KZG_RET ret = bytes_to_kzg_commitment(&g, &cb);
    CHECK(ret == C_KZG_OK, "%s: bytes_to_kzg_commitment gave %d", dir, (int)ret);
    compute_challenge(&z, &blob, &g);
    bytes_from_bls_field(&got, &z);
    CHECK(memcmp(got.bytes, want.bytes, 32) == 0, "%s: compute_challenge differs", dir);

    /* c-kzg's layout: x, y of the decoded point and z = 1, or all zero */
    bls381_g1_affine a;
    bls381_fp one;
    bls381_fp_set_one(&one);
    CHECK(bls381_g1_decompress(&a, cb.bytes) == BLS381_OK, "%s", dir);
    if (bls381_g1_affine_is_infinity(&a)) {
        static const g1_t zero;
        CHECK(memcmp(&g, &zero, sizeof g) == 0, "%s: infinity is not all zero", dir);
    } else {
        CHECK(fp_limbs_eq(&g.x, &a.x) && fp_limbs_eq(&g.y, &a.y) && fp_limbs_eq(&g.z, &one),
              "%s: the point is not (x, y, 1) in Montgomery form", dir);
        for (uint64_t l = 2; l < 5; l++) { /* other Jacobian coordinates, the same challenge */
            rescale(&g, l);
            compute_challenge(&z, &blob, &g);
            bytes_from_bls_field(&got, &z);
            CHECK(memcmp(got.bytes, want.bytes, 32) == 0, "%s: rescaled by %llu", dir, (unsigned long long)l);
        }
    }

    /* the library's own path: with the blob's commitment, the proof at the
     * challenge is the blob proof, and it verifies */
    KZGCommitment own;
    KZGProof at_z, blob_proof;
    Bytes32 y;
    bool ok = false;
    if (blob_to_kzg_commitment(&own, &blob, s) == C_KZG_OK) {
        CHECK(bytes_to_kzg_commitment(&g, &own) == C_KZG_OK, "%s", dir);
        compute_challenge(&z, &blob, &g);
        bytes_from_bls_field(&got, &z);
        CHECK(compute_kzg_proof(&at_z, &y, &blob, &got, s) == C_KZG_OK, "%s", dir);
        CHECK(compute_blob_kzg_proof(&blob_proof, &blob, &own, s) == C_KZG_OK, "%s", dir);
        CHECK(memcmp(at_z.bytes, blob_proof.bytes, 48) == 0, "%s: the proof at the challenge is not the blob proof", dir);
        CHECK(verify_kzg_proof(&ok, &own, &got, &y, &at_z, s) == C_KZG_OK && ok, "%s: does not verify", dir);
        CHECK(verify_blob_kzg_proof(&ok, &blob, &own, &blob_proof, s) == C_KZG_OK && ok, "%s: blob proof", dir);
    }
    free_case(&c);
}

static bool cells_from_evals(Cell *cells, const vcase *c)
{
    if (c->nevals != c->ncells * FIELD_ELEMENTS_PER_CELL) return false;
    for (size_t i = 0; i < c->nevals; i++)
        if (!unhex(cells[i / FIELD_ELEMENTS_PER_CELL].bytes + 32 * (i % FIELD_ELEMENTS_PER_CELL), 32, c->evals[i]))
            return false;
    return true;
}

static void check_cell_challenge_case(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%sdata.yaml", dir);
    vcase c;
    CHECK(read_case(&c, path), "%s unreadable", path);
    size_t n = c.ncells;
    Cell *cells = calloc(n + 1, sizeof *cells);
    Bytes48 *com = calloc(c.ncommitments + 1, sizeof *com), *proofs = calloc(c.nproofs + 1, sizeof *proofs);
    Bytes32 want, got;
    bool parsed = cells && com && proofs && n <= 256 && cells_from_evals(cells, &c) && c.nproofs == n &&
                  c.ncidx == n && c.nxidx == n && unhex(want.bytes, 32, c.output);
    for (size_t i = 0; parsed && i < c.ncommitments; i++) parsed = unhex(com[i].bytes, 48, c.commitments[i]);
    for (size_t i = 0; parsed && i < n; i++) parsed = unhex(proofs[i].bytes, 48, c.proofs[i]);
    CHECK(parsed, "%s: unexpected format", dir);
    if (parsed) {
        fr_t r;
        C_KZG_RET ret = compute_verify_cell_kzg_proof_batch_challenge(&r, com, c.ncommitments, c.cidx, c.xidx, cells,
                                                                      proofs, n);
        CHECK(ret == C_KZG_OK, "%s: returned %d", dir, (int)ret);
        bytes_from_bls_field(&got, &r);
        CHECK(ret != C_KZG_OK || memcmp(got.bytes, want.bytes, 32) == 0, "%s: challenge differs", dir);
        if (n > 0) { /* bad input: C_KZG_BADARGS, the output untouched */
            fr_t keep;
            memset(&keep, 0xa5, sizeof keep);
            r = keep;
            uint64_t saved = c.cidx[0];
            c.cidx[0] = c.ncommitments;
            CHECK(compute_verify_cell_kzg_proof_batch_challenge(&r, com, c.ncommitments, c.cidx, c.xidx, cells,
                                                                proofs, n) == C_KZG_BADARGS, "%s: commitment index", dir);
            c.cidx[0] = saved;
            saved = c.xidx[0];
            c.xidx[0] = CELLS_PER_EXT_BLOB;
            CHECK(compute_verify_cell_kzg_proof_batch_challenge(&r, com, c.ncommitments, c.cidx, c.xidx, cells,
                                                                proofs, n) == C_KZG_BADARGS, "%s: cell index", dir);
            c.xidx[0] = saved;
            uint8_t b0 = cells[0].bytes[0];
            cells[0].bytes[0] = 0xff; /* >= r */
            CHECK(compute_verify_cell_kzg_proof_batch_challenge(&r, com, c.ncommitments, c.cidx, c.xidx, cells,
                                                                proofs, n) == C_KZG_BADARGS, "%s: cell element", dir);
            cells[0].bytes[0] = b0;
            CHECK(compute_verify_cell_kzg_proof_batch_challenge(NULL, com, c.ncommitments, c.cidx, c.xidx, cells,
                                                                proofs, n) == C_KZG_BADARGS, "%s: NULL", dir);
            CHECK(memcmp(&r, &keep, sizeof r) == 0, "%s: output written on error", dir);
        }
    }
    free(cells), free(com), free(proofs);
    free_case(&c);
}

static void check_bad_commitment(const uint8_t b[48], const char *what)
{
    Bytes48 cb;
    g1_t g, keep;
    memcpy(cb.bytes, b, 48);
    memset(&g, 0x5a, sizeof g);
    keep = g;
    CHECK(bytes_to_kzg_commitment(&g, &cb) == C_KZG_BADARGS, "%s: not C_KZG_BADARGS", what);
    CHECK(memcmp(&g, &keep, sizeof g) == 0, "%s: output written on error", what);
}

static void check_bad_commitments(const char *root)
{
    uint8_t b[48] = { 0 };
    check_bad_commitment(b, "no compression flag");
    b[0] = 0xc0, b[47] = 1;
    check_bad_commitment(b, "infinity with a nonzero x");
    b[0] = 0x80, b[47] = 0; /* x = 0: (0, +-2) has order 3, outside the subgroup */
    check_bad_commitment(b, "a point of order 3");
    memset(b, 0xff, 48);
    check_bad_commitment(b, "all flags");
    b[0] = 0x9f; /* x = 2^381 - 1 >= p */
    check_bad_commitment(b, "x >= p");
    Bytes48 cb;
    CHECK(bytes_to_kzg_commitment(NULL, &cb) == C_KZG_BADARGS, "NULL out");
    g1_t g;
    CHECK(bytes_to_kzg_commitment(&g, NULL) == C_KZG_BADARGS, "NULL bytes");

    /* the verify_kzg_proof vectors' invalid commitments of 48 bytes */
    char **dirs;
    size_t n = case_dirs(&dirs, root, "verify_kzg_proof"), used = 0;
    for (size_t i = 0; i < n; i++) {
        char path[4200];
        vcase c;
        if (strstr(dirs[i], "invalid_commitment")) {
            snprintf(path, sizeof path, "%sdata.yaml", dirs[i]);
            if (read_case(&c, path)) {
                if (unhex(b, 48, c.commitment)) check_bad_commitment(b, dirs[i]), used++;
                free_case(&c);
            }
        }
        free(dirs[i]);
    }
    free(dirs);
    CHECK(used >= 2, "only %zu invalid 48-byte commitments in the verify_kzg_proof vectors", used);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s VECTOR_DIR\n", argv[0]);
        return 2;
    }
    /* c-kzg's Montgomery one, 2^256 mod r (its FR_ONE), is the field element 1 */
    const fr_t one = { { 0x00000001fffffffeULL, 0x5884b7fa00034802ULL, 0x998c4fefecbc4ff5ULL, 0x1824b159acc5056fULL } };
    Bytes32 b;
    bytes_from_bls_field(&b, &one);
    static const uint8_t be_one[32] = { [31] = 1 };
    CHECK(memcmp(b.bytes, be_one, 32) == 0, "FR_ONE is not 1");

    const KZGSettings *s = bls381_kzg_mainnet_settings();
    char **dirs;
    size_t n = case_dirs(&dirs, argv[1], "compute_challenge");
    CHECK(n >= 9, "%zu compute_challenge vectors", n);
    for (size_t i = 0; i < n; i++) check_challenge_case(dirs[i], s), free(dirs[i]);
    free(dirs);
    size_t m = case_dirs(&dirs, argv[1], "compute_verify_cell_kzg_proof_batch_challenge");
    CHECK(m >= 10, "%zu compute_verify_cell_kzg_proof_batch_challenge vectors", m);
    for (size_t i = 0; i < m; i++) check_cell_challenge_case(dirs[i]), free(dirs[i]);
    free(dirs);
    check_bad_commitments(argv[1]);
    if (failures) {
        printf("compat helpers: %d of %d checks FAILED\n", failures, checks);
        return 1;
    }
    printf("compat helpers: ok (%zu compute_challenge and %zu cell-batch challenge vectors, %d checks)\n", n, m,
           checks);
    return 0;
}
