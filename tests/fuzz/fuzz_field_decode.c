/* Field and scalar decoding: Fp and Fr from bytes and from limbs, Fp12 from
 * bytes, Fr from 64 wide bytes. Accepted exactly when the value is below
 * the modulus (compared here limb by limb, independently of the library);
 * the output untouched on error; accepted values encode back to the same
 * bytes; the wide reduction equals a Horner evaluation in Fr. */
#include "fuzz.h"
#include "bls381.h"
#include "field/field.h"

static bool below(const uint64_t *v, const uint64_t *m, int n) /* v < m, little-endian limbs */
{
    for (int i = n - 1; i >= 0; i--)
        if (v[i] != m[i]) return v[i] < m[i];
    return false;
}

static void be_to_limbs(uint64_t *l, const uint8_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        uint64_t v = 0;
        for (int j = 0; j < 8; j++) v = v << 8 | b[(n - 1 - i) * 8 + j];
        l[i] = v;
    }
}

static bool all(const void *p, size_t n, uint8_t v)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++) if (b[i] != v) return false;
    return true;
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t b[BLS381_FP12_BYTES], out[64];
    fuzz_bytes(&in, b, sizeof b);

    /* Fp from 48 bytes, then from the same value as limbs */
    uint64_t l[6], back[6];
    be_to_limbs(l, b, 6);
    bool ok = below(l, bls381_fp_modulus, 6);
    bls381_fp a, c;
    memset(&a, 0xa5, sizeof a);
    bls381_status s = bls381_fp_from_bytes(&a, b);
    FUZZ_ASSERT((s == BLS381_OK) == ok);
    if (ok) {
        bls381_fp_to_bytes(out, &a);
        FUZZ_ASSERT(!memcmp(out, b, 48));
        memset(&c, 0xa5, sizeof c);
        FUZZ_ASSERT(bls381_fp_from_limbs(&c, l) == BLS381_OK && bls381_fp_eq(&a, &c));
        bls381_fp_to_limbs(back, &c);
        FUZZ_ASSERT(!memcmp(back, l, sizeof l));
    } else {
        FUZZ_ASSERT(s == BLS381_ERR_ENCODING && all(&a, sizeof a, 0xa5));
        FUZZ_ASSERT(bls381_fp_from_limbs(&a, l) == BLS381_ERR_ENCODING && all(&a, sizeof a, 0xa5));
    }

    /* Fr from 32 bytes and limbs */
    uint64_t k[4], kb[4];
    be_to_limbs(k, b + 48, 4);
    ok = below(k, bls381_fr_modulus, 4);
    bls381_fr x, y;
    memset(&x, 0xa5, sizeof x);
    s = bls381_fr_from_bytes(&x, b + 48);
    FUZZ_ASSERT((s == BLS381_OK) == ok);
    if (ok) {
        bls381_fr_to_bytes(out, &x);
        FUZZ_ASSERT(!memcmp(out, b + 48, 32));
        FUZZ_ASSERT(bls381_fr_from_limbs(&y, k) == BLS381_OK && bls381_fr_eq(&x, &y));
        bls381_fr_to_limbs(kb, &y);
        FUZZ_ASSERT(!memcmp(kb, k, sizeof k));
    } else {
        FUZZ_ASSERT(s == BLS381_ERR_ENCODING && all(&x, sizeof x, 0xa5));
        FUZZ_ASSERT(bls381_fr_from_limbs(&x, k) == BLS381_ERR_ENCODING && all(&x, sizeof x, 0xa5));
    }

    /* Fr from 64 wide bytes = Horner over 8-byte words */
    bls381_fr w, h, base, t;
    bls381_fr_from_bytes_wide(&w, b + 80);
    bls381_fr_set_zero(&h);
    bls381_fr_from_u64(&base, 1ULL << 32);
    bls381_fr_sqr(&base, &base);                 /* 2^64 */
    for (int i = 0; i < 8; i++) {
        uint64_t v = 0;
        for (int j = 0; j < 8; j++) v = v << 8 | b[80 + 8 * i + j];
        bls381_fr_mul(&h, &h, &base);
        bls381_fr_from_u64(&t, v);
        bls381_fr_add(&h, &h, &t);
    }
    FUZZ_ASSERT(bls381_fr_eq(&w, &h));

    /* Fp12: accepted when each of the twelve values is below p */
    ok = true;
    for (int i = 0; i < 12; i++) {
        be_to_limbs(l, b + 48 * i, 6);
        ok = ok && below(l, bls381_fp_modulus, 6);
    }
    bls381_fp12 f;
    uint8_t f_out[BLS381_FP12_BYTES];
    memset(&f, 0xa5, sizeof f);
    s = bls381_fp12_from_bytes(&f, b);
    FUZZ_ASSERT((s == BLS381_OK) == ok);
    if (ok) {
        bls381_fp12_to_bytes(f_out, &f);
        FUZZ_ASSERT(!memcmp(f_out, b, sizeof b));
    } else {
        FUZZ_ASSERT(s == BLS381_ERR_ENCODING && all(&f, sizeof f, 0xa5));
    }
    return 0;
}
