/*
 * Frobenius maps x -> x^(p^k), k = 1, 2, 3, on Fp6 and Fp12.
 *
 * In powers of w (w^6 = xi = u + 1), f = sum_j a_j w^j with a_j in Fp2, and
 * f^(p^k) = sum_j a_j^(p^k) w^(j p^k). On Fp2, a^p = conj(a). And
 * w^(j p^k) = w^j (w^6)^(j (p^k - 1)/6) = w^j gamma_{k,j} with
 * gamma_{k,j} = xi^(j (p^k - 1)/6) in Fp2 (6 divides p^k - 1 as p = 1 mod 6).
 * So each coefficient is conjugated (k odd) and multiplied by a constant;
 * for k = 2 the constants lie in Fp. An Fp6 element is the even part of an
 * Fp12 one (v = w^2), so its coefficient of v^i uses gamma_{k,2i}.
 *
 * The storage of Fp12 maps to powers of w as c0.c0 = w^0, c1.c0 = w^1,
 * c0.c1 = w^2, c1.c1 = w^3, c0.c2 = w^4, c1.c2 = w^5.
 */
#include "field/tower.h"

/* gamma_{k,j} for k = 1, 2, 3 (rows) and j = 1..5, Montgomery form. Output
 * of `python3 tests/oracle/tower_oracle.py consts`; test_tower.c recomputes
 * every entry as a power of xi. */
