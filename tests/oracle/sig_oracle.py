#!/usr/bin/env python3
"""Independent oracle for the signature tests (standard library only).

KeyGen of draft-irtf-cfrg-bls-signature-05 section 2.3, written from the
draft with hashlib/hmac (HKDF spelled out as RFC 5869 gives it):

    salt = "BLS-SIG-KEYGEN-SALT-"
    repeat: salt = SHA-256(salt)
            PRK = HKDF-Extract(salt, IKM || I2OSP(0, 1))
            OKM = HKDF-Expand(PRK, key_info || I2OSP(L, 2), L),  L = 48
            SK = OS2IP(OKM) mod r
    until SK != 0

usage: sig_oracle.py SEED COUNT
  COUNT lines "ikm key_info sk" (hex; key_info may be "-" for empty), with
  IKM lengths 32..80 and key_info lengths 0..40.
"""
import hashlib
import hmac
import random
import sys

R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
L = 48


def hkdf_extract(salt, ikm):
    return hmac.new(salt, ikm, hashlib.sha256).digest()


def hkdf_expand(prk, info, length):
    out, t, i = b"", b"", 1
    while len(out) < length:
        t = hmac.new(prk, t + info + bytes([i]), hashlib.sha256).digest()
        out += t
        i += 1
    return out[:length]


def keygen(ikm, key_info=b""):
    salt = b"BLS-SIG-KEYGEN-SALT-"
    while True:
        salt = hashlib.sha256(salt).digest()
        prk = hkdf_extract(salt, ikm + b"\x00")
        okm = hkdf_expand(prk, key_info + L.to_bytes(2, "big"), L)
        sk = int.from_bytes(okm, "big") % R
        if sk != 0:
            return sk


def main():
    rng = random.Random(int(sys.argv[1]))
    for i in range(int(sys.argv[2])):
        ikm = bytes(rng.randrange(256) for _ in range(32 + (i * 7) % 49))
        info = bytes(rng.randrange(256) for _ in range((i * 5) % 41))
        print(ikm.hex(), info.hex() if info else "-", "%064x" % keygen(ikm, info))


main()
