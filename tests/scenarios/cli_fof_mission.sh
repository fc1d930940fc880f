#!/bin/sh
# The scenario commands on a Fields of Fire mission (system="fof"): check,
# timeline and export of the bundled Mission 1 and the test fixture; check
# --setup refuses it; a mission with an error is checked (exit 1, its code
# printed) but neither timed nor exported; a warning alone does not stop
# them. Expected output worked out from the files.
# Usage: cli_fof_mission.sh CRESTLINE SOURCE_DIR
set -u
crestline="$1"
root="$2"
mission="$root/scenarios/library/mission1-trevieres.scenario.xml"
data="$root/tests/scenarios/data/fof"
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

expect 0 "check Mission 1" -- "$crestline" check "$mission"
# Only the info that its card map lies outside scenarios/library.
if grep -qE 'error|warning' "$work/out"; then echo "FAILED: Mission 1 has errors or warnings" >&2; cat "$work/out" >&2; status=1; else echo "ok: Mission 1 checks clean"; fi
contains "$work/out" "[reference-outside]" "the map outside the folder is said"

expect 0 "timeline of Mission 1" -- "$crestline" timeline "$mission"
contains "$work/out" "Turns: 10 [2.1]" "the Duration"
contains "$work/out" "Set-up: 3 Potential Contacts" "three contacts at set-up"
contains "$work/out" "  Row 2: letter A" "Row 2 gets letter A"

expect 0 "timeline of the fixture: a contact added on turn 4" -- "$crestline" timeline "$data/base.scenario.xml"
contains "$work/out" "Turn 4: 1 Potential Contact" "turn 4 adds one"
contains "$work/out" "  Row 3: random" "a random contact in row 3"

expect 0 "export Mission 1" -- "$crestline" export "$mission" --json "$work/m1.json"
contains "$work/m1.json" '"format": "crestline-fof-mission-resolved"' "the export format"
contains "$work/m1.json" '"losRange": 3' "daylight gives M = 3"
contains "$work/m1.json" '"label": "OBJ 1"' "OBJ 1 exported"

expect 2 "check --setup on a mission" -- "$crestline" check "$mission" --setup "$mission"
contains "$work/err" "a Fields of Fire mission has no Sighting setups" "check --setup refuses with a reason"

# One error: a Potential Contact in row 4 of a 3-row map [2.2.2].
sed 's|<contact row="1" random="false" letter="C" />|<contact row="4" random="false" letter="C" />|' "$data/base.scenario.xml" >"$work/row.scenario.xml"
mkdir -p "$work/a/b/c/d" && mv "$work/row.scenario.xml" "$work/a/b/c/d/"
ln -s "$root/maps" "$work/maps"
expect 1 "check a mission with a contact off the rows" -- "$crestline" check "$work/a/b/c/d/row.scenario.xml"
contains "$work/out" "[fof-contact-row]" "the finding's code"
expect 1 "no timeline for a mission with errors" -- "$crestline" timeline "$work/a/b/c/d/row.scenario.xml"
expect 1 "no export for a mission with errors" -- "$crestline" export "$work/a/b/c/d/row.scenario.xml" --json -

# A warning only (the Right Boundary inside the map): check exits 0 and says so; export runs.
sed 's|kind="right-boundary" after-column="4"|kind="right-boundary" after-column="3"|' "$data/base.scenario.xml" >"$work/a/b/c/d/warn.scenario.xml"
expect 0 "check a mission with a warning" -- "$crestline" check "$work/a/b/c/d/warn.scenario.xml"
contains "$work/out" "[fof-boundary-not-outer]" "the warning's code"
expect 0 "export despite a warning" -- "$crestline" export "$work/a/b/c/d/warn.scenario.xml" --json -

# Not readable as a mission: exit 2.
printf '<scenario version="1" id="x" system="fof">' >"$work/broken.scenario.xml"
expect 2 "check a mission that is not XML" -- "$crestline" check "$work/broken.scenario.xml"
exit $status
