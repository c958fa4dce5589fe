#!/usr/bin/env bash
# The timing rule of include/bls381.h, checked: every public function (each
# BLS381_API declaration of include/, and the c-kzg functions of kzg.h) is
#   - named *_vartime, or
#   - declared in a header whose opening comment says "Public data only"
#     (or, as include/bls381_msm.h words it, "(variable time"), or
#   - named in the umbrella's list of variable-time functions (bls381.h), or
#   - called in tests/ctime/*.c (run with secret inputs under valgrind).
# The list must be exact: each name in it is a public function that is
# none of the others, and the umbrella names exactly the marked headers.
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0
# "header name" for each public function
decls() {
    for h in include/*.h; do
        awk '/BLS381_API/ { decl = 1; buf = "" }
             decl { buf = buf " " $0; if ($0 ~ /[;{]/) { print buf; decl = 0 } }' "$h" |
            grep -o '\b[a-z0-9_]*[ *]*(' | grep -o '^[a-z0-9_]*' | grep -E '^(bls381_|[a-z])' |
            grep -vE '^(__attribute__|visibility|warn_unused_result)$' | sed "s|^|$h |" || true
    done
    (grep -hoE '^(BLS381_API )?(C_KZG_RET|void|bool)[ *]+[a-z_0-9]+\(' include/kzg.h || true) |
        grep -oE '[a-z_0-9]+\($' | tr -d '(' | sed 's|^|include/kzg.h |'
}
# the opening comment of a header (up to the first */)
opening() { awk '{ print } /\*\// { exit }' "$1"; }
umbrella=$(opening include/bls381.h)
listed=$(printf '%s\n' "$umbrella" | grep -oE '\bbls381_[a-z0-9_]+\b(\.h)?\(?' | grep '($' | tr -d '(' | sort -u || true)
listed_h=$(printf '%s\n' "$umbrella" | grep -oE '\b(bls381_[a-z0-9_]+|kzg)\.h\b' | sort -u || true)
marked_h=$(for h in include/*.h; do
               opening "$h" | grep -qE 'Public data only|\(variable time' && basename "$h"
           done | sort -u || true)
if [ "$listed_h" != "$marked_h" ]; then
    echo "bls381.h names the public-data-only headers: $(echo $listed_h)"
    echo "the headers marked \"Public data only\" or \"(variable time\": $(echo $marked_h)"
    fail=1
fi
ct=$(cat tests/ctime/*.c)
total=0 bad=0
declare -A is_pub=()
while read -r h f; do
    is_pub[$f]=1
    total=$((total + 1))
    in_list=0 in_ct=0 in_h=0
    grep -qx "$f" <<<"$listed" && in_list=1
    grep -qw "$f" <<<"$ct" && in_ct=1
    grep -qx "$(basename "$h")" <<<"$marked_h" && in_h=1
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
