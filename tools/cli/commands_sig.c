/* The BLS signature commands of the bls381 program: the Ethereum
 * ciphersuite of include/bls381_sig.h (KeyGen, SkToPk, Sign, Verify,
 * Aggregate, FastAggregateVerify, AggregateVerify). Secret keys and IKM
 * come from files or standard input only and are wiped after use. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "sys/ct.h" /* bls381_secure_zero */
#include "tools/cli/cli.h"
#include "tools/common/hex.h"

#define IKM_MAX 4096 /* KeyGen's input keying material, in bytes */

static int no_memory(void) { return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory"); }

static int read_sk(bls381_sig_sk *sk, const char *arg)
{
    uint8_t b[BLS381_SIG_SK_BYTES];
    int rc = cli_read_secret(b, sizeof b, arg, "secret key");
    if (!rc && bls381_sig_sk_from_bytes(sk, b) != BLS381_OK)
        rc = cli_error(CLI_BAD_INPUT, "BLS381_ERR_BAD_SCALAR", "the secret key is 0 or not below the group order r");
    bls381_secure_zero(b, sizeof b);
    return rc;
}

/* A point for a verification: its bytes (a wrong length, an unreadable
 * file are bad input: the return value), then its decoding, whose first
 * failure goes to *s (the draft's verifications are INVALID when a key
 * fails KeyValidate or the signature is not a point of G2). */
static int read_pk(bls381_sig_pk *pk, const char *arg, bls381_status *s)
{
    uint8_t b[BLS381_SIG_PK_BYTES];
    int rc = cli_read_bytes(b, sizeof b, arg, "public key");
    if (!rc && *s == BLS381_OK) *s = bls381_sig_pk_from_bytes(pk, b);
    return rc;
}

static int read_sig(bls381_sig_signature *sig, const char *arg, bls381_status *s)
{
    uint8_t b[BLS381_SIG_SIGNATURE_BYTES];
    int rc = cli_read_bytes(b, sizeof b, arg, "signature");
    if (!rc && *s == BLS381_OK) *s = bls381_sig_from_bytes(sig, b);
    return rc;
}

/* the verdict of a verification whose inputs were read (rc): invalid, with
 * the decoding failure as "reason", when one did not decode */
static int verdict(int rc, bls381_status decoded, bls381_status s, bool ok, const char *what)
{
    if (rc) return rc;
    if (decoded != BLS381_OK) {
        cli_out_json_status("reason", decoded);
        return cli_verdict(false);
    }
    return s == BLS381_OK ? cli_verdict(ok) : cli_status_error(s, what, NULL);
}

static void out_pk(const bls381_sig_pk *pk)
{
    uint8_t b[BLS381_SIG_PK_BYTES];
    bls381_sig_pk_to_bytes(b, pk);
    cli_out_hex("public_key", NULL, b, sizeof b);
}

static void out_sig(const bls381_sig_signature *sig)
{
    uint8_t b[BLS381_SIG_SIGNATURE_BYTES];
    bls381_sig_to_bytes(b, sig);
    cli_out_hex("signature", NULL, b, sizeof b);
}

/* the secret key as 0x + 64 hex digits and a line end, into a new file
 * only its owner may read (files.c: placed, and kept, only once the
 * public key is written too) */
static int write_sk(const char *path, const bls381_sig_sk *sk)
{
    uint8_t b[BLS381_SIG_SK_BYTES];
    char line[2 + 2 * BLS381_SIG_SK_BYTES + 2] = "0x";
    bls381_sig_sk_to_bytes(b, sk);
    hex_encode(line + 2, b, sizeof b);
    line[sizeof line - 2] = '\n';
    int rc = cli_files_add_path(path, line, sizeof line - 1, true);
    bls381_secure_zero(b, sizeof b);
    bls381_secure_zero(line, sizeof line);
    return rc;
}

static int cmd_keygen(int argc, char **argv)
{
    if (!strcmp(argv[1], "-")) /* elsewhere standard input; never a file named "-" holding a key */
        return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "OUT is the name of a new file for the secret key, not -");
    uint8_t *ikm = malloc(IKM_MAX), *info = NULL;
    size_t ikm_len = 0, info_len = 0;
    if (!ikm) return no_memory();
    bls381_sig_sk sk;
    int rc = cli_read_secret_raw(ikm, IKM_MAX, &ikm_len, argv[0], "IKM");
    if (!rc && ikm_len < 32)
        rc = cli_error(CLI_BAD_INPUT, "BLS381_ERR_BADARGS", "the IKM has %zu bytes: KeyGen needs at least 32", ikm_len);
    if (!rc && argc == 3) rc = cli_read_message(&info, &info_len, argv[2], "key info");
    if (!rc) {
        bls381_status s = bls381_sig_keygen(&sk, ikm, ikm_len, info, info_len);
        if (s != BLS381_OK) rc = cli_status_error(s, "keygen", NULL);
    }
    bls381_secure_zero(ikm, IKM_MAX);
    free(ikm);
    free(info);
    if (rc) return rc;
    bls381_sig_pk pk;
    bls381_sig_sk_to_pk(&pk, &sk);
    rc = write_sk(argv[1], &sk);
    bls381_sig_sk_clear(&sk);
    if (!rc) out_pk(&pk);
    return rc;
}

