#!/usr/bin/env bash
# `make test`: every build variant and every check, in order, stopping at the
# first failure. Each step prints a header; the whole run ends with "ALL OK".
#
#   tests/run_all.sh               every step, in the order of this file
#   tests/run_all.sh NAME...       those steps only, in the order given
#   tests/run_all.sh --list        the step names and titles
#
# A step is a block `def NAME "title"` + `step_NAME() { ... }`; it builds what
# it needs (need_default_build, unpack_kzg_vectors), so any one runs alone.
set -euo pipefail
cd "$(dirname "$0")/.."
J=-j$(nproc 2>/dev/null || echo 2)
CC=${CC:-cc}
# each step's wall time, printed as the next one starts and listed at the end
times=() last= t0=$SECONDS
step_done() {
    if [ -n "$last" ]; then
        times+=("$(printf '%5ds  %s' $((SECONDS - t0)) "$last")")
        printf '(%ds)\n' $((SECONDS - t0))
    fi
    last=$* t0=$SECONDS
}
step() { step_done "$*"; printf '\n=== %s\n' "$*"; }

# The step registry: `def NAME "title"` before each step's function.
STEPS=() declare -A TITLE=()
def() { STEPS+=("$1"); TITLE[$1]=$2; }

# The default build (build/): most steps use its programs. make is quick
# when nothing changed.
need_default_build() { make $J CC="$CC" all >/dev/null; }
# A variant's build (another BUILD): its embedded setup tables copied from
# the default build's (the same bytes whichever build makes them; Makefile,
# MAINNET_TABLES_FROM) instead of generated again by its own generator,
# which under a sanitizer or at -O0 takes a minute or more.
TABLES=MAINNET_TABLES_FROM=build/gen/kzg_mainnet_tables.c
variant_make() { need_default_build; make $J "$TABLES" "$@"; }
# The consensus-spec KZG vectors unpacked into build/kzg-vectors (again
# only when the archive is newer).
unpack() { # $1: the .tar.xz, $2: where to unpack it
    if [ ! -f "$2/.unpacked" ] || [ "$1" -nt "$2/.unpacked" ]; then
        rm -rf "$2" && mkdir -p "$2" && tar -xJf "$1" -C "$2" && touch "$2/.unpacked"
    fi
}
unpack_kzg_vectors() { unpack tests/vectors/kzg/kzg-mainnet-tests.tar.xz build/kzg-vectors; }

# The unit suite as two processes taking the tests in turn from one queue
# (BLS381_TEST_QUEUE, tests/main.c), so that both cores of a 2-core machine
# work through the single-threaded tests; their output is printed when both
# are done, shard after shard, and kept in LOG unless it is "-". Fails when
# either fails. Usage: [VAR=value...] unit LOG PROGRAM [FILTER...]
unit() {
    local log=$1 dir rc=0 p0 p1
    shift
    dir=$(mktemp -d)
    # the two processes take the tests in turn from one queue (tests/main.c)
    BLS381_TEST_QUEUE=$dir/queue BLS381_TEST_SHARD=0/2 "$@" > "$dir/0" 2>&1 & p0=$!
    BLS381_TEST_QUEUE=$dir/queue BLS381_TEST_SHARD=1/2 "$@" > "$dir/1" 2>&1 & p1=$!
    wait "$p0" || rc=1
    wait "$p1" || rc=1
    if [ "$log" = - ]; then cat "$dir/0" "$dir/1"; else cat "$dir/0" "$dir/1" | tee "$log"; fi
    rm -rf "$dir"
    return $rc
}

# The tests whose every case is a whole load of the mainnet setup (the
# loader's refusals, the precomputed tables, the lane loader, 16 threads
# sharing the settings): 5 to 9 s a load at -O0. They run in default (the
# assembly), under the sanitizers on the portable C (asan, with
# BLS381_FORCE_PORTABLE=1) and in the VERIFY build; portable_forced and
# no_asm (the same portable C as asan's), -O0 and no-__int128 leave them
# out and keep one load (kzg_setup__embedded_tables_equal_the_file_loader).
SETUP_HEAVY=(-kzg_setup__refuses -kzg_setup__file_loader -kzg_setup__forged -contract_kzg_setup
             -kzg_4844__precomputed_tables -load_trusted_setup__lanes -concurrency)

