"""No command writes over one of its inputs (issue 27, defect 6): each
writing command given an output that is its input, directly or through a
symbolic link (so that the output has the extension the command wants), or a
hard link, exits 2 naming both files and leaves the input byte for byte as it
was; a different file in the same folder (the near miss) is written, exit 0.
The samples are copied to a scratch folder first: a failure here never
touches the repository's files."""

import os
import shutil
import tempfile

from cli_common import Check, args, run

exe, src = args()
check = Check()
work = tempfile.mkdtemp(prefix="crestline-over-")
shutil.copytree(os.path.join(src, "maps"), os.path.join(work, "maps"),
                ignore=shutil.ignore_patterns("*.cpp", "*.h", "*.txt", "*.py"))
shutil.copytree(os.path.join(src, "scenarios", "library"), os.path.join(work, "scenarios", "library"))

MAP = os.path.join(work, "maps", "boards", "ridge-farm.map.xml")
CARDS = os.path.join(work, "maps", "boards", "mission1.map.xml")
SCENARIO = os.path.join(work, "scenarios", "library", "hold-the-ridge.scenario.xml")
MISSION = os.path.join(work, "scenarios", "library", "mission1-trevieres.scenario.xml")
PLAN = os.path.join(work, "scenarios", "library", "kleinbach-crossroads.de.plan.hidden.xml")


def read(p):
    with open(p, "rb") as f:
        return f.read()


def link(name, target, hard=False):
    """A link in the target's folder named `name`, pointing at `target`."""
    p = os.path.join(os.path.dirname(target), name)
    if os.path.lexists(p):
        os.remove(p)
    (os.link if hard else os.symlink)(target, p)
    return p


def refused(name, argv, output, inp):
    before = read(inp)
    code, out, err = run(exe, *argv)
    check.expect(code == 2, f"{name}: exit 2 expected, got {code}: {out[:200]!r} {err[:300]!r}")
    check.expect(f"the output {output} is the input {inp}" in err, f"{name}: the message names both files: {err[:300]!r}")
    check.expect(read(inp) == before, f"{name}: the input was changed")


def written(name, argv, output):
    if os.path.exists(output):
        os.remove(output)
    code, out, err = run(exe, *argv)
    check.expect(code == 0 and os.path.exists(output), f"{name}: near miss not written: exit {code} {err[:300]!r}")


folder = os.path.dirname(MAP)
near = lambda n: os.path.join(folder, n)

# export S --json S, matrix M --out M: the input path itself.
refused("export over its scenario", ["export", SCENARIO, "--json", SCENARIO], SCENARIO, SCENARIO)
written("export near miss", ["export", SCENARIO, "--json", os.path.join(os.path.dirname(SCENARIO), "hold.json")],
        os.path.join(os.path.dirname(SCENARIO), "hold.json"))
refused("export over its mission", ["export", MISSION, "--json", MISSION], MISSION, MISSION)
refused("matrix over its map", ["matrix", MAP, "--out", MAP], MAP, MAP)
written("matrix near miss", ["matrix", MAP, "--out", near("ridge.csv")], near("ridge.csv"))
refused("matrix over its card map", ["matrix", CARDS, "--out", CARDS], CARDS, CARDS)

# The picture commands want an extension: a link with it that points at the input.
svg = link("over.svg", MAP)
refused("render through a link", ["render", MAP, "--out", svg], svg, MAP)
written("render near miss", ["render", MAP, "--out", near("ridge.svg")], near("ridge.svg"))
svg = link("over.svg", SCENARIO)
refused("render over its --scenario", ["render", MAP, "--scenario", SCENARIO, "--out", svg], svg, SCENARIO)
png = link("over.png", MAP)
refused("coverage through a link", ["coverage", MAP, "--out", png], png, MAP)
written("coverage near miss", ["coverage", MAP, "--out", near("cov.png")], near("cov.png"))
svg = link("over.svg", MAP)
refused("los --report through a link", ["los", MAP, "K1", "K13", "--report", svg], svg, MAP)
written("los --report near miss", ["los", MAP, "K1", "K13", "--report", near("los.svg")], near("los.svg"))
refused("viewshed --out through a link", ["viewshed", MAP, "K1", "--out", svg], svg, MAP)
written("viewshed --out near miss", ["viewshed", MAP, "K1", "--out", near("vs.svg")], near("vs.svg"))
hard = link("hard.svg", MAP, hard=True)
refused("viewshed --out over a hard link", ["viewshed", MAP, "K1", "--out", hard], hard, MAP)
pdf = link("over.pdf", SCENARIO)
refused("sheet through a link", ["sheet", SCENARIO, "--out", pdf], pdf, SCENARIO)
written("sheet near miss", ["sheet", SCENARIO, "--out", near("sheet.pdf")], near("sheet.pdf"))
pdf = link("over.pdf", MISSION)
refused("sheet of a mission through a link", ["sheet", MISSION, "--out", pdf], pdf, MISSION)

# setup: the owner's or the opponent's file over the plan or the scenario; two outputs that are one file.
coh_scenario = os.path.join(work, "scenarios", "library", "kleinbach-crossroads.scenario.xml")
refused("setup --owner over the plan", ["setup", PLAN, "--owner", PLAN], PLAN, PLAN)
refused("setup --opponent over the scenario", ["setup", PLAN, "--opponent", coh_scenario], coh_scenario, coh_scenario)
same = os.path.join(work, "same.hidden.xml")
code, out, err = run(exe, "setup", PLAN, "--owner", same, "--opponent", same)
check.expect(code == 2 and "are the same file" in err and not os.path.exists(same), f"setup: one file for both outputs: {code} {err[:200]!r}")
owner, opponent = os.path.join(work, "o.hidden.xml"), os.path.join(work, "p.hidden.xml")
code, out, err = run(exe, "setup", PLAN, "--owner", owner, "--opponent", opponent)
check.expect(code == 0 and os.path.exists(owner) and os.path.exists(opponent), f"setup near miss: {code} {err[:300]!r}")

shutil.rmtree(work)
check.finish()
