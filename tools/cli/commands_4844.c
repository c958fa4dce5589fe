/* The EIP-4844 commands of the bls381 program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli/cli.h"

static Blob *read_blob(const char *arg, int *rc)
{
    Blob *b = malloc(sizeof *b);
    if (!b) { *rc = cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory"); return NULL; }
    *rc = cli_read_bytes(b, sizeof *b, arg, "blob");
    if (*rc) { free(b); return NULL; }
    return b;
}

/* a valid blob: each 32-byte element below r (top byte below 0x73) */
static void sample_blob(Blob *b, unsigned long long seed)
{
    for (size_t i = 0; i < sizeof b->bytes; i++) {
        seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
        b->bytes[i] = (uint8_t)seed;
    }
    for (size_t i = 0; i < FIELD_ELEMENTS_PER_BLOB; i++) b->bytes[i * 32] &= 0x3f;
}

static int cmd_sample_blob(int argc, char **argv)
{
    uint64_t seed = 1;
    if (argc > 1 && !cli_parse_uint(&seed, argv[1], UINT64_MAX))
        return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "the seed is a decimal number, not '%s'", cli_shown(argv[1]));
    Blob *b = malloc(sizeof *b);
    if (!b) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    sample_blob(b, seed * 0x9e3779b97f4a7c15ULL + 1);
    int rc = cli_files_add_path(argv[0], b, sizeof *b, false);
    if (!rc) cli_out_json_str("file", argv[0]);
    free(b);
    return rc;
}

static int cmd_commit(int argc, char **argv)
{
    (void)argc;
    int rc;
    Blob *b = read_blob(argv[0], &rc);
    if (!b) return rc;
    KZGCommitment c;
    C_KZG_RET ret = blob_to_kzg_commitment(&c, b, cli_settings());
    free(b);
    if (ret != C_KZG_OK) return cli_kzg_error(ret, "commit");
    cli_out_hex("commitment", NULL, &c, sizeof c);
    return CLI_OK;
}

static int cmd_prove(int argc, char **argv)
{
    int rc;
    Blob *b = read_blob(argv[0], &rc);
    if (!b) return rc;
    KZGProof proof;
    C_KZG_RET ret;
    if (argc == 2) {
        Bytes32 z, y;
        if ((rc = cli_read_bytes(&z, sizeof z, argv[1], "field element Z"))) { free(b); return rc; }
        ret = compute_kzg_proof(&proof, &y, b, &z, cli_settings());
        if (ret == C_KZG_OK) {
            cli_out_hex("proof", "proof", &proof, sizeof proof);
            cli_out_hex("y", "y", &y, sizeof y);
        }
    } else {
        KZGCommitment c;
        ret = blob_to_kzg_commitment(&c, b, cli_settings());
        if (ret == C_KZG_OK) ret = compute_blob_kzg_proof(&proof, b, &c, cli_settings());
        if (ret == C_KZG_OK) {
            cli_out_hex("commitment", "commitment", &c, sizeof c);
            cli_out_hex("proof", "proof", &proof, sizeof proof);
        }
    }
    free(b);
    return ret == C_KZG_OK ? 0 : cli_kzg_error(ret, "prove");
}

static int verdict(C_KZG_RET ret, bool ok, const char *what)
{
    if (ret != C_KZG_OK) return cli_kzg_error(ret, what);
    return cli_verdict(ok);
}

static int cmd_verify_proof(int argc, char **argv)
{
    (void)argc;
    Bytes48 c, proof;
    Bytes32 z, y;
    int rc;
    if ((rc = cli_read_bytes(&c, 48, argv[0], "commitment")) || (rc = cli_read_bytes(&z, 32, argv[1], "field element Z")) ||
        (rc = cli_read_bytes(&y, 32, argv[2], "field element Y")) || (rc = cli_read_bytes(&proof, 48, argv[3], "proof")))
        return rc;
    bool ok;
    C_KZG_RET ret = verify_kzg_proof(&ok, &c, &z, &y, &proof, cli_settings());
    return verdict(ret, ok, "verify-proof");
}

static int cmd_verify_blob(int argc, char **argv)
{
    (void)argc;
    int rc;
    Bytes48 c, proof;
    Blob *b = read_blob(argv[0], &rc);
    if (!b) return rc;
    if ((rc = cli_read_bytes(&c, 48, argv[1], "commitment")) || (rc = cli_read_bytes(&proof, 48, argv[2], "proof"))) {
        free(b);
        return rc;
    }
    bool ok;
    C_KZG_RET ret = verify_blob_kzg_proof(&ok, b, &c, &proof, cli_settings());
    free(b);
    return verdict(ret, ok, "verify-blob");
}

