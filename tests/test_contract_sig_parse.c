/* The bad-input contract (tests/contract.h) of the batch parsers of
 * bls381_sig.h in caller memory, bls381_sig_pks_from_bytes_with_scratch and
 * bls381_sig_signatures_from_bytes_with_scratch: the documented scratch
 * size, saturated; refusals for a NULL, empty, one byte short or
 * misaligned scratch, NULL arrays, and counts the scratch cannot hold
 * (BADARGS with the output, *bad_index and the scratch untouched, before
 * the input is read: one-element heap arrays with n = 2 would be read out
 * of bounds otherwise); n = 0 with NULL everywhere; every bad encoding
 * second of two (its status and index, the output untouched). Their
 * statuses and results against the one-point parsers at every size:
 * tests/test_sig_parse.c. */
#include "contract.h"

/* one parser in caller memory (through void pointers) */
typedef struct {
    size_t in_bytes, out_bytes;
    bls381_status (*parse)(void *r, const uint8_t *in, size_t n, size_t *bad, void *scratch, size_t size);
    bls381_status (*one)(void *r, const uint8_t *in);
    size_t (*size)(size_t n);
    void (*bad)(bad_point c[NBAD], bad_point u[NBAD]);
} scratch_parser;

static bls381_status pks(void *r, const uint8_t *in, size_t n, size_t *bad, void *scratch, size_t size)
{
    return bls381_sig_pks_from_bytes_with_scratch(r, in, n, bad, scratch, size);
}
static bls381_status pk_one(void *r, const uint8_t *in) { return bls381_sig_pk_from_bytes(r, in); }
static bls381_status sig_one(void *r, const uint8_t *in) { return bls381_sig_from_bytes(r, in); }
static bls381_status sigs(void *r, const uint8_t *in, size_t n, size_t *bad, void *scratch, size_t size)
{
    return bls381_sig_signatures_from_bytes_with_scratch(r, in, n, bad, scratch, size);
}

/* one call refused: BADARGS with nothing written (out[0..2), *bad, and
 * the block mem[0..mem_len) the scratch, when not NULL, lies in) */
static int refused(const scratch_parser *p, void *out, const uint8_t *in, size_t n, uint8_t *scratch, size_t size,
                   uint8_t *mem, size_t mem_len)
{
    size_t bad = 777;
    memset(out, PAT, 2 * p->out_bytes);
    memset(mem, PAT, mem_len);
    return p->parse(out, in, n, &bad, scratch, size) == BLS381_ERR_BADARGS && bad == 777 &&
           untouched(out, 2 * p->out_bytes) && untouched(mem, mem_len);
}

static void check_parser(const scratch_parser *p, const uint8_t two[192])
{
    size_t need = p->size(2), len = need + 16, at;
    REQUIRE(need == 2 * p->out_bytes);
    uint8_t *in = malloc(2 * p->in_bytes), *out = malloc(2 * p->out_bytes);
    uint64_t *block = malloc(len);
    REQUIRE(in && out && block);
    uint8_t *mem = (uint8_t *)block;
    memcpy(in, two, 2 * p->in_bytes);

    /* exactly the size, filled with garbage, at 0 and 8 bytes into the
     * block (aligned for uint64_t only): both points, as the one-point
     * parser gives them */
    uint8_t want[2 * sizeof(bls381_sig_signature)];
    REQUIRE(p->one(want, in) == BLS381_OK && p->one(want + p->out_bytes, in + p->in_bytes) == BLS381_OK);
    for (int off = 0; off <= 8; off += 8) {
        memset(mem, PAT, len);
        at = 777;
        memset(out, PAT, 2 * p->out_bytes);
        CHECK(p->parse(out, in, 2, &at, mem + off, need) == BLS381_OK && at == 777);
        CHECK(!memcmp(want, out, 2 * p->out_bytes));
    }

    /* scratch: NULL, size 0, one byte short, misaligned (with room); NULL
     * arrays; n past what the scratch holds (3, huge, SIZE_MAX) */
    CHECK(refused(p, out, in, 2, NULL, need, mem, len));
    CHECK(refused(p, out, in, 2, mem, 0, mem, len));
    CHECK(refused(p, out, in, 2, mem, need - 1, mem, len));
    CHECK(refused(p, out, in, 2, mem + 4, need, mem, len));
    CHECK(refused(p, out, NULL, 2, mem, need, mem, len));
    CHECK(refused(p, out, in, 3, mem, need, mem, len));
    CHECK(refused(p, out, in, HUGE_N, mem, need, mem, len));
    CHECK(refused(p, out, in, SIZE_MAX, mem, SIZE_MAX, mem, len));
    size_t bad = 777;
    CHECK(p->parse(NULL, in, 2, &bad, mem, need) == BLS381_ERR_BADARGS && bad == 777);

    /* n = 0: BLS381_OK, nothing read */
    CHECK(p->parse(NULL, NULL, 0, NULL, NULL, 0) == BLS381_OK);

    /* every bad encoding second of two: its status and index, out untouched */
    bad_point c[NBAD], u[NBAD];
    p->bad(c, u);
    for (int i = 0; i < NBAD; i++) {
        memcpy(in + p->in_bytes, c[i].b, p->in_bytes);
        at = 0;
        memset(out, PAT, 2 * p->out_bytes);
        CHECK_LOOP(p->parse(out, in, 2, &at, mem, need) == c[i].want && at == 1 &&
                   untouched(out, 2 * p->out_bytes));
    }
    free(block);
    free(out);
    free(in);
}

