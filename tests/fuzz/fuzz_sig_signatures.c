/* The batch signature parser bls381_sig_signatures_from_bytes and its form
 * in caller memory (_with_scratch, on an exactly sized heap block) on up to
 * 17 signatures (two groups of eight and one more), each fuzzed bytes, the
 * identity, or a valid point [i]G2 (so that batches get past their first
 * signature and groups of eight fill), maybe with one fuzzed byte xored
 * in, against a loop over bls381_sig_from_bytes stopping at the first
 * error: the same status, index and signatures, sigs untouched on error;
 * on the lane engine the library picked or, by a bit of the input, on the
 * portable model. */
#include "fuzz.h"
#include "bls381.h"
#include "field/fp_x8.h"

enum { MAXN = 17 };

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in), sigs[MAXN * 96];
    size_t n = fuzz_u8(&in) % (MAXN + 1);
    uint64_t kinds = fuzz_u64(&in);
    bls381_g2 g, p;
    bls381_g2_generator(&g);
    p = g;
    for (size_t i = 0; i < n; i++) {
        bls381_g2_affine a;
        bls381_g2_to_affine(&a, &p);
        bls381_g2_compress(sigs + 96 * i, &a);
        bls381_g2_add(&p, &p, &g);
        /* two bits a signature: valid, the identity, fuzzed, one byte changed */
        switch ((kinds >> (2 * i)) & 3) {
        case 1: memset(sigs + 96 * i, 0, 96), sigs[96 * i] = 0xc0; break;
        case 2: fuzz_bytes(&in, sigs + 96 * i, 96); break;
        case 3: sigs[96 * i + fuzz_u8(&in) % 96] ^= fuzz_u8(&in); break;
        default: break;
        }
    }
    bls381_sig_signature want[MAXN], got[MAXN];
    bls381_status ws = BLS381_OK;
    size_t wi = 0, bi = 999;
    for (; wi < n; wi++)
        if ((ws = bls381_sig_from_bytes(&want[wi], sigs + 96 * wi)) != BLS381_OK) break;
    /* both forms; the scratch on the heap, exactly its size (ASan sees a write past it) */
    size_t need = bls381_sig_signatures_from_bytes_scratch_size(n);
    void *scratch = malloc(need ? need : 1);
    FUZZ_ASSERT(scratch != NULL);
    if (op & 1) bls381_fp_x8_select(BLS381_LANES_MODEL);
    for (int form = 0; form < 2; form++) {
        memset(got, 0xa5, sizeof got);
        bi = 999;
        bls381_status s = form ? bls381_sig_signatures_from_bytes_with_scratch(got, sigs, n, &bi, scratch, need) : bls381_sig_signatures_from_bytes(got, sigs, n, &bi);
        fuzz_assert_batch_parse(ws, wi, s, bi, want, got, n, sizeof got[0], sizeof got);
    }
    if (op & 1) bls381_fp_x8_select(-1);
    free(scratch);
    return 0;
}
