/* The batch parsers of sig/parse_batch.c, each in its two forms (a stack
 * buffer, and the _with_scratch variant decoding every point once into the
 * caller's block), against a loop over the one-point parser stopping at
 * the first error: the same points, the same status and index, the output
 * untouched on every error and the scratch not written past its size, with
 * the lane engine off, on the model and on IFMA where the CPU has it.
 * Batch sizes 0, 1, 7, 8, 9, 63, 64, 65, 130 and 200 (whole groups of
 * eight, remainders, one to four chunks of 64); every rejection of the
 * one-point parser at the first, a random and the last index (at reduced
 * scale some of the rejections, in turn from a random one), and two
 * failures at random indices (the lower index wins).
 * - bls381_sig_pks_from_bytes[_with_scratch] against
 *   bls381_sig_pk_from_bytes: the rejections are tests/contract_points.c's
 *   bad G1 encodings, the identity and the point (0, 2) of order 3; also
 *   the identity before or after a key off the curve or outside G1;
 * - bls381_sig_signatures_from_bytes[_with_scratch] against
 *   bls381_sig_from_bytes: the identity (a valid signature) among valid
 *   ones; the rejections are the bad G2 encodings and a point of order
 *   13. */
#include "harness.h"
#include "contract.h"
#include "curve_util.h"
#include "lanes_util.h"
#include "field/fp_x8.h"

#include <string.h>

enum { MAXN = 200, NSIZES = 10, MAXKINDS = NBAD + 2, SPARE = 64 };
static const size_t sizes[NSIZES] = {0, 1, 7, 8, 9, 63, 64, 65, 130, MAXN};

/* one kind of point: encoded and parsed sizes, the one-point parser, the
 * batch parser and its _with_scratch variant with its scratch size
 * (through void pointers) */
typedef struct {
    size_t in_bytes, out_bytes;
    bls381_status (*one)(void *r, const uint8_t *in);
    bls381_status (*many)(void *r, const uint8_t *in, size_t n, size_t *bad);
    bls381_status (*many_scratch)(void *r, const uint8_t *in, size_t n, size_t *bad, void *scratch, size_t size);
    size_t (*scratch_size)(size_t n);
} parser;

static bls381_status pk_one(void *r, const uint8_t *in) { return bls381_sig_pk_from_bytes(r, in); }
static bls381_status pk_many(void *r, const uint8_t *in, size_t n, size_t *bad)
{
    return bls381_sig_pks_from_bytes(r, in, n, bad);
}
static bls381_status pk_many_scratch(void *r, const uint8_t *in, size_t n, size_t *bad, void *scratch, size_t size)
{
    return bls381_sig_pks_from_bytes_with_scratch(r, in, n, bad, scratch, size);
}
static bls381_status sig_one(void *r, const uint8_t *in) { return bls381_sig_from_bytes(r, in); }
static bls381_status sig_many(void *r, const uint8_t *in, size_t n, size_t *bad)
{
    return bls381_sig_signatures_from_bytes(r, in, n, bad);
}
static bls381_status sig_many_scratch(void *r, const uint8_t *in, size_t n, size_t *bad, void *scratch, size_t size)
{
    return bls381_sig_signatures_from_bytes_with_scratch(r, in, n, bad, scratch, size);
}
static const parser keys = { 48, sizeof(bls381_sig_pk), pk_one, pk_many, pk_many_scratch,
                             bls381_sig_pks_from_bytes_scratch_size };
static const parser signatures = { 96, sizeof(bls381_sig_signature), sig_one, sig_many, sig_many_scratch,
                                   bls381_sig_signatures_from_bytes_scratch_size };

/* the batch parsers on in[0..n) against the one-point loop: 0 when they
 * agree. The _with_scratch form on every engine, the other on one engine
 * per call, in turn (both forms run the same decoders: the forms differ in
 * parse_batch.c's driver only); the scratch is exactly the documented
 * size, 8 bytes into its block (aligned for uint64_t only), followed by
 * SPARE bytes that must stay as they were. */
