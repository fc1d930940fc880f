#!/usr/bin/env bash
# Makes the editor's screenshots in docs/images (editor-map, editor-los,
# editor-scenario, editor-joined) with the real editor under Xvfb and its scripted mode.
# editor-tracing.png was made by hand from the gui_trace test's scan.
# Usage: docs/images/editor/shots.sh (after scripts/build.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
editor="$root/build/bin/crestline-editor"
here="$root/docs/images/editor"
out="$root/docs/images"
export CRESTLINE_RECOVERY_DIR="$(mktemp -d)"
trap 'rm -rf "$CRESTLINE_RECOVERY_DIR"' EXIT
shot() { # shot SCRIPT FILE PNG
  sed "s|@OUT@|$3|" "$here/$1" > "$CRESTLINE_RECOVERY_DIR/$1"
  xvfb-run -a -s "-screen 0 1400x900x24" "$editor" --script "$CRESTLINE_RECOVERY_DIR/$1" "$2" 2>/dev/null
}
shot map.script "$root/maps/boards/ridge-farm.map.xml" "$out/editor-map.png"
shot los.script "$root/maps/boards/ridge-farm.map.xml" "$out/editor-los.png"
shot scenario.script "$root/scenarios/library/hold-the-ridge.scenario.xml" "$out/editor-scenario.png"
shot joined.script "$root/scenarios/library/millbrook-crossroads.scenario.xml" "$out/editor-joined.png"
echo "wrote $out/editor-map.png $out/editor-los.png $out/editor-scenario.png $out/editor-joined.png"
