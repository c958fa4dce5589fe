/*
 * Curve constants in Montgomery form (x * 2^384 mod p). Each carries its
 * canonical value in a comment; tests/test_curve_consts.c recomputes every
 * one in tests/oracle/curve_oracle.py from p, r and x and compares.
 */
#include "curve/curve.h"

/* G1 generator, x = 0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905
 *                    a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb
 *                y = 0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af6
 *                    00db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1 */
const bls381_g1_affine bls381_g1_generator_affine = {
    { {
        0x5cb38790fd530c16ULL, 0x7817fc679976fff5ULL, 0x154f95c7143ba1c1ULL,
        0xf0ae6acdf3d0e747ULL, 0xedce6ecc21dbf440ULL, 0x120177419e0bfb75ULL,
    } },
    { {
        0xbaac93d50ce72271ULL, 0x8c22631a7918fd8eULL, 0xdd595f13570725ceULL,
        0x51ac582950405194ULL, 0x0e1c8c3fad0059c0ULL, 0x0bbc3efc5008a26aULL,
    } },
};

/* G2 generator,
 * x.c0 = 0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02
 *          b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8
 * x.c1 = 0x13e02b6052719f607dacd3a088274f65596bd0d09920b61a
 *          b5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e
 * y.c0 = 0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a7
 *          6d429a695160d12c923ac9cc3baca289e193548608b82801
 * y.c1 = 0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af
 *          267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be */
const bls381_g2_affine bls381_g2_generator_affine = {
    {
        { {
            0xf5f28fa202940a10ULL, 0xb3f5fb2687b4961aULL, 0xa1a893b53e2ae580ULL,
            0x9894999d1a3caee9ULL, 0x6f67b7631863366bULL, 0x058191924350bcd7ULL,
        } },
        { {
            0xa5a9c0759e23f606ULL, 0xaaa0c59dbccd60c3ULL, 0x3bb17e18e2867806ULL,
            0x1b1ab6cc8541b367ULL, 0xc2b6ed0ef2158547ULL, 0x11922a097360edf3ULL,
        } },
    },
    {
        { {
            0x4c730af860494c4aULL, 0x597cfa1f5e369c5aULL, 0xe7e6856caa0a635aULL,
            0xbbefb5e96e0d495fULL, 0x07d3a975f0ef25a2ULL, 0x0083fd8e7e80dae5ULL,
        } },
        { {
            0xadc0fc92df64b05dULL, 0x18aa270a2b1461dcULL, 0x86adac6a3be4eba0ULL,
            0x79495c4ec93da33aULL, 0xe7175850a43ccaedULL, 0x0b2bc2a163de1bf2ULL,
        } },
    },
};

/* beta = 0x5f19672fdf76ce51ba69c6076a0f77eaddb3a93be6f89688de17d813620a0002
 *          2e01fffffffefffe, a cube root of unity; the other root,
 * beta^2 = p - beta - 1, would make phi act as [x^2 - 1] instead of [-x^2]. */
const bls381_fp bls381_g1_beta = { {
    0x30f1361b798a64e8ULL, 0xf3b8ddab7ece5a2aULL, 0x16a8ca3ac61577f7ULL,
    0xc26a2ff874fd029bULL, 0x3636b76660701c6eULL, 0x051ba4ab241b6160ULL,
} };

/* psi_cx = 1/(u+1)^((p-1)/3) = 0 + c1 u with
 * c1 = 0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4
 *        897d29650fb85f9b409427eb4f49fffd8bfd00000000aaad */
const bls381_fp2 bls381_g2_psi_cx = {
    { { 0 } },
    { {
        0x890dc9e4867545c3ULL, 0x2af322533285a5d5ULL, 0x50880866309b7e2cULL,
        0xa20d1b8c7e881024ULL, 0x14e4f04fe2db9068ULL, 0x14e56d3f1564853aULL,
    } },
};

/* psi_cy = 1/(u+1)^((p-1)/2) with
 * c0 = 0x135203e60180a68ee2e9c448d77a2cd91c3dedd930b1cf60
 *        ef396489f61eb45e304466cf3e67fa0af1ee7b04121bdea2
 * c1 = 0x06af0e0437ff400b6831e36d6bd17ffe48395dabc2d3435e
 *        77f76e17009241c5ee67992f72ec05f4c81084fbede3cc09 */
const bls381_fp2 bls381_g2_psi_cy = {
    { {
        0x3e2f585da55c9ad1ULL, 0x4294213d86c18183ULL, 0x382844c88b623732ULL,
        0x92ad2afd19103e18ULL, 0x1d794e4fac7cf0b9ULL, 0x0bd592fc7d825ec8ULL,
    } },
    { {
        0x7bcfa7a25aa30fdaULL, 0xdc17dec12a927e7cULL, 0x2f088dd86b4ebef1ULL,
        0xd1ca2087da74d4a7ULL, 0x2da2596696cebc1dULL, 0x0e2b7eedbbfd87d2ULL,
    } },
};

/* psi2_cx = psi_cx * conj(psi_cx)
 *         = 0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4
 *             897d29650fb85f9b409427eb4f49fffd8bfd00000000aaac
 * (= beta^2, the other cube root of unity); the y factor is -1. */
const bls381_fp bls381_g2_psi2_cx = { {
    0xcd03c9e48671f071ULL, 0x5dab22461fcda5d2ULL, 0x587042afd3851b95ULL,
    0x8eb60ebe01bacb9eULL, 0x03f97d6e83d050d2ULL, 0x18f0206554638741ULL,
} };
