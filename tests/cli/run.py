#!/usr/bin/env python3
"""make test: the bls381 program (tools/cli), every command.

usage: tests/cli/run.py BUILD KZG_VECTORS   (python3 standard library only)

- the public vectors through the commands (vectors.py);
- KeyGen against EIP-2333's master keys and the Python model of
  tests/oracle/sig_oracle.py (key_info given as hex, text and a file);
- the files it writes, all or nothing, and its random source (files.py);
- every run's output checked by check.py (one JSON object, one stderr line
  per failure, the exit statuses);
- bad arguments: counts, unknown options and commands, files that are
  missing, folders, too long (/dev/zero under a 256 MiB address-space
  limit, in well under a second), too short, not hex; strict numbers
  (" 2", "+2", "2 ", "-1", "0x2", "128" refused as cell indices,
  --threads values and seeds); secret keys never taken from the command line
  nor shown in a message; out of memory (an address-space limit) is exit 3.
"""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402
import files  # noqa: E402
import vectors  # noqa: E402
from check import expect, fail, hex_file, run, write  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

# EIP-2333's four test cases: derive_master_SK(seed) = KeyGen(seed) of
# draft-irtf-cfrg-bls-signature-04 and later, empty key_info (master_SK,
# given in decimal there, here in hex: 6083874454709270928345386274498605044986640685124978867557563392430687146096,
# 29757020647961307431480504535336562678282505419141012933316116377660817309383,
# 27580842291869792442942448775674722299803720648445448686099262467207037398656,
# 19022158461524446591288038168518313374041767046816487870552872741050760015818)
EIP2333 = [
    ("c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b"
     "2f001698e7463b04", "0d7359d57963ab8fbbde1852dcf553fedbc31f464d80ee7d40ae683122b45070"),
    ("3141592653589793238462643383279502884197169399375105820974944592",
     "41c9e07822b092a93fd6797396338c3ada4170cc81829fdfce6b5d34bd5e7ec7"),
    ("0099FF991111002299DD7744EE3355BBDD8844115566CC55663355668888CC00",
     "3cfa341ab3910a7d00d933d8f7c4fe87c91798a0397421d6b19fd5b815132e80"),
    ("d4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3",
     "2a0e28ffa5fbbe2f8e7aad4ed94f745d6bf755c51182e119bb1694fe61d3afca"),
]
assert [int(sk, 16) for _, sk in EIP2333] == [
    6083874454709270928345386274498605044986640685124978867557563392430687146096,
    29757020647961307431480504535336562678282505419141012933316116377660817309383,
    27580842291869792442942448775674722299803720648445448686099262467207037398656,
    19022158461524446591288038168518313374041767046816487870552872741050760015818]


def keygen(prog, tmp):
    n = 0
    for k, (seed, sk) in enumerate(EIP2333):
        ikm, out = write(os.path.join(tmp, f"ikm{k}"), bytes.fromhex(seed)), os.path.join(tmp, f"sk{k}")
        res = run(prog, ["keygen", ikm, out], f"keygen EIP-2333 case {k}")
        pk = run(prog, ["pubkey", hex_file(tmp, f"sk{k}.want", sk)], f"pubkey EIP-2333 case {k}").obj["public_key"]
        if expect(res, f"keygen EIP-2333 case {k}", 0, public_key=pk):
            with open(out) as f:
                if f.read() != "0x" + sk + "\n":
                    fail(f"keygen EIP-2333 case {k}", "the key file differs")
            if os.stat(out).st_mode & 0o077:
                fail(f"keygen EIP-2333 case {k}", "the key file is readable by others")
        expect(run(prog, ["keygen", ikm, out], "keygen over a file"), "keygen over a file", 2, error="CLI_EXISTS")
        n += 1
    model = subprocess.run([sys.executable, os.path.join(ROOT, "tests/oracle/sig_oracle.py"), "7", "6"],
                           capture_output=True, check=True, text=True).stdout.split("\n")
    for k, line in enumerate(x for x in model if x):
        ikm_hex, info_hex, sk = line.split()
        info = b"" if info_hex == "-" else bytes.fromhex(info_hex)
        forms = ["0x" + info.hex(), "@" + write(os.path.join(tmp, f"info{k}"), info)]
        if info and all(32 <= b < 127 for b in info) and info[:1] != b"@" and info[:2].lower() != b"0x":
            forms.append(info.decode())
        for j, form in enumerate(forms if info else [None] + forms):
            name = f"keygen model case {k} form {j}"
            out = os.path.join(tmp, f"model{k}_{j}")
            args = ["keygen", "-", out] + ([form] if form is not None else [])
            if expect(run(prog, args, name, stdin=bytes.fromhex(ikm_hex)), name, 0):
                with open(out) as f:
                    if f.read().strip() != "0x" + sk:
                        fail(name, "not the model's key")
            n += 1
    return n


