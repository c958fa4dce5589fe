#!/usr/bin/env bash
# `make test`: every build variant and every check, in order, stopping at the
# first failure. Each step prints a header; the whole run ends with "ALL OK".
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

step "default build ($CC)"
make $J CC="$CC" all
build/tests | tee build/tests.log
check_asm_ran build build/tests.log

step "vectors: RFC 9380 hash-to-curve and expand_message_xmd"
build/vectors h2c tests/vectors/h2c
if [ -d ../shared/vectors/h2c ]; then build/vectors h2c ../shared/vectors/h2c; fi

step "vectors: Ethereum BLS signatures (bls12-381-tests)"
build/vectors bls tests/vectors/bls
if [ -d ../shared/vectors/bls ]; then build/vectors bls ../shared/vectors/bls; fi

step "vectors: EIP-2537 precompiles"
build/vectors eip2537 tests/vectors/eip2537
if [ -d ../shared/vectors/eip2537 ]; then build/vectors eip2537 ../shared/vectors/eip2537; fi

step "consensus-spec KZG vectors"
run_kzg_vectors() { # $1: the .tar.xz, $2: where to unpack it
    if [ ! -f "$2/.unpacked" ] || [ "$1" -nt "$2/.unpacked" ]; then
        rm -rf "$2" && mkdir -p "$2" && tar -xJf "$1" -C "$2" && touch "$2/.unpacked"
    fi
    build/vectors kzg "$2"
}
run_kzg_vectors tests/vectors/kzg/kzg-mainnet-tests.tar.xz build/kzg-vectors
shared=../shared/vectors/kzg/kzg-mainnet-tests.tar.xz
if [ -f "$shared" ] && ! cmp -s "$shared" tests/vectors/kzg/kzg-mainnet-tests.tar.xz; then
    run_kzg_vectors "$shared" build/kzg-vectors-shared
fi

step "the main job (make run)"
bash tools/run_demo.sh build

step "examples: examples/verify_blob.c built with the README's cc line, valid and invalid proofs"
bash tests/examples.sh

step "no heap on the verification paths (tests/noheap: a counting malloc for the whole process)"
# (footprint_measure: built so that `make footprint` keeps compiling)
make $J CC="$CC" build/noheap build/footprint_measure
build/noheap

step "portable C forced at run time"
BLS381_FORCE_PORTABLE=1 build/tests | tee build/tests-portable.log
check_asm_ran build build/tests-portable.log

step "assembly objects: position independent, non-executable stack, not exported"
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

step "assembly under valgrind (BLS381_ASSUME_ADX=1: valgrind's CPUID hides ADX)"
if ! asm_expected build; then
    echo "not run: no assembly in this build or no ADX on this CPU"
elif ! command -v valgrind >/dev/null 2>&1; then
    echo "not run: valgrind is not installed (.ci/run installs it)"
else
    # ct_cmov__: decoded values must look initialised to memcheck (tests/test_regress.c)
    BLS381_ASSUME_ADX=1 BLS381_TEST_SCALE=2 valgrind -q --error-exitcode=1 build/tests asm ct_cmov__ \
        | tee build/tests-valgrind.log
    check_asm_ran build build/tests-valgrind.log
fi

step "valgrind memcheck on the vector runner: no invalid access, no leak (assembly active)"
if command -v valgrind >/dev/null 2>&1; then
    # the default pool's threads live until exit: their stacks are "possibly
    # lost" by design, so only definite and indirect leaks count
    MEMCHECK="valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect"
    MEMCHECK+=" --show-leak-kinds=definite,indirect --error-exitcode=1"
    for suite in bls h2c eip2537; do
        BLS381_ASSUME_ADX=1 $MEMCHECK build/vectors $suite tests/vectors/$suite
    done
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
    BLS381_ASSUME_ADX=1 $MEMCHECK build/vectors kzg "$sub"
else
    echo "not run: valgrind is not installed (.ci/run installs it)"
fi

