/*
 * Many public keys parsed at once (bls381_sig_pks_from_bytes): KeyValidate
 * (draft-irtf-cfrg-bls-signature-05 section 2.5) of each key as
 * bls381_sig_pk_from_bytes does it, on the batch G1 decoder
 * (curve/g1_decompress_x8.c: eight square roots and eight subgroup checks
 * at a time on the lane engine when it is on). Keys are public: variable
 * time.
 *
 * All or nothing without the heap: the keys are decoded and checked in
 * chunks of CHUNK into a stack buffer; the first failure (the lowest
 * index, infinity included) returns before pks is written. When every key
 * passed, the last chunk is copied from the buffer and the ones before it
 * are decoded again into pks without the subgroup check (they passed it):
 * a second square root for all but the last CHUNK keys, none for n <=
 * CHUNK.
 */
#include "sig/sig.h"
#include "curve/curve.h"

#include <string.h>

enum { CHUNK = 64 };

/* the index of the first point at infinity in p[0..n), or n */
static size_t first_infinity(const bls381_g1_affine *p, size_t n)
{
    size_t i = 0;
    while (i < n && !bls381_g1_affine_is_infinity(&p[i])) i++;
    return i;
}

bls381_status bls381_sig_pks_from_bytes(bls381_sig_pk *pks, const uint8_t *in, size_t n, size_t *bad_index)
{
    if (n > 0 && (!pks || !in)) return BLS381_ERR_BADARGS;
    bls381_g1_affine buf[CHUNK];
    size_t at = 0, m = 0;
    for (size_t o = 0; o < n; o += m) {
        m = n - o < CHUNK ? n - o : CHUNK;
        size_t k = m, inf;
        bls381_status st = bls381_g1_decompress_batch_vartime(buf, in + 48 * o, m, true, &k);
        /* buf[0..k) decoded: an identity there is the first failure */
        if ((inf = first_infinity(buf, k)) < k) st = BLS381_ERR_INFINITY, k = inf;
        if (st != BLS381_OK) {
            if (bad_index) *bad_index = o + k;
            return st;
        }
        at = o;
    }
    if (n == 0) return BLS381_OK;
    if (at > 0) {
        size_t k;
        bls381_status st = bls381_g1_decompress_batch_vartime(&pks->p, in, at, false, &k);
        if (st != BLS381_OK) { /* cannot happen: these keys decoded above */
            if (bad_index) *bad_index = k;
            return st;
        }
    }
    memcpy(&pks[at], buf, m * sizeof buf[0]);
    return BLS381_OK;
}
