/* Constant-time checks for the hash layer and hash-to-curve: secret messages,
 * keys and field elements. */
#include "ctime.h"
#include "curve/h2c.h"
#include "hash/hash.h"

CTIME(hash_sha256_hmac_hkdf_xmd)
{
    uint8_t msg[150], key[80], out[256], prk[32];
    ct_random(msg, sizeof msg);
    ct_random(key, sizeof key);
    ct_secret(msg, sizeof msg);
    ct_secret(key, sizeof key);
    bls381_sha256(out, msg, sizeof msg);
    bls381_hmac_sha256(out, key, 20, msg, sizeof msg);
    bls381_hmac_sha256(out, key, sizeof key, msg, 7);   /* key hashed first */
    bls381_hkdf_sha256_extract(prk, key, 20, msg, 32);
    bls381_status s = bls381_hkdf_sha256_expand(out, 100, prk, 32, msg, 10);
    ct_public(&s, sizeof s);
    static const uint8_t dst[] = "CTIME-DST";
    s = bls381_expand_message_xmd(out, 256, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
}

CTIME(h2c_hash_to_field_and_map_to_curve)
{
    uint8_t msg[32];
    static const uint8_t dst[] = "CTIME-DST";
    bls381_fp u[2];
    bls381_fp2 u2[2];
    bls381_g1_affine p1;
    bls381_g2_affine p2;
    ct_random(msg, sizeof msg);
    ct_secret(msg, sizeof msg);
    bls381_status s = bls381_hash_to_field_fp(u, 2, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
    s = bls381_hash_to_field_fp2(u2, 2, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
    bls381_map_to_curve_g1(&p1, &u[0]);
    bls381_map_to_curve_g2(&p2, &u2[0]);
    bls381_fp2 y;
    bool qr = bls381_h2c_sqrt_ratio_fp2(&y, &u2[0], &u2[1]);
    (void)qr;
}

CTIME(h2c_hash_and_encode_to_curve)
{
    uint8_t msg[32];
    static const uint8_t dst[] = "CTIME-DST";
    bls381_g1 p1;
    bls381_g2 p2;
    ct_random(msg, sizeof msg);
    ct_secret(msg, sizeof msg);
    bls381_status s = bls381_hash_to_g1(&p1, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
    s = bls381_encode_to_g1(&p1, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
    s = bls381_hash_to_g2(&p2, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
    s = bls381_encode_to_g2(&p2, msg, sizeof msg, dst, sizeof dst - 1);
    ct_public(&s, sizeof s);
}

/* the streaming interfaces, fed in uneven pieces */
CTIME(hash_streaming_sha256_hmac)
{
    uint8_t msg[200], key[70], out[32];
    ct_random(msg, sizeof msg);
    ct_random(key, sizeof key);
    ct_secret(msg, sizeof msg);
    ct_secret(key, sizeof key);
    bls381_sha256_ctx c;
    bls381_sha256_init(&c);
    bls381_sha256_update(&c, msg, 3);
    bls381_sha256_update(&c, msg + 3, sizeof msg - 3);
    bls381_sha256_final(&c, out);
    bls381_hmac_sha256_ctx h;
    bls381_hmac_sha256_init(&h, key, sizeof key);
    bls381_hmac_sha256_update(&h, msg, 65);
    bls381_hmac_sha256_update(&h, msg + 65, 100);
    bls381_hmac_sha256_final(&h, out);
}
