#define _POSIX_C_SOURCE 200809L
/* The curve constants against tests/oracle/curve_oracle.py, which derives
 * them from p, r and x with its own arithmetic. */
#include "harness.h"
#include "curve/curve.h"
#include "curve_util.h"

#include <stdio.h>
#include <string.h>

static void check_fp(const char *name, const char *hex, const bls381_fp *v)
{
    uint8_t want[48], got[48];
    if (!test_hex(want, 48, hex)) {
        test_failf(__FILE__, __LINE__, "%s: bad oracle hex", name);
        return;
    }
    bls381_fp_to_bytes(got, v);
    if (memcmp(want, got, 48) != 0) test_failf(__FILE__, __LINE__, "%s differs from the oracle", name);
}

TEST(curve_consts__match_python_oracle)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "python3 %s consts", test_data_path("oracle/curve_oracle.py"));
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    char line[512], name[32], h0[200], h1[200];
    int seen = 0;
    const bls381_g1_affine *g1 = &bls381_g1_generator_affine;
    const bls381_g2_affine *g2 = &bls381_g2_generator_affine;
    while (fgets(line, sizeof line, f)) {
        int n = sscanf(line, "%31s %199s %199s", name, h0, h1);
        REQUIRE(n >= 2);
        if (!strcmp(name, "g1_x")) check_fp(name, h0, &g1->x), seen++;
        else if (!strcmp(name, "g1_y")) check_fp(name, h0, &g1->y), seen++;
        else if (!strcmp(name, "g2_x") && n == 3) { check_fp(name, h0, &g2->x.c0); check_fp(name, h1, &g2->x.c1); seen++; }
        else if (!strcmp(name, "g2_y") && n == 3) { check_fp(name, h0, &g2->y.c0); check_fp(name, h1, &g2->y.c1); seen++; }
        else if (!strcmp(name, "beta")) check_fp(name, h0, &bls381_g1_beta), seen++;
        else if (!strcmp(name, "psi_cx") && n == 3) {
            check_fp(name, h0, &bls381_g2_psi_cx.c0);
            check_fp(name, h1, &bls381_g2_psi_cx.c1);
            seen++;
        } else if (!strcmp(name, "psi_cy") && n == 3) {
            check_fp(name, h0, &bls381_g2_psi_cy.c0);
            check_fp(name, h1, &bls381_g2_psi_cy.c1);
            seen++;
        } else if (!strcmp(name, "psi2_cx")) check_fp(name, h0, &bls381_g2_psi2_cx), seen++;
        else if (!strcmp(name, "psi2_cy")) {
            /* psi2 negates y: the oracle's factor must be -1 */
            bls381_fp m1;
            bls381_fp_set_one(&m1);
            bls381_fp_neg(&m1, &m1);
            check_fp(name, h0, &m1);
            seen++;
        } else if (!strcmp(name, "g1_h_eff")) {
            uint8_t want[8];
            CHECK(test_hex(want, 8, h0) && memcmp(want, cu_g1_h_eff, 8) == 0);
            seen++;
        } else if (!strcmp(name, "g2_h_eff")) {
            uint8_t want[80];
            CHECK(test_hex(want, 80, h0) && memcmp(want, cu_g2_h_eff, 80) == 0);
            seen++;
        }
    }
    CHECK(pclose(f) == 0);
    CHECK(seen == 11);
}
