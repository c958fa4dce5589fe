/*
 * build/bls381: the command-line program (main.c calls cli_run; the fuzz
 * target tests/fuzz/fuzz_cli.c calls it with fuzzed argument lists). Commits, proves and verifies
 * EIP-4844 blobs (and EIP-7594 cells) with the embedded mainnet setup or a
 * setup file. `bls381 --help` and `bls381 COMMAND --help` describe each
 * command. Exit status: 0 success (or "valid"), 1 a proof that does not
 * verify, 2 bad usage or bad input (one line on stderr says why).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kzg.h"
#include "tools/cli/cli.h"
#include "tools/common/file.h"
#include "tools/common/hex.h"

static const KZGSettings *settings;
static KZGSettings loaded;
static bls381_pool *pool;

int cli_fail(const char *msg, const char *arg)
{
    fprintf(stderr, "bls381: %s%s%s\n", msg, arg ? " " : "", arg ? arg : "");
    return 2;
}

const KZGSettings *cli_settings(void) { return settings; }

double cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* An argument naming a file (binary of exactly n bytes, or hex text), or
 * given inline as hex. */
int cli_read_bytes(void *out, size_t n, const char *arg, const char *what)
{
    size_t len = 0;
    char *data = read_file(arg, &len);
    if (data) {
        if (len == n && n > 64) { /* a binary blob or cell file */
            memcpy(out, data, n);
            free(data);
            return 0;
        }
        /* hex text: trim surrounding white space */
        char *s = data, *e = data + len;
        while (s < e && (*s == ' ' || *s == '\n' || *s == '\r' || *s == '\t')) s++;
        while (e > s && (e[-1] == ' ' || e[-1] == '\n' || e[-1] == '\r' || e[-1] == '\t')) e--;
        bool ok = hex_decode(out, n, s, (size_t)(e - s));
        free(data);
        if (!ok) {
            fprintf(stderr, "bls381: %s: the %s must be %zu bytes (binary) or %zu hex digits\n", arg, what, n, 2 * n);
            return 2;
        }
        return 0;
    }
    if (hex_decode(out, n, arg, strlen(arg))) return 0;
    fprintf(stderr, "bls381: %s: no such file, and not %zu hex digits of a %s\n", arg, 2 * n, what);
    return 2;
}

void cli_print_hex(const char *label, const void *p, size_t n)
{
    char *h = malloc(2 * n + 1);
    if (!h) return;
    hex_encode(h, p, n);
    if (label) printf("%s 0x%s\n", label, h);
    else printf("0x%s\n", h);
    free(h);
}

int cli_kzg_error(C_KZG_RET ret, const char *what)
{
    const char *why = ret == C_KZG_BADARGS ? "invalid input (a value out of range, a point not on the curve or "
                                             "not in the subgroup, or bad flags)"
                      : ret == C_KZG_MALLOC ? "out of memory"
                                            : "internal error";
    fprintf(stderr, "bls381: %s: %s\n", what, why);
    return 2;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: bls381 [--setup FILE] [--threads N] COMMAND [ARGS]\n"
            "Commands (blobs, cells: binary files or hex; points, scalars: hex or files):\n"
            "  demo                          commit, prove and verify a sample blob, with times\n"
            "  sample-blob OUT [SEED]        write a valid random blob (binary) to OUT\n"
            "  commit BLOB                   the blob's KZG commitment\n"
            "  prove BLOB [Z]                the blob proof (EIP-4844 compute_blob_kzg_proof),\n"
            "                                or with Z the proof and value at Z\n"
            "  verify-proof C Z Y PROOF      verify a proof that the committed polynomial is Y at Z\n"
            "  verify-blob BLOB C PROOF      verify a blob proof\n"
            "  verify-batch BLOB C PROOF ... verify many blob proofs at once (triples)\n"
            "  cells BLOB [OUTDIR]           the 128 cells and cell proofs of a blob (EIP-7594)\n"
            "  recover OUTDIR IDX CELL ...   rebuild all cells and proofs from at least half\n"
            "Options:\n"
            "  --setup FILE   a trusted setup file (c-kzg-4844 text format) instead of the embedded one\n"
            "  --threads N    threads to use (default: BLS381_THREADS or the CPU count)\n"
            "  --help         this text; COMMAND --help for one command\n");
}

int cli_run(int argc, char **argv)
{
    /* a fresh start on every call (the fuzz target makes many) */
    settings = NULL;
    pool = NULL;
    const char *setup = NULL;
    long threads = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--setup") && i + 1 < argc) {
            setup = argv[++i];
        } else if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            char *end;
            threads = strtol(argv[++i], &end, 10);
            if (*end || threads < 1 || threads > BLS381_POOL_MAX_THREADS)
                return cli_fail("--threads takes a number from 1 to 1024, not", argv[i]);
        } else {
            usage(stderr);
            return cli_fail("unknown option", argv[i]);
        }
    }
    if (i >= argc) {
        usage(stderr);
        return 2;
    }
    const cli_command *cmd = cli_find(argv[i]);
    if (!cmd) {
        usage(stderr);
        return cli_fail("unknown command", argv[i]);
    }
    int nargs = argc - i - 1;
    char **args = argv + i + 1;
    if (nargs >= 1 && (!strcmp(args[0], "--help") || !strcmp(args[0], "-h"))) {
        printf("usage: bls381 %s %s\n%s\n", cmd->name, cmd->args, cmd->help);
        return 0;
    }
    if (nargs < cmd->min_args || (cmd->max_args >= 0 && nargs > cmd->max_args)) {
        fprintf(stderr, "usage: bls381 %s %s\n", cmd->name, cmd->args);
        return 2;
    }
    if (threads > 0 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK)
        return cli_fail("cannot start the threads", NULL);
    if (setup) {
        FILE *f = fopen(setup, "r");
        C_KZG_RET ret = f ? load_trusted_setup_file(&loaded, f, 0) : C_KZG_BADARGS;
        if (f) fclose(f);
        if (ret != C_KZG_OK) { /* the pool goes too: nothing leaks on a failed start */
            bls381_pool_destroy(pool);
            return f ? cli_kzg_error(ret, setup) : cli_fail("cannot open the setup file", setup);
        }
    } else {
        loaded = *bls381_kzg_mainnet_settings();
    }
    bls381_kzg_settings_use_pool(&loaded, pool);
    settings = &loaded;
    int rc = cmd->run(nargs, args);
    free_trusted_setup(&loaded);
    bls381_pool_destroy(pool);
    return rc;
}
