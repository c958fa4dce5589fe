/* Helpers shared by the KZG fuzz targets: blobs and cells built from a few
 * fuzzed bytes (a blob is 128 KB, far more than a fuzz input should be). */
#ifndef BLS381_TESTS_FUZZ_KZG_FUZZ_H
#define BLS381_TESTS_FUZZ_KZG_FUZZ_H

#include "bls381_hash.h"
#include "fuzz.h"
#include "kzg.h"

/* Fast mode (FUZZ_FAST=1, `make fuzz-build-fast`; README.md): a target
 * runs its expensive step (a whole commitment, proof, extended blob or
 * recovery: tens to hundreds of milliseconds) in full only on the inputs
 * fuzz_full picks, one in one_in; on the others it still makes every call
 * that refuses (malformed input: cheap, the checks come first) and skips
 * the ones that would compute. The pick is a hash of the whole input, so
 * every mutation has the same chance and the fuzzer cannot steer all its
 * inputs into (or out of) the expensive step; the same input is picked in
 * every run, and in the default build (FUZZ_FAST=0) every input is. */
#ifndef FUZZ_FAST
#define FUZZ_FAST 0
#endif

static inline bool fuzz_full(const uint8_t *data, size_t size, unsigned one_in)
{
    if (!FUZZ_FAST) return true;
    uint64_t h = 0xcbf29ce484222325ULL; /* FNV-1a, then a 64-bit finaliser */
    for (size_t i = 0; i < size; i++) h = (h ^ data[i]) * 0x100000001b3ULL;
    h ^= h >> 33; h *= 0xff51afd7ed558ccdULL; h ^= h >> 33;
    return h % one_in == 0;
}

/* Fast mode's verdict cache: the (status, ok) a verification returned for
 * arguments whose SHA-256 is key, so a differential target computes the
 * verdict of each single item once and its batches every time. Direct
 * mapped, 2^14 entries, the whole digest compared (a wrong hit needs a
 * SHA-256 collision). */
typedef struct { uint8_t key[32]; C_KZG_RET r; bool ok, used; } fuzz_verdict;
enum { FUZZ_VERDICTS = 1 << 14 };

/* the digest of n (pointer, length) pairs */
static inline void fuzz_key(uint8_t key[32], const void *const *p, const size_t *len, size_t n)
{
    bls381_sha256_ctx h;
    bls381_sha256_init(&h);
    for (size_t i = 0; i < n; i++) bls381_sha256_update(&h, p[i], len[i]);
    bls381_sha256_final(&h, key);
}

/* the cached verdict for key (true), else false and *slot to fill */
static inline bool fuzz_verdict_get(fuzz_verdict **slot, const uint8_t key[32], C_KZG_RET *r, bool *ok)
{
    static fuzz_verdict *table;
    if (!FUZZ_FAST) return false;
    if (!table && !(table = calloc(FUZZ_VERDICTS, sizeof *table))) abort();
    fuzz_verdict *v = &table[(key[0] | (size_t)key[1] << 8) % FUZZ_VERDICTS];
    *slot = v;
    if (!v->used || memcmp(v->key, key, 32)) return false;
    *r = v->r;
    *ok = v->ok;
    return true;
}

static inline void fuzz_verdict_put(fuzz_verdict *slot, const uint8_t key[32], C_KZG_RET r, bool ok)
{
    if (!FUZZ_FAST) return;
    memcpy(slot->key, key, 32);
    slot->r = r;
    slot->ok = ok;
    slot->used = true;
}

/* a fixed valid blob from a seed (xorshift bytes, each element's top byte
 * masked below r): the targets' own blobs, built once at start-up */
static inline void fuzz_seeded_blob(Blob *b, uint64_t seed)
{
    uint64_t x = seed;
    for (size_t i = 0; i < BYTES_PER_BLOB; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        b->bytes[i] = (uint8_t)x;
    }
    for (size_t i = 0; i < BYTES_PER_BLOB; i += 32) b->bytes[i] &= 0x3f;
}

/* the cells targets' fixture: a seeded blob (the same seeds in each of
 * them), its commitment, cells and proofs, computed once */
typedef struct {
    Blob blob;
    KZGCommitment commit;
    Cell cells[CELLS_PER_EXT_BLOB];
    KZGProof proofs[CELLS_PER_EXT_BLOB];
} fuzz_cell_blob;

static inline fuzz_cell_blob *fuzz_cell_blobs(int nb)
{
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    fuzz_cell_blob *f = calloc((size_t)nb, sizeof *f);
    if (!f) abort();
    for (int b = 0; b < nb; b++) {
        fuzz_seeded_blob(&f[b].blob, 0x243f6a8885a308d3ULL * (uint64_t)(b + 3));
        if (blob_to_kzg_commitment(&f[b].commit, &f[b].blob, s) != C_KZG_OK ||
            compute_cells_and_kzg_proofs(f[b].cells, f[b].proofs, &f[b].blob, s) != C_KZG_OK)
            abort();
    }
    return f;
}

/* n bytes of field elements from the input: a pattern of up to 64 fuzzed
 * bytes repeated, or zeros, or one fuzzed element at a fuzzed index; the
 * top byte of each element masked below r unless the mode leaves it raw
 * (a non-canonical element then appears where the pattern puts one) */
static inline void fuzz_elements(fuzz_in *in, uint8_t *out, size_t n)
{
    uint8_t mode = fuzz_u8(in);
    uint8_t pat[64];
    size_t plen = 1 + fuzz_u8(in) % 64;
    fuzz_bytes(in, pat, plen);
    switch (mode % 4) {
    case 0: memset(out, 0, n); break;
    case 1: {
        memset(out, 0, n);
        size_t at = (size_t)(fuzz_u64(in) % (n / 32)) * 32;
        fuzz_bytes(in, out + at, 32);
        break;
    }
    default: { /* out[i] = pat[i % plen], by doubling copies (a loop over
                * the bytes cost more than the calls, instrumented) */
        size_t k = plen < n ? plen : n;
        memcpy(out, pat, k);
        for (; k < n; k *= 2) memcpy(out + k, out, k < n - k ? k : n - k);
        break;
    }
    }
    if (!(mode & 0x80))
        for (size_t i = 0; i < n; i += 32) out[i] &= 0x3f;
}

static inline Blob *fuzz_blob(fuzz_in *in)
{
    Blob *b = malloc(sizeof *b);
    if (!b) abort();
    fuzz_elements(in, b->bytes, sizeof b->bytes);
    return b;
}

/* every 32-byte element below r (checked by the Fr decoder) */
static inline bool fuzz_elements_canonical(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i += 32) {
        bls381_fr x;
        if (bls381_fr_from_bytes(&x, p + i) != BLS381_OK) return false;
    }
    return true;
}

/* a 48-byte point: one of the given valid ones, or fuzzed bytes */
static inline void fuzz_point48(fuzz_in *in, Bytes48 *out, const Bytes48 *valid, size_t nvalid)
{
    uint8_t m = fuzz_u8(in);
    if (nvalid > 0 && m % 4 != 3) *out = valid[m % nvalid];
    else fuzz_bytes(in, out->bytes, 48);
}

static inline bool fuzz_g1_valid(const Bytes48 *b)
{
    bls381_g1_affine p;
    return bls381_g1_decompress(&p, b->bytes) == BLS381_OK;
}

#endif
