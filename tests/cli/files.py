"""make test: the files the bls381 program writes, all or nothing
(tools/cli/files.c), and its random source (sys/rand.c).

- cells, recover, sample-blob and keygen refuse an existing name (a file or
  a planted symlink, which is never followed) unless --force, and then
  replace it without following it;
- a full disk (RLIMIT_FSIZE, and a small tmpfs when this runs as root) and
  a failure at each step of every file of the set (tests/cli/fault_shim.c,
  loaded with LD_PRELOAD: writing each of the 256 files of cells, creating,
  syncing, placing) leave the folder as it was: nothing of the set, the
  files --force would have replaced intact, a folder the run created gone;
- keygen with standard output unwritable (/dev/full, closed) fails and
  leaves no key file; a retry then succeeds;
- getrandom refused: the setup check draws from /dev/urandom; that refused
  too, or a regular file in its place: exit 3, "the random source" named.
"""
import os
import resource
import signal
import subprocess

from check import expect, fail, run, write

SHIM = None  # BUILD/cli_fault_shim.so


def faulty(prog, args, name, fault, **kw):
    env = {"LD_PRELOAD": SHIM, "BLS381_FAULT": fault, "ASAN_OPTIONS": "verify_asan_link_order=0"}
    return run(prog, args, name, env=env, **kw)


def snapshot(d):
    """{name: ("link", target) or ("file", bytes, mode)} of folder d; None when d is missing"""
    if not os.path.lexists(d):
        return None
    snap = {}
    for e in sorted(os.listdir(d)):
        p = os.path.join(d, e)
        if os.path.islink(p):
            snap[e] = ("link", os.readlink(p))
        elif os.path.isfile(p):
            with open(p, "rb") as f:
                snap[e] = ("file", f.read(), os.stat(p).st_mode & 0o777)
        else:
            snap[e] = ("other",)
    return snap


def same(name, folder, before):
    after = snapshot(folder)
    if after != before:
        diff = sorted(set(after or {}) ^ set(before or {})) if after and before else (after is None, before is None)
        fail(name, f"{folder} changed (names in one only: {str(diff)[:200]})")
        return False
    return True


def untouched(name, path, content):
    if content is None and os.path.lexists(path):
        fail(name, f"{path} was created")
    elif content is not None:
        with open(path, "rb") as f:
            if f.read() != content:
                fail(name, f"{path} was overwritten")


def fsize(limit):
    def set_limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # write fails with EFBIG instead of killing the program
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return set_limit


def files(prog, tmp, shim):
    global SHIM
    SHIM = shim
    base = os.path.join(tmp, "files")
    os.mkdir(base)
    blob = os.path.join(base, "blob.bin")
    expect(run(prog, ["sample-blob", blob, "5"], "sample-blob"), "sample-blob", 0, file=blob)
    outside = write(os.path.join(base, "outside"), b"keep me")
    victim = os.path.join(base, "victim")  # a symlink's target that must never be created

    # a fresh folder: 256 files, no temporary left
    good = os.path.join(base, "good")
    res = run(prog, ["cells", blob, good], "cells OUTDIR")
    expect(res, "cells OUTDIR", 0, folder=good)
    want = snapshot(good)
    if want is None or len(want) != 256 or any(not (n.startswith("cell_") or n.startswith("proof_")) for n in want):
        fail("cells OUTDIR", f"not the 256 files: {sorted(want or {})[:5]}")
        return

    # an existing set: refused, untouched; --force rewrites a damaged file
    expect(run(prog, ["cells", blob, good], "cells over a set"), "cells over a set", 2, error="CLI_EXISTS")
    same("cells over a set", good, want)
    write(os.path.join(good, "cell_005.bin"), b"junk")
    expect(run(prog, ["--force", "cells", blob, good], "cells --force"), "cells --force", 0)
    same("cells --force", good, want)

    # planted symlinks: refused and not followed; --force replaces the links themselves
    d = os.path.join(base, "links")
    os.mkdir(d)
    os.symlink(victim, os.path.join(d, "proof_007.bin"))
    os.symlink(outside, os.path.join(d, "cell_000.bin"))
    before = snapshot(d)
    for args in (["cells", blob, d], ["recover", d] + [x for k in range(64) for x in (str(k), os.path.join(good, "cell_%03d.bin" % k))]):
        name = f"{args[0]} into planted symlinks"
        expect(run(prog, args, name), name, 2, error="CLI_EXISTS")
        same(name, d, before)
        untouched(name, victim, None)
        untouched(name, outside, b"keep me")
    expect(run(prog, ["--force", "cells", blob, d], "cells --force over symlinks"), "cells --force over symlinks", 0)
    same("cells --force over symlinks", d, want)
    untouched("cells --force over symlinks", victim, None)
    untouched("cells --force over symlinks", outside, b"keep me")
    link = os.path.join(base, "link.bin")
    os.symlink(outside, link)
    ikm = write(os.path.join(base, "ikm"), bytes(range(40)))
    for args in (["sample-blob", link], ["keygen", ikm, link]):
        name = f"{args[0]} onto a symlink"
        expect(run(prog, args, name), name, 2, error="CLI_EXISTS")
        untouched(name, outside, b"keep me")
        if not os.path.islink(link):
            fail(name, "the symlink was replaced")

    # a full disk: RLIMIT_FSIZE below one cell; a new folder is removed again
    for what, args, target in (("cells, a new folder", ["cells", blob, os.path.join(base, "new")], os.path.join(base, "new")),
                               ("cells --force", ["--force", "cells", blob, good], good),
                               ("sample-blob", ["sample-blob", os.path.join(base, "big.bin")], os.path.join(base, "big.bin"))):
        name = f"{what} with RLIMIT_FSIZE 1000"
        before = snapshot(target) if os.path.isdir(target) else None
        expect(run(prog, args, name, preexec=fsize(1000)), name, 2, error="CLI_CANNOT_WRITE")
        same(name, target, before)
    tmpfs(prog, base, blob)

    # a failure at every file of the set (writing it), and at each other step
    d = os.path.join(base, "faults")
    os.mkdir(d)
    write(os.path.join(d, "keep.txt"), b"unrelated")
    before = snapshot(d)
    cases = [f"write={k}" for k in range(1, 257)] + [f"create={k}" for k in (1, 2, 128, 256)] + \
        [f"fsync={k}" for k in (1, 100, 256, 257)] + [f"link={k}" for k in (1, 2, 129, 256)]
    for fault in cases:
        name = f"cells with {fault} failing"
        expect(faulty(prog, ["cells", blob, d], name, "nosync," + fault), name, 2, error="CLI_CANNOT_WRITE")
        if not same(name, d, before):
            return
    # --force over a full set: the replaced files come back
    for fault in [f"write={k}" for k in (1, 256)] + [f"rename={k}" for k in (1, 2, 129, 256)] + \
            [f"link={k}" for k in (1, 129, 256)] + ["fsync=257"]:
        name = f"cells --force with {fault} failing"
        expect(faulty(prog, ["--force", "cells", blob, good], name, "nosync," + fault), name, 2, error="CLI_CANNOT_WRITE")
        if not same(name, good, want):
            return
    for k in (1, 2):  # a new folder: gone again
        name = f"cells into a new folder, write={k} failing"
        expect(faulty(prog, ["cells", blob, os.path.join(base, "gone")], name, f"write={k}"), name, 2)
        untouched(name, os.path.join(base, "gone"), None)
    for fault in ("write=1", "fsync=1", "link=1", "fsync=2"):
        for args in (["sample-blob", os.path.join(base, "s.bin")], ["keygen", ikm, os.path.join(base, "k")]):
            name = f"{args[0]} with {fault} failing"
            expect(faulty(prog, args, name, fault), name, 2, error="CLI_CANNOT_WRITE")
            untouched(name, args[-1], None)
    keygen_stdout(prog, base, ikm)
    random_source(prog, base, blob)
    if os.listdir(base) and any(n.startswith(".bls381-") for n in os.listdir(base)):
        fail("files", "a temporary file was left")


