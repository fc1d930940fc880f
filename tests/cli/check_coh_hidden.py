"""Conflict of Heroes hidden set-ups [10.0] end to end, as two players use
them: the German player seals the sample plan
scenarios/library/kleinbach-crossroads.de.plan.hidden.xml (de-mg-1 in 0803
facing 2, de-rifle-1 in 0605 facing 3, de-mg-2 in 1002 facing 2, de-mortar
in 1204 facing 3; the scenario's set-up area for de is every hex east of
column 05), hands over the opponent's file, and later reveals.

Checked: the owner's file is 0600 and the opponent's follows the umask; the
opponent's file, searched as bytes, holds no unit id, unit name, placed hex,
facing attribute or salt of the owner's file; reveal proves all units and
one by --marker; a unit moved, turned or swapped after sealing fails
(exit 1, reveal-commitment-mismatch); files of two sealings are
reveal-setup-mismatch; `check --setup` takes both files; plans that break
the rules (outside the set-up area, a unit not hidden, one missing, water
for no one) are refused with nothing written; a Sighting setup beside a
hidden set-up is refused (exit 2)."""

import os
import re
import stat
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
library = os.path.abspath(os.path.join(src, "scenarios", "library"))
scenario = os.path.join(library, "kleinbach-crossroads.scenario.xml")
plan_file = os.path.join(library, "kleinbach-crossroads.de.plan.hidden.xml")
ff_owner = os.path.join(library, "millbrook-crossroads.german.owner.setup.xml")
with open(plan_file, encoding="utf-8") as f:
    plan = f.read()

PLACED = {"de-mg-1": ("0803", "2"), "de-rifle-1": ("0605", "3"), "de-mg-2": ("1002", "2"), "de-mortar": ("1204", "3")}
NAMES = ["MG 42", "Rifle 39", "Mortar 81mm"]


def mode(path):
    return stat.S_IMODE(os.lstat(path).st_mode)


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


