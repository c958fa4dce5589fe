#define _POSIX_C_SOURCE 200809L
/* The hash layer: SHA-256 known answers (FIPS 180-4 examples), every length
 * 0..300 and random HMAC / HKDF / expand_message_xmd cases against Python
 * (tests/oracle/hash_oracle.py), incremental = one shot at every split,
 * RFC 4231 (HMAC) and RFC 5869 (HKDF) test cases, the RFC 9380 appendix K
 * expand_message_xmd vectors, argument checks. */
#include "harness.h"
#include "hash/hash.h"
#include "sys/cpu.h"
#include "tools/common/file.h"
#include "tools/common/json.h"

#include <stdio.h>
#if defined(BLS381_ASM) && defined(__x86_64__)
#include <cpuid.h>
#endif
#include <stdlib.h>

/* Variable-length hex ("-" is the empty string) into out[cap]; 1 on success. */
static int hex_dyn(uint8_t *out, size_t cap, size_t *len, const char *hex)
{
    if (strcmp(hex, "-") == 0) { *len = 0; return 1; }
    size_t n = strlen(hex) / 2;
    if (n > cap || strlen(hex) % 2) return 0;
    *len = n;
    return test_hex(out, n, hex);
}

static int digest_is(const uint8_t d[32], const char *hex)
{
    uint8_t want[32];
    return test_hex(want, 32, hex) && memcmp(d, want, 32) == 0;
}

static json_value *load_json(const char *rel)
{
    size_t len;
    char *text = read_file(test_data_path(rel), &len);
    if (!text) return NULL;
    json_value *v = json_parse(text, len);
    free(text);
    return v;
}

static void pattern(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) p[i] = (uint8_t)((31 * i + 7) % 251);
}

