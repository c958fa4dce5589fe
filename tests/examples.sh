#!/usr/bin/env bash
# The examples as a reader meets them: examples/verify_blob.c built with the
# exact `cc` line the README shows (from the repository's root, after
# `make`), then run on blobs, commitments and proofs made by build/bls381:
# a valid proof, a proof of another blob, a changed blob, and malformed
# input, each with its output and exit status checked.
set -euo pipefail
cd "$(dirname "$0")/.."
line=$(grep -E '^    cc .*examples/verify_blob\.c' README.md || true)
if [ "$(grep -c . <<<"$line")" != 1 ]; then
    echo "examples: README.md must show exactly one cc line for examples/verify_blob.c"; exit 1
fi
line=${line#    }
echo "examples: $line"
rm -f build/verify_blob
eval "$line"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build/bls381 sample-blob "$tmp/a.bin" 1 >/dev/null
build/bls381 sample-blob "$tmp/b.bin" 2 >/dev/null
build/bls381 prove "$tmp/a.bin" > "$tmp/a.txt"
build/bls381 prove "$tmp/b.bin" > "$tmp/b.txt"
ca=$(awk '/^commitment/ {print $2}' "$tmp/a.txt"); pa=$(awk '/^proof/ {print $2}' "$tmp/a.txt")
pb=$(awk '/^proof/ {print $2}' "$tmp/b.txt")
[ ${#ca} -ge 96 ] && [ ${#pa} -ge 96 ] && [ ${#pb} -ge 96 ] || { echo "examples: bls381 prove printed no points"; exit 1; }

bad=0
expect() { # expected output, expected status, arguments...
    local want=$1 want_rc=$2 got rc
    shift 2
    set +e
    got=$(build/verify_blob "$@" 2>/dev/null)
    rc=$?
    set -e
    if [ "$got" = "$want" ] && [ "$rc" = "$want_rc" ]; then
        echo "examples: ok: ${want:-error} (exit $rc)"
    else
        echo "examples: FAIL: got '$got' exit $rc, want '$want' exit $want_rc for: ${*/#$tmp\//}"; bad=1
    fi
}
expect valid 0 "$tmp/a.bin" "$ca" "$pa"
expect invalid 1 "$tmp/a.bin" "$ca" "$pb"   # another blob's proof
expect invalid 1 "$tmp/b.bin" "$ca" "$pa"   # another blob
expect "" 2 "$tmp/a.bin" "$ca" "${pa:0:90}" # truncated proof
expect "" 2 "$tmp/a.bin" "$ca" "0x$(printf 'f%.0s' {1..96})" # not a point
head -c 1000 "$tmp/a.bin" > "$tmp/short.bin"
expect "" 2 "$tmp/short.bin" "$ca" "$pa"    # not a blob
exit $bad
