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

/* DIR/NAME_NNN.bin */
static char *numbered(const char *dir, const char *name, size_t k)
{
    size_t len = strlen(dir) + strlen(name) + 16;
    char *path = malloc(len);
    if (path) snprintf(path, len, "%s/%s_%03zu.bin", dir, name, k);
    return path;
}

/* OUTDIR/cell_NNN.bin and proof_NNN.bin for every cell (the folder is
 * created if missing), all or none (files.c): what verify-cells --dir reads */
static int write_cells(const char *dir, const Cell *cells, const KZGProof *proofs)
{
    int rc = cli_files_folder(dir, true);
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB && !rc; k++) {
        char name[32];
        snprintf(name, sizeof name, "cell_%03zu.bin", k);
        rc = cli_files_add(name, cells[k].bytes, BYTES_PER_CELL, false);
        snprintf(name, sizeof name, "proof_%03zu.bin", k);
        if (!rc) rc = cli_files_add(name, proofs[k].bytes, BYTES_PER_PROOF, false);
    }
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
    if (!rc && argc == 2) rc = write_cells(argv[1], cells, proofs);
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
    if (!rc) rc = write_cells(argv[0], out, proofs);
    if (!rc) print_proofs(proofs);
    free(by_index);
    free(in);
    free(out);
    return rc;
}

/* the cells to verify: quadruples C IDX CELL PROOF in the order given (the
 * library takes any order, repeats included), or --dir DIR C [IDX ...]:
 * DIR/cell_NNN.bin and proof_NNN.bin of the indices given, or of every
 * cell file DIR holds */
typedef struct {
    size_t n;
    Bytes48 *cs, *ps;
    uint64_t *idx;
    Cell *cells;
} cell_batch;

static int batch_alloc(cell_batch *b, size_t n)
{
    size_t m = n ? n : 1;
    b->n = n;
    b->cs = malloc(m * sizeof *b->cs);
    b->ps = malloc(m * sizeof *b->ps);
    b->idx = malloc(m * sizeof *b->idx);
    b->cells = malloc(m * sizeof *b->cells);
    return b->cs && b->ps && b->idx && b->cells ? CLI_OK : no_memory();
}

static int read_quadruples(cell_batch *b, int argc, char **argv)
{
    if (argc % 4) return cli_error(CLI_BAD_INPUT, "CLI_USAGE", "verify-cells takes quadruples COMMITMENT IDX CELL PROOF");
    int rc = batch_alloc(b, (size_t)argc / 4);
    for (size_t i = 0; i < b->n && !rc; i++) {
        char **q = argv + 4 * i;
        if (!(rc = cli_read_bytes(&b->cs[i], sizeof b->cs[i], q[0], "commitment")) && !(rc = read_index(&b->idx[i], q[1])) &&
            !(rc = cli_read_bytes(&b->cells[i], sizeof b->cells[i], q[2], "cell")))
            rc = cli_read_bytes(&b->ps[i], sizeof b->ps[i], q[3], "proof");
    }
    return rc;
}

/* DIR/NAME_NNN.bin, a file the folder must hold (a missing one is not
 * taken for inline hex) */
static int read_numbered(void *out, size_t n, const char *dir, const char *name, size_t k)
{
    char *path = numbered(dir, name, k);
    struct stat st;
    int rc = !path ? no_memory()
             : stat(path, &st) != 0
                 ? cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: cannot read the %s: %s", cli_shown(path), name,
                             strerror(errno))
                 : cli_read_bytes(out, n, path, name);
    free(path);
    return rc;
}