TEST(sha256_known_answers__match_fips_180_examples)
{
    uint8_t d[32];
    bls381_sha256(d, "", 0);
    CHECK(digest_is(d, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    bls381_sha256(d, NULL, 0);
    CHECK(digest_is(d, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    bls381_sha256(d, "abc", 3);
    CHECK(digest_is(d, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    bls381_sha256(d, two, strlen(two));
    CHECK(digest_is(d, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    /* one million 'a', fed in uneven pieces */
    static uint8_t a[1000];
    memset(a, 'a', sizeof a);
    bls381_sha256_ctx ctx;
    bls381_sha256_init(&ctx);
    size_t left = 1000000, piece = 1;
    while (left > 0) {
        size_t k = piece < left ? piece : left;
        bls381_sha256_update(&ctx, a, k);
        left -= k;
        piece = piece * 7 % 997 + 1;
    }
    bls381_sha256_final(&ctx, d);
    CHECK(digest_is(d, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
}

TEST(sha256_update__every_split_equals_one_shot)
{
    uint8_t msg[300], one[32], two[32];
    pattern(msg, sizeof msg);
    for (size_t n = 0; n <= 300; n += 13) {
        bls381_sha256(one, msg, n);
        for (size_t cut = 0; cut <= n; cut++) {
            bls381_sha256_ctx ctx;
            bls381_sha256_init(&ctx);
            bls381_sha256_update(&ctx, msg, cut);
            bls381_sha256_update(&ctx, msg + cut, n - cut);
            bls381_sha256_final(&ctx, two);
            CHECK_LOOP(memcmp(one, two, 32) == 0);
        }
    }
    /* three-way splits around the block and padding boundaries */
    for (size_t c1 = 50; c1 <= 70; c1++)
        for (size_t c2 = c1; c2 <= 130; c2 += 3) {
            bls381_sha256_ctx ctx;
            bls381_sha256_init(&ctx);
            bls381_sha256_update(&ctx, msg, c1);
            bls381_sha256_update(&ctx, msg + c1, c2 - c1);
            bls381_sha256_update(&ctx, msg + c2, 200 - c2);
            bls381_sha256_final(&ctx, two);
            bls381_sha256(one, msg, 200);
            CHECK_LOOP(memcmp(one, two, 32) == 0);
        }
}

TEST(sha256_zpad_state__is_the_state_after_a_zero_block)
{
    uint32_t h[8];
    uint8_t zero[64] = { 0 };
    memcpy(h, bls381_sha256_iv, sizeof h);
    bls381_sha256_blocks(h, zero, 1);
    CHECK(memcmp(h, bls381_sha256_zpad_state, sizeof h) == 0);
}

/* Runs the Python oracle and checks every line it prints. */
TEST(hash_oracle__sha256_hmac_hkdf_xmd_match_python)
{
    char cmd[512];
    int count = (int)test_iters(300);
    snprintf(cmd, sizeof cmd, "python3 %s %llu %d", test_data_path("oracle/hash_oracle.py"),
             (unsigned long long)(test_rand64() % 1000000), count);
    FILE *f = popen(cmd, "r");
    REQUIRE(f != NULL);
    static uint8_t a[1024], b[1024], c[1024], want[8192], got[8192], prk[32];
    size_t la, lb, lc, lw;
    char *line = NULL;
    size_t cap = 0;
    int seen[4] = { 0 };
    while (getline(&line, &cap, f) > 0) {
        char *save = NULL, *tok[8] = { 0 };
        int nt = 0;
        for (char *t = strtok_r(line, " \n", &save); t && nt < 8; t = strtok_r(NULL, " \n", &save))
            tok[nt++] = t;
        if (nt == 3 && strcmp(tok[0], "sha") == 0) {
            size_t n = strtoul(tok[1], NULL, 10);
            REQUIRE(n <= sizeof a);
            pattern(a, n);
            bls381_sha256(got, a, n);
            if (!digest_is(got, tok[2])) test_failf(__FILE__, __LINE__, "sha256 length %zu", n);
            seen[0]++;
        } else if (nt == 4 && strcmp(tok[0], "hmac") == 0) {
            REQUIRE(hex_dyn(a, sizeof a, &la, tok[1]) && hex_dyn(b, sizeof b, &lb, tok[2]));
            bls381_hmac_sha256(got, a, la, b, lb);
            if (!digest_is(got, tok[3])) test_failf(__FILE__, __LINE__, "hmac key %s msg %s", tok[1], tok[2]);
            seen[1]++;
        } else if (nt == 7 && strcmp(tok[0], "hkdf") == 0) {
            REQUIRE(hex_dyn(a, sizeof a, &la, tok[1]) && hex_dyn(b, sizeof b, &lb, tok[2]) &&
                    hex_dyn(c, sizeof c, &lc, tok[3]) && hex_dyn(want, sizeof want, &lw, tok[6]));
            size_t L = strtoul(tok[4], NULL, 10);
            bls381_hkdf_sha256_extract(prk, a, la, b, lb);
            if (!digest_is(prk, tok[5])) test_failf(__FILE__, __LINE__, "hkdf extract %s", tok[2]);
            CHECK(bls381_hkdf_sha256_expand(got, L, prk, 32, c, lc) == BLS381_OK);
            if (L != lw || memcmp(got, want, L) != 0)
                test_failf(__FILE__, __LINE__, "hkdf expand L=%zu info %s", L, tok[3]);
            seen[2]++;
        } else if (nt == 5 && strcmp(tok[0], "xmd") == 0) {
            size_t L = strtoul(tok[1], NULL, 10);
            REQUIRE(hex_dyn(a, sizeof a, &la, tok[2]) && hex_dyn(b, sizeof b, &lb, tok[3]) &&
                    hex_dyn(want, sizeof want, &lw, tok[4]));
            CHECK(bls381_expand_message_xmd(got, L, a, la, b, lb) == BLS381_OK);
            if (L != lw || memcmp(got, want, L) != 0)
                test_failf(__FILE__, __LINE__, "xmd L=%zu msg %s dst length %zu", L, tok[2], lb);
            seen[3]++;
        } else {
            test_failf(__FILE__, __LINE__, "bad oracle line starting %.40s", line);
        }
        if (test_current_failures() > 5) break;
    }
    free(line);
    CHECK(pclose(f) == 0);
    CHECK(seen[0] == 301);
    CHECK(seen[1] == count && seen[2] == count && seen[3] == count);
}

/* RFC 4231 section 4: test cases 1-7 for HMAC-SHA-256 (case 5 is truncated
 * to 128 bits). */
TEST(hmac_sha256_rfc4231__cases_1_to_7_match)
{
    static const struct { const char *key, *data, *mac; } tc[] = {
        { "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "4869205468657265",
          "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7" },
        { "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
          "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" },
        { "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
          "dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd",
          "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe" },
        { "0102030405060708090a0b0c0d0e0f10111213141516171819",
          "cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd",
          "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b" },
        { "0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c", "546573742057697468205472756e636174696f6e",
          "a3b6167473100ee06e0c796c2955552b" },
        { NULL, "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
          "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54" },
        { NULL,
          "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b657920616e642061206c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565647320746f20626520686173686564206265666f7265206265696e6720757365642062792074686520484d414320616c676f726974686d2e",
          "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2" },
    };
    for (size_t i = 0; i < sizeof tc / sizeof tc[0]; i++) {
        uint8_t key[131], data[256], mac[32], want[32];
        size_t lk, ld, lm;
        if (tc[i].key) REQUIRE(hex_dyn(key, sizeof key, &lk, tc[i].key));
        else { memset(key, 0xaa, 131); lk = 131; }   /* cases 6 and 7: 131 bytes of 0xaa */
        REQUIRE(hex_dyn(data, sizeof data, &ld, tc[i].data));
        REQUIRE(hex_dyn(want, sizeof want, &lm, tc[i].mac));
        bls381_hmac_sha256(mac, key, lk, data, ld);
        if (memcmp(mac, want, lm) != 0) test_failf(__FILE__, __LINE__, "RFC 4231 case %zu", i + 1);
        /* the incremental form, split in the middle */
        bls381_hmac_sha256_ctx ctx;
        bls381_hmac_sha256_init(&ctx, key, lk);
        bls381_hmac_sha256_update(&ctx, data, ld / 2);
        bls381_hmac_sha256_update(&ctx, data + ld / 2, ld - ld / 2);
        bls381_hmac_sha256_final(&ctx, mac);
        if (memcmp(mac, want, lm) != 0) test_failf(__FILE__, __LINE__, "RFC 4231 case %zu (split)", i + 1);
    }
}

/* RFC 5869 appendix A, test cases 1-3 (SHA-256). */
TEST(hkdf_sha256_rfc5869__cases_1_to_3_match)
{
    static const struct { const char *ikm, *salt, *info; size_t L; const char *prk, *okm; } tc[] = {
        { "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "000102030405060708090a0b0c",
          "f0f1f2f3f4f5f6f7f8f9", 42,
          "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5",
          "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865" },
        { "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f",
          "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeaf",
          "b0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
          82, "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244",
          "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87" },
        { "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "-", "-", 42,
          "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04",
          "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8" },
    };
    for (size_t i = 0; i < sizeof tc / sizeof tc[0]; i++) {
        uint8_t ikm[80], salt[80], info[80], prk[32], okm[82], want[82];
        size_t li, ls, ln, lw;
        REQUIRE(hex_dyn(ikm, sizeof ikm, &li, tc[i].ikm) && hex_dyn(salt, sizeof salt, &ls, tc[i].salt) &&
                hex_dyn(info, sizeof info, &ln, tc[i].info) && hex_dyn(want, sizeof want, &lw, tc[i].okm));
        REQUIRE(lw == tc[i].L);
        bls381_hkdf_sha256_extract(prk, salt, ls, ikm, li);
        if (!digest_is(prk, tc[i].prk)) test_failf(__FILE__, __LINE__, "RFC 5869 case %zu PRK", i + 1);
        CHECK(bls381_hkdf_sha256_expand(okm, tc[i].L, prk, 32, info, ln) == BLS381_OK);
        if (memcmp(okm, want, lw) != 0) test_failf(__FILE__, __LINE__, "RFC 5869 case %zu OKM", i + 1);
        /* the two-part forms split ikm and info anywhere and agree */
        uint8_t prk2[32], okm2[82];
        bls381_hkdf_sha256_extract2(prk2, salt, ls, ikm, li / 3, ikm + li / 3, li - li / 3);
        CHECK(memcmp(prk, prk2, 32) == 0);
        CHECK(bls381_hkdf_sha256_expand2(okm2, lw, prk, 32, info, ln / 2, info + ln / 2, ln - ln / 2) == BLS381_OK);
        CHECK(memcmp(okm2, want, lw) == 0);
    }
}

TEST(hkdf_sha256_expand__rejects_too_long_output_and_null)
{
    static uint8_t okm[255 * 32 + 1];
    uint8_t prk[32] = { 1 };
    memset(okm, 0x5a, sizeof okm);
    CHECK(bls381_hkdf_sha256_expand(okm, 255 * 32 + 1, prk, 32, NULL, 0) == BLS381_ERR_BADARGS);
    CHECK(okm[0] == 0x5a && okm[255 * 32] == 0x5a);   /* nothing written */
    CHECK(bls381_hkdf_sha256_expand(NULL, 1, prk, 32, NULL, 0) == BLS381_ERR_BADARGS);
    CHECK(bls381_hkdf_sha256_expand(okm, 32, NULL, 32, NULL, 0) == BLS381_ERR_BADARGS);
    CHECK(bls381_hkdf_sha256_expand(okm, 32, prk, 32, NULL, 5) == BLS381_ERR_BADARGS);
    CHECK(bls381_hkdf_sha256_expand(okm, 255 * 32, prk, 32, NULL, 0) == BLS381_OK);
    CHECK(bls381_hkdf_sha256_expand(okm, 0, prk, 32, NULL, 0) == BLS381_OK);
}

TEST(expand_message_xmd__rejects_bad_lengths_and_writes_nothing)
{
    static uint8_t out[255 * 32 + 1];
    const uint8_t dst[] = "DST";
    memset(out, 0x5a, sizeof out);
    CHECK(bls381_expand_message_xmd(out, 0, NULL, 0, dst, 3) == BLS381_ERR_BADARGS);
    CHECK(bls381_expand_message_xmd(out, 255 * 32 + 1, NULL, 0, dst, 3) == BLS381_ERR_BADARGS);
    CHECK(bls381_expand_message_xmd(out, 65535, NULL, 0, dst, 3) == BLS381_ERR_BADARGS);
    CHECK(bls381_expand_message_xmd(out, 32, NULL, 0, dst, 0) == BLS381_ERR_BADARGS);
    CHECK(bls381_expand_message_xmd(out, 32, NULL, 0, NULL, 3) == BLS381_ERR_BADARGS);
    CHECK(bls381_expand_message_xmd(out, 32, NULL, 1, dst, 3) == BLS381_ERR_BADARGS);
    CHECK(bls381_expand_message_xmd(NULL, 32, NULL, 0, dst, 3) == BLS381_ERR_BADARGS);
    for (size_t i = 0; i < sizeof out; i++) CHECK_LOOP(out[i] == 0x5a);
    CHECK(bls381_expand_message_xmd(out, 255 * 32, NULL, 0, dst, 3) == BLS381_OK);
    CHECK(out[255 * 32] == 0x5a);
    /* a prefix of a longer output is not a shorter output: the length is hashed in */
    uint8_t a[64], b[32];
    CHECK(bls381_expand_message_xmd(a, 64, (const uint8_t *)"m", 1, dst, 3) == BLS381_OK);
    CHECK(bls381_expand_message_xmd(b, 32, (const uint8_t *)"m", 1, dst, 3) == BLS381_OK);
    CHECK(memcmp(a, b, 32) != 0);
}

static const char *const expand_files[] = {
    "vectors/h2c/expand_message_xmd_SHA256_38.json",
    "vectors/h2c/expand_message_xmd_SHA256_256.json",
};

TEST(expand_message_xmd_vectors__match_rfc9380_appendix_k)
{
    size_t cases = 0;
    for (size_t f = 0; f < 2; f++) {
        json_value *doc = load_json(expand_files[f]);
        REQUIRE(doc != NULL);
        const char *dst = json_str(json_get(doc, "DST"));
        const json_value *tests = json_get(doc, "tests");
        CHECK(dst != NULL && json_len(tests) > 0);
        for (size_t i = 0; dst && i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *msg = json_str(json_get(t, "msg"));
            const char *lhex = json_str(json_get(t, "len_in_bytes"));
            const char *ub = json_str(json_get(t, "uniform_bytes"));
            if (!msg || !lhex || !ub) { test_failf(__FILE__, __LINE__, "%s case %zu: fields", expand_files[f], i); break; }
            size_t len = strtoul(lhex, NULL, 16);
            uint8_t want[512], got[512];
            if (len > sizeof want || !test_hex(want, len, ub)) {
                test_failf(__FILE__, __LINE__, "%s case %zu: uniform_bytes", expand_files[f], i);
                continue;
            }
            CHECK(bls381_expand_message_xmd(got, len, (const uint8_t *)msg, strlen(msg),
                                            (const uint8_t *)dst, strlen(dst)) == BLS381_OK);
            if (memcmp(got, want, len) != 0)
                test_failf(__FILE__, __LINE__, "%s case %zu (msg \"%.20s\", len %zu)", expand_files[f], i, msg, len);
            cases++;
        }
        json_free(doc);
    }
    CHECK(cases == 20);
}

#if defined(BLS381_ASM) && defined(__x86_64__)
static int cpu_has_sha_ni(void)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 19))) return 0;   /* SSE4.1 */
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b >> 29) & 1;                                                  /* SHA */
}
#endif

/* Every compression kernel against the C twin, on 0..20 random blocks from
 * random states: the dispatcher bls381_sha256_blocks always, and the SHA
 * extensions kernel when the build has assembly and the CPU has them (x86)
 * or the SHA-256 instructions kernel (AArch64, block by block). */
TEST(sha256_blocks__kernels_match_portable_on_random_blocks)
{
    static uint8_t in[20 * 64];
    int shani = 0;
#if defined(BLS381_ASM) && defined(__x86_64__)
    shani = cpu_has_sha_ni();
#endif
    for (size_t i = 0; i < test_iters(300); i++) {
        uint32_t h1[8], h2[8], h3[8];
        size_t n = i % 21;
        test_rand_bytes(in, n * 64);
        test_rand_bytes(h1, sizeof h1);
        memcpy(h2, h1, sizeof h2);
        memcpy(h3, h1, sizeof h3);
        bls381_sha256_blocks_portable(h1, in, n);
        bls381_sha256_blocks(h2, in, n);
        CHECK_LOOP(memcmp(h1, h2, sizeof h1) == 0);
#if defined(BLS381_ASM) && defined(__x86_64__)
        if (shani) {
            bls381_sha256_blocks_shani(h3, in, n);
            CHECK_LOOP(memcmp(h1, h3, sizeof h1) == 0);
        }
#endif
#if BLS381_HAVE_ARM_ASM && defined(__aarch64__)
        if (bls381_cpu_has_sha()) {
            for (size_t j = 0; j < n; j++) bls381_sha256_block_arm(h3, in + 64 * j);
            CHECK_LOOP(memcmp(h1, h3, sizeof h1) == 0);
        }
#endif
    }
    (void)shani;
#if BLS381_HAVE_ARM_ASM && defined(__aarch64__)
    if (!bls381_cpu_has_sha()) printf("note: no SHA-256 instructions (HWCAP_SHA2): the AArch64 kernel did not run\n");
#endif
}
