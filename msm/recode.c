/* Signed-digit recoding of MSM scalars, see msm.h. */
#include "msm/msm.h"
#include "sys/verify.h"

unsigned bls381_msm_windows(unsigned bits, unsigned c)
{
    return (bits + 1 + c - 1) / c;
}

/* bits [start, start + c) of a 4-limb scalar (zero past bit 255) */
static uint64_t chunk(const uint64_t s[4], unsigned start, unsigned c)
{
    unsigned limb = start / 64, off = start % 64;
    if (limb >= 4) return 0;
    uint64_t v = s[limb] >> off;
    if (off + c > 64 && limb + 1 < 4) v |= s[limb + 1] << (64 - off);
    return v & ((1ULL << c) - 1);
}

#ifdef BLS381_VERIFY
/* the scalar is below 2^bits (the recoding's precondition) */
static int fits(const uint64_t s[4], unsigned bits)
{
    for (unsigned b = bits; b < 256; b++)
        if ((s[b / 64] >> (b % 64)) & 1) return 0;
    return 1;
}
#endif

void bls381_msm_recode(int32_t *digits, size_t stride, const uint64_t (*scalars)[4], size_t n, unsigned bits,
                       unsigned c)
{
    unsigned windows = bls381_msm_windows(bits, c);
    int64_t half = (int64_t)1 << (c - 1), full = (int64_t)1 << c;
    for (size_t i = 0; i < n; i++) {
        int64_t carry = 0;
#ifdef BLS381_VERIFY
        BLS381_VERIFY_CHECK(fits(scalars[i], bits));
#endif
        for (unsigned w = 0; w < windows; w++) {
            int64_t v = (int64_t)chunk(scalars[i], w * c, c) + carry;
            carry = 0;
            if (v > half && w + 1 < windows) {
                v -= full;
                carry = 1;
            }
            /* |digit| <= 2^(c-1); in the top window no carry is left */
            BLS381_VERIFY_CHECK(v > -half && v <= half);
            digits[(size_t)w * stride + i] = (int32_t)v;
        }
        BLS381_VERIFY_CHECK(carry == 0);
    }
}