# The assembly tests (tests/test_asm.c) print "NOT APPLICABLE" when they
# cannot run. That is a failure when the build has assembly and the CPU has
# BMI2 and ADX.
asm_expected() {
    compgen -G "$1/obj/asm/*.o" >/dev/null &&
        grep -qw adx /proc/cpuinfo 2>/dev/null && grep -qw bmi2 /proc/cpuinfo
}
check_asm_ran() { # build dir, test log
    if asm_expected "$1" && grep -q "NOT APPLICABLE" "$2"; then
        echo "FAIL: the assembly tests did not run, but this CPU has BMI2 and ADX"
        exit 1
    fi
}

def default "default build ($CC)"
step_default() {
    make $J CC="$CC" all
    # the registries are made only for the objects that read them (the
    # library reads none); the ctime one is not part of `all`
    make $J CC="$CC" build/gen/test_list.h build/gen/ctime_list.h build/gen/bench_list.h
    # an unregistered TEST, CTIME or BENCH_GROUP (indented, spaced, or made
    # by a macro) must not compile: its prototype comes only from the
    # registry (tests/harness.h, tests/ctime/ctime.h, bench/bench.h)
    local reg dir hdr m form
    for reg in tests:harness.h:TEST tests/ctime:ctime.h:CTIME bench:bench.h:BENCH_GROUP; do
        IFS=: read -r dir hdr m <<<"$reg"
        for form in "  $m(planted__x) {}" "$m (planted__x) {}" "#define WRAP(n) $m(n)\nWRAP(planted__x) {}"; do
            printf "#include \"$hdr\"\n$form\n" > build/planted_test.c
            # refused for the missing prototype, not for another reason
            if $CC -std=c11 -Wall -Wmissing-prototypes -Werror -I"$dir" -Ibuild/gen -Iinclude \
                -c build/planted_test.c -o build/planted_test.o 2>build/planted_test.err ||
                ! grep -q 'prototype' build/planted_test.err; then
                echo "FAIL: an unregistered $m was not refused for its missing prototype:"
                cat build/planted_test.c build/planted_test.err; exit 1
            fi
        done
    done
    unit build/tests.log build/tests
    check_asm_ran build build/tests.log
    # the two shards ran every test once: their counts add up to the list's
    local listed ran
    listed=$(grep -c '^X(' build/gen/test_list.h)
    ran=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' build/tests.log | awk '{s += $1 + $3} END {print s}')
    if [ "$listed" != "$ran" ]; then
        echo "FAIL: the shards ran $ran tests, the list has $listed"; exit 1
    fi
}

def vectors_h2c "vectors: RFC 9380 hash-to-curve and expand_message_xmd"
step_vectors_h2c() {
    need_default_build
    build/vectors h2c tests/vectors/h2c
    if [ -d ../shared/vectors/h2c ]; then build/vectors h2c ../shared/vectors/h2c; fi
}

def vectors_bls "vectors: Ethereum BLS signatures (bls12-381-tests)"
step_vectors_bls() {
    need_default_build
    build/vectors bls tests/vectors/bls
    if [ -d ../shared/vectors/bls ]; then build/vectors bls ../shared/vectors/bls; fi
}

def vectors_eip2537 "vectors: EIP-2537 precompiles"
step_vectors_eip2537() {
    need_default_build
    build/vectors eip2537 tests/vectors/eip2537
    if [ -d ../shared/vectors/eip2537 ]; then build/vectors eip2537 ../shared/vectors/eip2537; fi
}

def vectors_kzg "consensus-spec KZG vectors"
step_vectors_kzg() {
    need_default_build
    unpack_kzg_vectors
    build/vectors kzg build/kzg-vectors
    shared=../shared/vectors/kzg/kzg-mainnet-tests.tar.xz
    if [ -f "$shared" ] && ! cmp -s "$shared" tests/vectors/kzg/kzg-mainnet-tests.tar.xz; then
        unpack "$shared" build/kzg-vectors-shared
        build/vectors kzg build/kzg-vectors-shared
    fi
}

