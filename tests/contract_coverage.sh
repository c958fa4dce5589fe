#!/usr/bin/env bash
# Every public function must be named in tests/test_contract_*.c (the
# bad-input contract tests, one file per layer: test_contract_kzg.c has the
# KZG API) or tests/contract_points.c (their malformed points): each
# BLS381_API declaration of include/, and
# each function of the c-kzg-4844 API in include/kzg*.h (the c-kzg helpers of
# include/compat/ have theirs in tests/compat/helpers.c). A new function
# without a contract case (or a place in its PRECONDITION list) fails here.
set -euo pipefail
cd "$(dirname "$0")/.."
tests=(tests/test_contract*.c tests/contract_*.c tests/compat/*.c)
# names declared with BLS381_API (the declaration may run over lines)
names=$(awk '/BLS381_API/ { decl = 1; buf = "" }
             decl { buf = buf " " $0; if ($0 ~ /[;{]/) { print buf; decl = 0 } }' include/*.h include/compat/*.h |
        grep -o '\b[a-z0-9_]*[ *]*(' | grep -o '^[a-z0-9_]*' | grep -E '^(bls381_|[a-z])' |
        grep -vE '^(__attribute__|visibility|warn_unused_result)$' | sort -u)
# the c-kzg API in include/kzg*.h (its functions may be declared with or
# without BLS381_API)
if [ -f include/kzg.h ]; then
    names+=$'\n'$( (grep -hoE '^(BLS381_API )?(C_KZG_RET|void|bool)[ *]+[a-z_0-9]+\(' include/kzg*.h || true) |
                  grep -oE '[a-z_0-9]+\($' | tr -d '(' | sort -u)
    names=$(printf '%s\n' $names | sort -u)
fi
missing=0 total=0
for f in $names; do
    total=$((total + 1))
    if ! grep -qw "$f" "${tests[@]}"; then echo "no contract case: $f"; missing=$((missing + 1)); fi
done
echo "$total public functions, $missing without a contract case"
[ "$missing" -eq 0 ]
