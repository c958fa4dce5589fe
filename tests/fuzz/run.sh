#!/usr/bin/env bash
# Runs the libFuzzer targets built by `make fuzz-build` (tests/fuzz/README.md).
#   tests/fuzz/run.sh BUILD SECONDS [FILTER]
# Each target whose name contains FILTER (all when none; =NAME: that one
# only, so "=setup" is not also setup_mutate) runs for SECONDS
# from its seed corpus tests/fuzz/corpus/<target> (read only: new inputs go
# to BUILD/corpus/<target>, kept between runs), crashes to BUILD/crashes/.
# The last lines of each run (executions, coverage), its wall and CPU
# seconds and the load average before and after go to BUILD/logs/.
# Exits non-zero at the first target that finds a crash, leak or timeout
# (FUZZ_JOBS=N: N targets at once, each target's line printed when all are
# done, non-zero when any found one).
# FUZZ_SEEDS_MAX="NAME=N ..." (the smoke run of tests/run_all.sh): target
# NAME starts from N of its seeds drawn at random, when it has more (a
# whole KZG commitment per seed makes the kzg target's 24 seeds take a
# minute under ASan); runs with different draws cover them all.
# FUZZ_BUDGET=cpu: SECONDS are the target's CPU seconds instead (user +
# system, read from /proc every 5 s; stopped with SIGINT, on which libFuzzer
# prints its final statistics): on a shared machine an hour of wall time
# under nice can be much less than an hour of fuzzing. FUZZ_TIMEOUT (default
# 30) is libFuzzer's -timeout there: it counts wall seconds, so a run paused
# with SIGSTOP (to free the machine for a benchmark) reports the unit it was
# on as a timeout unless this exceeds the pause.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$1 seconds=$2 filter=${3:-}
mkdir -p "$build/corpus" "$build/crashes" "$build/logs"
build=$(cd "$build" && pwd)   # absolute: a target may change its directory (cli)
# cpu_budget SECONDS LOG CMD...: runs CMD (output to LOG) until its CPU time
# reaches SECONDS, then interrupts it; returns CMD's status, 0 for the stop.
cpu_budget() {
    local budget=$1 log=$2 t0 pid used="0 0" now st=0 ticks
    shift 2
    ticks=$(getconf CLK_TCK)
    t0=$(date +%s.%N)
    "$@" >"$log" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        # fields 14 and 15 of /proc/PID/stat: user and system ticks
        now=$(awk -v t="$ticks" '{ sub(/^.*\) /, ""); printf "%.2f %.2f", $12 / t, $13 / t }' \
            "/proc/$pid/stat" 2>/dev/null) && used=$now
        if awk -v u="${used% *}" -v s="${used#* }" -v b="$budget" 'BEGIN { exit !(u + s >= b) }'; then
            kill -INT "$pid"
            break
        fi
        sleep 5
    done
    wait "$pid" || st=$?
    # the CPU seconds are those of the last reading, at most 5 s before the end
    printf 'stat::wall_seconds: %.2f\nstat::cpu_user_seconds: %s\nstat::cpu_sys_seconds: %s\nstat::budget: %s CPU s\n' \
        "$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')" "${used% *}" "${used#* }" "$budget" >>"$log"
    # libFuzzer's exit on SIGINT (its -interrupted_exitcode, 72) is the
    # budget's stop, not a finding
    if [ "$st" -eq 72 ] && awk -v u="${used% *}" -v s="${used#* }" -v b="$budget" 'BEGIN { exit !(u + s >= b) }'; then
        st=0
    fi
    return "$st"
}
# run_one NAME: one target, its log in BUILD/logs/NAME.log and its line of
# the summary ("ok: RUNS runs, cov: N", or "FAILED") in BUILD/logs/NAME.line;
# returns non-zero on a crash, leak or timeout
run_one() {
    local name=$1 bin=$build/fuzz/fuzz_$1 seeds work dirs cap some max_len extra log load0 commit status runs cov
    rm -f "$build/logs/$name.line"
    seeds=$PWD/tests/fuzz/corpus/$name work=$build/corpus/$name
    mkdir -p "$work"
    dirs=("$work")
    cap=$(tr ' ' '\n' <<<"${FUZZ_SEEDS_MAX:-}" | sed -n "s/^$name=//p")
    if [ -d "$seeds" ] && [ -n "$cap" ] && [ "$(find "$seeds" -type f | wc -l)" -gt "$cap" ]; then
        some=$build/seeds/$name
        rm -rf "$some" && mkdir -p "$some"
        find "$seeds" -type f | shuf -n "$cap" | while read -r f; do cp "$f" "$some/"; done
        seeds=$some
    fi
    [ -d "$seeds" ] && dirs+=("$seeds")
    # inputs up to 64 KB for the text readers, 8 KB for the rest
    case $name in json|yaml|vectors|setup|cli) max_len=65536 ;; *) max_len=8192 ;; esac
    # the program's own messages would flood the log
    extra=()
    case $name in cli) extra=(-close_fd_mask=3) ;; esac
    log=$build/logs/$name.log
    load0=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
    # the code it runs: the commit, "+" when the tree differs from it
    commit=$(git rev-parse --short HEAD 2>/dev/null || echo '?')
    git diff --quiet HEAD 2>/dev/null || commit=$commit+
    # bash's time: the target's wall and CPU seconds (user, system), appended
    # to the log after it (the log's own descriptor appends too)
    TIMEFORMAT=$'stat::wall_seconds: %R\nstat::cpu_user_seconds: %U\nstat::cpu_sys_seconds: %S'
    status=0
    if [ "${FUZZ_BUDGET:-wall}" = cpu ]; then
        cpu_budget "$seconds" "$log" "$bin" -max_total_time=$((seconds * 20)) -max_len="$max_len" \
            -timeout="${FUZZ_TIMEOUT:-30}" \
            -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$build/crashes/$name-" \
            ${extra[@]+"${extra[@]}"} "${dirs[@]}" || status=$?
    else
    { time "$bin" -max_total_time="$seconds" -max_len="$max_len" -timeout=30 -rss_limit_mb=4096 \
        -print_final_stats=1 -artifact_prefix="$build/crashes/$name-" ${extra[@]+"${extra[@]}"} "${dirs[@]}" \
        >"$log" 2>&1; } 2>>"$log" || status=$?
    fi
    printf 'stat::commit: %s\nstat::load_before: %s\nstat::load_after: %s\n' "$commit" "$load0" \
        "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" >>"$log"
    if [ "$status" -ne 0 ]; then
        echo "FAILED" > "$build/logs/$name.line"
        return 1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
    echo "ok: $runs runs, $cov" > "$build/logs/$name.line"
}
# report NAME: its summary line, and the end of its log when it failed
report() {
    local line
    line=$(cat "$build/logs/$1.line" 2>/dev/null) || line="FAILED (no summary)"
    printf '%-16s %4ss ... %s\n' "$1" "$seconds" "$line"
    case $line in ok:*) ;; *) tail -n 40 "$build/logs/$1.log"; return 1 ;; esac
}
names=()
for bin in "$build"/fuzz/fuzz_*; do
    [ -x "$bin" ] || continue
    name=${bin##*/fuzz_}
    case $filter in
    =*) [ "$name" = "${filter#=}" ] || continue ;;
    *) case $name in *"$filter"*) ;; *) continue ;; esac ;;
    esac
    names+=("$name")
done
if [ ${#names[@]} -eq 0 ]; then echo "no fuzz target matched '$filter' in $build/fuzz"; exit 1; fi
jobs=${FUZZ_JOBS:-1}
if [ "$jobs" -le 1 ]; then
    # one at a time, stopping at the first finding
    for name in "${names[@]}"; do
        run_one "$name" || true
        report "$name" || exit 1
    done
else
    # FUZZ_JOBS targets at once (the smoke run of tests/run_all.sh on a
    # 2-core machine); the lines in order once all are done
    for name in "${names[@]}"; do
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
        run_one "$name" &
    done
    wait || true
    bad=0
    for name in "${names[@]}"; do report "$name" || bad=1; done
    exit $bad
fi
