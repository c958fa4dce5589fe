/* Tests of the EIP-2537 precompiles (include/bls381_eip2537.h): every error
 * class of every operation with the output untouched, the group-law edge
 * cases of ADD, MSMs against naive double-and-add on the unreduced scalars,
 * pairing checks across the stack groups, the maps against the RFC 9380
 * encode_to_curve (_NU_) vectors, and the gas functions at the discount
 * table's boundaries. The upstream vector files run in build/vectors. */
#include <stdlib.h>
#include <string.h>

#include "bls381.h"
#include "curve_util.h"
#include "harness.h"
#include "tools/common/file.h"
#include "tools/common/hex.h"
#include "tools/common/json.h"

#define FP 64
#define G1B 128
#define G2B 256
#define OUT_MAX 256

/* p, big-endian */
static const uint8_t P_BYTES[48] = {
    0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b, 0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7,
    0x64, 0x77, 0x4b, 0x84, 0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0, 0xf6, 0x24,
    0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff, 0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab,
};

/* ------------------------------------------------------------ encoding */
/* Written here from the EIP's text, apart from the library's codec. */

static void enc_fp(uint8_t out[FP], const bls381_fp *a)
{
    memset(out, 0, 16);
    bls381_fp_to_bytes(out + 16, a);
}

static void enc_g1(uint8_t out[G1B], const bls381_g1 *p)
{
    bls381_g1_affine a;
    bls381_g1_to_affine(&a, p);
    enc_fp(out, &a.x);
    enc_fp(out + FP, &a.y);
}

static void enc_g2(uint8_t out[G2B], const bls381_g2 *p)
{
    bls381_g2_affine a;
    bls381_g2_to_affine(&a, p);
    enc_fp(out, &a.x.c0);
    enc_fp(out + FP, &a.x.c1);
    enc_fp(out + 2 * FP, &a.y.c0);
    enc_fp(out + 3 * FP, &a.y.c1);
}

static bool is_zero(const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (b[i]) return false;
    return true;
}

/* --------------------------------------------------------- operations */

typedef bls381_status (*op_fn)(uint8_t *out, const uint8_t *in, size_t len);

/* The MSMs with scratch of exactly the size the helper asks for, on the
 * pool CUR_POOL (NULL unless a test sets it). */
static bls381_pool *CUR_POOL;

static bls381_status call_g1add(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_g1add(out, in, len);
}
static bls381_status call_g2add(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_g2add(out, in, len);
}
static bls381_status call_map_g1(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_map_fp_to_g1(out, in, len);
}
static bls381_status call_map_g2(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_map_fp2_to_g2(out, in, len);
}
static bls381_status call_pairing(uint8_t *out, const uint8_t *in, size_t len)
{
    return bls381_eip2537_pairing_check(out, in, len, CUR_POOL);
}
static bls381_status call_g1msm(uint8_t *out, const uint8_t *in, size_t len)
{
    size_t size = bls381_eip2537_g1msm_scratch_size(len, bls381_pool_threads(CUR_POOL));
    void *s = malloc(size);
    if (!s) return BLS381_ERR_MALLOC;
    bls381_status st = bls381_eip2537_g1msm(out, in, len, s, size, CUR_POOL);
    free(s);
    return st;
}
static bls381_status call_g2msm(uint8_t *out, const uint8_t *in, size_t len)
{
    size_t size = bls381_eip2537_g2msm_scratch_size(len, bls381_pool_threads(CUR_POOL));
    void *s = malloc(size);
    if (!s) return BLS381_ERR_MALLOC;
    bls381_status st = bls381_eip2537_g2msm(out, in, len, s, size, CUR_POOL);
    free(s);
    return st;
}

/* An operation's input layout: one call (fixed) or one pair (variable) is
 * `unit` bytes holding points (offset, G2 or not, subgroup-checked or not),
 * a scalar, or bare field elements (the maps). */
typedef struct {
    const char *name;
    op_fn call;
    size_t unit, out_len;
    bool variable;
    size_t npoints;
    struct { size_t off; bool g2, subgroup; } pt[2];
    size_t scalar_off;     /* 0: none */
    size_t nfield;         /* the maps: field elements at 0, 64 */
} op_desc;

static const op_desc OPS[] = {
    { "g1add", call_g1add, 2 * G1B, G1B, false, 2, { { 0, false, false }, { G1B, false, false } }, 0, 0 },
    { "g2add", call_g2add, 2 * G2B, G2B, false, 2, { { 0, true, false }, { G2B, true, false } }, 0, 0 },
    { "g1msm", call_g1msm, G1B + 32, G1B, true, 1, { { 0, false, true } }, G1B, 0 },
    { "g2msm", call_g2msm, G2B + 32, G2B, true, 1, { { 0, true, true } }, G2B, 0 },
    { "pairing", call_pairing, G1B + G2B, 32, true, 2, { { 0, false, true }, { G1B, true, true } }, 0, 0 },
    { "map_fp_to_g1", call_map_g1, FP, G1B, false, 0, { { 0, false, false } }, 0, 1 },
    { "map_fp2_to_g2", call_map_g2, 2 * FP, G2B, false, 0, { { 0, false, false } }, 0, 2 },
};
#define NOPS (sizeof OPS / sizeof OPS[0])

/* A valid unit: random subgroup points, a random scalar, random field
 * elements. */
