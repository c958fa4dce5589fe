#!/usr/bin/env bash
# Every public function must be named in tests/test_contract.c (the
# bad-input contract test): each BLS381_API declaration of include/, and
# each function of the c-kzg-4844 API in include/kzg.h. A new function
# without a contract case (or a place in its PRECONDITION list) fails here.
set -euo pipefail
cd "$(dirname "$0")/.."
test=tests/test_contract.c
# names declared with BLS381_API (the declaration may run over lines)
names=$(awk '/BLS381_API/ { decl = 1; buf = "" }
             decl { buf = buf " " $0; if ($0 ~ /[;{]/) { print buf; decl = 0 } }' include/*.h |
        grep -o '\b[a-z0-9_]*[ *]*(' | grep -o '^[a-z0-9_]*' | grep -E '^(bls381_|[a-z])' |
        grep -vE '^(__attribute__|visibility|warn_unused_result)$' | sort -u)
# the c-kzg API: the C_KZG_RET functions and the setup loaders of kzg.h
if [ -f include/kzg.h ]; then
    names+=$'\n'$(grep -hoE '^(C_KZG_RET|void|bool|size_t|uint64_t)[ *]+[a-z_0-9]+\(' include/kzg.h |
                  grep -oE '[a-z_0-9]+\($' | tr -d '(' | sort -u)
fi
missing=0 total=0
for f in $names; do
    total=$((total + 1))
    if ! grep -qw "$f" "$test"; then echo "not in $test: $f"; missing=$((missing + 1)); fi
done
echo "$total public functions, $missing without a contract case"
[ "$missing" -eq 0 ]
