#define _POSIX_C_SOURCE 200809L
/* The pairing: the known answers e([k]G1, [k]G2) of tests/vectors/pairing
 * (all 1000 from the shared vectors when present), known answers for random
 * scalars from an independent Python model (tests/oracle/pairing_oracle.py),
 * the step formulas against the group law and the curve, the final
 * exponentiation against plain exponentiation, bilinearity, multi-pairing
 * and pairing checks (serial, parallel, prepared), and infinity. */
#include "harness.h"
#include "curve_util.h"
#include "pairing/pairing.h"
#include "curve/curve.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------ helpers */

static void rand_fp12(bls381_fp12 *r)
{
    bls381_fp2 *c[6] = { &r->c0.c0, &r->c0.c1, &r->c0.c2, &r->c1.c0, &r->c1.c1, &r->c1.c2 };
    for (int i = 0; i < 6; i++) cu_rand_fp2(c[i]);
}

/* random points of G1, G2 in affine form, with the scalar used */
static void rand_g1(bls381_g1_affine *r, bls381_fr *k)
{
    bls381_g1 g;
    bls381_fr kk;
    cu_rand_fr(&kk);
    bls381_g1_generator(&g);
    bls381_g1_mul_vartime(&g, &g, &kk);
    bls381_g1_to_affine(r, &g);
    if (k) *k = kk;
}

static void rand_g2(bls381_g2_affine *r, bls381_fr *k)
{
    bls381_g2 g;
    bls381_fr kk;
    cu_rand_fr(&kk);
    bls381_g2_generator(&g);
    bls381_g2_mul_vartime(&g, &g, &kk);
    bls381_g2_to_affine(r, &g);
    if (k) *k = kk;
}

/* r = a^e for a public exponent of n limbs (plain square and multiply) */
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

static void fp12_pow_fr(bls381_fp12 *r, const bls381_fp12 *a, const bls381_fr *k)
{
    uint64_t e[4];
    bls381_fr_to_limbs(e, k);
    fp12_pow(r, a, e, 4);
}

static const uint64_t R_LIMBS[4] = { 0xffffffff00000001ULL, 0x53bda402fffe5bfeULL,
                                     0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL };

static bls381_g1_affine g1_inf(void) { bls381_g1_affine o; memset(&o, 0, sizeof o); return o; }
static bls381_g2_affine g2_inf(void) { bls381_g2_affine o; memset(&o, 0, sizeof o); return o; }

/* ------------------------------------------------------------- steps */

/* a + b x + c y at a twist point: the line through T (and Q) in the form
 * of lines.c vanishes at every point of the twist it passes through. */
static bool line_vanishes_at(const bls381_line *l, const bls381_g2 *pt)
{
    bls381_g2_affine a;
    bls381_fp2 s, t;
    bls381_g2_to_affine(&a, pt);
    bls381_fp2_mul(&s, &l->b, &a.x);
    bls381_fp2_mul(&t, &l->c, &a.y);
    bls381_fp2_add(&s, &s, &t);
    bls381_fp2_add(&s, &s, &l->a);
    return bls381_fp2_is_zero(&s);
}

TEST(pairing_dbl_step__doubles_and_gives_the_tangent)
{
    for (size_t i = 0; i < test_iters(20); i++) {
        bls381_g2_affine qa;
        bls381_g2 t, t0, d, nd;
        bls381_line l;
        rand_g2(&qa, NULL);
        bls381_g2_from_affine(&t, &qa);
        cu_rescale_g2(&t);
        t0 = t;
        bls381_pairing_dbl_step(&t, &l);
        bls381_g2_dbl(&d, &t0);
        CHECK_LOOP(bls381_g2_eq(&t, &d) && bls381_g2_is_on_curve(&t));
        /* the tangent at T meets the curve again at -2T */
        bls381_g2_neg(&nd, &d);
        CHECK_LOOP(line_vanishes_at(&l, &t0) && line_vanishes_at(&l, &nd));
        CHECK_LOOP(!bls381_fp2_is_zero(&l.c));
        /* and not elsewhere */
        bls381_g2_add(&nd, &nd, &t0);
        CHECK_LOOP(!line_vanishes_at(&l, &nd));
    }
}