static void make_unit(uint8_t *u, const op_desc *op)
{
    for (size_t i = 0; i < op->npoints; i++) {
        if (op->pt[i].g2) {
            bls381_g2 q;
            cu_rand_g2(&q);
            enc_g2(u + op->pt[i].off, &q);
        } else {
            bls381_g1 p;
            cu_rand_g1(&p);
            enc_g1(u + op->pt[i].off, &p);
        }
    }
    if (op->scalar_off) test_rand_bytes(u + op->scalar_off, 32);
    for (size_t i = 0; i < op->nfield; i++) {
        bls381_fp a;
        cu_rand_fp(&a);
        enc_fp(u + i * FP, &a);
    }
}

/* offsets of the Fp elements of a unit; returns their count */
static size_t field_slots(size_t *off, const op_desc *op)
{
    size_t n = 0;
    for (size_t i = 0; i < op->npoints; i++)
        for (size_t j = 0; j < (op->pt[i].g2 ? 4u : 2u); j++) off[n++] = op->pt[i].off + j * FP;
    for (size_t i = 0; i < op->nfield; i++) off[n++] = i * FP;
    return n;
}

/* A point on the curve outside the subgroup, encoded at p. */
static void put_non_subgroup(uint8_t *p, bool g2)
{
    if (g2) {
        bls381_g2 q;
        cu_rand_e2(&q);
        enc_g2(p, &q);
    } else {
        bls381_g1 q;
        cu_rand_e1(&q);
        enc_g1(p, &q);
    }
}

/* Moves the encoded point at p off the curve: (x, y + 1) (on the curve only
 * if 2y + 1 = 0); infinity becomes (0, 1), not on either curve. */
static void put_off_curve(uint8_t *p, bool g2)
{
    uint8_t *y = p + (g2 ? 2 * FP : FP);
    bls381_fp v, one;
    if (bls381_fp_from_bytes(&v, y + 16) != BLS381_OK) abort();
    bls381_fp_set_one(&one);
    bls381_fp_add(&v, &v, &one);
    enc_fp(y, &v);
}

/* Calls op on in[0..len) with a patterned output buffer: the status, and
 * (when it is not BLS381_OK) whether the buffer was left untouched. */
static bls381_status call_checked(const op_desc *op, uint8_t *out, const uint8_t *in, size_t len, bool *untouched)
{
    uint8_t before[OUT_MAX + 1];
    memset(out, 0x5a, OUT_MAX + 1);
    memcpy(before, out, sizeof before);
    bls381_status st = op->call(out, in, len);
    *untouched = memcmp(before, out, sizeof before) == 0;
    return st;
}

static void expect_error(const op_desc *op, const uint8_t *in, size_t len, bls381_status want, const char *what,
                         int line)
{
    uint8_t out[OUT_MAX + 1];
    bool untouched;
    bls381_status st = call_checked(op, out, in, len, &untouched);
    if (st != want)
        test_failf(__FILE__, line, "%s, %s: got %s, want %s", op->name, what, bls381_status_str(st),
                   bls381_status_str(want));
    else if (want != BLS381_OK && !untouched)
        test_failf(__FILE__, line, "%s, %s: output written on failure", op->name, what);
}
#define EXPECT(op, in, len, want, what) expect_error(op, in, len, want, what, __LINE__)