static int cmd_pubkey(int argc, char **argv)
{
    (void)argc;
    bls381_sig_sk sk;
    int rc = read_sk(&sk, argv[0]);
    if (rc) return rc;
    bls381_sig_pk pk;
    bls381_sig_sk_to_pk(&pk, &sk);
    bls381_sig_sk_clear(&sk);
    out_pk(&pk);
    return CLI_OK;
}

static int cmd_sign(int argc, char **argv)
{
    (void)argc;
    uint8_t *msg = NULL;
    size_t len = 0;
    bls381_sig_sk sk;
    int rc = cli_read_message(&msg, &len, argv[1], "message");
    if (rc) return rc;
    if ((rc = read_sk(&sk, argv[0]))) {
        free(msg);
        return rc;
    }
    bls381_sig_signature sig;
    bls381_status s = bls381_sig_sign(&sig, &sk, msg, len);
    bls381_sig_sk_clear(&sk);
    free(msg);
    if (s != BLS381_OK) return cli_status_error(s, "sign", NULL);
    out_sig(&sig);
    return CLI_OK;
}

static int cmd_verify(int argc, char **argv)
{
    (void)argc;
    bls381_sig_pk pk;
    bls381_sig_signature sig;
    uint8_t *msg = NULL;
    size_t len = 0;
    bls381_status d = BLS381_OK, s = BLS381_OK;
    int rc;
    bool ok = false;
    if (!(rc = read_pk(&pk, argv[0], &d)) && !(rc = read_sig(&sig, argv[2], &d)) &&
        !(rc = cli_read_message(&msg, &len, argv[1], "message")) && d == BLS381_OK)
        s = bls381_sig_verify(&ok, &pk, msg, len, &sig);
    free(msg);
    return verdict(rc, d, s, ok, "verify");
}

/* Aggregate refuses a signature that does not decode (the draft's INVALID
 * output: no aggregate): the bytes of every signature read first, then
 * parsed at once (bls381_sig_signatures_from_bytes_with_scratch: the lane
 * engine, each signature decoded once, the scratch on the heap beside the
 * signatures), the first that does not decode named */
static int cmd_aggregate(int argc, char **argv)
{
    size_t n = (size_t)argc, bad = 0, size = bls381_sig_signatures_from_bytes_scratch_size(n);
    bls381_sig_signature *sigs = malloc(n * sizeof *sigs), agg;
    uint8_t *b = malloc(n * BLS381_SIG_SIGNATURE_BYTES);
    void *scratch = malloc(size);
    bls381_status d = BLS381_OK;
    int rc = sigs && b && scratch ? CLI_OK : no_memory();
    for (size_t i = 0; i < n && !rc; i++)
        rc = cli_read_bytes(b + BLS381_SIG_SIGNATURE_BYTES * i, BLS381_SIG_SIGNATURE_BYTES, argv[i], "signature");
    if (!rc && (d = bls381_sig_signatures_from_bytes_with_scratch(sigs, b, n, &bad, scratch, size)) != BLS381_OK)
        rc = cli_status_error(d, "signature", argv[bad]);
    if (!rc && (d = bls381_sig_aggregate(&agg, sigs, n)) != BLS381_OK) rc = cli_status_error(d, "aggregate", NULL);
    if (!rc) out_sig(&agg);
    free(scratch);
    free(sigs);
    free(b);
    return rc;
}

