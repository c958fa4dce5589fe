/* load_trusted_setup on the shipped setup with fuzzer-chosen edits: byte
 * flips, two points swapped, a point copied over another, a G1 or G2
 * point multiplied by a fuzzed scalar (valid points, so only the
 * powers-of-tau check of kzg/setup.c can refuse them). It never returns
 * C_KZG_OK unless the lists are byte for byte the shipped ones (compressed
 * encodings are canonical: same bytes, same points), and a refused setup
 * leaves the settings untouched. Each run loads a whole setup (about a
 * second): few executions, each one deep. */
#include "kzg_fuzz.h"

#define N FIELD_ELEMENTS_PER_BLOB
#define G1_BYTES (2 * N * 48) /* monomial, then Lagrange (natural order) */
#define ALL_BYTES (G1_BYTES + 65 * 96)
static uint8_t *orig, *work;

static size_t bit_reverse_12(size_t i)
{
    size_t r = 0;
    for (int b = 0; b < 12; b++) r |= ((i >> b) & 1) << (11 - b);
    return r;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    const KZGSettings *s = bls381_kzg_mainnet_settings();
    orig = malloc(ALL_BYTES);
    work = malloc(ALL_BYTES);
    if (!orig || !work) abort();
    for (size_t i = 0; i < N; i++) {
        bls381_g1_compress(orig + 48 * i, &s->g1_values_monomial[i]);
        bls381_g1_compress(orig + 48 * (N + i), &s->g1_values_lagrange_brp[bit_reverse_12(i)]);
    }
    for (size_t i = 0; i < 65; i++) bls381_g2_compress(orig + G1_BYTES + 96 * i, &s->g2_values_monomial[i]);
    return 0;
}

/* point i of the 8257: [0, 8192) G1 (48 bytes), then G2 (96) */
static uint8_t *point(size_t i, size_t *len)
{
    *len = i < 2 * N ? 48 : 96;
    return i < 2 * N ? work + 48 * i : work + G1_BYTES + 96 * (i - 2 * N);
}

static size_t fuzz_index(fuzz_in *in)
{
    uint8_t m = fuzz_u8(in);
    uint64_t v = fuzz_u64(in);
    /* mostly the G2 points and the first G1 powers, where the chains start */
    if (m % 4 == 0) return 2 * N + v % 65;
    if (m % 4 == 1) return v % 16;
    return v % (2 * N + 65);
}

static void edit(fuzz_in *in)
{
    uint8_t op = fuzz_u8(in);
    size_t a = fuzz_index(in), b = fuzz_index(in), la, lb;
    uint8_t *pa = point(a, &la), *pb = point(b, &lb);
    switch (op % 4) {
    case 0: /* one byte */
        pa[fuzz_u8(in) % la] ^= fuzz_u8(in);
        break;
    case 1: /* swap two points of the same group */
    case 2: /* copy one over another */
        if (la != lb) break;
        uint8_t t[96];
        memcpy(t, pa, la);
        memcpy(pa, pb, la);
        if (op % 4 == 1) memcpy(pb, t, la);
        break;
    default: { /* [k] point */
        bls381_fr k;
        bls381_fr_from_u64(&k, fuzz_u64(in));
        if (la == 48) {
            bls381_g1_affine p;
            bls381_g1 j;
            if (bls381_g1_decompress(&p, pa) != BLS381_OK) break;
            bls381_g1_from_affine(&j, &p);
            bls381_g1_mul_vartime(&j, &j, &k);
            bls381_g1_to_affine(&p, &j);
            bls381_g1_compress(pa, &p);
        } else {
            bls381_g2_affine p;
            bls381_g2 j;
            if (bls381_g2_decompress(&p, pa) != BLS381_OK) break;
            bls381_g2_from_affine(&j, &p);
            bls381_g2_mul_vartime(&j, &j, &k);
            bls381_g2_to_affine(&p, &j);
            bls381_g2_compress(pa, &p);
        }
        break;
    }
    }
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    memcpy(work, orig, ALL_BYTES);
    unsigned edits = 1 + fuzz_u8(&in) % 4;
    for (unsigned e = 0; e < edits; e++) edit(&in);
    KZGSettings s;
    memset(&s, 0xa5, sizeof s);
    C_KZG_RET r = load_trusted_setup(&s, work, N * 48, work + N * 48, N * 48, work + G1_BYTES, 65 * 96, 0);
    bool same = memcmp(work, orig, ALL_BYTES) == 0;
    FUZZ_ASSERT(r == (same ? C_KZG_OK : C_KZG_BADARGS));
    if (r == C_KZG_OK) {
        free_trusted_setup(&s);
    } else {
        FUZZ_ASSERT(fuzz_all(&s, sizeof s, 0xa5));
    }
    return 0;
}
