#define _POSIX_C_SOURCE 200809L
/* The tower Fp2 -> Fp6 -> Fp12: known answers from an independent Python
 * model (tests/oracle/tower_oracle.py), identities on random inputs, the
 * Frobenius maps against plain exponentiation, cyclotomic squaring on
 * cyclotomic elements and on the pairing vectors, sparse against dense
 * products, and lazy against plain Fp2 arithmetic. */
#include "harness.h"
#include "field/tower.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------ helpers */

static void rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x1f;
    } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

static void rand_fp2(bls381_fp2 *r) { rand_fp(&r->c0); rand_fp(&r->c1); }
static void rand_fp6(bls381_fp6 *r) { rand_fp2(&r->c0); rand_fp2(&r->c1); rand_fp2(&r->c2); }
static void rand_fp12(bls381_fp12 *r) { rand_fp6(&r->c0); rand_fp6(&r->c1); }

/* Encodings of the oracle: Fp2 as c1 || c0, Fp6 as c2 || c1 || c0, Fp12 as
 * bls381_fp12_to_bytes (c1 || c0). */
static bool dec_fp2(bls381_fp2 *r, const uint8_t *in)
{
    return (bls381_fp_from_bytes(&r->c1, in) == BLS381_OK) &&
           (bls381_fp_from_bytes(&r->c0, in + 48) == BLS381_OK);
}

static bool dec_fp6(bls381_fp6 *r, const uint8_t *in)
{
    return dec_fp2(&r->c2, in) && dec_fp2(&r->c1, in + 96) && dec_fp2(&r->c0, in + 192);
}

static bool hex_fp2(bls381_fp2 *r, const char *hex)
{
    uint8_t b[96];
    return test_hex(b, sizeof b, hex) && dec_fp2(r, b);
}

static bool hex_fp6(bls381_fp6 *r, const char *hex)
{
    uint8_t b[288];
    return test_hex(b, sizeof b, hex) && dec_fp6(r, b);
}

static bool hex_fp12(bls381_fp12 *r, const char *hex)
{
    uint8_t b[BLS381_FP12_BYTES];
    return test_hex(b, sizeof b, hex) && bls381_fp12_from_bytes(r, b) == BLS381_OK;
}

/* r = a^e for a public exponent of n limbs (square and multiply) */
static void fp2_pow(bls381_fp2 *r, const bls381_fp2 *a, const uint64_t *e, size_t n)
{
    bls381_fp2 acc;
    bls381_fp2_set_one(&acc);
    for (size_t i = 64 * n; i-- > 0;) {
        bls381_fp2_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) bls381_fp2_mul(&acc, &acc, a);
    }
    *r = acc;
}

static void fp6_pow(bls381_fp6 *r, const bls381_fp6 *a, const uint64_t *e, size_t n)
{
    bls381_fp6 acc;
    bls381_fp6_set_one(&acc);
    for (size_t i = 64 * n; i-- > 0;) {
        bls381_fp6_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) bls381_fp6_mul(&acc, &acc, a);
    }
    *r = acc;
}

static void fp12_pow(bls381_fp12 *r, const bls381_fp12 *a, const uint64_t *e, size_t n)
{
    bls381_fp12 acc;
    bls381_fp12_set_one(&acc);
    for (size_t i = 64 * n; i-- > 0;) {
        bls381_fp12_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) bls381_fp12_mul(&acc, &acc, a);
    }
    *r = acc;
}

/* p^k as 6k limbs, k = 1, 2, 3 (schoolbook on the plain modulus) */
static void p_power(uint64_t *out, int k)
{
    uint64_t acc[18] = { 0 };
    for (int i = 0; i < 6; i++) acc[i] = bls381_fp_modulus[i];
    for (int m = 1; m < k; m++) {
        uint64_t t[18] = { 0 };
        for (int i = 0; i < 6 * m; i++) {
            uint64_t c = 0;
            for (int j = 0; j < 6; j++) t[i + j] = bls381_mac(acc[i], bls381_fp_modulus[j], t[i + j], &c);
            t[i + 6] = c;
        }
        memcpy(acc, t, sizeof t);
    }
    memcpy(out, acc, sizeof(uint64_t) * 6 * (size_t)k);
}