step "AddressSanitizer + UndefinedBehaviorSanitizer: the unit suite (portable C), the vectors, fault injection"
make $J CC="$CC" SAN=address,undefined BUILD=build/asan build/asan/tests build/asan/vectors build/asan/faults
# allocator_may_return_null: the contract test asks for impossible sizes
export ASAN_OPTIONS="allocator_may_return_null=1:detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# the C twins of the kernels under the sanitizers (the kernels themselves
# run under memcheck above); a quarter of the iterations
BLS381_FORCE_PORTABLE=1 BLS381_TEST_SCALE=25 build/asan/tests
for suite in h2c bls eip2537; do build/asan/vectors $suite tests/vectors/$suite; done
build/asan/vectors kzg build/kzg-vectors
# every allocating public function with its k-th allocation failing, and
# pthread_create failing in pool creation (tests/faults/faults.c); leaks
# counted by the program and by LeakSanitizer at exit
build/asan/faults
unset ASAN_OPTIONS UBSAN_OPTIONS

step "no assembly (ASM=0)"
make $J CC="$CC" BUILD=build/portable ASM=0 build/portable/tests
build/portable/tests

step "no __int128 (BLS381_NO_INT128), portable C only"
make $J CC="$CC" BUILD=build/noint128 NO_INT128=1 ASM=0 build/noint128/tests
build/noint128/tests

step "constant-time check under valgrind (assembly build, then portable C)"
make $J CC="$CC" build/ctime
# valgrind's CPUID hides ADX: BLS381_ASSUME_ADX=1 lets the assembly run
# --require-asm: fail unless the assembly kernels are what valgrind runs
if asm_expected build; then
    BLS381_ASSUME_ADX=1 make CC="$CC" ctcheck CTIME_ARGS=--require-asm
else
    make CC="$CC" ctcheck
fi
make $J CC="$CC" BUILD=build/portable ASM=0 build/portable/ctime
make CC="$CC" BUILD=build/portable ASM=0 ctcheck

step "ThreadSanitizer (gcc): pool tests and the parallel callers"
# gcc's and clang's TSan both work here; gcc is the one every machine has.
make $J CC=gcc SAN=thread BUILD=build/tsan ASM=0 build/tsan/tests
# "pool" also selects the parallel callers of sig, eip2537 and pairing
# (sig_aggregate_and_batch__on_messages_with_and_without_pool, ...),
# threads_give the MSM's and the KZG cells', kzg_4844__batch the blob batch
# on a 3-thread pool
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" build/tsan/tests pool threads_give kzg_4844__batch
# 16 threads sharing the mainnet settings and the default pool, reduced
# (the test's name avoids "pool": the line above runs at full scale)
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" BLS381_TEST_SCALE=5 build/tsan/tests concurrency

step "no threads (BLS381_NO_THREADS): library free of pthreads, whole unit suite"
make $J CC="$CC" BUILD=build/nothreads NO_THREADS=1 all build/nothreads/noheap
if nm -u build/nothreads/libbls381.a | grep -w 'U pthread_[a-z_]*'; then
    echo "build/nothreads/libbls381.a still uses pthreads"; exit 1
fi
build/nothreads/tests
build/nothreads/noheap

step "bad-input contract: every public function has a case in tests/test_contract*.c"
bash tests/contract_coverage.sh

step "fuzz targets (clang libFuzzer + ASan + UBSan): build, then a short run of each from its seeds"
if command -v clang >/dev/null 2>&1; then
    make $J fuzz-build
    bash tests/fuzz/run.sh build/fuzz "${BLS381_FUZZ_SMOKE_SECONDS:-5}"
else
    echo "FAIL: clang is not installed (.ci/run installs it)"; exit 1
fi

step "symbols: bls381_ globals only, only the public API exported, a program with clashing names"
make $J CC="$CC" lib build/clash
CC="$CC" bash tests/symbols.sh build

step "make install / uninstall into a temporary prefix, pkg-config builds (shared and static)"
CC="$CC" bash tests/install.sh build

step "cross targets under qemu-user: armhf (32-bit) and aarch64, portable C, reduced scale"
bash tests/cross.sh

step_done ""
printf '\nstep times:\n'; printf '%s\n' "${times[@]}"; printf '%5ds  in all\n' "$SECONDS"
printf '\nALL OK\n'