def bad(prog, name, args, error, stdin=None, limit=None, secret=None):
    """Bad input: exit 2 with that error code, with --json and without
    (plain text: nothing on stdout, the same one line on stderr)."""
    res = run(prog, args, name, stdin=stdin, limit_memory=limit)
    expect(res, name, 2, error=error)
    text = run(prog, args, name + " (text)", json_mode=False, stdin=stdin, limit_memory=limit)
    if text.rc != 2 or text.out or text.err != res.err:
        fail(name + " (text)", f"exit {text.rc}, stdout {text.out[:80]!r}, stderr {text.err[:200]!r} (--json: {res.err!r})")
    for r in (res, text):
        if secret and (secret in r.err or secret in r.out):
            fail(name, "the secret appears in the output")
    return res


def bad_input(prog, tmp):
    blob = os.path.join(tmp, "blob.bin")
    expect(run(prog, ["sample-blob", blob, "3"], "sample-blob"), "sample-blob", 0, file=blob)
    c = run(prog, ["prove", blob], "prove").obj
    cells = os.path.join(tmp, "cells")
    proofs = run(prog, ["cells", blob, cells], "cells").obj["proofs"]
    cell0 = os.path.join(cells, "cell_000.bin")
    sk = hex_file(tmp, "key", "0x" + EIP2333[1][1])
    pk = run(prog, ["pubkey", sk], "pubkey").obj["public_key"]
    sig = run(prog, ["sign", sk, "hi"], "sign").obj["signature"]
    # the message cap README states (16 MiB): that many bytes are signed, one more is too long
    cap = 16 << 20
    expect(run(prog, ["sign", sk, "@" + write(os.path.join(tmp, "msg_cap"), b"m" * cap)], "sign 16 MiB"),
           "sign a 16 MiB message", 0)
    bad(prog, "sign 16 MiB + 1", ["sign", sk, "@" + write(os.path.join(tmp, "msg_over"), b"m" * (cap + 1))],
        "CLI_TOO_LONG")
    # every command: too few or too many arguments
    counts = {"sample-blob": 3, "commit": 2, "prove": 3, "verify-proof": 3, "verify-blob": 4, "cells": 3,
              "keygen": 4, "pubkey": 2, "sign": 3, "verify": 4, "demo": 1}
    for cmd, k in counts.items():
        bad(prog, f"{cmd} with {k} arguments", [cmd] + ["x"] * k, "CLI_USAGE")
    for cmd in ("verify-batch", "recover", "verify-cells", "aggregate", "fast-aggregate-verify", "aggregate-verify",
                "cells", "commit"):
        bad(prog, f"{cmd} with no argument", [cmd], "CLI_USAGE")
    bad(prog, "verify-batch not triples", ["verify-batch", blob, c["commitment"], c["proof"], blob], "CLI_USAGE")
    bad(prog, "verify-cells not quadruples", ["verify-cells", c["commitment"], "0", cell0], "CLI_USAGE")
    bad(prog, "aggregate-verify not pairs", ["aggregate-verify", sig, pk], "CLI_USAGE")
    bad(prog, "unknown command", ["frobnicate"], "CLI_USAGE")
    bad(prog, "unknown option", ["--frob", "commit", blob], "CLI_USAGE")
    bad(prog, "no command", [], "CLI_USAGE")
    bad(prog, "only options", ["--threads", "2"], "CLI_USAGE")
    bad(prog, "--threads without its value", ["--threads"], "CLI_USAGE")
    bad(prog, "--setup without its value", ["--setup"], "CLI_USAGE")
    bad(prog, "--help after the command's arguments", ["commit", blob, "--help"], "CLI_USAGE")
    for t in ("+2", " 2", "2 ", "0", "1025", "", "2x", "-1", "0x2"):
        bad(prog, f"--threads {t!r}", ["--threads", t, "commit", blob], "CLI_USAGE")
    bad(prog, "sample-blob seed 'abc'", ["sample-blob", os.path.join(tmp, "b2"), "abc"], "CLI_USAGE")
    bad(prog, "sample-blob seed '+3'", ["sample-blob", os.path.join(tmp, "b2"), "+3"], "CLI_USAGE")
    expect(run(prog, ["--threads", "2", "commit", blob], "--threads 2"), "--threads 2", 0, commitment=c["commitment"])
    res = run(prog, ["--threads", "1", "--json", "commit", blob], "--json after --threads", json_mode=False)
    if not res.out.startswith("{"):
        fail("--json after --threads", repr(res.out[:80]))
    expect(run(prog, ["commit", "--json", blob], "--json after the command", json_mode=False), "--json after", 0)
    # strict cell indices, in verify-cells and recover
    expect(run(prog, ["verify-cells", c["commitment"], "0", cell0, proofs[0]], "verify-cells 0"), "verify-cells 0", 0,
           valid=True)
    expect(run(prog, ["verify-cells", c["commitment"], "000", cell0, proofs[0]], "verify-cells 000"), "000", 0)
    expect(run(prog, ["verify-cells", c["commitment"], "1", cell0, proofs[0]], "verify-cells wrong index"),
           "verify-cells wrong index", 1, valid=False)
    for idx in (" 2", "+2", "2 ", "-1", "0x2", "128", "", "1e1", "99999999999999999999999"):
        bad(prog, f"verify-cells index {idx!r}", ["verify-cells", c["commitment"], idx, cell0, proofs[0]], "CLI_BAD_INDEX")
        bad(prog, f"recover index {idx!r}", ["recover", os.path.join(tmp, "r")] +
            [x for k in range(64) for x in ((idx if k == 5 else str(k)), os.path.join(cells, "cell_%03d.bin" % k))],
            "CLI_BAD_INDEX")
    bad(prog, "recover twice the same index", ["recover", os.path.join(tmp, "r")] +
        [x for k in range(64) for x in (str(k if k else 1), os.path.join(cells, "cell_%03d.bin" % k))], "CLI_BAD_INDEX")
    # verify-cells --dir: the folder cells wrote, every cell or some
    expect(run(prog, ["verify-cells", "--dir", cells, c["commitment"]], "verify-cells --dir"), "verify-cells --dir", 0,
           valid=True)
    expect(run(prog, ["verify-cells", "--dir", cells, c["commitment"], "5", "127"], "--dir 5 127"), "--dir 5 127", 0,
           valid=True)
    other = run(prog, ["commit", write(os.path.join(tmp, "zero"), b"\0" * 131072)], "commit zero").obj["commitment"]
    expect(run(prog, ["verify-cells", "--dir", cells, other, "3"], "--dir other commitment"), "--dir other", 1,
           valid=False)
    bad(prog, "--dir index ' 3'", ["verify-cells", "--dir", cells, c["commitment"], " 3"], "CLI_BAD_INDEX")
    bad(prog, "--dir index twice", ["verify-cells", "--dir", cells, c["commitment"], "3", "3"], "CLI_BAD_INDEX")
    bad(prog, "--dir empty folder", ["verify-cells", "--dir", tmp, c["commitment"]], "CLI_CANNOT_READ")
    res = bad(prog, "--dir no such folder", ["verify-cells", "--dir", os.path.join(tmp, "nowhere"), c["commitment"]],
              "CLI_CANNOT_READ")
    if "cannot open the folder" not in res.err:
        fail("--dir no such folder", res.err)
    res = bad(prog, "--dir a file", ["verify-cells", "--dir", blob, c["commitment"], "3"], "CLI_CANNOT_READ")
    if "not a folder" not in res.err:
        fail("--dir a file", res.err)
    part = os.path.join(tmp, "part")  # cell_004.bin without its proof
    os.mkdir(part)
    with open(os.path.join(cells, "cell_004.bin"), "rb") as f:
        write(os.path.join(part, "cell_004.bin"), f.read())
    for args in ([], ["4"], ["5"]):
        name = f"--dir a file missing {args}"
        res = bad(prog, name, ["verify-cells", "--dir", part, c["commitment"]] + args, "CLI_CANNOT_READ")
        if ("proof_004.bin" if args != ["5"] else "cell_005.bin") not in res.err or "hex" in res.err:
            fail(name, f"does not name the missing file: {res.err!r}")
    with open(os.path.join(cells, "proof_009.bin"), "rb") as f:
        if f.read() != bytes.fromhex(proofs[9][2:]):
            fail("cells OUTDIR", "proof_009.bin is not the printed proof")
    # the real cause of each failure to read an argument
    bad(prog, "missing file", ["commit", os.path.join(tmp, "nothing")], "CLI_CANNOT_READ")
    for name in ("a\nb", "a\rb\x1b[2J", "\t\x7f"):  # still one line on stderr
        bad(prog, f"file name {name!r}", ["commit", name], "CLI_CANNOT_READ")
        bad(prog, f"command {name!r}", [name], "CLI_USAGE")
    bad(prog, "a folder", ["commit", tmp], "CLI_CANNOT_READ")
    bad(prog, "hex too short", ["verify-proof", c["commitment"][:-2], "00" * 32, "00" * 32, c["proof"]], "CLI_BAD_LENGTH")
    bad(prog, "hex too long", ["verify-proof", c["commitment"] + "00", "00" * 32, "00" * 32, c["proof"]], "CLI_TOO_LONG")
    bad(prog, "file too short", ["commit", write(os.path.join(tmp, "short"), b"\x01" * 1000)], "CLI_BAD_LENGTH")
    bad(prog, "file not hex", ["verify-blob", blob, write(os.path.join(tmp, "nothex"), "0x" + "g" * 96), c["proof"]],
        "CLI_BAD_LENGTH")
    bad(prog, "hex file too long", ["verify-blob", blob, hex_file(tmp, "long", c["commitment"] + "00"), c["proof"]],
        "CLI_TOO_LONG")
    bad(prog, "bad message hex", ["verify", pk, "0x123", sig], "CLI_BAD_HEX")
    bad(prog, "stdin twice", ["verify", "-", "@-", sig], "CLI_USAGE", stdin=pk.encode())
    bad(prog, "commitment not on the curve", ["verify-blob", blob, "0x8" + "0" * 95, c["proof"]], "C_KZG_BADARGS")
    expect(run(prog, ["verify", "0x0" + pk[3:], "hi", sig], "public key with bad flags"), "public key with bad flags", 1,
           valid=False, reason="BLS381_ERR_FLAGS")
    bad(prog, "aggregate of a bad signature", ["aggregate", sig, "0x0" + sig[3:]], "BLS381_ERR_FLAGS")
    # the read caps: a stream of zeros is refused after one read past the cap
    for name, args in (("commit", ["commit", "/dev/zero"]), ("cells", ["cells", "/dev/zero"]),
                       ("verify-cells", ["verify-cells", c["commitment"], "0", "/dev/zero", proofs[0]]),
                       ("recover", ["recover", os.path.join(tmp, "r"), "0", "/dev/zero"] +
                        [x for k in range(1, 64) for x in (str(k), cell0)]),
                       ("verify-proof", ["verify-proof", "/dev/zero", "00" * 32, "00" * 32, c["proof"]]),
                       ("pubkey", ["pubkey", "/dev/zero"]), ("keygen", ["keygen", "/dev/zero", os.path.join(tmp, "k")]),
                       ("sign message", ["sign", sk, "@/dev/zero"]), ("verify", ["verify", pk, "hi", "/dev/zero"]),
                       ("--threads + commit stdin", ["--threads", "1", "commit", "-"])):
        t = time.monotonic()
        res = bad(prog, f"{name} /dev/zero", args, "CLI_TOO_LONG", limit=256 << 20,
                  stdin=b"0" * (1 << 20) if "-" in args else None)
        if time.monotonic() - t > 5:
            fail(f"{name} /dev/zero", f"took {time.monotonic() - t:.1f} s")
        if "too long" not in res.err:
            fail(f"{name} /dev/zero", f"does not say too long: {res.err!r}")
    # an internal failure: 600 blobs (78 MB) under a 64 MiB address-space limit
    if not os.environ.get("BLS381_CLI_SANITIZED"):
        res = run(prog, ["verify-batch"] + [blob, c["commitment"], c["proof"]] * 600, "verify-batch out of memory",
                  limit_memory=64 << 20)
        expect(res, "verify-batch out of memory", 3, error="CLI_OUT_OF_MEMORY")
    # secret keys: files or stdin only, never shown
    secret = EIP2333[1][1]
    bad(prog, "secret key inline", ["pubkey", secret], "CLI_CANNOT_READ", secret=secret)
    bad(prog, "secret key inline with 0x", ["sign", "0x" + secret, "hi"], "CLI_CANNOT_READ", secret=secret)
    bad(prog, "secret key file not hex", ["pubkey", write(os.path.join(tmp, "badkey"), secret[:-1] + "z")],
        "CLI_BAD_LENGTH", secret=secret[:40])
    bad(prog, "secret key file too long", ["pubkey", hex_file(tmp, "longkey", secret + "00")], "CLI_TOO_LONG",
        secret=secret)
    # the key's text forms (decoded in constant time, tools/cli/input.c decode_secret): the same key
    for j, form in enumerate(("0X" + secret.upper(), " \t" + secret + "\r\n", secret, "0x" + secret + "\n\n",
                              bytes.fromhex(secret))):
        expect(run(prog, ["pubkey", "-"], f"secret key form {j}", stdin=form if isinstance(form, bytes) else form.encode()),
               f"secret key form {j}", 0, public_key=pk)
    for j in (0, 1, 31, 62, 63):  # a character that is not a hex digit, anywhere
        for ch in "gx \0":
            bad(prog, f"secret key with {ch!r} at {j}", ["pubkey", "-"], "CLI_BAD_LENGTH",
                stdin=(secret[:j] + ch + secret[j + 1:]).encode(), secret=secret[:8] if j > 8 else secret[-8:])
    bad(prog, "secret key >= r", ["pubkey", hex_file(tmp, "bigkey", "ff" * 32)], "BLS381_ERR_BAD_SCALAR", secret="ff" * 8)
    bad(prog, "IKM too short", ["keygen", "-", os.path.join(tmp, "k2")], "BLS381_ERR_BADARGS", stdin=b"x" * 31)
    if os.path.exists(os.path.join(tmp, "k2")):
        fail("IKM too short", "a key file was written")
    bad(prog, "keygen OUT -", ["keygen", "-", "-"], "CLI_USAGE", stdin=b"x" * 32)
    if os.path.exists("-"):
        fail("keygen OUT -", "a file named - was written")
    # the demo: its verdict and times as JSON, its text ending valid
    res = run(prog, ["demo"], "--json demo")
    if expect(res, "--json demo", 0, valid=True) and not (
            len(res.obj.get("commitment", "")) == 98 and len(res.obj.get("proof", "")) == 98 and
            all(isinstance(res.obj.get(k), (int, float)) for k in ("commit_ms", "prove_ms", "verify_ms"))):
        fail("--json demo", f"fields: {res.obj}")
    res = run(prog, ["demo"], "demo text", json_mode=False)
    if res.rc != 0 or "verify_blob_kzg_proof: valid" not in res.out:
        fail("demo text", repr(res.out[-200:]))
    # plain text output keeps its shape
    res = run(prog, ["verify-blob", blob, c["commitment"], c["proof"]], "verify-blob text", json_mode=False)
    if res.rc != 0 or res.out != "valid\n":
        fail("verify-blob text", repr(res.out))
    res = run(prog, ["commit", blob], "commit text", json_mode=False)
    if res.out != c["commitment"] + "\n":
        fail("commit text", repr(res.out))
    res = run(prog, ["--help"], "--help", json_mode=False)
    if "Exit status" not in res.out or any(f" {cmd}" not in res.out for cmd in counts):
        fail("--help", "the exit statuses or a command are missing")
    # --help with --json: one object too, the same text
    js = run(prog, ["--help"], "--json --help")
    if expect(js, "--json --help", 0, command=None) and js.obj.get("help") != res.out:
        fail("--json --help", "\"help\" is not the --help text")
    for cmd in list(counts) + ["verify-batch", "recover", "verify-cells", "aggregate", "fast-aggregate-verify",
                               "aggregate-verify"]:
        t = run(prog, [cmd, "--help"], f"{cmd} --help", json_mode=False)
        js = run(prog, [cmd, "--help"], f"--json {cmd} --help")
        if expect(js, f"--json {cmd} --help", 0, command=cmd) and (
                not js.obj.get("usage", "").startswith("bls381 " + cmd) or not js.obj.get("help") or
                t.out != f"usage: {js.obj['usage']}\n{js.obj['help']}\n"):
            fail(f"--json {cmd} --help", f"not the text of {cmd} --help: {js.obj}")
    return check.runs


def main():
    prog = os.path.join(sys.argv[1], "bls381")
    t0 = time.monotonic()
    skipped = []
    with tempfile.TemporaryDirectory() as tmp:
        nk = vectors.kzg(prog, sys.argv[2], tmp, skipped)
        nb = vectors.bls(prog, os.path.join(ROOT, "tests/vectors/bls"), tmp)
        ng = keygen(prog, tmp)
        before = check.runs
        bad_input(prog, tmp)
        nbad = check.runs - before
        before = check.runs
        files.files(prog, tmp, os.path.abspath(os.path.join(sys.argv[1], "cli_fault_shim.so")))
        nfiles = check.runs - before
    print(f"bls381 program: {nk} KZG vector cases, {nb} BLS vector cases, {ng} KeyGen cases, {nbad} runs with bad "
          f"or plain input; {nfiles} runs writing files; {check.runs} runs in {time.monotonic() - t0:.1f} s; not expressible as arguments: "
          f"{len(skipped)} ({', '.join(s.split('_case_')[-1] for s in skipped)})")
    if check.failures:
        print(f"{len(check.failures)} FAILURES")
        sys.exit(1)
    print("ok")


main()
