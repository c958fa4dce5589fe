/*
 * The Fp kernels of a group operation as one table, so that the operation
 * is written once, as a static inline function of the table (always
 * inlined, the table constant: direct calls), and dispatched once: with
 * the assembly table it calls the MULX/ADX kernels directly, without the
 * check of sys/cpu.h that each bls381_fp_mul, bls381_fp_add... makes. Without
 * assembly (or on a CPU without BMI2/ADX) the table holds the public
 * functions. Measured on g1_dbl (21 field operations): about 1 % (min 297
 * against 300 ns); on the Jacobian formulas of g1_mul_vartime, nothing
 * measurable, so those call the public functions.
 */
#ifndef BLS381_CURVE_FP_OPS_H
#define BLS381_CURVE_FP_OPS_H

#include "field/field_asm.h"

typedef struct {
    void (*mul)(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
    void (*sqr)(bls381_fp *r, const bls381_fp *a);
    void (*add)(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
    void (*sub)(bls381_fp *r, const bls381_fp *a, const bls381_fp *b);
    void (*dbl)(bls381_fp *r, const bls381_fp *a);
} bls381_fp_ops;

#define BLS381_FP_OPS_INLINE static inline __attribute__((always_inline))
#define BLS381_FP_OPS_PUBLIC { bls381_fp_mul, bls381_fp_sqr, bls381_fp_add, bls381_fp_sub, bls381_fp_dbl }

/* fn(&table, ...) with the table of the path the CPU takes */
#if BLS381_HAVE_ASM
#define BLS381_FP_OPS_CALL(fn, ...)                                                                        \
    do {                                                                                                   \
        static const bls381_fp_ops ops_public_ = BLS381_FP_OPS_PUBLIC;                                      \
        static const bls381_fp_ops ops_asm_ = { bls381_fp_mul_mulx, bls381_fp_sqr_mulx, bls381_fp_add_asm, \
                                                bls381_fp_sub_asm, bls381_fp_dbl_asm };                    \
        if (bls381_cpu_use_asm()) fn(&ops_asm_, __VA_ARGS__);                                              \
        else fn(&ops_public_, __VA_ARGS__);                                                                \
    } while (0)
#else
#define BLS381_FP_OPS_CALL(fn, ...)                                      \
    do {                                                                 \
        static const bls381_fp_ops ops_public_ = BLS381_FP_OPS_PUBLIC;    \
        fn(&ops_public_, __VA_ARGS__);                                   \
    } while (0)
#endif

#endif
