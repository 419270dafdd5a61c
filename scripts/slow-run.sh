#!/usr/bin/env bash
# Runs a command on a share of this machine's CPU, to see how tests fare on a slower machine.
#
#   bash scripts/slow-run.sh npx playwright test -c e2e/playwright.config.ts e2e/suppliers
#   SLOW_SHARE=0.5 bash scripts/slow-run.sh npx vitest run --project server
#   bash scripts/slow-run.sh --calibrate
#
# SLOW_SHARE (default 0.333) is the share of the whole machine (every core) the command and every
# process it starts may use together: a CPU limit of the Linux cgroup they run in (cgroup v1
# `cpu.cfs_quota_us`, or cgroup v2 `cpu.max`). 0.333 on a 2-core machine is 0.67 of one core,
# a machine three times slower. Needs root, or a writable cgroup tree. The group is weighted so
# that other work on the machine does not push it much below its share, though a machine busy
# enough still can; the CPU it used is printed at the end as a share of the machine over the
# command's time.
#
# --calibrate runs one busy loop per core for 10 s without the limit, then 10 s with it, and prints
# the share of the machine each got and their ratio: the slow-down the limit gives right now.
set -euo pipefail

share="${SLOW_SHARE:-0.333}"
cores="$(nproc)"
period=100000
quota="$(awk -v s="$share" -v c="$cores" -v p="$period" 'BEGIN { q = int(s * c * p); if (q < 1000) q = 1000; print q }')"
# The group weighs as much as four busy processes per core, so that the limit, not other work on
# the machine, decides what the command gets: it still never gets more than its share.
weight_v1=$(( 4096 * cores ))
weight_v2=$(( 400 * cores ))
name="slow-run-$$"
cpu_dir=""
acct_dir=""

if [ -d /sys/fs/cgroup/cpu ] && [ -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
  # cgroup v1: the cpu controller limits, cpuacct counts.
  cpu_dir="/sys/fs/cgroup/cpu/$name"
  mkdir "$cpu_dir"
  echo "$period" > "$cpu_dir/cpu.cfs_period_us"
  echo "$quota" > "$cpu_dir/cpu.cfs_quota_us"
  echo "$weight_v1" > "$cpu_dir/cpu.shares"
  if [ -f /sys/fs/cgroup/cpuacct/cpuacct.usage ]; then
    acct_dir="/sys/fs/cgroup/cpuacct/$name"
    mkdir "$acct_dir" 2>/dev/null || acct_dir=""
  fi
  mode=v1
elif [ -f /sys/fs/cgroup/cgroup.controllers ] && grep -qw cpu /sys/fs/cgroup/cgroup.controllers; then
  # cgroup v2: one tree, cpu.max limits and cpu.stat counts.
  grep -qw cpu /sys/fs/cgroup/cgroup.subtree_control || echo +cpu > /sys/fs/cgroup/cgroup.subtree_control
  cpu_dir="/sys/fs/cgroup/$name"
  mkdir "$cpu_dir"
  echo "$quota $period" > "$cpu_dir/cpu.max"
  echo "$weight_v2" > "$cpu_dir/cpu.weight"
  mode=v2
else
  echo "slow-run: no writable cgroup cpu controller here (run as root, or load the machine with busy loops instead)" >&2
  exit 2
fi

cleanup() {
  # Whatever the command left running goes back to the parent group, so the group can be removed.
  for dir in "$cpu_dir" "$acct_dir"; do
    [ -n "$dir" ] && [ -d "$dir" ] || continue
    while read -r pid; do echo "$pid" > "$(dirname "$dir")/cgroup.procs" 2>/dev/null || true; done < "$dir/cgroup.procs"
    rmdir "$dir" 2>/dev/null || true
  done
}
trap cleanup EXIT

# CPU the group has used, in microseconds.
used_us() {
  if [ "$mode" = v2 ]; then
    awk '$1 == "usage_usec" { print $2 }' "$cpu_dir/cpu.stat"
  elif [ -n "$acct_dir" ]; then
    echo $(( $(cat "$acct_dir/cpuacct.usage") / 1000 ))
  else
    echo 0
  fi
}

# Runs "$@" with its shell moved into the group first; children inherit it.
inside() {
  bash -c 'for dir in "$0" "$1"; do [ -n "$dir" ] && echo $$ > "$dir/cgroup.procs"; done; shift; exec "$@"' "$cpu_dir" "$acct_dir" "$@"
}

now_ms() { date +%s%3N; }

if [ "${1:-}" = "--calibrate" ]; then
  # One busy loop per core for 10 s, first without the limit, then with it: the CPU each run got.
  busy() { inside bash -c 'for _ in $(seq "$1"); do timeout 10 bash -c "while :; do :; done" & done; wait' _ "$cores"; }
  set_quota() { if [ "$mode" = v2 ]; then echo "$1 $period" > "$cpu_dir/cpu.max"; else echo "$1" > "$cpu_dir/cpu.cfs_quota_us"; fi; }
  set_quota "$([ "$mode" = v2 ] && echo max || echo -1)"
  before=$(used_us); busy; free_us=$(( $(used_us) - before ))
  set_quota "$quota"
  before=$(used_us); busy; slow_us=$(( $(used_us) - before ))
  awk -v f="$free_us" -v s="$slow_us" -v sh="$share" -v c="$cores" 'BEGIN {
    printf "slow-run: %d busy loops for 10 s got %.1f %% of the machine unlimited, %.1f %% at SLOW_SHARE=%s: %.2f times slower\n",
      c, f / 1e5 / c, s / 1e5 / c, sh, (s > 0 ? f / s : 0) }'
  exit 0
fi

if [ "$#" -eq 0 ]; then
  echo "usage: [SLOW_SHARE=0.333] bash scripts/slow-run.sh <command...> | --calibrate" >&2
  exit 2
fi

echo "slow-run: $mode cgroup $name, quota ${quota}/${period} µs on $cores cores (SLOW_SHARE=$share of the machine)" >&2
start=$(now_ms)
set +e
inside "$@"
status=$?
set -e
wall_ms=$(( $(now_ms) - start ))
awk -v u="$(used_us)" -v w="$wall_ms" -v c="$cores" -v st="$status" \
  'BEGIN { printf "slow-run: exit %d after %.1f s; CPU used %.1f s = %.1f %% of the machine over that time\n", st, w / 1000, u / 1e6, (w > 0 ? 100 * (u / 1000) / (w * c) : 0) }' >&2
exit "$status"
