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
#include "bls381_h2c.h"
#include "pairing/pairing.h"
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

/* h = hash_to_curve(msg) with dst, in affine form; h untouched on error. */
static inline bls381_status bls381_sig_hash_to_affine(bls381_g2_affine *h, const uint8_t *msg, size_t len,
                                                      const uint8_t *dst, size_t dst_len)
{
    bls381_g2 t;
    bls381_status s = bls381_hash_to_g2(&t, msg, len, dst, dst_len);
    if (s == BLS381_OK) bls381_g2_to_affine(h, &t);
    return s;
}

/* h = H(m): hash_to_curve with the ciphersuite's DST, BLS381_SIG_DST (the
 * one place that names it) */
static inline bls381_status bls381_sig_hash_message(bls381_g2_affine *h, const uint8_t *msg, size_t len)
{
    static const uint8_t dst[] = BLS381_SIG_DST;
    return bls381_sig_hash_to_affine(h, msg, len, dst, sizeof dst - 1);
}

/* -G1, the generator's negation (the second pair of every check;
 * aggregate.c). */
void bls381_sig_neg_generator(bls381_g1_affine *r);

/* h[i] = hash_to_curve(msgs[i]) with BLS381_SIG_DST for i < n, on the pool
 * (each piece writes its own entries). BADARGS for a NULL message of
 * nonzero length. */
bls381_status bls381_sig_hash_messages(bls381_g2_affine *h, const uint8_t *const *msgs, const size_t *lens, size_t n,
                                       bls381_pool *pool);

/* The n + 1 pairs of an aggregate verification (sig/aggregate.c): pair
 * i < n is (pks[i], H(m_i)), H(m_i) being h[i] when h is not NULL, else
 * hash_to_curve of msgs[i] (lens[i] bytes) with BLS381_SIG_DST; pair n is
 * (-G1, sig). */
typedef struct {
    const bls381_sig_pk *pks;
    const bls381_g2_affine *h;
    const uint8_t *const *msgs;
    const size_t *lens;
    const bls381_sig_signature *sig;
    size_t n;
} bls381_sig_agg_pairs;

/* *ok = (the product of the pairs' pairings is 1), streamed through the
 * stack (no heap), on the pool when not NULL. Returns BLS381_OK, or the
 * status of a failed hash_to_curve (*ok untouched then). */
bls381_status bls381_sig_agg_check(bool *ok, const bls381_sig_agg_pairs *in, bls381_pool *pool);

#endif
