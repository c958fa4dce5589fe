#!/usr/bin/env bash
# c-kzg-4844's Rust binding (bindings/rust) against bls381, offline, on the
# crates Debian 12 packages (doc/CKZG-BINDINGS.md, the Rust row and
# "Rust, offline"):
# - installs bls381 into a temporary prefix;
# - lays out the c-kzg tree given by the caller (read only: symlinks, and a
#   copy of Cargo.toml with the version requirements Debian's crates meet,
#   blst, rand and serde_yaml pointed at the stand-ins in tests/compat/rust/,
#   criterion and bindgen left out);
# - .cargo/config.toml: crates.io replaced by /usr/share/cargo/registry, and
#   Cargo's build-script override for `links = "ckzg"` linking libbls381.a
#   instead of the C code build.rs would compile;
# - cargo test --offline --features serde: the binding's tests, the
#   consensus reference vectors of the tree's tests/ folder among them, and
#   then checks that the test binary holds bls381's code and that c-kzg's
#   build script never ran.
# Not in make test: a cold cargo build and the run take minutes
# (doc/CKZG-BINDINGS.md, "Recipes", has the times measured).
# Usage: tests/compat/rust.sh CKZG_CHECKOUT [BUILD_DIR]
#   CKZG_CHECKOUT: a c-kzg-4844 source tree (checked at b7e40988; its blst
#   submodule may stay empty). Skips (exit 0, saying why) without cargo or
#   Debian's crates.
# shellcheck disable=SC2034 # read by lib.sh
tree=(Cargo.toml bindings/rust/src/lib.rs src/trusted_setup.txt tests/verify_kzg_proof)
# shellcheck source=tests/compat/lib.sh
. "$(dirname "$0")/lib.sh" rust "$@"
repo=$(pwd)

PATH=$PATH:${CARGO_HOME:-$HOME/.cargo}/bin
for t in cargo rustc; do
    command -v $t >/dev/null || skip "no $t on PATH or in ~/.cargo/bin"
done
registry=/usr/share/cargo/registry
missing=
for c in arbitrary- cc- glob- hex- libc- once_cell- rand-0.8 serde- serde_derive- serde_json- serde_yaml-0.8; do
    compgen -G "$registry/$c*" >/dev/null || missing="$missing ${c%-}"
done
[ -z "$missing" ] || skip "Debian's crates missing in $registry:$missing (apt-get install librust-arbitrary-dev" \
    "librust-cc-dev librust-glob-dev librust-hex-dev librust-libc-dev librust-once-cell-dev librust-rand-dev" \
    "librust-serde-dev librust-serde-derive-dev librust-serde-json-dev librust-serde-yaml-dev; rand and" \
    "serde_yaml at 0.8, as Debian 12)"
triple=$(rustc -vV | sed -n 's/^host: //p')

compat_install

# the package root two levels down: the binding's serde tests open
# ../../src/trusted_setup.txt, a path that holds only in c-kzg's
# bindings/rust (cargo runs tests in the package root, where its other
# tests open src/trusted_setup.txt)
root=$tmp/w/c-kzg
mkdir -p "$root/.cargo"
for d in src inc bindings tests; do ln -s "$ckzg/$d" "$root/$d"; done
ln -s "$ckzg/src" "$tmp/src"

# Cargo.toml: each line replaced must be there as at b7e40988
edits=(
    's|^blst = { version = "0.3.16", default-features = false }$|blst = { path = "@/blst", default-features = false }|'
    's|^once_cell = { version = "1.21", |once_cell = { version = "1.17", |'
    '/^criterion = "0.5.1"$/d'
    's|^glob = "0.3.3"$|glob = "0.3"|'
    's|^rand = "0.9.4"$|rand = { path = "@/rand" }|'
    's|^serde_json = "1.0.150"$|serde_json = "1"|'
    's|^serde_yaml = "0.9.34"$|serde_yaml = { path = "@/serde_yaml" }|'
    '/^bindgen = { version = "0.71.1", optional = true }$/d'
    '/^generate-bindings = \["dep:bindgen"\]$/d'
    's|^cc = "1.2"$|cc = "1"|'
)
cp "$ckzg/Cargo.toml" "$root/Cargo.toml"
for e in "${edits[@]}"; do
    before=$(cat "$root/Cargo.toml")
    sed -i "${e//@/$repo/tests/compat/rust}" "$root/Cargo.toml"
    [ "$before" != "$(cat "$root/Cargo.toml")" ] || fail "$ckzg/Cargo.toml differs from b7e40988's: '$e' changed nothing"
done
cat > "$root/.cargo/config.toml" <<EOF
[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "$registry"

[target.$triple.ckzg]
rustc-link-lib = ["static=bls381", "pthread"]
rustc-link-search = ["$prefix/lib"]
EOF

export CARGO_TARGET_DIR=$root/target
log=$tmp/cargo-test.log
start=$SECONDS
if ! (cd "$root" && cargo test --offline --features serde) >"$log" 2>&1; then
    tail -n 60 "$log"
    fail "cargo test failed (above: the end of its output)"
fi
grep -E '^test |^test result' "$log"
result=$(grep -m1 '^test result: ok\. [0-9]* passed; 0 failed' "$log") || fail "no passing test result"
passed=${result#test result: ok. }
passed=${passed%% passed*}
[ "$passed" -gt 0 ] || fail "no test ran"
compgen -G "$CARGO_TARGET_DIR/debug/build/c-kzg-*" >/dev/null && fail "c-kzg's build script ran: the override did not apply"
bin=
for f in "$CARGO_TARGET_DIR"/debug/deps/c_kzg-*; do
    if [ -f "$f" ] && [ -x "$f" ]; then bin=$f; fi
done
[ -n "$bin" ] || fail "no test binary"
compat_holds_bls381 "$bin"
echo "rust compat: c-kzg's Rust binding on bls381: $passed tests passed, 0 failed ($((SECONDS - start)) s)"
