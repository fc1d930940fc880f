#!/bin/sh
# Times the editor through its real window (issue 28; docs/performance.md,
# "Through the window"): writes the generated board and the 40-piece table
# (speed_files), the scripts (speed_scripts.py), and runs each under Xvfb,
# printing the load average before each run and every timing line.
#   tests/benchmarks/speed_window.sh BUILD_DIR OUT_DIR [fit]
# needs the targets crestline-editor and speed_files built in BUILD_DIR.
set -eu
build=$1
out=$2
mode=${3:-}
here=$(dirname "$0")
# The editor's recovery files for these runs apart from the user's.
export CRESTLINE_RECOVERY_DIR="$out/recovery"
"$build/bin/speed_files" "$out" >/dev/null
python3 "$here/speed_scripts.py" "$out" $mode
run() {
    echo "== $1 on $2, load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    xvfb-run -a -s '-screen 0 1400x900x24' "$build/bin/crestline-editor" --script "$out/$1" "$out/$2" 2>&1 | grep '^timing'
}
run edit.script generated.map.xml
python3 "$here/speed_scripts.py" --check "$out"
run los.script generated.map.xml
if [ "$mode" != fit ]; then run table.script table40.table.xml; run table_drag.script table40.table.xml; fi