TEST(pairing_add_step__adds_and_gives_the_chord)
{
    for (size_t i = 0; i < test_iters(20); i++) {
        bls381_g2_affine qa, ta;
        bls381_g2 t, t0, q, s, ns;
        bls381_line l;
        rand_g2(&qa, NULL);
        rand_g2(&ta, NULL);
        bls381_g2_from_affine(&t, &ta);
        cu_rescale_g2(&t);
        t0 = t;
        bls381_g2_from_affine(&q, &qa);
        bls381_pairing_add_step(&t, &l, &qa);
        bls381_g2_add(&s, &t0, &q);
        CHECK_LOOP(bls381_g2_eq(&t, &s) && bls381_g2_is_on_curve(&t));
        bls381_g2_neg(&ns, &s);
        CHECK_LOOP(line_vanishes_at(&l, &t0) && line_vanishes_at(&l, &q) && line_vanishes_at(&l, &ns));
        CHECK_LOOP(!line_vanishes_at(&l, &s));
    }
}

TEST(pairing_mul_line_normalized__equals_sparse_product_with_one)
{
    for (size_t i = 0; i < test_iters(50); i++) {
        bls381_fp12 f, g, h;
        bls381_fp2 o0, o1, one;
        rand_fp12(&f);
        cu_rand_fp2(&o0);
        cu_rand_fp2(&o1);
        bls381_fp2_set_one(&one);
        g = f;
        bls381_pairing_mul_line_normalized(&g, &o0, &o1);
        bls381_fp12_mul_by_014(&h, &f, &o0, &o1, &one);
        CHECK_LOOP(bls381_fp12_eq(&g, &h));
    }
}

TEST(pairing_mul_line_pair__equals_two_sparse_products)
{
    for (size_t i = 0; i < test_iters(50); i++) {
        bls381_fp12 f, g, h;
        bls381_fp2 l[3], m[3];
        rand_fp12(&f);
        for (int k = 0; k < 3; k++) { cu_rand_fp2(&l[k]); cu_rand_fp2(&m[k]); }
        g = f;
        bls381_pairing_mul_line_pair(&g, l, m);
        bls381_fp12_mul_by_014(&h, &f, &l[0], &l[1], &l[2]);
        bls381_fp12_mul_by_014(&h, &h, &m[0], &m[1], &m[2]);
        CHECK_LOOP(bls381_fp12_eq(&g, &h));
    }
}

/* ------------------------------------------------ final exponentiation */

/* 3 (p^4 - p^2 + 1)/r, from the oracle (which also checks the identity
 * 3d = (x - 1)^2 (x + p)(x^2 + p^2 - 1) + 3 the chain relies on) */
static size_t oracle_three_d(uint64_t *e, size_t cap)
{
    char cmd[512], buf[1024];
    snprintf(cmd, sizeof cmd, "python3 %s exponent", test_data_path("oracle/pairing_oracle.py"));
    FILE *f = popen(cmd, "r");
    if (!f) return 0;
    size_t len = 0;
    if (!fgets(buf, sizeof buf, f)) buf[0] = 0;
    pclose(f);
    while (buf[len] && buf[len] != '\n') len++;
    size_t n = (len + 15) / 16;
    if (n == 0 || n > cap) return 0;
    memset(e, 0, n * sizeof *e);
    for (size_t i = 0; i < len; i++) {
        char c = buf[len - 1 - i];
        uint64_t d = (uint64_t)(c <= '9' ? c - '0' : c - 'a' + 10);
        e[i / 16] |= d << (4 * (i % 16));
    }
    return n;
}

