/*
 * The 11-isogeny from E1' onto E1: y^2 = x^3 + 4 (RFC 9380 appendix E.2),
 * evaluated on x' = xn/xd without inversion. With d = deg, each polynomial
 * f(x') = sum k_i x'^i becomes xd^d f(xn/xd) = sum k_i xn^i xd^(d-i), a
 * Horner scheme in xn that multiplies each k_i by a power of xd:
 *   x = xnum/xden = [Xn / (Xd * xd)]        (deg 11 over deg 10)
 *   y = y' ynum/yden = y' [Yn / Yd]         (deg 15 over deg 15)
 * and the projective result is X = Xn Yd, Y = y' Yn Xd xd, Z = Xd xd Yd.
 *
 * The coefficients are the RFC's k_(1,i) .. k_(4,i) in Montgomery form;
 * tests/test_h2c.c checks each one against the RFC's hex and checks that
 * random points of E1' land on E1.
 */
#include "curve/h2c.h"

const bls381_fp bls381_h2c_g1_xnum[12] = {
    /* k_(1,0) */
    { { 0x4d18b6f3af00131cULL, 0x19fa219793fee28cULL, 0x3f2885f1467f19aeULL,
        0x23dcea34f2ffb304ULL, 0xd15b58d2ffc00054ULL, 0x0913be200a20bef4ULL } },
    /* k_(1,1) */
    { { 0x898985385cdbbd8bULL, 0x3c79e43cc7d966aaULL, 0x1597e193f4cd233aULL,
        0x8637ef1e4d6623adULL, 0x11b22deed20d827bULL, 0x07097bc5998784adULL } },
    /* k_(1,2) */
    { { 0xa542583a480b664bULL, 0xfc7169c026e568c6ULL, 0x5ba2ef314ed8b5a6ULL,
        0x5b5491c05102f0e7ULL, 0xdf6e99707d2a0079ULL, 0x0784151ed7605524ULL } },
    /* k_(1,3) */
    { { 0x494e212870f72741ULL, 0xab9be52fbda43021ULL, 0x26f5577994e34c3dULL,
        0x049dfee82aefbd60ULL, 0x65dadd7828505289ULL, 0x0e93d431ea011aebULL } },
    /* k_(1,4) */
    { { 0x90ee774bd6a74d45ULL, 0x7ada1c8a41bfb185ULL, 0x0f1a8953b325f464ULL,
        0x104c24211be4805cULL, 0x169139d319ea7a8fULL, 0x09f20ead8e532bf6ULL } },
    /* k_(1,5) */
    { { 0x6ddd93e2f43626b7ULL, 0xa5482c9aa1ccd7bdULL, 0x143245631883f4bdULL,
        0x2e0a94ccf77ec0dbULL, 0xb0282d480e56489fULL, 0x18f4bfcbb4368929ULL } },
    /* k_(1,6) */
    { { 0x23c5f0c953402dfdULL, 0x7a43ff6958ce4fe9ULL, 0x2c390d3d2da5df63ULL,
        0xd0df5c98e1f9d70fULL, 0xffd89869a572b297ULL, 0x1277ffc72f25e8feULL } },
    /* k_(1,7) */
    { { 0x79f4f0490f06a8a6ULL, 0x85f894a88030fd81ULL, 0x12da3054b18b6410ULL,
        0xe2a57f6505880d65ULL, 0xbba074f260e400f1ULL, 0x08b76279f621d028ULL } },
    /* k_(1,8) */
    { { 0xe67245ba78d5b00bULL, 0x8456ba9a1f186475ULL, 0x7888bff6e6b33bb4ULL,
        0xe21585b9a30f86cbULL, 0x05a69cdcef55feeeULL, 0x09e699dd9adfa5acULL } },
    /* k_(1,9) */
    { { 0x0de5c357bff57107ULL, 0x0a0db4ae6b1a10b2ULL, 0xe256bb67b3b3cd8dULL,
        0x8ad456574e9db24fULL, 0x0443915f50fd4179ULL, 0x098c4bf7de8b6375ULL } },
    /* k_(1,10) */
    { { 0xe6b0617e7dd929c7ULL, 0xfe6e37d442537375ULL, 0x1dafdeda137a489eULL,
        0xe4efd1ad3f767cebULL, 0x4a51d8667f0fe1cfULL, 0x054fdf4bbf1d821cULL } },
    /* k_(1,11) */
    { { 0x72db2a50658d767bULL, 0x8abf91faa257b3d5ULL, 0xe969d6833764ab47ULL,
        0x464170142a1009ebULL, 0xb14f01aadb30be2fULL, 0x18ae6a856f40715dULL } },
};
const bls381_fp bls381_h2c_g1_xden[10] = {
    /* k_(2,0) */
    { { 0xb962a077fdb0f945ULL, 0xa6a9740fefda13a0ULL, 0xc14d568c3ed6c544ULL,
        0xb43fc37b908b133eULL, 0x9c0b3ac929599016ULL, 0x0165aa6c93ad115fULL } },
    /* k_(2,1) */
    { { 0x23279a3ba506c1d9ULL, 0x92cfca0a9465176aULL, 0x3b294ab13755f0ffULL,
        0x116dda1c5070ae93ULL, 0xed4530924cec2045ULL, 0x083383d6ed81f1ceULL } },
    /* k_(2,2) */
    { { 0x9885c2a6449fecfcULL, 0x4a2b54ccd37733f0ULL, 0x17da9ffd8738c142ULL,
        0xa0fba72732b3fafdULL, 0xff364f36e54b6812ULL, 0x0f29c13c660523e2ULL } },
    /* k_(2,3) */
    { { 0xe349cc118278f041ULL, 0xd487228f2f3204fbULL, 0xc9d325849ade5150ULL,
        0x43a92bd69c15c2dfULL, 0x1c2c7844bc417be4ULL, 0x12025184f407440cULL } },
    /* k_(2,4) */
    { { 0x587f65ae6acb057bULL, 0x1444ef325140201fULL, 0xfbf995e71270da49ULL,
        0xccda066072436a42ULL, 0x7408904f0f186bb2ULL, 0x13b93c63edf6c015ULL } },
    /* k_(2,5) */
    { { 0xfb918622cd141920ULL, 0x4a4c64423ecaddb4ULL, 0x0beb232927f7fb26ULL,
        0x30f94df6f83a3dc2ULL, 0xaeedd424d780f388ULL, 0x06cc402dd594bbebULL } },
    /* k_(2,6) */
    { { 0xd41f761151b23f8fULL, 0x32a92465435719b3ULL, 0x64f436e888c62cb9ULL,
        0xdf70a9a1f757c6e4ULL, 0x6933a38d5b594c81ULL, 0x0c6f7f7237b46606ULL } },
    /* k_(2,7) */
    { { 0x693c08747876c8f7ULL, 0x22c9850bf9cf80f0ULL, 0x8e9071dab950c124ULL,
        0x89bc62d61c7baf23ULL, 0xbc6be2d8dad57c23ULL, 0x17916987aa14a122ULL } },
    /* k_(2,8) */
    { { 0x1be3ff439c1316fdULL, 0x9965243a7571dfa7ULL, 0xc7f7f62962f5cd81ULL,
        0x32c6aa9af394361cULL, 0xbbc2ee18e1c227f4ULL, 0x0c102cbac531bb34ULL } },
    /* k_(2,9) */
    { { 0x997614c97bacbf07ULL, 0x61f86372b99192c0ULL, 0x5b8c95fc14353fc3ULL,
        0xca2b066c2a87492fULL, 0x16178f5bbf698711ULL, 0x12a6dcd7f0f4e0e8ULL } },
};
const bls381_fp bls381_h2c_g1_ynum[16] = {
    /* k_(3,0) */
    { { 0x2b567ff3e2837267ULL, 0x1d4d9e57b958a767ULL, 0xce028fea04bd7373ULL,
        0xcc31a30a0b6cd3dfULL, 0x7d7b18a682692693ULL, 0x0d300744d42a0310ULL } },
    /* k_(3,1) */
    { { 0x99c2555fa542493fULL, 0xfe7f53cc4874f878ULL, 0x5df0608b8f97608aULL,
        0x14e03832052b49c8ULL, 0x706326a6957dd5a4ULL, 0x0a8dadd9c2414555ULL } },
    /* k_(3,2) */
    { { 0x13d942922a5cf63aULL, 0x357e33e36e261e7dULL, 0xcf05a27c8456088dULL,
        0x0000bd1de7ba50f0ULL, 0x83d0c7532f8c1fdeULL, 0x13f70bf38bbf2905ULL } },
    /* k_(3,3) */
    { { 0x5c57fd95bfafbdbbULL, 0x28a359a65e541707ULL, 0x3983ceb4f6360b6dULL,
        0xafe19ff6f97e6d53ULL, 0xb3468f4550192bf7ULL, 0x0bb6cde49d8ba257ULL } },
    /* k_(3,4) */
    { { 0x590b62c7ff8a513fULL, 0x314b4ce372cacefdULL, 0x6bef32ce94b8a800ULL,
        0x6ddf84a095713d5fULL, 0x64eace4cb0982191ULL, 0x0386213c651b888dULL } },
    /* k_(3,5) */
    { { 0xa5310a31111bbcddULL, 0xa14ac0f5da148982ULL, 0xf9ad9cc95423d2e9ULL,
        0xaa6ec095283ee4a7ULL, 0xcf5b1f022e1c9107ULL, 0x01fddf5aed881793ULL } },
    /* k_(3,6) */
    { { 0x65a572b0d7a7d950ULL, 0xe25c2d8183473a19ULL, 0xc2fcebe7cb877dbdULL,
        0x05b2d36c769a89b0ULL, 0xba12961be86e9efbULL, 0x07eb1b29c1dfde1fULL } },
    /* k_(3,7) */
    { { 0x93e09572f7c4cd24ULL, 0x364e929076795091ULL, 0x8569467e68af51b5ULL,
        0xa47da89439f5340fULL, 0xf4fa918082e44d64ULL, 0x0ad52ba3e6695a79ULL } },
    /* k_(3,8) */
    { { 0x911429844e0d5f54ULL, 0xd03f51a3516bb233ULL, 0x3d587e5640536e66ULL,
        0xfa86d2a3a9a73482ULL, 0xa90ed5adf1ed5537ULL, 0x149c9c326a5e7393ULL } },
    /* k_(3,9) */
    { { 0x462bbeb03c12921aULL, 0xdc9af5fa0a274a17ULL, 0x9a558ebde836ebedULL,
        0x649ef8f11a4fae46ULL, 0x8100e1652b3cdc62ULL, 0x1862bd62c291dacbULL } },
    /* k_(3,10) */
    { { 0x05c9b8ca89f12c26ULL, 0x0194160fa9b9ac4fULL, 0x6a643d5a6879fa2cULL,
        0x14665bdd8846e19dULL, 0xbb1d0d53af3ff6bfULL, 0x12c7e1c3b28962e5ULL } },
    /* k_(3,11) */
    { { 0xb55ebf900b8a3e17ULL, 0xfedc77ec1a9201c4ULL, 0x1f07db10ea1a4df4ULL,
        0x0dfbd15dc41a594dULL, 0x389547f2334a5391ULL, 0x02419f98165871a4ULL } },
    /* k_(3,12) */
    { { 0xb416af000745fc20ULL, 0x8e563e9d1ea6d0f5ULL, 0x7c763e17763a0652ULL,
        0x01458ef0159ebbefULL, 0x8346fe421f96bb13ULL, 0x0d2d7b829ce324d2ULL } },
    /* k_(3,13) */
    { { 0x93096bb538d64615ULL, 0x6f2a2619951d823aULL, 0x8f66b3ea59514fa4ULL,
        0xf563e63704f7092fULL, 0x724b136c4cf2d9faULL, 0x046959cfcfd0bf49ULL } },
    /* k_(3,14) */
    { { 0xea748d4b6e405346ULL, 0x91e9079c2c02d58fULL, 0x41064965946d9b59ULL,
        0xa06731f1d2bbe1eeULL, 0x07f897e267a33f1bULL, 0x1017290919210e5fULL } },
    /* k_(3,15) */
    { { 0x872aa6c17d985097ULL, 0xeecc53161264562aULL, 0x07afe37afff55002ULL,
        0x54759078e5be6838ULL, 0xc4b92d15db8acca8ULL, 0x106d87d1b51d13b9ULL } },
};
const bls381_fp bls381_h2c_g1_yden[15] = {
    /* k_(4,0) */
    { { 0xeb6c359d47e52b1cULL, 0x18ef5f8a10634d60ULL, 0xddfa71a0889d5b7eULL,
        0x723e71dcc5fc1323ULL, 0x52f45700b70d5c69ULL, 0x0a8b981ee47691f1ULL } },
    /* k_(4,1) */
    { { 0x616a3c4f5535b9fbULL, 0x6f5f037395dbd911ULL, 0xf25f4cc5e35c65daULL,
        0x3e50dffea3c62658ULL, 0x6a33dca523560776ULL, 0x0fadeff77b6bfe3eULL } },
    /* k_(4,2) */
    { { 0x2be9b66df470059cULL, 0x24a2c159a3d36742ULL, 0x115dbe7ad10c2a37ULL,
        0xb6634a652ee5884dULL, 0x04fe8bb2b8d81af4ULL, 0x01c2a7a256fe9c41ULL } },
    /* k_(4,3) */
    { { 0xf27bf8ef3b75a386ULL, 0x898b367476c9073fULL, 0x24482e6b8c2f4e5fULL,
        0xc8e0bbd6fe110806ULL, 0x59b0c17f7631448aULL, 0x11037cd58b3dbfbdULL } },
    /* k_(4,4) */
    { { 0x31c7912ea267eec6ULL, 0x1dbf6f1c5fcdb700ULL, 0xd30d4fe3ba86fdb1ULL,
        0x3cae528fbee9a2a4ULL, 0xb1cce69b6aa9ad9aULL, 0x044393bb632d94fbULL } },
    /* k_(4,5) */
    { { 0xc66ef6efeeb5c7e8ULL, 0x9824c289dd72bb55ULL, 0x71b1a4d2f119981dULL,
        0x104fc1aafb0919ccULL, 0x0e49df01d942a628ULL, 0x096c3a09773272d4ULL } },
    /* k_(4,6) */
    { { 0x9abc11eb5fadeff4ULL, 0x32dca50a885728f0ULL, 0xfb1fa3721569734cULL,
        0xc4b76271ea6506b3ULL, 0xd466a75599ce728eULL, 0x0c81d4645f4cb6edULL } },
    /* k_(4,7) */
    { { 0x4199f10e5b8be45bULL, 0xda64e495b1e87930ULL, 0xcb353efe9b33e4ffULL,
        0x9e9efb24aa6424c6ULL, 0xf08d33680a237465ULL, 0x0d3378023e4c7406ULL } },
    /* k_(4,8) */
    { { 0x7eb4ae92ec74d3a5ULL, 0xc341b4aa9fac3497ULL, 0x5be603899e907687ULL,
        0x03bfd9cca75cbdebULL, 0x564c2935a96bfa93ULL, 0x0ef3c33371e2fdb5ULL } },
    /* k_(4,9) */
    { { 0x7ee91fd449f6ac2eULL, 0xe5d5bd5cb9357a30ULL, 0x773a8ca5196b1380ULL,
        0xd0fda172174ed023ULL, 0x6cb95e0fa776aeadULL, 0x0d22d5a40cec7cffULL } },
    /* k_(4,10) */
    { { 0xf727e09285fd8519ULL, 0xdc9d55a83017897bULL, 0x7549d8bd057894aeULL,
        0x178419613d90d8f8ULL, 0xfce95ebdeb5b490aULL, 0x0467ffaef23fc49eULL } },
    /* k_(4,11) */
    { { 0xc1769e6a7c385f1bULL, 0x79bc930deac01c03ULL, 0x5461c75a23ede3b5ULL,
        0x6e20829e5c230c45ULL, 0x828e0f1e772a53cdULL, 0x116aefa749127bffULL } },
    /* k_(4,12) */
    { { 0x101c10bf2744c10aULL, 0xbbf18d053a6a3154ULL, 0xa0ecf39ef026f602ULL,
        0xfc009d4996dc5153ULL, 0xb9000209d5bd08d3ULL, 0x189e5fe4470cd73cULL } },
    /* k_(4,13) */
    { { 0x7ebd546ca1575ed2ULL, 0xe47d5a981d081b55ULL, 0x57b2b625b6d4ca21ULL,
        0xb0a1ba04228520ccULL, 0x98738983c2107ff3ULL, 0x13dddbc4799d81d6ULL } },
    /* k_(4,14) */
    { { 0x09319f2e39834935ULL, 0x039e952cbdb05c21ULL, 0x55ba77a9a2f76493ULL,
        0xfd04e3dfc6086467ULL, 0xfb95832e7d78742eULL, 0x0ef9c24eccaf5e0eULL } },
};

