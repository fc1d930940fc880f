#!/bin/sh
# The scenario commands end to end: exit codes (0 ok, 1 findings or a failed
# reveal, 2 bad arguments or unreadable input), a sealed setup revealed, an
# altered owner's file or a file of another sealing rejected, a plan's own
# salt refused, nothing timed, exported or sealed against a scenario whose
# checks find errors, and the JSON export equal to the golden.
# Usage: cli_scenario.sh CRESTLINE SOURCE_DIR
set -u
crestline="$1"
root="$2"
data="$root/tests/scenarios/data"
library="$root/scenarios/library"
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

expect 0 "check a valid scenario" -- "$crestline" check "$data/base.scenario.xml"
expect 1 "check a scenario whose map is missing" -- "$crestline" check "$data/bad/missing-map.scenario.xml"
contains "$work/out" "[map-unreadable]" "the missing map is named by code"
expect 2 "check a file that does not exist" -- "$crestline" check "$data/no-such.scenario.xml"
expect 0 "check a map lists its findings (docs/cli.md, commands and kinds)" -- "$crestline" check "$data/small.map.xml"
expect 2 "check --setup of a file that is not a scenario" -- "$crestline" check "$data/small.map.xml" --setup "$data/base.german.setup.xml"
expect 2 "check without a file" -- "$crestline" check

expect 0 "timeline" -- "$crestline" timeline "$library/hold-the-ridge.scenario.xml"
contains "$work/out" "Turn 5: sudden death roll: the game ends if 2d10 is less than 11 [21.22]" "sudden death number in force on turn 5"
contains "$work/out" "american: 1 x Sherman (vehicle platoon) enter along the south edge, at J15, K15; 1 Command marker" "turn 3 arrivals"

expect 0 "export JSON" -- "$crestline" export "$library/hold-the-ridge.scenario.xml" --json "$work/htr.json"
if cmp -s "$work/htr.json" "$data/hold-the-ridge.json"; then echo "ok: export equals the golden"; else echo "FAILED: export differs from the golden" >&2; status=1; fi
expect 2 "export without --json" -- "$crestline" export "$library/hold-the-ridge.scenario.xml"

# Seal the base plan, reveal it, then alter the owner's file.
expect 0 "setup seals a plan" -- "$crestline" setup "$data/base.german.setup.xml" --scenario "$data/base.scenario.xml" \
  --owner "$work/owner.setup.xml" --opponent "$work/opponent.setup.xml"
expect 0 "check the sealed setup with the scenario" -- "$crestline" check "$data/base.scenario.xml" \
  --setup "$work/owner.setup.xml" --setup "$work/opponent.setup.xml"
expect 0 "reveal the unaltered setup" -- "$crestline" reveal "$work/opponent.setup.xml" "$work/owner.setup.xml"
contains "$work/out" "(owner's S2) in C3: Hidden: B (1 x Grenadier platoon (g-plt), 1 x entrenchment (g-trench)) -- matches" "revealed content printed"
expect 0 "reveal one marker" -- "$crestline" reveal "$work/owner.setup.xml" "$work/opponent.setup.xml" --marker S3
# Take the entrenchment out from under Hiding marker B after sealing.
grep -v '<fortification ref="g-trench"' "$work/owner.setup.xml" >"$work/altered.setup.xml"
expect 1 "check finds the altered owner's file stale" -- "$crestline" check "$data/base.scenario.xml" --setup "$work/altered.setup.xml"
contains "$work/out" "[setup-commitment-stale]" "check names the stale marker by code"
expect 1 "reveal an altered content" -- "$crestline" reveal "$work/altered.setup.xml" "$work/opponent.setup.xml"
contains "$work/out" "[reveal-commitment-mismatch]" "the altered marker is named by code"
expect 2 "reveal with two owner's files" -- "$crestline" reveal "$work/owner.setup.xml" "$work/altered.setup.xml"
expect 0 "setup writes a partial owner's file" -- "$crestline" setup "$work/owner.setup.xml" --scenario "$data/base.scenario.xml" \
  --owner "$work/s3.setup.xml" --only S3
expect 0 "reveal from the partial owner's file" -- "$crestline" reveal "$work/s3.setup.xml" "$work/opponent.setup.xml"
expect 1 "setup refuses to reseal an altered owner's file" -- "$crestline" setup "$work/altered.setup.xml" --scenario "$data/base.scenario.xml" \
  --opponent "$work/never.setup.xml"