TEST(final_exp__hard_part_equals_plain_exponentiation)
{
    uint64_t e[32];
    size_t n = oracle_three_d(e, 32);
    REQUIRE(n >= 19 && n <= 21);
    for (size_t i = 0; i < test_iters(2); i++) {
        bls381_fp12 f, g, a, b;
        rand_fp12(&f);
        bls381_final_exp_easy(&g, &f);
        bls381_final_exp_hard(&a, &g);
        fp12_pow(&b, &g, e, n);
        CHECK_LOOP(bls381_fp12_eq(&a, &b));
        /* and the whole: a^r = 1 */
        fp12_pow(&b, &a, R_LIMBS, 4);
        CHECK_LOOP(bls381_fp12_is_one(&b));
        bls381_final_exp(&b, &f);
        CHECK_LOOP(bls381_fp12_eq(&a, &b));
    }
}

TEST(final_exp__easy_part_lands_in_the_cyclotomic_subgroup)
{
    for (size_t i = 0; i < test_iters(10); i++) {
        bls381_fp12 f, g, a, b, c;
        rand_fp12(&f);
        bls381_final_exp_easy(&g, &f);
        /* g^(p^6 - 1)... g^(p^4 - p^2 + 1) = 1: g^(p^4) g = g^(p^2) */
        bls381_fp12_frobenius2(&a, &g);
        bls381_fp12_frobenius2(&b, &a);
        bls381_fp12_mul(&b, &b, &g);
        CHECK_LOOP(bls381_fp12_eq(&a, &b));
        /* easy part = plain powers: conj(f)/f, then (.)^(p^2) (.) */
        bls381_fp12_inv(&a, &f);
        bls381_fp12_conj(&c, &f);
        bls381_fp12_mul(&a, &a, &c);
        bls381_fp12_frobenius(&c, &a);
        bls381_fp12_frobenius(&c, &c);
        bls381_fp12_mul(&a, &a, &c);
        CHECK_LOOP(bls381_fp12_eq(&a, &g));
    }
}

TEST(final_exp__exp_by_x_matches_plain_power)
{
    for (size_t i = 0; i < test_iters(5); i++) {
        bls381_fp12 f, g, a, b;
        rand_fp12(&f);
        bls381_final_exp_easy(&g, &f);
        bls381_cyclotomic_exp_x(&a, &g);
        uint64_t xabs = BLS381_PAIRING_X_ABS;
        fp12_pow(&b, &g, &xabs, 1);
        bls381_fp12_inv(&b, &b);                 /* x < 0 */
        CHECK_LOOP(bls381_fp12_eq(&a, &b));
    }
}

TEST(final_exp__compressed_exp_equals_granger_scott)
{
    for (size_t i = 0; i < test_iters(10); i++) {
        bls381_fp12 f, g, a, b;
        rand_fp12(&f);
        bls381_final_exp_easy(&g, &f);
        bls381_cyclotomic_exp_x_abs_compressed(&a, &g);
        bls381_cyclotomic_exp_x_abs_gs(&b, &g);
        CHECK_LOOP(bls381_fp12_eq(&a, &b));
    }
    /* 1 compresses to zeros: the a1 = 0 and a4 = 0 masks of the decompression */
    bls381_fp12 one, a;
    bls381_fp12_set_one(&one);
    bls381_cyclotomic_exp_x_abs_compressed(&a, &one);
    CHECK(bls381_fp12_is_one(&a));
}

TEST(final_exp__zero_gives_zero)
{
    bls381_fp12 z, r;
    bls381_fp12_set_zero(&z);
    bls381_final_exp(&r, &z);
    CHECK(bls381_fp12_is_zero(&r));
}

/* ------------------------------------------------------ known answers */

/* Reads up to cap entries of a pairing.json (array of 1152-digit hex
 * strings); returns how many decoded, -1 when the file is missing. */
