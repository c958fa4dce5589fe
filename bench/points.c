/* Benchmark inputs, see points.h. Built from the generators with the MSM's
 * XYZZ arithmetic and one batch inversion. */
#include <stdlib.h>

#include "bench.h"
#include "bench/points.h"
#include "curve/g1_xyzz.h"
#include "curve/g2_xyzz.h"
#include "field/field.h"
#include "tools/common/hex.h"

static void fp_hex(bls381_fp *r, const char *h)
{
    uint8_t b[48];
    if (!hex_decode(b, 48, h, 96) || bls381_fp_from_bytes(r, b) != BLS381_OK) abort();
}

void bench_fr_scalars(bls381_fr *sc, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint8_t b[64];
        bench_rand_bytes(b, sizeof b);
        bls381_fr_from_bytes_wide(&sc[i], b);
    }
}

void bench_g1_points(bls381_g1_affine *pts, size_t n)
{
    bls381_g1_affine g;
    fp_hex(&g.x, "17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb");
    fp_hex(&g.y, "08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1");
    bls381_g1_xyzz acc, step;
    bls381_g1_xyzz_from_affine(&step, &g);
    for (int k = 0; k < 77; k++) bls381_g1_xyzz_dbl_vartime(&step, &step);
    bls381_g1_xyzz_add_affine_vartime(&step, &step, &g);
    acc = step;
    bls381_g1_xyzz *tmp = malloc(n * sizeof *tmp);
    bls381_fp *den = malloc(n * sizeof *den), *scratch = malloc(n * sizeof *scratch);
    if (!tmp || !den || !scratch) abort();
    for (size_t i = 0; i < n; i++) {
        tmp[i] = acc;
        bls381_fp_mul(&den[i], &acc.zz, &acc.zzz);
        bls381_g1_xyzz_add_vartime(&acc, &acc, &step);
    }
    bls381_fp_batch_inv(den, den, n, scratch); /* in place needs the scratch */
    for (size_t i = 0; i < n; i++) {
        bls381_fp izz, izzz;
        bls381_fp_mul(&izz, &den[i], &tmp[i].zzz);
        bls381_fp_mul(&izzz, &den[i], &tmp[i].zz);
        bls381_fp_mul(&pts[i].x, &tmp[i].x, &izz);
        bls381_fp_mul(&pts[i].y, &tmp[i].y, &izzz);
    }
    free(tmp);
    free(den);
    free(scratch);
}

void bench_g2_points(bls381_g2_affine *pts, size_t n)
{
    bls381_g2_affine g;
    fp_hex(&g.x.c0, "024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8");
    fp_hex(&g.x.c1, "13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e");
    fp_hex(&g.y.c0, "0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801");
    fp_hex(&g.y.c1, "0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be");
    bls381_g2_xyzz acc, step;
    bls381_g2_xyzz_from_affine(&step, &g);
    for (int k = 0; k < 77; k++) bls381_g2_xyzz_dbl_vartime(&step, &step);
    bls381_g2_xyzz_add_affine_vartime(&step, &step, &g);
    acc = step;
    for (size_t i = 0; i < n; i++) {
        bls381_g2_xyzz_to_affine_vartime(&pts[i], &acc);
        bls381_g2_xyzz_add_vartime(&acc, &acc, &step);
    }
}
