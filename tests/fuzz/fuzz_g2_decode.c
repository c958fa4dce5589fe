/* G2 decoding, compressed and uncompressed, checked and unchecked: never
 * crashes; output untouched on error; the checked decoders accept exactly
 * what the unchecked ones accept and the subgroup check passes; an accepted
 * encoding is canonical (encoding the point again gives the same bytes) and
 * both forms of one point agree. */
#include "fuzz.h"
#include "bls381.h"

static void untouched(const bls381_g2_affine *p)
{
    const uint8_t *b = (const uint8_t *)p;
    for (size_t i = 0; i < sizeof *p; i++) FUZZ_ASSERT(b[i] == 0xa5);
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t enc[192], out[192];
    fuzz_bytes(&in, enc, sizeof enc);
    bls381_g2_affine pc, pu, qc, qu;
    memset(&pc, 0xa5, sizeof pc); memset(&pu, 0xa5, sizeof pu);
    memset(&qc, 0xa5, sizeof qc); memset(&qu, 0xa5, sizeof qu);

    /* compressed */
    bls381_status sc = bls381_g2_decompress(&pc, enc);
    bls381_status su = bls381_g2_decompress_no_subgroup_check(&pu, enc);
    if (su != BLS381_OK) {
        FUZZ_ASSERT(sc == su);
        untouched(&pu);
        untouched(&pc);
    } else {
        FUZZ_ASSERT(bls381_g2_affine_is_on_curve(&pu));
        bool in_g2 = bls381_g2_affine_in_subgroup(&pu);
        FUZZ_ASSERT(in_g2 == (sc == BLS381_OK));
        if (sc == BLS381_OK) FUZZ_ASSERT(bls381_g2_affine_eq(&pc, &pu));
        else { FUZZ_ASSERT(sc == BLS381_ERR_NOT_IN_SUBGROUP); untouched(&pc); }
        bls381_g2_compress(out, &pu);
        FUZZ_ASSERT(!memcmp(out, enc, 96));
        bls381_g2_serialize(out, &pu);
        FUZZ_ASSERT(bls381_g2_deserialize_no_subgroup_check(&qu, out) == BLS381_OK);
        FUZZ_ASSERT(bls381_g2_affine_eq(&qu, &pu));
    }

    /* uncompressed */
    memset(&pc, 0xa5, sizeof pc); memset(&pu, 0xa5, sizeof pu);
    sc = bls381_g2_deserialize(&pc, enc);
    su = bls381_g2_deserialize_no_subgroup_check(&pu, enc);
    if (su != BLS381_OK) {
        FUZZ_ASSERT(sc == su);
        untouched(&pu);
        untouched(&pc);
    } else {
        FUZZ_ASSERT(bls381_g2_affine_is_on_curve(&pu));
        bool in_g2 = bls381_g2_affine_in_subgroup(&pu);
        FUZZ_ASSERT(in_g2 == (sc == BLS381_OK));
        if (sc == BLS381_OK) FUZZ_ASSERT(bls381_g2_affine_eq(&pc, &pu));
        else { FUZZ_ASSERT(sc == BLS381_ERR_NOT_IN_SUBGROUP); untouched(&pc); }
        bls381_g2_serialize(out, &pu);
        FUZZ_ASSERT(!memcmp(out, enc, 192));
        bls381_g2_compress(out, &pu);
        FUZZ_ASSERT(bls381_g2_decompress_no_subgroup_check(&qc, out) == BLS381_OK);
        FUZZ_ASSERT(bls381_g2_affine_eq(&qc, &pu));
    }
    return 0;
}