def cli "the bls381 program: every command against the KZG and BLS vectors, --json checked, bad input, read caps, its files all or nothing (faults through tests/cli/fault_shim.c), its random source"
step_cli() {
    need_default_build
    make $J CC="$CC" build/cli_fault_shim.so
    unpack_kzg_vectors
    python3 tests/cli/run.py build build/kzg-vectors
}

def demo "the main job (make run)"
step_demo() {
    need_default_build
    bash tools/run_demo.sh build
}

def examples "examples: examples/verify_blob.c built with the README's cc line, valid and invalid proofs"
step_examples() {
    need_default_build
    bash tests/examples.sh
}

def noheap "no heap on the verification paths (tests/noheap: a counting malloc for the whole process)"
step_noheap() {
    # (footprint_measure: built so that `make footprint` keeps compiling)
    make $J CC="$CC" build/noheap build/footprint_measure
    build/noheap
}

def portable_forced "portable C forced at run time, the unit suite at scale 50 (the setup loader's refusals on the portable C: asan)"
step_portable_forced() {
    need_default_build
    BLS381_FORCE_PORTABLE=1 BLS381_TEST_SCALE=50 unit build/tests-portable.log build/tests "${SETUP_HEAVY[@]}"
    check_asm_ran build build/tests-portable.log
}

def asm_objects "assembly objects: position independent, non-executable stack, not exported"
step_asm_objects() {
    need_default_build
    for o in build/obj/asm/*.o; do
        [ -e "$o" ] || continue
        # in .text only rip-relative relocations (the DWARF sections may hold others)
        readelf -W -r "$o" | awk -v f="$o" '
            /^Relocation section/ { text = ($3 ~ /rela\.text/) }
            text && /R_X86_64_/ && $3 != "R_X86_64_PC32" && $3 != "R_X86_64_PLT32" { print f ": " $3; bad = 1 }
            END { exit bad }'
        readelf -W -S "$o" | grep -q '\.note\.GNU-stack' || { echo "$o: no .note.GNU-stack"; exit 1; }
    done
    if readelf -d build/libbls381.so | grep -q TEXTREL; then echo "libbls381.so has TEXTREL"; exit 1; fi
    if nm -D --defined-only build/libbls381.so | grep -E '_(mulx|asm)$'; then
        echo "assembly kernels exported from libbls381.so"; exit 1
    fi
    echo ok
}

def asm_valgrind "assembly under valgrind (BLS381_ASSUME_ADX=1: valgrind's CPUID hides ADX)"
step_asm_valgrind() {
    need_default_build
    if ! asm_expected build; then
        echo "not run: no assembly in this build or no ADX on this CPU"
    elif ! command -v valgrind >/dev/null 2>&1; then
        echo "FAIL: valgrind is not installed (.ci/run installs it)"; exit 1
    else
        # ct_cmov__: decoded values must look initialised to memcheck (tests/test_regress.c)
        # BLS381_NO_IFMA=1: valgrind cannot run AVX-512 (its CPUID hides it too)
        BLS381_NO_IFMA=1 BLS381_ASSUME_ADX=1 BLS381_TEST_SCALE=2 valgrind -q --error-exitcode=1 build/tests asm ct_cmov__ \
            | tee build/tests-valgrind.log
        check_asm_ran build build/tests-valgrind.log
    fi
}

def memcheck "valgrind memcheck on the vector runner: no invalid access, no leak (assembly active)"
step_memcheck() {
    need_default_build
    if command -v valgrind >/dev/null 2>&1; then
        # the default pool's threads live until exit: their stacks are "possibly
        # lost" by design, so only definite and indirect leaks count
        # BLS381_NO_IFMA=1: valgrind cannot run AVX-512 (its CPUID hides it too)
        local -x BLS381_NO_IFMA=1
        MEMCHECK="valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect"
        MEMCHECK+=" --show-leak-kinds=definite,indirect --error-exitcode=1"
        unpack_kzg_vectors
        # KZG: the first four and the last two cases of each function (valid and
        # invalid ones; all of them would take several minutes under valgrind)
        sub=build/kzg-vectors-memcheck
        rm -rf "$sub"
        for fdir in build/kzg-vectors/*/; do
            for cdir in "$fdir"*/; do
                dest=$sub/$(basename "$fdir")/$(basename "$cdir")
                mkdir -p "$dest"
                for c in $( (ls "$cdir" | head -n 4; ls "$cdir" | tail -n 2) | sort -u); do cp -r "$cdir$c" "$dest/"; done
            done
        done
        # (valgrind runs one thread at a time: the KZG cases on one core,
        # the other suites on the other)
        BLS381_ASSUME_ADX=1 $MEMCHECK build/vectors kzg "$sub" > build/memcheck-kzg.log 2>&1 &
        local kzg_pid=$! kzg_rc=0
        for suite in bls h2c eip2537; do
            BLS381_ASSUME_ADX=1 $MEMCHECK build/vectors $suite tests/vectors/$suite
        done
        wait "$kzg_pid" || kzg_rc=$?
        cat build/memcheck-kzg.log
        [ "$kzg_rc" = 0 ] || { echo "FAIL: memcheck on the KZG vectors"; exit 1; }
    else
        echo "FAIL: valgrind is not installed (.ci/run installs it)"; exit 1
    fi
}

