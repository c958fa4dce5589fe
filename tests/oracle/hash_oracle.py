#!/usr/bin/env python3
"""Independent oracle for the hash tests (standard library only).

usage: hash_oracle.py SEED COUNT
Prints, one per line (byte strings as lowercase hex, '-' for the empty one):
  sha N DIGEST                          SHA-256 of pattern(N), N = 0..300,
                                        pattern(N)[i] = (31*i + 7) % 251
  hmac KEY MSG TAG                      COUNT random HMAC-SHA-256 cases
  hkdf SALT IKM INFO L PRK OKM          COUNT random HKDF-SHA-256 cases
  xmd LEN MSG DST OUT                   COUNT random expand_message_xmd cases
hashlib and hmac do the hashing; HKDF (RFC 5869) and expand_message_xmd
(RFC 9380 5.3.1, 5.3.3) are written out here from the RFC text.
"""
import hashlib
import hmac
import random
import sys


def hx(b):
    return b.hex() if b else "-"


def pattern(n):
    return bytes((31 * i + 7) % 251 for i in range(n))


def hkdf(salt, ikm, info, length):
    prk = hmac.new(salt if salt else bytes(32), ikm, hashlib.sha256).digest()
    t, okm, i = b"", b"", 1
    while len(okm) < length:
        t = hmac.new(prk, t + info + bytes([i]), hashlib.sha256).digest()
        okm += t
        i += 1
    return prk, okm[:length]


def xmd(msg, dst, length):
    if len(dst) > 255:
        dst = hashlib.sha256(b"H2C-OVERSIZE-DST-" + dst).digest()
    dst_prime = dst + bytes([len(dst)])
    ell = (length + 31) // 32
    b0 = hashlib.sha256(bytes(64) + msg + length.to_bytes(2, "big") + b"\0" + dst_prime).digest()
    bi = hashlib.sha256(b0 + b"\1" + dst_prime).digest()
    out = bi
    for i in range(2, ell + 1):
        bi = hashlib.sha256(bytes(x ^ y for x, y in zip(b0, bi)) + bytes([i]) + dst_prime).digest()
        out += bi
    return out[:length]


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    rb = lambda n: bytes(rng.getrandbits(8) for _ in range(n))
    for n in range(301):
        print("sha", n, hashlib.sha256(pattern(n)).hexdigest())
    for i in range(count):
        key, msg = rb(rng.choice([0, 1, 32, 63, 64, 65, rng.randrange(200)])), rb(rng.randrange(200))
        print("hmac", hx(key), hx(msg), hmac.new(key, msg, hashlib.sha256).hexdigest())
    for i in range(count):
        salt, ikm, info = rb(rng.randrange(80)), rb(rng.randrange(1, 80)), rb(rng.randrange(80))
        length = rng.choice([1, 31, 32, 33, 64, 255 * 32, rng.randrange(1, 300)])
        prk, okm = hkdf(salt, ikm, info, length)
        print("hkdf", hx(salt), hx(ikm), hx(info), length, hx(prk), hx(okm))
    for i in range(count):
        msg = rb(rng.choice([0, 1, 55, 56, 64, rng.randrange(300)]))
        dst = rb(rng.choice([1, 43, 255, 256, rng.randrange(1, 400)]))
        length = rng.choice([1, 32, 33, 128, 256, 255 * 32, rng.randrange(1, 600)])
        print("xmd", length, hx(msg), hx(dst), hx(xmd(msg, dst, length)))


main()