TEST(contract_sig__parse_with_scratch_null_short_misaligned_and_huge_n)
{
    /* the sizes: the header's n sizeof(point), saturated */
    for (size_t n = 0; n < 300; n += 97) {
        CHECK(bls381_sig_pks_from_bytes_scratch_size(n) == n * sizeof(bls381_sig_pk) && sizeof(bls381_sig_pk) == 96);
        CHECK(bls381_sig_signatures_from_bytes_scratch_size(n) == n * sizeof(bls381_sig_signature) &&
              sizeof(bls381_sig_signature) == 192);
    }
    CHECK(bls381_sig_pks_from_bytes_scratch_size(HUGE_N) == SIZE_MAX);
    CHECK(bls381_sig_signatures_from_bytes_scratch_size(SIZE_MAX / 100) == SIZE_MAX);

    /* two valid points each: random keys, a random signature and the identity */
    uint8_t two_keys[192], two_sigs[192];
    bls381_g1 p1[2];
    bls381_g1_affine a1[2];
    bls381_g2 p2;
    bls381_g2_affine a2;
    cu_rand_g1_fast(&p1[0]), cu_rand_g1_fast(&p1[1]), cu_rand_g2_fast(&p2);
    bls381_g1_batch_to_affine(a1, p1, 2);
    bls381_g1_compress(two_keys, &a1[0]), bls381_g1_compress(two_keys + 48, &a1[1]);
    bls381_g2_to_affine(&a2, &p2);
    bls381_g2_compress(two_sigs, &a2);
    memset(two_sigs + 96, 0, 96);
    two_sigs[96] = 0xc0;
    static const scratch_parser keys = { 48, sizeof(bls381_sig_pk), pks, pk_one, bls381_sig_pks_from_bytes_scratch_size,
                                         contract_bad_g1 };
    static const scratch_parser signatures = { 96, sizeof(bls381_sig_signature), sigs, sig_one,
                                               bls381_sig_signatures_from_bytes_scratch_size, contract_bad_g2 };
    check_parser(&keys, two_keys);
    check_parser(&signatures, two_sigs);

    /* keys: the identity second of two, refused as by bls381_sig_pk_from_bytes */
    bls381_sig_pk out[2];
    uint64_t scratch[2 * sizeof(bls381_sig_pk) / 8];
    size_t at = 0;
    memset(two_keys + 48, 0, 48);
    two_keys[48] = 0xc0;
    FILL(out);
    EXPECT_FAIL(bls381_sig_pks_from_bytes_with_scratch(out, two_keys, 2, &at, scratch, sizeof scratch),
                BLS381_ERR_INFINITY, out);
    CHECK(at == 1);
}
