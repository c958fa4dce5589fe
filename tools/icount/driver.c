/*
 * The program tools/icount/icount.sh runs under qemu-user with the
 * counting plugin: `icount_driver OP K` sets up OP's inputs, then calls OP
 * K times and exits. The difference of two runs (K = k and k + n) divided
 * by n is the instructions of one call, with the set-up, the program's
 * start and exit and any first-call work cancelled.
 * OP: fp_mul fp_sqr fp2_mul fp2_sqr miller_loop pairing g1_mul_ct verify_blob_kzg_proof
 * bls_verify. The inputs are fixed (no randomness); verify_blob_kzg_proof
 * gets the generator as commitment and proof, which verification rejects
 * after doing all its work (no proving under qemu).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bls381.h"
#include "kzg.h"

static Blob blob;

static int run(const char *op, long k)
{
    bls381_fp x, y;
    bls381_fp_from_u64(&x, 0x0123456789abcdefULL);
    bls381_fp_from_u64(&y, 0xfedcba9876543210ULL);
    bls381_g1_affine p;
    bls381_g2_affine q;
    bls381_g1_affine_generator(&p);
    bls381_g2_affine_generator(&q);
    bls381_fp12 f;
    if (!strcmp(op, "fp_mul")) {
        for (long i = 0; i < k; i++) bls381_fp_mul(&x, &x, &y);
    } else if (!strcmp(op, "fp_sqr")) {
        for (long i = 0; i < k; i++) bls381_fp_sqr(&x, &x);
    } else if (!strcmp(op, "fp2_mul") || !strcmp(op, "fp2_sqr")) {
        bls381_fp2 u = {x, y}, v = {y, x};
        if (op[4] == 'm')
            for (long i = 0; i < k; i++) bls381_fp2_mul(&u, &u, &v);
        else
            for (long i = 0; i < k; i++) bls381_fp2_sqr(&u, &u);
    } else if (!strcmp(op, "miller_loop")) {
        for (long i = 0; i < k; i++) bls381_miller_loop(&f, &p, &q, 1, NULL);
    } else if (!strcmp(op, "pairing")) {
        for (long i = 0; i < k; i++) bls381_pairing(&f, &p, &q);
    } else if (!strcmp(op, "g1_mul_ct")) {
        bls381_g1 g, r;
        bls381_fr s;
        bls381_g1_generator(&g);
        bls381_fr_from_u64(&s, 0x0123456789abcdefULL);
        bls381_fr_sqr(&s, &s), bls381_fr_sqr(&s, &s);   /* a full-size scalar */
        for (long i = 0; i < k; i++) bls381_g1_mul(&r, &g, &s);
    } else if (!strcmp(op, "verify_blob_kzg_proof")) {
        Bytes48 c;
        bool ok;
        bls381_g1_compress(c.bytes, &p);
        for (size_t i = 0; i < sizeof blob.bytes; i += 32) blob.bytes[i + 31] = (uint8_t)(i / 32);
        for (long i = 0; i < k; i++)
            if (verify_blob_kzg_proof(&ok, &blob, &c, &c, bls381_kzg_mainnet_verify_settings()) != C_KZG_OK) return 2;
    } else if (!strcmp(op, "bls_verify")) {
        static const uint8_t ikm[32] = "bls381 icount driver, not secret", msg[] = "message";
        bls381_sig_sk sk;
        bls381_sig_pk pk;
        bls381_sig_signature sig;
        bool ok = false;
        if (bls381_sig_keygen(&sk, ikm, sizeof ikm, NULL, 0) != BLS381_OK) return 2;
        bls381_sig_sk_to_pk(&pk, &sk);
        if (bls381_sig_sign(&sig, &sk, msg, sizeof msg - 1) != BLS381_OK) return 2;
        for (long i = 0; i < k; i++)
            if (bls381_sig_verify(&ok, &pk, msg, sizeof msg - 1, &sig) != BLS381_OK || !ok) return 2;
    } else {
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: icount_driver OP K\n");
        return 1;
    }
    int rc = run(argv[1], atol(argv[2]));
    if (rc == 1) fprintf(stderr, "icount_driver: unknown OP %s\n", argv[1]);
    return rc;
}
