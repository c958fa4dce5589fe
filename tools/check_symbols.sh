#!/usr/bin/env bash
# Symbol hygiene of a built library: tools/check_symbols.sh [BUILD_DIR]
#
# - every global symbol the static library defines (functions and data) starts
#   with bls381_, or is one of the c-kzg-4844 names declared in include/kzg*.h
#   or include/compat/ (the c-kzg helpers its bindings call);
# - the shared library exports only the public API: the names declared with
#   BLS381_API in include/*.h and include/compat/*.h, and the c-kzg names.
# Prints every offending symbol (with its object file) and exits 1 if there
# is any. A public name declared but not defined is printed as a note.
# NM defaults to <target>-nm when CC names a cross compiler, else nm.
# BARE=1 (make BARE=1 symcheck: the freestanding library, no .so): instead of
# the exports, every symbol the library leaves undefined must be memcpy,
# memset (the firmware's own, examples/bare-m4/mem.c) or one of libgcc's.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
lib_a=$build/libbls381.a
lib_so=$build/libbls381.so
if [ -z "${NM:-}" ]; then
    machine=$(${CC:-cc} -dumpmachine 2>/dev/null || true)
    if [ -n "$machine" ] && command -v "$machine-nm" >/dev/null 2>&1; then NM=$machine-nm; else NM=nm; fi
fi
bare=${BARE:-}
[ "$bare" = 1 ] && lib_so=
for f in "$lib_a" ${lib_so:+"$lib_so"}; do
    [ -f "$f" ] || { echo "check_symbols: $f not built"; exit 1; }
done