def asan "AddressSanitizer + UndefinedBehaviorSanitizer: the unit suite (portable C) and the vectors"
step_asan() {
    need_default_build
    variant_make CC="$CC" SAN=address,undefined BUILD=build/asan build/asan/tests build/asan/vectors
    # allocator_may_return_null: the contract test asks for impossible sizes
    export ASAN_OPTIONS="allocator_may_return_null=1:detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
    # the C twins of the kernels under the sanitizers (the kernels themselves
    # run under memcheck above); a tenth of the iterations
    BLS381_FORCE_PORTABLE=1 BLS381_TEST_SCALE=10 unit - build/asan/tests
    for suite in h2c bls eip2537; do build/asan/vectors $suite tests/vectors/$suite; done
    unpack_kzg_vectors
    build/asan/vectors kzg build/kzg-vectors
    unset ASAN_OPTIONS UBSAN_OPTIONS
}

def faults "fault injection under ASan: every allocating public function with its k-th allocation failing, pthread_create failing, each random source failing (getrandom, /dev/urandom) (tests/faults)"
step_faults() {
    variant_make CC="$CC" SAN=address,undefined BUILD=build/asan build/asan/faults
    # leaks counted by the program and by LeakSanitizer at exit
    ASAN_OPTIONS="allocator_may_return_null=1:detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}" build/asan/faults
}

def verify "VERIFY build with clang (make VERIFY=1: the invariants of sys/verify.h checked as the code runs): the unit suite, reduced scale"
step_verify() {
    # one build for two matrix entries: the unit suite built with clang
    # (gcc builds the others; the fuzz targets are clang too) and in a
    # VERIFY build; it includes verify__planted_violations_are_caught, in
    # which each kind of check must abort on a planted violation
    variant_make CC=clang HOSTCC=clang VERIFY=1 BUILD=build/clang-verify build/clang-verify/tests
    BLS381_TEST_SCALE=10 unit build/clang-verify/tests.log build/clang-verify/tests
    check_asm_ran build/clang-verify build/clang-verify/tests.log
}

def O0 "-O0 build: the unit suite (reduced scale; one load of the setup, not the loader's refusals)"
step_O0() {
    variant_make CC="$CC" OPT=-O0 BUILD=build/O0 build/O0/tests
    BLS381_TEST_SCALE=10 unit - build/O0/tests "${SETUP_HEAVY[@]}"
}

def no_asm "no assembly (ASM=0), the unit suite at scale 10 (one load of the setup, not the loader's refusals)"
# the portable C runs at scale 50 in portable_forced (the same code,
# dispatched at run time); this build shows it stands without the assembly
step_no_asm() {
    variant_make CC="$CC" BUILD=build/portable ASM=0 build/portable/tests
    BLS381_TEST_SCALE=10 unit - build/portable/tests "${SETUP_HEAVY[@]}"
}

def no_int128 "no __int128 (BLS381_NO_INT128), portable C only, the unit suite at scale 10 (one load of the setup, not the loader's refusals)"
# scale 10: a tenth of the random iterations (every edge case and vector
# stays); the 32-bit cross targets run this limb code too
step_no_int128() {
    variant_make CC="$CC" BUILD=build/noint128 NO_INT128=1 ASM=0 build/noint128/tests
    BLS381_TEST_SCALE=10 unit - build/noint128/tests "${SETUP_HEAVY[@]}"
}

