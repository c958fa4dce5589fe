/*
 * bls381 — run-time choice between the assembly kernels and the portable C.
 *
 * On x86-64 builds with assembly (the default when NASM is present), the
 * field kernels run in MULX/ADCX/ADOX assembly when the CPU has BMI2 and
 * ADX, detected once with CPUID on first use. Setting the environment
 * variable BLS381_FORCE_PORTABLE to anything but "" or "0" before the first
 * field operation selects the portable C instead, as does the call below.
 * Both paths compute identical results; this switch exists so tests and
 * benchmarks can run both on one machine.
 *
 * Public data only: a switch, no data argument.
 */
#ifndef BLS381_SYS_H
#define BLS381_SYS_H

#include "bls381_common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* force = true: use the portable C from now on, even when the assembly could
 * run. force = false: use the assembly again when the CPU supports it
 * (overriding BLS381_FORCE_PORTABLE). Thread safe (an atomic store); calls
 * already running finish on the path they started on. Builds without
 * assembly and non-x86 machines ignore it. */
BLS381_API void bls381_force_portable(bool force);

/* true when the field kernels currently run in assembly. Thread safe. */
BLS381_API bool bls381_asm_active(void);

/* The eight-lane field engine under the batch paths (radix 2^52, eight
 * field elements per operation; field/fp_x8.h): OFF (the scalar field),
 * MODEL (its portable model, when the environment variable BLS381_LANES is
 * "model": for tests), IFMA (AVX-512 IFMA: x86-64 builds with assembly on
 * a CPU with AVX-512F, VL and IFMA enabled by the OS, unless
 * BLS381_NO_IFMA, BLS381_FORCE_PORTABLE or BLS381_LANES=off is set, or
 * bls381_force_portable(true) was called), or IFMA_FAILED: the CPU has IFMA
 * but the engine's self-check at first use found a result differing from
 * the scalar field, so the scalar field is used. Every choice computes
 * identical results. Thread safe. */
typedef enum {
    BLS381_LANES_OFF = 0,
    BLS381_LANES_MODEL = 1,
    BLS381_LANES_IFMA = 2,
    BLS381_LANES_IFMA_FAILED = 3
} bls381_lanes_kind;
BLS381_API bls381_lanes_kind bls381_lanes_engine(void);

#ifdef __cplusplus
}
#endif
#endif