TEST(eip2537_ops__each_error_class_leaves_output_untouched)
{
    for (size_t o = 0; o < NOPS; o++) {
        const op_desc *op = &OPS[o];
        size_t k = op->variable ? 3 : 1, len = k * op->unit, slots[8];
        uint8_t *in = malloc(len + op->unit + 1), *tmp = malloc(len + op->unit + 1);
        REQUIRE(in && tmp);
        for (size_t u = 0; u < k; u++) make_unit(in + u * op->unit, op);
        EXPECT(op, in, len, BLS381_OK, "valid input");

        /* lengths; empty input; NULL pointers */
        EXPECT(op, in, 0, BLS381_ERR_BADARGS, "empty input");
        EXPECT(op, NULL, 0, BLS381_ERR_BADARGS, "NULL empty input");
        EXPECT(op, NULL, len, BLS381_ERR_BADARGS, "NULL input");
        EXPECT(op, in, len - 1, BLS381_ERR_BADARGS, "one byte short");
        EXPECT(op, in, op->unit - 1, BLS381_ERR_BADARGS, "unit minus one");
        memcpy(tmp, in, len);
        tmp[len] = 0;
        EXPECT(op, tmp, len + 1, BLS381_ERR_BADARGS, "one byte long");
        if (!op->variable) {
            memcpy(tmp + len, in, op->unit);
            EXPECT(op, tmp, 2 * len, BLS381_ERR_BADARGS, "two inputs");
        }
        CHECK(op->call(NULL, in, len) == BLS381_ERR_BADARGS);

        /* every field element of the last unit: padding, then >= p */
        size_t nslots = field_slots(slots, op), last = len - op->unit;
        for (size_t s = 0; s < nslots; s++) {
            uint8_t *fe = tmp + last + slots[s];
            memcpy(tmp, in, len);
            fe[test_rand64() % 16] = (uint8_t)(1 + test_rand64() % 255);
            EXPECT(op, tmp, len, BLS381_ERR_PADDING, "nonzero padding");
            memcpy(tmp, in, len);
            memcpy(fe + 16, P_BYTES, 48);
            EXPECT(op, tmp, len, BLS381_ERR_ENCODING, "element = p");
            memcpy(tmp, in, len);
            memset(fe + 16, 0xff, 48);
            EXPECT(op, tmp, len, BLS381_ERR_ENCODING, "element = 2^384 - 1");
            /* padding is checked before the range: both wrong gives PADDING */
            fe[0] = 1;
            EXPECT(op, tmp, len, BLS381_ERR_PADDING, "padding and range");
        }

        /* every point of the last unit: off the curve, outside the subgroup */
        for (size_t i = 0; i < op->npoints; i++) {
            memcpy(tmp, in, len);
            put_off_curve(tmp + last + op->pt[i].off, op->pt[i].g2);
            EXPECT(op, tmp, len, BLS381_ERR_NOT_ON_CURVE, "off the curve");
            memset(tmp + last + op->pt[i].off, 0, op->pt[i].g2 ? G2B : G1B);
            put_off_curve(tmp + last + op->pt[i].off, op->pt[i].g2);
            EXPECT(op, tmp, len, BLS381_ERR_NOT_ON_CURVE, "(0, 1)");
            memcpy(tmp, in, len);
            put_non_subgroup(tmp + last + op->pt[i].off, op->pt[i].g2);
            EXPECT(op, tmp, len, op->pt[i].subgroup ? BLS381_ERR_NOT_IN_SUBGROUP : BLS381_OK, "outside the subgroup");
        }

        /* the first failing check in input order wins */
        if (op->npoints > 0) {
            memcpy(tmp, in, len);
            put_off_curve(tmp + op->pt[0].off, op->pt[0].g2);
            tmp[last + slots[nslots - 1]] = 1;
            EXPECT(op, tmp, len, BLS381_ERR_NOT_ON_CURVE, "off the curve, then bad padding");
            memcpy(tmp, in, len);
            tmp[slots[0]] = 1;
            put_off_curve(tmp + last + op->pt[op->npoints - 1].off, op->pt[op->npoints - 1].g2);
            EXPECT(op, tmp, len, BLS381_ERR_PADDING, "bad padding, then off the curve");
        }
        free(in);
        free(tmp);
    }
}

/* Valid inputs with random bytes changed (in the padding, the values, the
 * scalars), and random lengths: every call returns a status of the
 * documented classes, and leaves the output untouched unless it is
 * BLS381_OK. Mostly a check that no input crashes (ASan builds make it
 * one). */
TEST(eip2537_ops__mutated_inputs_give_documented_statuses)
{
    for (size_t o = 0; o < NOPS; o++) {
        const op_desc *op = &OPS[o];
        size_t k = op->variable ? 2 : 1, len = k * op->unit;
        uint8_t *in = malloc(len), *tmp = malloc(len), out[OUT_MAX + 1];
        REQUIRE(in && tmp);
        for (size_t u = 0; u < k; u++) make_unit(in + u * op->unit, op);
        size_t slots[8], nslots = field_slots(slots, op);
        for (size_t it = 0; it < test_iters(40); it++) {
            memcpy(tmp, in, len);
            size_t flips = 1 + test_rand64() % 3, n = len;
            for (size_t f = 0; f < flips; f++) {
                /* any byte, or (odd rounds) one of the low 32 bytes of a field
                 * element, which keeps it < p and reaches the curve checks */
                size_t at = test_rand64() % len;
                if (it % 2)
                    at = (test_rand64() % k) * op->unit + slots[test_rand64() % nslots] + 32 + test_rand64() % 32;
                tmp[at] ^= (uint8_t)(1u << (test_rand64() % 8));
            }
            if (it % 8 == 7) n = test_rand64() % (len + 1);
            bool untouched;
            bls381_status st = call_checked(op, out, tmp, n, &untouched);
            bool known = st == BLS381_OK || st == BLS381_ERR_BADARGS || st == BLS381_ERR_PADDING ||
                         st == BLS381_ERR_ENCODING || st == BLS381_ERR_NOT_ON_CURVE ||
                         (st == BLS381_ERR_NOT_IN_SUBGROUP && (op->variable));
            CHECK_LOOP(known && (st == BLS381_OK || untouched));
            CHECK_LOOP(n == len || st == BLS381_ERR_BADARGS || (op->variable && n % op->unit == 0 && n > 0));
        }
        free(in);
        free(tmp);
    }
}

/* k pairs of G1 (g = 0) or G2: scratch one byte short or NULL is refused
 * with the output untouched; the exact size works. */
static void scratch_case(int g, size_t k)
{
    const op_desc *op = &OPS[g ? 3 : 2];
    size_t len = k * op->unit;
    uint8_t *in = malloc(len), out[G2B], before[G2B];
    size_t need = g ? bls381_eip2537_g2msm_scratch_size(len, 1) : bls381_eip2537_g1msm_scratch_size(len, 1);
    uint8_t *s = malloc(need);
    if (!in || !s) abort();
    for (size_t u = 0; u < k; u++) make_unit(in + u * op->unit, op);
    memset(out, 0x5a, sizeof out);
    memcpy(before, out, sizeof out);
    bls381_status st1 = g ? bls381_eip2537_g2msm(out, in, len, s, need - 1, NULL)
                          : bls381_eip2537_g1msm(out, in, len, s, need - 1, NULL);
    bls381_status st2 = g ? bls381_eip2537_g2msm(out, in, len, NULL, need, NULL)
                          : bls381_eip2537_g1msm(out, in, len, NULL, need, NULL);
    CHECK(st1 == BLS381_ERR_BADARGS && st2 == BLS381_ERR_BADARGS);
    CHECK_MEM(out, before, sizeof out);
    bls381_status st3 = g ? bls381_eip2537_g2msm(out, in, len, s, need, NULL)
                          : bls381_eip2537_g1msm(out, in, len, s, need, NULL);
    CHECK(st3 == BLS381_OK);
    free(in);
    free(s);
}