/* r = sum_{i<n} k[i] xn^i xd^(d-i) (+ xn^d when monic, the leading 1 of a
 * monic polynomial not being stored), d = n-1 (or n when monic); xdp[j] =
 * xd^j. */
static void horner(bls381_fp *r, const bls381_fp *k, size_t n, bool monic,
                   const bls381_fp *xn, const bls381_fp *xdp)
{
    size_t d = monic ? n : n - 1;
    bls381_fp acc, t;
    if (monic) acc = bls381_fp_one_mont;
    else acc = k[d];
    for (size_t i = d; i-- > 0;) {
        bls381_fp_mul(&acc, &acc, xn);
        bls381_fp_mul(&t, &k[i], &xdp[d - i]);
        bls381_fp_add(&acc, &acc, &t);
    }
    *r = acc;
}

void bls381_h2c_iso_g1(bls381_fp *X, bls381_fp *Y, bls381_fp *Z,
                       const bls381_fp *xn, const bls381_fp *xd, const bls381_fp *y)
{
    bls381_fp xdp[16], Xn, Xd, Yn, Yd, t;
    xdp[0] = bls381_fp_one_mont;
    xdp[1] = *xd;
    for (int j = 2; j < 16; j++) bls381_fp_mul(&xdp[j], &xdp[j - 1], xd);
    horner(&Xn, bls381_h2c_g1_xnum, 12, false, xn, xdp);
    horner(&Xd, bls381_h2c_g1_xden, 10, true, xn, xdp);
    horner(&Yn, bls381_h2c_g1_ynum, 16, false, xn, xdp);
    horner(&Yd, bls381_h2c_g1_yden, 15, true, xn, xdp);
    bls381_fp_mul(&Xd, &Xd, xd);          /* x = Xn / Xd, both of degree 11 */
    bls381_fp_mul(X, &Xn, &Yd);
    bls381_fp_mul(&t, &Yn, &Xd);
    bls381_fp_mul(Y, &t, y);
    bls381_fp_mul(Z, &Xd, &Yd);
}
