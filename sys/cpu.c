/*
 * CPUID feature detection and the assembly/portable switch (see sys/cpu.h).
 */
#include "sys/cpu.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "bls381_sys.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#  include <cpuid.h>
#  define HAVE_CPUID 1
#else
#  define HAVE_CPUID 0
#endif

/* AArch64 Linux: the SHA-256 instructions by the kernel's HWCAP bits */
#if defined(__aarch64__) && defined(__linux__) && !defined(BLS381_BARE)
#  include <sys/auxv.h>
#  define HAVE_HWCAP 1
#else
#  define HAVE_HWCAP 0
#endif

/* CPUID leaf 7, subleaf 0, EBX: structured extended feature flags. */
#define CPUID7_EBX_BMI2 (1u << 8)
#define CPUID7_EBX_ADX (1u << 19)

#if !defined(BLS381_BARE)
static bool env_set(const char *name)
{
    const char *v = getenv(name);
    return v && v[0] && strcmp(v, "0") != 0;
}
#endif

/* BLS381_ASSUME_ADX: valgrind (3.19) executes ADCX/ADOX but its emulated
 * CPUID reports BMI2 without ADX, so under valgrind the assembly would never
 * run. This test-only variable claims ADX when CPUID shows BMI2; on a real
 * CPU with BMI2 and no ADX (Haswell) the kernels then fault (SIGILL). */
static bool detect_bmi2_adx(void)
{
#if HAVE_CPUID
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, NULL) < 7) return false;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax; (void)ecx; (void)edx;
    bool adx = (ebx & CPUID7_EBX_ADX) || env_set("BLS381_ASSUME_ADX");
    return (ebx & CPUID7_EBX_BMI2) && adx;
#else
    return false;
#endif
}

/* A feature's answer, detected once: *state is 0 unknown, 1 absent, 2
 * present; every thread computes the same value, so plain relaxed stores
 * are enough. */
static bool cached_feature(_Atomic int *state, bool (*detect)(void))
{
    int s = atomic_load_explicit(state, memory_order_relaxed);
    if (s == 0) {
        s = detect() ? 2 : 1;
        atomic_store_explicit(state, s, memory_order_relaxed);
    }
    return s == 2;
}

static _Atomic int bmi2_adx_state;

bool bls381_cpu_has_bmi2_adx(void) { return cached_feature(&bmi2_adx_state, detect_bmi2_adx); }

/* CPUID leaf 7 EBX bit 29: SHA extensions; leaf 1 ECX: SSSE3 (bit 9) and
 * SSE4.1 (bit 19), which the SHA-256 kernel's shuffles use. On AArch64
 * Linux: HWCAP_SHA2 (bit 6 of AT_HWCAP), the SHA-256 instructions. */
static bool detect_sha(void)
{
#if HAVE_HWCAP
    return (getauxval(AT_HWCAP) >> 6) & 1;
#elif HAVE_CPUID
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, NULL) < 7) return false;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    bool sha = (ebx >> 29) & 1;
    __cpuid(1, eax, ebx, ecx, edx);
    (void)eax; (void)edx;
    return sha && ((ecx >> 9) & 1) && ((ecx >> 19) & 1);
#else
    return false;
#endif
}

static _Atomic int sha_state;

bool bls381_cpu_has_sha(void) { return cached_feature(&sha_state, detect_sha); }

/* CPUID leaf 7 EBX: AVX512F (bit 16), AVX512_IFMA (21), AVX512VL (31);
 * leaf 1 ECX bit 27: OSXSAVE, then XCR0 (XGETBV 0) bits 1, 2 (SSE, AVX
 * state), 5, 6, 7 (opmask, ZMM_Hi256, Hi16_ZMM) all enabled by the OS.
 * Valgrind's emulated CPUID reports no AVX-512: the engine is off there. */
static bool detect_ifma(void)
{
#if HAVE_CPUID
    unsigned eax, ebx, ecx, edx, lo, hi;
    if (__get_cpuid_max(0, NULL) < 7) return false;
    __cpuid(1, eax, ebx, ecx, edx);
    if (!((ecx >> 27) & 1)) return false;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    const unsigned need = (1u << 16) | (1u << 21) | (1u << 31);
    if ((ebx & need) != need) return false;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    return (lo & 0xe6u) == 0xe6u;
#else
    return false;
#endif
}

static _Atomic int ifma_state;

bool bls381_cpu_has_ifma(void) { return cached_feature(&ifma_state, detect_ifma); }

static int detect_lanes(void)
{
#if !defined(BLS381_BARE)
    const char *v = getenv("BLS381_LANES");
    if (v && strcmp(v, "model") == 0) return BLS381_CPU_LANES_MODEL;
    if (v && strcmp(v, "off") == 0) return BLS381_CPU_LANES_OFF;
    if (BLS381_HAVE_IFMA && bls381_cpu_has_ifma() && !env_set("BLS381_NO_IFMA") &&
        !env_set("BLS381_FORCE_PORTABLE"))
        return BLS381_CPU_LANES_IFMA;
#endif
    return BLS381_CPU_LANES_OFF;
}

static _Atomic int lanes_state; /* 0 unknown, else 1 + the answer */

int bls381_cpu_lanes(void)
{
    int s = atomic_load_explicit(&lanes_state, memory_order_relaxed);
    if (s == 0) {
        s = 1 + detect_lanes();
        atomic_store_explicit(&lanes_state, s, memory_order_relaxed);
    }
    return s - 1;
}

#if BLS381_HAVE_ASM
_Atomic int bls381_cpu_path = BLS381_CPU_UNSET;

int bls381_cpu_path_init(void)
{
    bool ok = bls381_cpu_has_bmi2_adx() && !env_set("BLS381_FORCE_PORTABLE");
    int want = ok ? BLS381_CPU_ASM : BLS381_CPU_PORTABLE;
    int expected = BLS381_CPU_UNSET;
    /* only the UNSET -> decided transition: a concurrent force wins */
    if (atomic_compare_exchange_strong_explicit(&bls381_cpu_path, &expected, want,
                                                memory_order_relaxed, memory_order_relaxed))
        return want;
    return expected;
}
#endif

void bls381_force_portable(bool force)
{
#if BLS381_HAVE_ASM
    int path = !force && bls381_cpu_has_bmi2_adx() ? BLS381_CPU_ASM : BLS381_CPU_PORTABLE;
    atomic_store_explicit(&bls381_cpu_path, path, memory_order_relaxed);
#else
    (void)force;
#endif
}

bool bls381_asm_active(void) { return bls381_cpu_use_asm(); }
