#!/bin/sh
# The scenario commands on a GTS scenario (tests/scenarios/data/gts/cli.scenario.xml
# on the 6 x 6 test board): check, timeline and export run the GTS jobs; the
# FF-only commands (check --setup, setup) refuse it with a sentence saying
# why; a GTS scenario with an error is checked (exit 1, its code printed) but
# neither timed nor exported. Expected output worked out from the file.
# Usage: cli_gts_scenario.sh CRESTLINE SOURCE_DIR
set -u
crestline="$1"
root="$2"
data="$root/tests/scenarios/data/gts"
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

expect 0 "check a valid GTS scenario" -- "$crestline" check "$data/cli.scenario.xml"
contains "$work/out" "no findings" "check says it found nothing"

expect 0 "timeline of a GTS scenario" -- "$crestline" timeline "$data/cli.scenario.xml"
contains "$work/out" "Weather: starts clear, does not change [6.0]; last turn 3; first player allied [10.0.1]" "weather, last turn, first player"
contains "$work/out" "Turn 1 (1500)" "turn 1 with its time"
contains "$work/out" "allied: 1 air units if the weather is clear [27.0]" "turn 1 air units"
contains "$work/out" "turn before the night: +2 Dispatch Points" "turn 2 is the turn before the night [10.0.3]"
contains "$work/out" "12vg: Division Activation Chit goes into the mug [9.0]" "the chit gained on turn 2"
contains "$work/out" "Turn 3 (1900-0500) night [28.0] last turn [12.0]" "turn 3 is the night and the last"

expect 0 "export a GTS scenario" -- "$crestline" export "$data/cli.scenario.xml" --json "$work/cli.json"
contains "$work/cli.json" '"format": "crestline-gts-scenario-resolved"' "the GTS export format"
contains "$work/cli.json" '"hex": "small-gts:E5"' "hexes qualified by map"
contains "$work/cli.json" '"position": "entrenchment"' "the entrenchment at set-up"

expect 2 "check --setup on a GTS scenario" -- "$crestline" check "$data/cli.scenario.xml" --setup "$data/cli.scenario.xml"
contains "$work/err" "a GTS scenario has no Sighting setups" "check --setup refuses with a reason"
# The set-up sheet: one for both players; its text read back with pdftotext.
expect 0 "sheet of a GTS scenario" -- "$crestline" sheet "$data/cli.scenario.xml" --out "$work/sheet.pdf"
pdftotext "$work/sheet.pdf" "$work/sheet.txt"
contains "$work/sheet.txt" "Turn record and weather" "the turn record section"
contains "$work/sheet.txt" "The game starts in clear weather, which does not change." "the starting weather [26.0]"
contains "$work/sheet.txt" "12th Volksgrenadier Division" "the German division"
contains "$work/sheet.txt" "Obst. Osterhold (Leader)" "the leader at set-up [21.2]"
contains "$work/sheet.txt" "entrenchment" "I/48 starts entrenched [22.0]"
contains "$work/sheet.txt" "First player:" "the first turn [10.0.1]"
contains "$work/sheet.txt" "2 points to US" "the victory hex E5 [12.0]"
pages=$(pdfinfo "$work/sheet.pdf" | sed -n 's/^Pages: *//p')
[ "$pages" -ge 2 ] && echo "ok: the sheet has $pages pages" || { echo "FAILED: sheet pages: $pages" >&2; status=1; }
expect 2 "a side's sheet of a GTS scenario" -- "$crestline" sheet "$data/cli.scenario.xml" --side allied --out "$work/side.pdf"
contains "$work/err" "one set-up sheet for both players" "--side refused: nothing is hidden at set-up"
[ ! -e "$work/side.pdf" ] && echo "ok: nothing written" || { echo "FAILED: side.pdf written" >&2; status=1; }

# One error: air units on the night turn [27.0, 28.0].
sed 's|<turn number="3" time="1900-0500" night="true" />|<turn number="3" time="1900-0500" night="true"><air army="axis" units="1" /></turn>|' \
  "$data/cli.scenario.xml" >"$work/night-air.scenario.xml"
cp "$data/small-gts.map.xml" "$data/test-gts.terrain.xml" "$work/"
expect 1 "check a GTS scenario with air at night" -- "$crestline" check "$work/night-air.scenario.xml"
contains "$work/out" "[gts-air-at-night]" "the finding's code"
expect 1 "no timeline for a GTS scenario with errors" -- "$crestline" timeline "$work/night-air.scenario.xml"
expect 1 "no export for a GTS scenario with errors" -- "$crestline" export "$work/night-air.scenario.xml" --json -
exit $status
