/* The VERIFY build (sys/verify.h): a planted violation of each kind of
 * invariant aborts with its file and line. Each case runs in a child
 * process (this test binary started again with BLS381_VERIFY_CHILD=case),
 * since the check ends the process. In a build without VERIFY the same
 * calls return normally: the checks compile to nothing. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "field/safegcd.h"
#include "field/tower.h"
#include "field/wide.h"
#include "msm/msm.h"
#include "sys/verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* the violations; each returns normally when the checks are compiled out */
static void plant(const char *which)
{
    if (!strcmp(which, "redc")) {           /* t >= p 2^384 */
        uint64_t t[12];
        bls381_fp r;
        for (int i = 0; i < 6; i++) t[i] = 0, t[6 + i] = bls381_fp_modulus[i];
        bls381_fp_redc(&r, t);
    } else if (!strcmp(which, "mul")) {     /* a = 2^384 - 1: a + p overflows */
        bls381_fp a, r;
        memset(&a, 0xff, sizeof a);
        bls381_fp_mul(&r, &a, &a);
    } else if (!strcmp(which, "add")) {     /* an unreduced input (a = p) to a reducing kernel */
        bls381_fp a, r;
        memcpy(a.l, bls381_fp_modulus, sizeof a.l);
        bls381_fp_add(&r, &a, &a);
    } else if (!strcmp(which, "lazy")) {    /* a lazy product's input >= 2^383 (a sum of four values) */
        bls381_fp a;
        uint64_t t[12];
        memset(&a, 0, sizeof a);
        a.l[5] = 1ULL << 63;
        bls381_fp_mul_wide(t, &a, &a);
    } else if (!strcmp(which, "tower_sum")) { /* an unreduced sum reaching 2^383 */
        bls381_fp a, r;
        memset(&a, 0, sizeof a);
        a.l[5] = 1ULL << 62;
        bls381_fp_add_unreduced(&r, &a, &a);
    } else if (!strcmp(which, "tower_diff")) { /* a - b + p with an unreduced a */
        bls381_fp a, b, r;
        memcpy(a.l, bls381_fp_modulus, sizeof a.l);
        bls381_fp_set_one(&b);
        bls381_fp_sub_unreduced(&r, &a, &b);
    } else if (!strcmp(which, "wide")) {    /* a wide value >= p 2^384 */
        bls381_fpw a, r;
        memset(&a, 0xff, sizeof a);
        bls381_fpw_add(&r, &a, &a);
    } else if (!strcmp(which, "safegcd")) { /* |u| + |v| > 2^62 */
        int64_t d[7] = { 0 }, e[7] = { 1 };
        by_matrix t = { (int64_t)1 << 62, 1, 0, (int64_t)1 << 62 };
        by_update_de(d, e, &t, fp_m62, fp_minv62, 7, 1);
    } else if (!strcmp(which, "signed62")) { /* a signed-62 limb of d with bit 62 set */
        int64_t d[7] = { (int64_t)1 << 62 }, e[7] = { 1 };
        by_matrix t = { 1, 0, 0, 1 };
        by_update_de(d, e, &t, fp_m62, fp_minv62, 7, 1);
    } else if (!strcmp(which, "recode")) { /* a 201-bit scalar recoded as 128 bits */
        uint64_t k[1][4] = { { 0, 0, 0, 1u << 8 } };
        int32_t digits[17];                 /* bls381_msm_windows(128, 8) */
        bls381_msm_recode(digits, 1, (const uint64_t(*)[4])k, 1, 128, 8);
    } else if (!strcmp(which, "bucket")) { /* digit 5 in a c = 2 window: bucket 4 of 2 */
        bls381_g1_affine g;
        bls381_g1_xyzz out, buckets[8];      /* room for the stray bucket when unchecked */
        int32_t digit = 5;
        bls381_g1_affine_generator(&g);
        bls381_msm_plan plan = { .n_terms = 1, .c = 2, .windows = 1, .bits = 2, .pts = &g, .digits = &digit };
        bls381_msm_g1_window_xyzz(&out, &plan, 0, buckets);
    }
}

/* each case, and the file and condition its report must name */
static const struct { const char *name, *file, *cond; } CASES[] = {
    { "redc", "field/fp.c:", "bls381_verify_lt(t + 6, P, N)" },
    { "mul", "field/fp.c:", "bls381_verify_mont_mul_inputs(a->l, b->l, P, N)" },
    { "add", "field/fp.c:", "bls381_verify_lt(a->l, P, N) && bls381_verify_lt(b->l, P, N)" },
    { "lazy", "field/fp.c:", "a->l[5] >> 63 == 0 && b->l[5] >> 63 == 0" },
    { "tower_sum", "field/tower.h:", "c == 0 && r->l[5] >> 63 == 0" },
    { "tower_diff", "field/tower.h:", "bls381_verify_lt(a->l, bls381_fp_modulus, 6)" },
    { "wide", "field/wide.h:", "bls381_verify_lt((a)->l + 6, bls381_fp_modulus, 6)" },
    { "safegcd", "field/safegcd.h:", "by_verify_matrix(t)" },
    { "signed62", "field/safegcd.h:", "by_verify_de_range(d, m, n)" },
    { "recode", "msm/recode.c:", "fits(scalars[i], bits)" },
    { "bucket", "msm/buckets_xyzz.c:", "< nb" },
};

TEST(verify__planted_violations_are_caught)
{
    const char *child = getenv("BLS381_VERIFY_CHILD");
    if (child) {
        plant(child);
        return;
    }
    if (!BLS381_VERIFY_ON) {
        for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) plant(CASES[i].name);
        return;   /* reached: nothing was checked, as in every non-VERIFY build */
    }
    char exe[1024];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    REQUIRE(len > 0);
    exe[len] = '\0';
    REQUIRE(strchr(exe, '\'') == NULL);
    const char *emu = getenv("BLS381_TEST_EMULATOR");
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char cmd[1600], line[512];
        bool reported = false;
        snprintf(cmd, sizeof cmd, "env -u BLS381_TEST_SHARD -u BLS381_TEST_QUEUE BLS381_VERIFY_CHILD=%s %.150s '%s' verify__planted 2>&1", CASES[i].name,
                 emu ? emu : "", exe);
        FILE *f = popen(cmd, "r");
        REQUIRE(f != NULL);
        while (fgets(line, sizeof line, f))
            if (strstr(line, "bls381 VERIFY failed at ") && strstr(line, CASES[i].file) && strstr(line, CASES[i].cond))
                reported = true;
        int rc = pclose(f);
        if (rc == 0 || !reported)
            test_failf(__FILE__, __LINE__, "planted %s: status %d, VERIFY report at %s (%s) %s", CASES[i].name, rc,
                       CASES[i].file, CASES[i].cond,
                       reported ? "seen" : "missing");
    }
}
