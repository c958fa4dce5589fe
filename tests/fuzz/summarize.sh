#!/usr/bin/env bash
# The table of a fuzz run (tests/fuzz/RESULTS.md), from the logs that
# tests/fuzz/run.sh left in BUILD/logs/:
#   tests/fuzz/summarize.sh BUILD
# One markdown row per target: seconds, executions, executions per second,
# coverage at the start (the seeds) and at the end (libFuzzer's "cov:"
# edges and "ft:" features), the corpus at the start and at the end
# (inputs/bytes, as libFuzzer counts them after merging).
set -euo pipefail
build=${1:?usage: summarize.sh BUILD}
shopt -s nullglob
logs=("$build"/logs/*.log)
[ ${#logs[@]} -gt 0 ] || { echo "no logs in $build/logs" >&2; exit 1; }
echo "| target | seconds | executions | exec/s | cov (seeds → end) | features | corpus (seeds → end) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for log in "${logs[@]}"; do
    name=${log##*/}; name=${name%.log}
    secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    init=$(grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | tail -n 1 || true)
    done_=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)
    field() { printf '%s\n' "$1" | grep -o "$2 [^ ]*" | head -n 1 | cut -d' ' -f2; }
    printf '| %s | %s | %s | %s | %s → %s | %s | %s → %s |\n' "$name" "${secs:-?}" "${runs:-?}" "${rate:-?}" \
        "$(field "$init" cov:)" "$(field "$done_" cov:)" "$(field "$done_" ft:)" \
        "$(field "$init" corp:)" "$(field "$done_" corp:)"
done
