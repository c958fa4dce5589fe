#!/usr/bin/env bash
# Other targets: build with Debian's cross compilers (ASM=0 NO_INT128=1)
# for armhf (32-bit: 32-bit size_t and long; with the Thumb-2 field kernels
# of asm/arm/; with CROSS_C=1 their C twins in a second, smaller run) and aarch64
# (with the kernels of asm/aarch64/),
# check the symbols of each library, and run the unit tests, the clash
# program and a few consensus-spec KZG vectors (one passing and one failing
# case of each function but the two slowest) under qemu-user, both targets
# at once, with a reduced BLS381_TEST_SCALE and a time limit.
#
# Missing tools (qemu-user, gcc-arm-linux-gnueabihf, gcc-aarch64-linux-gnu)
# are installed with apt-get when running as root, as on CI.
#
# Environment: CROSS_SCALE (BLS381_TEST_SCALE, default 10); CROSS_C=1 also
# builds armhf with ARM_ASM=0 (build/armhf-c) and runs CROSS_C_TESTS there
# (off by default: the C twins run beside the kernels in the kernel
# builds' asm tests, and the bare step runs the whole Cortex-M4 firmware
# with ARM_ASM=0); CROSS_TIMEOUT
# (seconds per target for its tests, default 600: a guard against hangs;
# armhf takes 2-3 minutes on an idle 2-core machine, several times that on
# a loaded one);
# CROSS_TESTS (test name filters; default: all but the slowest KZG tests,
# which the native runs cover: "-kzg_setup -precomputed_tables -cells
# -kzg_fk20 -kzg_recover__every -kzg_recover__random -concurrency", and
# the two largest MSM special-value runs and the two fixed-base table
# comparisons, whose portable C the native portable_forced step runs in
# full: "-g1_msm__special_inputs -g1_msm__4096_terms -g1_msm_fixed__tables
# -msm_many__fixed_base", and the 4096-term narrow-scalar comparisons
# "-g1_msm__narrow_scalars"; the variant matrix g1_msm__every_variant stays);
# armhf also leaves out the two KZG batch verifiers' lane comparisons and
# those of the MSM, the batch adder, the batch decoders and the batch key
# and signature parsers ("-lanes_give_the_same_statuses
# -lanes_match_the_scalar -sig_pks_from_bytes -sig_signatures_from_bytes",
# on the lane model: the aarch64 run has them, and armhf keeps the model's
# own tests, lanes_model_vs_scalar_*).
# Usage: tests/cross.sh [TRIPLET...]
set -euo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(arm-linux-gnueabihf aarch64-linux-gnu)
scale=${CROSS_SCALE:-10}
limit=${CROSS_TIMEOUT:-600}
J=-j$(nproc 2>/dev/null || echo 2)

# qemu's name for a target's CPU: the triplet's first word, but for 32-bit ARM
qemu_of() { case $1 in arm-*) echo arm ;; powerpc64le-*) echo ppc64le ;; *) echo "${1%%-*}" ;; esac; }
# the qemu-user binary for a target: qemu-user's, else qemu-user-static's
qemu_bin() { command -v "qemu-$1" || command -v "qemu-$1-static" || true; }
short() { case $1 in arm-linux-gnueabihf) echo armhf ;; *) echo "${1%%-*}" ;; esac; }

missing=()
for t in "${targets[@]}"; do
    command -v "$t-gcc" >/dev/null 2>&1 || missing+=("gcc-$t")
    [ -n "$(qemu_bin "$(qemu_of "$t")")" ] || missing+=(qemu-user)
