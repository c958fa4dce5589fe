#!/usr/bin/env bash
# The table of a fuzz run (tests/fuzz/RESULTS.md), from the logs that
# tests/fuzz/run.sh left in BUILD/logs/:
#   tests/fuzz/summarize.sh BUILD [TARGET...]
# One markdown row per target (every log, or the TARGETs named): the mode
# (the build: build/fuzz is ASan + UBSan, build/fuzz-fast the fast mode),
# wall and CPU seconds (user + system, bash's time), executions, executions
# per second, coverage at the start (the seeds) and at the end (libFuzzer's
# "cov:" edges and "ft:" features; a run stopped early ends at its last
# status line), the corpus at the start and at the end (inputs/bytes, as
# libFuzzer counts them after merging), the commit ("+": with changes not
# committed) and the load average (1 minute) before and after.
set -euo pipefail
build=${1:?usage: summarize.sh BUILD [TARGET...]}
shift
shopt -s nullglob
if [ $# -gt 0 ]; then logs=(); for t in "$@"; do logs+=("$build/logs/$t.log"); done
else logs=("$build"/logs/*.log); fi
[ ${#logs[@]} -gt 0 ] || { echo "no logs in $build/logs" >&2; exit 1; }
case ${build%/} in *fuzz-fast) mode=fast ;; *) mode=ASan+UBSan ;; esac
echo "| target | mode | wall s | CPU s | executions | exec/s | cov (seeds → end) | features | corpus (seeds → end) | commit | load |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|"
for log in "${logs[@]}"; do
    name=${log##*/}; name=${name%.log}
    stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -n 1; }
    wall=$(stat wall_seconds) user=$(stat cpu_user_seconds) sys=$(stat cpu_sys_seconds)
    cpu=$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { printf "%.0f", u + s }')
    init=$(grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | tail -n 1 || true)
    end=$(grep -E '^#[0-9]+[[:space:]]+(DONE|NEW|REDUCE|pulse)' "$log" | tail -n 1 || true)
    field() { printf '%s\n' "$1" | grep -o "$2 [^ ]*" | head -n 1 | cut -d' ' -f2; }
    l0=$(stat load_before) l1=$(stat load_after)
    printf '| %s | %s | %.0f | %s | %s | %s | %s → %s | %s | %s → %s | %s | %s → %s |\n' "$name" "$mode" "${wall:-0}" "$cpu" \
        "$(stat number_of_executed_units)" "$(stat average_exec_per_sec)" \
        "$(field "$init" cov:)" "$(field "$end" cov:)" "$(field "$end" ft:)" \
        "$(field "$init" corp:)" "$(field "$end" corp:)" "$(stat commit)" "${l0%% *}" "${l1%% *}"
done