# The declarations of a header as one line each: comments, preprocessor lines
# and brace blocks (struct/enum bodies) removed, split at semicolons.
declarations() {
    awk '
        { text = text $0 "\n" }
        END {
            # comments
            while ((i = index(text, "/*")) > 0) {
                rest = substr(text, i + 2); j = index(rest, "*/")
                text = substr(text, 1, i - 1) " " (j ? substr(rest, j + 2) : "")
            }
            gsub(/\/\/[^\n]*/, "", text)
            n = split(text, lines, "\n"); out = ""; cont = 0; cxx = 0
            for (k = 1; k <= n; k++) {          # preprocessor lines (and their continuations)
                l = lines[k]
                if (l ~ /^[ \t]*#[ \t]*ifdef[ \t]+__cplusplus/) { cxx = 1; continue }
                if (cxx) { if (l ~ /^[ \t]*#[ \t]*endif/) cxx = 0; continue }   # extern "C" { and }
                if (cont || l ~ /^[ \t]*#/) { cont = (l ~ /\\$/); continue }
                out = out " " l
            }
            depth = 0; flat = ""
            for (k = 1; k <= length(out); k++) {  # brace blocks
                c = substr(out, k, 1)
                if (c == "{") { depth++; continue }
                if (c == "}") { depth--; continue }
                if (depth == 0) flat = flat c
            }
            gsub(/[ \t]+/, " ", flat)
            m = split(flat, decl, ";")
            for (k = 1; k <= m; k++) print decl[k]
        }' "$@"
}

# The name a declaration declares: the identifier before the first "(" once
# attributes are dropped, or the last identifier of a data declaration.
declared_name() {
    sed -E 's/__attribute__ *\(\(([^()]|\([^()]*\))*\)\)//g; s/BLS381_[A-Z_]+//g' |
    awk '{
        s = $0
        if ((i = index(s, "(")) > 0) s = substr(s, 1, i - 1)
        else sub(/\[.*$/, "", s)
        if (match(s, /[A-Za-z_][A-Za-z0-9_]*[ \t]*$/)) {
            name = substr(s, RSTART, RLENGTH); sub(/[ \t]+$/, "", name); print name
        }
    }'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# public API: BLS381_API declarations of every header, plus the KZG names
declarations include/*.h include/compat/*.h | { grep -E '(^|[^A-Za-z0-9_])BLS381_API([^A-Za-z0-9_]|$)' || true; } |
    declared_name > "$tmp/api"
: > "$tmp/kzg"
if [ -f include/kzg.h ]; then
    declarations include/kzg*.h include/compat/*.h |
        { grep -Ev '^ *(typedef|$)|^ *(struct|union|enum) [A-Za-z_][A-Za-z0-9_]* *$' || true; } |
        declared_name > "$tmp/kzg"
fi
sort -u "$tmp/api" "$tmp/kzg" > "$tmp/allowed"
sort -u "$tmp/kzg" > "$tmp/kzg.sorted"
if [ ! -s "$tmp/api" ]; then echo "check_symbols: found no BLS381_API declaration in include/"; exit 1; fi

bad=0
# static library: every defined global (any type: text, data, bss, rodata, weak, common)
"$NM" -g --defined-only "$lib_a" | awk '
    /:$/ { obj = substr($0, 1, length($0) - 1); next }
    NF >= 3 { print $3 "\t" obj }' > "$tmp/static"
awk -F'\t' 'FILENAME == ARGV[1] { kzg[$1] = 1; next } $1 !~ /^bls381_/ && !($1 in kzg) { print }' \
    "$tmp/kzg.sorted" "$tmp/static" > "$tmp/static.bad"
if [ -s "$tmp/static.bad" ]; then
    echo "check_symbols: global symbols of $lib_a without the bls381_ prefix (symbol, object):"
    sed 's/^/    /' "$tmp/static.bad"
    bad=1
fi

if [ "$bare" = 1 ]; then
    export LC_ALL=C
    "$NM" -u "$lib_a" | awk 'NF >= 2 { print $2 }' | sort -u > "$tmp/undef"
    { cut -f1 "$tmp/static"; printf '%s\n' memcpy memset
      "$NM" -g --defined-only "$(${CC:-cc} -print-libgcc-file-name)" | awk 'NF >= 3 { print $3 }'; } |
        sort -u > "$tmp/provided"
    comm -23 "$tmp/undef" "$tmp/provided" > "$tmp/undef.bad"
    if [ -s "$tmp/undef.bad" ]; then
        echo "check_symbols: $lib_a needs symbols the bare build does not document (not memcpy, memset or libgcc's):"
        sed 's/^/    /' "$tmp/undef.bad"
        exit 1
    fi
    [ "$bad" = 0 ] || exit 1
    { cut -f1 "$tmp/static"; printf '%s\n' memcpy memset; } | sort -u > "$tmp/own"
    echo "check_symbols: $build: $(wc -l < "$tmp/static") globals in libbls381.a, all prefixed; undefined:" \
        "$(comm -12 "$tmp/undef" <(printf '%s\n' memcpy memset) | tr '\n' ' ')and from libgcc" \
        "$(comm -23 "$tmp/undef" "$tmp/own" | tr '\n' ' ')"
    exit 0
fi

# shared library: the exported (dynamic) symbols must all be public API
"$NM" -D --defined-only "$lib_so" | awk 'NF >= 3 { print $3 }' | sed 's/@.*//' | sort -u > "$tmp/exported"
comm -23 "$tmp/exported" "$tmp/allowed" > "$tmp/shared.bad"
if [ -s "$tmp/shared.bad" ]; then
    echo "check_symbols: $lib_so exports symbols that are not declared BLS381_API in include/ (nor in kzg.h):"
    sed 's/^/    /' "$tmp/shared.bad"
    bad=1
fi
comm -13 "$tmp/exported" "$tmp/allowed" > "$tmp/missing"
if [ -s "$tmp/missing" ]; then
    echo "check_symbols: note: declared in include/ but not defined by $lib_so:"
    sed 's/^/    /' "$tmp/missing"
fi

[ "$bad" = 0 ] || exit 1
echo "check_symbols: $build: $(wc -l < "$tmp/static") globals in libbls381.a, $(wc -l < "$tmp/exported") exports in libbls381.so, all public ($(wc -l < "$tmp/allowed") names declared)"