done
if [ ${#missing[@]} -gt 0 ]; then
    mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "cross: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "cross: missing ${missing[*]}: apt-get install them (as root)"; exit 1
    fi
fi

# build each target (the compiles use both cores; the runs below share them)
for t in "${targets[@]}"; do
    b=build/$(short "$t")
    echo "cross: $t: build into $b"
    make -s $J CC="$t-gcc" ASM=0 NO_INT128=1 BUILD="$b" lib "$b/tests" "$b/clash" "$b/vectors" >/dev/null
    if ! out=$(CC="$t-gcc" NM="$t-nm" bash tools/check_symbols.sh "$b"); then echo "$out"; exit 1; fi
    tail -1 <<<"$out"
done
# ARM runs its field kernels above (asm/arm/ Thumb-2 on armhf,
# asm/aarch64/ on aarch64; mk/arm.mk); with CROSS_C=1 the other way,
# ARM_ASM=0 (their C twins), gets the field, tower, pairing and signature
# tests (CROSS_C_TESTS) on armhf, in build/armhf-c
c_tests=${CROSS_C_TESTS:-field_oracle fp_identities fr_identities tower_oracle fp2_lazy pairing__matches_the_known sig_verify_hashed__accepts}
c_build=
for t in "${targets[@]}"; do
    n=$("$t-nm" "build/$(short "$t")/libbls381.a" | grep -c ' T bls381_fp_mul_arm$' || true)
    [ "$n" = 1 ] || { echo "cross: build/$(short "$t") lacks the ARM kernels"; exit 1; }
done
# their constant-time shape, mechanically (the rest is reading: fixed
# offsets, carries turned into masks or CSEL): no branch but the row loop's
# one back edge (Thumb-2 BNE after comparing the walking pointer with its
# end) and the return; no IT block (no conditional execution)
for t in "${targets[@]}"; do
    for o in build/"$(short "$t")"/obj/asm/arm/*.o build/"$(short "$t")"/obj/asm/aarch64/*.o; do
        [ -e "$o" ] || continue
        odd=$("$t-objdump" -d --no-show-raw-insn "$o" | awk -F'\t' 'NF >= 2 {
            m = $2; sub(/\.[nw]$/, "", m)
            if (m ~ /^(b|bl|blx|br|blr|cbz|cbnz|tbz|tbnz|tbb|tbh|it[et]*|b\.?(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le))$/ && m != "bx" && !(m == "bne" && ++loops == 1)) print m }')
        [ -z "$odd" ] || { echo "cross: $o: a branch or IT block beyond the row loop: $odd"; exit 1; }
    done
done
if [ "${CROSS_C:-0}" = 1 ] && [[ " ${targets[*]} " == *" arm-linux-gnueabihf "* ]]; then
    c_build=build/armhf-c
    echo "cross: arm-linux-gnueabihf, ARM_ASM=0: build into $c_build"
    make -s $J CC=arm-linux-gnueabihf-gcc ASM=0 NO_INT128=1 ARM_ASM=0 BUILD=$c_build "$c_build/tests" >/dev/null
    n=$(arm-linux-gnueabihf-nm "$c_build/libbls381.a" | grep -c '_arm$' || true)
    [ "$n" = 0 ] || { echo "cross: $c_build has the kernels"; exit 1; }
fi

# the KZG vectors: per function, the first case that must pass and the
# first that must fail (compute_cells_and_kzg_proofs and recover_... take
# tens of seconds each under qemu: the native runs have them)
tarball=tests/vectors/kzg/kzg-mainnet-tests.tar.xz
if [ ! -f build/kzg-vectors/.unpacked ] || [ "$tarball" -nt build/kzg-vectors/.unpacked ]; then
    rm -rf build/kzg-vectors && mkdir -p build/kzg-vectors
    tar -xJf "$tarball" -C build/kzg-vectors && touch build/kzg-vectors/.unpacked
fi
kzg_few=build/kzg-vectors-cross
rm -rf "$kzg_few"
for fdir in build/kzg-vectors/*/; do
    case $(basename "$fdir") in compute_cells_and_kzg_proofs | recover_cells_and_kzg_proofs) continue ;; esac
    for cdir in "$fdir"*/; do
        dest=$kzg_few/$(basename "$fdir")/$(basename "$cdir")
        mkdir -p "$dest"
        for c in $(ls "$cdir" | grep -v -E 'invalid|incorrect' | head -n 1) $(ls "$cdir" | grep -E 'invalid|incorrect' | head -n 1); do
            cp -r "$cdir$c" "$dest/"
        done
    done
done

# run: tests, clash program and KZG vectors of every target at once, each under `timeout`
# (the default filters, plus those of a target that leaves some to the other)
declare -A extra_filters=([arm-linux-gnueabihf]="-lanes_give_the_same_statuses -lanes_match_the_scalar -sig_pks_from_bytes -sig_signatures_from_bytes")
pids=()
for t in "${targets[@]}"; do
    b=build/$(short "$t")
    emu="$(qemu_bin "$(qemu_of "$t")") -L /usr/$t"
    (
        set +e
        start=$(date +%s)
        # shellcheck disable=SC2086 # emu is a command with arguments; CROSS_TESTS a list
        # the tests as two processes taking them in turn from one queue
        # (BLS381_TEST_QUEUE, tests/main.c), so that both cores stay busy
        # once the other target is done
        rm -f "$b/queue"
        for k in 0 1; do
            # shellcheck disable=SC2086 # emu is a command with arguments; CROSS_TESTS a list
            BLS381_TEST_QUEUE=$b/queue BLS381_TEST_SHARD=$k/2 BLS381_TEST_SCALE=$scale BLS381_TEST_EMULATOR=$emu timeout "$limit" $emu "$b/tests" ${CROSS_TESTS:--kzg_setup -precomputed_tables -cells -kzg_fk20 -kzg_recover__every -kzg_recover__random -concurrency -g1_msm__special_inputs -g1_msm__4096_terms -g1_msm_fixed__tables -msm_many__fixed_base -g1_msm__narrow_scalars ${extra_filters[$t]:-}} > "$b/shard$k.log" 2>&1 &
            shard[k]=$!
        done
        r0=0 r1=0
        wait "${shard[0]}" || r0=$?
        wait "${shard[1]}" || r1=$?
        cat "$b/shard0.log" "$b/shard1.log"
        [ "$r0" = 0 ] && [ "$r1" = 0 ] &&
            timeout 60 $emu "$b/clash" && timeout 120 $emu "$b/vectors" kzg "$kzg_few"
        rc=$?
        echo "exit $rc after $(( $(date +%s) - start )) s"
        exit $rc
    ) > "$b/cross.log" 2>&1 &
    pids+=($!)
done
if [ -n "$c_build" ]; then
    emu="$(qemu_bin arm) -L /usr/arm-linux-gnueabihf"
    # shellcheck disable=SC2086 # emu is a command with arguments; c_tests a list
    BLS381_TEST_SCALE=$scale BLS381_TEST_EMULATOR=$emu timeout "$limit" $emu "$c_build/tests" $c_tests > "$c_build/cross.log" 2>&1 &
    c_pid=$!
fi
bad=0
if [ -n "$c_build" ]; then
    if wait "$c_pid"; then
        echo "cross: arm-linux-gnueabihf, ARM_ASM=0 ($c_tests): $(tail -1 "$c_build/cross.log")"
    else
        echo "cross: arm-linux-gnueabihf, ARM_ASM=0 FAILED; $c_build/cross.log:"; tail -40 "$c_build/cross.log"; bad=1
    fi
fi
for i in "${!targets[@]}"; do
    t=${targets[$i]}
    b=build/$(short "$t")
    if wait "${pids[$i]}"; then
        counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$b/cross.log" | tr '\n' ' ')
        echo "cross: $t: tests, then KZG vectors: ${counts% }; $(tail -1 "$b/cross.log")"
    else
        echo "cross: $t FAILED (exit 124 is the ${limit}s limit of CROSS_TIMEOUT); $b/cross.log:"
        tail -40 "$b/cross.log"
        bad=1
    fi
done
exit $bad
