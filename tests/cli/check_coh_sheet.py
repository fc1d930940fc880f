"""`crestline sheet` on the sample Conflict of Heroes firefight
scenarios/library/kleinbach-crossroads.scenario.xml, read back with pdftotext
and pdfinfo. Expected text is read off the scenario file by hand: US 6 CAPs
and German 4, 5 rounds, objectives worth 4 and 2 VP to the US, the Sherman
arriving on round 2; the German units de-mg-1 (0703), de-rifle-1 (0605),
de-mg-2 (1002) and de-mortar (1103) set up hidden [10.0], so the public
sheet must not name them while the German sheet shows them at their hexes.
Also: --side unknown, --setup with the sealed German hidden set-up and its refusals, a .png, and a scenario with
an error finding (exit 1, nothing written)."""

import os
import re
import shutil
import subprocess
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
scenario = os.path.join(src, "scenarios", "library", "kleinbach-crossroads.scenario.xml")
board = os.path.join(src, "maps", "boards", "kleinbach.map.xml")
owner_hidden = os.path.join(src, "scenarios", "library", "kleinbach-crossroads.de.owner.hidden.xml")
opponent_hidden = os.path.join(src, "scenarios", "library", "kleinbach-crossroads.de.opponent.hidden.xml")
HIDDEN_IDS = ["de-mg-1", "de-rifle-1", "de-mg-2", "de-mortar"]


def pdf_text(path, first=1):
    p = subprocess.run(["pdftotext", "-raw", "-f", str(first), "-enc", "UTF-8", path, "-"], capture_output=True, text=True)
    return re.sub(r"\s+", " ", p.stdout) if p.returncode == 0 else ""


def pdf_info(path):
    p = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    return p.stdout if p.returncode == 0 else ""


if not shutil.which("pdftotext") or not shutil.which("pdfinfo"):
    print("SKIP: pdftotext/pdfinfo (poppler-utils) not installed")
    raise SystemExit(0)

