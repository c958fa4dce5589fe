/*
 * CPU features and the run-time choice between the assembly kernels (asm/,
 * x86-64 with BMI2 and ADX: MULX, ADCX, ADOX) and the portable C (field/).
 *
 * The choice is one atomic int, bls381_cpu_path: UNSET until the first check,
 * then ASM or PORTABLE. The first check runs CPUID and reads
 * BLS381_FORCE_PORTABLE and stores its answer with a compare-and-swap from
 * UNSET, so concurrent first calls agree and an explicit
 * bls381_force_portable() is never undone. There is no constructor and no
 * lock. Each dispatching function pays one relaxed load and one predictable
 * branch (bls381_cpu_use_asm below).
 *
 * Builds without assembly (ASM=0, or not x86-64) define BLS381_HAVE_ASM as 0
 * and bls381_cpu_use_asm() as constant false, so the C path is all that is
 * compiled in.
 */
#ifndef BLS381_SYS_CPU_H
#define BLS381_SYS_CPU_H

#include <stdbool.h>

#if defined(BLS381_ASM) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#  define BLS381_HAVE_ASM 1
#else
#  define BLS381_HAVE_ASM 0
#endif

/* The ARM kernels, chosen at build time with no run-time check unless built
 * with ARM_ASM=0 (mk/arm.mk): Thumb-2 with UMAAL (asm/arm/) on a Thumb-2
 * target with the DSP extension (Cortex-M4, M7, M33 with DSP; every ARMv7-A
 * core, the armhf build), AArch64 (asm/aarch64/) little-endian. The .S
 * files test the same macros. */
#if defined(BLS381_ARM_ASM) && (defined(__GNUC__) || defined(__clang__)) && \
    ((defined(__thumb2__) && defined(__ARM_FEATURE_DSP)) || (defined(__aarch64__) && defined(__AARCH64EL__)))
#  define BLS381_HAVE_ARM_ASM 1
#else
#  define BLS381_HAVE_ARM_ASM 0
#endif

/* The AVX-512 IFMA back end of the eight-lane field engine
 * (field/fp_x8_ifma.c) is built where the assembly is. */
#define BLS381_HAVE_IFMA BLS381_HAVE_ASM

/* AVX-512F, AVX-512VL and AVX-512 IFMA present by CPUID and their state
 * (SSE, AVX, opmask, ZMM_Hi256, Hi16_ZMM) enabled by the OS in XCR0, by
 * XGETBV. Always false off x86-64. Cached after the first call. */
bool bls381_cpu_has_ifma(void);

/* The eight-lane engine the environment asks for, read once:
 * BLS381_LANES=model gives BLS381_CPU_LANES_MODEL (on any machine);
 * otherwise BLS381_CPU_LANES_IFMA when the build has the IFMA back end, the
 * CPU has IFMA and none of BLS381_NO_IFMA, BLS381_FORCE_PORTABLE,
 * BLS381_LANES=off is set; else BLS381_CPU_LANES_OFF. field/fp_x8.c
 * self-checks the IFMA engine before using it. */
enum { BLS381_CPU_LANES_OFF = 0, BLS381_CPU_LANES_MODEL = 1, BLS381_CPU_LANES_IFMA = 2 };
int bls381_cpu_lanes(void);

/* BMI2 and ADX present, by CPUID, whatever path is selected (for tests and
 * for the dispatcher). Always false off x86-64. Cached after the first call. */
bool bls381_cpu_has_bmi2_adx(void);
/* The SHA extensions with SSSE3 and SSE4.1, by CPUID; cached likewise. The
 * SHA-256 kernel is used when this holds and the assembly path is active
 * (so BLS381_FORCE_PORTABLE turns it off too). On AArch64 Linux the SHA-256
 * instructions (HWCAP_SHA2), which the AArch64 build's kernel
 * (asm/aarch64/sha256.S) needs; false on other ARM targets. */
bool bls381_cpu_has_sha(void);

/* On the C twins of the kernels: kept out of line, so that a dispatching
 * function compiles to a load, a compare and two tail jumps (with the twin
 * inlined, the compiler saves registers for it before the branch). */
#if defined(__GNUC__) || defined(__clang__)
#  define BLS381_NOINLINE __attribute__((noinline))
#else
#  define BLS381_NOINLINE
#endif

#if BLS381_HAVE_ASM
#include <stdatomic.h>

enum { BLS381_CPU_UNSET = 0, BLS381_CPU_PORTABLE = 1, BLS381_CPU_ASM = 2 };
/* hidden: read rip-relative, not through the GOT, in the shared library */
extern __attribute__((visibility("hidden"))) _Atomic int bls381_cpu_path;

/* Slow path of the first check: detect, store, return the state. */
int bls381_cpu_path_init(void);

/* True when the assembly kernels are to be used (the CPU has BMI2 and ADX
 * and the portable path is not forced). */
static inline bool bls381_cpu_use_asm(void)
{
    int s = atomic_load_explicit(&bls381_cpu_path, memory_order_relaxed);
    if (__builtin_expect(s == BLS381_CPU_ASM, 1)) return true;
    if (s == BLS381_CPU_UNSET) s = bls381_cpu_path_init();
    return s == BLS381_CPU_ASM;
}
#else
static inline bool bls381_cpu_use_asm(void) { return false; }
#endif

#endif