TEST(eip2537_msm__scratch_too_small_or_null)
{
    for (int g = 0; g < 2; g++) {
        scratch_case(g, 1);     /* single multiplications */
        scratch_case(g, 10);    /* Pippenger */
    }
    /* beyond what size_t arithmetic can lay out: SIZE_MAX, which no caller has */
    CHECK(bls381_eip2537_g1msm_scratch_size(SIZE_MAX - SIZE_MAX % 160, 1) == SIZE_MAX);
    CHECK(bls381_eip2537_g2msm_scratch_size(SIZE_MAX - SIZE_MAX % 288, 1) == SIZE_MAX);
    /* more pairs or more threads never need less */
    CHECK(bls381_eip2537_g1msm_scratch_size(160, 1) < bls381_eip2537_g1msm_scratch_size(160 * 64, 1));
    CHECK(bls381_eip2537_g1msm_scratch_size(160 * 64, 1) <= bls381_eip2537_g1msm_scratch_size(160 * 64, 4));
    CHECK(bls381_eip2537_g2msm_scratch_size(288 * 64, 1) <= bls381_eip2537_g2msm_scratch_size(288 * 64, 4));
}

/* ---------------------------------------------------------------- ADD */

static void g1add_points(uint8_t out[G1B], const bls381_g1 *a, const bls381_g1 *b, bls381_status *st)
{
    uint8_t in[2 * G1B];
    enc_g1(in, a);
    enc_g1(in + G1B, b);
    *st = bls381_eip2537_g1add(out, in, sizeof in);
}

static void g2add_points(uint8_t out[G2B], const bls381_g2 *a, const bls381_g2 *b, bls381_status *st)
{
    uint8_t in[2 * G2B];
    enc_g2(in, a);
    enc_g2(in + G2B, b);
    *st = bls381_eip2537_g2add(out, in, sizeof in);
}

TEST(eip2537_g1add__group_law_edge_cases)
{
    for (size_t it = 0; it < test_iters(8); it++) {
        bls381_g1 p, q, neg, inf, want;
        uint8_t got[G1B], exp[G1B];
        bls381_status st;
        if (it & 1) cu_rand_e1(&p); else cu_rand_g1(&p);   /* half outside G1: ADD takes them */
        if (it & 2) cu_rand_e1(&q); else cu_rand_g1(&q);
        bls381_g1_neg(&neg, &p);
        bls381_g1_set_infinity(&inf);

        g1add_points(got, &p, &q, &st);                   /* P + Q */
        bls381_g1_add(&want, &p, &q);
        enc_g1(exp, &want);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G1B) == 0);
        g1add_points(got, &p, &neg, &st);                 /* P + (-P) = infinity, all zeros */
        CHECK_LOOP(st == BLS381_OK && is_zero(got, G1B));
        g1add_points(got, &p, &p, &st);                   /* P + P = 2P */
        bls381_g1_dbl(&want, &p);
        enc_g1(exp, &want);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G1B) == 0);
        enc_g1(exp, &p);                                  /* P + 0 = 0 + P = P */
        g1add_points(got, &p, &inf, &st);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G1B) == 0);
        g1add_points(got, &inf, &p, &st);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G1B) == 0);
        g1add_points(got, &inf, &inf, &st);
        CHECK_LOOP(st == BLS381_OK && is_zero(got, G1B));
    }
    /* (0, 2) has order 3 (the tangent at x = 0 is a flex): (0, 2) + (0, 2) = (0, -2) */
    uint8_t in[2 * G1B] = { 0 }, out[G1B], want[G1B] = { 0 };
    in[2 * FP - 1] = 2;
    in[G1B + 2 * FP - 1] = 2;
    bls381_fp two, m2;
    bls381_fp_from_u64(&two, 2);
    bls381_fp_neg(&m2, &two);
    enc_fp(want + FP, &m2);
    CHECK(bls381_eip2537_g1add(out, in, sizeof in) == BLS381_OK);
    CHECK_MEM(out, want, G1B);
}

TEST(eip2537_g2add__group_law_edge_cases)
{
    for (size_t it = 0; it < test_iters(4); it++) {
        bls381_g2 p, q, neg, inf, want;
        uint8_t got[G2B], exp[G2B];
        bls381_status st;
        if (it & 1) cu_rand_e2(&p); else cu_rand_g2(&p);
        if (it & 2) cu_rand_e2(&q); else cu_rand_g2(&q);
        bls381_g2_neg(&neg, &p);
        bls381_g2_set_infinity(&inf);

        g2add_points(got, &p, &q, &st);
        bls381_g2_add(&want, &p, &q);
        enc_g2(exp, &want);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G2B) == 0);
        g2add_points(got, &p, &neg, &st);
        CHECK_LOOP(st == BLS381_OK && is_zero(got, G2B));
        g2add_points(got, &p, &p, &st);
        bls381_g2_dbl(&want, &p);
        enc_g2(exp, &want);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G2B) == 0);
        enc_g2(exp, &p);
        g2add_points(got, &p, &inf, &st);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G2B) == 0);
        g2add_points(got, &inf, &p, &st);
        CHECK_LOOP(st == BLS381_OK && memcmp(got, exp, G2B) == 0);
        g2add_points(got, &inf, &inf, &st);
        CHECK_LOOP(st == BLS381_OK && is_zero(got, G2B));
    }
}