with tempfile.TemporaryDirectory() as work:
    public = os.path.join(work, "public.pdf")
    code, out, err = run(exe, "sheet", scenario, "--out", public)
    check.expect(code == 0, f"public sheet: exit 0 expected, got {code}: {err.strip()}")
    check.expect("wrote " + public in out, f"public sheet: 'wrote' line: {out!r}")
    text = pdf_text(public)
    info = pdf_info(public)
    pages = int((re.search(r"Pages:\s+(\d+)", info) or [0, 0])[1])
    check.expect(2 <= pages <= 3, f"public sheet: 2 or 3 pages (the board alone on page 1), got {pages}")
    check.expect("595.28 x 841.89" in info, "public sheet: A4 by default")
    for want in ["Kleinbach Crossroads", "5 rounds", "US", "German", "CAPs: 6", "CAPs: 4", "Dorfstrasse", "Rifle 41", "M3 Halftrack",
                 "M4 Sherman", "Rifle 39", "105mm battery", "Bazooka", "4 to US", "2 to US", "arrives round 2 at 0106 or 0107",
                 "4 units set up hidden"]:
        check.expect(want in text, f"public sheet holds '{want}'")
    # Hidden units [10.0]: no id; no MG 42 or mortar (all of them are hidden);
    # off the board (page 1, whose hexes carry their numbers) no hidden unit's
    # hex except 1002, which also holds the German bunker, a public marker.
    for hidden in HIDDEN_IDS + ["MG 42", "Mortar"]:
        check.expect(hidden not in text, f"public sheet must not hold '{hidden}'")
    after = pdf_text(public, first=2)
    for hexlabel in ["0703", "0605", "1103"]:
        check.expect(hexlabel not in after, f"public sheet pages 2 on must not hold the hidden unit hex {hexlabel}")
    check.expect(after.count("1002") == 1, f"public sheet: 1002 only once, as the bunker's hex (got {after.count('1002')})")

    # The German sheet: everything public plus its hidden units at their hexes.
    german = os.path.join(work, "de.pdf")
    code, out, err = run(exe, "sheet", scenario, "--side", "de", "--paper", "letter", "--out", german)
    check.expect(code == 0, f"--side de: exit 0 expected, got {code}: {err.strip()}")
    text = pdf_text(german)
    check.expect("612 x 792" in pdf_info(german), "--paper letter: 612 x 792 pt")
    for want in HIDDEN_IDS + ["For the German player", "0703, faces SW (hexside 2)", "hidden [10.0]", "CAPs: 4", "MG 42", "Mortar 81mm"]:
        check.expect(want in text, f"German sheet holds '{want}'")
    check.expect("units set up hidden" not in text, "German sheet: no count line for its own hidden units")

    # The German sheet with the German owner's sealed hidden set-up: the units
    # where the plan put them (de-mg-1 in 0803 facing SW, the mortar in 1204
    # facing NW), not at the scenario's hexes.
    sealed = os.path.join(work, "de-sealed.pdf")
    code, out, err = run(exe, "sheet", scenario, "--side", "de", "--setup", owner_hidden, "--out", sealed)
    check.expect(code == 0, f"--side de --setup OWNER: exit 0 expected, got {code}: {err.strip()}")
    text = pdf_text(sealed)
    for want in ["H 0803, faces SW (hexside 2)", "H 1204, faces NW (hexside 3)", "H 0605, faces NW (hexside 3)"]:
        check.expect(want in text, f"sealed German sheet holds '{want}'")
    for unwanted in ["H 0703", "H 1103"]:
        check.expect(unwanted not in text, f"sealed German sheet must not hold the scenario's '{unwanted}'")

    # The US sheet shows no German hidden unit.
    us = os.path.join(work, "us.pdf")
    code, out, err = run(exe, "sheet", scenario, "--side", "us", "--out", us)
    check.expect(code == 0, f"--side us: exit 0 expected, got {code}")
    text = pdf_text(us)
    for hidden in HIDDEN_IDS:
        check.expect(hidden not in text, f"US sheet must not hold '{hidden}'")

    # Refusals: exit 2 naming the value, nothing written.
    for argv, needle in [
        (["--side", "soviet"], "--side 'soviet' is not a side"),
        (["--setup", owner_hidden], "give --side"),
        (["--side", "de", "--setup", scenario], "not a CoH hidden set-up"),
        (["--side", "us", "--setup", owner_hidden], "not side us's owner's file"),
        (["--side", "de", "--setup", opponent_hidden], "not side de's owner's file"),
        (["--paper", "a3"], "--paper 'a3'"),
    ]:
        target = os.path.join(work, "refused.pdf")
        code, out, err = run(exe, "sheet", scenario, *argv, "--out", target)
        check.expect(code == 2, f"sheet {' '.join(argv)}: exit 2 expected, got {code}")
        check.expect(needle in err, f"sheet {' '.join(argv)}: '{needle}' not in {err.strip()!r}")
        check.expect(not os.path.exists(target), f"sheet {' '.join(argv)}: nothing written")
    code, out, err = run(exe, "sheet", scenario, "--out", os.path.join(work, "sheet.png"))
    check.expect(code == 2 and ".png" in err, f"sheet to .png: exit 2 naming the extension, got {code} {err.strip()!r}")

    # A scenario with an error finding: us-rifle-2 faces hexside 7 (coh-facing [5.3]), on line 16.
    with open(scenario, encoding="utf-8") as f:
        xml = f.read()
    broken_xml = xml.replace('hex="0105" facing="0"', 'hex="0105" facing="7"').replace('href="../../maps/boards/kleinbach.map.xml"',
                                                                                       f'href="{board}"')
    check.expect(broken_xml.count('facing="7"') == 1 and board in broken_xml, "the broken scenario differs from the sample as meant")
    broken = os.path.join(work, "broken.scenario.xml")
    with open(broken, "w", encoding="utf-8") as f:
        f.write(broken_xml)
    target = os.path.join(work, "broken.pdf")
    code, out, err = run(exe, "sheet", broken, "--out", target)
    check.expect(code == 1, f"broken scenario: exit 1 expected, got {code}: {err.strip()!r}")
    check.expect("coh-facing" in err and "broken.scenario.xml:16" in err, f"broken scenario: the finding with its line: {err.strip()!r}")
    check.expect(not os.path.exists(target), "broken scenario: nothing written")

check.finish()