/* a = (a - 1)/d in place, n limbs, for d small and a = 1 mod d */
static void dec_div_small(uint64_t *a, size_t n, uint32_t d)
{
    uint64_t br = 0;
    a[0] = bls381_sbb(a[0], 1, &br);
    for (size_t i = 1; i < n; i++) a[i] = bls381_sbb(a[i], 0, &br);
    uint64_t rem = 0;
    for (size_t i = n; i-- > 0;) {
        uint64_t hi = (rem << 32) | (a[i] >> 32);
        uint64_t qh = hi / d;
        rem = hi % d;
        uint64_t lo = (rem << 32) | (a[i] & 0xffffffffu);
        uint64_t ql = lo / d;
        rem = lo % d;
        a[i] = (qh << 32) | ql;
    }
}

static const bls381_fp2 *xi(void)
{
    static bls381_fp2 x;
    x.c0 = bls381_fp_one_mont;
    x.c1 = bls381_fp_one_mont;
    return &x;
}

/* a generic element of the cyclotomic subgroup: f^((p^6 - 1)(p^2 + 1)) */
static void rand_cyclotomic(bls381_fp12 *g)
{
    bls381_fp12 f, t;
    rand_fp12(&f);
    bls381_fp12_inv(&t, &f);
    bls381_fp12_conj(&f, &f);
    bls381_fp12_mul(&f, &f, &t);          /* f^(p^6 - 1) */
    bls381_fp12_frobenius2(&t, &f);
    bls381_fp12_mul(g, &t, &f);           /* ... ^(p^2 + 1) */
}

/* --------------------------------------------------------- the oracle */

