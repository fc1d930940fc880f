"""Saving through the command line (docs/findings.md, "Saving files"): `matrix
--out` and `export --json` write through a symbolic link to its regular
target and leave the link a link; a FIFO, a directory or a link to either is
refused (exit 2, named) and left as it was; new files follow the umask; `setup`
writes the owner's file 0600 and the opponent's file by the umask, both or
neither. Runs as root here, so nothing points at /dev: the special files are
made under a temporary directory."""

import os
import stat
import tempfile

from cli_common import Check, args, board, run

exe, src = args()
check = Check()
ridge = board(src, "ridge-farm")
library = os.path.join(src, "scenarios", "library")
data = os.path.join(src, "tests", "scenarios", "data")


def mode(path):
    return stat.S_IMODE(os.lstat(path).st_mode)


def listing(d):
    return sorted(os.listdir(d))


with tempfile.TemporaryDirectory() as work:
    os.umask(0o022)
    # A link to a regular file: written through, the link stays.
    target = os.path.join(work, "target.csv")
    with open(target, "w") as f:
        f.write("old\n")
    os.symlink("target.csv", os.path.join(work, "link.csv"))
    code, out, err = run(exe, "matrix", ridge, "--out", os.path.join(work, "link.csv"))
    check.expect(code == 0, f"matrix --out LINK: exit 0 expected, got {code}: {err.strip()[:200]}")
    check.expect(os.path.islink(os.path.join(work, "link.csv")), "matrix --out LINK: the link is still a link")
    with open(target) as f:
        check.expect(f.readline().startswith("from\\to,A1,"), "matrix --out LINK: the link's target holds the matrix")

    # FIFOs, directories and links to them: refused, named, untouched.
    os.mkfifo(os.path.join(work, "fifo"))
    os.mkdir(os.path.join(work, "folder"))
    os.symlink("fifo", os.path.join(work, "to-fifo"))
    os.symlink("folder", os.path.join(work, "to-folder"))
    for name, says in [("fifo", "is a FIFO"), ("to-fifo", "is a FIFO"), ("folder", "is a directory"), ("to-folder", "is a directory")]:
        path = os.path.join(work, name)
        code, out, err = run(exe, "matrix", ridge, "--out", path)
        check.expect(code == 2, f"matrix --out {name}: exit 2 expected, got {code}")
        check.expect(says in err and "save-failed" in err, f"matrix --out {name}: '{says}' expected, got: {err.strip()[:300]}")
        code, out, err = run(exe, "export", os.path.join(library, "hold-the-ridge.scenario.xml"), "--json", path)
        check.expect(code == 2 and says in err, f"export --json {name}: exit 2 naming '{says}', got {code}: {err.strip()[:300]}")
    check.expect(stat.S_ISFIFO(os.lstat(os.path.join(work, "fifo")).st_mode), "the FIFO is still a FIFO")
    check.expect(os.path.isdir(os.path.join(work, "folder")) and not os.listdir(os.path.join(work, "folder")),
                 "the directory is still an empty directory")
    check.expect(os.path.islink(os.path.join(work, "to-fifo")) and os.path.islink(os.path.join(work, "to-folder")),
                 "the links are still links")
    check.expect(listing(work) == ["fifo", "folder", "link.csv", "target.csv", "to-fifo", "to-folder"],
                 f"no temporary file left behind: {listing(work)}")

    # New files follow the umask (0666 minus it), set here for the child.
    os.umask(0o077)
    code, out, err = run(exe, "matrix", ridge, "--out", os.path.join(work, "private.csv"))
    check.expect(code == 0 and mode(os.path.join(work, "private.csv")) == 0o600, "umask 077: a new matrix file is 0600")
    os.umask(0o022)
    code, out, err = run(exe, "matrix", ridge, "--out", os.path.join(work, "public.csv"))
    check.expect(code == 0 and mode(os.path.join(work, "public.csv")) == 0o644, "umask 022: a new matrix file is 0644")

    # setup: the owner's file (salts, contents) 0600 whatever the umask; the opponent's by the umask.
    owner, opponent = os.path.join(work, "owner.setup.xml"), os.path.join(work, "opponent.setup.xml")
    code, out, err = run(exe, "setup", os.path.join(data, "base.german.setup.xml"), "--scenario", os.path.join(data, "base.scenario.xml"),
                         "--owner", owner, "--opponent", opponent)
    check.expect(code == 0, f"setup: exit 0 expected, got {code}: {err.strip()[:300]}")
    check.expect(mode(owner) == 0o600, f"setup: the owner's file is 0600, got {oct(mode(owner))}")
    check.expect(mode(opponent) == 0o644, f"setup: the opponent's file is 0644 under umask 022, got {oct(mode(opponent))}")

    # setup writes both or neither: an opponent's path that is a directory leaves the owner's file unwritten.
    fresh = os.path.join(work, "fresh.setup.xml")
    code, out, err = run(exe, "setup", os.path.join(data, "base.german.setup.xml"), "--scenario", os.path.join(data, "base.scenario.xml"),
                         "--owner", fresh, "--opponent", os.path.join(work, "folder"))
    check.expect(code == 2, f"setup --opponent DIRECTORY: exit 2 expected, got {code}")
    check.expect("is a directory" in err, f"setup --opponent DIRECTORY: the directory is named: {err.strip()[:300]}")
    check.expect(not os.path.exists(fresh), "setup --opponent DIRECTORY: the owner's file is not written either")
    check.expect(not [n for n in listing(work) if "crestline-tmp" in n], f"setup: no temporary file left behind: {listing(work)}")

    # The owner's and the opponent's file may not be one file: the secrets would be lost to the opponent's view.
    same = os.path.join(work, "same.setup.xml")
    code, out, err = run(exe, "setup", os.path.join(data, "base.german.setup.xml"), "--scenario", os.path.join(data, "base.scenario.xml"),
                         "--owner", same, "--opponent", same)
    check.expect(code == 2 and "are the same file" in err, f"setup --owner F --opponent F: exit 2, 'are the same file'; got {code}: {err.strip()[:300]}")
    check.expect(not os.path.exists(same), "setup --owner F --opponent F: nothing written")

check.finish()