def ctcheck "constant-time check under valgrind (assembly build, then portable C)"
step_ctcheck() {
    make $J CC="$CC" build/ctime
    # valgrind's CPUID hides ADX: BLS381_ASSUME_ADX=1 lets the assembly run;
    # it hides AVX-512 too, which valgrind cannot run (BLS381_NO_IFMA=1)
    local -x BLS381_NO_IFMA=1
    # --require-asm: fail unless the assembly kernels are what valgrind runs
    if asm_expected build; then
        BLS381_ASSUME_ADX=1 make CC="$CC" ctcheck CTIME_ARGS=--require-asm
    else
        make CC="$CC" ctcheck
    fi
    variant_make CC="$CC" BUILD=build/portable ASM=0 build/portable/ctime
    make "$TABLES" CC="$CC" BUILD=build/portable ASM=0 ctcheck
}

def ctcheck_clang "constant-time check on a clang -O3 build of the portable C (-gdwarf-4: valgrind 3.19 cannot read clang 14's DWARF 5)"
step_ctcheck_clang() {
    # ASM=0: every field kernel is C here, so all of it is clang's code
    local v=(CC=clang HOSTCC=clang OPT=-O3 CFLAGS=-gdwarf-4 ASM=0 BUILD=build/clang-o3-c)
    variant_make "${v[@]}" build/clang-o3-c/ctime
    make "$TABLES" "${v[@]}" ctcheck
}

def tsan "ThreadSanitizer (gcc): pool tests and the parallel callers"
step_tsan() {
    # gcc's and clang's TSan both work here; gcc is the one every machine has.
    variant_make CC=gcc SAN=thread BUILD=build/tsan ASM=0 build/tsan/tests
    # "pool" also selects the parallel callers of sig, eip2537 and pairing
    # (sig_aggregate_and_batch__on_messages_with_and_without_pool, ...),
    # threads_give the MSM's and the KZG cells', kzg_4844__batch the blob batch
    # on a 3-thread pool
    TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" build/tsan/tests pool threads_give kzg_4844__batch
    # 16 threads sharing the mainnet settings and the default pool, reduced
    # (the test's name avoids "pool": the line above runs at full scale)
    TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" BLS381_TEST_SCALE=5 build/tsan/tests concurrency
}

def no_threads "no threads (BLS381_NO_THREADS): library free of pthreads, whole unit suite at scale 10"
step_no_threads() {
    variant_make CC="$CC" BUILD=build/nothreads NO_THREADS=1 lib build/nothreads/tests build/nothreads/noheap
    if nm -u build/nothreads/libbls381.a | grep -w 'U pthread_[a-z_]*'; then
        echo "build/nothreads/libbls381.a still uses pthreads"; exit 1
    fi
    BLS381_TEST_SCALE=10 unit - build/nothreads/tests
    build/nothreads/noheap
}

def contract_coverage "bad-input contract: every public function has a case in tests/test_contract*.c"
step_contract_coverage() {
    bash tests/contract_coverage.sh
}

def timing_rule "timing rule: every public function is _vartime, public-data-only (bls381.h's list, marked headers) or checked in tests/ctime"
step_timing_rule() {
    # --control: a planted function in none of the places must fail it
    CC="$CC" bash tests/timing_rule.sh --control
}

def study "study plots: tools/study/plot.py on canned bench and interleave outputs (tests/study), every SVG and series checked; build/interleave's own output drawn"
step_study() {
    python3 tests/study/test_plot.py
    # the timing program of inv.svg, without an anchor: its lines draw the plot
    need_default_build
    local d
    d=$(mktemp -d)
    build/interleave --quick _inv_ legendre > "$d/inv.txt"
    python3 tools/study/plot.py --out "$d" "$d/inv.txt" > /dev/null
    local bars
    bars=$(grep -c 'class="series"' "$d/inv.svg")
    rm -rf "$d"
    [ "$bars" -eq 17 ] || { echo "FAIL: inv.svg from build/interleave has $bars bars, want 17"; exit 1; }
    echo "build/interleave: 17 inversion bars drawn"
    # build/bench's filters as make study gives them: a name, a -SUBSTRING
    # that leaves names out (the sweep's -@no_ifma)
    local names
    names=$(build/bench --quick 'g1_msm_64@' -@glv -precomputed_c | awk '{print $1}')
    if ! grep -qx 'g1_msm_64@xyzz_c8' <<<"$names" || ! grep -qx 'g1_msm_64@jacobian+glv+pure_cauto' <<<"$names" ||
        grep -q -e '@glv' -e 'precomputed_c' <<<"$names"; then
        echo "FAIL: build/bench 'g1_msm_64@' -@glv -precomputed_c ran:"; echo "$names"; exit 1
    fi
    echo "build/bench: -SUBSTRING filters leave their names out"
}

