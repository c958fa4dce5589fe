#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (tests/fuzz/corpus/<target>/)
from the test vectors in tests/vectors (and, for the KZG targets, the
consensus-spec archive). Standard library only. Each seed is named by the
SHA-1 of its bytes, as libFuzzer names its own; the script is deterministic,
so running it again changes nothing unless the vectors did.

    python3 tests/fuzz/make_corpus.py     # from the repository root
"""
import glob
import hashlib
import io
import json
import os
import re
import tarfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VEC = os.path.join(ROOT, "tests", "vectors")
OUT = os.path.join(ROOT, "tests", "fuzz", "corpus")
P = 0x1A0111EA397FE69A4B1BA7B6434BACD764774B84F38512BF6730D2A0F6B0F6241EABFFFEB153FFFFB9FEFFFFFFFFAAAB
R = 0x73EDA753299D7D483339D80809A1D80553BDA402FFFE5BFEFFFFFFFF00000001


def put(target, data):
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def unhex(s):
    return bytes.fromhex(s[2:] if s.startswith("0x") else s)


def jload(path):
    with open(path) as f:
        return json.load(f)


def be(v, n):
    return v.to_bytes(n, "big")


def bls_inputs(category):
    for path in sorted(glob.glob(os.path.join(VEC, "bls", category, "*.json"))):
        yield path, jload(path)


def decode_seeds():
    for g, clen in (("g1", 48), ("g2", 96)):
        cat = "deserialization_G1" if g == "g1" else "deserialization_G2"
        for _, doc in bls_inputs(cat):
            key = "pubkey" if g == "g1" else "signature"
            put(g + "_decode", unhex(doc["input"][key]))
        # a few valid points of the ZCash files, compressed and not
        for form, size in (("compressed", clen), ("uncompressed", 2 * clen)):
            with open(os.path.join(VEC, "zcash", "%s_%s_valid_test_vectors.dat" % (g, form)), "rb") as f:
                raw = f.read()
            for i in (0, 1, 2, 500, 999):
                put(g + "_decode", raw[i * size:(i + 1) * size])
    for v in (0, 1, P - 1, P, P + 1, 2 ** 384 - 1):
        for k in (0, 1, R - 1, R, 2 ** 256 - 1):
            put("field_decode", be(v % 2 ** 384, 48) + be(k % 2 ** 256, 32) + bytes(range(64)))


def sig_seeds():
    for path, doc in bls_inputs("sign"):
        inp = doc["input"]
        sk = unhex(inp["privkey"])
        msg = unhex(inp["message"])
        for op in (0, 1, 2, 4):
            put("sig", bytes([op]) + sk + bytes([len(msg)]) + msg + bytes(48 + 96))
        put("sig_batch", bytes([2]) + sk + bytes([len(msg) % 24]) + msg[:24] + b"\x07" + sk[::-1] + b"\x03abc\x07")
    for _, doc in list(bls_inputs("verify"))[:4]:
        inp = doc["input"]
        msg = unhex(inp["message"])
        put("sig", bytes([0]) + bytes(32) + b"\x00" + bytes([len(msg)]) + msg + unhex(inp["pubkey"]) +
            unhex(inp["signature"]))


def eip2537_seeds():
    ops = {"add_G1": 0, "add_G2": 1, "msm_G1": 2, "msm_G2": 3, "mul_G1": 2, "mul_G2": 3, "pairing_check": 4,
           "map_fp_to_G1": 5, "map_fp2_to_G2": 6}
    for path in sorted(glob.glob(os.path.join(VEC, "eip2537", "*.json"))):
        name = os.path.basename(path)[:-len("_bls.json")]
        fail = name.startswith("fail-")
        op = ops[name[5:] if fail else name]
        cases = jload(path)
        for case in cases[:3] + cases[-1:]:
            inp = unhex(case["Input"])
            if len(inp) <= 8192:
                put("eip2537", bytes([op]) + inp)


def h2c_seeds():
    for path in sorted(glob.glob(os.path.join(VEC, "h2c", "*.json"))):
        doc = jload(path)
        dst = (doc.get("dst") or doc.get("DST")).encode()[:255]
        for v in (doc.get("vectors") or doc.get("tests"))[:2]:
            msg = v["msg"].encode()
            for op in (0, 1, 2, 3):
                put("h2c", bytes([op | 8, 1, len(dst)]) + dst + msg)


def reader_seeds():
    small = sorted(glob.glob(os.path.join(VEC, "bls", "*", "*.json")), key=os.path.getsize)
    for path in small[:6] + [os.path.join(VEC, "h2c", "expand_message_xmd_SHA256_38.json")]:
        with open(path, "rb") as f:
            put("json", f.read())
    for cat in ("verify", "aggregate", "fast_aggregate_verify", "deserialization_G1", "sign", "batch_verify",
                "hash_to_G2", "aggregate_verify", "deserialization_G2"):
        for path, _ in list(bls_inputs(cat))[:2]:
            with open(path, "rb") as f:
                put("vectors", b"bls/" + cat.encode() + b"\n" + f.read())
    for path in sorted(glob.glob(os.path.join(VEC, "eip2537", "*.json"))):
        name = os.path.basename(path)[:-len("_bls.json")]
        fail = name.startswith("fail-")
        op = name[5:] if fail else name
        key = op
        cases = jload(path)[:2]
        put("vectors", (b"!" if fail else b"") + b"eip2537/" + key.encode() + b"\n" +
            json.dumps(cases).encode())
    doc = jload(os.path.join(VEC, "h2c", "BLS12381G1_XMD_SHA-256_SSWU_RO_.json"))
    doc["vectors"] = doc["vectors"][:2]
    put("vectors", b"h2c/all\n" + json.dumps(doc).encode())
    # YAML: small consensus-spec cases from the KZG archive
    arc = os.path.join(VEC, "kzg", "kzg-mainnet-tests.tar.xz")
    if os.path.exists(arc):
        with tarfile.open(arc) as t:
            members = [m for m in t.getmembers() if m.isfile() and m.name.endswith("data.yaml")]
            by_fn = {}
            for m in members:
                by_fn.setdefault(m.name.split("/")[0], []).append(m)
            for fn, ms in sorted(by_fn.items()):
                ms.sort(key=lambda m: (m.size, m.name))
                for m in ms[:2]:
                    text = t.extractfile(m).read()
                    if len(text) < 16000:
                        put("yaml", text)
                        put("vectors", b"kzg/" + fn.encode() + b"\n" + text)


def numeric_seeds():
    for i, b in enumerate((bytes(200), b"\xff" * 200, bytes(range(256)) * 2)):
        for t in ("field_asm", "inv", "msm", "lanes"):
            put(t, bytes([i]) + b)
    put("msm", bytes([0, 8]) + bytes(range(1, 200)))
    put("msm", bytes([1, 5]) + bytes(range(7, 200)))


def kzg_seeds():
    """Seeds of the KZG targets (after the KZG layer: kzg/trusted_setup.txt)."""
    setup = os.path.join(ROOT, "kzg", "trusted_setup.txt")
    if not os.path.exists(setup):
        return
    for op in range(6):
        for mode in (0, 1, 2, 0x82):
            put("kzg", bytes([op, mode, 4]) + bytes(range(1, 5)) + bytes(range(40, 140)))
    for n in range(5):
        put("kzg_batch", bytes([n]) + bytes([i * 37 % 256 for i in range(1, 40)]))
    # fast mode's regression (RESULTS.md): two triples of blob 0, the second
    # with element 0 set to zero, whose verdict-cache key once lost the
    # "edited" flag and took the unedited blob's verdict
    put("kzg_batch", bytes.fromhex("02035d6f4a25b9dede03"))
    for op in (0, 1, 2, 3, 4, 0x80, 0x43, 0xc2):
        put("cells", bytes([op, 8]) + bytes(range(16, 200)))
    with open(setup, "rb") as f:
        lines = f.read().split(b"\n")
    for k in (0, 1, 2, 3, 40, 300):
        put("setup", b"\n".join(lines[:k]) + b"\n")
    put("setup", b"4096\n65\n" + lines[2][:50] + b"\n")
    put("setup", bytes([0xff, 1, 1, 1]) + bytes(range(200)))
    # the program: one case of the KZG vectors as hex arguments, and the options
    arc = os.path.join(VEC, "kzg", "kzg-mainnet-tests.tar.xz")
    args = []
    if os.path.exists(arc):
        with tarfile.open(arc) as t:
            for m in t.getmembers():
                if m.isfile() and m.name.startswith("verify_kzg_proof/") and "correct_proof_0" in m.name:
                    text = t.extractfile(m).read().decode()
                    vals = dict(re.findall(r"(commitment|z|y|proof): '?(0x[0-9a-f]+)", text))
                    if len(vals) == 4:
                        args = [vals["commitment"], vals["z"], vals["y"], vals["proof"]]
                    break
    # the c-kzg helpers: the compute_challenge vectors' commitments, a Jacobian scale, no blob
    if os.path.exists(arc):
        with tarfile.open(arc) as t:
            for m in t.getmembers():
                if m.isfile() and m.name.startswith("compute_challenge/"):
                    c = re.search(r"commitment: '0x([0-9a-f]{96})'", t.extractfile(m).read().decode())
                    if c:
                        put("ckzg_compat", bytes.fromhex(c.group(1)) + bytes([5, 0, 0, 0, 0, 0, 0, 0]))
    cli = [["--help"], ["commit", "--help"], ["verify-proof"] + args, ["--threads", "2", "verify-proof"] + args,
           ["prove", "00"], ["verify-blob", "x", "y", "z"], ["recover", "out", "0", "00"], ["nope"],
           ["--setup", "missing", "commit", "x"], ["verify-batch", "a", "b", "c", "d", "e", "f"]]
    cli += [["--json", "verify-proof"] + args, ["commit", "--json", "00"], ["--json", "nope"]]
    # verify-cells: the first valid case of the cell-batch vectors, inline
    if os.path.exists(arc):
        with tarfile.open(arc) as t:
            for m in t.getmembers():
                if m.isfile() and m.name.startswith("verify_cell_kzg_proof_batch/") and "case_valid_0/" in m.name:
                    text = t.extractfile(m).read().decode()
                    hexes = re.findall(r"'(0x[0-9a-f]+)'", text)
                    idx = re.search(r"cell_indices: \[(\d+)", text).group(1)
                    n = len(hexes) // 3  # commitments, cells, proofs
                    cli += [["verify-cells", hexes[0], idx, hexes[n], hexes[2 * n]],
                            ["--json", "verify-cells", hexes[0], "+1", hexes[n], hexes[2 * n]],
                            ["verify-cells", "--dir", ".", hexes[0]], ["verify-cells", "--dir", ".", hexes[0], "0", "9"]]
                    break
    # the signature commands: "ikm" and "sk" are files the target writes
    with open(os.path.join(VEC, "bls", "verify", "verify_valid_case_195246ee3bd3b6ec.json")) as f:
        v = json.load(f)["input"]
    pk, msg, sig = v["pubkey"], v["message"], v["signature"]
    cli += [["keygen", "ikm", "out"], ["--json", "keygen", "-", "out", "info"], ["keygen", "ikm", "sk"],
            ["pubkey", "sk"], ["pubkey", "-"], ["pubkey", "0x00"], ["sign", "sk", "hello"], ["--json", "sign", "sk", msg],
            ["sign", "sk", "@ikm"], ["sign", "-", "@-"], ["verify", pk, msg, sig], ["--json", "verify", pk, "hi", sig],
            ["aggregate", sig, sig], ["aggregate", "0x00"], ["fast-aggregate-verify", msg, sig, pk, pk],
            ["aggregate-verify", sig, pk, msg, pk, "@sk"], ["--threads", "2", "aggregate-verify", sig, pk, msg]]
    # the fixtures the target writes: cell_000.bin .. cell_015.bin, their
    # proofs proof_NNN.bin and their blob's commitment "c"
    cell = lambda k: "cell_%03d.bin" % k  # noqa: E731
    proof = lambda k: "proof_%03d.bin" % k  # noqa: E731
    cli += [["verify-cells", "--dir", ".", "c"], ["verify-cells", "--dir", ".", "c", "0", "7", "15"],
            ["--json", "verify-cells", "--dir", ".", "c", "16"], ["verify-cells", "--dir", ".", "c", "3", "3"],
            ["verify-cells", "c", "5", cell(5), proof(5), "c", "9", cell(9), proof(9)],
            ["--json", "verify-cells", "c", "5", cell(6), proof(5)], ["verify-cells", "c", "5", cell(5), "c"],
            ["recover", "out"] + [x for k in range(16) for x in (str(k), cell(k))],
            ["sample-blob", "b", "7"], ["--json", "sample-blob", "c"], ["cells", "00"], ["cells", cell(0), "out"]]
    for a in cli:
        put("cli", b"\0".join(x.encode() for x in a))


def main():
    decode_seeds()
    sig_seeds()
    eip2537_seeds()
    h2c_seeds()
    reader_seeds()
    numeric_seeds()
    kzg_seeds()


if __name__ == "__main__":
    main()
