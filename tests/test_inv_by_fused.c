/*
 * The fused safegcd batch kernel (asm/inv_by_batch_de.asm) against its C
 * twin bls381_by_batch59_de_portable (field/inv_by_fused.c), for Fr's 5
 * limbs and Fp's 7: the same zeta, matrix and (d, e) on random states of
 * the inversion (d, e anywhere in (-2m, m), matrices of real batches) and
 * on edge ones (d, e at 0, -2m + 1, m - 1; the identity matrix scaled by
 * 2^62 and its negative), and the job's byte offsets the assembly assumes.
 * The whole inversions are compared with the other variants in test_inv.c.
 */
#include "harness.h"
#include "field/safegcd_ct.h"
#include "field/field_asm.h"
#include "field/limb.h"
#include "sys/cpu.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

TEST(by_fused_job__has_the_offsets_the_assembly_reads)
{
    CHECK(offsetof(bls381_by_de_job, d) == 0);
    CHECK(offsetof(bls381_by_de_job, e) == 56);
    CHECK(offsetof(bls381_by_de_job, m) == 112);
    CHECK(offsetof(bls381_by_de_job, t) == 168);
    CHECK(offsetof(bls381_by_de_job, minv) == 200);
}

#if BLS381_HAVE_ASM
typedef struct {
    size_t n64, n62;
    const uint64_t *m64;
    const int64_t *m62;
} field_desc;

static const field_desc fr_desc = { 4, FR_LIMBS62, bls381_fr_modulus, fr_m62 };
static const field_desc fp_desc = { 6, FP_LIMBS62, bls381_fp_modulus, fp_m62 };

/* the signed62 helpers with constant sizes (their loops are unrolled) */
static void to_s62(int64_t *r, const uint64_t *a, const field_desc *fd)
{
    if (fd->n62 == 5) by_to_s62(r, a, 4, 5);
    else by_to_s62(r, a, 6, 7);
}

static void carry(int64_t *r, const field_desc *fd)
{
    if (fd->n62 == 5) by_carry(r, 5);
    else by_carry(r, 7);
}

/* a random value below m, as 64-bit limbs */
static void rand_below(uint64_t *x, const field_desc *fd)
{
    for (;;) {
        for (size_t i = 0; i < fd->n64; i++) x[i] = test_rand64();
        x[fd->n64 - 1] >>= fd->n64 == 4 ? 1 : 3;                  /* 255 or 381 bits */
        uint64_t br = 0;
        for (size_t i = 0; i < fd->n64; i++) (void)bls381_sbb(x[i], fd->m64[i], &br);
        if (br) return;                                           /* x < m */
    }
}

/* kind 0: random in (-2m, m): x - y with x < m, y < 2m; 1: 0; 2: -2m + 1;
 * 3: m - 1 (as signed62) */
static void make_value(int64_t *r, const field_desc *fd, int kind)
{
    uint64_t x[6] = { 0 }, y[6] = { 0 };
    int64_t xs[7], ys[7];
    if (kind == 0) {
        uint64_t y2[6], c = 0;
        rand_below(x, fd);
        rand_below(y, fd);
        rand_below(y2, fd);
        for (size_t i = 0; i < fd->n64; i++) y[i] = bls381_adc(y[i], y2[i], &c);
    } else if (kind == 2) {
        uint64_t c = 0;
        x[0] = 1;
        for (size_t i = 0; i < fd->n64; i++) y[i] = bls381_adc(fd->m64[i], fd->m64[i], &c);
    } else if (kind == 3) {
        memcpy(x, fd->m64, fd->n64 * 8);
        x[0] -= 1;
    }
    to_s62(xs, x, fd);
    to_s62(ys, y, fd);
    for (size_t i = 0; i < fd->n62; i++) r[i] = xs[i] - ys[i];
    carry(r, fd);
}

/* one kernel call by both on the same state; returns 1 when they agree */
static int fused_agree(const field_desc *fd, int64_t zeta, uint64_t f, uint64_t g,
                       const int64_t mt[4], int dkind, int ekind)
{
    bls381_by_de_job ja, jp;
    memset(&ja, 0x5a, sizeof ja);                 /* limbs past n must stay put */
    make_value(ja.d, fd, dkind);
    make_value(ja.e, fd, ekind);
    for (size_t i = 0; i < fd->n62; i++) ja.m[i] = fd->m62[i];
    memcpy(ja.t, mt, sizeof ja.t);
    ja.minv = fd->n62 == 5 ? fr_minv62 : fp_minv62;
    jp = ja;
    int64_t ta[4], tp[4], za, zp;
    f |= 1;
    if (fd->n62 == 5) za = bls381_by_batch59_de5_asm(zeta, f, g, ta, &ja);
    else za = bls381_by_batch59_de7_asm(zeta, f, g, ta, &ja);
    zp = bls381_by_batch59_de_portable(zeta, f, g, tp, &jp, fd->n62);
    return za == zp && memcmp(ta, tp, sizeof ta) == 0 && memcmp(&ja, &jp, sizeof ja) == 0;
}

static void check_field(const field_desc *fd, const char *name)
{
    static const int64_t two62 = (int64_t)1 << 62;
    const int64_t edge_t[3][4] = { { two62, 0, 0, two62 }, { -two62, 0, 0, -two62 },
                                   { two62 / 2, -two62 / 2, -two62 / 2, -two62 / 2 } };
    size_t bad = 0;
    for (int dk = 0; dk < 4; dk++)
        for (int ek = 0; ek < 4; ek++)
            for (int k = 0; k < 3; k++)
                if (!fused_agree(fd, -1, test_rand64(), test_rand64(), edge_t[k], dk, ek) &&
                    bad++ == 0)
                    test_failf(__FILE__, __LINE__, "%s: differ on edge d %d e %d t %d", name, dk,
                               ek, k);
    CHECK(bad == 0);
    size_t n = test_iters(100000);
    for (size_t i = 0; i < n; i++) {
        int64_t mt[4];
        /* the matrix of a real batch: |u| + |v|, |q| + |r| <= 2^62 */
        int64_t z = (int64_t)(test_rand64() % 1201) - 600;
        (void)bls381_by_divsteps59_portable(z, test_rand64() | 1, test_rand64(), mt);
        int64_t zeta = (int64_t)(test_rand64() % 2401) - 1200;
        int kinds = (int)(test_rand64() % 64);
        int dk = kinds < 60 ? 0 : kinds - 60, ek = kinds < 56 ? 0 : kinds % 4;
        CHECK_LOOP(fused_agree(fd, zeta, test_rand64(), test_rand64(), mt, dk, ek));
    }
}
#endif

TEST(asm_by_batch59_de__matches_portable_on_random_and_edge_states)
{
#if BLS381_HAVE_ASM
    if (!bls381_cpu_has_bmi2_adx()) {
        printf("NOT APPLICABLE: %s: the CPU lacks BMI2/ADX\n", __func__);
        return;
    }
    check_field(&fr_desc, "fr");
    check_field(&fp_desc, "fp");
#else
    printf("NOT APPLICABLE: %s: built without assembly (ASM=0 or not x86-64)\n", __func__);
#endif
}