with tempfile.TemporaryDirectory() as work:
    # The plan, its scenario-href pointing at the bundled scenario.
    local_plan = os.path.join(work, "plan.hidden.xml")
    write(local_plan, plan.replace('scenario-href="kleinbach-crossroads.scenario.xml"', 'scenario-href="' + scenario + '"'))
    owner = os.path.join(work, "de.owner.hidden.xml")
    opponent = os.path.join(work, "de.opponent.hidden.xml")
    os.umask(0o022)
    code, out, err = run(exe, "setup", local_plan, "--owner", owner, "--opponent", opponent)
    check.expect(code == 0, f"setup: exit 0 expected, got {code}: {err.strip()}")
    check.expect(os.path.exists(owner) and mode(owner) == 0o600, "the owner's file is 0600")
    check.expect(os.path.exists(opponent) and mode(opponent) == 0o644, "the opponent's file follows the umask (0644)")

    with open(owner, encoding="utf-8") as f:
        owner_text = f.read()
    with open(opponent, "rb") as f:
        opponent_bytes = f.read()
    salts = re.findall(r'salt="([0-9a-f]+)"', owner_text)
    check.expect(len(salts) == 4 and len(set(salts)) == 4, f"four distinct salts in the owner's file: {salts}")
    secrets = list(PLACED) + NAMES + salts + [hexlabel for hexlabel, _ in PLACED.values()] + ["facing=", "unit=", "hex=", "salt="]
    for secret in secrets:
        check.expect(secret.encode() not in opponent_bytes, f"the opponent's file must not hold {secret!r}")
    check.expect(opponent_bytes.count(b"<hidden id=\"H") == 4, "the opponent's file holds four public ids")
    for public in ["H1", "H2", "H3", "H4"]:
        check.expect(f'id="{public}"'.encode() in opponent_bytes, f"the opponent's file names {public}")

    # Reveal: every unit, in either file order, and one by unit id.
    code, out, err = run(exe, "reveal", opponent, owner)
    check.expect(code == 0, f"reveal: exit 0 expected, got {code}: {err.strip()}")
    for unit, (hexlabel, facing) in PLACED.items():
        check.expect(re.search(rf"H\d \(owner's {unit}\) in {hexlabel}: .*\({unit}\), facing {facing} -- matches", out) is not None,
                     f"reveal proves {unit} in {hexlabel} facing {facing}: {out!r}")
    code, out, err = run(exe, "reveal", owner, opponent, "--marker", "de-mortar")
    check.expect(code == 0 and out.count("matches the commitment") == 1 and "de-mortar" in out, f"reveal --marker de-mortar: {out!r}")

    # Tampering after sealing: moved one hex, turned, two units swapped.
    for what, changed in [
        ("moved", owner_text.replace('hex="0803"', 'hex="0903"')),
        ("turned", re.sub(r'(unit="de-mg-2"[^>]*facing=")2"', r'\g<1>1"', owner_text)),
        ("swapped", owner_text.replace('unit="de-mg-1"', 'unit="TMP"').replace('unit="de-mg-2"', 'unit="de-mg-1"').replace('unit="TMP"', 'unit="de-mg-2"')),
    ]:
        check.expect(changed != owner_text, f"{what}: the owner's file was changed as meant")
        tampered = os.path.join(work, f"{what}.hidden.xml")
        write(tampered, changed)
        code, out, err = run(exe, "reveal", tampered, opponent)
        check.expect(code == 1, f"reveal of a {what} unit: exit 1 expected, got {code}")
        check.expect("reveal-commitment-mismatch" in out + err, f"reveal of a {what} unit names reveal-commitment-mismatch: {out + err!r}")

    # A second sealing of the same plan: its owner's file against the first opponent's file.
    owner2 = os.path.join(work, "again.owner.hidden.xml")
    code, out, err = run(exe, "setup", local_plan, "--owner", owner2)
    code, out, err = run(exe, "reveal", owner2, opponent)
    check.expect(code == 1 and "reveal-setup-mismatch" in out + err and out.count("reveal-commitment-mismatch") == 0,
                 f"two sealings: one reveal-setup-mismatch: {out + err!r}")

    # check --setup with both files.
    code, out, err = run(exe, "check", scenario, "--setup", owner, "--setup", opponent)
    check.expect(code == 0, f"check --setup OWNER --setup OPPONENT: exit 0 expected, got {code}: {out}{err}")
    stale = os.path.join(work, "moved.hidden.xml")
    code, out, err = run(exe, "check", scenario, "--setup", stale)
    check.expect(code == 1 and "setup-commitment-stale" in out, f"check of a moved sealed file: setup-commitment-stale: {out!r}")

    # Plans against the rules: nothing written.
    for what, changed, needle in [
        ("outside the set-up area", open(local_plan, encoding="utf-8").read().replace('hex="0803"', 'hex="0403"'),
         "setup-hex-outside-area"),
        ("a unit not hidden", open(local_plan, encoding="utf-8").read().replace('unit="de-rifle-1"', 'unit="de-rifle-2"'), "coh-hidden-mismatch"),
        ("one missing", re.sub(r'\s*<hidden unit="de-mortar"[^>]*/>', "", open(local_plan, encoding="utf-8").read()), "coh-hidden-mismatch"),
        ("a salt of its own", open(local_plan, encoding="utf-8").read().replace('facing="2" />', 'facing="2" salt="00112233445566778899aabbccddeeff" />', 1),
         "setup-plan-seal-value"),
    ]:
        bad = os.path.join(work, "bad.plan.hidden.xml")
        write(bad, changed)
        target_owner = os.path.join(work, "bad.owner.hidden.xml")
        target_opp = os.path.join(work, "bad.opponent.hidden.xml")
        code, out, err = run(exe, "setup", bad, "--owner", target_owner, "--opponent", target_opp)
        check.expect(code == 1, f"plan with {what}: exit 1 expected, got {code}")
        check.expect(needle in out + err, f"plan with {what}: {needle} named: {out + err!r}")
        check.expect(not os.path.exists(target_owner) and not os.path.exists(target_opp), f"plan with {what}: nothing written")

    # A Sighting setup is not a hidden set-up.
    code, out, err = run(exe, "reveal", owner, ff_owner)
    check.expect(code == 2, f"reveal of a hidden set-up beside a Sighting setup: exit 2 expected, got {code}")
    code, out, err = run(exe, "check", scenario, "--setup", ff_owner)
    check.expect(code == 2, f"check of a CoH scenario with a Sighting setup: exit 2 expected, got {code}")

check.finish()
