/* Constant-time checks for the inversion variants (field/inv_*.c) on secret
 * inputs: random, zero, and one just below p that misleads the first
 * approximations of Pornin's algorithm (so its negation path runs). */
#include "ctime.h"
#include "field/field.h"

static void check_fp(const bls381_fp *in)
{
    bls381_fp a = *in, r;
    ct_secret(&a, sizeof a);
    bls381_fp_inv(&r, &a);
    bls381_fp_inv_bernstein_yang(&r, &a);
    bls381_fp_inv_by_fused(&r, &a);
    bls381_fp_inv_pornin(&r, &a);
    bls381_fp_inv_fermat(&r, &a);
}

static void check_fr(const bls381_fr *in)
{
    bls381_fr a = *in, r;
    ct_secret(&a, sizeof a);
    bls381_fr_inv(&r, &a);
    bls381_fr_inv_bernstein_yang(&r, &a);
    bls381_fr_inv_by_fused(&r, &a);
    bls381_fr_inv_pornin(&r, &a);
    bls381_fr_inv_fermat(&r, &a);
}

CTIME(fp_inversion_variants)
{
    bls381_fp a;
    uint8_t b[48];
    ct_random(b, sizeof b);
    b[0] &= 0x0f;
    if (bls381_fp_from_bytes(&a, b) != BLS381_OK) bls381_fp_set_one(&a);
    check_fp(&a);
    bls381_fp_set_zero(&a);
    check_fp(&a);
    for (int i = 0; i < 6; i++) a.l[i] = bls381_fp_modulus[i];
    a.l[1] -= 1;                                          /* p - 2^64 */
    check_fp(&a);
}

CTIME(fr_inversion_variants)
{
    bls381_fr a;
    uint8_t b[32];
    ct_random(b, sizeof b);
    b[0] &= 0x3f;
    if (bls381_fr_from_bytes(&a, b) != BLS381_OK) bls381_fr_set_one(&a);
    check_fr(&a);
    bls381_fr_set_zero(&a);
    check_fr(&a);
    for (int i = 0; i < 4; i++) a.l[i] = bls381_fr_modulus[i];
    a.l[1] -= 1;                                          /* r - 2^64 */
    check_fr(&a);
}
