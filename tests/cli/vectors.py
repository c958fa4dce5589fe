"""The public vectors through the bls381 program (tests/cli/run.py): the
consensus-spec KZG vectors (tests/vectors/kzg, unpacked by run_all.sh)
through the KZG commands and the Ethereum BLS vectors (tests/vectors/bls)
through the signature commands. Expected: "output" a value: exit 0 and that
value; true: exit 0, "valid": true; false: exit 1, "valid": false, except
also where a key or signature does not decode (then "reason" names the
library's error), but a key or signature of the wrong length is bad input
(exit 2); null: exit 2 with an error."""
import glob
import json
import os

from check import expect, fail, hex_file, run, yaml_load


def cases(kzg_dir, fn):
    for d in sorted(glob.glob(os.path.join(kzg_dir, fn, "kzg-mainnet", "*"))):
        with open(os.path.join(d, "data.yaml")) as f:
            yield os.path.basename(d), yaml_load(f.read())


# a null output: the library's refusal, or the program's for a value of the
# wrong length
BAD = ("C_KZG_BADARGS", "CLI_BAD_LENGTH", "CLI_TOO_LONG")


def verdict(res, name, output):
    if output is None:
        return expect(res, name, 2, error=BAD)
    return expect(res, name, 0 if output else 1, valid=output)


def kzg(prog, kzg_dir, tmp, skipped):
    """Every case of each KZG function the program offers, except the shapes
    its arguments cannot express (listed in skipped)."""
    n = 0
    for name, c in cases(kzg_dir, "verify_cell_kzg_proof_batch"):
        i = c["input"]
        k = len(i["cells"])
        if not (k == len(i["commitments"]) == len(i["cell_indices"]) == len(i["proofs"])) or k == 0:
            skipped.append(name)  # lists of different lengths, or no cell (the program needs one)
            continue
        args = []
        for j in range(k):
            cell = hex_file(tmp, f"{name}_{j}", i["cells"][j], binary=j % 2 == 1)
            args += [i["commitments"][j], str(i["cell_indices"][j]), cell, i["proofs"][j]]
        res = run(prog, ["verify-cells"] + args, name)
        err = "CLI_BAD_INDEX" if any(x > 127 for x in i["cell_indices"]) else BAD
        if c["output"] is None:
            expect(res, name, 2, error=err)
        else:
            verdict(res, name, c["output"])
        if n == 0:  # plain text too
            t = run(prog, ["verify-cells"] + args, name + " (text)", json_mode=False)
            if t.out != ("valid\n" if c["output"] else "invalid\n"):
                fail(name, f"text output {t.out!r}")
        n += 1

    for name, c in cases(kzg_dir, "blob_to_kzg_commitment"):
        res = run(prog, ["commit", hex_file(tmp, name, c["input"]["blob"])], name)
        if c["output"] is None:
            expect(res, name, 2, error=BAD)
        else:
            expect(res, name, 0, commitment=c["output"])
        n += 1

    for name, c in list(cases(kzg_dir, "compute_kzg_proof"))[::4]:  # every 4th: valid and invalid ones
        i = c["input"]
        res = run(prog, ["prove", hex_file(tmp, name, i["blob"], binary=True), i["z"]], name)
        if c["output"] is None:
            expect(res, name, 2, error=BAD)
        else:
            expect(res, name, 0, proof=c["output"][0], y=c["output"][1])
        n += 1

    for name, c in cases(kzg_dir, "compute_blob_kzg_proof"):
        i = c["input"]
        if c["output"] is not None and i["commitment"] != run(prog, ["commit", hex_file(tmp, name, i["blob"])],
                                                             name + " (commit)").obj.get("commitment"):
            skipped.append(name)
            continue
        if "commitment" in name:  # prove computes the commitment itself: no invalid one to pass
            skipped.append(name)
            continue
        res = run(prog, ["prove", hex_file(tmp, name, i["blob"])], name)
        if c["output"] is None:
            expect(res, name, 2, error=BAD)
        else:
            expect(res, name, 0, commitment=i["commitment"], proof=c["output"])
        n += 1

    for name, c in cases(kzg_dir, "verify_kzg_proof"):
        i = c["input"]
        res = run(prog, ["verify-proof", i["commitment"], i["z"], i["y"], i["proof"]], name)
        verdict(res, name, c["output"])
        n += 1

    for name, c in cases(kzg_dir, "verify_blob_kzg_proof"):
        i = c["input"]
        res = run(prog, ["verify-blob", hex_file(tmp, name, i["blob"]), i["commitment"], i["proof"]], name)
        verdict(res, name, c["output"])
        n += 1

    for name, c in cases(kzg_dir, "verify_blob_kzg_proof_batch"):
        i = c["input"]
        k = len(i["blobs"])
        if not (k == len(i["commitments"]) == len(i["proofs"])) or k == 0:
            skipped.append(name)
            continue
        args = []
        for j in range(k):
            args += [hex_file(tmp, f"{name}_{j}", i["blobs"][j], binary=j % 2 == 0), i["commitments"][j], i["proofs"][j]]
        verdict(run(prog, ["verify-batch"] + args, name), name, c["output"])
        n += 1

    for idx, (name, c) in enumerate(cases(kzg_dir, "compute_cells_and_kzg_proofs")):
        if idx % 3:  # a third of them (a second each on a busy machine)
            continue
        blob = hex_file(tmp, name, c["input"]["blob"])
        if c["output"] is None:
            expect(run(prog, ["cells", blob], name), name, 2, error=BAD)
        else:
            cells, proofs = c["output"]
            expect(run(prog, ["cells", blob], name), name, 0, cells=cells, proofs=proofs)
            out = os.path.join(tmp, name + "_dir")
            if expect(run(prog, ["cells", blob, out], name + " (OUTDIR)"), name + " (OUTDIR)", 0, proofs=proofs):
                for j in (0, 77, 127):
                    with open(os.path.join(out, "cell_%03d.bin" % j), "rb") as f:
                        if f.read() != bytes.fromhex(cells[j][2:]):
                            fail(name, f"OUTDIR/cell_{j:03d}.bin differs")
        n += 1

    for idx, (name, c) in enumerate(cases(kzg_dir, "recover_cells_and_kzg_proofs")):
        i = c["input"]
        k = len(i["cells"])
        if k != len(i["cell_indices"]) or (idx % 2 and "shuffled" not in name):
            if k != len(i["cell_indices"]):
                skipped.append(name)
            continue
        args = []
        for j in range(k):
            args += [str(i["cell_indices"][j]), hex_file(tmp, f"{name}_{j}", i["cells"][j], binary=j % 2 == 0)]
        out = os.path.join(tmp, name + "_dir")
        res = run(prog, ["recover", out] + args, name)
        if "shuffled" in name:  # the program sorts the pairs (the library wants them ascending)
            if expect(res, name, 0):
                for j, cell in zip(i["cell_indices"], i["cells"]):
                    with open(os.path.join(out, "cell_%03d.bin" % j), "rb") as f:
                        if f.read() != bytes.fromhex(cell[2:]):
                            fail(name, f"recovered cell {j} differs")
        elif c["output"] is None:
            expect(res, name, 2, error=BAD + ("CLI_BAD_INDEX", "CLI_USAGE"))
        elif expect(res, name, 0, proofs=c["output"][1]):
            for j in range(128):
                with open(os.path.join(out, "cell_%03d.bin" % j), "rb") as f:
                    if f.read() != bytes.fromhex(c["output"][0][j][2:]):
                        fail(name, f"recovered cell {j} differs")
                        break
        n += 1
    return n