static int read_gt_vectors(const char *path, bls381_fp12 *out, int cap)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    static char hex[2 * BLS381_FP12_BYTES + 2];
    uint8_t b[BLS381_FP12_BYTES];
    int got = 0, c;
    while (got < cap && (c = fgetc(f)) != EOF) {
        if (c != '"') continue;
        size_t len = 0;
        while ((c = fgetc(f)) != EOF && c != '"' && len < sizeof hex - 1) hex[len++] = (char)c;
        hex[len] = 0;
        if (c != '"' || !test_hex(b, sizeof b, hex) || bls381_fp12_from_bytes(&out[got], b) != BLS381_OK) break;
        got++;
    }
    fclose(f);
    return got;
}

/* The shared vectors folder: $BLS381_SHARED_VECTORS, else ../shared/vectors
 * relative to the repository (the current directory of make test). */
static const char *shared_path(const char *rel)
{
    static char buf[4096];
    const char *env = getenv("BLS381_SHARED_VECTORS");
    snprintf(buf, sizeof buf, "%s/%s", env && *env ? env : "../shared/vectors", rel);
    return buf;
}

TEST(pairing__matches_the_known_answers_k_times_generators)
{
    enum { FULL = 1000 };
    bls381_fp12 *want = malloc(FULL * sizeof *want);
    REQUIRE(want != NULL);
    int n = read_gt_vectors(shared_path("pairing/pairing.json"), want, FULL);
    if (n < 0) n = read_gt_vectors(test_data_path("vectors/pairing/pairing.json"), want, FULL);
    else CHECK(n == FULL);                       /* the shared file is complete */
    CHECK(n >= 100);
    int check = n;                      /* all of them at the default scale */
    if ((size_t)check > test_iters(1000)) check = (int)test_iters(1000);
    printf("  (%d of %d pairing vectors)\n", check, n);
    bls381_g1 p, g1;
    bls381_g2 q, g2;
    bls381_g1_generator(&g1);
    bls381_g2_generator(&g2);
    p = g1;
    q = g2;
    for (int k = 0; k < check; k++) {
        bls381_g1_affine pa;
        bls381_g2_affine qa;
        bls381_fp12 e;
        bls381_g1_to_affine(&pa, &p);
        bls381_g2_to_affine(&qa, &q);
        bls381_pairing(&e, &pa, &qa);
        if (!bls381_fp12_eq(&e, &want[k])) {
            test_failf(__FILE__, __LINE__, "e([%d]G1, [%d]G2) differs from the vector", k + 1, k + 1);
            break;
        }
        bls381_g1_add(&p, &p, &g1);
        bls381_g2_add(&q, &q, &g2);
    }
    free(want);
}

TEST(pairing__matches_python_oracle_on_random_scalars)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "python3 %s %llu 1", test_data_path("oracle/pairing_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char *line = NULL;
    size_t cap = 0;
    int cases = 0;
    while (getline(&line, &cap, f) > 0) {
        char *a_hex = strtok(line, " \n"), *b_hex = strtok(NULL, " \n"), *e_hex = strtok(NULL, " \n");
        uint8_t a[32], b[32], eb[BLS381_FP12_BYTES];
        REQUIRE(a_hex && b_hex && e_hex);
        REQUIRE(test_hex(a, 32, a_hex) && test_hex(b, 32, b_hex) && test_hex(eb, sizeof eb, e_hex));
        bls381_fp12 want, e;
        REQUIRE(bls381_fp12_from_bytes(&want, eb) == BLS381_OK);
        bls381_g1 p;
        bls381_g2 q;
        bls381_g1_affine pa;
        bls381_g2_affine qa;
        bls381_g1_generator(&p);
        bls381_g2_generator(&q);
        bls381_g1_mul_bytes_vartime(&p, &p, a);
        bls381_g2_mul_bytes_vartime(&q, &q, b);
        bls381_g1_to_affine(&pa, &p);
        bls381_g2_to_affine(&qa, &q);
        bls381_pairing(&e, &pa, &qa);
        CHECK(bls381_fp12_eq(&e, &want));
        cases++;
    }
    free(line);
    CHECK(pclose(f) == 0);
    CHECK(cases == 1);
}

