"""Cases of gui_test.py for the editor's frame (the designers' faults in the
generic frame):

  terrain-swatches  on Ridge Farm (ff-sample catalog) every terrain list of
                 the tool options shows each terrain with a swatch in the
                 colours the map is drawn in. Expected colours are the style
                 table's as docs/rendering.md lists them (written here by
                 hand, not read from the code): paint woods #5f9450, rough
                 #d2d58f (hatched, the fill still most of the swatch), the
                 "(none: clear)" item bare paper #ffffff; polygon building
                 #8e3b2e, hill-1 and hill-2 the level ramp's #f0e0bc and
                 #dcc096, depression (level -1) #c3d1bb; polyline road its
                 body #fffdf4, stream #3d7cc9, wall #3a3a3a, hill-2 as a
                 crest line #5b3a1e; hexside wall #3a3a3a. On the Conflict of
                 Heroes board the paint list shows the CoH whole-hex tints
                 (light-woods #b4d08e, plowed-field #dcc08e), not the FF
                 artwork's, with the motif's colour as a block on the tint
                 (light-woods crowns #6fa552; wood-building and
                 stone-building on grass #dde7b4, blocks #a0523a and
                 #8f8f8f); on the GTS board the GTS tints with their centre
                 dots (woods #a3cc8e dot #2c6a28, town #eccfc3 dot #b3402b). Choosing terrain by script (option, expect-option)
                 still works, and a hex painted rough is saved as rough.
  help-shortcuts Help > Keyboard shortcuts... lists every tool with the key
                 docs/editor.md gives it (13 tools, by hand below), the menu
                 shortcuts of File, Edit, View, LOS and Help (gathered from
                 the menus: e.g. LOS > LOS report... Ctrl+R, View > Side
                 panes F8) and no second row for a tool's Tools menu item;
                 Help > About crestline is there and enabled.
  small-window   the editor on a 1024 x 700 screen (the window fills it):
                 the compact layout, and the canvas gets at least 660 x 450
                 pixels (before: 328 x 430, with the layers and properties
                 column 240 px and the notebook at least 440 px wide; now
                 the notebook is 320 px and holds Layers and Properties on
                 its "map" page, the Checks pane 96 px high); View > Side
                 panes hides every pane (the canvas at least 1000 x 560)
                 and shows them again. On a 1400 x 900 screen the wide
                 layout, no "map" page; resized to 1024 x 700 it turns
                 compact (the same canvas bound), back to 1400 x 900 wide;
                 panes hidden stay hidden (all of them, Layers and
                 Properties too) when it turns compact and wide again.
                 With Hold the Ridge open at 1024 x 700 (all thirteen tool
                 buttons): every button and option of the tool bar is
                 inside the window; the polygon tool's options go on a
                 second row (one row put them past the edge), the canvas
                 still at least 660 x 420; the select tool (no options):
                 one row again. Aldenfeld Crossing (GTS) open in its
                 forms at 1024 x 700: the forms page is wider inside than it
                 shows (it scrolls both ways) and its Set-up page's "Pick hex
                 on map" and Apply buttons are scrolled wholly into view
                 (before: cut off at the pane's right edge, no scrolling);
                 the same for Kleinbach Crossroads (CoH): its Units page's
                 Apply button (below the fold too) scrolled into view.
"""
import os
import re
import shutil
import subprocess
import time

FF_TOOLS = [
    ("Select / move", "V"), ("Edit vertices", "A"), ("Draw polygon", "P"), ("Draw polyline", "L"),
    ("Paint terrain", "B"), ("Hex levels (hills)", "Shift+B"), ("Set hexside", "H"), ("Line of sight", "O"),
    ("Objective", "J"), ("Setup area", "G"), ("Entry hexes", "E"), ("Sighting markers", "M"),
    ("Align background", "K"),
]
MENU_KEYS = [
    ("File > New...", "Ctrl+N"), ("File > Open...", "Ctrl+O"), ("File > Save", "Ctrl+S"),
    ("File > Save as...", "Ctrl+Shift+S"), ("File > Quit", "Ctrl+Q"), ("Edit > Undo", "Ctrl+Z"),
    ("Edit > Redo", "Ctrl+Shift+Z"), ("Edit > Delete selection", "Del"), ("View > Fit to window", "Home"),
    ("View > Zoom in", "Ctrl+="), ("View > Zoom out", "Ctrl+-"), ("View > Snapping", "S"),
    ("View > Side panes", "F8"), ("View > Edit the next map", "F6"), ("LOS > LOS report...", "Ctrl+R"),
    ("Help > Keyboard shortcuts...", "F1"),
]