def bls_cases(bls_dir, handler):
    for p in sorted(glob.glob(os.path.join(bls_dir, handler, "*.json"))):
        with open(p) as f:
            yield os.path.basename(p)[:-5], json.load(f)


def reason(name):
    """The decoding failure behind the spec's "false" of some cases: the
    program says invalid and gives it as "reason"."""
    if "infinity_pubkey" in name:
        return "BLS381_ERR_INFINITY"  # KeyValidate refuses the identity
    if "na_signature" in name:
        return "BLS381_ERR_FLAGS"  # 96 zero bytes: no compression flag
    return None


def wrong_length(i):
    """A key or signature of the wrong length (the program's bad input)."""
    pts = [i.get("signature")] + i.get("pubkeys", []) + [i.get("pubkey")]
    return any(p is not None and len(p) != 2 + 2 * (96 if k == 0 else 48) for k, p in enumerate(pts))


def bls(prog, bls_dir, tmp):
    n = 0
    for name, c in bls_cases(bls_dir, "sign"):
        sk = hex_file(tmp, name + ".sk", c["input"]["privkey"], binary=n % 2 == 1)
        res = run(prog, ["sign", sk, c["input"]["message"]], name)
        if c["output"] is None:
            expect(res, name, 2, error="BLS381_ERR_BAD_SCALAR")
        else:
            expect(res, name, 0, signature=c["output"])
            with open(sk, "rb") as f:  # the key from standard input, the message from a file
                msg = hex_file(tmp, name + ".msg", c["input"]["message"], binary=True)
                expect(run(prog, ["sign", "-", "@" + msg], name + " (stdin)", stdin=f.read()), name + " (stdin)", 0,
                       signature=c["output"])
        n += 1

    for handler, build in (
            ("verify", lambda i: ["verify", i["pubkey"], i["message"], i["signature"]]),
            ("fast_aggregate_verify", lambda i: ["fast-aggregate-verify", i["message"], i["signature"]] + i["pubkeys"]),
            ("aggregate_verify", lambda i: ["aggregate-verify", i["signature"]] +
             [x for pair in zip(i["pubkeys"], i["messages"]) for x in pair])):
        for name, c in bls_cases(bls_dir, handler):
            res = run(prog, build(c["input"]), name)
            if c["output"] is False and wrong_length(c["input"]):
                expect(res, name, 2, error="CLI_BAD_LENGTH")
            elif reason(name) and not c["output"]:
                expect(res, name, 1, valid=False, reason=reason(name))
            else:
                expect(res, name, 0 if c["output"] else 1, valid=c["output"])
            n += 1

    for name, c in bls_cases(bls_dir, "aggregate"):
        res = run(prog, ["aggregate"] + c["input"], name)
        if c["output"] is None:
            expect(res, name, 2, error="CLI_USAGE")  # no signature at all
        else:
            expect(res, name, 0, signature=c["output"])
        n += 1
    return n
