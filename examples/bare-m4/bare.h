/*
 * The example firmware's own services (examples/bare-m4): output and exit
 * through Arm semihosting, qemu's timer for counting instructions, stack
 * painting, and the inputs shared with the host program that computes the
 * expected commitment, proof and signature (vectors.c).
 */
#ifndef BARE_M4_H
#define BARE_M4_H

#include <stddef.h>
#include <stdint.h>

#include "kzg.h"

/* semihosting (semihost.c): SYS_WRITE0 and SYS_EXIT_EXTENDED */
void bare_puts(const char *s);
void bare_put_u64(uint64_t v);
_Noreturn void bare_exit(int status);

/* the CMSDK APB timer 0 of the board: ticks at 25 MHz of qemu's virtual
 * clock, which under -icount shift=0 advances 1 ns per instruction, so
 * one tick is 40 instructions (main.c checks this on a counted loop) */
void bare_timer_start(void);
uint32_t bare_timer_ticks(void);

/* the example's inputs (sample.c): a valid pseudo-random blob and a message */
void bare_sample_blob(Blob *blob);
#define BARE_MESSAGE "bls381 on a Cortex-M4"
#define BARE_KEY_IKM "bls381 bare-m4 example key, not a secret"

#endif