def tmpfs(prog, base, blob):
    """a 200 KiB tmpfs (root only): the disk fills part-way through the set"""
    mnt = os.path.join(base, "tmpfs")
    os.mkdir(mnt)
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", mnt],
                                           capture_output=True).returncode != 0:
        print("files: no small tmpfs (needs root): the full disk is RLIMIT_FSIZE only")
        return
    try:
        write(os.path.join(mnt, "keep.txt"), b"unrelated")
        before = snapshot(mnt)
        name = "cells on a full tmpfs"
        expect(run(prog, ["cells", blob, mnt], name), name, 2, error="CLI_CANNOT_WRITE")
        same(name, mnt, before)
        name = "cells on a full tmpfs, new folder"
        expect(run(prog, ["cells", blob, os.path.join(mnt, "sub")], name), name, 2, error="CLI_CANNOT_WRITE")
        same(name, mnt, before)
    finally:
        subprocess.run(["umount", mnt], check=False)


def keygen_stdout(prog, base, ikm):
    """keygen whose output cannot be written: exit 3, no key file; then a retry works"""
    key = os.path.join(base, "key")
    for how in ("/dev/full", "closed"):
        for args in (["keygen", ikm, key], ["--json", "keygen", ikm, key]):
            name = f"keygen {' '.join(args[:-2])} with standard output {how}"
            out = open("/dev/full", "wb") if how == "/dev/full" else subprocess.DEVNULL
            p = subprocess.run([prog] + args, stdout=out, stderr=subprocess.PIPE, timeout=60,
                               preexec_fn=(lambda: os.close(1)) if how == "closed" else None)
            if how == "/dev/full":
                out.close()
            err = p.stderr.decode("utf-8", "replace")
            if p.returncode != 3 or "cannot write the output" not in err or len(err.splitlines()) != 1:
                fail(name, f"exit {p.returncode}, stderr {err!r}")
            untouched(name, key, None)
    expect(run(prog, ["keygen", ikm, key], "keygen after the failures"), "keygen after the failures", 0)
    if not os.path.isfile(key) or os.stat(key).st_mode & 0o077:
        fail("keygen after the failures", "no key file, or one others may read")


def random_source(prog, base, blob):
    """--setup's check: getrandom refused, then /dev/urandom refused or not a device"""
    setup = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "kzg", "trusted_setup.txt")
    args = ["--setup", setup, "commit", blob]
    want = run(prog, ["commit", blob], "commit").obj.get("commitment")
    expect(faulty(prog, args, "getrandom refused", "getrandom"), "getrandom refused: /dev/urandom", 0, commitment=want)
    for fault in ("getrandom,urandom", "getrandom,urandom=" + blob):
        name = f"random source: {fault.split(',')[1][:8]} fails too"
        res = faulty(prog, args, name, fault)
        if expect(res, name, 3, error="BLS381_ERR_RNG") and "the random source" not in res.obj.get("message", ""):
            fail(name, f"the message does not name the random source: {res.obj}")