const bls381_fp2 bls381_frob_gamma[3][5] = {
  { /* k = 1 */
    { { { 0x07089552b319d465ULL, 0xc6695f92b50a8313ULL, 0x97e83cccd117228fULL, 0xa35baecab2dc29eeULL, 0x1ce393ea5daace4dULL, 0x08f2220fb0fb66ebULL } },
      { { 0xb2f66aad4ce5d646ULL, 0x5842a06bfc497cecULL, 0xcf4895d42599d394ULL, 0xc11b9cba40a8e8d0ULL, 0x2e3813cbe5a0de89ULL, 0x110eefda88847fafULL } } }, /* j = 1 */
    { { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
      { { 0xcd03c9e48671f071ULL, 0x5dab22461fcda5d2ULL, 0x587042afd3851b95ULL, 0x8eb60ebe01bacb9eULL, 0x03f97d6e83d050d2ULL, 0x18f0206554638741ULL } } }, /* j = 2 */
    { { { 0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL, 0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL } },
      { { 0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL, 0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL } } }, /* j = 3 */
    { { { 0x890dc9e4867545c3ULL, 0x2af322533285a5d5ULL, 0x50880866309b7e2cULL, 0xa20d1b8c7e881024ULL, 0x14e4f04fe2db9068ULL, 0x14e56d3f1564853aULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 4 */
    { { { 0x82d83cf50dbce43fULL, 0xa2813e53df9d018fULL, 0xc6f0caa53c65e181ULL, 0x7525cf528d50fe95ULL, 0x4a85ed50f4798a6bULL, 0x171da0fd6cf8eebdULL } },
      { { 0x3726c30af242c66cULL, 0x7c2ac1aad1b6fe70ULL, 0xa04007fbba4b14a2ULL, 0xef517c3266341429ULL, 0x0095ba654ed2226bULL, 0x02e370eccc86f7ddULL } } }, /* j = 5 */
  },
  { /* k = 2 */
    { { { 0xecfb361b798dba3aULL, 0xc100ddb891865a2cULL, 0x0ec08ff1232bda8eULL, 0xd5c13cc6f1ca4721ULL, 0x47222a47bf7b5c04ULL, 0x0110f184e51c5f59ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 1 */
    { { { 0x30f1361b798a64e8ULL, 0xf3b8ddab7ece5a2aULL, 0x16a8ca3ac61577f7ULL, 0xc26a2ff874fd029bULL, 0x3636b76660701c6eULL, 0x051ba4ab241b6160ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 2 */
    { { { 0x43f5fffffffcaaaeULL, 0x32b7fff2ed47fffdULL, 0x07e83a49a2e99d69ULL, 0xeca8f3318332bb7aULL, 0xef148d1ea0f4c069ULL, 0x040ab3263eff0206ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 3 */
    { { { 0xcd03c9e48671f071ULL, 0x5dab22461fcda5d2ULL, 0x587042afd3851b95ULL, 0x8eb60ebe01bacb9eULL, 0x03f97d6e83d050d2ULL, 0x18f0206554638741ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 4 */
    { { { 0x890dc9e4867545c3ULL, 0x2af322533285a5d5ULL, 0x50880866309b7e2cULL, 0xa20d1b8c7e881024ULL, 0x14e4f04fe2db9068ULL, 0x14e56d3f1564853aULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 5 */
  },
  { /* k = 3 */
    { { { 0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL, 0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL } },
      { { 0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL, 0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL } } }, /* j = 1 */
    { { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
      { { 0x760900000002fffdULL, 0xebf4000bc40c0002ULL, 0x5f48985753c758baULL, 0x77ce585370525745ULL, 0x5c071a97a256ec6dULL, 0x15f65ec3fa80e493ULL } } }, /* j = 2 */
    { { { 0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL, 0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL } },
      { { 0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL, 0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL } } }, /* j = 3 */
    { { { 0x43f5fffffffcaaaeULL, 0x32b7fff2ed47fffdULL, 0x07e83a49a2e99d69ULL, 0xeca8f3318332bb7aULL, 0xef148d1ea0f4c069ULL, 0x040ab3263eff0206ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } }, /* j = 4 */
    { { { 0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL, 0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL } },
      { { 0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL, 0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL } } }, /* j = 5 */
  },
};

/* r = a * g for a constant g, using its shape (public): g in Fp, g = c u,
 * g = c (1 + u) cost 2 Fp products, a general g 3. For k = 1 and 3 only
 * j = 1 and j = 5 are general. */
static void mul_by_const(bls381_fp2 *r, const bls381_fp2 *a, const bls381_fp2 *g)
{
    bls381_fp t;
    if (bls381_fp_is_zero(&g->c1)) {
        bls381_fp2_mul_fp(r, a, &g->c0);
    } else if (bls381_fp_is_zero(&g->c0)) {
        /* (a0 + a1 u) c u = -a1 c + a0 c u */
        bls381_fp_mul(&t, &a->c1, &g->c1);
        bls381_fp_mul(&r->c1, &a->c0, &g->c1);
        bls381_fp_neg(&r->c0, &t);
    } else if (bls381_fp_eq(&g->c0, &g->c1)) {
        /* (a0 + a1 u) c (1 + u) = c (a0 - a1) + c (a0 + a1) u */
        bls381_fp_sub(&t, &a->c0, &a->c1);
        bls381_fp_add(&r->c1, &a->c0, &a->c1);
        bls381_fp_mul(&r->c0, &t, &g->c0);
        bls381_fp_mul(&r->c1, &r->c1, &g->c0);
    } else {
        bls381_fp2_mul(r, a, g);
    }
}

/* r = a^(p^k) * gamma_{k,j}: the image of the coefficient of w^j */
static void frob_coeff(bls381_fp2 *r, const bls381_fp2 *a, int k, int j)
{
    bls381_fp2 t = *a;
    if (k & 1) bls381_fp2_conj(&t, &t);
    if (j == 0) *r = t;
    else mul_by_const(r, &t, &bls381_frob_gamma[k - 1][j - 1]);
}

/* r = a^(p^k) for the Fp6 part holding w^(2i + odd), i = 0, 1, 2 */
static void frob_fp6_part(bls381_fp6 *r, const bls381_fp6 *a, int k, int odd)
{
    frob_coeff(&r->c0, &a->c0, k, odd);
    frob_coeff(&r->c1, &a->c1, k, 2 + odd);
    frob_coeff(&r->c2, &a->c2, k, 4 + odd);
}

void bls381_fp6_frobenius(bls381_fp6 *r, const bls381_fp6 *a) { frob_fp6_part(r, a, 1, 0); }
void bls381_fp6_frobenius2(bls381_fp6 *r, const bls381_fp6 *a) { frob_fp6_part(r, a, 2, 0); }
void bls381_fp6_frobenius3(bls381_fp6 *r, const bls381_fp6 *a) { frob_fp6_part(r, a, 3, 0); }

static void frob12(bls381_fp12 *r, const bls381_fp12 *a, int k)
{
    frob_fp6_part(&r->c0, &a->c0, k, 0);
    frob_fp6_part(&r->c1, &a->c1, k, 1);
}

void bls381_fp12_frobenius(bls381_fp12 *r, const bls381_fp12 *a) { frob12(r, a, 1); }
void bls381_fp12_frobenius2(bls381_fp12 *r, const bls381_fp12 *a) { frob12(r, a, 2); }
void bls381_fp12_frobenius3(bls381_fp12 *r, const bls381_fp12 *a) { frob12(r, a, 3); }
