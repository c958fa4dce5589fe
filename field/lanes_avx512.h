/*
 * The AVX-512F/VL/IFMA back end of the eight-lane engine: each operation of
 * field/lanes_model.h (which states their meaning) as one intrinsic, over
 * one 512-bit register of eight 64-bit lanes. Only for a translation unit
 * compiled for these extensions (field/fp_x8_ifma.c) whose functions run
 * after the dispatcher found them (field/fp_x8.c); variable time (public
 * data only).
 */
#ifndef BLS381_FIELD_LANES_AVX512_H
#define BLS381_FIELD_LANES_AVX512_H

#include <immintrin.h>
#include <stdint.h>

typedef __m512i lanes_t;

static inline lanes_t lanes_load(const uint64_t *p) { return _mm512_loadu_si512((const void *)p); }
static inline void lanes_store(uint64_t *p, lanes_t a) { _mm512_storeu_si512((void *)p, a); }
static inline lanes_t lanes_set1(uint64_t x) { return _mm512_set1_epi64((long long)x); }
static inline lanes_t lanes_add(lanes_t a, lanes_t b) { return _mm512_add_epi64(a, b); }
static inline lanes_t lanes_sub(lanes_t a, lanes_t b) { return _mm512_sub_epi64(a, b); }
static inline lanes_t lanes_and(lanes_t a, lanes_t b) { return _mm512_and_si512(a, b); }
static inline lanes_t lanes_or(lanes_t a, lanes_t b) { return _mm512_or_si512(a, b); }
/* the count in an xmm register (VPSRLQ zmm, zmm, xmm): the immediate forms
 * need a constant that an inline function's argument is not at -O0; with
 * optimisation the compiler folds the constant into the immediate form */
static inline lanes_t lanes_srli(lanes_t a, unsigned n) { return _mm512_srl_epi64(a, _mm_cvtsi32_si128((int)n)); }
static inline lanes_t lanes_slli(lanes_t a, unsigned n) { return _mm512_sll_epi64(a, _mm_cvtsi32_si128((int)n)); }
static inline lanes_t lanes_srai(lanes_t a, unsigned n) { return _mm512_sra_epi64(a, _mm_cvtsi32_si128((int)n)); }
static inline lanes_t lanes_madd52lo(lanes_t a, lanes_t b, lanes_t c) { return _mm512_madd52lo_epu64(a, b, c); }
static inline lanes_t lanes_madd52hi(lanes_t a, lanes_t b, lanes_t c) { return _mm512_madd52hi_epu64(a, b, c); }
static inline unsigned lanes_cmpeq(lanes_t a, lanes_t b) { return _mm512_cmpeq_epi64_mask(a, b); }
static inline unsigned lanes_cmplt(lanes_t a, lanes_t b) { return _mm512_cmplt_epi64_mask(a, b); }
static inline lanes_t lanes_blend(unsigned m, lanes_t a, lanes_t b)
{
    return _mm512_mask_blend_epi64((__mmask8)m, a, b);
}
static inline lanes_t lanes_loadn(const uint64_t *p, unsigned n)
{
    return _mm512_maskz_loadu_epi64((__mmask8)((1u << n) - 1), (const void *)p);
}
static inline void lanes_storen(uint64_t *p, lanes_t a, unsigned n)
{
    _mm512_mask_storeu_epi64((void *)p, (__mmask8)((1u << n) - 1), a);
}
static inline lanes_t lanes_perm2(lanes_t a, lanes_t idx, lanes_t b) { return _mm512_permutex2var_epi64(a, idx, b); }

#endif
