#!/bin/sh
# Validate every bundled board (maps/**/*.map.xml) against docs/schema/map.xsd
# and every bundled catalog (maps/catalogs/*.terrain.xml) against
# docs/schema/terrain-catalog.xsd, plus the golden test fixtures
# (tests/formats/data, except bad/: bad-input fixtures are not meant to pass).
# Files are found when the test runs, so boards added later are covered.
# Fails if any file fails, or if no board or no catalog is found.
# Usage: validate_bundled.sh XMLLINT SOURCE_DIR
set -u
xmllint="$1"
root="$2"
status=0
maps=$(find "$root/maps" -name '*.map.xml' -type f | sort)
catalogs=$(find "$root/maps/catalogs" -maxdepth 1 -name '*.terrain.xml' -type f | sort)
golden_maps=$(find "$root/tests/formats/data" -name '*.map.xml' -type f ! -path '*/bad/*' | sort)
golden_catalogs=$(find "$root/tests/formats/data" -name '*.terrain.xml' -type f ! -path '*/bad/*' | sort)
if [ -z "$maps" ]; then
  echo "no maps/**/*.map.xml found under $root" >&2
  status=1
fi
if [ -z "$catalogs" ]; then
  echo "no maps/catalogs/*.terrain.xml found under $root" >&2
  status=1
fi
count=0
# Split the file lists on newlines only (paths may hold spaces).
IFS='
'
for f in $maps $golden_maps; do
  "$xmllint" --noout --schema "$root/docs/schema/map.xsd" "$f" || status=1
  count=$((count + 1))
done
for f in $catalogs $golden_catalogs; do
  "$xmllint" --noout --schema "$root/docs/schema/terrain-catalog.xsd" "$f" || status=1
  count=$((count + 1))
done
echo "validated $count file(s)"
exit $status
