#!/bin/sh
# Validate every bundled scenario (scenarios/library/*.scenario.xml) against
# docs/schema/scenario.xsd and every bundled Sighting setup
# (scenarios/library/*.setup.xml) against docs/schema/sighting-setup.xsd, plus
# the good fixtures of tests/scenarios/data (bad/ is meant to fail).
# Files are found when the test runs. Fails if any file fails, or if no
# scenario or no setup is found.
# Usage: validate_scenarios.sh XMLLINT SOURCE_DIR
set -u
xmllint="$1"
root="$2"
status=0
scenarios=$(find "$root/scenarios/library" -name '*.scenario.xml' -type f | sort)
setups=$(find "$root/scenarios/library" -name '*.setup.xml' -type f | sort)
fixture_scenarios=$(find "$root/tests/scenarios/data" -name '*.scenario.xml' -type f ! -path '*/bad/*' | sort)
fixture_setups=$(find "$root/tests/scenarios/data" -name '*.setup.xml' -type f ! -path '*/bad/*' | sort)
if [ -z "$scenarios" ]; then
  echo "no scenarios/library/*.scenario.xml found under $root" >&2
  status=1
fi
if [ -z "$setups" ]; then
  echo "no scenarios/library/*.setup.xml found under $root" >&2
  status=1
fi
count=0
IFS='
'
for f in $scenarios $fixture_scenarios; do
  "$xmllint" --noout --schema "$root/docs/schema/scenario.xsd" "$f" || status=1
  count=$((count + 1))
done
for f in $setups $fixture_setups; do
  "$xmllint" --noout --schema "$root/docs/schema/sighting-setup.xsd" "$f" || status=1
  count=$((count + 1))
done
echo "validated $count file(s)"
exit $status