TEST(tower_oracle__fp2_fp6_fp12_match_python)
{
    char cmd[256];
    int count = (int)test_iters(16);
    if (count < 8) count = 8; /* the edge cases come first */
    snprintf(cmd, sizeof cmd, "python3 %s %llu %d", test_data_path("oracle/tower_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000), count);
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char *line = NULL;
    size_t cap = 0;
    int lines[13] = { 0 };
    while (getline(&line, &cap, f) > 0) {
        char *tok[11];
        int n = 0;
        for (char *s = strtok(line, " \n"); s && n < 11; s = strtok(NULL, " \n")) tok[n++] = s;
        int kind = n ? atoi(tok[0]) : 0;
        if (kind == 2 && n == 6) {
            bls381_fp2 v[5], t;
            for (int k = 0; k < 5; k++) REQUIRE(hex_fp2(&v[k], tok[k + 1]));
            bls381_fp2_mul(&t, &v[0], &v[1]); CHECK(bls381_fp2_eq(&t, &v[2]));
            bls381_fp2_mul_plain(&t, &v[0], &v[1]); CHECK(bls381_fp2_eq(&t, &v[2]));
            bls381_fp2_mul_lazy(&t, &v[0], &v[1]); CHECK(bls381_fp2_eq(&t, &v[2]));
            bls381_fp2_sqr(&t, &v[0]); CHECK(bls381_fp2_eq(&t, &v[3]));
            bls381_fp2_sqr_plain(&t, &v[0]); CHECK(bls381_fp2_eq(&t, &v[3]));
            bls381_fp2_sqr_lazy(&t, &v[0]); CHECK(bls381_fp2_eq(&t, &v[3]));
            bls381_fp2_inv(&t, &v[0]); CHECK(bls381_fp2_eq(&t, &v[4]));
        } else if (kind == 6 && n == 9) {
            bls381_fp6 v[8], t;
            for (int k = 0; k < 8; k++) REQUIRE(hex_fp6(&v[k], tok[k + 1]));
            bls381_fp6_mul(&t, &v[0], &v[1]); CHECK(bls381_fp6_eq(&t, &v[2]));
            bls381_fp6_sqr(&t, &v[0]); CHECK(bls381_fp6_eq(&t, &v[3]));
            bls381_fp6_inv(&t, &v[0]); CHECK(bls381_fp6_eq(&t, &v[4]));
            bls381_fp6_frobenius(&t, &v[0]); CHECK(bls381_fp6_eq(&t, &v[5]));
            bls381_fp6_frobenius2(&t, &v[0]); CHECK(bls381_fp6_eq(&t, &v[6]));
            bls381_fp6_frobenius3(&t, &v[0]); CHECK(bls381_fp6_eq(&t, &v[7]));
        } else if (kind == 12 && n == 11) {
            bls381_fp12 v[10], t;
            uint8_t out[BLS381_FP12_BYTES], want[BLS381_FP12_BYTES];
            for (int k = 0; k < 10; k++) REQUIRE(hex_fp12(&v[k], tok[k + 1]));
            REQUIRE(test_hex(want, sizeof want, tok[1]));
            bls381_fp12_to_bytes(out, &v[0]); CHECK_MEM(out, want, sizeof want);
            bls381_fp12_mul(&t, &v[0], &v[1]); CHECK(bls381_fp12_eq(&t, &v[2]));
            bls381_fp12_sqr(&t, &v[0]); CHECK(bls381_fp12_eq(&t, &v[3]));
            bls381_fp12_inv(&t, &v[0]); CHECK(bls381_fp12_eq(&t, &v[4]));
            bls381_fp12_frobenius(&t, &v[0]); CHECK(bls381_fp12_eq(&t, &v[5]));
            bls381_fp12_frobenius2(&t, &v[0]); CHECK(bls381_fp12_eq(&t, &v[6]));
            bls381_fp12_frobenius3(&t, &v[0]); CHECK(bls381_fp12_eq(&t, &v[7]));
            bls381_fp12_cyclotomic_sqr(&t, &v[8]); CHECK(bls381_fp12_eq(&t, &v[9]));
        } else {
            test_failf(__FILE__, __LINE__, "bad oracle line (%d fields)", n);
            break;
        }
        lines[kind]++;
        if (test_current_failures()) break;
    }
    free(line);
    CHECK(pclose(f) == 0);
    CHECK(lines[2] == count && lines[6] == count && lines[12] == count);
}

/* ------------------------------------------------------ Fp2, lazy vs plain */

TEST(fp2_lazy__matches_plain_on_random_and_edge_inputs)
{
    bls381_fp edge[3];
    bls381_fp_set_zero(&edge[0]);
    bls381_fp_set_one(&edge[1]);
    bls381_fp_neg(&edge[2], &edge[1]); /* p - 1 */
    /* every coordinate of a and b in {0, 1, p-1}: 81 pairs */
    for (int m = 0; m < 81; m++) {
        bls381_fp2 a = { edge[m % 3], edge[m / 3 % 3] }, b = { edge[m / 9 % 3], edge[m / 27] };
        bls381_fp2 x, y;
        bls381_fp2_mul_plain(&x, &a, &b);
        bls381_fp2_mul_lazy(&y, &a, &b);
        CHECK_LOOP(bls381_fp2_eq(&x, &y));
        bls381_fp2_sqr_plain(&x, &a);
        bls381_fp2_sqr_lazy(&y, &a);
        CHECK_LOOP(bls381_fp2_eq(&x, &y));
    }
    for (size_t i = 0; i < test_iters(20000); i++) {
        bls381_fp2 a, b, x, y;
        rand_fp2(&a);
        rand_fp2(&b);
        if (i % 4 == 1) a.c0 = edge[2];       /* mix edges into random values */
        if (i % 4 == 2) b.c1 = edge[2];
        bls381_fp2_mul_plain(&x, &a, &b);
        bls381_fp2_mul_lazy(&y, &a, &b);
        CHECK_LOOP(bls381_fp2_eq(&x, &y));
        bls381_fp2_sqr_plain(&x, &a);
        bls381_fp2_sqr_lazy(&y, &a);
        CHECK_LOOP(bls381_fp2_eq(&x, &y));
        y = a;                                 /* aliasing */
        bls381_fp2_mul_lazy(&y, &y, &b);
        bls381_fp2_mul_plain(&x, &a, &b);
        CHECK_LOOP(bls381_fp2_eq(&x, &y));
        y = a;
        bls381_fp2_sqr_lazy(&y, &y);
        bls381_fp2_sqr_plain(&x, &a);
        CHECK_LOOP(bls381_fp2_eq(&x, &y));
    }
}

/* Every Fp coordinate of an element drawn from {0, 1, p-1} (edge) or at random. */
static void edge_or_rand_fp(bls381_fp *r, int mode)
{
    switch (mode) {
    case 0: bls381_fp_set_zero(r); break;
    case 1: bls381_fp_set_one(r); break;
    case 2: bls381_fp_set_one(r); bls381_fp_neg(r, r); break;
    default: rand_fp(r); break;
    }
}

static void edge_fp12(bls381_fp12 *r, uint64_t pick)
{
    bls381_fp *coord[12] = { &r->c0.c0.c0, &r->c0.c0.c1, &r->c0.c1.c0, &r->c0.c1.c1,
                             &r->c0.c2.c0, &r->c0.c2.c1, &r->c1.c0.c0, &r->c1.c0.c1,
                             &r->c1.c1.c0, &r->c1.c1.c1, &r->c1.c2.c0, &r->c1.c2.c1 };
    for (int k = 0; k < 12; k++) edge_or_rand_fp(coord[k], (int)((pick >> (2 * k)) & 3));
}

TEST(tower_lazy__fp6_fp12_match_plain_on_random_and_edge_inputs)
{
    for (size_t i = 0; i < test_iters(400); i++) {
        bls381_fp12 a, b, x, y;
        /* first all-(p-1), then mixes of 0, 1, p-1 and random coordinates */
        uint64_t pa = i == 0 ? 0xaaaaaaULL : test_rand64(), pb = i == 0 ? 0xaaaaaaULL : test_rand64();
        edge_fp12(&a, pa);
        edge_fp12(&b, pb);
        bls381_fp12_mul_plain(&x, &a, &b);
        bls381_fp12_mul_lazy(&y, &a, &b);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
        bls381_fp12_sqr_plain(&x, &a);
        bls381_fp12_sqr_lazy(&y, &a);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
        bls381_fp6 s, t;
        bls381_fp6_mul_plain(&s, &a.c0, &b.c1);
        bls381_fp6_mul_lazy(&t, &a.c0, &b.c1);
        CHECK_LOOP(bls381_fp6_eq(&s, &t));
        y = a;                                   /* aliasing */
        bls381_fp12_mul_lazy(&y, &y, &b);
        bls381_fp12_mul_plain(&x, &a, &b);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
        y = a;
        bls381_fp12_sqr_lazy(&y, &y);
        bls381_fp12_sqr_plain(&x, &a);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
    }
}

/* ------------------------------------------------------------------ Fp6 */

TEST(fp6_identities__hold_on_random_inputs)
{
    bls381_fp6 v = { .c1 = { bls381_fp_one_mont, { { 0 } } } };
    for (size_t i = 0; i < test_iters(500); i++) {
        bls381_fp6 a, b, c, t1, t2, t3;
        rand_fp6(&a); rand_fp6(&b); rand_fp6(&c);
        /* commutativity, associativity, distributivity */
        bls381_fp6_mul(&t1, &a, &b); bls381_fp6_mul(&t2, &b, &a);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp6_mul(&t1, &t1, &c); bls381_fp6_mul(&t2, &b, &c); bls381_fp6_mul(&t2, &a, &t2);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp6_add(&t1, &b, &c); bls381_fp6_mul(&t1, &a, &t1);
        bls381_fp6_mul(&t2, &a, &b); bls381_fp6_mul(&t3, &a, &c); bls381_fp6_add(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        /* additive group: (a - b) + b = a, a + (-a) = 0, 2a = a + a */
        bls381_fp6_sub(&t1, &a, &b); bls381_fp6_add(&t1, &t1, &b);
        CHECK_LOOP(bls381_fp6_eq(&t1, &a));
        bls381_fp6_neg(&t1, &a); bls381_fp6_add(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp6_is_zero(&t1));
        bls381_fp6_dbl(&t1, &a); bls381_fp6_add(&t2, &a, &a);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        /* sqr = mul, inverse, multiplication by v, v^3 = xi */
        bls381_fp6_sqr(&t1, &a); bls381_fp6_mul(&t2, &a, &a);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp6_inv(&t1, &a); bls381_fp6_mul(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp6_is_one(&t1));
        bls381_fp6_mul_by_nonresidue(&t1, &a); bls381_fp6_mul(&t2, &a, &v);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp6_mul(&t1, &v, &v); bls381_fp6_mul(&t1, &t1, &v);
        bls381_fp6_set_zero(&t2); t2.c0 = *xi();
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        /* sparse products against dense ones */
        bls381_fp6 s = { b.c0, { { { 0 } }, { { 0 } } }, { { { 0 } }, { { 0 } } } };
        bls381_fp6_mul_by_fp2(&t1, &a, &b.c0); bls381_fp6_mul(&t2, &a, &s);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        s.c1 = b.c1;
        bls381_fp6_mul_by_01(&t1, &a, &b.c0, &b.c1); bls381_fp6_mul(&t2, &a, &s);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp2_set_zero(&s.c0);
        bls381_fp6_mul_by_1(&t1, &a, &b.c1); bls381_fp6_mul(&t2, &a, &s);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        /* Frobenius: multiplicative, frob2 = frob o frob, frob3 = frob o frob2,
         * frob^6 = id (Fp6 has degree 6 over Fp) */
        bls381_fp6_mul(&t1, &a, &b); bls381_fp6_frobenius(&t1, &t1);
        bls381_fp6_frobenius(&t2, &a); bls381_fp6_frobenius(&t3, &b); bls381_fp6_mul(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp6_frobenius(&t1, &a); bls381_fp6_frobenius(&t1, &t1); bls381_fp6_frobenius2(&t2, &a);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        bls381_fp6_frobenius(&t1, &t1); bls381_fp6_frobenius3(&t2, &a);
        CHECK_LOOP(bls381_fp6_eq(&t1, &t2));
        t1 = a;
        for (int k = 0; k < 6; k++) bls381_fp6_frobenius(&t1, &t1);
        CHECK_LOOP(bls381_fp6_eq(&t1, &a));
        bls381_fp6_frobenius3(&t1, &a); bls381_fp6_frobenius3(&t1, &t1);
        CHECK_LOOP(bls381_fp6_eq(&t1, &a));
        /* cmov */
        t1 = a;
        bls381_fp6_cmov(&t1, &b, false); CHECK_LOOP(bls381_fp6_eq(&t1, &a));
        bls381_fp6_cmov(&t1, &b, true); CHECK_LOOP(bls381_fp6_eq(&t1, &b));
    }
    bls381_fp6 z, t;
    bls381_fp6_set_zero(&z);
    bls381_fp6_inv(&t, &z);
    CHECK(bls381_fp6_is_zero(&t));
}

/* ----------------------------------------------------------------- Fp12 */

TEST(fp12_identities__hold_on_random_inputs)
{
    for (size_t i = 0; i < test_iters(200); i++) {
        bls381_fp12 a, b, c, t1, t2, t3;
        rand_fp12(&a); rand_fp12(&b); rand_fp12(&c);
        bls381_fp12_mul(&t1, &a, &b); bls381_fp12_mul(&t2, &b, &a);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        bls381_fp12_mul(&t1, &t1, &c); bls381_fp12_mul(&t2, &b, &c); bls381_fp12_mul(&t2, &a, &t2);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        bls381_fp12_add(&t1, &b, &c); bls381_fp12_mul(&t1, &a, &t1);
        bls381_fp12_mul(&t2, &a, &b); bls381_fp12_mul(&t3, &a, &c); bls381_fp12_add(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        bls381_fp12_sub(&t1, &a, &b); bls381_fp12_add(&t1, &t1, &b);
        CHECK_LOOP(bls381_fp12_eq(&t1, &a));
        bls381_fp12_neg(&t1, &a); bls381_fp12_add(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp12_is_zero(&t1));
        bls381_fp12_sqr(&t1, &a); bls381_fp12_mul(&t2, &a, &a);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        bls381_fp12_inv(&t1, &a); bls381_fp12_mul(&t1, &t1, &a);
        CHECK_LOOP(bls381_fp12_is_one(&t1));
        /* w^2 = v: multiplying by w twice is multiplying c0 and c1 by v */
        bls381_fp12 w;
        bls381_fp12_set_zero(&w);
        w.c1.c0.c0 = bls381_fp_one_mont;
        bls381_fp12_mul(&t1, &a, &w); bls381_fp12_mul(&t1, &t1, &w);
        bls381_fp6_mul_by_nonresidue(&t2.c0, &a.c0); bls381_fp6_mul_by_nonresidue(&t2.c1, &a.c1);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        /* Frobenius: multiplicative, compositions, order 12, conj = frob^6 */
        bls381_fp12_mul(&t1, &a, &b); bls381_fp12_frobenius(&t1, &t1);
        bls381_fp12_frobenius(&t2, &a); bls381_fp12_frobenius(&t3, &b); bls381_fp12_mul(&t2, &t2, &t3);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        bls381_fp12_frobenius(&t1, &a); bls381_fp12_frobenius(&t1, &t1); bls381_fp12_frobenius2(&t2, &a);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        bls381_fp12_frobenius(&t1, &t1); bls381_fp12_frobenius3(&t2, &a);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        t1 = a;
        for (int k = 0; k < 6; k++) bls381_fp12_frobenius(&t1, &t1);
        bls381_fp12_conj(&t2, &a);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        for (int k = 0; k < 6; k++) bls381_fp12_frobenius(&t1, &t1);
        CHECK_LOOP(bls381_fp12_eq(&t1, &a));
        bls381_fp12_frobenius3(&t1, &a); bls381_fp12_frobenius3(&t1, &t1);
        CHECK_LOOP(bls381_fp12_eq(&t1, &t2));
        t1 = a;
        for (int k = 0; k < 6; k++) bls381_fp12_frobenius2(&t1, &t1);
        CHECK_LOOP(bls381_fp12_eq(&t1, &a));
        /* the Fp6 Frobenius is the Fp12 one on Fp6 = c0 */
        t1 = a; bls381_fp6_set_zero(&t1.c1);
        bls381_fp12_frobenius(&t1, &t1); bls381_fp6_frobenius(&t2.c0, &a.c0);
        CHECK_LOOP(bls381_fp6_eq(&t1.c0, &t2.c0) && bls381_fp6_is_zero(&t1.c1));
        /* cmov, eq */
        t1 = a;
        bls381_fp12_cmov(&t1, &b, false); CHECK_LOOP(bls381_fp12_eq(&t1, &a));
        bls381_fp12_cmov(&t1, &b, true); CHECK_LOOP(bls381_fp12_eq(&t1, &b));
        CHECK_LOOP(!bls381_fp12_eq(&a, &b));
    }
    bls381_fp12 z, t, one;
    bls381_fp12_set_zero(&z);
    bls381_fp12_inv(&t, &z);
    CHECK(bls381_fp12_is_zero(&t));
    bls381_fp12_set_one(&one);
    CHECK(bls381_fp12_is_one(&one) && !bls381_fp12_is_zero(&one) && !bls381_fp12_is_one(&z));
    one.c1.c2.c1.l[0] ^= 1; /* a change in the last coordinate is seen */
    CHECK(!bls381_fp12_is_one(&one));
}

TEST(frobenius_constants__are_powers_of_xi)
{
    for (int k = 1; k <= 3; k++) {
        uint64_t e[18];
        p_power(e, k);
        dec_div_small(e, 6 * (size_t)k, 6); /* (p^k - 1)/6 */
        bls381_fp2 g, t;
        fp2_pow(&g, xi(), e, 6 * (size_t)k);
        t = g;
        for (int j = 1; j <= 5; j++) {
            CHECK(bls381_fp2_eq(&t, &bls381_frob_gamma[k - 1][j - 1]));
            bls381_fp2_mul(&t, &t, &g);
        }
        if (k == 2)
            for (int j = 0; j < 5; j++) CHECK(bls381_fp_is_zero(&bls381_frob_gamma[1][j].c1));
    }
}

TEST(frobenius__equals_power_by_p_p2_p3)
{
    uint64_t e[3][18];
    for (int k = 1; k <= 3; k++) p_power(e[k - 1], k);
    for (size_t i = 0; i < test_iters(2); i++) {
        bls381_fp12 a, x, y;
        bls381_fp6 b, s, t;
        rand_fp12(&a);
        rand_fp6(&b);
        void (*f12[3])(bls381_fp12 *, const bls381_fp12 *) = {
            bls381_fp12_frobenius, bls381_fp12_frobenius2, bls381_fp12_frobenius3 };
        void (*f6[3])(bls381_fp6 *, const bls381_fp6 *) = {
            bls381_fp6_frobenius, bls381_fp6_frobenius2, bls381_fp6_frobenius3 };
        for (int k = 0; k < 3; k++) {
            fp12_pow(&x, &a, e[k], 6 * (size_t)(k + 1));
            f12[k](&y, &a);
            CHECK(bls381_fp12_eq(&x, &y));
            fp6_pow(&s, &b, e[k], 6 * (size_t)(k + 1));
            f6[k](&t, &b);
            CHECK(bls381_fp6_eq(&s, &t));
        }
    }
}

TEST(fp12_sparse__matches_dense_product)
{
    for (size_t i = 0; i < test_iters(500); i++) {
        bls381_fp12 a, l, x, y;
        bls381_fp2 o[3];
        rand_fp12(&a);
        for (int k = 0; k < 3; k++) rand_fp2(&o[k]);
        if (i == 1) bls381_fp2_set_zero(&o[1]);
        /* 014: c0.c0, c0.c1, c1.c1 */
        bls381_fp12_set_zero(&l);
        l.c0.c0 = o[0]; l.c0.c1 = o[1]; l.c1.c1 = o[2];
        bls381_fp12_mul(&x, &a, &l);
        bls381_fp12_mul_by_014(&y, &a, &o[0], &o[1], &o[2]);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
        y = a;
        bls381_fp12_mul_by_014(&y, &y, &o[0], &o[1], &o[2]);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
    }
}

/* ------------------------------------------------------------ cyclotomic */

TEST(fp12_cyclotomic_sqr__matches_sqr_on_cyclotomic_elements)
{
    for (size_t i = 0; i < test_iters(100); i++) {
        bls381_fp12 g, x, y, t;
        rand_cyclotomic(&g);
        /* g is unitary: conj(g) = 1/g */
        bls381_fp12_conj(&t, &g); bls381_fp12_mul(&t, &t, &g);
        CHECK_LOOP(bls381_fp12_is_one(&t));
        /* and g^(p^4 - p^2 + 1) = 1, i.e. g^(p^4) g = g^(p^2) */
        bls381_fp12_frobenius2(&x, &g); bls381_fp12_frobenius2(&t, &x); bls381_fp12_mul(&t, &t, &g);
        CHECK_LOOP(bls381_fp12_eq(&t, &x));
        bls381_fp12_cyclotomic_sqr(&x, &g);
        bls381_fp12_sqr(&y, &g);
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
        /* a run of 60 squarings, as in the final exponentiation */
        x = g; y = g;
        for (int k = 0; k < 60; k++) {
            bls381_fp12_cyclotomic_sqr(&x, &x);
            bls381_fp12_sqr(&y, &y);
        }
        CHECK_LOOP(bls381_fp12_eq(&x, &y));
    }
    bls381_fp12 one, t;
    bls381_fp12_set_one(&one);
    bls381_fp12_cyclotomic_sqr(&t, &one);
    CHECK(bls381_fp12_is_one(&t));
}

/* The first entries of tests/vectors/pairing/pairing.json: e(G1,G2)^(k^2) */
static int read_pairing_vectors(bls381_fp12 *out, int n)
{
    FILE *f = fopen(test_data_path("vectors/pairing/pairing.json"), "rb");
    if (!f) return 0;
    static char hex[2 * BLS381_FP12_BYTES + 1];
    int got = 0, c;
    while (got < n && (c = fgetc(f)) != EOF) {
        if (c != '"') continue;
        size_t len = 0;
        while ((c = fgetc(f)) != EOF && c != '"' && len < sizeof hex - 1) hex[len++] = (char)c;
        hex[len] = 0;
        if (c != '"' || !hex_fp12(&out[got], hex)) break;
        got++;
    }
    fclose(f);
    return got;
}

TEST(fp12_pairing_vectors__decode_and_behave_as_gt)
{
    bls381_fp12 e[3], t, x;
    REQUIRE(read_pairing_vectors(e, 3) == 3);
    /* re-encoding gives the same bytes; first bytes as documented */
    uint8_t out[BLS381_FP12_BYTES];
    bls381_fp12_to_bytes(out, &e[0]);
    CHECK(out[0] == 0x0f && out[1] == 0x41 && out[574] == 0x89 && out[575] == 0xb6);
    for (int k = 0; k < 3; k++) {
        bls381_fp12_conj(&t, &e[k]); bls381_fp12_mul(&t, &t, &e[k]);
        CHECK(bls381_fp12_is_one(&t));                    /* unitary */
    }
    /* e1 = e0^4, e2 = e0^9, computed with cyclotomic squarings */
    bls381_fp12_cyclotomic_sqr(&t, &e[0]);
    bls381_fp12_cyclotomic_sqr(&t, &t);
    CHECK(bls381_fp12_eq(&t, &e[1]));
    bls381_fp12_cyclotomic_sqr(&x, &t);
    bls381_fp12_mul(&x, &x, &e[0]);
    CHECK(bls381_fp12_eq(&x, &e[2]));
    /* order r: e0^r = 1, and (r-1) = -1 */
    static const uint64_t r[4] = { 0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                   0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL };
    fp12_pow(&t, &e[0], r, 4);
    CHECK(bls381_fp12_is_one(&t));
    /* Frobenius keeps GT in the cyclotomic subgroup: t^(p^4) t = t^(p^2) */
    bls381_fp12_frobenius(&t, &e[0]);
    CHECK(!bls381_fp12_is_one(&t) && !bls381_fp12_eq(&t, &e[0]));
    bls381_fp12_frobenius2(&x, &t); bls381_fp12_frobenius2(&x, &x); bls381_fp12_mul(&x, &x, &t);
    bls381_fp12_frobenius2(&t, &t);
    CHECK(bls381_fp12_eq(&x, &t));
}

TEST(fp12_from_bytes__rejects_noncanonical_values)
{
    static const char *p_hex = "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab";
    uint8_t b[BLS381_FP12_BYTES], p[48], out[BLS381_FP12_BYTES];
    bls381_fp12 a, keep, r;
    REQUIRE(test_hex(p, 48, p_hex));
    rand_fp12(&a);
    rand_fp12(&keep);
    for (int k = 0; k < 12; k++) {
        bls381_fp12_to_bytes(b, &a);
        memcpy(b + 48 * k, p, 48);               /* p itself */
        r = keep;
        CHECK(bls381_fp12_from_bytes(&r, b) == BLS381_ERR_ENCODING);
        CHECK(bls381_fp12_eq(&r, &keep));        /* untouched */
        memset(b + 48 * k, 0xff, 48);             /* 2^384 - 1 */
        CHECK(bls381_fp12_from_bytes(&r, b) == BLS381_ERR_ENCODING);
        memcpy(b + 48 * k, p, 48);
        b[48 * k + 47]--;                         /* p - 1 is fine */
        CHECK(bls381_fp12_from_bytes(&r, b) == BLS381_OK);
        bls381_fp12_to_bytes(out, &r);
        CHECK_MEM(out, b, sizeof b);
    }
    for (size_t i = 0; i < test_iters(100); i++) {
        rand_fp12(&a);
        bls381_fp12_to_bytes(b, &a);
        CHECK_LOOP(bls381_fp12_from_bytes(&r, b) == BLS381_OK && bls381_fp12_eq(&r, &a));
    }
}

TEST(fp12_cyclotomic_compressed__squarings_and_decompression_match_granger_scott)
{
    /* eight elements decompressed at once, one of them 1 (a1 = a4 = 0: the
     * denominator replaced by 1 must not spoil the shared inversion) */
    bls381_fp12 g[8], full[8], back[8];
    bls381_fp12_compressed c[8];
    for (size_t i = 0; i < test_iters(5); i++) {
        for (size_t j = 0; j < 8; j++) {
            if (j == 3) bls381_fp12_set_one(&g[j]);
            else rand_cyclotomic(&g[j]);
            bls381_fp12_cyclotomic_compress(&c[j], &g[j]);
            full[j] = g[j];
            for (size_t k = 0; k <= j; k++) {
                bls381_fp12_cyclotomic_sqr(&full[j], &full[j]);
                bls381_fp12_cyclotomic_sqr_compressed(&c[j], &c[j]);
            }
        }
        bls381_fp12_cyclotomic_decompress(back, c, 8);
        for (size_t j = 0; j < 8; j++) CHECK_LOOP(bls381_fp12_eq(&back[j], &full[j]));
        /* one at a time gives the same */
        bls381_fp12_cyclotomic_decompress(back, &c[5], 1);
        CHECK_LOOP(bls381_fp12_eq(&back[0], &full[5]));
    }
    bls381_fp12_cyclotomic_decompress(back, c, 0);   /* n = 0: nothing */
}
