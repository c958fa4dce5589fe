/*
 * Verify an EIP-4844 blob proof with the mainnet setup compiled into the
 * library: no setup file, no heap. Build from the repository's root after
 * `make` (README "Examples"):
 *     cc -O2 -Iinclude examples/verify_blob.c build/libbls381.a -lpthread -Wl,--gc-sections -o build/verify_blob
 * Run:
 *     verify_blob BLOB_FILE COMMITMENT PROOF
 * BLOB_FILE holds the 131072 bytes of the blob; COMMITMENT and PROOF are
 * 48-byte compressed G1 points in hex (96 digits, 0x optional), as
 * `build/bls381 prove BLOB_FILE` prints them. Prints "valid" (exit 0) or
 * "invalid" (exit 1); malformed input is an error (exit 2).
 */
#include "kzg.h"

#include <stdio.h>
#include <string.h>

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* 96 hex digits into 48 bytes; 0 on anything else */
static int parse_bytes48(Bytes48 *out, const char *hex)
{
    if (hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex += 2;
    if (strlen(hex) != 2 * sizeof out->bytes) return 0;
    for (size_t i = 0; i < sizeof out->bytes; i++) {
        int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return 0;
        out->bytes[i] = (uint8_t)(hi << 4 | lo);
    }
    return 1;
}

/* exactly BYTES_PER_BLOB bytes, no more */
static int read_blob(Blob *out, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    int ok = fread(out->bytes, 1, sizeof out->bytes, f) == sizeof out->bytes && fgetc(f) == EOF;
    fclose(f);
    return ok;
}

static Blob blob; /* 128 KiB: static, not on the stack */

int main(int argc, char **argv)
{
    Bytes48 commitment, proof;
    if (argc != 4 || !parse_bytes48(&commitment, argv[2]) || !parse_bytes48(&proof, argv[3])) {
        fprintf(stderr, "usage: verify_blob BLOB_FILE COMMITMENT_HEX PROOF_HEX\n");
        return 2;
    }
    if (!read_blob(&blob, argv[1])) {
        fprintf(stderr, "verify_blob: %s is not a %d-byte blob\n", argv[1], BYTES_PER_BLOB);
        return 2;
    }
    /* the roots of unity and G2 points only: with --gc-sections the
     * embedded G1 tables stay out of the program */
    const KZGSettings *s = bls381_kzg_mainnet_verify_settings();
    bool ok = false;
    C_KZG_RET ret = verify_blob_kzg_proof(&ok, &blob, &commitment, &proof, s);
    if (ret != C_KZG_OK) {
        fprintf(stderr, "verify_blob: malformed blob, commitment or proof (%d)\n", (int)ret);
        return 2;
    }
    puts(ok ? "valid" : "invalid");
    return ok ? 0 : 1;
}
