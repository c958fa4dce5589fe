/*
 * Many public keys or signatures parsed at once (bls381_sig_pks_from_bytes,
 * bls381_sig_signatures_from_bytes): each as bls381_sig_pk_from_bytes
 * (KeyValidate, draft-irtf-cfrg-bls-signature-05 section 2.5) or
 * bls381_sig_from_bytes does it, on the batch decoders
 * (curve/g1_decompress_x8.c, curve/g2_decompress_x8.c: eight square roots
 * and eight subgroup checks at a time on the lane engine when it is on).
 * Keys and signatures are public: variable time.
 *
 * All or nothing (one driver, parse_all, for the four functions): the
 * points are decoded and checked in chunks of CHUNK (so that a key at
 * infinity stops the parse within CHUNK points) into a buffer; the first
 * failure (the lowest index; for keys the identity included) returns
 * before the output is written. Where the buffer is:
 * - the caller's scratch (bls381_sig_pks_from_bytes_with_scratch,
 *   bls381_sig_signatures_from_bytes_with_scratch): it holds all n points,
 *   each chunk is decoded into its own place, and when every point passed
 *   the block is copied into the output: every point decoded once;
 * - a stack buffer of CHUNK points (the functions without _with_scratch,
 *   no heap): each chunk reuses it; when every point passed, the last chunk
 *   is copied from it and the ones before are decoded again into the
 *   output without the subgroup check (they passed it): a second square
 *   root for all but the last CHUNK points, none for n <= CHUNK.
 */
#include "sig/sig.h"
#include "curve/curve.h"
#include "sys/size.h"
#include "sys/verify.h"

#include <string.h>

enum { CHUNK = 64 };

/* One kind of point: its encoding's size, its decoded size, the batch
 * decoder (r and in of `decode`'s type for that group), and for keys the
 * identity check. */
typedef struct {
    size_t in_bytes, out_bytes;
    bls381_status (*decode)(void *r, const uint8_t *in, size_t n, bool subgroup, size_t *bad);
    /* the index of the first point at infinity in p[0..n), or n; NULL: none refused */
    size_t (*first_infinity)(const void *p, size_t n);
} point_kind;

static bls381_status decode_g1(void *r, const uint8_t *in, size_t n, bool subgroup, size_t *bad)
{
    return bls381_g1_decompress_batch_vartime(r, in, n, subgroup, bad);
}

static bls381_status decode_g2(void *r, const uint8_t *in, size_t n, bool subgroup, size_t *bad)
{
    return bls381_g2_decompress_batch_vartime(r, in, n, subgroup, bad);
}

static size_t first_infinity_g1(const void *p, size_t n)
{
    const bls381_g1_affine *a = p;
    size_t i = 0;
    while (i < n && !bls381_g1_affine_is_infinity(&a[i])) i++;
    return i;
}

static const point_kind keys = { 48, sizeof(bls381_g1_affine), decode_g1, first_infinity_g1 };
static const point_kind signatures = { 96, sizeof(bls381_g2_affine), decode_g2, NULL };

/* out[0..n) from in, through buf, a block of cap points of the kind (all
 * n, or at least CHUNK): chunks of CHUNK decoded and checked, each into its
 * own place in buf when buf holds all n (then copied out at once), else
 * each into buf[0..CHUNK) (then all but the last decoded again into out) */
static bls381_status parse_all(const point_kind *kind, void *out, void *buf, size_t cap, const uint8_t *in,
                               size_t n, size_t *bad_index)
{
    const bool whole = n <= cap;
    BLS381_VERIFY_CHECK(whole || cap >= CHUNK);
    unsigned char *b = buf;
    size_t at = 0, m = 0;
    for (size_t o = 0; o < n; o += m) {
        m = n - o < CHUNK ? n - o : CHUNK;
        unsigned char *dst = whole ? b + kind->out_bytes * o : b;
        size_t k = m, inf;
        bls381_status st = kind->decode(dst, in + kind->in_bytes * o, m, true, &k);
        /* dst[0..k) decoded: for keys an identity there is the first failure */
        if (kind->first_infinity && (inf = kind->first_infinity(dst, k)) < k) st = BLS381_ERR_INFINITY, k = inf;
        if (st != BLS381_OK) {
            if (bad_index) *bad_index = o + k;
            return st;
        }
        at = o;
    }
    if (n == 0) return BLS381_OK;
    if (whole) {
        at = 0, m = n; /* every point is in buf: no second decode */
    } else if (at > 0) {
        size_t k;
        bls381_status st = kind->decode(out, in, at, false, &k);
        if (st != BLS381_OK) { /* cannot happen: these points decoded above */
            if (bad_index) *bad_index = k;
            return st;
        }
    }
    memcpy((unsigned char *)out + kind->out_bytes * at, b, m * kind->out_bytes);
    return BLS381_OK;
}

/* the _with_scratch functions: the whole batch in the caller's block */
static size_t block_size(const point_kind *kind, size_t n)
{
    return bls381_size_mul(n, kind->out_bytes);
}

static bls381_status parse_in_scratch(const point_kind *kind, void *out, const uint8_t *in, size_t n,
                                      size_t *bad_index, void *scratch, size_t size)
{
    if (n == 0) return BLS381_OK;
    if (!out || !in || !bls381_scratch_ok(scratch, size, block_size(kind, n))) return BLS381_ERR_BADARGS;
    return parse_all(kind, out, scratch, n, in, n, bad_index);
}

bls381_status bls381_sig_pks_from_bytes(bls381_sig_pk *pks, const uint8_t *in, size_t n, size_t *bad_index)
{
    if (n > 0 && (!pks || !in)) return BLS381_ERR_BADARGS;
    bls381_g1_affine buf[CHUNK];
    return parse_all(&keys, pks, buf, CHUNK, in, n, bad_index);
}

bls381_status bls381_sig_signatures_from_bytes(bls381_sig_signature *sigs, const uint8_t *in, size_t n,
                                               size_t *bad_index)
{
    if (n > 0 && (!sigs || !in)) return BLS381_ERR_BADARGS;
    bls381_g2_affine buf[CHUNK];
    return parse_all(&signatures, sigs, buf, CHUNK, in, n, bad_index);
}

size_t bls381_sig_pks_from_bytes_scratch_size(size_t n)
{
    return block_size(&keys, n);
}

size_t bls381_sig_signatures_from_bytes_scratch_size(size_t n)
{
    return block_size(&signatures, n);
}

bls381_status bls381_sig_pks_from_bytes_with_scratch(bls381_sig_pk *pks, const uint8_t *in, size_t n,
                                                     size_t *bad_index, void *scratch, size_t scratch_size)
{
    return parse_in_scratch(&keys, pks, in, n, bad_index, scratch, scratch_size);
}

bls381_status bls381_sig_signatures_from_bytes_with_scratch(bls381_sig_signature *sigs, const uint8_t *in, size_t n,
                                                            size_t *bad_index, void *scratch, size_t scratch_size)
{
    return parse_in_scratch(&signatures, sigs, in, n, bad_index, scratch, scratch_size);
}
