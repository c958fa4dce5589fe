/*
 * The eight-lane field engine: eight independent Fp (or Fr) elements per
 * operation, one per 64-bit lane, on AVX-512 IFMA (field/fp_x8_ifma.c) or
 * on its exact portable model (field/fp_x8_model.c); one source
 * (field/fp_x8_engine.inc) over the lane operations of
 * field/lanes_avx512.h or field/lanes_model.h. Variable time: public data
 * only (its users handle public values: the batch paths of msm/ and
 * curve/, the Fr FFTs and the blob evaluation of kzg/, the EIP-2537
 * input checks; G2's subgroup check and the multi-pair Miller loop's G2
 * steps, pairing/lines_x8.c, run on it over Fp2, field/fp2_x8.h; the
 * pairing checks gather one element's tower products into it,
 * field/fp_gather.h).
 *
 * Layout: radix 2^52, limb-major: l[j][k] is limb j of the element in lane
 * k (Fp: 8 limbs, 416 bits; Fr: 5 limbs, 260 bits), so every operation is
 * vertical (lane k never reads another lane) and a limb of all eight
 * elements is one 512-bit register.
 *
 * Values: Montgomery form with the scalar field's R (2^384 for Fp, 2^256
 * for Fr), so an element's lane value IS its bls381_fp / bls381_fr value
 * in another radix: load and store only change the radix (and store fully
 * reduces), results are bit-identical with the scalar field.
 *
 * Bounds (checked under BLS381_VERIFY): every operation takes elements
 * with limbs below 2^52 and value below 2m (m = p or r) and returns such
 * elements; store and the masks reduce to [0, m). The Montgomery product
 * of a, b < 2m is ab/R + qm/R < (4m/R) m + m: below 2m for Fp
 * (4p < 0.41 2^384), below 3m for Fr (4r < 1.82 2^256), where one
 * conditional subtraction of 2r follows (field/fp_x8_engine.inc).
 *
 * Operations (r may alias inputs unless said):
 *   mul, sqr, add, sub, neg   modular, as above;
 *   load                       r = the eight elements src[0..8) (canonical);
 *   store                      dst[k] = lane k, fully reduced;
 *   eq, is_zero                mask, bit k for lane k (values reduced first);
 *   blend                      lane k of r from b where bit k of mask is
 *                              set, else from a (VPBLENDMQ per limb);
 *   batch_inv                  r[g] = 1/a[g] for g < groups (every lane of
 *                              each group), zero to zero: prefix products in
 *                              lanes, one scalar inversion (Montgomery's
 *                              trick), r must not overlap a.
 */
#ifndef BLS381_FIELD_FP_X8_H
#define BLS381_FIELD_FP_X8_H

#include <stddef.h>
#include <stdint.h>

#include "bls381_field.h"
#include "bls381_sys.h"
#include "sys/cpu.h"

/* 64-byte aligned, so that a limb of the eight elements (one 512-bit
 * register) is one cache line and no load or store of the engine splits
 * two: on an AMD Zen 4, fp_mul_x8 took 11.5 ns per product with its
 * operands at an address 8 mod 64 and 10.3 ns aligned (BENCHMARKS.md).
 * Memory that holds them and is not declared as them (msm/batch_add.c's
 * scratch) is aligned by its user. */
typedef struct { _Alignas(64) uint64_t l[8][8]; } bls381_fp_x8;
typedef struct { _Alignas(64) uint64_t l[5][8]; } bls381_fr_x8;

