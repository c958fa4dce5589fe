/* Every EIP-2537 operation (include/bls381_eip2537.h) on arbitrary input:
 * the first byte picks the operation (and whether the input keeps its
 * fuzzed length or is cut to a multiple of the pair size), the rest is the
 * call's input. Never a crash; the output untouched on error; on success a
 * point output is the all-zero infinity or a point on its curve (and in its
 * subgroup for the MSMs and maps), the pairing output 31 zeros then 0 or 1.
 * The gas functions take every length. */
#include "fuzz.h"
#include "bls381.h"

static bool all(const uint8_t *b, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++) if (b[i] != v) return false;
    return true;
}

static bool fp_of(bls381_fp *r, const uint8_t *b64)
{
    return all(b64, 16, 0) && bls381_fp_from_bytes(r, b64 + 16) == BLS381_OK;
}

static void check_g1(const uint8_t *o, bool subgroup)
{
    if (all(o, 128, 0)) return;
    bls381_g1_affine p;
    FUZZ_ASSERT(fp_of(&p.x, o) && fp_of(&p.y, o + 64));
    FUZZ_ASSERT(bls381_g1_affine_is_on_curve(&p));
    if (subgroup) FUZZ_ASSERT(bls381_g1_affine_in_subgroup(&p));
}

static void check_g2(const uint8_t *o, bool subgroup)
{
    if (all(o, 256, 0)) return;
    bls381_g2_affine p;
    FUZZ_ASSERT(fp_of(&p.x.c0, o) && fp_of(&p.x.c1, o + 64) && fp_of(&p.y.c0, o + 128) && fp_of(&p.y.c1, o + 192));
    FUZZ_ASSERT(bls381_g2_affine_is_on_curve(&p));
    if (subgroup) FUZZ_ASSERT(bls381_g2_affine_in_subgroup(&p));
}

FUZZ_TARGET
{
    fuzz_in in = { data, size };
    uint8_t op = fuzz_u8(&in);
    size_t len;
    const uint8_t *rest = fuzz_rest(&in, &len);
    static const size_t unit[7] = { 256, 512, 160, 288, 384, 64, 128 };
    if (op & 0x80) len -= len % unit[(op & 0x7f) % 7];
    uint8_t *buf = fuzz_dup(rest, len);
    uint8_t out[256];
    memset(out, 0xa5, sizeof out);
    bls381_status s;
    switch ((op & 0x7f) % 7) {
    case 0:
        s = bls381_eip2537_g1add(out, buf, len);
        if (s == BLS381_OK) check_g1(out, false);
        (void)bls381_eip2537_g1add_gas(len);
        break;
    case 1:
        s = bls381_eip2537_g2add(out, buf, len);
        if (s == BLS381_OK) check_g2(out, false);
        (void)bls381_eip2537_g2add_gas(len);
        break;
    case 2: {
        size_t need = bls381_eip2537_g1msm_scratch_size(len, 1);
        void *scratch = malloc(need ? need : 1);
        FUZZ_ASSERT(scratch);
        s = bls381_eip2537_g1msm(out, buf, len, scratch, need, NULL);
        if (s == BLS381_OK) check_g1(out, true);
        if (need > 0 && len > 0) { /* one byte short of scratch: refused before anything */
            uint8_t o2[128];
            memset(o2, 0xa5, sizeof o2);
            bls381_status s2 = bls381_eip2537_g1msm(o2, buf, len, scratch, need - 1, NULL);
            FUZZ_ASSERT(s2 != BLS381_OK && all(o2, sizeof o2, 0xa5));
        }
        free(scratch);
        (void)bls381_eip2537_g1msm_gas(len);
        break;
    }
    case 3: {
        size_t need = bls381_eip2537_g2msm_scratch_size(len, 1);
        void *scratch = malloc(need ? need : 1);
        FUZZ_ASSERT(scratch);
        s = bls381_eip2537_g2msm(out, buf, len, scratch, need, NULL);
        if (s == BLS381_OK) check_g2(out, true);
        free(scratch);
        (void)bls381_eip2537_g2msm_gas(len);
        break;
    }
    case 4:
        s = bls381_eip2537_pairing_check(out, buf, len, NULL);
        if (s == BLS381_OK) FUZZ_ASSERT(all(out, 31, 0) && out[31] <= 1);
        (void)bls381_eip2537_pairing_check_gas(len);
        break;
    case 5:
        s = bls381_eip2537_map_fp_to_g1(out, buf, len);
        if (s == BLS381_OK) check_g1(out, true);
        (void)bls381_eip2537_map_fp_to_g1_gas(len);
        break;
    default:
        s = bls381_eip2537_map_fp2_to_g2(out, buf, len);
        if (s == BLS381_OK) check_g2(out, true);
        (void)bls381_eip2537_map_fp2_to_g2_gas(len);
        break;
    }
    if (s != BLS381_OK) FUZZ_ASSERT(all(out, sizeof out, 0xa5));
    free(buf);
    return 0;
}
