/* The EIP-7594 commands of the bls381 program: cells, recovery and cell
 * verification. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tools/cli/cli.h"

static int no_memory(void) { return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory"); }

/* OUTDIR/cell_NNN.bin for every cell (the folder is created if missing) */
static int write_cells(const char *dir, const Cell *cells)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_WRITE", "%s: cannot create the folder: %s", cli_shown(dir),
                         strerror(errno));
    size_t len = strlen(dir) + 32;
    char *path = malloc(len);
    if (!path) return no_memory();
    int rc = 0;
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB && !rc; k++) {
        snprintf(path, len, "%s/cell_%03zu.bin", dir, k);
        FILE *f = fopen(path, "wb");
        int bad = !f || fwrite(cells[k].bytes, BYTES_PER_CELL, 1, f) != 1, err = errno;
        if (f && fclose(f) != 0 && !bad) bad = 1, err = errno;
        if (bad) rc = cli_error(CLI_BAD_INPUT, "CLI_CANNOT_WRITE", "%s: cannot write: %s", cli_shown(path), strerror(err));
    }
    free(path);
    if (!rc) cli_out_json_str("folder", dir);
    return rc;
}

static void print_proofs(const KZGProof *proofs)
{
    cli_out_hex_list("proofs", "proof", proofs, sizeof proofs[0], CELLS_PER_EXT_BLOB);
}

/* a cell index: digits only, 0..127 */
static int read_index(uint64_t *k, const char *s)
{
    if (cli_parse_uint(k, s, CELLS_PER_EXT_BLOB - 1)) return CLI_OK;
    return cli_error(CLI_BAD_INPUT, "CLI_BAD_INDEX", "a cell index is a number from 0 to %d (digits only), not '%s'",
                     CELLS_PER_EXT_BLOB - 1, cli_shown(s));
}

static int cmd_cells(int argc, char **argv)
{
    Blob *b = malloc(sizeof *b);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    int rc = (!b || !cells) ? no_memory() : cli_read_bytes(b, sizeof *b, argv[0], "blob");
    if (!rc) {
        C_KZG_RET ret = compute_cells_and_kzg_proofs(cells, proofs, b, cli_settings());
        if (ret != C_KZG_OK) rc = cli_kzg_error(ret, "cells");
    }
    if (!rc && argc == 2) rc = write_cells(argv[1], cells);
    else if (!rc) cli_out_hex_list("cells", "cell", cells, sizeof cells[0], CELLS_PER_EXT_BLOB);
    if (!rc) print_proofs(proofs);
    free(b);
    free(cells);
    return rc;
}

/* pairs IDX CELL in any order: sorted by index for the library (which wants
 * them ascending), duplicates refused */
static int cmd_recover(int argc, char **argv)
{
    if (argc % 2 == 0) return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "recover takes OUTDIR then pairs IDX CELL");
    size_t n = (size_t)(argc - 1) / 2;
    if (n < CELLS_PER_EXT_BLOB / 2 || n > CELLS_PER_EXT_BLOB)
        return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "recover needs from 64 to 128 cells (IDX CELL pairs), not %zu", n);
    Cell *by_index = calloc(CELLS_PER_EXT_BLOB, sizeof *by_index), *in = malloc(n * sizeof *in);
    Cell *out = malloc(CELLS_PER_EXT_BLOB * sizeof *out);
    bool have[CELLS_PER_EXT_BLOB] = { false };
    uint64_t idx[CELLS_PER_EXT_BLOB];
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    int rc = (!by_index || !in || !out) ? no_memory() : 0;
    for (size_t i = 0; i < n && !rc; i++) {
        uint64_t k;
        if ((rc = read_index(&k, argv[1 + 2 * i]))) break;
        if (have[k]) {
            rc = cli_error(CLI_BAD_INPUT, "CLI_BAD_INDEX", "the same cell index twice: %s", cli_shown(argv[1 + 2 * i]));
        } else {
            have[k] = true;
            rc = cli_read_bytes(&by_index[k], BYTES_PER_CELL, argv[2 + 2 * i], "cell");
        }
    }
    size_t m = 0;
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB && !rc; k++)
        if (have[k]) {
            idx[m] = k;
            in[m++] = by_index[k];
        }
    if (!rc) {
        C_KZG_RET ret = recover_cells_and_kzg_proofs(out, proofs, idx, in, m, cli_settings());
        if (ret != C_KZG_OK) rc = cli_kzg_error(ret, "recover");
    }
    if (!rc) rc = write_cells(argv[0], out);
    if (!rc) print_proofs(proofs);
    free(by_index);
    free(in);
    free(out);
    return rc;
}

/* quadruples C IDX CELL PROOF, in the order given (the library takes any
 * order, repeats included) */
static int cmd_verify_cells(int argc, char **argv)
{
    if (argc % 4) return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "verify-cells takes quadruples COMMITMENT IDX CELL PROOF");
    size_t n = (size_t)argc / 4;
    Bytes48 *cs = malloc(n * sizeof *cs), *ps = malloc(n * sizeof *ps);
    uint64_t *idx = malloc(n * sizeof *idx);
    Cell *cells = malloc(n * sizeof *cells);
    int rc = (!cs || !ps || !idx || !cells) ? no_memory() : 0;
    for (size_t i = 0; i < n && !rc; i++) {
        char **q = argv + 4 * i;
        if (!(rc = cli_read_bytes(&cs[i], sizeof cs[i], q[0], "commitment")) && !(rc = read_index(&idx[i], q[1])) &&
            !(rc = cli_read_bytes(&cells[i], sizeof cells[i], q[2], "cell")))
            rc = cli_read_bytes(&ps[i], sizeof ps[i], q[3], "proof");
    }
    if (!rc) {
        bool ok;
        C_KZG_RET ret = verify_cell_kzg_proof_batch(&ok, cs, idx, cells, ps, n, cli_settings());
        rc = ret == C_KZG_OK ? cli_verdict(ok) : cli_kzg_error(ret, "verify-cells");
    }
    free(cs);
    free(ps);
    free(idx);
    free(cells);
    return rc;
}

const cli_command cli_commands_7594[] = {
    { "cells", "BLOB [OUTDIR]",
      "The 128 cells of the extended blob and their proofs (EIP-7594 compute_cells_and_kzg_proofs).\n"
      "With OUTDIR: writes OUTDIR/cell_000.bin .. cell_127.bin (2048 bytes each) and prints the proofs;\n"
      "without: prints every cell and proof as hex.",
      1, 2, cmd_cells, false },
    { "recover", "OUTDIR IDX CELL [IDX CELL ...]",
      "Rebuilds all 128 cells and proofs from at least 64 of the cells (index 0..127, then the cell as a\n"
      "2048-byte file or hex), writes OUTDIR/cell_NNN.bin and prints the proofs.",
      3, -1, cmd_recover, false },
    { "verify-cells", "COMMITMENT IDX CELL PROOF [COMMITMENT IDX CELL PROOF ...]",
      "Verifies cells at once (EIP-7594 verify_cell_kzg_proof_batch): each cell (2048 bytes, a file or\n"
      "hex) at index IDX (0..127) of the blob with that commitment, with its cell proof (from\n"
      "`bls381 cells`). Cells of several blobs, in any order, may be mixed. Prints valid (exit 0) or\n"
      "invalid (exit 1).",
      4, -1, cmd_verify_cells, false },
    { NULL, NULL, NULL, 0, 0, NULL, false },
};
