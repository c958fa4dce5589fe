/*
 * bls381 — the blst type names that c-kzg-4844's headers and bindings use
 * (c-kzg's fr_t, g1_t, g2_t are typedefs of blst_fr, blst_p1, blst_p2), with
 * blst's sizes and layouts, and no blst function: a binding that includes
 * "blst.h" (node.js: src/kzg.cxx) or c-kzg's headers finds its types here.
 *
 * Layouts (64-bit little-endian limbs, the same memory image as blst's):
 *   blst_fr        32 bytes  an element of Fr, Montgomery form x*2^256 mod r
 *   blst_fp        48 bytes  an element of Fp, Montgomery form x*2^384 mod p
 *   blst_fp2       96 bytes  fp[0] + fp[1]*u
 *   blst_p1       144 bytes  G1, Jacobian (x/z^2, y/z^3); all zero = infinity
 *   blst_p1_affine 96 bytes  G1 (x, y)
 *   blst_p2       288 bytes  G2, Jacobian over Fp2
 *   blst_p2_affine 192 bytes G2 (x, y)
 *   blst_scalar    32 bytes  a 256-bit integer, little-endian bytes
 * These are bls381's own Montgomery conventions too (bls381_field.h), so an
 * fr_t of c-kzg and a bls381_fr hold the same bits for the same value.
 * tests/compat/ checks every size.
 */
#ifndef BLS381_COMPAT_BLST_H
#define BLS381_COMPAT_BLST_H

/* When blst's own blst.h came first (its guard __BLST_H__ is defined: the
 * node.js binding puts blst's headers before c-kzg's on its include path),
 * its types are these already and this header adds nothing. */
#ifndef __BLST_H__

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { uint64_t l[4]; } blst_fr;
typedef struct { uint64_t l[6]; } blst_fp;
typedef struct { blst_fp fp[2]; } blst_fp2;
typedef struct { blst_fp x, y, z; } blst_p1;
typedef struct { blst_fp x, y; } blst_p1_affine;
typedef struct { blst_fp2 x, y, z; } blst_p2;
typedef struct { blst_fp2 x, y; } blst_p2_affine;
typedef struct { uint8_t b[32]; } blst_scalar;

#ifdef __cplusplus
}
#endif
#endif /* __BLST_H__ */
#endif
