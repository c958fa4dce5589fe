#!/usr/bin/env bash
# The timing rule of include/bls381.h, checked: every public function (each
# BLS381_API declaration of include/ and include/compat/, and the c-kzg
# functions of kzg.h and kzg_setup_file.h) is
#   - named *_vartime, or
#   - declared in a header whose opening comment says "Public data only"
#     (or, as include/bls381_msm.h words it, "(variable time"), or
#   - named in the umbrella's list of variable-time functions (bls381.h), or
#   - called in tests/ctime/*.c (run with secret inputs under valgrind;
#     comments do not count).
# The list must be exact: each name in it is a public function that is
# none of the others, and the umbrella names exactly the marked headers.
#
#   tests/timing_rule.sh            the check, on this tree
#   tests/timing_rule.sh --control  also: a copy of the headers with a planted
#                                   undeclared-timing function must fail it
#   tests/timing_rule.sh --root DIR the check on the tree at DIR
set -euo pipefail
cd "$(dirname "$0")/.."
CC=${CC:-cc}
if [ "${1:-}" = --control ]; then
    bash "$0"
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$tmp/tests"
    cp -r include "$tmp/"
    cp -r tests/ctime "$tmp/tests/"
    # planted: one in a layer header, one in include/compat/blst.h (a comment in
    # tests/ctime naming the first must not count as a call)
    printf '\nBLS381_API void bls381_planted_secret_op(int x);\n' >> "$tmp/include/bls381_field.h"
    printf '\nBLS381_API void planted_compat_helper(int x);\n' >> "$tmp/include/compat/blst.h"
    printf '/* bls381_planted_secret_op(x) */\n' >> "$tmp/tests/ctime/ct_field.c"
    if out=$(bash "$0" --root "$tmp"); then
        echo "timing rule: the planted functions were NOT flagged: the check is broken"; echo "$out"; exit 1
    fi
    if ! grep -q 'bls381_planted_secret_op' <<<"$out" || ! grep -q 'planted_compat_helper' <<<"$out"; then
        echo "timing rule: the check failed without naming both planted functions:"; echo "$out"; exit 1
    fi
    echo "timing rule: planted bls381_planted_secret_op and planted_compat_helper were flagged, as they must be"
    exit 0
fi
if [ "${1:-}" = --root ]; then cd "$2"; fi
fail=0
# "header name" for each public function
decls() {
    for h in include/*.h include/compat/*.h; do
        awk '/^[ \t]*#/ { next }
             /BLS381_API/ { decl = 1; buf = "" }
             decl { buf = buf " " $0; if ($0 ~ /[;{]/) { print buf; decl = 0 } }' "$h" |
            grep -o '\b[a-z0-9_]*[ *]*(' | grep -o '^[a-z0-9_]*' | grep -E '^(bls381_|[a-z])' |
            grep -vE '^(__attribute__|visibility|warn_unused_result)$' | sed "s|^|$h |" || true
    done
    for h in include/kzg*.h; do
        (grep -hoE '^(BLS381_API )?(C_KZG_RET|void|bool)[ *]+[a-z_0-9]+\(' "$h" || true) |
            grep -oE '[a-z_0-9]+\($' | tr -d '(' | sed "s|^|$h |"
    done
}
# the opening comment of a header (up to the first */)
opening() { awk '{ print } /\*\// { exit }' "$1"; }
umbrella=$(opening include/bls381.h)
listed=$(printf '%s\n' "$umbrella" | grep -oE '\bbls381_[a-z0-9_]+\b(\.h)?\(?' | grep '($' | tr -d '(' | sort -u || true)
# headers by their path below include/ (compat/ckzg_helpers.h)
listed_h=$(printf '%s\n' "$umbrella" | grep -oE '\b(compat/)?(bls381_[a-z0-9_]+|kzg[a-z0-9_]*|ckzg_helpers)\.h\b' | sort -u || true)
marked_h=$(for h in include/*.h include/compat/*.h; do
               opening "$h" | grep -qE 'Public data only|\(variable time' && echo "${h#include/}"
           done | sort -u || true)
if [ "$listed_h" != "$marked_h" ]; then
    echo "bls381.h names the public-data-only headers: $(echo $listed_h)"
    echo "the headers marked \"Public data only\" or \"(variable time\": $(echo $marked_h)"
    fail=1
fi
# the constant-time check's code, its comments removed
ct=$(for f in tests/ctime/*.c; do $CC -fpreprocessed -dD -E -P "$f"; done)
total=0 bad=0
declare -A is_pub=()
while read -r h f; do
    is_pub[$f]=1
    total=$((total + 1))
    in_list=0 in_ct=0 in_h=0
    grep -qx "$f" <<<"$listed" && in_list=1
    grep -qw "$f" <<<"$ct" && in_ct=1
    grep -qx "${h#include/}" <<<"$marked_h" && in_h=1
    case $f in *_vartime) continue ;; esac
    if [ $((in_list + in_ct + in_h)) -eq 0 ]; then
        echo "timing rule: $f ($h) is not _vartime, not in a public-data-only header, not in bls381.h's list, not in tests/ctime"
        bad=$((bad + 1))
    elif [ $in_list -eq 1 ] && [ $((in_ct + in_h)) -gt 0 ]; then
        echo "timing rule: $f is in bls381.h's variable-time list but also $([ $in_ct = 1 ] && echo "checked constant time in tests/ctime" || echo "in a public-data-only header")"
        bad=$((bad + 1))
    fi
done < <(decls | sort -u)
for f in $listed; do
    [ -n "${is_pub[$f]+x}" ] || { echo "timing rule: bls381.h lists $f, which is not a public function"; bad=$((bad + 1)); }
done
echo "$total public functions, $bad against the timing rule"
[ $bad -eq 0 ] && [ $fail -eq 0 ]
