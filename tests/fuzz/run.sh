#!/usr/bin/env bash
# Runs the libFuzzer targets built by `make fuzz-build` (tests/fuzz/README.md).
#   tests/fuzz/run.sh BUILD SECONDS [FILTER]
# Each target whose name contains FILTER (all when none) runs for SECONDS
# from its seed corpus tests/fuzz/corpus/<target> (read only: new inputs go
# to BUILD/corpus/<target>, kept between runs), crashes to BUILD/crashes/.
# The last lines of each run (executions, coverage) go to BUILD/logs/.
# Exits non-zero at the first target that finds a crash, leak or timeout.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$1 seconds=$2 filter=${3:-}
mkdir -p "$build/corpus" "$build/crashes" "$build/logs"
build=$(cd "$build" && pwd)   # absolute: a target may change its directory (cli)
ran=0
for bin in "$build"/fuzz/fuzz_*; do
    [ -x "$bin" ] || continue
    name=${bin##*/fuzz_}
    case $name in *"$filter"*) ;; *) continue ;; esac
    seeds=$PWD/tests/fuzz/corpus/$name work=$build/corpus/$name
    mkdir -p "$work"
    dirs=("$work")
    [ -d "$seeds" ] && dirs+=("$seeds")
    # inputs up to 64 KB for the text readers, 8 KB for the rest
    case $name in json|yaml|vectors|setup|cli) max_len=65536 ;; *) max_len=8192 ;; esac
    # the program's own messages would flood the log
    extra=()
    case $name in cli) extra=(-close_fd_mask=3) ;; esac
    log=$build/logs/$name.log
    printf '%-16s %4ss ... ' "$name" "$seconds"
    if ! "$bin" -max_total_time="$seconds" -max_len="$max_len" -timeout=30 -rss_limit_mb=4096 \
            -print_final_stats=1 -artifact_prefix="$build/crashes/$name-" ${extra[@]+"${extra[@]}"} "${dirs[@]}" \
            >"$log" 2>&1; then
        echo "FAILED"
        tail -n 40 "$log"
        exit 1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
    echo "ok: $runs runs, $cov"
    ran=$((ran + 1))
done
if [ "$ran" -eq 0 ]; then echo "no fuzz target matched '$filter' in $build/fuzz"; exit 1; fi
