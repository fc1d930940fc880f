"""Case coh of gui_test.py: the editor on the sample Conflict of Heroes board.

gui_coh.script (rulings worked by hand there) runs on a copy of
maps/boards/kleinbach.map.xml beside a copy of the catalogs; it saves the
board unedited first (PLAIN), then after its edits (OUT). The mortar ruling
the window showed (0608 -> 0606, the wall giving no DM) equals
`crestline los --attack mortar --json` on the same board. The edits are
exactly three <terrain> changes, worked out by hand from the script:
  - 0607 (unpainted) set to level 1: a new <terrain hex="0607"
    terrain="open" level="1" /> (the catalog's default type carries the
    level), after the last <terrain>;
  - 0209's level cleared: terrain="open", no level attribute;
  - 1303's terrain cleared: light-woods becomes open, level 1 kept.
OUT passes xmllint --noout against docs/schema/map.xsd and is still map
format 3; its levels read back as above. The window shots are kept in WORK.
"""
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET


def run(editor_run, script_from, fail, source, work, same_as_command_line):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "boards"))
    shutil.copytree(os.path.join(source, "maps", "catalogs"), os.path.join(work, "catalogs"))
    board = os.path.join(work, "boards", "kleinbach.map.xml")
    shutil.copy(os.path.join(source, "maps", "boards", "kleinbach.map.xml"), board)
    shutil.copy(os.path.join(source, "maps", "boards", "ridge-farm.map.xml"), os.path.join(work, "boards", "ridge-farm.map.xml"))
    plain = os.path.join(work, "boards", "plain.map.xml")
    out = os.path.join(work, "boards", "edited.map.xml")
    ridge = os.path.join(work, "boards", "ridge-farm.map.xml")
    scenario = os.path.join(source, "scenarios", "library", "kleinbach-crossroads.scenario.xml")
    position = os.path.join(source, "scenarios", "library", "kleinbach-round2.position.xml")
    result = editor_run(script_from("gui_coh.script", WORK=work, PLAIN=plain, OUT=out, RIDGE=ridge, SCENARIO=scenario, POSITION=position), board)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)

    # The mortar ruling the window showed is the command line's with --attack mortar.
    same_as_command_line(board, "0608", "0606", os.path.join(work, "mortar.json"), ["--attack", "mortar"])

    with open(plain, encoding="utf-8") as f:
        expected = f.read()
    changes = [
        ('    <terrain hex="0209" terrain="open" level="1" />\n', '    <terrain hex="0209" terrain="open" />\n'),
        ('    <terrain hex="1303" terrain="light-woods" level="1" />\n', '    <terrain hex="1303" terrain="open" level="1" />\n'),
        ('    <terrain hex="1304" terrain="open" level="1" />\n',
         '    <terrain hex="1304" terrain="open" level="1" />\n    <terrain hex="0607" terrain="open" level="1" />\n'),
    ]
    for old, new in changes:
        if expected.count(old) != 1:
            fail("the unedited save has not exactly one %r:\n%s" % (old, expected))
        expected = expected.replace(old, new)
    with open(out, encoding="utf-8") as f:
        got = f.read()
    if got != expected:
        fail("%s is not the board with the three level edits:\n%s" % (out, got))

    schema = os.path.join(source, "docs", "schema", "map.xsd")
    lint = subprocess.run(["xmllint", "--noout", "--schema", schema, out], capture_output=True, text=True)
    if lint.returncode != 0:
        fail("xmllint --schema map.xsd: " + lint.stderr)
    root = ET.parse(out).getroot()
    if root.get("version") != "3":
        fail("the saved map is format %s, not 3 (hex levels)" % root.get("version"))
    terrain = {t.get("hex"): t for t in root.iter("terrain") if t.get("hex")}
    for hex_, kind, level in [("0607", "open", "1"), ("1303", "open", "1"), ("0209", "open", None), ("1002", "open", "2")]:
        t = terrain.get(hex_)
        if t is None or t.get("terrain") != kind or t.get("level") != level:
            fail("hex %s: expected terrain %s level %s, the file has %s" % (hex_, kind, level, None if t is None else t.attrib))
