/*
 * Keys: KeyGen, secret key bytes, SkToPk and KeyValidate
 * (draft-irtf-cfrg-bls-signature-05 sections 2.3-2.5).
 *
 * Everything touching a secret key is constant time: the HKDF and the
 * reduction mod r work on secret bytes without branches, [SK]G1 is the
 * curve layer's constant-time multiplication, and intermediate key material
 * is wiped before returning. The one secret-dependent branch is KeyGen's
 * retry when SK = 0, which happens with probability about 2^-255; it goes
 * through bls381_sig_declassify so the constant-time checker accepts it.
 */
#include "sig/sig.h"
#include "field/field.h"
#include "field/mont.h"
#include "sys/ct.h"

#include <string.h>

/* KeyGen, draft section 2.3:
 *   salt = "BLS-SIG-KEYGEN-SALT-"
 *   repeat: salt = H(salt)
 *           PRK = HKDF-Extract(salt, IKM || I2OSP(0, 1))
 *           OKM = HKDF-Expand(PRK, key_info || I2OSP(L, 2), L), L = 48
 *           SK = OS2IP(OKM) mod r
 *   until SK != 0
 * L = ceil(3 ceil(log2(r)) / 16) = 48 bytes makes the reduction's bias
 * negligible. The HMAC contexts take IKM and the suffixes in pieces, so no
 * buffer holds their concatenation. */
#define KEYGEN_L 48

bls381_status bls381_sig_keygen(bls381_sig_sk *sk, const uint8_t *ikm, size_t ikm_len, const uint8_t *key_info,
                                size_t key_info_len)
{
    if (!sk || !ikm || ikm_len < 32 || (!key_info && key_info_len > 0)) return BLS381_ERR_BADARGS;
    static const char salt0[] = "BLS-SIG-KEYGEN-SALT-";
    static const uint8_t zero_byte = 0, l_be[2] = { 0, KEYGEN_L };
    uint8_t salt[32], prk[32], okm[64], t1[32];
    bls381_hmac_sha256_ctx h;
    bls381_fr k;

    bls381_sha256(salt, salt0, sizeof salt0 - 1);
    for (;;) {
        /* PRK = HMAC(salt, IKM || 0x00) */
        bls381_hmac_sha256_init(&h, salt, sizeof salt);
        bls381_hmac_sha256_update(&h, ikm, ikm_len);
        bls381_hmac_sha256_update(&h, &zero_byte, 1);
        bls381_hmac_sha256_final(&h, prk);
        /* OKM = T(1) || T(2)[0..16), T(i) = HMAC(PRK, T(i-1) || info || i),
         * info = key_info || I2OSP(48, 2); placed after 16 zero bytes so
         * that okm is a 64-byte big-endian integer equal to OS2IP(OKM) */
        static const uint8_t one = 1, two = 2;
        bls381_hmac_sha256_init(&h, prk, sizeof prk);
        if (key_info_len) bls381_hmac_sha256_update(&h, key_info, key_info_len);
        bls381_hmac_sha256_update(&h, l_be, 2);
        bls381_hmac_sha256_update(&h, &one, 1);
        bls381_hmac_sha256_final(&h, t1);
        memset(okm, 0, 16);
        memcpy(okm + 16, t1, 32);
        bls381_hmac_sha256_init(&h, prk, sizeof prk);
        bls381_hmac_sha256_update(&h, t1, 32);
        if (key_info_len) bls381_hmac_sha256_update(&h, key_info, key_info_len);
        bls381_hmac_sha256_update(&h, l_be, 2);
        bls381_hmac_sha256_update(&h, &two, 1);
        bls381_hmac_sha256_final(&h, t1);
        memcpy(okm + 48, t1, 16);
        bls381_fr_from_bytes_wide(&k, okm);
        bool zero = bls381_fr_is_zero(&k);
        bls381_sig_declassify(&zero, sizeof zero);
        if (!zero) break;
        bls381_sha256(salt, salt, sizeof salt);
    }
    sk->k = k;
    bls381_secure_zero(prk, sizeof prk);
    bls381_secure_zero(okm, sizeof okm);
    bls381_secure_zero(t1, sizeof t1);
    bls381_secure_zero(&k, sizeof k);
    bls381_secure_zero(&h, sizeof h);
    return BLS381_OK;
}

void __attribute__((weak)) bls381_sig_declassify(const void *p, size_t n)
{
    (void)p;
    (void)n;
}

/* Branch-free: the key is written with a masked move (so unchanged when
 * invalid) and the status selected with the same mask; only the caller
 * branches, on the verdict. */
bls381_status bls381_sig_sk_from_bytes(bls381_sig_sk *sk, const uint8_t in[32])
{
    if (!sk || !in) return BLS381_ERR_BADARGS;
    uint64_t t[4];
    bls381_fr k;
    bls381_limbs_from_be(t, in, 4);
    uint64_t ok = bls381_mont_lt_mask(t, bls381_fr_modulus, 4) & ~bls381_mont_is_zero_mask(t, 4);
    for (int i = 0; i < 4; i++) k.l[i] = t[i] & ok;       /* < r either way */
    bls381_fr_mul(&k, &k, &bls381_fr_r2);
    bls381_ct_cmov(sk->k.l, k.l, 4, ok);
    bls381_secure_zero(&k, sizeof k);
    bls381_secure_zero(t, sizeof t);
    return (bls381_status)(((uint64_t)BLS381_OK & ok) | ((uint64_t)BLS381_ERR_BAD_SCALAR & ~ok));
}

void bls381_sig_sk_to_bytes(uint8_t out[32], const bls381_sig_sk *sk) { bls381_fr_to_bytes(out, &sk->k); }

void bls381_sig_sk_clear(bls381_sig_sk *sk) { bls381_secure_zero(sk, sizeof *sk); }

void bls381_sig_sk_to_pk(bls381_sig_pk *pk, const bls381_sig_sk *sk)
{
    bls381_g1 g;
    bls381_g1_generator(&g);
    bls381_g1_mul(&g, &g, &sk->k);
    bls381_g1_to_affine(&pk->p, &g);
}

bls381_status bls381_sig_pk_from_bytes(bls381_sig_pk *pk, const uint8_t in[48])
{
    if (!pk || !in) return BLS381_ERR_BADARGS;
    bls381_g1_affine p;
    bls381_status s = bls381_g1_decompress(&p, in);
    if (s != BLS381_OK) return s;
    if (bls381_g1_affine_is_infinity(&p)) return BLS381_ERR_INFINITY;
    pk->p = p;
    return BLS381_OK;
}

void bls381_sig_pk_to_bytes(uint8_t out[48], const bls381_sig_pk *pk) { bls381_g1_compress(out, &pk->p); }