/* ---------------------------------------------------------- properties */

TEST(pairing__is_bilinear_and_nondegenerate)
{
    bls381_g1_affine g1;
    bls381_g2_affine g2;
    bls381_fp12 e, t;
    bls381_g1_affine_generator(&g1);
    bls381_g2_affine_generator(&g2);
    bls381_pairing(&e, &g1, &g2);
    CHECK(!bls381_fp12_is_one(&e));
    fp12_pow(&t, &e, R_LIMBS, 4);
    CHECK(bls381_fp12_is_one(&t));

    for (size_t i = 0; i < test_iters(3); i++) {
        bls381_g1_affine p, ap;
        bls381_g2_affine q, bq;
        bls381_fr a, b, ab;
        bls381_g1 t1;
        bls381_g2 t2;
        bls381_fp12 epq, e2;
        rand_g1(&p, NULL);
        rand_g2(&q, NULL);
        cu_rand_fr(&a);
        cu_rand_fr(&b);
        bls381_g1_from_affine(&t1, &p);
        bls381_g1_mul_vartime(&t1, &t1, &a);
        bls381_g1_to_affine(&ap, &t1);
        bls381_g2_from_affine(&t2, &q);
        bls381_g2_mul_vartime(&t2, &t2, &b);
        bls381_g2_to_affine(&bq, &t2);
        bls381_pairing(&epq, &p, &q);
        bls381_pairing(&e2, &ap, &bq);
        bls381_fr_mul(&ab, &a, &b);
        fp12_pow_fr(&t, &epq, &ab);
        CHECK_LOOP(bls381_fp12_eq(&e2, &t));
        /* e(P, Q)^r = 1 on random points too */
        fp12_pow(&t, &epq, R_LIMBS, 4);
        CHECK_LOOP(bls381_fp12_is_one(&t));
        /* e(P + P', Q) = e(P, Q) e(P', Q) */
        bls381_g1_affine pp, sum;
        bls381_g1 s;
        rand_g1(&pp, NULL);
        bls381_g1_from_affine(&s, &p);
        bls381_g1_add_affine(&s, &s, &pp);
        bls381_g1_to_affine(&sum, &s);
        bls381_pairing(&e2, &sum, &q);
        bls381_pairing(&t, &pp, &q);
        bls381_fp12_mul(&t, &t, &epq);
        CHECK_LOOP(bls381_fp12_eq(&e2, &t));
    }
}

TEST(pairing__infinity_gives_one)
{
    bls381_g1_affine p, o1 = g1_inf();
    bls381_g2_affine q, o2 = g2_inf();
    bls381_fp12 e;
    rand_g1(&p, NULL);
    rand_g2(&q, NULL);
    bls381_pairing(&e, &o1, &q);
    CHECK(bls381_fp12_is_one(&e));
    bls381_pairing(&e, &p, &o2);
    CHECK(bls381_fp12_is_one(&e));
    bls381_pairing(&e, &o1, &o2);
    CHECK(bls381_fp12_is_one(&e));
    bls381_miller_loop(&e, &o1, &q, 1, NULL);
    CHECK(bls381_fp12_is_one(&e));
    CHECK(bls381_pairing_check(&o1, &q, 1, NULL));
    CHECK(bls381_pairing_check(&p, &o2, 1, NULL));
    CHECK(bls381_pairing_check(NULL, NULL, 0, NULL));
    CHECK(!bls381_pairing_check(&p, &q, 1, NULL));
}