/* ---------------------------------------------------------------- MSM */

/* sum of [k_i] P_i by naive double-and-add over the full 32 bytes of k_i
 * (not reduced mod r), and the encoded MSM input */
static void g1_naive_msm(uint8_t want[G1B], uint8_t *in, const bls381_g1 *pts, const uint8_t (*k)[32], size_t n)
{
    bls381_g1 acc, t;
    bls381_g1_set_infinity(&acc);
    for (size_t i = 0; i < n; i++) {
        cu_naive_mul_g1(&t, &pts[i], k[i], 32);
        bls381_g1_add(&acc, &acc, &t);
        enc_g1(in + i * 160, &pts[i]);
        memcpy(in + i * 160 + G1B, k[i], 32);
    }
    enc_g1(want, &acc);
}

static void g2_naive_msm(uint8_t want[G2B], uint8_t *in, const bls381_g2 *pts, const uint8_t (*k)[32], size_t n)
{
    bls381_g2 acc, t;
    bls381_g2_set_infinity(&acc);
    for (size_t i = 0; i < n; i++) {
        cu_naive_mul_g2(&t, &pts[i], k[i], 32);
        bls381_g2_add(&acc, &acc, &t);
        enc_g2(in + i * 288, &pts[i]);
        memcpy(in + i * 288 + G2B, k[i], 32);
    }
    enc_g2(want, &acc);
}

/* Scalars that matter: 0, 1, r - 1, r, r + 1, 2^256 - 1, and random
 * 256-bit values (most of them >= r). */
static void edge_scalar(uint8_t k[32], size_t i)
{
    memset(k, 0, 32);
    switch (i % 8) {
    case 0: break;
    case 1: k[31] = 1; break;
    case 2: memcpy(k, cu_r_bytes, 32); k[31] -= 1; break;
    case 3: memcpy(k, cu_r_bytes, 32); break;
    case 4: memcpy(k, cu_r_bytes, 32); k[31] += 1; break;
    case 5: memset(k, 0xff, 32); break;
    default: test_rand_bytes(k, 32); break;
    }
}

/* n pairs: random points (some repeated, some infinity) and edge scalars */
static void msm_terms_g1(bls381_g1 *pts, uint8_t (*k)[32], size_t n, size_t salt)
{
    for (size_t i = 0; i < n; i++) {
        if (i % 5 == 3) bls381_g1_set_infinity(&pts[i]);
        else if (i % 5 == 4) pts[i] = pts[i - 2];            /* a repeated point */
        else cu_rand_g1(&pts[i]);
        edge_scalar(k[i], i + salt);
    }
}

static void msm_terms_g2(bls381_g2 *pts, uint8_t (*k)[32], size_t n, size_t salt)
{
    for (size_t i = 0; i < n; i++) {
        if (i % 5 == 3) bls381_g2_set_infinity(&pts[i]);
        else if (i % 5 == 4) pts[i] = pts[i - 2];
        else cu_rand_g2(&pts[i]);
        edge_scalar(k[i], i + salt);
    }
}

/* both sides of the switch from single multiplications to Pippenger
 * (k <= 4 for G1, k <= 8 for G2) */
static const size_t MSM_SIZES[] = { 1, 2, 4, 5, 8, 9, 19 };

TEST(eip2537_g1msm__matches_naive_on_unreduced_scalars)
{
    bls381_g1 pts[19];
    uint8_t k[19][32], in[19 * 160], want[G1B], got[G1B];
    for (size_t s = 0; s < sizeof MSM_SIZES / sizeof MSM_SIZES[0]; s++) {
        for (size_t salt = 0; salt < (MSM_SIZES[s] == 1 ? 8u : 2u); salt++) { /* k = 1: every edge scalar */
            size_t n = MSM_SIZES[s];
            msm_terms_g1(pts, k, n, salt * 3);
            g1_naive_msm(want, in, pts, (const uint8_t(*)[32])k, n);
            CHECK_LOOP(call_g1msm(got, in, n * 160) == BLS381_OK);
            CHECK_LOOP(memcmp(got, want, G1B) == 0);
        }
    }
    /* [a]P + [b]P + [r - a - b]P = infinity: a repeated point cancelling out */
    bls381_fr a, b, c;
    cu_rand_fr(&a);
    cu_rand_fr(&b);
    bls381_fr_add(&c, &a, &b);
    bls381_fr_neg(&c, &c);
    cu_rand_g1(&pts[0]);
    enc_g1(in, &pts[0]);
    memcpy(in + 160, in, G1B);
    memcpy(in + 320, in, G1B);
    bls381_fr_to_bytes(in + G1B, &a);
    bls381_fr_to_bytes(in + 160 + G1B, &b);
    bls381_fr_to_bytes(in + 320 + G1B, &c);
    CHECK(call_g1msm(got, in, 480) == BLS381_OK && is_zero(got, G1B));
}