def copy_maps(work, source):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "boards"))
    shutil.copytree(os.path.join(source, "maps", "catalogs"), os.path.join(work, "catalogs"))
    for name in ("ridge-farm.map.xml", "kleinbach.map.xml", "aldenfeld.map.xml"):
        shutil.copy(os.path.join(source, "maps", "boards", name), os.path.join(work, "boards", name))
    return os.path.join(work, "boards", "ridge-farm.map.xml"), os.path.join(work, "boards", "kleinbach.map.xml")


def terrain_swatches(run_editor, fail, source, work):
    ridge, kleinbach = copy_maps(work, source)
    out = os.path.join(work, "boards", "painted.map.xml")
    script = """tool paint
expect-swatch Terrain woods 5f9450
expect-swatch Terrain rough d2d58f
expect-swatch Terrain "(none: clear)" ffffff
option Terrain rough
expect-option Terrain rough
click 15 25
tool polygon
expect-swatch Terrain building 8e3b2e
expect-swatch Terrain hill-1 f0e0bc
expect-swatch Terrain hill-2 dcc096
expect-swatch Terrain depression c3d1bb
tool polyline
expect-swatch Terrain road fffdf4
expect-swatch Terrain stream 3d7cc9
expect-swatch Terrain wall 3a3a3a
expect-swatch Terrain hill-2 5b3a1e
tool hexside
expect-swatch "Hexside terrain" wall 3a3a3a
save %s
open %s
tool paint
expect-swatch Terrain light-woods b4d08e 6fa552
expect-swatch Terrain plowed-field dcc08e
expect-swatch Terrain wood-building dde7b4 a0523a
expect-swatch Terrain stone-building dde7b4 8f8f8f
open %s
tool paint
expect-swatch Terrain woods a3cc8e 2c6a28
expect-swatch Terrain town eccfc3 b3402b
quit
""" % (out, kleinbach, os.path.join(work, "boards", "aldenfeld.map.xml"))
    result = run_editor(script, ridge)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)
    with open(out, encoding="utf-8") as f:
        saved = f.read()
    if '<terrain hex="F13" terrain="rough" />' not in saved:
        fail("the hex painted with the rough chosen by script is not saved as rough:\n" + saved)


def help_shortcuts(run_editor, fail, source, work):
    ridge, _ = copy_maps(work, source)
    lines = ['menu "Help/Keyboard shortcuts..."']
    lines += ['expect-shortcut "%s" "%s"' % row for row in FF_TOOLS + MENU_KEYS]
    lines += ['expect-no-shortcut "Tools > Line of sight"', 'expect-no-shortcut "Tools > Select / move"',
              'expect-menu "Help/About crestline" enabled', "quit"]
    result = run_editor("\n".join(lines) + "\n", ridge)
    if result.returncode != 0:
        fail("the editor's script did not finish", result)


def on_screen(editor, screen, script_text, map_file, work, name):
    script = os.path.join(work, name + ".script")
    with open(script, "w") as f:
        f.write(script_text)
    cmd = ["xvfb-run", "-a", "-s", "-screen 0 %sx24" % screen, editor, "--script", script, map_file]
    for attempt in range(3):
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if "Xvfb failed to start" not in result.stderr and "Cannot open display" not in result.stderr \
                and "Unable to initialize GTK" not in result.stderr:
            break
        time.sleep(1 + attempt)
    return result


