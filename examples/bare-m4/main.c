/*
 * Example firmware (examples/bare-m4/README.md): on qemu's mps2-an386
 * (Cortex-M4F), with the bare library (make BARE=1) and no libc, verify
 * - a valid and an invalid (the blob changed in one byte) EIP-4844 blob
 *   proof with the embedded verify-only settings,
 * - a valid and an invalid (another message) BLS signature,
 * (and before these, not in the blob-only build, compare the Thumb-2 field
 * kernels with their C twins: kernels.h),
 * print each verdict, the instructions it took and its stack depth over
 * semihosting, and exit with status 0 when every verdict is the expected
 * one, 1 when one is not, 2 on an error code.
 * With -DBARE_BLOB_ONLY the BLS checks are left out (the footprint of blob
 * verification alone, FOOTPRINT.md).
 */
#include "bls381_sig.h"
#include "examples/bare-m4/bare.h"
/* after bare.h: uses uint8_t */
#include "bare_vectors.h"
#ifndef BARE_BLOB_ONLY
#include "examples/bare-m4/kernels.h"
#endif

extern uint32_t __stack_limit[];

#define PAINT 0xa5a5a5a5u

static uint32_t *stack_pointer(void)
{
    uint32_t *sp;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

/* fill the free stack below this function's frame with PAINT */
__attribute__((noinline)) static void paint_stack(void)
{
    uint32_t *end = stack_pointer() - 16;
    for (volatile uint32_t *p = __stack_limit; p < end; p++) *p = PAINT;
}

/* bytes between top and the deepest word no longer painted */
static size_t stack_used(const uint32_t *top)
{
    const uint32_t *p = __stack_limit;
    while (p < top && *p == PAINT) p++;
    return (size_t)(top - p) * sizeof *p;
}

typedef int (*check_fn)(bool *ok);

static Blob blob;
static int status;

/* runs one check: its verdict against the expected one, its instructions
 * (timer ticks x 40) and its stack depth */
static void run(const char *name, check_fn fn, bool want)
{
    bool ok = false;
    uint32_t *top = stack_pointer();
    paint_stack();
    bare_timer_start();
    int err = fn(&ok);
    uint32_t ticks = bare_timer_ticks();
    size_t stack = stack_used(top);
    bare_puts(name);
    bare_puts(err ? ": error " : ok ? ": valid" : ": invalid");
    if (err) bare_put_u64((uint64_t)err);
    bare_puts(" (expected ");
    bare_puts(want ? "valid" : "invalid");
    bare_puts("); instructions ");
    bare_put_u64((uint64_t)ticks * 40);
    bare_puts(", stack ");
    bare_put_u64(stack);
    bare_puts(" B\n");
    if (err) status = 2;
    else if (ok != want && status == 0) status = 1;
}

static int blob_check(bool *ok)
{
    return (int)verify_blob_kzg_proof(ok, &blob, (const Bytes48 *)bare_commitment, (const Bytes48 *)bare_proof,
                                      bls381_kzg_mainnet_verify_settings());
}

static int blob_changed_check(bool *ok)
{
    blob.bytes[31] ^= 1; /* the low byte of the first element */
    int err = blob_check(ok);
    blob.bytes[31] ^= 1;
    return err;
}

#ifndef BARE_BLOB_ONLY
static int sig_check_msg(bool *ok, const char *msg, size_t len)
{
    bls381_sig_pk pk;
    bls381_sig_signature sig;
    bls381_status st = bls381_sig_pk_from_bytes(&pk, bare_pk);
    if (st == BLS381_OK) st = bls381_sig_from_bytes(&sig, bare_sig);
    if (st == BLS381_OK) st = bls381_sig_verify(ok, &pk, (const uint8_t *)msg, len, &sig);
    return (int)st;
}

static int sig_check(bool *ok) { return sig_check_msg(ok, BARE_MESSAGE, sizeof BARE_MESSAGE - 1); }

static int sig_other_check(bool *ok) { return sig_check_msg(ok, BARE_MESSAGE "!", sizeof BARE_MESSAGE); }
#endif

/* a loop of exactly 2 x 1000000 instructions (subs, bne): the count main
 * prints for it shows what a tick is worth */
static int calibrate(bool *ok)
{
    uint32_t n = 1000000;
    __asm__ volatile("1: subs %0, %0, #1\n\tbne 1b" : "+r"(n) : : "cc");
    *ok = true;
    return 0;
}

int main(void)
{
    bare_puts("bls381 bare-metal example on mps2-an386 (Cortex-M4), roots of unity ");
#ifdef BLS381_KZG_COMPUTED_ROOTS
    bare_puts("computed\n");
#else
    bare_puts("from the table\n");
#endif
    run("calibration, 2000000 instructions", calibrate, true);
#ifndef BARE_BLOB_ONLY
    run("field kernels against their C twins", kernels_check, true);
#endif
    bare_sample_blob(&blob);
    run("blob proof, valid", blob_check, true);
    run("blob proof, blob changed", blob_changed_check, false);
#ifndef BARE_BLOB_ONLY
    run("BLS signature, valid", sig_check, true);
    run("BLS signature, other message", sig_other_check, false);
#endif
    bare_puts(status == 0 ? "ALL VERDICTS AS EXPECTED\n" : "WRONG VERDICT\n");
    return status;
}