TEST(eip2537_g2msm__matches_naive_on_unreduced_scalars)
{
    bls381_g2 pts[19];
    uint8_t k[19][32], in[19 * 288], want[G2B], got[G2B];
    for (size_t s = 0; s < sizeof MSM_SIZES / sizeof MSM_SIZES[0]; s++) {
        for (size_t salt = 0; salt < (MSM_SIZES[s] == 1 ? 8u : 1u); salt++) {
            size_t n = MSM_SIZES[s];
            msm_terms_g2(pts, k, n, salt * 3);
            g2_naive_msm(want, in, pts, (const uint8_t(*)[32])k, n);
            CHECK_LOOP(call_g2msm(got, in, n * 288) == BLS381_OK);
            CHECK_LOOP(memcmp(got, want, G2B) == 0);
        }
    }
}

/* Results and statuses the same on a pool as on the caller alone, with the
 * failing pair in a later piece of the parallel decoding. */
TEST(eip2537_msm_pairing__pool_gives_same_results)
{
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 3, NULL) == BLS381_OK);
    for (size_t o = 2; o <= 4; o++) {
        const op_desc *op = &OPS[o];
        size_t k = o == 4 ? 5 : 13, len = k * op->unit;
        uint8_t *in = malloc(len), a[OUT_MAX + 1], b[OUT_MAX + 1];
        REQUIRE(in);
        for (size_t u = 0; u < k; u++) make_unit(in + u * op->unit, op);
        bool ua, ub;
        CUR_POOL = NULL;
        bls381_status sa = call_checked(op, a, in, len, &ua);
        CUR_POOL = pool;
        bls381_status sb = call_checked(op, b, in, len, &ub);
        CHECK(sa == BLS381_OK && sb == BLS381_OK && memcmp(a, b, op->out_len) == 0);
        /* pair k-2 outside the subgroup, pair k-1 off the curve */
        put_non_subgroup(in + (k - 2) * op->unit + op->pt[0].off, op->pt[0].g2);
        put_off_curve(in + (k - 1) * op->unit + op->pt[0].off, op->pt[0].g2);
        CUR_POOL = NULL;
        sa = call_checked(op, a, in, len, &ua);
        CUR_POOL = pool;
        sb = call_checked(op, b, in, len, &ub);
        CHECK(sa == BLS381_ERR_NOT_IN_SUBGROUP && sb == BLS381_ERR_NOT_IN_SUBGROUP && ua && ub);
        free(in);
    }
    CUR_POOL = NULL;
    bls381_pool_destroy(pool);
}

/* ------------------------------------------------------------ pairing */

static bool pairing_out(const uint8_t out[32], uint8_t bit)
{
    return is_zero(out, 31) && out[31] == bit;
}

TEST(eip2537_pairing_check__bilinearity_and_infinity)
{
    bls381_g1 p, ap, abp;
    bls381_g2 q, bq;
    uint8_t a[32], b[32], ab[32], in[3 * 384], out[32];
    bls381_fr fa, fb, fab;
    cu_rand_fr(&fa);
    cu_rand_fr(&fb);
    bls381_fr_mul(&fab, &fa, &fb);
    bls381_fr_neg(&fab, &fab);
    bls381_fr_to_bytes(a, &fa);
    bls381_fr_to_bytes(b, &fb);
    bls381_fr_to_bytes(ab, &fab);
    cu_rand_g1(&p);
    cu_rand_g2(&q);
    cu_naive_mul_g1(&ap, &p, a, 32);
    cu_naive_mul_g2(&bq, &q, b, 32);
    cu_naive_mul_g1(&abp, &p, ab, 32);
    /* e(aP, bQ) e(-abP, Q) = 1 */
    enc_g1(in, &ap);
    enc_g2(in + G1B, &bq);
    enc_g1(in + 384, &abp);
    enc_g2(in + 384 + G1B, &q);
    CHECK(call_pairing(out, in, 768) == BLS381_OK && pairing_out(out, 1));
    /* e(aP, bQ) alone != 1 (non-degenerate), nor with the pair doubled */
    CHECK(call_pairing(out, in, 384) == BLS381_OK && pairing_out(out, 0));
    memcpy(in + 384, in, 384);
    CHECK(call_pairing(out, in, 768) == BLS381_OK && pairing_out(out, 0));
    /* infinity on either side gives the factor 1 */
    memset(in, 0, G1B);
    CHECK(call_pairing(out, in, 384) == BLS381_OK && pairing_out(out, 1));
    enc_g1(in, &ap);
    memset(in + G1B, 0, G2B);
    CHECK(call_pairing(out, in, 384) == BLS381_OK && pairing_out(out, 1));
    memset(in, 0, 384);
    CHECK(call_pairing(out, in, 384) == BLS381_OK && pairing_out(out, 1));
}

/* More pairs than one stack group: pairs (P_i, Q), (-P_i, Q) spread over
 * three groups; one changed pair makes it false; an error in the last
 * group leaves the output untouched though the first groups went through
 * their Miller loops. */
