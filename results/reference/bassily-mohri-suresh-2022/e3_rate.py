#!/usr/bin/env python3
"""BMS22 E3 at fixed k (issue 34): per eff-priv-mrg setting (projection 0 = Alg. 2's formula k, or a fixed k), the
least-squares slope of log mean test error against log epsilon over epsilon <= 1 (the regime Thm 3.2's
1/sqrt(min(1, epsilon) m) and Lemma 3.1's sqrt(k)/(epsilon m) describe), with a 95% percentile bootstrap that
redraws the repetitions at each epsilon (2000 replicates, seeded). The error includes the data's floor (5% of the
labels are flipped), which flattens every slope towards 0, so the slopes are compared with each other, not only
with -1/2 and -1. Reads FOLDER/cells.csv(.gz) beside this script, writes FOLDER/rate.csv.
Usage: python3 e3_rate.py [FOLDER]   (standard library only; FOLDER defaults to e3-epsilon-fixed-k-full)"""
import csv
import gzip
import json
import math
import os
import random
import sys
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))
folder = sys.argv[1] if len(sys.argv) > 1 else "e3-epsilon-fixed-k-full"
cells = os.path.join(here, folder, "cells.csv")
opened = gzip.open(cells + ".gz", "rt") if os.path.exists(cells + ".gz") else open(cells)
errors = defaultdict(lambda: defaultdict(list))  # projection -> epsilon -> errors
ks = defaultdict(lambda: defaultdict(set))
for r in csv.DictReader(opened):
    if r["status"] != "ok":
        continue
    p = json.loads(r["params"]).get("projection")
    e = float(r["epsilon"])
    errors[p][e].append(1 - float(r["accuracy"]))
    diag = json.loads(r["diagnostics"] or "{}")
    for key in ("k", "projection"):
        if key in diag:
            ks[p][e].add(diag[key])


def slope(xs, ys):
    mx = sum(xs) / len(xs)
    my = sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


rng = random.Random(20220613)
out = os.path.join(here, folder, "rate.csv")
with open(out, "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["projection", "epsilons", "k", "error_mean", "points", "slope", "slope_low", "slope_high"])
    for p in sorted(errors):
        eps = sorted(e for e in errors[p] if e <= 1)
        means = [sum(errors[p][e]) / len(errors[p][e]) for e in eps]
        xs = [math.log(e) for e in eps]
        point = slope(xs, [math.log(m) for m in means])
        boot = []
        for _ in range(2000):
            ys = []
            for e in eps:
                v = errors[p][e]
                ys.append(math.log(max(1e-12, sum(rng.choice(v) for _ in v) / len(v))))
            boot.append(slope(xs, ys))
        boot.sort()
        k = [sorted(ks[p][e]) for e in eps]
        w.writerow([p, " ".join(f"{e:g}" for e in eps), " ".join("/".join(f"{x:g}" for x in kk) for kk in k),
                    " ".join(f"{m:.4f}" for m in means), len(eps), f"{point:.4f}", f"{boot[49]:.4f}", f"{boot[1949]:.4f}"])
print("wrote", out)