typedef struct {
    const char *name;
    void (*fp_mul)(bls381_fp_x8 *r, const bls381_fp_x8 *a, const bls381_fp_x8 *b);
    void (*fp_sqr)(bls381_fp_x8 *r, const bls381_fp_x8 *a);
    void (*fp_add)(bls381_fp_x8 *r, const bls381_fp_x8 *a, const bls381_fp_x8 *b);
    void (*fp_sub)(bls381_fp_x8 *r, const bls381_fp_x8 *a, const bls381_fp_x8 *b);
    void (*fp_neg)(bls381_fp_x8 *r, const bls381_fp_x8 *a);
    void (*fp_load)(bls381_fp_x8 *r, const bls381_fp *const src[8]);
    void (*fp_store)(bls381_fp *const dst[8], const bls381_fp_x8 *a);
    unsigned (*fp_eq)(const bls381_fp_x8 *a, const bls381_fp_x8 *b);
    unsigned (*fp_is_zero)(const bls381_fp_x8 *a);
    void (*fp_batch_inv)(bls381_fp_x8 *r, const bls381_fp_x8 *a, size_t groups);
    void (*fr_mul)(bls381_fr_x8 *r, const bls381_fr_x8 *a, const bls381_fr_x8 *b);
    void (*fr_sqr)(bls381_fr_x8 *r, const bls381_fr_x8 *a);
    void (*fr_add)(bls381_fr_x8 *r, const bls381_fr_x8 *a, const bls381_fr_x8 *b);
    void (*fr_sub)(bls381_fr_x8 *r, const bls381_fr_x8 *a, const bls381_fr_x8 *b);
    void (*fr_neg)(bls381_fr_x8 *r, const bls381_fr_x8 *a);
    void (*fr_load)(bls381_fr_x8 *r, const bls381_fr *const src[8]);
    void (*fr_store)(bls381_fr *const dst[8], const bls381_fr_x8 *a);
    unsigned (*fr_eq)(const bls381_fr_x8 *a, const bls381_fr_x8 *b);
    unsigned (*fr_is_zero)(const bls381_fr_x8 *a);
    void (*fr_batch_inv)(bls381_fr_x8 *r, const bls381_fr_x8 *a, size_t groups);
    void (*fp_blend)(bls381_fp_x8 *r, unsigned mask, const bls381_fp_x8 *a, const bls381_fp_x8 *b);
} bls381_fp_x8_engine;

/* The portable model, built everywhere but in the verify-only bare-metal
 * library (BLS381_BARE), which has no batch path to speed up. */
#if defined(BLS381_BARE)
#  define BLS381_HAVE_LANE_MODEL 0
#else
#  define BLS381_HAVE_LANE_MODEL 1
extern const bls381_fp_x8_engine bls381_fp_x8_model;
#endif
/* The AVX-512 IFMA back end, built on x86-64 with assembly (sys/cpu.h's
 * BLS381_HAVE_ASM) by gcc or clang; call only when bls381_cpu_has_ifma(). */
#if BLS381_HAVE_IFMA
extern const bls381_fp_x8_engine bls381_fp_x8_ifma;
#endif
/* Whether this build has an engine at all (bls381_fp_x8_get can return
 * one): users whose lane path is large may leave it out where not. */
#define BLS381_HAVE_LANES (BLS381_HAVE_LANE_MODEL || BLS381_HAVE_IFMA)

/* (field/fp_x8_pow.c) r = a^ex in every lane, ex a public nonzero
 * 384-bit exponent (little-endian limbs); r may alias a. Variable time in
 * ex. */
void bls381_fp_x8_pow_vartime(const bls381_fp_x8_engine *e, bls381_fp_x8 *r, const bls381_fp_x8 *a,
                              const uint64_t ex[6]);

/* Compares engine e with the scalar field on fixed and pseudo-random
 * elements (field/fp_x8.c): true when every result is identical. */
bool bls381_fp_x8_self_check(const bls381_fp_x8_engine *e);
/* For tests and benchmarks: use the engine of kind (a bls381_lanes_kind:
 * OFF, MODEL, or IFMA where the CPU has it, else OFF) from now on, or with
 * kind < 0 what the CPU and the environment choose. Thread safe. */
void bls381_fp_x8_select(int kind);

/* The engine the batch paths use now, NULL for the scalar field (see
 * bls381_lanes_engine() in bls381_sys.h for the choice). The first call
 * self-checks the IFMA engine against the scalar field. Thread safe. */
const bls381_fp_x8_engine *bls381_fp_x8_get(void);

#endif
