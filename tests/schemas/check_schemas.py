#!/usr/bin/env python3
"""Every schema in docs/schema/ compiles alone and validates every bundled
file and test fixture of its kind (issue 27, item 11).

Found when the test runs, so a schema or file added later is covered:
  * every docs/schema/*.xsd must compile on its own (xmllint exit status 5
    means it does not). A schema that declares no global element (a type
    library, included by others) is only compiled; every other schema must
    be the schema of a kind below, and validate at least one bundled file.
  * every *.xml under maps/ and scenarios/library/ (bundled) and under
    tests/*/data/ (fixtures; their bad/ and hostile/ folders are skipped:
    those files are meant to fail) is classified by its name and its root
    element's system attribute, and must validate against its kind's schema.
    A bundled file or fixture of no known kind fails the test: say its schema
    here.
Usage: check_schemas.py XMLLINT SOURCE_DIR
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

# (file name suffix, root system or None for any, schema)
KINDS = [
    (".map.xml", "fof", "fof-map.xsd"),
    (".map.xml", None, "map.xsd"),
    (".terrain.xml", None, "terrain-catalog.xsd"),
    (".deck.xml", None, "fof-deck.xsd"),
    (".table.xml", None, "tabletop-table.xsd"),
    (".scenario.xml", "ff", "scenario.xsd"),
    (".scenario.xml", "gts", "gts-scenario.xsd"),
    (".scenario.xml", "coh", "coh-scenario.xsd"),
    (".scenario.xml", "fof", "fof-mission.xsd"),
    (".setup.xml", None, "sighting-setup.xsd"),
    (".hidden.xml", None, "coh-hidden-setup.xsd"),
    (".position.xml", None, "coh-position.xsd"),
]

# Fixtures outside a bad/ or hostile/ folder that are meant not to validate
# (each is checked to fail, so the list stays honest).
MEANT_TO_FAIL = {
    "tests/cli/data/not-xml.map.xml": "plain text: the CLI's not-XML error",
    "tests/gui/data/newer-version.map.xml": "a map of a future version: the editor's newer-version refusal",
    "tests/jobs/data/fof_followers/missions/gts-skip.scenario.xml": "a GTS scenario with a title only: the FoF map followers skip it unread",
}

ROOT_RE = re.compile(r"<([A-Za-z][\w.-]*)(\s[^>]*)?>", re.S)
SYSTEM_RE = re.compile(r"""\ssystem\s*=\s*["']([^"']*)["']""")


def root_system(path):
    """The system attribute of the file's root element (None if it has none)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    text = re.sub(r"<\?.*?\?>|<!--.*?-->", "", text, flags=re.S)
    m = ROOT_RE.search(text)
    if not m:
        return None
    s = SYSTEM_RE.search(m.group(2) or "")
    return s.group(1) if s else None


def kind_of(path):
    name = os.path.basename(path)
    for suffix, system, schema in KINDS:
        if name.endswith(suffix) and (system is None or root_system(path) == system):
            return schema
    return None


def declares_element(xsd):
    with open(xsd, encoding="utf-8") as f:
        text = f.read()
    # a global element: <xs:element name=...> directly under <xs:schema> (two-space indent, as all ours are)
    return re.search(r"^  <xs:element\s+name=", text, re.M) is not None


def main():
    xmllint, root = sys.argv[1], sys.argv[2]
    failures = []
    schemas = sorted(glob.glob(os.path.join(root, "docs/schema/*.xsd")))
    if not schemas:
        failures.append("no schema found in docs/schema")
    known = {schema for _, _, schema in KINDS}

    with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as dummy:
        dummy.write("<not-a-crestline-file/>\n")
    try:
        for xsd in schemas:
            r = subprocess.run([xmllint, "--noout", "--schema", xsd, dummy.name], capture_output=True, text=True)
            if r.returncode == 5 or "Schemas parser error" in r.stderr or "failed to compile" in r.stderr:
                failures.append(f"{os.path.relpath(xsd, root)} does not compile alone:\n{r.stderr}")
    finally:
        os.unlink(dummy.name)

    for xsd in schemas:
        name = os.path.basename(xsd)
        if declares_element(xsd) and name not in known:
            failures.append(f"docs/schema/{name} declares a root element but no kind of file uses it: add it to KINDS in {__file__}")
        if name in known and not os.path.exists(xsd):
            failures.append(f"KINDS names docs/schema/{name}, which does not exist")

    bundled = []
    for folder in ("maps", "scenarios/library"):
        bundled += glob.glob(os.path.join(root, folder, "**", "*.xml"), recursive=True)
    fixtures = [f for f in glob.glob(os.path.join(root, "tests", "*", "data", "**", "*.xml"), recursive=True)
                if not re.search(r"/(bad|hostile)/", os.path.relpath(f, root))]

    for rel, why in sorted(MEANT_TO_FAIL.items()):
        f = os.path.join(root, rel)
        schema = kind_of(f) if os.path.exists(f) else None
        if schema is None:
            failures.append(f"{rel} ({why}) is listed as meant to fail but is missing or of no kind")
            continue
        r = subprocess.run([xmllint, "--noout", "--schema", os.path.join(root, "docs/schema", schema), f], capture_output=True, text=True)
        if r.returncode == 0:
            failures.append(f"{rel} ({why}) is listed as meant to fail but validates against {schema}")
    fixtures = [f for f in fixtures if os.path.relpath(f, root) not in MEANT_TO_FAIL]

    by_schema = {}
    bundled_count = {}
    for f in sorted(bundled) + sorted(fixtures):
        schema = kind_of(f)
        if schema is None:
            failures.append(f"{os.path.relpath(f, root)}: no schema for this kind of file (name and root system)")
            continue
        by_schema.setdefault(schema, []).append(f)
        if f in bundled:
            bundled_count[schema] = bundled_count.get(schema, 0) + 1

    for schema in sorted(known):
        if not bundled_count.get(schema):
            failures.append(f"docs/schema/{schema}: no bundled file of its kind under maps/ or scenarios/library/")

    total = 0
    for schema, files in sorted(by_schema.items()):
        xsd = os.path.join(root, "docs/schema", schema)
        if not os.path.exists(xsd):
            continue
        r = subprocess.run([xmllint, "--noout", "--schema", xsd] + files, capture_output=True, text=True)
        total += len(files)
        if r.returncode != 0:
            bad = [line for line in r.stderr.splitlines() if not line.endswith(" validates")]
            failures.append(f"{schema}: files of its kind do not validate:\n" + "\n".join(bad))

    print(f"{len(schemas)} schema(s) compiled; {total} file(s) validated against {len(by_schema)} schema(s)")
    for schema, files in sorted(by_schema.items()):
        print(f"  {schema}: {len(files)} ({bundled_count.get(schema, 0)} bundled)")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
