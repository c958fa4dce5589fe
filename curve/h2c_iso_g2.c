/*
 * The 3-isogeny from E2' onto E2: y^2 = x^3 + 4(1+u) (RFC 9380 appendix
 * E.3), evaluated on x' = xn/xd without inversion, as in h2c_iso_g1.c:
 *   x = xnum/xden = [Xn / (Xd * xd)]        (deg 3 over deg 2)
 *   y = y' ynum/yden = y' [Yn / Yd]         (deg 3 over deg 3)
 * projective result X = Xn Yd, Y = y' Yn Xd xd, Z = Xd xd Yd.
 *
 * Coefficients: the RFC's k_(1,i) .. k_(4,i) in Montgomery form, checked by
 * tests/test_h2c.c against the RFC's hex and by mapping random points.
 */
#include "curve/h2c.h"

const bls381_fp2 bls381_h2c_g2_xnum[4] = {
    /* k_(1,0) */
    { { { 0x47f671c71ce05e62ULL, 0x06dd57071206393eULL, 0x7c80cd2af3fd71a2ULL,
        0x048103ea9e6cd062ULL, 0xc54516acc8d037f6ULL, 0x13808f550920ea41ULL } },
      { { 0x47f671c71ce05e62ULL, 0x06dd57071206393eULL, 0x7c80cd2af3fd71a2ULL,
        0x048103ea9e6cd062ULL, 0xc54516acc8d037f6ULL, 0x13808f550920ea41ULL } } },
    /* k_(1,1) */
    { { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
      { { 0x5fe55555554c71d0ULL, 0x873fffdd236aaaa3ULL, 0x6a6b4619b26ef918ULL,
        0x21c2888408874945ULL, 0x2836cda7028cabc5ULL, 0x0ac73310a7fd5abdULL } } },
    /* k_(1,2) */
    { { { 0x0a0c5555555971c3ULL, 0xdb0c00101f9eaaaeULL, 0xb1fb2f941d797997ULL,
        0xd3960742ef416e1cULL, 0xb70040e2c20556f4ULL, 0x149d7861e581393bULL } },
      { { 0xaff2aaaaaaa638e8ULL, 0x439fffee91b55551ULL, 0xb535a30cd9377c8cULL,
        0x90e144420443a4a2ULL, 0x941b66d3814655e2ULL, 0x0563998853fead5eULL } } },
    /* k_(1,3) */
    { { { 0x40aac71c71c725edULL, 0x190955557a84e38eULL, 0xd817050a8f41abc3ULL,
        0xd86485d4c87f6fb1ULL, 0x696eb479f885d059ULL, 0x198e1a74328002d2ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } },
};
const bls381_fp2 bls381_h2c_g2_xden[2] = {
    /* k_(2,0) */
    { { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
      { { 0x1f3affffff13ab97ULL, 0xf25bfc611da3ff3eULL, 0xca3757cb3819b208ULL,
        0x3e6427366f8cec18ULL, 0x03977bc86095b089ULL, 0x04f69db13f39a952ULL } } },
    /* k_(2,1) */
    { { { 0x447600000027552eULL, 0xdcb8009a43480020ULL, 0x6f7ee9ce4a6e8b59ULL,
        0xb10330b7c0a95bc6ULL, 0x6140b1fcfb1e54b7ULL, 0x0381be097f0bb4e1ULL } },
      { { 0x7588ffffffd8557dULL, 0x41f3ff646e0bffdfULL, 0xf7b1e8d2ac426acaULL,
        0xb3741acd32dbb6f8ULL, 0xe9daf5b9482d581fULL, 0x167f53e0ba7431b8ULL } } },
};
const bls381_fp2 bls381_h2c_g2_ynum[4] = {
    /* k_(3,0) */
    { { { 0x96d8f684bdfc77beULL, 0xb530e4f43b66d0e2ULL, 0x184a88ff379652fdULL,
        0x57cb23ecfae804e1ULL, 0x0fd2e39eada3eba9ULL, 0x08c8055e31c5d5c3ULL } },
      { { 0x96d8f684bdfc77beULL, 0xb530e4f43b66d0e2ULL, 0x184a88ff379652fdULL,
        0x57cb23ecfae804e1ULL, 0x0fd2e39eada3eba9ULL, 0x08c8055e31c5d5c3ULL } } },
    /* k_(3,1) */
    { { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
      { { 0xbf0a71c71c91b406ULL, 0x4d6d55d28b7638fdULL, 0x9d82f98e5f205aeeULL,
        0xa27aa27b1d1a18d5ULL, 0x02c3b2b2d2938e86ULL, 0x0c7d13420b09807fULL } } },
    /* k_(3,2) */
    { { { 0xd7f9555555531c74ULL, 0x21cffff748daaaa8ULL, 0x5a9ad1866c9bbe46ULL,
        0x4870a2210221d251ULL, 0x4a0db369c0a32af1ULL, 0x02b1ccc429ff56afULL } },
      { { 0xe205aaaaaaac8e37ULL, 0xfcdc000768795556ULL, 0x0c96011a8a1537ddULL,
        0x1c06a963f163406eULL, 0x010df44c82a881e6ULL, 0x174f45260f808febULL } } },
    /* k_(3,3) */
    { { { 0xa470bda12f67f35cULL, 0xc0fe38e23327b425ULL, 0xc9d3d0f2c6f0678dULL,
        0x1c55c9935b5a982eULL, 0x27f6c0e2f0746764ULL, 0x117c5e6e28aa9054ULL } },
      { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } } },
};
const bls381_fp2 bls381_h2c_g2_yden[3] = {
    /* k_(4,0) */
    { { { 0x0162fffffa765adfULL, 0x8f7bea480083fb75ULL, 0x561b3c2259e93611ULL,
        0x11e19fc1a9c875d5ULL, 0xca713efc00367660ULL, 0x03c6a03d41da1151ULL } },
      { { 0x0162fffffa765adfULL, 0x8f7bea480083fb75ULL, 0x561b3c2259e93611ULL,
        0x11e19fc1a9c875d5ULL, 0xca713efc00367660ULL, 0x03c6a03d41da1151ULL } } },
    /* k_(4,1) */
    { { { 0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
        0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL } },
      { { 0x5db0fffffd3b02c5ULL, 0xd713f52358ebfdbaULL, 0x5ea60761a84d161aULL,
        0xbb2c75a34ea6c44aULL, 0x0ac6735921c1119bULL, 0x0ee3d913bdacfbf6ULL } } },
    /* k_(4,2) */
    { { { 0x66b10000003affc5ULL, 0xcb1400e764ec0030ULL, 0xa73e5eb56fa5d106ULL,
        0x8984c913a0fe09a9ULL, 0x11e10afb78ad7f13ULL, 0x05429d0e3e918f52ULL } },
      { { 0x534dffffffc4aae6ULL, 0x5397ff174c67ffcfULL, 0xbff273eb870b251dULL,
        0xdaf2827152870915ULL, 0x393a9cbaca9e2dc3ULL, 0x14be74dbfaee5748ULL } } },
};

static void horner(bls381_fp2 *r, const bls381_fp2 *k, size_t n, bool monic,
                   const bls381_fp2 *xn, const bls381_fp2 *xdp)
{
    size_t d = monic ? n : n - 1;
    bls381_fp2 acc, t;
    if (monic) bls381_fp2_set_one(&acc);
    else acc = k[d];
    for (size_t i = d; i-- > 0;) {
        bls381_fp2_mul(&acc, &acc, xn);
        bls381_fp2_mul(&t, &k[i], &xdp[d - i]);
        bls381_fp2_add(&acc, &acc, &t);
    }
    *r = acc;
}

void bls381_h2c_iso_g2(bls381_fp2 *X, bls381_fp2 *Y, bls381_fp2 *Z,
                       const bls381_fp2 *xn, const bls381_fp2 *xd, const bls381_fp2 *y)
{
    bls381_fp2 xdp[4], Xn, Xd, Yn, Yd, t;
    bls381_fp2_set_one(&xdp[0]);
    xdp[1] = *xd;
    bls381_fp2_sqr(&xdp[2], xd);
    bls381_fp2_mul(&xdp[3], &xdp[2], xd);
    horner(&Xn, bls381_h2c_g2_xnum, 4, false, xn, xdp);
    horner(&Xd, bls381_h2c_g2_xden, 2, true, xn, xdp);
    horner(&Yn, bls381_h2c_g2_ynum, 4, false, xn, xdp);
    horner(&Yd, bls381_h2c_g2_yden, 3, true, xn, xdp);
    bls381_fp2_mul(&Xd, &Xd, xd);
    bls381_fp2_mul(X, &Xn, &Yd);
    bls381_fp2_mul(&t, &Yn, &Xd);
    bls381_fp2_mul(Y, &t, y);
    bls381_fp2_mul(Z, &Xd, &Yd);
}