def mca "tools/mca/mca.py (llvm-mca on the disassembled kernels) on two kernels and one CPU, parsed and checked (skipped without llvm-mca)"
step_mca() {
    need_default_build
    python3 tests/mca/test_mca.py build
}

def fuzz "fuzz targets (clang libFuzzer + ASan + UBSan): build, then a short run of each from its seeds, two at a time (the kzg target from 6 of them, drawn at random)"
step_fuzz() {
    if command -v clang >/dev/null 2>&1; then
        variant_make fuzz-build
        FUZZ_JOBS=${FUZZ_JOBS:-2} FUZZ_SEEDS_MAX=${FUZZ_SEEDS_MAX:-kzg=6} bash tests/fuzz/run.sh build/fuzz "${BLS381_FUZZ_SMOKE_SECONDS:-2}"
    else
        echo "FAIL: clang is not installed (.ci/run installs it)"; exit 1
    fi
}

def symbols "symbols: bls381_ globals only, only the public API exported, a program with clashing names"
step_symbols() {
    make $J CC="$CC" lib build/clash
    CC="$CC" bash tests/symbols.sh build
}

def layers "layers: no two files of a folder refer to each other (library, tools, bench, tests), no library folder uses a later one (nm on the objects)"
step_layers() {
    need_default_build
    # every object it reads current (a stale one, left by an earlier build of
    # this tree, would be checked in place of its source)
    make $J CC="$CC" all build/tests build/bench build/ctime
    CC="$CC" bash tests/layers.sh build
}

def install "make install / uninstall into a temporary prefix, pkg-config builds (shared and static)"
step_install() {
    need_default_build
    CC="$CC" bash tests/install.sh build
}

def compat "c-kzg-4844 bindings' builds: include/compat via pkg-config bls381-ckzg, node.js-style C++17, Go-style #include \"ckzg.c\""
step_compat() {
    need_default_build
    unpack_kzg_vectors
    CC="$CC" bash tests/compat.sh build
}

def cross "cross targets under qemu-user: armhf (32-bit) and aarch64 with the ARM field kernels (armhf also without), reduced scale"
step_cross() {
    # the host's tables (a cross build generates them on the host too);
    # CROSS_C=1: armhf also with ARM_ASM=0 (the kernels' C twins) for the
    # field, tower, pairing and signature tests
    need_default_build
    env "$TABLES" CROSS_C=1 bash tests/cross.sh
}

def bare "bare metal: make BARE=1 (Cortex-M4, no libc), its symbols, the example firmware under qemu-system-arm (mps2-an386), with and without the Thumb-2 kernels"
step_bare() {
    bash tests/bare.sh
}

# ---- the driver
if [ "${1:-}" = --list ]; then
    for n in "${STEPS[@]}"; do printf '%-18s %s\n' "$n" "${TITLE[$n]}"; done
    exit 0
fi
run=("$@")
[ ${#run[@]} -gt 0 ] || run=("${STEPS[@]}")
for n in "${run[@]}"; do
    [ -n "${TITLE[$n]+x}" ] || { echo "run_all.sh: no step '$n' (--list names them)"; exit 2; }
done
for n in "${run[@]}"; do
    step "$n: ${TITLE[$n]}"
    "step_$n"
done
step_done ""
printf '\nstep times:\n'; printf '%s\n' "${times[@]}"; printf '%5ds  in all\n' "$SECONDS"
if [ $# -gt 0 ]; then printf '\nOK (%s)\n' "${run[*]}"; else printf '\nALL OK\n'; fi