TEST(pairing__off_curve_inputs_do_not_crash)
{
    /* meaningless values, but no crash, no hang */
    bls381_g1_affine p;
    bls381_g2_affine q;
    bls381_fp12 e;
    cu_rand_fp(&p.x); cu_rand_fp(&p.y);
    cu_rand_fp2(&q.x); cu_rand_fp2(&q.y);
    bls381_pairing(&e, &p, &q);
    bls381_fp_set_zero(&p.y);
    bls381_pairing(&e, &p, &q);
    bls381_g2_prepared *pq = malloc(sizeof *pq);
    REQUIRE(pq != NULL);
    bls381_fp2_set_zero(&q.y);
    bls381_g2_prepare(pq, &q);
    const bls381_g2_prepared *pqs[1] = { pq };
    (void)bls381_pairing_check_prepared(&p, pqs, 1);
    free(pq);
}

/* n random pairs, some at infinity, and the product of their pairings */
static void rand_pairs(bls381_g1_affine *p, bls381_g2_affine *q, size_t n, bls381_fp12 *prod)
{
    bls381_fp12_set_one(prod);
    for (size_t i = 0; i < n; i++) {
        rand_g1(&p[i], NULL);
        rand_g2(&q[i], NULL);
        if (i % 7 == 3) p[i] = g1_inf();
        if (i % 11 == 5) q[i] = g2_inf();
        bls381_fp12 e;
        bls381_pairing(&e, &p[i], &q[i]);
        bls381_fp12_mul(prod, prod, &e);
    }
}

TEST(pairing_multi__equals_product_of_single_pairings)
{
    static const size_t sizes[] = { 1, 2, 3, 6, 67 };   /* 67: two batches (miller.c) */
    bls381_g1_affine p[67];
    bls381_g2_affine q[67];
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        bls381_fp12 prod, f, e;
        rand_pairs(p, q, n, &prod);
        bls381_miller_loop(&f, p, q, n, NULL);
        bls381_final_exp(&e, &f);
        CHECK(bls381_fp12_eq(&e, &prod));
    }
}

TEST(pairing_multi__parallel_equals_serial_for_every_pool_size)
{
    enum { N = 37 };
    bls381_g1_affine p[N];
    bls381_g2_affine q[N];
    bls381_fp12 prod, serial, par;
    rand_pairs(p, q, N, &prod);
    bls381_miller_loop(&serial, p, q, N, NULL);
    for (unsigned th = 1; th <= 4; th++) {
        bls381_pool *pool;
        REQUIRE(bls381_pool_create(&pool, th, NULL) == BLS381_OK);
        for (size_t n = 0; n <= N; n += (n < 6 ? 1 : 31)) {
            bls381_fp12 want;
            bls381_miller_loop(&want, p, q, n, NULL);
            bls381_miller_loop(&par, p, q, n, pool);
            CHECK_LOOP(bls381_fp12_eq(&par, &want));
        }
        bls381_miller_loop(&par, p, q, N, pool);
        CHECK(bls381_fp12_eq(&par, &serial));
        bls381_final_exp(&par, &par);
        CHECK(bls381_fp12_eq(&par, &prod));
        bls381_pool_destroy(pool);
    }
}