TEST(eip2537_pairing_check__across_groups)
{
    enum { HALF = BLS381_EIP2537_PAIRING_GROUP + 3, N = 2 * HALF };
    uint8_t *in = malloc(N * 384), out[OUT_MAX + 1];
    REQUIRE(in);
    bls381_g2 q;
    cu_rand_g2(&q);
    for (size_t i = 0; i < HALF; i++) {
        bls381_g1 p, np;
        cu_rand_g1(&p);
        bls381_g1_neg(&np, &p);
        enc_g1(in + i * 384, &p);
        enc_g2(in + i * 384 + G1B, &q);
        enc_g1(in + (N - 1 - i) * 384, &np);   /* the partner in the mirrored position */
        enc_g2(in + (N - 1 - i) * 384 + G1B, &q);
    }
    CHECK(call_pairing(out, in, N * 384) == BLS381_OK && pairing_out(out, 1));
    bls381_pool *pool;
    REQUIRE(bls381_pool_create(&pool, 2, NULL) == BLS381_OK);
    CHECK(bls381_eip2537_pairing_check(out, in, N * 384, pool) == BLS381_OK && pairing_out(out, 1));
    bls381_pool_destroy(pool);
    memset(in + 5 * 384 + G1B, 0, G2B);                      /* drop one Q: no longer 1 */
    CHECK(call_pairing(out, in, N * 384) == BLS381_OK && pairing_out(out, 0));
    put_off_curve(in + (N - 1) * 384 + G1B, true);
    bool untouched;
    CHECK(call_checked(&OPS[4], out, in, N * 384, &untouched) == BLS381_ERR_NOT_ON_CURVE && untouched);
    free(in);
}

/* ---------------------------------------------------------------- maps */

static bool fp_hex(uint8_t out[FP], const char *s, size_t n)
{
    memset(out, 0, 16);
    return hex_decode(out + 16, 48, s, n);
}

/* RFC 9380 encode_to_curve (_NU_ suites) = clear_cofactor(map_to_curve(u))
 * with u = hash_to_field(msg): the vectors give u and P. */
TEST(eip2537_maps__match_rfc9380_nu_vectors)
{
    static const char *files[2] = { "vectors/h2c/BLS12381G1_XMD_SHA-256_SSWU_NU_.json",
                                    "vectors/h2c/BLS12381G2_XMD_SHA-256_SSWU_NU_.json" };
    for (int g = 0; g < 2; g++) {
        size_t len;
        char *text = read_file(test_data_path(files[g]), &len);
        REQUIRE(text);
        json_value *doc = json_parse(text, len);
        free(text);
        REQUIRE(doc);
        const json_value *vecs = json_get(doc, "vectors");
        CHECK(json_len(vecs) == 5);
        for (size_t i = 0; i < json_len(vecs); i++) {
            const json_value *v = json_at(vecs, i);
            const char *u = json_str(json_at(json_get(v, "u"), 0));
            const char *x = json_str(json_get(json_get(v, "P"), "x"));
            const char *y = json_str(json_get(json_get(v, "P"), "y"));
            REQUIRE(u && x && y);
            uint8_t in[2 * FP], want[G2B], out[G2B];
            if (g == 0) {
                CHECK_LOOP(fp_hex(in, u, strlen(u)) && fp_hex(want, x, strlen(x)) && fp_hex(want + FP, y, strlen(y)));
                CHECK_LOOP(bls381_eip2537_map_fp_to_g1(out, in, FP) == BLS381_OK);
                CHECK_LOOP(memcmp(out, want, G1B) == 0);
            } else {
                /* "0x<c0>,0x<c1>" */
                const char *cu = strchr(u, ','), *cx = strchr(x, ','), *cy = strchr(y, ',');
                REQUIRE(cu && cx && cy);
                CHECK_LOOP(fp_hex(in, u, (size_t)(cu - u)) && fp_hex(in + FP, cu + 1, strlen(cu + 1)));
                CHECK_LOOP(fp_hex(want, x, (size_t)(cx - x)) && fp_hex(want + FP, cx + 1, strlen(cx + 1)));
                CHECK_LOOP(fp_hex(want + 2 * FP, y, (size_t)(cy - y)) &&
                           fp_hex(want + 3 * FP, cy + 1, strlen(cy + 1)));
                CHECK_LOOP(bls381_eip2537_map_fp2_to_g2(out, in, 2 * FP) == BLS381_OK);
                CHECK_LOOP(memcmp(out, want, G2B) == 0);
            }
        }
        json_free(doc);
    }
}

/* The maps land in the subgroups (the MSM's subgroup check accepts their
 * output), for u = 0 and random u. */
TEST(eip2537_maps__output_in_subgroup)
{
    for (size_t it = 0; it < test_iters(6); it++) {
        uint8_t in[2 * FP] = { 0 }, pt[G2B + 32] = { 0 }, out[G2B];
        if (it > 0) make_unit(in, &OPS[6]);
        CHECK_LOOP(bls381_eip2537_map_fp_to_g1(pt, in, FP) == BLS381_OK);
        pt[G1B + 31] = 1;                       /* [1] P through G1MSM */
        CHECK_LOOP(call_g1msm(out, pt, G1B + 32) == BLS381_OK && memcmp(out, pt, G1B) == 0);
        memset(pt, 0, sizeof pt);
        CHECK_LOOP(bls381_eip2537_map_fp2_to_g2(pt, in, 2 * FP) == BLS381_OK);
        pt[G2B + 31] = 1;
        CHECK_LOOP(call_g2msm(out, pt, G2B + 32) == BLS381_OK && memcmp(out, pt, G2B) == 0);
    }
}

