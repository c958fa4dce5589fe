/*
 * One property suite for the G1 and G2 twins (curve/g1*.c and g2*.c, the
 * XYZZ pair, the serialisation pair, the multiplication pair): every law
 * below runs over a table holding each group's functions, so the two are
 * held to the same laws by the same code. The laws: the group axioms
 * (identity, inverse, commutativity, associativity) on random points of
 * E(Fp) and E'(Fp2), doubling as P + P in every representation, infinity in
 * every operation and conversion, equality across representations, the
 * four scalar multiplications against double-and-add and each other,
 * linearity in the scalar, the constant-time move, affine and batch
 * conversions, the encodings (both signs, infinity, with and without the
 * subgroup check), the subgroup checks and cofactor clearing, and the XYZZ
 * formulas against the projective ones. What only one group has (the
 * endomorphisms, its oracle and vector files, the Jacobian switch of
 * dbl_n) stays in tests/test_g1.c and test_g2.c.
 */
#include "harness.h"
#include "curve_util.h"
#include "curve/curve.h"
#include "curve/g1_xyzz.h"
#include "curve/g2_xyzz.h"

#include <string.h>

typedef union { bls381_g1 g1; bls381_g2 g2; } pt;
typedef union { bls381_g1_affine g1; bls381_g2_affine g2; } aff;
typedef union { bls381_g1_xyzz g1; bls381_g2_xyzz g2; } xyzz;

enum { MAXB = 9 };  /* the largest batch the suite converts at once */

/* One group's operations, on the unions above (each entry calls the
 * bls381_gN_* function of the same name on the union's member). */
typedef struct {
    const char *name;
    size_t csize; /* bytes of a compressed point; serialised: twice that */
    /* test helpers (tests/curve_util.h) */
    void (*rand)(pt *r);   /* a random point of the subgroup */
    void (*rand_e)(pt *r); /* a random point of the curve, outside the subgroup */
    void (*rescale)(pt *r);
    void (*naive_mul)(pt *r, const pt *p, const uint8_t *k, size_t n);
    void (*other_x)(pt *r);   /* (x, y) -> (beta x, y): same y, another x */
    void (*off_curve)(pt *r); /* X += Z: off the curve */
    /* projective */
    void (*generator)(pt *r);
    void (*set_infinity)(pt *r);
    bool (*is_infinity)(const pt *p);
    bool (*is_on_curve)(const pt *p);
    bool (*eq)(const pt *a, const pt *b);
    void (*add)(pt *r, const pt *a, const pt *b);
    void (*sub)(pt *r, const pt *a, const pt *b);
    void (*dbl)(pt *r, const pt *a);
    void (*neg)(pt *r, const pt *a);
    void (*cmov)(pt *r, const pt *a, bool flag);
    void (*mul)(pt *r, const pt *p, const bls381_fr *k);
    void (*mul_vartime)(pt *r, const pt *p, const bls381_fr *k);
    void (*mul_bytes)(pt *r, const pt *p, const uint8_t k[32]);
    void (*mul_bytes_vartime)(pt *r, const pt *p, const uint8_t k[32]);
    bool (*in_subgroup)(const pt *p);
    void (*clear_cofactor)(pt *r, const pt *p);
    /* affine */
    void (*affine_generator)(aff *r);
    void (*to_affine)(aff *r, const pt *p);
    void (*from_affine)(pt *r, const aff *a);
    void (*batch_to_affine)(aff *r, const pt *p, size_t n); /* n <= MAXB */
    void (*add_affine)(pt *r, const pt *a, const aff *b);
    void (*affine_neg)(aff *r, const aff *a);
    bool (*affine_eq)(const aff *a, const aff *b);
    bool (*affine_is_infinity)(const aff *a);
    bool (*affine_is_on_curve)(const aff *a);
    bool (*affine_in_subgroup)(const aff *a);
    /* encodings */
    void (*compress)(uint8_t *out, const aff *a);
    void (*serialize)(uint8_t *out, const aff *a);
    bls381_status (*decompress)(aff *r, const uint8_t *in);
    bls381_status (*deserialize)(aff *r, const uint8_t *in);
    bls381_status (*decompress_no_subgroup_check)(aff *r, const uint8_t *in);
    bls381_status (*deserialize_no_subgroup_check)(aff *r, const uint8_t *in);
    /* XYZZ (curve/gN_xyzz.h; the four below are the _vartime functions) */
    void (*xyzz_set_inf)(xyzz *r);
    bool (*xyzz_is_inf)(const xyzz *p);
    void (*xyzz_from_affine)(xyzz *r, const aff *a);
    void (*xyzz_add)(xyzz *r, const xyzz *p, const xyzz *q);
    void (*xyzz_add_affine)(xyzz *r, const xyzz *p, const aff *q);
    void (*xyzz_dbl)(xyzz *r, const xyzz *p);
    void (*xyzz_to_affine)(aff *r, const xyzz *p);
} group;