def small_window(editor, fail, source, work):
    ridge, _ = copy_maps(work, source)
    small = """print-canvas-size
expect-layout compact
expect-canvas-at-least 660 450
expect-side-page map
expect-side-page los
menu "View/Side panes"
expect-side-panes hidden
expect-canvas-at-least 1000 560
menu "View/Side panes"
expect-side-panes shown
expect-canvas-at-least 660 450
quit
"""
    result = on_screen(editor, "1024x700", small, ridge, work, "small")
    if result.returncode != 0:
        fail("at 1024 x 700", result)
    sizes = re.findall(r"^window (\d+) (\d+)$", result.stdout, re.M)
    if sizes != [("1024", "700")]:
        fail("the window is not 1024 x 700 (so the test measured another size): %s" % sizes, result)
    # Hold the Ridge at 1024 x 700: the scenario tools' buttons too, and the
    # polygon tool's options on a second row (one row: cut off by the edge).
    scenario_dir = os.path.join(work, "scenario")
    os.makedirs(os.path.join(scenario_dir, "scenarios", "library"))
    os.makedirs(os.path.join(scenario_dir, "maps", "boards"))
    shutil.copytree(os.path.join(source, "maps", "catalogs"), os.path.join(scenario_dir, "maps", "catalogs"))
    shutil.copy(os.path.join(source, "maps", "boards", "ridge-farm.map.xml"), os.path.join(scenario_dir, "maps", "boards"))
    scenario = os.path.join(scenario_dir, "scenarios", "library", "hold-the-ridge.scenario.xml")
    shutil.copy(os.path.join(source, "scenarios", "library", "hold-the-ridge.scenario.xml"), scenario)
    bar = """expect-layout compact
expect-tool-bar-inside
expect-tool-bar-rows 1
tool polygon
expect-tool-bar-rows 2
expect-tool-bar-inside
expect-option Terrain building
expect-canvas-at-least 660 420
tool paint
expect-tool-bar-inside
tool select
expect-tool-bar-rows 1
expect-canvas-at-least 660 450
quit
"""
    result = on_screen(editor, "1024x700", bar, scenario, work, "scenario")
    if result.returncode != 0:
        fail("the tool bar at 1024 x 700 with a scenario open", result)
    # Aldenfeld Crossing (GTS) in its forms at 1024 x 700: the Set-up page's
    # fields and its "Pick hex on map" button are wider than the 320 px pane
    # (the audit: cut off at the right, no scrolling). The forms page scrolls
    # both ways: its virtual width exceeds the width it shows, and a scroll
    # brings the whole button into the page (before: it lay past the edge).
    shutil.copy(os.path.join(source, "maps", "boards", "aldenfeld.map.xml"), os.path.join(scenario_dir, "maps", "boards"))
    gts = os.path.join(scenario_dir, "scenarios", "library", "aldenfeld-crossing.scenario.xml")
    shutil.copy(os.path.join(source, "scenarios", "library", "aldenfeld-crossing.scenario.xml"), gts)
    forms = """expect-layout compact
forms-tab Set-up
forms-select setup 0
forms-scroll-to "Pick hex on map"
forms-scroll-to Apply
quit
"""
    result = on_screen(editor, "1024x700", forms, gts, work, "gts-forms")
    if result.returncode != 0:
        fail("the GTS forms at 1024 x 700: a button cannot be scrolled into the page", result)
    pages = re.findall(r"^forms-page client (\d+) (\d+) virtual (\d+) (\d+)$", result.stdout, re.M)
    if len(pages) != 2:
        fail("expected the forms page's sizes twice", result)
    client_w, _, virtual_w, _ = map(int, pages[0])
    if client_w > 330 or virtual_w <= client_w:
        fail("at 1024 x 700 the forms page should show at most the 320 px pane and hold more (scrolled): client %d, virtual %d" % (client_w, virtual_w), result)
    # Kleinbach Crossroads (CoH) too: its Units page's list and fields are
    # wider than the pane (the audit: "Rifle 41", "foot" cut), its Apply
    # button below the page's fold (the form scrolls down, the page across).
    shutil.copy(os.path.join(source, "maps", "boards", "kleinbach.map.xml"), os.path.join(scenario_dir, "maps", "boards"))
    coh = os.path.join(scenario_dir, "scenarios", "library", "kleinbach-crossroads.scenario.xml")
    shutil.copy(os.path.join(source, "scenarios", "library", "kleinbach-crossroads.scenario.xml"), coh)
    forms = """forms-tab Units
forms-select units 0
forms-scroll-to Apply
quit
"""
    result = on_screen(editor, "1024x700", forms, coh, work, "coh-forms")
    if result.returncode != 0:
        fail("the CoH forms at 1024 x 700: Apply cannot be scrolled into the page", result)
    pages = re.findall(r"^forms-page client (\d+) (\d+) virtual (\d+) (\d+)$", result.stdout, re.M)
    if len(pages) != 1 or int(pages[0][2]) <= int(pages[0][0]):
        fail("at 1024 x 700 the CoH forms page should hold more than it shows (scrolled across)", result)
    wide = """expect-layout wide
window-size 1024 700
expect-layout compact
expect-side-page map
expect-canvas-at-least 660 450
window-size 1400 900
expect-layout wide
menu "View/Side panes"
window-size 1024 700
expect-layout compact
expect-side-panes hidden
expect-canvas-at-least 1000 560
window-size 1400 900
expect-layout wide
expect-side-panes hidden
menu "View/Side panes"
expect-side-panes shown
quit
"""
    result = on_screen(editor, "1400x900", wide, ridge, work, "wide")
    if result.returncode != 0:
        fail("resized from 1400 x 900 to 1024 x 700 and back", result)


def run(case, editor, run_editor, fail, source, work):
    if case == "small-window":
        small_window(editor, fail, source, work)
    elif case == "terrain-swatches":
        terrain_swatches(run_editor, fail, source, work)
    else:
        help_shortcuts(run_editor, fail, source, work)
