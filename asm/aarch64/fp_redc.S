// bls381_fp_redc_arm(bls381_fp *r, const uint64_t t[12])
//
// Montgomery reduction on AArch64: r = t / 2^384 mod p, fully reduced, for
// a 768-bit t < p*2^384 (products of bls381_fp_mul_wide_arm and their
// sums, field/fp2_lazy.c). C twin: bls381_fp_redc_portable (field/fp.c).
//
// Contract: t < p*2^384; r may overlap t (r is written at the end).
//   Constant time: straight-line code, fixed offsets.
//
// Algorithm: REDC one limb at a time (bls381_mont_redc, field/mont.h):
//   q = t[i] * (-1/p) mod 2^64; t[i..i+6] += q p as two carry chains, the
//   carries out of t[i+6] counted in E and added to t[i+7] when the next
//   row loads it; seven registers rotate over t as in the product.
// Registers: x0 r, x1 t, x2 -1/p, x4 E, x9..x15 the window of t, x16
//   product, x17 q, x19..x24 p (saved); at the end x3 x5..x8 x17 r - p.

#if defined(__aarch64__) && defined(__AARCH64EL__)   /* sys/cpu.h */
    .include "mont.inc"
    .include "const.inc"

FUNC bls381_fp_redc_arm
    stp x19, x20, [sp, #-48]!
    stp x21, x22, [sp, #16]
    stp x23, x24, [sp, #32]
    adr x16, .Lfp_redc_consts
    LDPS x16, 0, x19, x20, x21, x22, x23, x24
    ldr x2, [x16, #48]
    LDPS x1, 0, x9, x10, x11, x12, x13, x14
    mov x4, xzr
    // row 0: q = t[0] (-1/p); t[0..6] += q p; E = the carries into t[7]
    ldr x15, [x1, #48]
    mul x17, x9, x2
    ADD_LO adds, x17, x19,x9, x20,x10, x21,x11, x22,x12, x23,x13, x24,x14
    adcs x15, x15, x4
    adc x4, xzr, xzr
    ADD_HI adds, x17, x19,x10, x20,x11, x21,x12, x22,x13, x23,x14, x24,x15
    adc x4, x4, xzr
    // row 1: q = t[1] (-1/p); t[1..7] += q p; E = the carries into t[8]
    ldr x9, [x1, #56]
    mul x17, x10, x2
    ADD_LO adds, x17, x19,x10, x20,x11, x21,x12, x22,x13, x23,x14, x24,x15
    adcs x9, x9, x4
    adc x4, xzr, xzr
    ADD_HI adds, x17, x19,x11, x20,x12, x21,x13, x22,x14, x23,x15, x24,x9
    adc x4, x4, xzr
    // row 2: q = t[2] (-1/p); t[2..8] += q p; E = the carries into t[9]
    ldr x10, [x1, #64]
    mul x17, x11, x2
    ADD_LO adds, x17, x19,x11, x20,x12, x21,x13, x22,x14, x23,x15, x24,x9
    adcs x10, x10, x4
    adc x4, xzr, xzr
    ADD_HI adds, x17, x19,x12, x20,x13, x21,x14, x22,x15, x23,x9, x24,x10
    adc x4, x4, xzr
    // row 3: q = t[3] (-1/p); t[3..9] += q p; E = the carries into t[10]
    ldr x11, [x1, #72]
    mul x17, x12, x2
    ADD_LO adds, x17, x19,x12, x20,x13, x21,x14, x22,x15, x23,x9, x24,x10
    adcs x11, x11, x4
    adc x4, xzr, xzr
    ADD_HI adds, x17, x19,x13, x20,x14, x21,x15, x22,x9, x23,x10, x24,x11
    adc x4, x4, xzr
    // row 4: q = t[4] (-1/p); t[4..10] += q p; E = the carries into t[11]
    ldr x12, [x1, #80]
    mul x17, x13, x2
    ADD_LO adds, x17, x19,x13, x20,x14, x21,x15, x22,x9, x23,x10, x24,x11
    adcs x12, x12, x4
    adc x4, xzr, xzr
    ADD_HI adds, x17, x19,x14, x20,x15, x21,x9, x22,x10, x23,x11, x24,x12
    adc x4, x4, xzr
    // row 5: q = t[5] (-1/p); t[5..11] += q p; E = the carries into t[12]
    ldr x13, [x1, #88]
    mul x17, x14, x2
    ADD_LO adds, x17, x19,x14, x20,x15, x21,x9, x22,x10, x23,x11, x24,x12
    adcs x13, x13, x4
    adc x4, xzr, xzr
    ADD_HI adds, x17, x19,x15, x20,x9, x21,x10, x22,x11, x23,x12, x24,x13
    adc x4, x4, xzr
    // t[6..11] + E 2^384 < 2p: r = that - p unless it borrows
    SUB_CHAIN subs, x3,x15,x19, x5,x9,x20, x6,x10,x21, x7,x11,x22, x8,x12,x23, x17,x13,x24
    sbcs xzr, x4, xzr
    CSUB_SEL x3,x15, x5,x9, x6,x10, x7,x11, x8,x12, x17,x13
    STPS x0, 0, x3, x5, x6, x7, x8, x17
    ldp x23, x24, [sp, #32]
    ldp x21, x22, [sp, #16]
    ldp x19, x20, [sp], #48
    ret
ENDFUNC bls381_fp_redc_arm
    FP_CONSTS .Lfp_redc_consts
#endif
#ifdef __linux__
    .section .note.GNU-stack, "", %progbits   // no executable stack
#endif
