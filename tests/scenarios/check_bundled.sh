#!/bin/sh
# Run `crestline check` on every bundled scenario (scenarios/library/*.scenario.xml)
# together with its Sighting setups (NAME.*.setup.xml beside it); each must
# exit 0. Fails if any does not, or if no scenario is found.
# Usage: check_bundled.sh CRESTLINE SOURCE_DIR
set -u
crestline="$1"
root="$2"
status=0
found=0
IFS='
'
for scenario in $(find "$root/scenarios/library" -name '*.scenario.xml' -type f | sort); do
  found=1
  name=$(basename "$scenario" .scenario.xml)
  set --
  for setup in $(find "$(dirname "$scenario")" -name "$name.*.setup.xml" -type f | sort); do
    set -- "$@" --setup "$setup"
  done
  if "$crestline" check "$scenario" "$@"; then
    echo "ok: $scenario ($(($# / 2)) setup(s))"
  else
    echo "FAILED: crestline check $scenario" >&2
    status=1
  fi
done
if [ "$found" -eq 0 ]; then
  echo "no scenarios/library/*.scenario.xml found under $root" >&2
  status=1
fi
exit $status
