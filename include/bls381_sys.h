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

#ifdef __cplusplus
}
#endif
#endif
