/*
 * Internal view of the signature layer.
 *
 * bls381_sig_pk wraps one bls381_g1_affine and bls381_sig_signature one
 * bls381_g2_affine, with no padding (checked below): a pointer to either
 * struct is a pointer to its only member (C11 6.7.2.1p15), and an array of
 * them is laid out as an array of points, which lets the pairing layer read
 * lists of keys and signatures in place.
 */
#ifndef BLS381_SIG_SIG_H
#define BLS381_SIG_SIG_H

#include "bls381_sig.h"
#include "bls381_pairing.h"
#include "bls381_hash.h"
#include "sys/size.h"

_Static_assert(sizeof(bls381_sig_pk) == sizeof(bls381_g1_affine), "bls381_sig_pk has padding");
_Static_assert(sizeof(bls381_sig_signature) == sizeof(bls381_g2_affine), "bls381_sig_signature has padding");

static inline const bls381_g1_affine *bls381_sig_pk_points(const bls381_sig_pk *pks)
{
    return &pks->p;
}

static inline const bls381_g2_affine *bls381_sig_points(const bls381_sig_signature *sigs)
{
    return &sigs->s;
}

/* Marks a value computed from secrets as public by design (a verdict) for
 * the constant-time checker: a no-op (weak) that tests/ctime/ct_sig.c
 * replaces with valgrind's "defined" request. */
void bls381_sig_declassify(const void *p, size_t n);

/* malloc of n items of `size` bytes, NULL when n * size overflows size_t
 * (a huge count is refused with BLS381_ERR_MALLOC before any item is read:
 * the contract test passes SIZE_MAX / 2 + 1) */
void *bls381_sig_alloc(size_t n, size_t size);

/* -G1, the G1 side of the signature's pairing e(-G1, sig). */
void bls381_sig_neg_generator(bls381_g1_affine *r);

#endif
