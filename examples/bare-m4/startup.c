/*
 * Start-up code of the example firmware: the Cortex-M vector table (the
 * initial stack pointer, then the handlers) and the reset handler, which
 * copies .data from flash, clears .bss, paints the stack and runs main.
 * Every fault ends the program through semihosting with status 3.
 */
#include <stdint.h>

#include "examples/bare-m4/bare.h"

extern uint32_t __data_start[], __data_end[], __data_load[], __bss_start[], __bss_end[], __stack_top[];

int main(void);
void bare_reset(void);

static void bare_fault(void)
{
    bare_puts("fault: the firmware stopped\n");
    bare_exit(3);
}

typedef void (*handler)(void);

/* ARMv7-M vector table: SP, reset, then NMI .. SysTick (0 = reserved) */
__attribute__((section(".vectors"), used)) static const handler vectors[16] = {
    (handler)(uintptr_t)__stack_top, bare_reset, bare_fault, bare_fault, bare_fault, bare_fault, bare_fault,
    0, 0, 0, 0, bare_fault, bare_fault, 0, bare_fault, bare_fault,
};

void bare_reset(void)
{
    const uint32_t *from = __data_load;
    for (uint32_t *p = __data_start; p < __data_end; p++) *p = *from++;
    for (uint32_t *p = __bss_start; p < __bss_end; p++) *p = 0;
    bare_exit(main());
}
