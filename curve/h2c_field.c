/*
 * hash_to_field (RFC 9380 section 5.2) for Fp and Fp2 with L = 64: each
 * element of Fp is OS2IP of 64 uniform bytes reduced mod p. The 512-bit
 * integer t is reduced with one Montgomery reduction, which gives t/R mod p
 * (R = 2^384; t < 2^512 < p*R as the reduction needs), then one Montgomery
 * product by R^3 mod p, which gives t*R mod p: t in Montgomery form.
 */
#include "curve/h2c.h"
#include "field/mont.h"
#include "hash/hash.h"
#include "sys/ct.h"

#define L 64

/* R^3 mod p, plain limbs. */
static const bls381_fp r3 = { {
    0xed48ac6bd94ca1e0ULL, 0x315f831e03a7adf8ULL, 0x9a53352a615e29ddULL,
    0x34c04e5e921e1761ULL, 0x2512d43565724728ULL, 0x0aa6346091755d4dULL,
} };

static void fp_from_64_bytes(bls381_fp *r, const uint8_t in[L])
{
    uint64_t t[12] = { 0 };
    bls381_limbs_from_be(t, in, 8);     /* 8 limbs; the top 4 stay zero */
    bls381_fp_redc(r, t);
    bls381_fp_mul(r, r, &r3);
}

/* The suites need at most 2 Fp2 elements: 256 uniform bytes. */
#define MAX_ELEMS 4

static bls381_status hash_to_fp_array(bls381_fp *e, size_t n, const uint8_t *msg, size_t msg_len,
                                      const uint8_t *dst, size_t dst_len)
{
    uint8_t buf[MAX_ELEMS * L];
    bls381_status s = bls381_expand_message_xmd(buf, n * L, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    for (size_t i = 0; i < n; i++) fp_from_64_bytes(&e[i], buf + L * i);
    bls381_secure_zero(buf, sizeof buf);
    return BLS381_OK;
}

bls381_status bls381_hash_to_field_fp(bls381_fp *u, size_t count, const uint8_t *msg, size_t msg_len,
                                      const uint8_t *dst, size_t dst_len)
{
    bls381_fp e[MAX_ELEMS];
    if (count == 0 || count > MAX_ELEMS || !u) return BLS381_ERR_BADARGS;
    bls381_status s = hash_to_fp_array(e, count, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    for (size_t i = 0; i < count; i++) u[i] = e[i];
    return BLS381_OK;
}

bls381_status bls381_hash_to_field_fp2(bls381_fp2 *u, size_t count, const uint8_t *msg, size_t msg_len,
                                       const uint8_t *dst, size_t dst_len)
{
    /* element i is (e_(2i), e_(2i+1)) (elm_offset = L * (j + i*m)) */
    bls381_fp e[MAX_ELEMS];
    if (count == 0 || 2 * count > MAX_ELEMS || !u) return BLS381_ERR_BADARGS;
    bls381_status s = hash_to_fp_array(e, 2 * count, msg, msg_len, dst, dst_len);
    if (s != BLS381_OK) return s;
    for (size_t i = 0; i < count; i++) { u[i].c0 = e[2 * i]; u[i].c1 = e[2 * i + 1]; }
    return BLS381_OK;
}