TEST(pairing_check__accepts_inverse_pairs_and_rejects_others)
{
    for (size_t i = 0; i < test_iters(3); i++) {
        bls381_g1_affine p[3];
        bls381_g2_affine q[3];
        bls381_fr a;
        bls381_g1 t1;
        bls381_g2 t2;
        /* e([a]P, Q) e(-P, [a]Q) = 1 */
        rand_g1(&p[0], NULL);
        rand_g2(&q[1], NULL);
        cu_rand_fr(&a);
        bls381_g1_from_affine(&t1, &p[0]);
        bls381_g1_mul_vartime(&t1, &t1, &a);
        bls381_g1_neg(&t1, &t1);
        bls381_g1_to_affine(&p[1], &t1);
        bls381_g2_from_affine(&t2, &q[1]);
        bls381_g2_mul_vartime(&t2, &t2, &a);
        bls381_g2_to_affine(&q[0], &t2);
        CHECK_LOOP(bls381_pairing_check(p, q, 2, NULL));
        /* e(P, Q) e(-P, Q) = 1, with an infinity pair in between */
        p[2] = p[0];
        bls381_g1_affine_neg(&p[2], &p[2]);
        q[2] = q[0];
        bls381_g2_affine ql[3] = { q[0], g2_inf(), q[2] };
        bls381_g1_affine pl[3] = { p[0], p[1], p[2] };
        CHECK_LOOP(bls381_pairing_check(pl, ql, 3, NULL));
        /* change one point: rejected */
        bls381_g1_affine_neg(&p[1], &p[1]);
        CHECK_LOOP(!bls381_pairing_check(p, q, 2, NULL));
        bls381_g1_affine_neg(&p[1], &p[1]);
        rand_g2(&q[1], NULL);
        CHECK_LOOP(!bls381_pairing_check(p, q, 2, NULL));
    }
}

/* ------------------------------------------------------------ prepared */

TEST(pairing_prepared__equals_unprepared)
{
    enum { N = 34 };          /* crosses the batch of 32 */
    bls381_g2_prepared *prep = malloc(N * sizeof *prep);
    const bls381_g2_prepared *pq[N];
    bls381_g1_affine p[N];
    bls381_g2_affine q[N];
    REQUIRE(prep != NULL);
    bls381_fp12 prod, f, e;
    rand_pairs(p, q, N, &prod);
    for (size_t i = 0; i < N; i++) {
        bls381_g2_prepare(&prep[i], &q[i]);
        pq[i] = &prep[i];
    }
    for (size_t n = 1; n <= 3; n++) {
        bls381_fp12 want;
        bls381_miller_loop(&f, p, q, n, NULL);
        bls381_final_exp(&want, &f);
        bls381_miller_loop_prepared(&f, p, pq, n);
        bls381_final_exp(&e, &f);
        CHECK(bls381_fp12_eq(&e, &want));
    }
    bls381_miller_loop_prepared(&f, p, pq, N);
    bls381_final_exp(&e, &f);
    CHECK(bls381_fp12_eq(&e, &prod));
    bls381_miller_loop_prepared(&f, p, pq, 0);
    CHECK(bls381_fp12_is_one(&f));

    /* a check with prepared points: e(P, Q) e(-P, Q) = 1 */
    bls381_g1_affine pp[2];
    const bls381_g2_prepared *qq[2] = { &prep[0], &prep[0] };
    pp[0] = p[0];
    bls381_g1_affine_neg(&pp[1], &p[0]);
    CHECK(bls381_pairing_check_prepared(pp, qq, 2));
    qq[1] = &prep[1];
    CHECK(!bls381_pairing_check_prepared(pp, qq, 2));
    free(prep);
}

TEST(pairing_prepared__infinity_gives_one)
{
    bls381_g2_prepared *prep = malloc(2 * sizeof *prep);
    REQUIRE(prep != NULL);
    bls381_g2_affine o = g2_inf(), q;
    bls381_g1_affine p, o1 = g1_inf();
    bls381_fp12 f;
    rand_g1(&p, NULL);
    rand_g2(&q, NULL);
    bls381_g2_prepare(&prep[0], &o);
    bls381_g2_prepare(&prep[1], &q);
    const bls381_g2_prepared *a[1] = { &prep[0] }, *b[1] = { &prep[1] };
    bls381_miller_loop_prepared(&f, &p, a, 1);
    CHECK(bls381_fp12_is_one(&f));
    bls381_miller_loop_prepared(&f, &o1, b, 1);
    CHECK(bls381_fp12_is_one(&f));
    CHECK(bls381_pairing_check_prepared(&p, a, 1));
    CHECK(!bls381_pairing_check_prepared(&p, b, 1));
    free(prep);
}
