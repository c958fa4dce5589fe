/* The field kernels on each path: NAME is the public call as dispatched
 * (fp_mul, fp_sqr, fp_add, fr_mul and fp_inv_ct are printed by
 * bench_field.c, fp2_mul and fp2_sqr by bench_tower.c); NAME@portable is
 * the same call with the portable C forced (bls381_force_portable);
 * NAME@asm_direct calls the assembly symbol without the dispatcher (its
 * difference from NAME is the dispatch cost). */
#include "bench.h"
#include "bls381_sys.h"
#include "field/field.h"
#include "field/field_asm.h"

#include <stdio.h>

static bls381_fp fp_in[2];
static bls381_fr fr_in[2];
static bls381_fp2 fp2_in[2];

static void rand_fp(bls381_fp *r)
{
    uint8_t b[48];
    do { bench_rand_bytes(b, 48); b[0] &= 0x1f; } while (bls381_fp_from_bytes(r, b) != BLS381_OK);
}

static void rand_fr(bls381_fr *r)
{
    uint8_t b[32];
    do { bench_rand_bytes(b, 32); b[0] &= 0x7f; } while (bls381_fr_from_bytes(r, b) != BLS381_OK);
}

/* Loops as in bench_field.c: the output is the next input, and each loop
 * calls its function directly (no function pointer), as there. */
#define LOOP_BIN(name, T, in, call) \
    static void name(void *ctx, uint64_t n) \
    { \
        (void)ctx; \
        T a = in[0]; \
        for (uint64_t i = 0; i < n; i++) call(&a, &a, &in[1]); \
        bench_sink(&a, sizeof a); \
    }
#define LOOP_UN(name, T, in, call) \
    static void name(void *ctx, uint64_t n) \
    { \
        (void)ctx; \
        T a = in[0]; \
        for (uint64_t i = 0; i < n; i++) call(&a, &a); \
        bench_sink(&a, sizeof a); \
    }

LOOP_BIN(b_fp_mul, bls381_fp, fp_in, bls381_fp_mul)
LOOP_UN(b_fp_sqr, bls381_fp, fp_in, bls381_fp_sqr)
LOOP_BIN(b_fp_add, bls381_fp, fp_in, bls381_fp_add)
LOOP_BIN(b_fp_sub, bls381_fp, fp_in, bls381_fp_sub)
LOOP_BIN(b_fr_mul, bls381_fr, fr_in, bls381_fr_mul)
LOOP_UN(b_fr_sqr, bls381_fr, fr_in, bls381_fr_sqr)
LOOP_BIN(b_fr_add, bls381_fr, fr_in, bls381_fr_add)
LOOP_BIN(b_fp2_mul, bls381_fp2, fp2_in, bls381_fp2_mul)
LOOP_UN(b_fp2_sqr, bls381_fp2, fp2_in, bls381_fp2_sqr)
#if BLS381_HAVE_ASM
LOOP_BIN(b_fp_mul_mulx, bls381_fp, fp_in, bls381_fp_mul_mulx)
LOOP_UN(b_fp_sqr_mulx, bls381_fp, fp_in, bls381_fp_sqr_mulx)
LOOP_BIN(b_fp_add_asm, bls381_fp, fp_in, bls381_fp_add_asm)
LOOP_BIN(b_fr_mul_mulx, bls381_fr, fr_in, bls381_fr_mul_mulx)
LOOP_UN(b_fr_sqr_mulx, bls381_fr, fr_in, bls381_fr_sqr_mulx)
LOOP_BIN(b_fp_sub_asm, bls381_fp, fp_in, bls381_fp_sub_asm)
LOOP_BIN(b_fr_add_asm, bls381_fr, fr_in, bls381_fr_add_asm)
LOOP_BIN(b_fp2_mul_mulx, bls381_fp2, fp2_in, bls381_fp2_mul_mulx)
LOOP_UN(b_fp2_sqr_mulx, bls381_fp2, fp2_in, bls381_fp2_sqr_mulx)
#endif

static void b_fp_inv(void *ctx, uint64_t n)
{
    (void)ctx;
    bls381_fp a = fp_in[0];
    for (uint64_t i = 0; i < n; i++) { bls381_fp_inv(&a, &a); a.l[0] ^= 1; }
    bench_sink(&a, sizeof a);
}

/* The public operations on the current path; with an empty suffix, only
 * those no other group prints (bench_field.c, bench_tower.c). */
static void run_public(const char *suffix)
{
    static const struct { const char *name; bench_fn fn; bool printed_elsewhere; } ops[] = {
        { "fp_mul", b_fp_mul, true },     { "fp_sqr", b_fp_sqr, true },
        { "fp_add", b_fp_add, true },     { "fp_sub", b_fp_sub, false },
        { "fr_mul", b_fr_mul, true },     { "fr_sqr", b_fr_sqr, false },
        { "fr_add", b_fr_add, false },    { "fp2_mul", b_fp2_mul, true },
        { "fp2_sqr", b_fp2_sqr, true },   { "fp_inv_ct", b_fp_inv, true },
    };
    char name[64];
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        if (!suffix[0] && ops[i].printed_elsewhere) continue;
        snprintf(name, sizeof name, "%s%s", ops[i].name, suffix);
        bench_run(name, ops[i].fn, NULL);
    }
}

BENCH_GROUP(field_paths)
{
    rand_fp(&fp_in[0]); rand_fp(&fp_in[1]);
    rand_fr(&fr_in[0]); rand_fr(&fr_in[1]);
    fp2_in[0] = (bls381_fp2){ fp_in[0], fp_in[1] };
    fp2_in[1] = (bls381_fp2){ fp_in[1], fp_in[0] };

    run_public("");
    bool was_asm = bls381_asm_active();
    bls381_force_portable(true);
    run_public("@portable");
    bls381_force_portable(!was_asm);

#if BLS381_HAVE_ASM
    if (bls381_cpu_has_bmi2_adx()) {
        bench_run("fp_mul@asm_direct", b_fp_mul_mulx, NULL);
        bench_run("fp_sqr@asm_direct", b_fp_sqr_mulx, NULL);
        bench_run("fp_add@asm_direct", b_fp_add_asm, NULL);
        bench_run("fr_mul@asm_direct", b_fr_mul_mulx, NULL);
        bench_run("fr_sqr@asm_direct", b_fr_sqr_mulx, NULL);
        bench_run("fp_sub@asm_direct", b_fp_sub_asm, NULL);
        bench_run("fr_add@asm_direct", b_fr_add_asm, NULL);
        bench_run("fp2_mul@asm_direct", b_fp2_mul_mulx, NULL);
        bench_run("fp2_sqr@asm_direct", b_fp2_sqr_mulx, NULL);
    }
#endif
}
