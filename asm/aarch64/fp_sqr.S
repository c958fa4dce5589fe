// bls381_fp_sqr_arm(bls381_fp *r, const bls381_fp *a)
//
// Montgomery squaring in Fp on AArch64 (MUL/UMULH, ADDS/ADCS): r = a^2 /
// 2^384 mod p, fully reduced. C twin: bls381_fp_sqr_portable (field/fp.c).
//
// Contract: a < 2p; r may alias a (a is read first, r written at the end).
//   Constant time: straight-line code, fixed offsets.
//
// Algorithm: the 768-bit square with each cross product a[i] a[j] (i < j)
//   computed once and doubled (15 products instead of 36), the squares
//   a[i]^2 added, then REDC one limb at a time as bls381_fp_redc_arm
//   (a^2 < 4p^2 < p 2^384, as REDC needs); the same two-chain rows as the
//   other kernels (asm/aarch64/mont.inc).
// Registers: x0 r, x1 -1/p (after a is loaded), x2 E, x3..x8 a then p,
//   x9..x15 x19..x23 t[0..11] (x19..x23 saved), x16 product and the table,
//   x17 q.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_sqr_arm
    stp x19, x20, [sp, #-48]!
    stp x21, x22, [sp, #16]
    str x23, [sp, #32]
    LDPS x1, 0, x3, x4, x5, x6, x7, x8
    adr x16, .Lfp_sqr_consts
    ldr x1, [x16, #48]
    // the products a[i] a[j], i < j, into t[1..10] (row i: two chains)
    MUL_SET x3, x4,x10, x5,x11, x6,x12, x7,x13, x8,x14
    ADD_HI adds, x3, x4,x11, x5,x12, x6,x13, x7,x14
    umulh x15, x8, x3
    adc x15, x15, xzr
    ADD_LO adds, x4, x5,x12, x6,x13, x7,x14, x8,x15
    adc x19, xzr, xzr
    ADD_HI adds, x4, x5,x13, x6,x14, x7,x15, x8,x19
    ADD_LO adds, x5, x6,x14, x7,x15, x8,x19
    adc x20, xzr, xzr
    ADD_HI adds, x5, x6,x15, x7,x19, x8,x20
    ADD_LO adds, x6, x7,x19, x8,x20
    adc x21, xzr, xzr
    ADD_HI adds, x6, x7,x20, x8,x21
    ADD_LO adds, x7, x8,x21
    adc x22, xzr, xzr
    ADD_HI adds, x7, x8,x22
    // doubled into t[1..11]
    ADD_CHAIN adds, x10,x10,x10, x11,x11,x11, x12,x12,x12, x13,x13,x13, x14,x14,x14, x15,x15,x15, x19,x19,x19, x20,x20,x20, x21,x21,x21, x22,x22,x22
    adc x23, xzr, xzr
    // plus the squares a[i]^2 at t[2i], t[2i+1]
    mul x9, x3, x3
    umulh x16, x3, x3
    adds x10, x10, x16
    mul x16, x4, x4
    adcs x11, x11, x16
    umulh x16, x4, x4
    adcs x12, x12, x16
    mul x16, x5, x5
    adcs x13, x13, x16
    umulh x16, x5, x5
    adcs x14, x14, x16
    mul x16, x6, x6
    adcs x15, x15, x16
    umulh x16, x6, x6
    adcs x19, x19, x16
    mul x16, x7, x7
    adcs x20, x20, x16
    umulh x16, x7, x7
    adcs x21, x21, x16
    mul x16, x8, x8
    adcs x22, x22, x16
    umulh x16, x8, x8
    adcs x23, x23, x16
    // Montgomery reduction of t[0..11] as bls381_fp_redc_arm (asm/aarch64/fp_redc.S),
    // p now in x3..x8, E (the carries into t[i+7]) in x2
    adr x16, .Lfp_sqr_consts
    LDPS x16, 0, x3, x4, x5, x6, x7, x8
    mov x2, xzr
    mul x17, x9, x1
    ADD_LO adds, x17, x3,x9, x4,x10, x5,x11, x6,x12, x7,x13, x8,x14
    adcs x15, x15, x2
    adc x2, xzr, xzr
    ADD_HI adds, x17, x3,x10, x4,x11, x5,x12, x6,x13, x7,x14, x8,x15
    adc x2, x2, xzr
    mul x17, x10, x1
    ADD_LO adds, x17, x3,x10, x4,x11, x5,x12, x6,x13, x7,x14, x8,x15
    adcs x19, x19, x2
    adc x2, xzr, xzr
    ADD_HI adds, x17, x3,x11, x4,x12, x5,x13, x6,x14, x7,x15, x8,x19
    adc x2, x2, xzr
    mul x17, x11, x1
    ADD_LO adds, x17, x3,x11, x4,x12, x5,x13, x6,x14, x7,x15, x8,x19
    adcs x20, x20, x2
    adc x2, xzr, xzr
    ADD_HI adds, x17, x3,x12, x4,x13, x5,x14, x6,x15, x7,x19, x8,x20
    adc x2, x2, xzr
    mul x17, x12, x1
    ADD_LO adds, x17, x3,x12, x4,x13, x5,x14, x6,x15, x7,x19, x8,x20
    adcs x21, x21, x2
    adc x2, xzr, xzr
    ADD_HI adds, x17, x3,x13, x4,x14, x5,x15, x6,x19, x7,x20, x8,x21
    adc x2, x2, xzr
    mul x17, x13, x1
    ADD_LO adds, x17, x3,x13, x4,x14, x5,x15, x6,x19, x7,x20, x8,x21
    adcs x22, x22, x2
    adc x2, xzr, xzr
    ADD_HI adds, x17, x3,x14, x4,x15, x5,x19, x6,x20, x7,x21, x8,x22
    adc x2, x2, xzr
    mul x17, x14, x1
    ADD_LO adds, x17, x3,x14, x4,x15, x5,x19, x6,x20, x7,x21, x8,x22
    adcs x23, x23, x2
    adc x2, xzr, xzr
    ADD_HI adds, x17, x3,x15, x4,x19, x5,x20, x6,x21, x7,x22, x8,x23
    adc x2, x2, xzr
    // t[6..11] + E 2^384 < 2p: r = that - p unless it borrows
    SUB_CHAIN subs, x9,x15,x3, x10,x19,x4, x11,x20,x5, x12,x21,x6, x13,x22,x7, x14,x23,x8
    sbcs xzr, x2, xzr
    CSUB_SEL x9,x15, x10,x19, x11,x20, x12,x21, x13,x22, x14,x23
    STPS x0, 0, x9, x10, x11, x12, x13, x14
    ldr x23, [sp, #32]
    ldp x21, x22, [sp, #16]
    ldp x19, x20, [sp], #48
    ret
ENDFUNC bls381_fp_sqr_arm
    FP_CONSTS .Lfp_sqr_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
