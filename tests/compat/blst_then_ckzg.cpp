/*
 * A C++17 program built the way c-kzg-4844's node.js binding builds
 * (src/kzg.cxx: #include "blst.h" then "ckzg.h"; -std=c++17 -fexceptions
 * -fPIC), against include/compat and libbls381: the headers compile as C++
 * in that order, the types have c-kzg's sizes, and the binding's calls run:
 * a KZGSettings the program allocates, loaded from the trusted-setup file,
 * then a commitment, a blob proof, cells and their proofs, each verified
 * (and rejected once changed), the commitment equal to the embedded
 * settings' one, a c-kzg helper called from C++, and the settings moved
 * by value to new storage (the Rust binding's MaybeUninit and Drop).
 * Usage: blst_then_ckzg TRUSTED_SETUP_TXT. Prints "compat c++: ok".
 */
#include "blst.h"
#include "ckzg.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static_assert(sizeof(blst_fr) == 32 && sizeof(blst_fp) == 48 && sizeof(blst_fp2) == 96, "blst sizes");
static_assert(sizeof(blst_p1) == 144 && sizeof(blst_p1_affine) == 96, "blst sizes");
static_assert(sizeof(blst_p2) == 288 && sizeof(blst_p2_affine) == 192 && sizeof(blst_scalar) == 32, "blst sizes");
static_assert(sizeof(fr_t) == 32 && sizeof(g1_t) == 144 && sizeof(g2_t) == 288, "c-kzg's element sizes");
static_assert(BYTES_PER_BLOB == 131072 && BYTES_PER_CELL == 2048 && CELLS_PER_EXT_BLOB == 128, "c-kzg's sizes");
static_assert(BITS_PER_FIELD_ELEMENT == 255, "c-kzg's constant");
/* c-kzg's KZGSettings is 10 words (8 pointers, 2 size_t), and c-kzg's Rust
 * binding allocates that many itself (its generated.rs) before
 * load_trusted_setup fills them: ours is the same size (README.md, Rust) */
static_assert(sizeof(KZGSettings) == 10 * sizeof(void *), "KZGSettings is c-kzg's size");

static int failures;
#define EXPECT(cond)                                                              \
    do {                                                                          \
        if (!(cond)) {                                                            \
            std::fprintf(stderr, "blst_then_ckzg.cpp:%d: %s\n", __LINE__, #cond); \
            failures++;                                                           \
        }                                                                         \
    } while (0)

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s TRUSTED_SETUP_TXT\n", argv[0]);
        return 2;
    }
    KZGSettings *s = static_cast<KZGSettings *>(std::malloc(sizeof(KZGSettings)));
    FILE *f = std::fopen(argv[1], "r");
    if (!s || !f) return 2;
    C_KZG_RET ret = load_trusted_setup_file(s, f, 0);
    std::fclose(f);
    EXPECT(ret == C_KZG_OK);
    if (ret != C_KZG_OK) return 1;

    std::vector<Blob> blob(1); /* canonical: every element's top byte 0 */
    uint32_t x = 12345;
    for (size_t i = 0; i < BYTES_PER_BLOB; i++) {
        x = x * 1103515245u + 12345u;
        blob[0].bytes[i] = i % BYTES_PER_FIELD_ELEMENT ? static_cast<uint8_t>(x >> 24) : 0;
    }
    KZGCommitment c, c_embedded;
    KZGProof proof;
    bool ok = false;
    EXPECT(blob_to_kzg_commitment(&c, blob.data(), s) == C_KZG_OK);
    EXPECT(blob_to_kzg_commitment(&c_embedded, blob.data(), bls381_kzg_mainnet_settings()) == C_KZG_OK);
    EXPECT(std::memcmp(c.bytes, c_embedded.bytes, sizeof c.bytes) == 0);
    EXPECT(compute_blob_kzg_proof(&proof, blob.data(), &c, s) == C_KZG_OK);
    EXPECT(verify_blob_kzg_proof(&ok, blob.data(), &c, &proof, s) == C_KZG_OK && ok);

    std::vector<Cell> cells(CELLS_PER_EXT_BLOB);
    std::vector<KZGProof> proofs(CELLS_PER_EXT_BLOB);
    std::vector<uint64_t> idx(CELLS_PER_EXT_BLOB);
    std::vector<Bytes48> coms(CELLS_PER_EXT_BLOB, c);
    for (size_t i = 0; i < idx.size(); i++) idx[i] = i;
    EXPECT(compute_cells_and_kzg_proofs(cells.data(), proofs.data(), blob.data(), s) == C_KZG_OK);
    EXPECT(verify_cell_kzg_proof_batch(&ok, coms.data(), idx.data(), cells.data(), proofs.data(), 8, s) == C_KZG_OK &&
           ok);
    cells[3].bytes[31] ^= 1;
    EXPECT(verify_cell_kzg_proof_batch(&ok, coms.data(), idx.data(), cells.data(), proofs.data(), 8, s) == C_KZG_OK &&
           !ok);

    /* a helper through extern "C": the blob proof is the proof at the challenge */
    g1_t point;
    fr_t z;
    Bytes32 zb, y;
    KZGProof at_z;
    EXPECT(bytes_to_kzg_commitment(&point, &c) == C_KZG_OK);
    compute_challenge(&z, blob.data(), &point);
    bytes_from_bls_field(&zb, &z);
    EXPECT(compute_kzg_proof(&at_z, &y, blob.data(), &zb, s) == C_KZG_OK);
    EXPECT(std::memcmp(at_z.bytes, proof.bytes, sizeof proof.bytes) == 0);
    proof.bytes[47] ^= 1;
    EXPECT(verify_blob_kzg_proof(&ok, blob.data(), &c, &proof, s) != C_KZG_OK || !ok);

    /* moved by value, as the Rust binding moves the struct out of its
     * MaybeUninit and later drops it (free_trusted_setup) where it ended up:
     * the copy works after the first storage is scribbled over and freed */
    KZGSettings *moved = static_cast<KZGSettings *>(std::malloc(sizeof(KZGSettings)));
    if (!moved) return 2;
    std::memcpy(moved, s, sizeof *s);
    std::memset(s, 0xa5, sizeof *s);
    std::free(s);
    proof.bytes[47] ^= 1;
    EXPECT(verify_blob_kzg_proof(&ok, blob.data(), &c, &proof, moved) == C_KZG_OK && ok);
    cells[3].bytes[31] ^= 1;
    EXPECT(verify_cell_kzg_proof_batch(&ok, coms.data(), idx.data(), cells.data(), proofs.data(), 8, moved) ==
               C_KZG_OK &&
           ok);
    free_trusted_setup(moved);
    std::free(moved);
    if (failures) return 1;
    std::printf("compat c++: ok\n");
    return 0;
}
