/* The figures that headers and documents state, recomputed: table and
 * scratch sizes from the library's own size functions and types, and the
 * figures README, kzg.h and bls381_sig.h quote from FOOTPRINT.md (which
 * make footprint writes) read back from FOOTPRINT.md. Each figure is
 * formatted as the text writes it and must occur there, with line breaks
 * (and a header comment's leading " * ") taken as one space. */
#include "harness.h"
#include "bls381.h"
#include "kzg.h"
#include "kzg/fk20.h"
#include "msm/msm.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* the file (below the source tree's root) with its white space and comment
 * leaders collapsed to single spaces; NULL when it cannot be read */
static char *doc_text(const char *rel)
{
    char path[256];
    snprintf(path, sizeof path, "../%s", rel);
    FILE *f = fopen(test_data_path(path), "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    char *raw = malloc(cap), *out;
    for (size_t got; raw && (got = fread(raw + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap) raw = realloc(raw, cap *= 2);
    }
    fclose(f);
    if (!raw || !(out = malloc(len + 1))) { free(raw); return NULL; }
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        char c = raw[i];
        if (c == '\n') {
            while (i + 1 < len && (raw[i + 1] == ' ' || raw[i + 1] == '\t')) i++;
            if (i + 2 < len && raw[i + 1] == '*' && raw[i + 2] == ' ') i++;   /* " * " */
            c = ' ';
        }
        if (c == ' ' && o > 0 && out[o - 1] == ' ') continue;
        out[o++] = c;
    }
    out[o] = '\0';
    free(raw);
    return out;
}

/* the phrase (printf format) must occur in the document */
static void says(const char *doc, const char *text, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void says(const char *doc, const char *text, const char *fmt, ...)
{
    char phrase[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(phrase, sizeof phrase, fmt, ap);
    va_end(ap);
    if (!text || !strstr(text, phrase)) test_failf(__FILE__, __LINE__, "%s does not say \"%s\"", doc, phrase);
}

/* the number right after the first occurrence of `key` in text (0 when absent) */
static double number_after(const char *text, const char *key)
{
    const char *at = text ? strstr(text, key) : NULL;
    return at ? strtod(at + strlen(key), NULL) : 0;
}

/* "...`<row>` ... | **T KiB** | ... setup tables S KiB |": T, S of a code-size row */
static void size_row(const char *fp, const char *row, double *total, double *tables)
{
    const char *at = fp ? strstr(fp, row) : NULL;
    *total = number_after(at, "| **");
    *tables = number_after(at, "setup tables ");
}

TEST(docs__table_and_scratch_figures_match_the_code)
{
    size_t lagrange = bls381_g1_fixed_table_size(FIELD_ELEMENTS_PER_BLOB, 0);
    unsigned c = 2;
    while (c < 16 && bls381_g1_fixed_table_size(FIELD_ELEMENTS_PER_BLOB, c) != lagrange) c++;
    char *msm_h = doc_text("include/bls381_msm.h"), *msm_md = doc_text("msm/MSM.md");
    char *kzg_h = doc_text("include/kzg.h"), *fp = doc_text("FOOTPRINT.md");
    char *pairing_h = doc_text("include/bls381_pairing.h"), *eip_h = doc_text("include/bls381_eip2537.h");
    REQUIRE(msm_h && msm_md && kzg_h && fp && pairing_h && eip_h);

    /* the Lagrange points' fixed-base table (commitments, EIP-4844 proofs) */
    says("bls381_msm.h", msm_h, "%.2f MB for n = %d", lagrange / 1e6, FIELD_ELEMENTS_PER_BLOB);
    says("MSM.md", msm_md, "(%.2f MB for n = %d at the default c = %u)", lagrange / 1e6, FIELD_ELEMENTS_PER_BLOB, c);
    says("FOOTPRINT.md", fp, "Lagrange points (blob commitments, EIP-4844 proofs), %zu bytes = %.2f MB", lagrange,
         lagrange / 1e6);

    /* FK20: the column points and one window of their table at precompute 8 */
    double column = (double)BLS381_FK20_POINTS * sizeof(bls381_g1_affine);
    size_t fk20_8 = bls381_kzg_fk20_table_size(8);
    unsigned w8 = bls381_msm_windows(128, 8);
    CHECK(fk20_8 > w8 * column && fk20_8 - w8 * column < 4096);   /* the windows and a header */
    says("kzg.h", kzg_h, "%d points, %.2f MB", BLS381_FK20_POINTS, column / 1e6);
    says("kzg.h", kzg_h, "%.2f MB per window (P = 8: %u windows, %.1f MB;", column / 1e6, w8, fk20_8 / 1e6);

    /* a prepared G2 point */
    says("bls381_pairing.h", pairing_h, "About %.0f KB;", sizeof(bls381_g2_prepared) / 1e3);

    /* EIP-2537: the pairing check's group on the stack, the MSMs' scratch */
    size_t group = BLS381_EIP2537_PAIRING_GROUP * (sizeof(bls381_g1_affine) + sizeof(bls381_g2_affine));
    says("bls381_eip2537.h", eip_h, "(%.1f KB of points)", group / 1e3);
    size_t s[2][2];
    for (int k = 0; k < 2; k++) {
        size_t pairs = k ? 512 : 128;
        s[k][0] = bls381_eip2537_g1msm_scratch_size(pairs * BLS381_EIP2537_G1MSM_PAIR_BYTES, 1);
        s[k][1] = bls381_eip2537_g2msm_scratch_size(pairs * BLS381_EIP2537_G2MSM_PAIR_BYTES, 1);
    }
    if (sizeof(size_t) == 8)   /* the header's figures are the 64-bit ones */
        says("bls381_eip2537.h", eip_h, "for 128 pairs on one thread, %.0f KB (G1MSM) and %.0f KB (G2MSM); for 512 "
             "pairs, %.0f KB and %.0f KB (64-bit targets;", s[0][0] / 1e3, s[0][1] / 1e3, s[1][0] / 1e3, s[1][1] / 1e3);

    /* the cost model's window for XYZZ buckets on whole scalars at 4096
     * terms (MSM.md's worked count) */
    bls381_msm_choice xyzz = { .buckets = BLS381_MSM_BUCKETS_XYZZ, .glv = false, .hybrid = false, .c = 0 };
    unsigned cx = bls381_msm_best_window(4096, &xyzz);
    says("MSM.md", msm_md, "For N = 4096 terms of 255 bits at c = %u (the XYZZ variant's window): %u windows", cx,
         bls381_msm_windows(255, cx));

    /* the embedded tables: what verification reads, of all (from make footprint) */
    double total, verify_tables, full_tables;
    size_row(fp, "verify-only settings, libc shared, `-Wl,--gc-sections` (the README line)", &total, &verify_tables);
    size_row(fp, "full embedded settings, libc shared, `-Wl,--gc-sections`", &total, &full_tables);
    CHECK(verify_tables > 0 && full_tables > verify_tables);
    says("kzg.h", kzg_h, "(%.0f KiB of the %.1f MB)", verify_tables, full_tables * 1024 / 1e6);
    free(msm_h), free(msm_md), free(kzg_h), free(fp), free(pairing_h), free(eip_h);
}

TEST(docs__footprint_figures_quoted_as_measured)
{
    char *fp = doc_text("FOOTPRINT.md"), *readme = doc_text("README.md"), *sig_h = doc_text("include/bls381_sig.h");
    REQUIRE(fp && readme && sig_h);
    /* README's --gc-sections line: the verify-only program with and without */
    double with, without, tables;
    size_row(fp, "verify-only settings, libc shared, `-Wl,--gc-sections` (the README line)", &with, &tables);
    size_row(fp, "verify-only settings, libc shared, no `--gc-sections`", &without, &tables);
    CHECK(with > 0 && without > with);
    says("README.md", readme, "(%.2f MB instead of %.2f MB;", with * 1024 / 1e6, without * 1024 / 1e6);
    /* README's bare-metal figures, as FOOTPRINT.md's summary has them */
    const char *bare = strstr(fp, "`verify_blob_kzg_proof` alone in **");
    REQUIRE(bare != NULL);
    char flash[16] = "", stack[16] = "", instr[16] = "";
    CHECK(sscanf(bare, "`verify_blob_kzg_proof` alone in **%15[0-9.] KiB** of flash (tables %*[0-9.] KiB), "
                       "%15[0-9.] KiB of stack, no heap, %15[0-9.] M instructions",
                 flash, stack, instr) == 3);
    says("README.md", readme, "`verify_blob_kzg_proof` in %s KiB of flash and %s KiB of stack, %s M instructions", flash,
         stack, instr);
    /* bls381_sig.h's stack bound over FOOTPRINT.md's rows of BLS calls */
    CHECK(strstr(sig_h, "Stack: under 64 KiB for any function here") != NULL);
    const char *sec = strstr(fp, "### Stack per call"), *end = sec ? strstr(sec + 1, "### ") : NULL;
    REQUIRE(sec && end);
    int rows = 0;
    for (const char *r = sec; (r = strstr(r, "| `bls381_sig_")) != NULL && r < end; r++) {
        /* doc_text joins lines, so a row is read as its two cells: the
         * stack with the lane engine off and as the machine picks it */
        const char *cell = strstr(r + 3, "` | ");
        if (!cell || cell > end) break;
        cell += 4;
        for (int c = 0; c < 2; c++) {
            char *after;
            double v = strtod(cell, &after);
            const char *unit = strpbrk(after, "KB");
            if (unit && unit[0] == 'K') v *= 1024;   /* "N KiB", else "N B" */
            CHECK(after != cell && v > 0 && v < 64 * 1024);
            cell = strstr(after, " | ");
            if (!cell) break;
            cell += 3;
        }
        rows++;
    }
    CHECK(rows >= 4);
    free(fp), free(readme), free(sig_h);
}
