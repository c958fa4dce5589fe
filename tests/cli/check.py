"""Running the bls381 program and checking what it prints (tests/cli/run.py).

Every run is checked for the program's promises whatever the command:
the exit status is 0 (ok, valid), 1 (invalid), 2 (bad input) or 3
(internal); with --json stdout is exactly one JSON object (json module),
with "command", "valid" (a boolean matching the status) for verdicts, and
"error" and "message" (strings) on failure; a failure prints exactly one
line on stderr starting "bls381: ", a success nothing.
"""
import json
import os
import subprocess

failures = []
runs = 0


def fail(name, why):
    failures.append(f"{name}: {why}")
    print(f"FAIL {name}: {why}")


class Result:
    def __init__(self, rc, out, err, obj):
        self.rc, self.out, self.err, self.obj = rc, out, err, obj


def run(prog, args, name, json_mode=True, stdin=None, limit_memory=None, timeout=120, env=None, preexec=None):
    """Runs prog [--json] args; returns a Result (obj: the parsed JSON object).
    env: variables added to the environment; preexec: run in the child
    before the program starts."""
    global runs
    runs += 1
    cmd = [prog] + (["--json"] if json_mode else []) + args

    if os.environ.get("BLS381_CLI_SANITIZED"):  # ASan reserves terabytes of address space: no limit
        limit_memory = None

    def limits():
        if limit_memory:
            import resource
            resource.setrlimit(resource.RLIMIT_AS, (limit_memory, limit_memory))
        if preexec:
            preexec()

    p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout,
                       preexec_fn=limits if limit_memory or preexec else None,
                       env=dict(os.environ, **env) if env else None)
    out, err = p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    res = Result(p.returncode, out, err, None)
    if p.returncode not in (0, 1, 2, 3):
        fail(name, f"exit status {p.returncode}")
        return res
    lines = err.splitlines()
    if p.returncode >= 2 and (len(lines) != 1 or not lines[0].startswith("bls381: ")):
        fail(name, f"a failure must print one line 'bls381: ...' on stderr, not {err!r}")
    if p.returncode < 2 and err:
        fail(name, f"a success printed on stderr: {err!r}")
    if not json_mode:
        return res
    try:
        objs = [json.loads(line) for line in out.splitlines()]
    except ValueError as e:
        fail(name, f"stdout is not JSON ({e}): {out[:200]!r}")
        return res
    if len(objs) != 1 or not isinstance(objs[0], dict):
        fail(name, f"stdout must be one JSON object, not {out[:200]!r}")
        return res
    obj = res.obj = objs[0]
    rest = list(args)
    while rest and rest[0].startswith("-"):  # the options, with the values of --threads and --setup
        rest = rest[2:] if rest[0] in ("--threads", "--setup") else rest[1:]
    want_cmd = rest[0] if rest else None
    if "command" not in obj or (obj["command"] is not None and obj["command"] != want_cmd and p.returncode < 2):
        fail(name, f"\"command\" is {obj.get('command')!r}")
    if p.returncode >= 2:
        if not isinstance(obj.get("error"), str) or not isinstance(obj.get("message"), str):
            fail(name, f"a failure needs \"error\" and \"message\" strings: {obj}")
        elif obj["message"] not in err:
            fail(name, "the JSON message and the stderr line differ")
    elif "valid" in obj and obj["valid"] is not (p.returncode == 0):
        fail(name, f"\"valid\": {obj['valid']!r} with exit status {p.returncode}")
    if "reason" in obj and (obj.get("valid") is not False or not str(obj["reason"]).startswith("BLS381_ERR_")):
        fail(name, f"a \"reason\" goes with \"valid\": false and names a library error: {obj}")
    for k, v in obj.items():
        vals = v if isinstance(v, list) else [v]
        for x in vals:
            if isinstance(x, str) and k not in ("command", "error", "message", "file", "folder", "reason", "usage", "help") and \
                    not (x.startswith("0x") and all(c in "0123456789abcdef" for c in x[2:])):
                fail(name, f"\"{k}\" is not 0x-prefixed lowercase hex: {x[:60]!r}")
    return res


def expect(res, name, rc, error=None, **fields):
    """The status, the error code (a prefix or a tuple of them will do:
    "C_KZG_", ("CLI_BAD_LENGTH", "C_KZG_BADARGS"))
    and the named result fields (hex compared without case)."""
    if res.rc != rc:
        fail(name, f"exit status {res.rc}, expected {rc} (stderr {res.err.strip()[:200]!r})")
        return False
    if res.obj is None:
        return not fields and error is None
    if error is not None and not str(res.obj.get("error", "")).startswith(error if isinstance(error, tuple) else (error,)):
        fail(name, f"error {res.obj.get('error')!r}, expected {error}")
        return False
    for k, v in fields.items():
        got = res.obj.get(k)
        if isinstance(v, str) and isinstance(got, str):
            ok = got.lower() == v.lower()
        elif isinstance(v, list) and isinstance(got, list):
            ok = [str(x).lower() for x in got] == [str(x).lower() for x in v]
        else:
            ok = got == v
        if not ok:
            fail(name, f"\"{k}\" is {str(got)[:80]!r}, expected {str(v)[:80]!r}")
            return False
    return True


def write(path, data):
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
    return path


def hex_file(tmp, name, hexstr, binary=False):
    """A value as a file: hex text with a line end, or its bytes."""
    path = os.path.join(tmp, name)
    h = hexstr[2:] if hexstr.startswith("0x") else hexstr
    return write(path, bytes.fromhex(h) if binary else hexstr + "\n")


def yaml_load(text):
    """The data.yaml shapes of the consensus-spec KZG vectors: mappings,
    block lists (nested "- - "), flow lists of numbers, quoted strings,
    null/true/false."""
    lines = [ln.rstrip() for ln in text.split("\n") if ln.strip()]
    pos = 0

    def indent(ln):
        return len(ln) - len(ln.lstrip(" "))

    def scalar(s):
        s = s.strip()
        if s.startswith("'"):
            return s[1:-1].replace("''", "'")
        if s.startswith("["):
            inner = s[1:-1].strip()
            return [scalar(x) for x in inner.split(",")] if inner else []
        return {"null": None, "true": True, "false": False}.get(s, int(s) if s.lstrip("-").isdigit() else s)

    def block(ind):
        nonlocal pos
        if lines[pos][ind:].startswith("-"):
            out = []
            while pos < len(lines) and indent(lines[pos]) == ind and lines[pos][ind:].startswith("-"):
                rest = lines[pos][ind + 2:]
                if rest.startswith("- "):  # "- - x": a list inside, starting on this line
                    lines[pos] = " " * (ind + 2) + rest
                    out.append(block(ind + 2))
                else:
                    out.append(scalar(rest))
                    pos += 1
            return out
        out = {}
        while pos < len(lines) and indent(lines[pos]) == ind and not lines[pos][ind:].startswith("-"):
            key, _, rest = lines[pos].strip().partition(":")
            pos += 1
            rest = rest.strip()
            while rest.startswith("[") and "]" not in rest:  # a flow list over several lines
                rest += " " + lines[pos].strip()
                pos += 1
            out[key] = scalar(rest) if rest else block(indent(lines[pos]))
        return out

    return block(0)
