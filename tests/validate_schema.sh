#!/bin/sh
# Validate files against their XSD with xmllint. Files are found when the
# test runs, so files added later are covered. Each group names a schema, a
# file-name pattern, the bundled folder (at least one file must be found
# there) and a fixture folder (its bad/ and hostile/ folders are skipped: those files are
# meant to fail). Fails if any file fails or a bundled folder has none.
# Usage: validate_schema.sh XMLLINT ROOT  SCHEMA PATTERN BUNDLED_DIR FIXTURE_DIR  [...more groups of four]
# (schema and folders relative to ROOT). PATTERN@SYSTEM keeps only the files
# whose root element line says system="SYSTEM" (FF and GTS scenarios share
# the file name pattern and root, each has its own schema).
set -u
xmllint="$1"
root="$2"
shift 2
status=0
count=0
# Split file lists on newlines only (paths may hold spaces).
IFS='
'
while [ $# -ge 4 ]; do
  schema="$1" pattern="$2" bundled="$3" fixtures="$4"
  shift 4
  system=""
  case "$pattern" in
    *@*) system="${pattern#*@}" pattern="${pattern%@*}" ;;
  esac
  files=$(find "$root/$bundled" -name "$pattern" -type f | sort)
  extra=$(find "$root/$fixtures" -name "$pattern" -type f ! -path '*/bad/*' ! -path '*/hostile/*' | sort)
  if [ -n "$system" ]; then
    files=$(for f in $files; do grep -m1 '<scenario' "$f" | grep -q "system=\"$system\"" && echo "$f"; done)
    extra=$(for f in $extra; do grep -m1 '<scenario' "$f" | grep -q "system=\"$system\"" && echo "$f"; done)
  fi
  if [ -z "$files" ]; then
    echo "no $bundled/**/$pattern found under $root" >&2
    status=1
  fi
  for f in $files $extra; do
    "$xmllint" --noout --schema "$root/$schema" "$f" || status=1
    count=$((count + 1))
  done
done
echo "validated $count file(s)"
exit $status