/* The table entry of group G (g1 or g2) over the field FP (fp or fp2), its
 * points outside the subgroup from cu_rand_E (e1 or e2), CSIZE bytes
 * compressed, OTHER_X the statement that multiplies the x of `p` (a
 * bls381_gN *) by beta. Only the adapters are generated: every law is
 * written once, below. */
#define GROUP_ENTRY(G, FP, E, CSIZE, OTHER_X)                                                                \
    static void G##_rand(pt *r) { cu_rand_##G(&r->G); }                                                     \
    static void G##_rand_e(pt *r) { cu_rand_##E(&r->G); }                                                    \
    static void G##_rescale(pt *r) { cu_rescale_##G(&r->G); }                                                \
    static void G##_naive_mul(pt *r, const pt *p, const uint8_t *k, size_t n) { cu_naive_mul_##G(&r->G, &p->G, k, n); } \
    static void G##_other_x(pt *r) { bls381_##G *p = &r->G; OTHER_X; }                                      \
    static void G##_off_curve(pt *r) { bls381_##FP##_add(&r->G.x, &r->G.x, &r->G.z); }                       \
    static void G##_generator(pt *r) { bls381_##G##_generator(&r->G); }                                      \
    static void G##_set_infinity(pt *r) { bls381_##G##_set_infinity(&r->G); }                                \
    static bool G##_is_infinity(const pt *p) { return bls381_##G##_is_infinity(&p->G); }                     \
    static bool G##_is_on_curve(const pt *p) { return bls381_##G##_is_on_curve(&p->G); }                     \
    static bool G##_eq(const pt *a, const pt *b) { return bls381_##G##_eq(&a->G, &b->G); }                   \
    static void G##_add(pt *r, const pt *a, const pt *b) { bls381_##G##_add(&r->G, &a->G, &b->G); }          \
    static void G##_sub(pt *r, const pt *a, const pt *b) { bls381_##G##_sub(&r->G, &a->G, &b->G); }          \
    static void G##_dbl(pt *r, const pt *a) { bls381_##G##_dbl(&r->G, &a->G); }                             \
    static void G##_neg(pt *r, const pt *a) { bls381_##G##_neg(&r->G, &a->G); }                             \
    static void G##_cmov(pt *r, const pt *a, bool f) { bls381_##G##_cmov(&r->G, &a->G, f); }                 \
    static void G##_mul(pt *r, const pt *p, const bls381_fr *k) { bls381_##G##_mul(&r->G, &p->G, k); }       \
    static void G##_mul_vartime(pt *r, const pt *p, const bls381_fr *k) { bls381_##G##_mul_vartime(&r->G, &p->G, k); } \
    static void G##_mul_bytes(pt *r, const pt *p, const uint8_t k[32]) { bls381_##G##_mul_bytes(&r->G, &p->G, k); } \
    static void G##_mul_bytes_vartime(pt *r, const pt *p, const uint8_t k[32])                               \
    { bls381_##G##_mul_bytes_vartime(&r->G, &p->G, k); }                                                     \
    static bool G##_in_subgroup(const pt *p) { return bls381_##G##_in_subgroup(&p->G); }                     \
    static void G##_clear_cofactor(pt *r, const pt *p) { bls381_##G##_clear_cofactor(&r->G, &p->G); }        \
    static void G##_affine_generator(aff *r) { bls381_##G##_affine_generator(&r->G); }                       \
    static void G##_to_affine(aff *r, const pt *p) { bls381_##G##_to_affine(&r->G, &p->G); }                 \
    static void G##_from_affine(pt *r, const aff *a) { bls381_##G##_from_affine(&r->G, &a->G); }             \
    static void G##_batch_to_affine(aff *r, const pt *p, size_t n)                                           \
    {                                                                                                        \
        bls381_##G in[MAXB];                                                                                 \
        bls381_##G##_affine out[MAXB];                                                                       \
        memset(in, 0, sizeof in);                                                                            \
        for (size_t i = 0; i < n; i++) in[i] = p[i].G;                                                       \
        for (size_t i = 0; i < n; i++) out[i] = r[i].G;                                                      \
        bls381_##G##_batch_to_affine(out, in, n);                                                            \
        for (size_t i = 0; i < n; i++) r[i].G = out[i];                                                      \
    }                                                                                                        \
    static void G##_add_affine(pt *r, const pt *a, const aff *b) { bls381_##G##_add_affine(&r->G, &a->G, &b->G); } \
    static void G##_affine_neg(aff *r, const aff *a) { bls381_##G##_affine_neg(&r->G, &a->G); }              \
    static bool G##_affine_eq(const aff *a, const aff *b) { return bls381_##G##_affine_eq(&a->G, &b->G); }   \
    static bool G##_affine_is_infinity(const aff *a) { return bls381_##G##_affine_is_infinity(&a->G); }      \
    static bool G##_affine_is_on_curve(const aff *a) { return bls381_##G##_affine_is_on_curve(&a->G); }      \
    static bool G##_affine_in_subgroup(const aff *a) { return bls381_##G##_affine_in_subgroup(&a->G); }      \
    static void G##_compress(uint8_t *o, const aff *a) { bls381_##G##_compress(o, &a->G); }                  \
    static void G##_serialize(uint8_t *o, const aff *a) { bls381_##G##_serialize(o, &a->G); }                \
    static bls381_status G##_decompress(aff *r, const uint8_t *in) { return bls381_##G##_decompress(&r->G, in); } \
    static bls381_status G##_deserialize(aff *r, const uint8_t *in) { return bls381_##G##_deserialize(&r->G, in); } \
    static bls381_status G##_decompress_nc(aff *r, const uint8_t *in)                                        \
    { return bls381_##G##_decompress_no_subgroup_check(&r->G, in); }                                         \
    static bls381_status G##_deserialize_nc(aff *r, const uint8_t *in)                                       \
    { return bls381_##G##_deserialize_no_subgroup_check(&r->G, in); }                                        \
    static void G##_xyzz_set_inf(xyzz *r) { bls381_##G##_xyzz_set_inf(&r->G); }                             \
    static bool G##_xyzz_is_inf(const xyzz *p) { return bls381_##G##_xyzz_is_inf(&p->G); }                  \
    static void G##_xyzz_from_affine(xyzz *r, const aff *a) { bls381_##G##_xyzz_from_affine(&r->G, &a->G); } \
    static void G##_xyzz_add(xyzz *r, const xyzz *p, const xyzz *q) { bls381_##G##_xyzz_add_vartime(&r->G, &p->G, &q->G); } \
    static void G##_xyzz_add_affine(xyzz *r, const xyzz *p, const aff *q)                                    \
    { bls381_##G##_xyzz_add_affine_vartime(&r->G, &p->G, &q->G); }                                           \
    static void G##_xyzz_dbl(xyzz *r, const xyzz *p) { bls381_##G##_xyzz_dbl_vartime(&r->G, &p->G); }        \
    static void G##_xyzz_to_affine(aff *r, const xyzz *p) { bls381_##G##_xyzz_to_affine_vartime(&r->G, &p->G); } \
    static const group G##_group = {                                                                         \
        #G, CSIZE, G##_rand, G##_rand_e, G##_rescale, G##_naive_mul, G##_other_x, G##_off_curve,            \
        G##_generator, G##_set_infinity, G##_is_infinity, G##_is_on_curve, G##_eq, G##_add, G##_sub,        \
        G##_dbl, G##_neg, G##_cmov, G##_mul, G##_mul_vartime, G##_mul_bytes, G##_mul_bytes_vartime,          \
        G##_in_subgroup, G##_clear_cofactor,                                                                 \
        G##_affine_generator, G##_to_affine, G##_from_affine, G##_batch_to_affine, G##_add_affine,          \
        G##_affine_neg, G##_affine_eq, G##_affine_is_infinity, G##_affine_is_on_curve,                       \
        G##_affine_in_subgroup,                                                                              \
        G##_compress, G##_serialize, G##_decompress, G##_deserialize, G##_decompress_nc, G##_deserialize_nc, \
        G##_xyzz_set_inf, G##_xyzz_is_inf, G##_xyzz_from_affine, G##_xyzz_add, G##_xyzz_add_affine,         \
        G##_xyzz_dbl, G##_xyzz_to_affine,                                                                    \
    };

GROUP_ENTRY(g1, fp, e1, 48, bls381_fp_mul(&p->x, &p->x, &bls381_g1_beta))
GROUP_ENTRY(g2, fp2, e2, 96, bls381_fp2_mul_fp(&p->x, &p->x, &bls381_g1_beta))

static const group *const groups[] = { &g1_group, &g2_group };
#define FOR_EACH_GROUP(G) \
    for (size_t g_ = 0; g_ < sizeof groups / sizeof groups[0]; g_++) \
        for (const group *G = groups[g_]; G; G = NULL)

/* a law that failed, with the group's name */
#define LAW(cond) \
    do { if (!(cond)) test_failf(__FILE__, __LINE__, "%s: %s", G->name, #cond); } while (0)
#define LAW_LOOP(cond) \
    if (!(cond)) { test_failf(__FILE__, __LINE__, "%s: %s", G->name, #cond); break; }

static pt infinity(const group *G)
{
    pt o;
    G->set_infinity(&o);
    return o;
}

TEST(group_laws__generator_on_curve_with_order_r)
{
    FOR_EACH_GROUP(G) {
        pt gen, t;
        aff ga;
        G->generator(&gen);
        LAW(G->is_on_curve(&gen) && !G->is_infinity(&gen));
        G->naive_mul(&t, &gen, cu_r_bytes, 32);
        LAW(G->is_infinity(&t));
        G->affine_generator(&ga);
        LAW(G->affine_is_on_curve(&ga));
        G->from_affine(&t, &ga);
        LAW(G->eq(&t, &gen));
    }
}

TEST(group_laws__axioms_on_random_points)
{
    FOR_EACH_GROUP(G) {
        for (size_t i = 0; i < test_iters(100); i++) {
            pt a, b, c, t1, t2, t3, o = infinity(G);
            G->rand(&a);
            if (i % 2) G->rand_e(&b); else G->rand(&b); /* the law holds on all of E */
            G->rand(&c);
            /* associativity and commutativity */
            G->add(&t1, &a, &b);
            G->add(&t1, &t1, &c);
            G->add(&t2, &b, &c);
            G->add(&t2, &a, &t2);
            LAW_LOOP(G->eq(&t1, &t2) && G->is_on_curve(&t1) && G->is_on_curve(&t2));
            G->add(&t1, &a, &b);
            G->add(&t2, &b, &a);
            LAW_LOOP(G->eq(&t1, &t2));
            /* identity and inverse */
            G->add(&t1, &a, &o);
            G->add(&t2, &o, &a);
            LAW_LOOP(G->eq(&t1, &a) && G->eq(&t2, &a));
            G->neg(&t1, &a);
            G->add(&t2, &a, &t1);
            LAW_LOOP(G->is_infinity(&t2) && G->is_on_curve(&t2));
            G->neg(&t2, &t1);
            LAW_LOOP(G->eq(&t2, &a));
            G->sub(&t2, &a, &a);
            LAW_LOOP(G->is_infinity(&t2));
            /* a - b = a + (-b), (a + b) - b = a */
            G->sub(&t1, &a, &b);
            G->neg(&t2, &b);
            G->add(&t2, &a, &t2);
            LAW_LOOP(G->eq(&t1, &t2));
            G->add(&t1, &a, &b);
            G->sub(&t1, &t1, &b);
            LAW_LOOP(G->eq(&t1, &a));
            /* doubling = P + P, through the addition formula too, in
             * another representation as well */
            G->dbl(&t1, &a);
            G->add(&t2, &a, &a);
            t3 = a;
            G->rescale(&t3);
            G->add(&t3, &a, &t3);
            LAW_LOOP(G->eq(&t1, &t2) && G->eq(&t1, &t3) && G->is_on_curve(&t1));
            /* mixed addition = full addition, its P + P and P + (-P) */
            aff ba;
            G->to_affine(&ba, &b);
            G->add_affine(&t1, &a, &ba);
            G->add(&t2, &a, &b);
            LAW_LOOP(G->eq(&t1, &t2) && G->is_on_curve(&t1));
            G->to_affine(&ba, &a);
            G->add_affine(&t1, &a, &ba);
            G->dbl(&t2, &a);
            LAW_LOOP(G->eq(&t1, &t2));
            G->affine_neg(&ba, &ba);
            G->add_affine(&t1, &a, &ba);
            LAW_LOOP(G->is_infinity(&t1) && G->is_on_curve(&t1));
        }
    }
}

TEST(group_laws__infinity_in_every_operation)
{
    FOR_EACH_GROUP(G) {
        pt a, t, o = infinity(G), o2 = infinity(G);
        aff ainf, aa;
        memset(&ainf, 0, sizeof ainf);
        G->rand(&a);
        /* O + O, 2O, -O, O + O in another representation */
        G->rescale(&o2);
        G->add(&t, &o, &o2);
        LAW(G->is_infinity(&t) && G->is_on_curve(&t) && G->eq(&t, &o));
        G->dbl(&t, &o2);
        LAW(G->is_infinity(&t) && G->is_on_curve(&t));
        G->neg(&t, &o);
        LAW(G->is_infinity(&t) && G->eq(&t, &o));
        /* a + affine O, O + affine a, O + affine O */
        G->add_affine(&t, &a, &ainf);
        LAW(G->eq(&t, &a));
        G->to_affine(&aa, &a);
        G->add_affine(&t, &o2, &aa);
        LAW(G->eq(&t, &a));
        G->add_affine(&t, &o2, &ainf);
        LAW(G->is_infinity(&t));
        /* infinity is not equal to a finite point, in either order */
        LAW(!G->eq(&a, &o) && !G->eq(&o, &a));
        /* conversions of infinity */
        G->to_affine(&aa, &o2);
        LAW(G->affine_is_infinity(&aa) && G->affine_is_on_curve(&aa) && G->affine_in_subgroup(&aa));
        G->from_affine(&t, &ainf);
        LAW(G->is_infinity(&t) && G->is_on_curve(&t) && G->in_subgroup(&t));
        /* the all-zero triple and off-curve points are not on the curve */
        pt zero;
        memset(&zero, 0, sizeof zero);
        LAW(!G->is_on_curve(&zero));
        t = a;
        G->off_curve(&t);
        LAW(!G->is_on_curve(&t));
        G->to_affine(&aa, &t);
        LAW(!G->affine_is_on_curve(&aa));
        /* (beta x, y) is on the curve: beta^3 = 1 */
        t = a;
        G->other_x(&t);
        LAW(G->is_on_curve(&t));
    }
}

TEST(group_laws__equality_ignores_representation_and_separates_points)
{
    FOR_EACH_GROUP(G) {
        for (size_t i = 0; i < test_iters(50); i++) {
            pt a, b, na;
            G->rand_e(&a);
            b = a;
            G->rescale(&b);
            LAW_LOOP(G->eq(&a, &b));
            G->neg(&na, &a);
            LAW_LOOP(!G->eq(&a, &na));
            b = a;
            G->other_x(&b);
            LAW_LOOP(!G->eq(&a, &b)); /* same y, other x */
            aff x, y;
            G->to_affine(&x, &a);
            G->to_affine(&y, &b);
            LAW_LOOP(!G->affine_eq(&x, &y) && G->affine_eq(&x, &x));
        }
    }
}

TEST(group_laws__cmov_moves_on_true_only)
{
    FOR_EACH_GROUP(G) {
        pt a, b, r;
        memset(&a, 0, sizeof a); /* the union's bytes past a G1 point too */
        memset(&b, 0, sizeof b);
        G->rand(&a);
        G->rand(&b);
        r = a;
        G->cmov(&r, &b, false);
        LAW(memcmp(&r, &a, sizeof r) == 0);
        G->cmov(&r, &b, true);
        LAW(memcmp(&r, &b, sizeof r) == 0);
    }
}

TEST(group_laws__affine_and_batch_conversions)
{
    FOR_EACH_GROUP(G) {
        pt p[MAXB];
        aff a[MAXB], b;
        memset(a, 0, sizeof a); /* compared whole below */
        for (int i = 0; i < MAXB; i++) G->rand_e(&p[i]);
        p[0] = infinity(G);
        p[4] = infinity(G);
        G->rescale(&p[4]);
        p[MAXB - 1] = infinity(G);
        G->batch_to_affine(a, p, MAXB);
        for (int i = 0; i < MAXB; i++) {
            G->to_affine(&b, &p[i]);
            LAW_LOOP(G->affine_eq(&a[i], &b));
            LAW_LOOP(G->affine_is_on_curve(&a[i]));
            pt back;
            G->from_affine(&back, &a[i]);
            LAW_LOOP(G->eq(&back, &p[i]));
            aff n;
            G->affine_neg(&n, &a[i]);
            pt pn;
            G->neg(&pn, &p[i]);
            G->to_affine(&b, &pn);
            LAW_LOOP(G->affine_eq(&n, &b));
        }
        LAW(G->affine_is_infinity(&a[0]) && G->affine_is_infinity(&a[4]) && G->affine_is_infinity(&a[MAXB - 1]));
        aff before = a[1];
        G->batch_to_affine(a + 1, p + 1, 0); /* n = 0 writes nothing */
        LAW(memcmp(&before, &a[1], sizeof before) == 0);
    }
}

static bool fr_of_bytes(bls381_fr *r, const uint8_t k[32])
{
    uint64_t l[4];
    bls381_scalar_from_bytes(l, k); /* k mod r */
    return bls381_fr_from_limbs(r, l) == BLS381_OK;
}

TEST(group_laws__four_multiplications_match_double_and_add)
{
    FOR_EACH_GROUP(G) {
        size_t n = 9 + test_iters(24);
        for (size_t i = 0; i < n; i++) {
            uint8_t k[32];
            pt p, want, got;
            bls381_fr kf;
            cu_special_scalar(k, i);
            G->rand(&p);
            if (i == n - 1) p = infinity(G);
            G->naive_mul(&want, &p, k, 32);
            G->mul_bytes(&got, &p, k);
            LAW_LOOP(G->eq(&got, &want) && G->is_on_curve(&got));
            G->mul_bytes_vartime(&got, &p, k);
            LAW_LOOP(G->eq(&got, &want));
            REQUIRE(fr_of_bytes(&kf, k));
            G->mul(&got, &p, &kf);
            LAW_LOOP(G->eq(&got, &want));
            G->mul_vartime(&got, &p, &kf);
            LAW_LOOP(G->eq(&got, &want));
            /* the output aliasing the input */
            got = p;
            G->mul_bytes(&got, &got, k);
            LAW_LOOP(G->eq(&got, &want));
            got = p;
            G->mul_vartime(&got, &got, &kf);
            LAW_LOOP(G->eq(&got, &want));
        }
    }
}

TEST(group_laws__multiplication_is_linear_in_the_scalar)
{
    FOR_EACH_GROUP(G) {
        for (size_t i = 0; i < test_iters(10); i++) {
            bls381_fr a, b, s;
            pt p, pa, pb, ps, t;
            cu_rand_fr(&a);
            cu_rand_fr(&b);
            bls381_fr_add(&s, &a, &b);
            G->rand(&p);
            /* [a + b]P = [a]P + [b]P, constant and variable time */
            G->mul(&pa, &p, &a);
            G->mul_vartime(&pb, &p, &b);
            G->mul(&ps, &p, &s);
            G->add(&t, &pa, &pb);
            LAW_LOOP(G->eq(&t, &ps));
            /* [a]([b]P) = [ab]P */
            bls381_fr_mul(&s, &a, &b);
            G->mul_vartime(&ps, &p, &s);
            G->mul(&t, &pb, &a);
            LAW_LOOP(G->eq(&t, &ps));
            /* [-a]P = -[a]P */
            bls381_fr_neg(&s, &a);
            G->mul_vartime(&ps, &p, &s);
            G->neg(&t, &pa);
            LAW_LOOP(G->eq(&t, &ps));
        }
    }
}

TEST(group_laws__encodings_round_trip_with_both_signs_and_infinity)
{
    FOR_EACH_GROUP(G) {
        const size_t cs = G->csize, us = 2 * G->csize;
        for (size_t i = 0; i < test_iters(20) + 2; i++) {
            pt p;
            aff a, n, d;
            uint8_t c[96], cn[96], u[192], un[192];
            if (i == 0) p = infinity(G); else if (i == 1) G->rand_e(&p); else G->rand(&p);
            G->to_affine(&a, &p);
            G->affine_neg(&n, &a);
            G->compress(c, &a);
            G->compress(cn, &n);
            G->serialize(u, &a);
            G->serialize(un, &n);
            if (i == 0) {
                /* infinity: 0xc0 (compressed) or 0x40, then zeros */
                LAW_LOOP(c[0] == 0xc0 && u[0] == 0x40);
                LAW_LOOP(memcmp(c, cn, cs) == 0 && memcmp(u, un, us) == 0);
            } else {
                /* P and -P differ in the sign bit only (compressed) and in y */
                LAW_LOOP((c[0] ^ cn[0]) == 0x20 && memcmp(c + 1, cn + 1, cs - 1) == 0);
                LAW_LOOP(memcmp(u, un, cs) == 0 && memcmp(u + cs, un + cs, cs) != 0);
            }
            /* a point outside the subgroup: refused by the checked decoders */
            bls381_status want = i == 1 ? BLS381_ERR_NOT_IN_SUBGROUP : BLS381_OK;
            LAW_LOOP(G->decompress(&d, c) == want && G->deserialize(&d, u) == want);
            LAW_LOOP(G->decompress_no_subgroup_check(&d, c) == BLS381_OK && G->affine_eq(&d, &a));
            LAW_LOOP(G->decompress_no_subgroup_check(&d, cn) == BLS381_OK && G->affine_eq(&d, &n));
            LAW_LOOP(G->deserialize_no_subgroup_check(&d, u) == BLS381_OK && G->affine_eq(&d, &a));
            LAW_LOOP(G->deserialize_no_subgroup_check(&d, un) == BLS381_OK && G->affine_eq(&d, &n));
            if (i == 1) continue;
            LAW_LOOP(G->decompress(&d, c) == BLS381_OK && G->affine_eq(&d, &a));
            LAW_LOOP(G->decompress(&d, cn) == BLS381_OK && G->affine_eq(&d, &n));
            LAW_LOOP(G->deserialize(&d, u) == BLS381_OK && G->affine_eq(&d, &a));
            LAW_LOOP(G->deserialize(&d, un) == BLS381_OK && G->affine_eq(&d, &n));
        }
    }
}

TEST(group_laws__subgroup_checks_and_cofactor_clearing)
{
    FOR_EACH_GROUP(G) {
        for (size_t i = 0; i < test_iters(10); i++) {
            pt p, e, t;
            aff a;
            G->rand(&p);
            G->rand_e(&e);
            LAW_LOOP(G->in_subgroup(&p) && !G->in_subgroup(&e));
            G->to_affine(&a, &p);
            LAW_LOOP(G->affine_in_subgroup(&a));
            G->to_affine(&a, &e);
            LAW_LOOP(!G->affine_in_subgroup(&a));
            /* [h_eff]E lands in the subgroup, on the curve */
            G->clear_cofactor(&t, &e);
            LAW_LOOP(G->in_subgroup(&t) && G->is_on_curve(&t));
            /* the sum of an element and a non-element is not an element */
            G->add(&t, &p, &e);
            LAW_LOOP(!G->in_subgroup(&t));
        }
    }
}

/* p, in XYZZ, is the affine point want */
static bool xyzz_is(const group *G, const xyzz *p, const aff *want)
{
    aff got;
    G->xyzz_to_affine(&got, p);
    return G->affine_eq(&got, want);
}

/* XYZZ against the projective formulas: sums, the doubling and
 * cancelling cases of the additions, infinity on either side, and a running
 * sum of several points (so ZZ, ZZZ are far from 1) */
TEST(group_laws__xyzz_matches_the_projective_formulas)
{
    FOR_EACH_GROUP(G) {
        for (size_t i = 0; i < test_iters(20); i++) {
            pt a, b, s;
            aff aa, ba, na, want, ia;
            xyzz xa, xb, xn, xr, xi;
            G->rand(&a);
            G->rand(&b);
            G->to_affine(&aa, &a);
            G->to_affine(&ba, &b);
            G->affine_neg(&na, &aa);
            G->xyzz_from_affine(&xa, &aa);
            G->xyzz_from_affine(&xb, &ba);
            G->xyzz_from_affine(&xn, &na);
            G->xyzz_set_inf(&xi);
            LAW_LOOP(G->xyzz_is_inf(&xi) && !G->xyzz_is_inf(&xa));
            G->xyzz_to_affine(&ia, &xi);
            LAW_LOOP(G->affine_is_infinity(&ia));
            memset(&ia, 0, sizeof ia); /* the affine (0, 0) is infinity */
            G->xyzz_from_affine(&xr, &ia);
            LAW_LOOP(G->xyzz_is_inf(&xr));
            /* a + b */
            G->add(&s, &a, &b);
            G->to_affine(&want, &s);
            G->xyzz_add(&xr, &xa, &xb);
            LAW_LOOP(xyzz_is(G, &xr, &want));
            G->xyzz_add_affine(&xr, &xa, &ba);
            LAW_LOOP(xyzz_is(G, &xr, &want));
            /* a + a = 2a, in both additions and the doubling */
            G->dbl(&s, &a);
            G->to_affine(&want, &s);
            G->xyzz_add(&xr, &xa, &xa);
            LAW_LOOP(xyzz_is(G, &xr, &want));
            G->xyzz_add_affine(&xr, &xa, &aa);
            LAW_LOOP(xyzz_is(G, &xr, &want));
            G->xyzz_dbl(&xr, &xa);
            LAW_LOOP(xyzz_is(G, &xr, &want));
            G->xyzz_dbl(&xr, &xi);
            LAW_LOOP(G->xyzz_is_inf(&xr));
            /* a + (-a) = O */
            G->xyzz_add(&xr, &xa, &xn);
            LAW_LOOP(G->xyzz_is_inf(&xr));
            G->xyzz_add_affine(&xr, &xa, &na);
            LAW_LOOP(G->xyzz_is_inf(&xr));
            /* O on either side, affine O */
            G->xyzz_add(&xr, &xi, &xa);
            LAW_LOOP(xyzz_is(G, &xr, &aa));
            G->xyzz_add(&xr, &xa, &xi);
            LAW_LOOP(xyzz_is(G, &xr, &aa));
            G->xyzz_add_affine(&xr, &xi, &ba);
            LAW_LOOP(xyzz_is(G, &xr, &ba));
            G->xyzz_add_affine(&xr, &xa, &ia);
            LAW_LOOP(xyzz_is(G, &xr, &aa));
            /* a running sum a + b + 2b + ... in both forms (the last
             * addition of a XYZZ sum to itself exercises the doubling
             * case away from Z = 1) */
            pt acc = a, step = b;
            xyzz xacc = xa, xstep = xb;
            for (int j = 0; j < 4; j++) {
                G->add(&acc, &acc, &step);
                G->xyzz_add(&xacc, &xacc, &xstep);
                G->dbl(&step, &step);
                G->xyzz_dbl(&xstep, &xstep);
            }
            G->add(&acc, &acc, &acc);
            G->xyzz_add(&xacc, &xacc, &xacc);
            G->to_affine(&want, &acc);
            LAW_LOOP(xyzz_is(G, &xacc, &want));
        }
    }
}