static int cmd_verify_batch(int argc, char **argv)
{
    if (argc % 3) return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "verify-batch takes triples BLOB COMMITMENT PROOF");
    size_t n = (size_t)argc / 3;
    Blob *blobs = malloc(n * sizeof *blobs);
    Bytes48 *cs = malloc(n * sizeof *cs), *ps = malloc(n * sizeof *ps);
    int rc = (!blobs || !cs || !ps) ? cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory") : 0;
    for (size_t i = 0; i < n && !rc; i++) {
        rc = cli_read_bytes(&blobs[i], sizeof(Blob), argv[3 * i], "blob");
        if (!rc) rc = cli_read_bytes(&cs[i], 48, argv[3 * i + 1], "commitment");
        if (!rc) rc = cli_read_bytes(&ps[i], 48, argv[3 * i + 2], "proof");
    }
    if (!rc) {
        bool ok;
        C_KZG_RET ret = verify_blob_kzg_proof_batch(&ok, blobs, cs, ps, n, cli_settings());
        rc = verdict(ret, ok, "verify-batch");
    }
    free(blobs);
    free(cs);
    free(ps);
    return rc;
}

/* make run: the main job on a sample blob, with times */
static int cmd_demo(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    Blob *b = malloc(sizeof *b);
    if (!b) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    sample_blob(b, 0x5eed);
    KZGCommitment c;
    KZGProof proof;
    bool ok = false;
    const KZGSettings *s = cli_settings();
    if (!cli_json()) printf("sample blob: %d field elements, %d bytes\n", FIELD_ELEMENTS_PER_BLOB, BYTES_PER_BLOB);
    double t0 = cli_now();
    C_KZG_RET ret = blob_to_kzg_commitment(&c, b, s);
    double t1 = cli_now();
    if (ret == C_KZG_OK) ret = compute_blob_kzg_proof(&proof, b, &c, s);
    double t2 = cli_now();
    if (ret == C_KZG_OK) ret = verify_blob_kzg_proof(&ok, b, &c, &proof, s);
    double t3 = cli_now();
    free(b);
    if (ret != C_KZG_OK) return cli_kzg_error(ret, "demo");
    if (cli_json()) {
        cli_out_hex("commitment", NULL, &c, sizeof c);
        cli_out_hex("proof", NULL, &proof, sizeof proof);
        cli_out_json_ms("commit_ms", t1 - t0);
        cli_out_json_ms("prove_ms", t2 - t1);
        cli_out_json_ms("verify_ms", t3 - t2);
        return cli_verdict(ok);
    }
    cli_out_hex("commitment", "commitment", &c, sizeof c);
    printf("  blob_to_kzg_commitment  %8.2f ms\n", (t1 - t0) * 1e3);
    cli_out_hex("proof", "proof     ", &proof, sizeof proof);
    printf("  compute_blob_kzg_proof  %8.2f ms\n", (t2 - t1) * 1e3);
    printf("verify_blob_kzg_proof: %s\n", ok ? "valid" : "INVALID");
    printf("  verify_blob_kzg_proof   %8.2f ms\n", (t3 - t2) * 1e3);
    return ok ? 0 : 1;
}

const cli_command cli_commands_4844[] = {
    { "demo", "", "Commits to a sample blob, proves it and verifies the proof, printing the times (exit 0 when valid).", 0, 0, cmd_demo, false },
    { "sample-blob", "OUT [SEED]", "Writes a valid pseudo-random blob (131072 bytes) to OUT, a new file (--force replaces one).", 1, 2, cmd_sample_blob, false },
    { "commit", "BLOB", "Prints the KZG commitment of BLOB (binary file or hex).", 1, 1, cmd_commit, false },
    { "prove", "BLOB [Z]",
      "Without Z: prints the commitment and the blob proof (compute_blob_kzg_proof).\n"
      "With Z (32-byte field element): prints the proof and y = p(Z) (compute_kzg_proof).",
      1, 2, cmd_prove, false },
    { "verify-proof", "COMMITMENT Z Y PROOF", "Prints valid (exit 0) or invalid (exit 1).", 4, 4, cmd_verify_proof, false },
    { "verify-blob", "BLOB COMMITMENT PROOF", "Prints valid (exit 0) or invalid (exit 1).", 3, 3, cmd_verify_blob, false },
    { "verify-batch", "BLOB COMMITMENT PROOF [BLOB COMMITMENT PROOF ...]",
      "Verifies all triples at once; prints valid (exit 0) or invalid (exit 1).", 3, -1, cmd_verify_batch, false },
    { NULL, NULL, NULL, 0, 0, NULL, false },
};
