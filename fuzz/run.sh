#!/usr/bin/env bash
# A bounded, seeded fuzz run of every target, for CI: cargo-fuzz (libFuzzer) on nightly when a
# nightly toolchain is present, otherwise the same checks driven by the stable harness.
# FUZZ_SECONDS is the time per target (default 8); FUZZ_STABLE=1 forces the stable harness.
# Prints the executions of each target.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-8}
targets=(counting dyadic histconv zeckendorf grundy parsers games grammar partizan rulesets misere)

if [ "${FUZZ_STABLE:-0}" != 1 ] && cargo +nightly --version >/dev/null 2>&1; then
  if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
  fi
  cargo +nightly fuzz build --release
  for target in "${targets[@]}"; do
    # New inputs go to a scratch folder; the committed corpus and reproducers are read only.
    # Leak detection is off: LeakSanitizer reports glibc's record of a thread-local destructor
    # in a worker thread (32 bytes in __cxa_thread_atexit_impl) as a leak, which a 10-minute
    # run of `games` met once; a leak is no memory error in safe Rust, and the memory limits
    # are checked by the tests' counting allocators.
    scratch=$(mktemp -d)
    dirs=("$scratch" "fuzz/corpus/$target")
    [ -d "fuzz/regressions/$target" ] && dirs+=("fuzz/regressions/$target")
    log=$(mktemp)
    if ! cargo +nightly fuzz run --release "$target" "${dirs[@]}" -- \
      -max_total_time="$seconds" -timeout=10 -seed=1 -print_final_stats=1 -detect_leaks=0 >"$log" 2>&1; then
      tail -40 "$log" >&2
      echo "fuzz: $target found a failure (reproducer under fuzz/artifacts/$target)" >&2
      exit 1
    fi
    echo "fuzz: $target (libFuzzer): $(grep -m1 -o 'Done [0-9]* runs in [0-9]* second(s)' "$log" || grep -m1 'stat::number_of_executed_units' "$log")"
    rm -rf "$scratch" "$log"
  done
else
  echo "fuzz: no nightly toolchain (or FUZZ_STABLE=1); running the same checks with the stable harness"
  total=$((seconds * ${#targets[@]}))
  cargo run --quiet --release --manifest-path fuzz/Cargo.toml -p combgames-fuzz-stable -- \
    --seconds "$total" --seed 1
fi