static int read_folder(cell_batch *b, int argc, char **argv)
{
    const char *dir = argv[1];
    bool have[CELLS_PER_EXT_BLOB] = { false };
    size_t n = 0;
    struct stat st;
    if (stat(dir, &st) != 0)
        return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: cannot open the folder: %s", cli_shown(dir), strerror(errno));
    if (!S_ISDIR(st.st_mode)) return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: not a folder", cli_shown(dir));
    int rc = CLI_OK;
    for (int i = 3; i < argc && !rc; i++) { /* the indices given: each once */
        uint64_t k;
        if (!(rc = read_index(&k, argv[i])) && have[k])
            rc = cli_error(CLI_BAD_INPUT, "CLI_BAD_INDEX", "the same cell index twice: %s", cli_shown(argv[i]));
        if (!rc) have[k] = true, n++;
    }
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB && argc == 3 && !rc; k++) { /* none: every cell file */
        char *path = numbered(dir, "cell", k);
        if (!path) rc = no_memory();
        else if (stat(path, &st) == 0) have[k] = true, n++;
        free(path);
    }
    if (!rc && n == 0) rc = cli_error(CLI_BAD_INPUT, "CLI_CANNOT_READ", "%s: no cell_NNN.bin file", cli_shown(dir));
    if (!rc) rc = batch_alloc(b, n);
    Bytes48 c;
    if (!rc) rc = cli_read_bytes(&c, sizeof c, argv[2], "commitment");
    for (size_t k = 0, i = 0; k < CELLS_PER_EXT_BLOB && !rc; k++) {
        if (!have[k]) continue;
        rc = read_numbered(&b->cells[i], sizeof b->cells[i], dir, "cell", k);
        if (!rc) rc = read_numbered(&b->ps[i], sizeof b->ps[i], dir, "proof", k);
        b->cs[i] = c;
        b->idx[i++] = k;
    }
    return rc;
}

static int cmd_verify_cells(int argc, char **argv)
{
    cell_batch b = { 0, NULL, NULL, NULL, NULL };
    int rc = !strcmp(argv[0], "--dir") ? read_folder(&b, argc, argv) : read_quadruples(&b, argc, argv);
    if (!rc) {
        bool ok;
        C_KZG_RET ret = verify_cell_kzg_proof_batch(&ok, b.cs, b.idx, b.cells, b.ps, b.n, cli_settings());
        rc = ret == C_KZG_OK ? cli_verdict(ok) : cli_kzg_error(ret, "verify-cells");
    }
    free(b.cs);
    free(b.ps);
    free(b.idx);
    free(b.cells);
    return rc;
}

const cli_command cli_commands_7594[] = {
    { "cells", "BLOB [OUTDIR]",
      "The 128 cells of the extended blob and their proofs (EIP-7594 compute_cells_and_kzg_proofs).\n"
      "With OUTDIR: writes OUTDIR/cell_000.bin .. cell_127.bin (2048 bytes each) and proof_000.bin ..\n"
      "proof_127.bin (48 bytes each), all or none, an existing file refused unless --force, and prints\n"
      "the proofs; without: prints every cell and proof as hex.",
      1, 2, cmd_cells, false },
    { "recover", "OUTDIR IDX CELL [IDX CELL ...]",
      "Rebuilds all 128 cells and proofs from at least 64 of the cells (index 0..127, then the cell as a\n"
      "2048-byte file or hex), writes OUTDIR/cell_NNN.bin and proof_NNN.bin as cells does and prints\n"
      "the proofs.",
      3, -1, cmd_recover, false },
    { "verify-cells", "COMMITMENT IDX CELL PROOF [COMMITMENT IDX CELL PROOF ...] | --dir DIR COMMITMENT [IDX ...]",
      "Verifies cells at once (EIP-7594 verify_cell_kzg_proof_batch): each cell (2048 bytes, a file or\n"
      "hex) at index IDX (0..127) of the blob with that commitment, with its cell proof (from\n"
      "`bls381 cells`). Cells of several blobs, in any order, may be mixed. With --dir: the cells and\n"
      "proofs of one blob in the folder written by `bls381 cells BLOB DIR` or `recover`\n"
      "(DIR/cell_NNN.bin, DIR/proof_NNN.bin), those of the indices given or else every cell there.\n"
      "Prints valid (exit 0) or invalid (exit 1).",
      3, -1, cmd_verify_cells, false },
    { NULL, NULL, NULL, 0, 0, NULL, false },
};
