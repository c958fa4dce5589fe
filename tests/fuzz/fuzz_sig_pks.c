/* The batch key parser bls381_sig_pks_from_bytes and its form in caller
 * memory (_with_scratch, on an exactly sized heap block) on up to 24 keys,
 * each either fuzzed bytes or a valid key ([i]G, so that batches get past
 * their first key), against a loop over bls381_sig_pk_from_bytes stopping
 * at the first error: the same status, index and keys, pks untouched on
 * error; on the lane engine the library picked or, by a bit of the input,
 * on the portable model. */
#include "fuzz.h"
#include "bls381.h"
#include "field/fp_x8.h"

enum { MAXN = 24 };

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in), keys[MAXN * 48];
    size_t n = fuzz_u8(&in) % (MAXN + 1);
    uint32_t fuzzed = (uint32_t)fuzz_u64(&in);
    bls381_g1 g, p;
    bls381_g1_generator(&g);
    p = g;
    for (size_t i = 0; i < n; i++) {
        bls381_g1_affine a;
        bls381_g1_to_affine(&a, &p);
        bls381_g1_compress(keys + 48 * i, &a);
        bls381_g1_add(&p, &p, &g);
        if ((fuzzed >> i) & 1) fuzz_bytes(&in, keys + 48 * i, 48);
    }
    bls381_sig_pk want[MAXN], got[MAXN];
    bls381_status ws = BLS381_OK;
    size_t wi = 0, bi = 999;
    for (; wi < n; wi++)
        if ((ws = bls381_sig_pk_from_bytes(&want[wi], keys + 48 * wi)) != BLS381_OK) break;
    /* both forms; the scratch on the heap, exactly its size (ASan sees a write past it) */
    size_t need = bls381_sig_pks_from_bytes_scratch_size(n);
    void *scratch = malloc(need ? need : 1);
    FUZZ_ASSERT(scratch != NULL);
    if (op & 1) bls381_fp_x8_select(BLS381_LANES_MODEL);
    for (int form = 0; form < 2; form++) {
        memset(got, 0xa5, sizeof got);
        bi = 999;
        bls381_status s = form ? bls381_sig_pks_from_bytes_with_scratch(got, keys, n, &bi, scratch, need) : bls381_sig_pks_from_bytes(got, keys, n, &bi);
        fuzz_assert_batch_parse(ws, wi, s, bi, want, got, n, sizeof got[0], sizeof got);
    }
    if (op & 1) bls381_fp_x8_select(-1);
    free(scratch);
    return 0;
}
