#!/usr/bin/env bash
# irace (the R package) tunes the kit's GA end to end: exports tools/irace/race-small.json as an
# irace scenario with the kit's command line (tune-irace), runs one configuration through the
# target runner by hand, then runs irace on the scenario and checks that it finished with a best
# configuration that the kit's command line runs again.
#
# Needs the kit's jar: NQK_JAR (default lib/target/nqueens-kit-all.jar, built by `mvn package`).
# Installs r-cran-irace with apt-get when it is missing and this runs as root. Exit codes: 0 passed,
# or skipped with one line starting "skipped:" when irace cannot be had here; 1 failed.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
NQK_JAR="${NQK_JAR:-$ROOT/lib/target/nqueens-kit-all.jar}"
TIMEOUT="${NQK_IRACE_TIMEOUT:-170}"
fail() { printf 'FAIL irace test: %s\n' "$*"; exit 1; }
say() { printf 'irace test: %s\n' "$*"; }

have_irace() { command -v Rscript >/dev/null && Rscript -e 'library(irace)' >/dev/null 2>&1; }
if ! have_irace; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    say "installing r-cran-irace (apt-get)"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        r-cran-irace; } >/dev/null 2>&1
  fi
  if ! have_irace; then
    echo "skipped: irace test (R's irace package is not installed and apt-get could not install r-cran-irace;" \
      "install it with: apt-get install r-cran-irace)"
    exit 0
  fi
fi
[[ -f "$NQK_JAR" ]] || fail "no kit jar at $NQK_JAR (build it with mvn -am -pl lib package, or set NQK_JAR)"
command -v java >/dev/null || fail "java is not on PATH"

start=$SECONDS
work="$(mktemp -d "${TMPDIR:-/tmp}/nqk-irace.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp "$NQK_JAR" "$work/kit.jar" # a copy, so a rebuild meanwhile cannot change what irace runs
java -cp "$work/kit.jar" io.nqueens.cli.Main tune-irace "$HERE/race-small.json" --out "$work/scenario" \
  --classpath "$work/kit.jar" --parallel 2 >"$work/export.txt" 2>&1 || fail "tune-irace: $(cat "$work/export.txt")"
for f in parameters.txt instances.txt scenario.txt race.json target-runner; do
  [[ -s "$work/scenario/$f" ]] || fail "tune-irace wrote no $f"
done

# The target runner as irace calls it: id, instance id, seed, instance, then name=value pairs.
cost="$(cd "$work/scenario" && ./target-runner 1 1 123 8:1000 selection=tournament3 pm=0.1 2>&1)" \
  || fail "target runner: $cost"
[[ "$cost" =~ ^[0-9]+$ ]] || fail "the target runner printed \"$cost\", not a cost"
say "one run through the target runner: cost $cost"

# Every JVM irace starts is counted (a launcher that logs, then runs java): a batch each, not a run each.
printf '#!/bin/sh\necho x >> "%s/jvms"\nexec java "$@"\n' "$work" >"$work/java-counted"
chmod +x "$work/java-counted"
(cd "$work/scenario" && NQUEENS_JAVA="$work/java-counted" timeout "$TIMEOUT" \
  Rscript -e 'irace::irace.cmdline()' --scenario scenario.txt) >"$work/irace.txt" 2>&1
rc=$?
[[ $rc -eq 0 ]] || fail "irace exited with $rc after $((SECONDS - start)) s; its last lines:
$(tail -n 30 "$work/irace.txt")"
grep -q "Best configurations as commandlines" "$work/irace.txt" \
  || fail "irace printed no best configuration; its last lines:
$(tail -n 30 "$work/irace.txt")"
best="$(grep -A1 "Best configurations as commandlines" "$work/irace.txt" | tail -n 1 | sed 's/^ *[0-9]* *//')"
say "irace's best configuration: $best"
# shellcheck disable=SC2086 # the configuration's name=value words
again="$(cd "$work/scenario" && ./target-runner 1 1 1 8:1001 $best 2>&1)" || fail "the best does not run: $again"
[[ "$again" =~ ^[0-9]+$ ]] || fail "the best configuration's run printed \"$again\""
experiments="$(grep -o 'experimentsUsedSoFar: *[0-9]*' "$work/irace.txt" | tail -n 1 | grep -o '[0-9]*$')"
jvms="$(wc -l <"$work/jvms" 2>/dev/null || echo 0)"
[[ -n "$experiments" && "$jvms" -gt 0 && $((jvms * 4)) -le "$experiments" ]] \
  || fail "irace's ${experiments:-?} runs started $jvms JVMs: its batches should go to one JVM each"
say "passed in $((SECONDS - start)) s (irace used ${experiments:-?} runs of the kit's GA in $jvms JVMs)"
