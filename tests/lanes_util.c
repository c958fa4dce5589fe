#include "lanes_util.h"
#include "curve_util.h"
#include "harness.h"

#include "bls381.h"
#include "field/field.h"
#include "field/fp_x8.h"

#include <string.h>

int lanes_engines(int kinds[3])
{
    int n = 0;
    kinds[n++] = BLS381_LANES_OFF;
    kinds[n++] = BLS381_LANES_MODEL;
    bls381_fp_x8_select(BLS381_LANES_IFMA);
    if (bls381_lanes_engine() == BLS381_LANES_IFMA) kinds[n++] = BLS381_LANES_IFMA;
    bls381_fp_x8_select(-1);
    return n;
}

/* 2^bits - 1 (bits < 384) as an Fp element (raw limbs; below p) */
static void fp_ones(bls381_fp *r, unsigned bits)
{
    memset(r, 0, sizeof *r);
    for (unsigned i = 0; i < 6; i++)
        r->l[i] = bits >= 64 * (i + 1) ? ~0ULL : bits > 64 * i ? (1ULL << (bits - 64 * i)) - 1 : 0;
}

void lanes_pick_fp(bls381_fp *r)
{
    static const unsigned ones[] = {1, 52, 104, 156, 208, 260, 312, 364, 380};
    unsigned e = (unsigned)(test_rand64() % 30);
    switch (e) {
    case 0: bls381_fp_set_zero(r); break;
    case 1: bls381_fp_set_one(r); break;
    case 2: case 3:
        memcpy(r->l, bls381_fp_modulus, sizeof r->l);
        r->l[0] -= e - 1; /* p - 1, p - 2 */
        break;
    case 4: memset(r, 0, sizeof *r); r->l[0] = 1; break; /* 1/R in Montgomery terms */
    case 5: case 6: case 7: case 8: case 9: case 10: case 11: case 12: case 13:
        fp_ones(r, ones[e - 5]);
        break;
    default: cu_rand_fp(r);
    }
}

void lanes_at_least_p(uint8_t out[48])
{
    for (int i = 0; i < 48; i++) out[47 - i] = (uint8_t)(bls381_fp_modulus[i / 8] >> (8 * (i % 8)));
    if (test_rand64() & 1) out[47] += (uint8_t)(test_rand64() % 64); /* p ends in 0xab: no carry */
    else memset(out, 0xff, 48);
}

/* the reference: a loop over the one-point decoder stopping at the first error */
static bls381_status scalar_loop(const lanes_decoder *d, uint8_t *r, const uint8_t *in, size_t n, bool subgroup,
                                 size_t *bad)
{
    for (size_t i = 0; i < n; i++) {
        bls381_status st = d->one(r + d->out_bytes * i, in + d->in_bytes * i, subgroup);
        if (st != BLS381_OK) {
            *bad = i;
            return st;
        }
    }
    return BLS381_OK;
}

void lanes_check_decoder(const lanes_decoder *d, size_t max_n)
{
    enum { MAX_BYTES = LANES_DECODER_MAX_N * 192 };
    static uint8_t in[MAX_BYTES], want[MAX_BYTES], got[MAX_BYTES];
    int kinds[3], ne = lanes_engines(kinds);
    unsigned seen[LANES_DECODER_KINDS] = { 0 };
    unsigned next_invalid = 0; /* the invalid kinds in turn: each is drawn at every scale */
    REQUIRE(max_n <= LANES_DECODER_MAX_N && d->in_bytes <= 192 && d->out_bytes <= 192);
    /* every size at full scale; every third at reduced scale (the cross
     * targets run the model under qemu) */
    const size_t step = test_iters(100) >= 100 ? 1 : 3;
    for (size_t n = 0; n <= max_n; n += step) {
        for (int trial = 0; trial < 3; trial++) {
            /* trial 0: valid points only; else one or two invalid ones */
            for (size_t i = 0; i < n; i++) {
                unsigned c = (unsigned)(test_rand64() % 16);
                c = c < 10 ? 0 : c < 12 ? 1 : c < 15 ? 2 : 3;
                if (trial > 0 && c == 2) c = 0; /* the invalid ones stop the batch */
                d->encode(in + d->in_bytes * i, c);
                seen[c]++;
            }
            for (int j = 0; n > 0 && j < trial; j++) {
                unsigned c = LANES_DECODER_VALID + next_invalid++ % (d->kinds - LANES_DECODER_VALID);
                d->encode(in + d->in_bytes * (test_rand64() % n), c);
                seen[c]++;
            }
            for (int subgroup = 0; subgroup < 2; subgroup++) {
                size_t bad_want = 99, bad_got = 99;
                bls381_status st_want = scalar_loop(d, want, in, n, subgroup, &bad_want);
                size_t good = st_want == BLS381_OK ? n : bad_want;
                for (int e = 0; e < ne; e++) {
                    bls381_fp_x8_select(kinds[e]);
                    bad_got = 99;
                    bls381_status st = d->batch(got, in, n, subgroup, &bad_got);
                    CHECK_LOOP(st == st_want);
                    CHECK_LOOP(bad_got == (st_want == BLS381_OK ? 99 : bad_want));
                    CHECK_LOOP(memcmp(got, want, good * d->out_bytes) == 0);
                }
                bls381_fp_x8_select(-1);
            }
        }
    }
    for (unsigned c = 0; c < d->kinds; c++) CHECK(seen[c] > 0);
}