static int cmd_fast_aggregate_verify(int argc, char **argv)
{
    size_t n = (size_t)argc - 2;
    bls381_sig_pk *pks = malloc((n ? n : 1) * sizeof *pks);
    bls381_sig_signature sig;
    uint8_t *msg = NULL;
    size_t len = 0;
    bls381_status d = BLS381_OK, s = BLS381_OK;
    bool ok = false;
    int rc = pks ? read_sig(&sig, argv[1], &d) : no_memory();
    for (size_t i = 0; i < n && !rc; i++) rc = read_pk(&pks[i], argv[2 + i], &d);
    if (!rc) rc = cli_read_message(&msg, &len, argv[0], "message");
    if (!rc && d == BLS381_OK) s = bls381_sig_fast_aggregate_verify(&ok, pks, n, msg, len, &sig);
    free(pks);
    free(msg);
    return verdict(rc, d, s, ok, "fast-aggregate-verify");
}

static int cmd_aggregate_verify(int argc, char **argv)
{
    if (argc % 2 == 0) return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "aggregate-verify takes SIG then pairs PK MSG");
    size_t n = (size_t)(argc - 1) / 2, m = n ? n : 1;
    bls381_sig_pk *pks = malloc(m * sizeof *pks);
    uint8_t **msgs = calloc(m, sizeof *msgs);
    size_t *lens = calloc(m, sizeof *lens);
    bls381_sig_signature sig;
    bls381_status d = BLS381_OK, s = BLS381_OK;
    bool ok = false;
    int rc = pks && msgs && lens ? read_sig(&sig, argv[0], &d) : no_memory();
    for (size_t i = 0; i < n && !rc; i++)
        if (!(rc = read_pk(&pks[i], argv[1 + 2 * i], &d))) rc = cli_read_message(&msgs[i], &lens[i], argv[2 + 2 * i], "message");
    if (!rc && d == BLS381_OK)
        s = bls381_sig_aggregate_verify(&ok, pks, (const uint8_t *const *)msgs, lens, n, &sig, cli_pool());
    for (size_t i = 0; msgs && i < n; i++) free(msgs[i]);
    free(pks);
    free(msgs);
    free(lens);
    return verdict(rc, d, s, ok, "aggregate-verify");
}

const cli_command cli_commands_sig[] = {
    { "keygen", "IKM OUT [KEY_INFO]",
      "KeyGen (draft-irtf-cfrg-bls-signature-05 section 2.3, as EIP-2333's master key): the secret key\n"
      "from IKM, at least 32 bytes of secret randomness read as they are (up to 4096) from the file IKM\n"
      "or - (standard input), and the optional KEY_INFO (0xHEX, @FILE or text). Writes the key as hex\n"
      "into OUT, a new file readable by its owner only (--force replaces one), and prints the public\n"
      "key; the key file is kept only when the public key was printed too.",
      2, 3, cmd_keygen, true },
    { "pubkey", "SK",
      "The public key (48 bytes) of the secret key in the file SK or - (standard input): 32 bytes\n"
      "binary or 64 hex digits.",
      1, 1, cmd_pubkey, true },
    { "sign", "SK MSG",
      "Signs MSG (0xHEX, @FILE, @- or text) with the secret key in the file SK or - ; prints the\n"
      "signature (96 bytes).",
      2, 2, cmd_sign, true },
    { "verify", "PK MSG SIG",
      "Verifies the signature SIG of MSG by PK; prints valid (exit 0) or invalid (exit 1). As the draft\n"
      "says, a public key or signature of the right length that does not decode (bad flags, off the\n"
      "curve, outside the subgroup, the public key at infinity) is invalid; --json names the cause\n"
      "(\"reason\": the library's error name). A wrong length is bad input (exit 2).",
      3, 3, cmd_verify, true },
    { "aggregate", "SIG [SIG ...]",
      "Prints the aggregate (the sum) of the signatures; one that does not decode is bad input (exit 2).",
      1, -1, cmd_aggregate, true },
    { "fast-aggregate-verify", "MSG SIG [PK ...]",
      "FastAggregateVerify: SIG aggregates signatures of MSG by every PK; valid (exit 0) or invalid\n"
      "(exit 1; also with no PK, or a key or the signature that does not decode, as for verify).",
      2, -1, cmd_fast_aggregate_verify, true },
    { "aggregate-verify", "SIG [PK MSG ...]",
      "AggregateVerify: SIG aggregates signatures of each MSG by its PK (messages may repeat: the\n"
      "proof-of-possession scheme); valid (exit 0) or invalid (exit 1; also with no pair, or a key or\n"
      "the signature that does not decode, as for verify).",
      1, -1, cmd_aggregate_verify, true },
    { NULL, NULL, NULL, 0, 0, NULL, false },
};
