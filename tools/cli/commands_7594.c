/* The EIP-7594 commands of the bls381 program: cells and recovery. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tools/cli/cli.h"

/* OUTDIR/cell_NNN.bin for every cell (the folder is created if missing) */
static int write_cells(const char *dir, const Cell *cells)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) return cli_fail("cannot create the folder", dir);
    size_t len = strlen(dir) + 32;
    char *path = malloc(len);
    if (!path) return cli_fail("out of memory", NULL);
    int rc = 0;
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB && !rc; k++) {
        snprintf(path, len, "%s/cell_%03zu.bin", dir, k);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(cells[k].bytes, BYTES_PER_CELL, 1, f) != 1) rc = cli_fail("cannot write", path);
        if (f && fclose(f) != 0 && !rc) rc = cli_fail("cannot write", path);
    }
    free(path);
    return rc;
}

static void print_proofs(const KZGProof *proofs)
{
    char label[16];
    for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) {
        snprintf(label, sizeof label, "proof_%03zu", k);
        cli_print_hex(label, &proofs[k], sizeof proofs[k]);
    }
}

static int cmd_cells(int argc, char **argv)
{
    Blob *b = malloc(sizeof *b);
    Cell *cells = malloc(CELLS_PER_EXT_BLOB * sizeof *cells);
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    int rc = (!b || !cells) ? cli_fail("out of memory", NULL) : cli_read_bytes(b, sizeof *b, argv[0], "blob");
    if (!rc) {
        C_KZG_RET ret = compute_cells_and_kzg_proofs(cells, proofs, b, cli_settings());
        if (ret != C_KZG_OK) rc = cli_kzg_error(ret, "cells");
    }
    if (!rc && argc == 2) {
        rc = write_cells(argv[1], cells);
    } else if (!rc) {
        char label[16];
        for (size_t k = 0; k < CELLS_PER_EXT_BLOB; k++) {
            snprintf(label, sizeof label, "cell_%03zu", k);
            cli_print_hex(label, &cells[k], sizeof cells[k]);
        }
    }
    if (!rc) print_proofs(proofs);
    free(b);
    free(cells);
    return rc;
}

/* pairs IDX CELL in any order: sorted by index for the library (which wants
 * them ascending), duplicates refused */
static int cmd_recover(int argc, char **argv)
{
    if (argc % 2 == 0) return cli_fail("recover takes OUTDIR then pairs IDX CELL", NULL);
    size_t n = (size_t)(argc - 1) / 2;
    if (n < CELLS_PER_EXT_BLOB / 2 || n > CELLS_PER_EXT_BLOB)
        return cli_fail("recover needs from 64 to 128 cells (IDX CELL pairs)", NULL);
    Cell *by_index = calloc(CELLS_PER_EXT_BLOB, sizeof *by_index), *in = malloc(n * sizeof *in);
    Cell *out = malloc(CELLS_PER_EXT_BLOB * sizeof *out);
    bool have[CELLS_PER_EXT_BLOB] = { false };
    uint64_t idx[CELLS_PER_EXT_BLOB];
    KZGProof proofs[CELLS_PER_EXT_BLOB];
    int rc = (!by_index || !in || !out) ? cli_fail("out of memory", NULL) : 0;
    for (size_t i = 0; i < n && !rc; i++) {
        const char *s = argv[1 + 2 * i];
        char *end;
        errno = 0;
        unsigned long k = strtoul(s, &end, 10);
        if (!*s || *end || errno || s[0] == '-' || k >= CELLS_PER_EXT_BLOB)
            rc = cli_fail("a cell index is a number from 0 to 127, not", s);
        else if (have[k])
            rc = cli_fail("the same cell index twice:", s);
        else {
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

const cli_command cli_commands_7594[] = {
    { "cells", "BLOB [OUTDIR]",
      "The 128 cells of the extended blob and their proofs (EIP-7594 compute_cells_and_kzg_proofs).\n"
      "With OUTDIR: writes OUTDIR/cell_000.bin .. cell_127.bin (2048 bytes each) and prints the proofs;\n"
      "without: prints every cell and proof as hex.",
      1, 2, cmd_cells },
    { "recover", "OUTDIR IDX CELL [IDX CELL ...]",
      "Rebuilds all 128 cells and proofs from at least 64 of the cells (index 0..127, then the cell as a\n"
      "2048-byte file or hex), writes OUTDIR/cell_NNN.bin and prints the proofs.",
      3, -1, cmd_recover },
    { NULL, NULL, NULL, 0, 0, NULL },
};