static int check_batch(const parser *p, const uint8_t *in, size_t n)
{
    static uint8_t want[MAXN * sizeof(bls381_sig_signature)], got[sizeof want];
    static uint64_t block[(8 + sizeof want + SPARE) / 8];
    static unsigned turn;
    uint8_t *scratch = (uint8_t *)block + 8;
    bls381_status ws = BLS381_OK;
    size_t wi = 0, need = p->scratch_size(n);
    int kinds[3], nk = lanes_engines(kinds), fails = 0, plain_on = (int)(turn++ % (unsigned)nk);
    for (; wi < n; wi++)
        if ((ws = p->one(want + p->out_bytes * wi, in + p->in_bytes * wi)) != BLS381_OK) break;
    if (need != n * p->out_bytes) return 1;
    for (int e = 0; e < nk; e++) {
        bls381_fp_x8_select(kinds[e]);
        for (int v = e == plain_on ? 0 : 1; v < 2; v++) {
            size_t bi = 12345;
            memset(got, PAT, sizeof got);
            memset(block, 0x5a, sizeof block);
            bls381_status s = v ? p->many_scratch(got, in, n, &bi, scratch, need) : p->many(got, in, n, &bi);
            fails += s != ws;
            fails += ws != BLS381_OK && bi != wi;
            fails += ws == BLS381_OK && (bi != 12345 || memcmp(got, want, n * p->out_bytes) != 0);
            fails += !untouched(got + (ws == BLS381_OK ? n * p->out_bytes : 0),
                                sizeof got - (ws == BLS381_OK ? n * p->out_bytes : 0));
            for (size_t i = 0; i < SPARE; i++) fails += scratch[need + i] != 0x5a;
            /* white box (sig/parse_batch.c): on success the scratch holds
             * every point, each decoded once into its place and the output
             * copied from it; the stack path's second decode would leave
             * one chunk of 64 at its start past 64 points */
            fails += v && ws == BLS381_OK && memcmp(scratch, want, n * p->out_bytes) != 0;
        }
    }
    bls381_fp_x8_select(-1);
    return fails;
}

/* good[0..n) with bad encodings put in (bad[0..nkinds), each rejected
 * with why[k] by the one-point parser): every kind (at reduced scale some,
 * in turn) at one index, the first, a random or the last by turns (turn
 * shifts the order between calls), then two at random indices (perhaps
 * in one group of eight, perhaps one index twice) */
static void check_rejections(const parser *p, const uint8_t *good, uint8_t *in, size_t n,
                             const uint8_t bad[][96], const bls381_status *why, int nkinds, size_t turn)
{
    size_t first = test_first_case((size_t)nkinds), runs = test_iters((size_t)nkinds);
    uint8_t one[sizeof(bls381_sig_signature)];
    for (size_t j = 0; j < runs; j++) {
        size_t b = (first + j) % (size_t)nkinds, w = (j + turn) % 3;
        /* the one-point parser's verdict, so each rejection really is one */
        CHECK_LOOP(p->one(one, bad[b]) == why[b]);
        memcpy(in, good, p->in_bytes * n);
        memcpy(in + p->in_bytes * (w == 0 ? 0 : w == 1 ? test_rand64() % n : n - 1), bad[b], p->in_bytes);
        CHECK_LOOP(check_batch(p, in, n) == 0);
    }
    for (int q = 0; n >= 3 && q < 3; q++) {
        memcpy(in, good, p->in_bytes * n);
        memcpy(in + p->in_bytes * (test_rand64() % n), bad[test_rand64() % (size_t)nkinds], p->in_bytes);
        memcpy(in + p->in_bytes * (test_rand64() % n), bad[test_rand64() % (size_t)nkinds], p->in_bytes);
        CHECK_LOOP(check_batch(p, in, n) == 0);
    }
}