contains "$work/err" "[setup-commitment-stale]" "the stale marker is named by code"
if [ -e "$work/never.setup.xml" ]; then echo "FAILED: a refused setup wrote a file" >&2; status=1; else echo "ok: nothing written"; fi
# The owner's ids stay in his file: one that names its content is accepted and not passed on.
sed 's|<marker id="S3"|<marker id="S3-false"|' "$data/base.german.setup.xml" >"$work/named.setup.xml"
expect 0 "setup accepts an owner's id that names its content" -- "$crestline" setup "$work/named.setup.xml" --scenario "$data/base.scenario.xml" \
  --owner "$work/named-owner.setup.xml" --opponent "$work/named-opponent.setup.xml"
if grep -q "S3-false" "$work/named-opponent.setup.xml"; then echo "FAILED: the owner's id reached the opponent's file" >&2; status=1; else echo "ok: the owner's id is not in the opponent's file"; fi
contains "$work/named-owner.setup.xml" 'id="S3-false" public-id="M' "the owner's file maps his id to a public id"

# A plan cannot choose its salts: salt="00" would be one byte, found by 256 tries.
sed 's|<marker id="S3" hex="D1">|<marker id="S3" hex="D1" salt="00">|' "$data/base.german.setup.xml" >"$work/salty.setup.xml"
expect 1 "setup refuses a plan that gives its own salt" -- "$crestline" setup "$work/salty.setup.xml" --scenario "$data/base.scenario.xml" \
  --owner "$work/never.setup.xml" --opponent "$work/never-opp.setup.xml"
contains "$work/err" "[setup-plan-seal-value]" "the plan's salt is named by code"
if [ -e "$work/never.setup.xml" ] || [ -e "$work/never-opp.setup.xml" ]; then echo "FAILED: a refused setup wrote a file" >&2; status=1; else echo "ok: nothing written"; fi

# Files of two sealings of the same plan (a setup interrupted between its writes, or an old file) are named, not a silent mismatch.
expect 0 "setup seals the plan a second time" -- "$crestline" setup "$data/base.german.setup.xml" --scenario "$data/base.scenario.xml" \
  --owner "$work/owner2.setup.xml" --opponent "$work/opponent2.setup.xml"
expect 1 "reveal a new owner's file against an old opponent's file" -- "$crestline" reveal "$work/owner2.setup.xml" "$work/opponent.setup.xml"
contains "$work/out" "[reveal-setup-mismatch]" "the mismatch is named by code"
# Resealing a sealed owner's file gives the same opponent's file.
expect 0 "setup rewrites the opponent's file from the sealed owner's file" -- "$crestline" setup "$work/owner.setup.xml" \
  --scenario "$data/base.scenario.xml" --opponent "$work/opponent-again.setup.xml"
if cmp -s "$work/opponent.setup.xml" "$work/opponent-again.setup.xml"; then echo "ok: same opponent's file"; else echo "FAILED: the opponent's file changed" >&2; status=1; fi

# A scenario whose checks (not its reader) find an error: a reinforcement of a side it does not declare.
sed 's|<reinforcement side="american" turn="3">|<reinforcement side="french" turn="3">|; s|href="small.map.xml"|href="'"$data"'/small.map.xml"|' \
  "$data/base.scenario.xml" >"$work/french.scenario.xml"
expect 1 "check a scenario with a reinforcement of an undeclared side" -- "$crestline" check "$work/french.scenario.xml"
expect 1 "no timeline for an undeclared side" -- "$crestline" timeline "$work/french.scenario.xml"
contains "$work/err" "[unknown-side]" "the undeclared side is named by code"
expect 1 "no export for an undeclared side" -- "$crestline" export "$work/french.scenario.xml" --json "$work/never.json"
expect 1 "no sealing against a scenario with check errors" -- "$crestline" setup "$data/base.german.setup.xml" --scenario "$work/french.scenario.xml" \
  --owner "$work/never.setup.xml"
if [ -e "$work/never.json" ] || [ -e "$work/never.setup.xml" ]; then echo "FAILED: a refused command wrote a file" >&2; status=1; else echo "ok: nothing written"; fi

# Reinforcements on the Sudden Death space: the timeline says the roll comes first.
contains_timeline() {
  "$crestline" timeline "$root/scenarios/library/hold-the-ridge.scenario.xml" >"$work/out" 2>&1
  contains "$work/out" "$1" "$2"
}
contains_timeline "  (the roll comes first: these arrive only if the game goes on [21.12a, 21.12e])" "turn 5 arrivals after the roll"
expect 2 "setup without an output" -- "$crestline" setup "$data/base.german.setup.xml" --scenario "$data/base.scenario.xml"
exit $status
