#!/usr/bin/env bash
# c-kzg-4844's Go binding (bindings/go) against bls381, offline, on the Go
# toolchain and modules Debian 12 packages (doc/CKZG-BINDINGS.md, the Go row
# and "Go, offline"):
# - installs bls381 into a temporary prefix;
# - module stand-ins in a temporary folder, so that no file of the checkout
#   changes: copies of Debian's go-spew and go-difflib with the go.mod file
#   Debian leaves out, an empty gopkg.in/check.v1 (named by yaml.v3's go.mod,
#   imported by no test), blst's module as one empty package (the binding
#   imports it only to get blst's C symbols linked);
# - go.offline.mod: the binding's go.mod plus one replace line per module,
#   passed with -modfile; GOPROXY=off, so a missing module fails at once;
# - CGO_CFLAGS and CGO_LDFLAGS from `pkg-config bls381-ckzg` (cgo puts
#   CGO_CFLAGS before the binding's #cgo lines, so its #include "ckzg.c"
#   finds ours; --static: the archive, so the binding needs no
#   LD_LIBRARY_PATH);
# - go test -v in bindings/go: the binding's tests, the consensus reference
#   vectors of the tree's tests/ folder among them; then checks that the test
#   binary holds bls381's code and no blst code.
# Not in make test: it needs the Go toolchain and a c-kzg-4844 tree.
# Usage: tests/compat/go.sh CKZG_CHECKOUT [BUILD_DIR]
#   CKZG_CHECKOUT: a c-kzg-4844 source tree (checked at b7e40988, read
#   only; its blst submodule may stay empty). Skips (exit 0, saying why)
#   without go or Debian's Go modules.
# shellcheck disable=SC2034 # read by lib.sh
tree=(go.mod bindings/go/main.go bindings/go/main_test.go src/trusted_setup.txt tests/verify_kzg_proof)
# shellcheck source=tests/compat/lib.sh
. "$(dirname "$0")/lib.sh" go "$@"

command -v go >/dev/null || skip "no go on PATH (apt-get install golang-go)"
command -v pkg-config >/dev/null || skip "no pkg-config (apt-get install pkg-config)"
gocode=/usr/share/gocode/src
missing=
for m in github.com/stretchr/testify github.com/stretchr/objx github.com/davecgh/go-spew \
    github.com/pmezard/go-difflib gopkg.in/yaml.v3; do
    [ -d "$gocode/$m" ] || missing="$missing $m"
done
[ -z "$missing" ] || skip "Debian's Go modules missing in $gocode:$missing (apt-get install" \
    "golang-github-stretchr-testify-dev golang-gopkg-yaml.v3-dev)"

compat_install

# the stand-ins: module path, then the folder that replaces it
mods=$tmp/mod
mkdir -p "$mods"
module() { # PATH DIR: DIR gets a go.mod naming PATH unless it has one
    [ -f "$2/go.mod" ] || printf 'module %s\n\ngo 1.19\n' "$1" > "$2/go.mod"
    replaces+=("replace $1 => $2")
}
replaces=()
for m in github.com/davecgh/go-spew github.com/pmezard/go-difflib; do
    cp -r "$gocode/$m" "$mods/${m##*/}"
    module "$m" "$mods/${m##*/}"
done
for m in github.com/stretchr/testify github.com/stretchr/objx gopkg.in/yaml.v3; do
    replaces+=("replace $m => $gocode/$m")
done
mkdir -p "$mods/check.v1" "$mods/blst/bindings/go"
module gopkg.in/check.v1 "$mods/check.v1"
printf '%s\n' '// Package blst stands in for blst'"'"'s Go package: bls381 replaces its C code.' 'package blst' \
    > "$mods/blst/bindings/go/blst.go"
module github.com/supranational/blst "$mods/blst"
modfile=$tmp/go.offline.mod
{ cat "$ckzg/go.mod"; printf '\n'; printf '%s\n' "${replaces[@]}"; } > "$modfile"

CGO_CFLAGS="$(pkg-config --cflags bls381-ckzg) -O2 -g"
CGO_LDFLAGS=$(pkg-config --libs --static bls381-ckzg)
case $CGO_LDFLAGS in *libbls381.a*) ;; *) fail "pkg-config --libs --static bls381-ckzg: $CGO_LDFLAGS" ;; esac
export CGO_CFLAGS CGO_LDFLAGS CGO_ENABLED=1 GOPROXY=off GOFLAGS=-modfile=$modfile GOCACHE=$tmp/cache \
    GOPATH=$tmp/gopath GOTOOLCHAIN=local GOTELEMETRY=off
log=$tmp/go-test.log
start=$SECONDS
if ! (cd "$ckzg/bindings/go" && go test -v -count=1 ./...) >"$log" 2>&1; then
    grep -E -e '--- FAIL' "$log" | head -n 20 || true
    tail -n 40 "$log"
    fail "go test failed (above: the failures and the end of its output)"
fi
secs=$((SECONDS - start))
top=$(grep -c '^--- PASS' "$log" || true)
sub=$(grep -c '^    --- PASS' "$log" || true)
if grep -q -e '--- FAIL' "$log"; then fail "a test failed"; fi
grep -q '^ok ' "$log" || fail "no ok line"
{ [ "$top" -gt 0 ] && [ "$sub" -gt 0 ]; } || fail "no test ran ($top tests, $sub subtests)"
grep '^ok ' "$log"

(cd "$ckzg/bindings/go" && go test -c -o "$tmp/ckzg.test" .) || fail "go test -c failed"
compat_holds_bls381 "$tmp/ckzg.test"
echo "go compat: c-kzg's Go binding on bls381: $top tests and $sub subtests passed, 0 failed ($secs s)"
