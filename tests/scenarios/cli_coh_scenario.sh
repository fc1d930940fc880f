#!/bin/sh
# The scenario commands on a CoH scenario (tests/scenarios/data/coh/base.scenario.xml
# on the 5 x 4 test board): check, timeline and export run the CoH jobs;
# check --setup refuses it; a CoH scenario with an error is checked (exit 1,
# its code printed) but neither timed nor exported. Expected output worked
# out from the file.
# Usage: cli_coh_scenario.sh CRESTLINE SOURCE_DIR
set -u
crestline="$1"
root="$2"
data="$root/tests/scenarios/data/coh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

expect() { # expect CODE DESCRIPTION -- COMMAND...
  want="$1"; what="$2"; shift 3
  "$@" >"$work/out" 2>"$work/err"
  got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAILED: $what: exit $got, expected $want" >&2
    cat "$work/out" "$work/err" >&2
    status=1
  else
    echo "ok: $what"
  fi
}
contains() { # contains FILE TEXT DESCRIPTION
  if grep -qF -- "$2" "$1"; then echo "ok: $3"; else echo "FAILED: $3: no '$2' in output" >&2; cat "$1" >&2; status=1; fi
}

expect 0 "check a valid CoH scenario" -- "$crestline" check "$data/base.scenario.xml"
contains "$work/out" "no findings" "check says it found nothing"

expect 0 "timeline of a CoH scenario" -- "$crestline" timeline "$data/base.scenario.xml"
contains "$work/out" "Rounds: 4; CAPs at start: us 6 de 5 [3.2]" "round count and CAPs"
contains "$work/out" "  de: dealt 3 Action Cards [8.0]" "the German hand dealt at start"
contains "$work/out" "  us: draws 2 Action Cards [8.0]" "the US draw on round 3"
contains "$work/out" "  us reinforcements: sherman-1 (M4 Sherman) enter at 0104 0103 [5.5]" "the Sherman on round 3"
contains "$work/out" "Round 4 (last round)" "round 4 is the last"

expect 0 "export a CoH scenario" -- "$crestline" export "$data/base.scenario.xml" --json "$work/base.json"
contains "$work/base.json" '"format": "crestline-coh-scenario-resolved"' "the CoH export format"
contains "$work/base.json" '"hex": "small-coh:0402"' "hexes qualified by map"

expect 2 "check --setup on a CoH scenario" -- "$crestline" check "$data/base.scenario.xml" --setup "$data/base.scenario.xml"
contains "$work/err" "a CoH scenario has no Sighting setups" "check --setup refuses with a reason"

# One error: the MG faces hexside 6, which a hex does not have [5.3].
sed 's|hex="0402" facing="4"|hex="0402" facing="6"|' "$data/base.scenario.xml" >"$work/facing.scenario.xml"
cp "$data/small-coh.map.xml" "$data/test-coh.terrain.xml" "$work/"
expect 1 "check a CoH scenario with a bad facing" -- "$crestline" check "$work/facing.scenario.xml"
contains "$work/out" "[coh-facing]" "the finding's code"
expect 1 "no timeline for a CoH scenario with errors" -- "$crestline" timeline "$work/facing.scenario.xml"
expect 1 "no export for a CoH scenario with errors" -- "$crestline" export "$work/facing.scenario.xml" --json -
exit $status
