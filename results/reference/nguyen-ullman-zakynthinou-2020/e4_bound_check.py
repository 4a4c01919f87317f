#!/usr/bin/env python3
"""E4 (spec-001): the fraction of nuz20-pure runs whose training violation fraction (metric train_margin_violation)
is at most the cell's public bound of Eq. (5), diagnostic violation_bound = (2/(n eps))(ln|W| + ln(4/beta)).
Reads FOLDER/cells.csv (or cells.csv.gz) beside this script and writes FOLDER/bound-check.csv (one row per (d, epsilon,
n) and a row 'all'); FOLDER is e4-pure (the intermediate run) unless given. The paper's claim: the bound holds with
probability >= 1 - beta/4 = 0.975 per run.
Usage: python3 e4_bound_check.py [FOLDER]  (standard library only; e.g. e4-pure-full for the full variant)"""
import csv
import gzip
import json
import os
import sys
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))
folder = sys.argv[1] if len(sys.argv) > 1 else "e4-pure"
cells = os.path.join(here, folder, "cells.csv")
opened = gzip.open(cells + ".gz", "rt") if os.path.exists(cells + ".gz") else open(cells)
groups = defaultdict(lambda: [0, 0, 0.0, 0.0, 0])  # runs, within, sum violation, sum bound, net size
for r in csv.DictReader(opened):
    if r["status"] != "ok":
        continue
    diag = json.loads(r["diagnostics"])
    v = float(r["train_margin_violation"])
    b = diag["violation_bound"]
    for key in ((r["d"], r["epsilon"], r["n"]), ("all", "all", "all")):
        g = groups[key]
        g[0] += 1
        g[1] += 1 if v <= b else 0
        g[2] += v
        g[3] += b
        g[4] = int(diag["net_size"]) if key[0] != "all" else 0
out = os.path.join(here, folder, "bound-check.csv")
with open(out, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["d", "epsilon", "n", "net_size", "runs", "within_bound", "fraction_within", "violation_mean",
                "bound_mean"])
    for key in sorted(groups, key=lambda k: (k[0] == "all", k[0], float(k[1]) if k[1] != "all" else 0,
                                              int(k[2]) if k[2] != "all" else 0)):
        runs, within, sv, sb, net = groups[key]
        w.writerow([*key, net or "", runs, within, f"{within / runs:.4f}", f"{sv / runs:.4f}", f"{sb / runs:.4f}"])
print("wrote", out)
