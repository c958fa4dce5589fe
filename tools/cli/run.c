/*
 * build/bls381: the command-line program (main.c calls cli_run; the fuzz
 * target tests/fuzz/fuzz_cli.c calls it with fuzzed argument lists). Commits,
 * proves and verifies EIP-4844 blobs and EIP-7594 cells with the embedded
 * mainnet setup or a setup file, and makes and checks BLS signatures of the
 * Ethereum ciphersuite. `bls381 --help` and `bls381 COMMAND --help`
 * describe each command; the exit statuses are those of cli.h (0 ok or
 * valid, 1 invalid, 2 bad input, 3 internal), one line on stderr per
 * failure.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kzg.h"
#include "kzg_setup_file.h"
#include "tools/cli/cli.h"

static const KZGSettings *settings;
static KZGSettings loaded;
static bls381_pool *pool;

const KZGSettings *cli_settings(void) { return settings; }
bls381_pool *cli_pool(void) { return pool; }

double cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static const char usage[] =
    "usage: bls381 [--json] [--force] [--setup FILE] [--threads N] COMMAND [ARGS]\n"
    "KZG (blobs, cells: files, binary or hex text, or inline hex; points, field elements likewise):\n"
    "  demo                          commit, prove and verify a sample blob, with times\n"
    "  sample-blob OUT [SEED]        write a valid random blob (binary) to OUT\n"
    "  commit BLOB                   the blob's KZG commitment\n"
    "  prove BLOB [Z]                the blob proof (EIP-4844 compute_blob_kzg_proof),\n"
    "                                or with Z the proof and value at Z\n"
    "  verify-proof C Z Y PROOF      verify a proof that the committed polynomial is Y at Z\n"
    "  verify-blob BLOB C PROOF      verify a blob proof\n"
    "  verify-batch BLOB C PROOF ... verify many blob proofs at once (triples)\n"
    "  cells BLOB [OUTDIR]           the 128 cells and cell proofs of a blob (EIP-7594),\n"
    "                                printed or written as OUTDIR/cell_NNN.bin, proof_NNN.bin\n"
    "  recover OUTDIR IDX CELL ...   rebuild all cells and proofs from at least half\n"
    "  verify-cells C IDX CELL PROOF ...\n"
    "                                verify cells of one or more blobs at once (quadruples)\n"
    "  verify-cells --dir DIR C [IDX ...]\n"
    "                                verify the cells and proofs `cells BLOB DIR` wrote\n"
    "BLS signatures (Ethereum: BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_):\n"
    "  keygen IKM OUT [KEY_INFO]     KeyGen: the secret key into the new file OUT, prints the public key\n"
    "  pubkey SK                     the public key of SK\n"
    "  sign SK MSG                   the signature of MSG\n"
    "  verify PK MSG SIG             verify a signature\n"
    "  aggregate SIG ...             the aggregate of signatures\n"
    "  fast-aggregate-verify MSG SIG PK ...\n"
    "                                verify an aggregate signature of one message by every PK\n"
    "  aggregate-verify SIG PK MSG ... verify an aggregate signature of (PK, MSG) pairs\n"
    "  SK, IKM: a file or - (standard input), never the command line; SK binary (32 bytes) or hex.\n"
    "  MSG, KEY_INFO: 0xHEX, @FILE (@- standard input), or else the text itself.\n"
    "  PK, SIG: compressed points (48, 96 bytes) as files or hex; in a verification one that does\n"
    "  not decode makes the verdict invalid (the draft's rule; --json gives the \"reason\").\n"
    "Options:\n"
    "  --json         one JSON object per run on stdout: \"command\", the results (hex with 0x,\n"
    "                 \"valid\": true/false for verdicts), or \"error\" (the code's name) and \"message\";\n"
    "                 with --help: \"help\" (and a command's \"usage\")\n"
    "  --setup FILE   a trusted setup file (c-kzg-4844 text format) instead of the embedded one\n"
    "  --threads N    threads to use (default: BLS381_THREADS or the CPU count)\n"
    "  --force        replace existing files (sample-blob, cells, recover, keygen refuse them\n"
    "                 otherwise); a command writes all its files or none (nothing on a failure)\n"
    "  --help         this text; COMMAND --help for one command\n"
    "Exit status, every command: 0 ok or valid, 1 invalid (a well-formed proof or signature that\n"
    "does not verify), 2 bad input or usage (one line on stderr says why), 3 internal failure\n"
    "(out of memory, threads, the random source: getrandom, then /dev/urandom, both failed).\n";

/* --help: the text, or with --json {"command", "usage", "help"} (the
 * command's usage line and description; the whole text for the program) */
static int help(const char *usage_line, const char *text)
{
    if (!cli_json()) {
        if (usage_line) printf("usage: %s\n", usage_line);
        fputs(text, stdout);
        if (usage_line) putchar('\n');
    } else {
        if (usage_line) cli_out_json_str("usage", usage_line);
        cli_out_json_str("help", text);
    }
    return cli_out_end(CLI_OK);
}