/* A u whose SWU point lies in the kernel of G1's 11-isogeny (the one of
 * tests/test_h2c.c): map_to_curve gives infinity, and so does the call. */
TEST(eip2537_map_fp_to_g1__isogeny_kernel_gives_infinity)
{
    static const char *uh = "1377c0192d99508a317127abf17c64205c7aad448380027efb47ae73ea231dbd6ecd3f2841b63d309c35bb8fd13e48f0";
    uint8_t in[FP], out[G1B];
    REQUIRE(fp_hex(in, uh, strlen(uh)));
    memset(out, 0x5a, sizeof out);
    CHECK(bls381_eip2537_map_fp_to_g1(out, in, FP) == BLS381_OK && is_zero(out, G1B));
    in[FP - 1] ^= 1;                            /* a neighbour maps to a finite point */
    CHECK(bls381_eip2537_map_fp_to_g1(out, in, FP) == BLS381_OK && !is_zero(out, G1B));
}

/* ----------------------------------------------------------------- gas */

TEST(eip2537_gas__schedule_and_table_boundaries)
{
    CHECK(bls381_eip2537_g1add_gas(256) == 375 && bls381_eip2537_g1add_gas(0) == 375);
    CHECK(bls381_eip2537_g2add_gas(512) == 600);
    CHECK(bls381_eip2537_map_fp_to_g1_gas(64) == 5500);
    CHECK(bls381_eip2537_map_fp2_to_g2_gas(128) == 23800);

    /* k = floor(len / 160); k * 12000 * discount(k) / 1000 */
    CHECK(bls381_eip2537_g1msm_gas(0) == 0 && bls381_eip2537_g1msm_gas(159) == 0);
    CHECK(bls381_eip2537_g1msm_gas(160) == 12000 && bls381_eip2537_g1msm_gas(319) == 12000);
    CHECK(bls381_eip2537_g1msm_gas(2 * 160) == 2 * 12 * 949);             /* 22776 */
    CHECK(bls381_eip2537_g1msm_gas(3 * 160) == 3 * 12 * 848);
    CHECK(bls381_eip2537_g1msm_gas(127 * 160) == 127 * 12 * 520);
    CHECK(bls381_eip2537_g1msm_gas(128 * 160) == 128 * 12 * 519);         /* the last entry */
    CHECK(bls381_eip2537_g1msm_gas(129 * 160) == 129 * 12 * 519);         /* max_discount */
    CHECK(bls381_eip2537_g1msm_gas(1000 * 160 + 159) == 1000 * 12 * 519);

    /* G2: 22500 per multiplication; 22500 * discount is not always a
     * multiple of 1000, so the floor shows */
    CHECK(bls381_eip2537_g2msm_gas(287) == 0);
    CHECK(bls381_eip2537_g2msm_gas(288) == 22500);
    CHECK(bls381_eip2537_g2msm_gas(2 * 288) == 45000);                   /* discount(2) = 1000 */
    CHECK(bls381_eip2537_g2msm_gas(3 * 288) == 62302);                   /* 3 * 22500 * 923 / 1000 = 62302.5 */
    CHECK(bls381_eip2537_g2msm_gas(127 * 288) == 1497330);               /* 127 * 22500 * 524 / 1000 */
    CHECK(bls381_eip2537_g2msm_gas(128 * 288) == 1509120);
    CHECK(bls381_eip2537_g2msm_gas(129 * 288) == 1520910);               /* 1520910.0 */
    CHECK(bls381_eip2537_g2msm_gas(131 * 288) == 1544490);               /* 131 * 11790 = 1544490 */
    CHECK(bls381_eip2537_g2msm_gas(5 * 288) == 96187);                   /* 96187.5 */

    /* pairing: 32600 k + 37700, k = floor(len / 384) (k = 0 priced too) */
    CHECK(bls381_eip2537_pairing_check_gas(0) == 37700 && bls381_eip2537_pairing_check_gas(383) == 37700);
    CHECK(bls381_eip2537_pairing_check_gas(384) == 70300 && bls381_eip2537_pairing_check_gas(768) == 102900);
    CHECK(bls381_eip2537_pairing_check_gas(10 * 384 + 1) == 363700);

#if SIZE_MAX > 0xffffffffu
    /* k = 10^13: k * 12000 * 519 overflows 64 bits, the price (6.2e16) does not */
    size_t k13 = (size_t)10000000000000ULL;
    CHECK(bls381_eip2537_g1msm_gas(k13 * 160) == (uint64_t)k13 * 6228);
    CHECK(bls381_eip2537_g2msm_gas(k13 * 288) == (uint64_t)k13 * 11790);
    CHECK(bls381_eip2537_pairing_check_gas(k13 * 384) == (uint64_t)k13 * 32600 + 37700);
    /* prices past 2^64 saturate */
    CHECK(bls381_eip2537_g1msm_gas(SIZE_MAX) == UINT64_MAX);
    CHECK(bls381_eip2537_g2msm_gas(SIZE_MAX) == UINT64_MAX);
    CHECK(bls381_eip2537_pairing_check_gas(SIZE_MAX) == UINT64_MAX);
#endif
}
