"""Rulings per second through `crestline serve` and the Python module against
`crestline los --json` as a process per ruling (docs/performance.md, "A
session instead of a process per ruling"). Not a test: run by hand as

    PYTHONPATH=build/python /usr/bin/python3 tests/python/session_rates.py build/bin/crestline .

Per bundled file of every system: the same random pairs (seed 1) ruled by
processes (a few dozen), by one serve session in lock step (send a request,
read its reply) and pipelined (every request written, then every reply
read), and by doc.los() in a loop; also json.loads of the replies' results
alone, the part of a Python call spent making its dicts."""

import json
import os
import random
import subprocess
import sys
import threading
import time

import crestline
import session_cases as cases

exe, src = sys.argv[1], sys.argv[2]
N_PROC, N_SESSION = int(os.environ.get("N_PROC", 40)), int(os.environ.get("N_SESSION", 2000))


def rate(n, seconds):
    return n / seconds if seconds > 0 else float("inf")


print(f"{'file':34} {'process':>9} {'serve':>9} {'serve pipe':>11} {'python':>9} {'loads':>9}  rulings/s")
for rel, system, _ in cases.FILES:
    path = os.path.join(src, rel)
    names = [n for n in cases.labels(exe, path, cases.VIEWERS[rel])]
    rng = random.Random(1)
    pairs = [(rng.choice(names), rng.choice(names)) for _ in range(N_SESSION)]

    t = time.perf_counter()
    for a, b in pairs[:N_PROC]:
        subprocess.run([exe, "los", path, a, b, "--json"], capture_output=True)
    proc = rate(N_PROC, time.perf_counter() - t)

    serve = subprocess.Popen([exe, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    serve.stdin.write(json.dumps({"op": "open", "path": path}) + "\n")
    serve.stdin.flush()
    doc = json.loads(serve.stdout.readline())["result"]["doc"]
    lines = [json.dumps({"op": "los", "doc": doc, "from": a, "to": b}) + "\n" for a, b in pairs]
    t = time.perf_counter()
    results = []
    for line in lines:
        serve.stdin.write(line)
        serve.stdin.flush()
        results.append(serve.stdout.readline())
    step = rate(len(lines), time.perf_counter() - t)
    t = time.perf_counter()
    writer = threading.Thread(target=lambda: (serve.stdin.writelines(lines), serve.stdin.flush()))
    writer.start()
    for _ in lines:
        serve.stdout.readline()
    writer.join()
    pipe = rate(len(lines), time.perf_counter() - t)
    serve.stdin.close()
    serve.wait()

    texts = [json.dumps(json.loads(r)["result"]) for r in results if '"result"' in r]
    t = time.perf_counter()
    for text in texts:
        json.loads(text)
    loads = rate(len(texts), time.perf_counter() - t)

    d = crestline.open(path)
    t = time.perf_counter()
    for a, b in pairs:
        try:
            d.los(a, b)
        except crestline.Error:
            pass
    py = rate(len(pairs), time.perf_counter() - t)
    print(f"{rel:34} {proc:9.0f} {step:9.0f} {pipe:11.0f} {py:9.0f} {loads:9.0f}")
