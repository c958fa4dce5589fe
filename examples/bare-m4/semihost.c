/*
 * Arm semihosting (Semihosting for AArch32 and AArch64, v2.0): a BKPT 0xAB
 * with the operation in r0 and its argument in r1, served by the debugger
 * or, here, by qemu (-semihosting-config enable=on,target=native).
 */
#include "examples/bare-m4/bare.h"

#define SYS_WRITE0 0x04
#define SYS_EXIT_EXTENDED 0x20
#define ADP_STOPPED_APPLICATION_EXIT 0x20026

static void semihost(uint32_t op, const void *arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
}

void bare_puts(const char *s) { semihost(SYS_WRITE0, s); }

void bare_put_u64(uint64_t v)
{
    char buf[21], *p = buf + sizeof buf;
    *--p = '\0';
    do *--p = (char)('0' + v % 10); while ((v /= 10) != 0);
    bare_puts(p);
}

/* SYS_EXIT_EXTENDED: the exit status reaches qemu's own (SYS_EXIT on
 * AArch32 has only "success" and "failure") */
_Noreturn void bare_exit(int status)
{
    const uint32_t block[2] = { ADP_STOPPED_APPLICATION_EXIT, (uint32_t)status };
    semihost(SYS_EXIT_EXTENDED, block);
    for (;;) __asm__ volatile("wfi");
}

/* CMSDK APB timer 0 of mps2-an386: CTRL, VALUE, RELOAD (counts down) */
#define TIMER0 ((volatile uint32_t *)0x40000000u)

void bare_timer_start(void)
{
    TIMER0[0] = 0;
    TIMER0[2] = 0xffffffffu;
    TIMER0[1] = 0xffffffffu;
    TIMER0[0] = 1;
}

uint32_t bare_timer_ticks(void) { return 0xffffffffu - TIMER0[1]; }