TEST(sig_pks_from_bytes__both_forms_match_the_one_key_parser_on_every_engine)
{
    enum { NKINDS = NBAD + 2 };
    static uint8_t good[48 * MAXN], in[48 * MAXN];
    uint8_t bad[NKINDS][96];
    bad_point c[NBAD], u[NBAD];
    bls381_status why[NKINDS];
    for (size_t i = 0; i < MAXN; i++) {
        bls381_g1 p;
        bls381_g1_affine a;
        cu_rand_g1_fast(&p);
        bls381_g1_to_affine(&a, &p);
        bls381_g1_compress(good + 48 * i, &a);
    }
    contract_bad_g1(c, u);
    for (int i = 0; i < NBAD; i++) memcpy(bad[i], c[i].b, 48), why[i] = c[i].want;
    memset(bad[NBAD], 0, 48), bad[NBAD][0] = 0xc0, why[NBAD] = BLS381_ERR_INFINITY;
    memset(bad[NBAD + 1], 0, 48), bad[NBAD + 1][0] = 0x80, why[NBAD + 1] = BLS381_ERR_NOT_IN_SUBGROUP;
    for (size_t z = 0; z < NSIZES; z++) {
        size_t n = sizes[z];
        CHECK(check_batch(&keys, good, n) == 0);
        if (n == 0) continue;
        check_rejections(&keys, good, in, n, (const uint8_t (*)[96])bad, why, NKINDS, z);
        if (n < 3) continue;
        /* two failures: the identity before or after a key outside G1 or
         * off the curve, in one group of eight and across groups */
        const size_t pairs[][2] = {{n / 2, n - 1}, {n - 1, n / 2}, {0, 2}, {2, 0}, {1, n - 1}};
        for (size_t q = 0; q < 5; q++) {
            memcpy(in, good, 48 * n);
            memcpy(in + 48 * pairs[q][0], bad[NBAD], 48);
            memcpy(in + 48 * pairs[q][1], bad[5 + (q + z) % 2], 48); /* off the curve, outside G1 */
            CHECK_LOOP(check_batch(&keys, in, n) == 0);
        }
    }
    /* arguments: NULL arrays with n > 0, and n = 0 with NULL everywhere */
    size_t bi = 7;
    bls381_sig_pk pk;
    CHECK(bls381_sig_pks_from_bytes(NULL, good, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_pks_from_bytes(&pk, NULL, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_pks_from_bytes(NULL, NULL, 0, NULL) == BLS381_OK);
    CHECK(bls381_sig_pks_from_bytes(&pk, bad[NBAD], 1, NULL) == BLS381_ERR_INFINITY);
}

TEST(sig_signatures_from_bytes__both_forms_match_the_one_signature_parser_on_every_engine)
{
    enum { NKINDS = NBAD + 1 };
    static uint8_t good[96 * MAXN], in[96 * MAXN];
    uint8_t bad[NKINDS][96];
    bad_point c[NBAD], u[NBAD];
    bls381_status why[NKINDS];
    bls381_g2 p;
    bls381_g2_affine a;
    for (size_t i = 0; i < MAXN; i++) {
        cu_rand_g2_fast(&p);
        if (test_rand64() % 16 == 0) bls381_g2_set_infinity(&p); /* the identity is a signature */
        bls381_g2_to_affine(&a, &p);
        bls381_g2_compress(good + 96 * i, &a);
    }
    contract_bad_g2(c, u);
    for (int i = 0; i < NBAD; i++) memcpy(bad[i], c[i].b, 96), why[i] = c[i].want;
    cu_rand_e2_order_13(&p);
    bls381_g2_to_affine(&a, &p);
    bls381_g2_compress(bad[NBAD], &a);
    why[NBAD] = BLS381_ERR_NOT_IN_SUBGROUP;
    for (size_t z = 0; z < NSIZES; z++) {
        size_t n = sizes[z];
        CHECK(check_batch(&signatures, good, n) == 0);
        if (n > 0) check_rejections(&signatures, good, in, n, (const uint8_t (*)[96])bad, why, NKINDS, z);
    }
    /* arguments: NULL arrays with n > 0, and n = 0 with NULL everywhere */
    size_t bi = 7;
    bls381_sig_signature sig;
    CHECK(bls381_sig_signatures_from_bytes(NULL, good, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_signatures_from_bytes(&sig, NULL, 1, &bi) == BLS381_ERR_BADARGS && bi == 7);
    CHECK(bls381_sig_signatures_from_bytes(NULL, NULL, 0, NULL) == BLS381_OK);
    CHECK(bls381_sig_signatures_from_bytes(&sig, bad[NBAD], 1, NULL) == BLS381_ERR_NOT_IN_SUBGROUP);
}
