/* Constant-time checks for the pairing: bls381_pairing on secret points
 * (finite and at infinity) and the final exponentiation on a secret Fp12
 * value, Karabina's compressed squarings and decompression included. The
 * multi-pair Miller loops and the pairing checks are variable time (they
 * skip pairs with a point at infinity; public inputs, include/bls381.h). */
#include "ctime.h"
#include "bls381.h"

#include <string.h>

CTIME(pairing_and_final_exp)
{
    bls381_g1 p;
    bls381_g2 q;
    bls381_g1_affine a, inf1;
    bls381_g2_affine b, inf2;
    bls381_fp12 f, r;
    bls381_fr k;
    uint8_t kb[32];
    ct_random(kb, sizeof kb);
    kb[0] &= 0x3f;
    if (bls381_fr_from_bytes(&k, kb) != BLS381_OK) bls381_fr_set_one(&k);
    bls381_g1_generator(&p);
    bls381_g1_mul_vartime(&p, &p, &k);           /* public setup */
    bls381_g1_to_affine(&a, &p);
    bls381_g2_generator(&q);
    bls381_g2_mul_vartime(&q, &q, &k);
    bls381_g2_to_affine(&b, &q);
    memset(&inf1, 0, sizeof inf1);
    memset(&inf2, 0, sizeof inf2);
    ct_secret(&a, sizeof a);
    ct_secret(&b, sizeof b);
    ct_secret(&inf1, sizeof inf1);
    ct_secret(&inf2, sizeof inf2);
    bls381_pairing(&r, &a, &b);
    bls381_pairing(&r, &inf1, &b);
    bls381_pairing(&r, &a, &inf2);
    /* any Fp12 value (f = 1 takes the a1 = 0 masks of the decompression) */
    ct_random(&f, sizeof f);
    for (size_t i = 0; i < 12; i++) {
        bls381_fp *c = &((bls381_fp *)&f)[i];
        c->l[5] &= 0x0fffffffffffffffULL;       /* below p */
    }
    ct_secret(&f, sizeof f);
    bls381_final_exp(&r, &f);
    bls381_fp12_set_one(&f);
    ct_secret(&f, sizeof f);
    bls381_final_exp(&r, &f);
}