/* the command's --help or its argument count; CLI_OK to run it */
static int check_args(const cli_command *cmd, int nargs, char **args, bool *done)
{
    char line[256]; /* "bls381 NAME ARGS" */
    snprintf(line, sizeof line, "bls381 %s%s%s", cmd->name, cmd->args[0] ? " " : "", cmd->args);
    *done = nargs >= 1 && (!strcmp(args[0], "--help") || !strcmp(args[0], "-h"));
    if (*done) return help(line, cmd->help);
    if (nargs < cmd->min_args || (cmd->max_args >= 0 && nargs > cmd->max_args))
        return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "usage: %s", line);
    return CLI_OK;
}

/* the settings (embedded or --setup) on the pool (--threads) */
static int start(const cli_command *cmd, const char *setup, uint64_t threads)
{
    if (threads > 0 && bls381_pool_create(&pool, (unsigned)threads, NULL) != BLS381_OK)
        return cli_error(CLI_INTERNAL, "BLS381_ERR_THREADS", "cannot start %u threads", (unsigned)threads);
    if (cmd->no_settings) return CLI_OK;
    if (setup) {
        FILE *f = fopen(setup, "r");
        if (!f) {
            int rc = cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: cannot open the setup file: %s", cli_shown(setup),
                               strerror(errno));
            bls381_pool_destroy(pool); /* nothing leaks on a failed start */
            return rc;
        }
        C_KZG_RET ret = load_trusted_setup_file(&loaded, f, 0);
        fclose(f);
        uint8_t probe[32];
        if (ret != C_KZG_OK) {
            bls381_pool_destroy(pool);
            /* C_KZG_ERROR: the check's random coefficients (kzg.h); say so when the source fails */
            if (ret == C_KZG_ERROR && bls381_os_random(probe, sizeof probe) == BLS381_ERR_RNG)
                return cli_error(CLI_INTERNAL, "BLS381_ERR_RNG",
                                 "the setup file cannot be checked: the random source failed (getrandom and "
                                 "/dev/urandom)");
            return cli_kzg_error(ret, "the setup file");
        }
    } else {
        loaded = *bls381_kzg_mainnet_settings();
    }
    bls381_kzg_settings_use_pool(&loaded, pool);
    settings = &loaded;
    return CLI_OK;
}

int cli_run(int argc, char **argv)
{
    /* a fresh start on every call (the fuzz target makes many) */
    settings = NULL;
    pool = NULL;
    cli_input_reset();
    bool json = false, force = false;
    for (int k = 1; k < argc && argv[k][0] == '-'; k++) { /* the options, as the loop below reads them */
        json |= !strcmp(argv[k], "--json");
        k += (!strcmp(argv[k], "--setup") || !strcmp(argv[k], "--threads")) && k + 1 < argc;
    }
    cli_out_begin(json, NULL);
    const char *setup = NULL;
    uint64_t threads = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            return help(NULL, usage);
        } else if (!strcmp(argv[i], "--json")) {
        } else if (!strcmp(argv[i], "--force")) {
            force = true;
        } else if ((!strcmp(argv[i], "--setup") || !strcmp(argv[i], "--threads")) && i + 1 == argc) {
            return cli_out_end(cli_error(CLI_BAD_INPUT, "CLI_USAGE", "%s needs a value (%s)", argv[i],
                                         argv[i][2] == 's' ? "a trusted setup file" : "a number of threads"));
        } else if (!strcmp(argv[i], "--setup")) {
            setup = argv[++i];
        } else if (!strcmp(argv[i], "--threads")) {
            if (!cli_parse_uint(&threads, argv[++i], BLS381_POOL_MAX_THREADS) || threads < 1)
                return cli_out_end(cli_error(CLI_BAD_INPUT, "CLI_USAGE", "--threads takes a number from 1 to %d, not '%s'",
                                             BLS381_POOL_MAX_THREADS, cli_shown(argv[i])));
        } else {
            return cli_out_end(cli_error(CLI_BAD_INPUT, "CLI_USAGE", "unknown option %s (bls381 --help lists the options)",
                                         cli_shown(argv[i])));
        }
    }
    if (i >= argc)
        return cli_out_end(cli_error(CLI_BAD_INPUT, "CLI_USAGE", "no command (bls381 --help lists the commands)"));
    const cli_command *cmd = cli_find(argv[i]);
    if (!cmd)
        return cli_out_end(cli_error(CLI_BAD_INPUT, "CLI_USAGE", "unknown command %s (bls381 --help lists the commands)",
                                     cli_shown(argv[i])));
    cli_out_begin(json, cmd->name);
    int nargs = argc - i - 1;
    char **args = argv + i + 1;
    if (nargs >= 1 && !strcmp(args[0], "--json")) { /* also accepted after the command's name */
        cli_out_begin(json = true, cmd->name);
        nargs--, args++;
    }
    bool done;
    int rc = check_args(cmd, nargs, args, &done);
    if (done) return rc;
    if (rc) return cli_out_end(rc);
    if ((rc = start(cmd, setup, threads))) return cli_out_end(rc);
    /* the files it writes are placed once the command succeeded, and kept
     * only when its output is written too (cli.h, files.c) */
    cli_files_begin(force);
    rc = cmd->run(nargs, args);
    if (!rc) rc = cli_files_place();
    if (settings) free_trusted_setup(&loaded);
    bls381_pool_destroy(pool);
    rc = cli_out_end(rc);
    cli_files_end(rc == CLI_OK);
    return rc;
}
