#!/usr/bin/env bash
# make run: the main job on a fresh machine — a sample blob committed, proved
# and verified with the embedded mainnet setup, then the same through files,
# then a BLS key, a signature and its check (valid, then invalid as JSON).
set -euo pipefail
B=${1:-build}
echo "== bls381 demo (embedded mainnet setup)"
"$B/bls381" demo
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo
echo "== the same through the command line and files"
"$B/bls381" sample-blob "$tmp/blob.bin" 7
"$B/bls381" prove "$tmp/blob.bin" > "$tmp/out.txt"
cat "$tmp/out.txt"
c=$(awk '/^commitment/ {print $2}' "$tmp/out.txt")
p=$(awk '/^proof/ {print $2}' "$tmp/out.txt")
echo "verify-blob: $("$B/bls381" verify-blob "$tmp/blob.bin" "$c" "$p")"
echo
echo "== BLS signatures (Ethereum ciphersuite): a key from 32 random bytes, a signature, its check"
head -c 32 /dev/urandom > "$tmp/ikm"
pk=$("$B/bls381" keygen "$tmp/ikm" "$tmp/sk")
sig=$("$B/bls381" sign "$tmp/sk" "hello")
echo "public key $pk"
echo "signature  $sig"
echo "verify: $("$B/bls381" verify "$pk" hello "$sig")"
"$B/bls381" --json verify "$pk" "hello!" "$sig" || [ $? -eq 1 ]
