/* The bls381 program's argument handling (tools/cli/): the input is a
 * NUL-separated argument list given to cli_run: options (--json, --threads,
 * --setup), command lookup, argument counts, inline hex, messages (0x, @,
 * text), indices, and file arguments, every command included (the KZG ones,
 * verify-cells, the signature commands). It runs in a temporary folder
 * holding a few files (fixtures): "ikm" (40 bytes), "sk" (a secret key as
 * hex), and, so that verify-cells reaches the library with valid cells in
 * both its forms (quadruples, --dir .), the first FIXTURE_CELLS cells and
 * cell proofs of a blob, cell_NNN.bin and proof_NNN.bin (binary: what
 * `bls381 cells BLOB .` writes), and "c", that blob's commitment (hex).
 * The blob itself is not there: commit, prove, cells and recover on a
 * valid blob take seconds under ASan (like the demo, which is skipped), so
 * they see only inputs they refuse. Standard input is /dev/null. An
 * argument may not name anything outside the folder (no '/') or create
 * more than 4 threads. After each run every file that is not a fixture is
 * removed, and the fixtures are written again after a command that writes
 * files (sample-blob, cells, recover may overwrite them; keygen never
 * overwrites). Whatever the arguments, the program must exit with 0, 1 or 2
 * (3, an internal failure, must not happen here), without a crash or a
 * leak. The program's own output is closed by tests/fuzz/run.sh
 * (-close_fd_mask=3). */
#define _DEFAULT_SOURCE
#include "fuzz.h"
#include "tools/cli/cli.h"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

static char dir[] = "/tmp/bls381-fuzz-cli-XXXXXX";

#define FIXTURE_CELLS 16

/* the fixtures' contents, computed once */
static Cell cells[CELLS_PER_EXT_BLOB];
static KZGProof proofs[CELLS_PER_EXT_BLOB];
static char c_hex[2 + 96 + 2];

/* cell_NNN.bin or proof_NNN.bin with NNN < FIXTURE_CELLS */
static bool numbered(const char *name)
{
    size_t n = strlen(name), k = !strncmp(name, "cell_", 5) ? 5 : !strncmp(name, "proof_", 6) ? 6 : 0;
    if (!k || n != k + 7 || strcmp(name + k + 3, ".bin")) return false;
    for (size_t i = k; i < k + 3; i++)
        if (name[i] < '0' || name[i] > '9') return false;
    return atoi(name + k) < FIXTURE_CELLS;
}

static bool fixture(const char *name)
{
    return !strcmp(name, "ikm") || !strcmp(name, "sk") || !strcmp(name, "c") || numbered(name);
}

/* everything but the fixtures (a folder, cells OUTDIR: its files, then it) */
static void clean(void)
{
    DIR *d = opendir(".");
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && !fixture(e->d_name)) {
            if (unlink(e->d_name) != 0) {
                DIR *sub = opendir(e->d_name);
                struct dirent *f;
                char path[600];
                while (sub && (f = readdir(sub)) != NULL) {
                    snprintf(path, sizeof path, "%s/%s", e->d_name, f->d_name);
                    unlink(path);
                }
                if (sub) closedir(sub);
                rmdir(e->d_name);
            }
        }
    closedir(d);
}

static void remove_dir(void)
{
    DIR *d = opendir(".");
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        if (fixture(e->d_name)) unlink(e->d_name);
    if (d) closedir(d);
    clean();
    if (chdir("/") == 0) rmdir(dir);
}

static void put(const char *name, const void *p, size_t n)
{
    FILE *f = fopen(name, "wb");
    FUZZ_ASSERT(f && fwrite(p, 1, n, f) == n && fclose(f) == 0);
}

static void hex(char *out, const void *p, size_t n)
{
    const uint8_t *b = p;
    out += sprintf(out, "0x");
    for (size_t i = 0; i < n; i++) out += sprintf(out, "%02x", b[i]);
    sprintf(out, "\n");
}

/* the small fixtures before each run (a previous run may have overwritten
 * them), all of them when all is set */
static void fixtures(bool all)
{
    static const char sk[] = "0x47b8192d77bf871b62e87859d653922725724a5c031afeabc60bcef5ff665138\n";
    put("ikm", "0123456789abcdefghijklmnopqrstuvwxyzABCD", 40);
    put("sk", sk, sizeof sk - 1);
    if (!all) return;
    put("c", c_hex, strlen(c_hex));
    for (int k = 0; k < FIXTURE_CELLS; k++) {
        char name[32];
        snprintf(name, sizeof name, "cell_%03d.bin", k);
        put(name, &cells[k], sizeof cells[k]);
        snprintf(name, sizeof name, "proof_%03d.bin", k);
        put(name, &proofs[k], sizeof proofs[k]);
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    if (!mkdtemp(dir) || chdir(dir) != 0) abort();
    int null = open("/dev/null", O_RDONLY);
    if (null < 0 || dup2(null, 0) < 0) abort(); /* "-" reads nothing */
    close(null);
    atexit(remove_dir);
    /* a valid blob: every 32-byte element below r (top byte below 0x40) */
    static Blob blob;
    for (size_t i = 0; i < sizeof blob.bytes; i++) blob.bytes[i] = (uint8_t)(i * 131 + (i >> 8) * 7 + 3);
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) blob.bytes[32 * i] &= 0x3f;
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    KZGCommitment c;
    FUZZ_ASSERT(blob_to_kzg_commitment(&c, &blob, s) == C_KZG_OK);
    FUZZ_ASSERT(compute_cells_and_kzg_proofs(cells, proofs, &blob, s) == C_KZG_OK);
    hex(c_hex, &c, sizeof c);
    fixtures(true);
    return 0;
}

FUZZ_TARGET
{
    if (size > 16384 || memchr(data, '/', size)) return 0; /* 16 KiB: three quadruples of verify-cells inline */
    char *buf = malloc(size + 1);
    FUZZ_ASSERT(buf);
    if (size) memcpy(buf, data, size);
    buf[size] = 0;
    char *argv[260]; /* recover: OUTDIR and 128 pairs */
    int argc = 0;
    argv[argc++] = (char *)"bls381";
    for (char *p = buf; p < buf + size && argc < 259; p += strlen(p) + 1) argv[argc++] = p;
    argv[argc] = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "demo")) goto out;
        if (!strcmp(argv[i], "--threads") && i + 1 < argc && strtol(argv[i + 1], NULL, 10) > 4) goto out;
    }
    bool writes = false;
    for (int i = 1; i < argc; i++)
        writes |= !strcmp(argv[i], "sample-blob") || !strcmp(argv[i], "cells") || !strcmp(argv[i], "recover");
    fixtures(false);
    int rc = cli_run(argc, argv);
    FUZZ_ASSERT(rc >= 0 && rc <= 2);
    clean();
    if (writes) fixtures(true);
out:
    free(buf);
    return 0;
}
