#define _POSIX_C_SOURCE 200809L
/* The inversion family (field/inv_*.c): every variant against the others on
 * random and edge inputs, a * 1/a = 1, 0 -> 0, the variable-time Legendre
 * symbol against the constant-time one, the Python models of the two GCD
 * algorithms against the C, and the generated constants against their
 * generator. */
#include "harness.h"
#include "field/field.h"
#include "field/limb.h"

#include <stdio.h>
#include <stdlib.h>

typedef void (*fp_inv_fn)(bls381_fp *, const bls381_fp *);
typedef void (*fr_inv_fn)(bls381_fr *, const bls381_fr *);

static const struct { const char *name; fp_inv_fn fn; } fp_variants[] = {
    { "default", bls381_fp_inv },
    { "bernstein_yang", bls381_fp_inv_bernstein_yang },
    { "by_fused", bls381_fp_inv_by_fused },
    { "pornin", bls381_fp_inv_pornin },
    { "fermat", bls381_fp_inv_fermat },
    { "vartime", bls381_fp_inv_vartime },
};
static const struct { const char *name; fr_inv_fn fn; } fr_variants[] = {
    { "default", bls381_fr_inv },
    { "bernstein_yang", bls381_fr_inv_bernstein_yang },
    { "by_fused", bls381_fr_inv_by_fused },
    { "pornin", bls381_fr_inv_pornin },
    { "fermat", bls381_fr_inv_fermat },
    { "vartime", bls381_fr_inv_vartime },
};
#define NV (sizeof fp_variants / sizeof fp_variants[0])

static void rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x1f;
    } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

static void rand_fr(bls381_fr *r)
{
    uint8_t b[32];
    do {
        test_rand_bytes(b, sizeof b);
        b[0] &= 0x7f;
    } while (bls381_fr_from_bytes(r, b) != BLS381_OK);
}

/* Every variant inverts a; they must agree, and a * 1/a must be 1 (0 for
 * a = 0, whose inverse is defined as 0). Returns 0 on a failure. */
static int check_fp(const bls381_fp *a, const char *what)
{
    bls381_fp ref, t, prod;
    fp_variants[0].fn(&ref, a);
    bls381_fp_mul(&prod, &ref, a);
    if (bls381_fp_is_zero(a) ? !bls381_fp_is_zero(&ref) : !bls381_fp_is_one(&prod)) {
        test_failf(__FILE__, __LINE__, "fp %s: a * inv(a) != 1", what);
        return 0;
    }
    for (size_t v = 1; v < NV; v++) {
        fp_variants[v].fn(&t, a);
        if (!bls381_fp_eq(&t, &ref)) {
            test_failf(__FILE__, __LINE__, "fp %s: %s differs", what, fp_variants[v].name);
            return 0;
        }
    }
    return 1;
}

static int check_fr(const bls381_fr *a, const char *what)
{
    bls381_fr ref, t, prod;
    fr_variants[0].fn(&ref, a);
    bls381_fr_mul(&prod, &ref, a);
    if (bls381_fr_is_zero(a) ? !bls381_fr_is_zero(&ref) : !bls381_fr_is_one(&prod)) {
        test_failf(__FILE__, __LINE__, "fr %s: a * inv(a) != 1", what);
        return 0;
    }
    for (size_t v = 1; v < NV; v++) {
        fr_variants[v].fn(&t, a);
        if (!bls381_fr_eq(&t, &ref)) {
            test_failf(__FILE__, __LINE__, "fr %s: %s differs", what, fr_variants[v].name);
            return 0;
        }
    }
    return 1;
}

/* ------------------------------------------------------------ edge inputs */

/* Limb patterns below the modulus m (n limbs), in `out` (room for 2000):
 * 0, 1, 2, m-1, m-2, every power of two below m, m - 2^j, m - j, values
 * with runs of zero limbs and of all-ones limbs, m with low limbs cleared. */
