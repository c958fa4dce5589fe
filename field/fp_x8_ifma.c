/*
 * The eight-lane field engine (field/fp_x8.h) on AVX-512F/VL/IFMA
 * (field/lanes_avx512.h). Everything in this file is compiled for those
 * extensions (the target pragmas below; the compiler may use AVX-512
 * anywhere in it), so it holds only the engine, which runs after the
 * dispatcher (field/fp_x8.c) found the extensions enabled and the engine
 * self-checked. Builds without assembly, or for other targets, compile it
 * to nothing.
 */
#include "sys/cpu.h"

#if BLS381_HAVE_IFMA
/* every header first, so that only this file's functions get the target */
#include <immintrin.h>
#include "field/field.h"
#include "field/fp_x8.h"
#include "sys/verify.h"

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx512f,avx512vl,avx512ifma"))), apply_to = function)
#else
#pragma GCC target("avx512f,avx512vl,avx512ifma")
#endif

#include "field/lanes_avx512.h"

#define X8_ENGINE bls381_fp_x8_ifma
#define X8_NAME "ifma"
#include "field/fp_x8_engine.inc"

#if defined(__clang__)
#pragma clang attribute pop
#endif

#else
typedef int bls381_fp_x8_ifma_unused; /* ISO C: a translation unit declares something */
#endif