static size_t edge_limbs(uint64_t (*out)[6], const uint64_t *m, size_t n)
{
    size_t k = 0, bits = 64 * n;
    while (bits > 0 && !((m[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1)) bits--;
#define PUSH(expr) do { for (size_t i_ = 0; i_ < 6; i_++) out[k][i_] = 0; expr; k++; } while (0)
    for (uint64_t s = 0; s < 3; s++) PUSH(out[k][0] = s);
    for (size_t j = 0; j + 1 < bits; j++) PUSH(out[k][j / 64] = (uint64_t)1 << (j % 64));
    for (size_t j = 0; j + 1 < bits; j++) {
        /* m - 2^j */
        uint64_t borrow = 0;
        PUSH(for (size_t i = 0; i < n; i++)
                 out[k][i] = bls381_sbb(m[i], i == j / 64 ? (uint64_t)1 << (j % 64) : 0, &borrow));
    }
    for (uint64_t s = 1; s <= 64; s++) {
        uint64_t borrow = 0;                                  /* m - s */
        PUSH(for (size_t i = 0; i < n; i++) out[k][i] = bls381_sbb(m[i], i ? 0 : s, &borrow));
    }
    for (size_t z = 1; z + 1 < n; z++) {
        /* zero limbs between nonzero ones, all-ones limbs below m's top */
        PUSH(out[k][0] = 1; out[k][z + 1] = 1);
        PUSH(out[k][n - 1] = m[n - 1] - 1; out[k][z] = 0; for (size_t i = 0; i < z; i++) out[k][i] = UINT64_MAX);
        PUSH(for (size_t i = 0; i < n - 1; i++) out[k][i] = i < z ? 0 : UINT64_MAX);
        PUSH(for (size_t i = z; i < n; i++) out[k][i] = m[i]);            /* m, low limbs 0 */
        PUSH(for (size_t i = 0; i < n - 1; i++) out[k][i] = i == z ? UINT64_MAX : 0);
    }
#undef PUSH
    return k;
}

TEST(inv_fp_variants__agree_on_edge_inputs)
{
    static uint64_t e[2000][6];
    size_t k = edge_limbs(e, bls381_fp_modulus, 6);
    REQUIRE(k > 800);
    for (size_t i = 0; i < k; i++) {
        bls381_fp a;
        /* as canonical values (entered in Montgomery form) ... */
        REQUIRE(bls381_fp_from_limbs(&a, e[i]) == BLS381_OK);
        if (!check_fp(&a, "edge value")) break;
        /* ... and as the Montgomery limbs the algorithms see */
        for (int j = 0; j < 6; j++) a.l[j] = e[i][j];
        if (!check_fp(&a, "edge limbs")) break;
    }
}

TEST(inv_fr_variants__agree_on_edge_inputs)
{
    static uint64_t e[2000][6];
    size_t k = edge_limbs(e, bls381_fr_modulus, 4);
    REQUIRE(k > 500);
    for (size_t i = 0; i < k; i++) {
        bls381_fr a;
        REQUIRE(bls381_fr_from_limbs(&a, e[i]) == BLS381_OK);
        if (!check_fr(&a, "edge value")) break;
        for (int j = 0; j < 4; j++) a.l[j] = e[i][j];
        if (!check_fr(&a, "edge limbs")) break;
    }
}

TEST(inv_fp_variants__known_answers_zero_one_minus_one)
{
    bls381_fp z, one, m1, t;
    bls381_fp_set_zero(&z);
    bls381_fp_set_one(&one);
    bls381_fp_neg(&m1, &one);
    for (size_t v = 0; v < NV; v++) {
        fp_variants[v].fn(&t, &z);
        CHECK(bls381_fp_is_zero(&t));
        fp_variants[v].fn(&t, &one);
        CHECK(bls381_fp_is_one(&t));
        fp_variants[v].fn(&t, &m1);
        CHECK(bls381_fp_eq(&t, &m1));
        /* 1/2 = (p + 1)/2 */
        bls381_fp two, half;
        bls381_fp_dbl(&two, &one);
        bls381_fp_half(&half, &one);
        fp_variants[v].fn(&t, &two);
        CHECK(bls381_fp_eq(&t, &half));
        fp_variants[v].fn(&t, &t);                 /* in place, and 1/(1/x) = x */
        CHECK(bls381_fp_eq(&t, &two));
    }
}

TEST(inv_fr_variants__known_answers_zero_one_minus_one)
{
    bls381_fr z, one, m1, t;
    bls381_fr_set_zero(&z);
    bls381_fr_set_one(&one);
    bls381_fr_neg(&m1, &one);
    for (size_t v = 0; v < NV; v++) {
        fr_variants[v].fn(&t, &z);
        CHECK(bls381_fr_is_zero(&t));
        fr_variants[v].fn(&t, &one);
        CHECK(bls381_fr_is_one(&t));
        fr_variants[v].fn(&t, &m1);
        CHECK(bls381_fr_eq(&t, &m1));
        bls381_fr seven, x;
        bls381_fr_from_u64(&seven, 7);
        fr_variants[v].fn(&t, &seven);
        bls381_fr_mul(&x, &t, &seven);
        CHECK(bls381_fr_is_one(&x));
        fr_variants[v].fn(&t, &t);
        CHECK(bls381_fr_eq(&t, &seven));
    }
}

/* ---------------------------------------------------------- random inputs */

TEST(inv_fp_variants__agree_on_random_inputs)
{
    for (size_t i = 0; i < test_iters(100000); i++) {
        bls381_fp a;
        rand_fp(&a);
        if (!check_fp(&a, "random")) break;
    }
}

TEST(inv_fr_variants__agree_on_random_inputs)
{
    for (size_t i = 0; i < test_iters(100000); i++) {
        bls381_fr a;
        rand_fr(&a);
        if (!check_fr(&a, "random")) break;
    }
}

/* ---------------------------------------------------------------- Legendre */

TEST(fp_legendre_vartime__matches_ct_on_squares_and_nonsquares)
{
    /* p = 3 mod 4, so -1 is not a square: a^2 -> 1, -a^2 -> -1 */
    for (size_t i = 0; i < test_iters(20000); i++) {
        bls381_fp a, sq, nsq;
        rand_fp(&a);
        bls381_fp_sqr(&sq, &a);
        bls381_fp_neg(&nsq, &sq);
        CHECK_LOOP(bls381_fp_legendre_vartime(&sq) == 1);
        CHECK_LOOP(bls381_fp_legendre_vartime(&nsq) == -1);
        CHECK_LOOP(bls381_fp_legendre(&sq) == 1);
        CHECK_LOOP(bls381_fp_legendre(&nsq) == -1);
        CHECK_LOOP(bls381_fp_legendre_vartime(&a) == bls381_fp_legendre(&a));
    }
    bls381_fp z;
    bls381_fp_set_zero(&z);
    CHECK(bls381_fp_legendre_vartime(&z) == 0);
}

TEST(fp_legendre_vartime__matches_ct_on_edge_inputs_and_takes_the_exact_path)
{
    static uint64_t e[2000][6];
    size_t k = edge_limbs(e, bls381_fp_modulus, 6);
    unsigned redos = 0;
    for (size_t i = 0; i < k; i++) {
        bls381_fp a;
        for (int j = 0; j < 6; j++) a.l[j] = e[i][j];
        CHECK_LOOP(bls381_fp_legendre_vartime_counted(&a, &redos) == bls381_fp_legendre(&a));
        REQUIRE(bls381_fp_from_limbs(&a, e[i]) == BLS381_OK);
        CHECK_LOOP(bls381_fp_legendre_vartime_counted(&a, &redos) == bls381_fp_legendre(&a));
    }
    /* p - 2^j (31 <= j < 340) shares p's top and low bits: the first
     * approximate batch is misled and must be redone exactly */
    CHECK(redos > 100);
}

/* ------------------------------------------------------------ Python models */

/* The repository root, from where the harness finds tests/. */
static const char *repo_root(void)
{
    static char root[4096];
    const char *p = test_data_path("oracle/inv_fields.py");
    size_t n = strlen(p), tail = strlen("tests/oracle/inv_fields.py");
    if (n < tail) return ".";
    memcpy(root, p, n - tail);
    root[n - tail] = 0;
    if (root[0] == 0) { root[0] = '.'; root[1] = 0; }
    return root;
}

/* Runs MODEL SEED COUNT and compares each "F x inv" line with fn_p / fn_r. */
static void check_model(const char *model, fp_inv_fn fn_p, fr_inv_fn fn_r)
{
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "python3 %stests/oracle/%s %llu %d", repo_root(), model,
             (unsigned long long)(test_rand64() % 1000000), (int)test_iters(300));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char line[512], name[4], hx[2][100];
    int lines[2] = { 0, 0 };
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "%3s %99s %99s", name, hx[0], hx[1]) != 3) {
            test_failf(__FILE__, __LINE__, "%s: bad line: %s", model, line);
            break;
        }
        if (name[0] == 'p') {
            uint8_t x[48], want[48], got[48];
            bls381_fp a, r;
            REQUIRE(test_hex(x, 48, hx[0]) && test_hex(want, 48, hx[1]));
            REQUIRE(bls381_fp_from_bytes(&a, x) == BLS381_OK);
            fn_p(&r, &a);
            bls381_fp_to_bytes(got, &r);
            if (memcmp(got, want, 48)) test_failf(__FILE__, __LINE__, "%s: p, x = %s", model, hx[0]);
            lines[0]++;
        } else {
            uint8_t x[32], want[32], got[32];
            bls381_fr a, r;
            REQUIRE(test_hex(x, 32, hx[0]) && test_hex(want, 32, hx[1]));
            REQUIRE(bls381_fr_from_bytes(&a, x) == BLS381_OK);
            fn_r(&r, &a);
            bls381_fr_to_bytes(got, &r);
            if (memcmp(got, want, 32)) test_failf(__FILE__, __LINE__, "%s: r, x = %s", model, hx[0]);
            lines[1]++;
        }
        if (test_current_failures()) break;
    }
    while (fgets(line, sizeof line, f)) {}      /* after a failure: let the model finish */
    CHECK(pclose(f) == 0);
    CHECK(lines[0] >= (int)test_iters(300) && lines[1] >= (int)test_iters(300));
}

TEST(inv_bernstein_yang__matches_python_model)
{
    check_model("safegcd_model.py", bls381_fp_inv_bernstein_yang, bls381_fr_inv_bernstein_yang);
}

TEST(inv_pornin__matches_python_model)
{
    check_model("pornin_model.py", bls381_fp_inv_pornin, bls381_fr_inv_pornin);
}

TEST(inv_constants__match_their_generator)
{
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "python3 %stools/gen_inv_consts.py check %s", repo_root(), repo_root());
    CHECK(system(cmd) == 0);
}

TEST(inv_arithmetic_shift__is_arithmetic_on_negative_values)
{
    /* the signed-62 code relies on >> of negative values flooring */
    volatile int64_t x = -5, y = INT64_MIN;
    CHECK((x >> 1) == -3);
    CHECK((y >> 63) == -1);
    CHECK(((int64_t)-1 >> 62) == -1);
}
