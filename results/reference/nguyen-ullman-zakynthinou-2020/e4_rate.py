#!/usr/bin/env python3
"""E4 (spec-001): the pure learner's error against 1/(n epsilon), the rate of Eq. (5) and Thm 11.
For each folder, margin and d: the log-log slope of the mean training gamma/10-violation fraction (and of the test
error) over the (n, epsilon) groups, against x = 1/(n epsilon). Eq. (5) bounds the violation by
(2/(n eps))(ln|W| + ln(4/beta)), slope 1 in x; an exponential-mechanism tail that falls faster shows as a slope above 1.
A group whose mean is 0 has no logarithm: it is censored (left out of the fit), and the share censored is written
beside each slope. The 95% interval is a percentile bootstrap over repetitions (resampled within each group,
2000 replicates, seed 20261203); a replicate with fewer than 3 groups above 0 has no slope, and the share of
replicates that had one is written too. Reads FOLDER/cells.csv.gz beside this script for each FOLDER below and
writes e4-rate.csv beside it. Standard library only: python3 e4_rate.py"""
import csv
import gzip
import math
import os
import random
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))
FOLDERS = [("e4-pure-gamma-0.2-full", 0.2), ("e4-pure-full", 0.3), ("e4-pure-gamma-0.5-full", 0.5)]
METRICS = ["train_margin_violation", "error_rate"]
REPLICATES = 2000


def slope(points):
    """Least-squares slope of log y on log x over the points with y > 0; None with fewer than 3 of them."""
    kept = [(math.log(x), math.log(y)) for x, y in points if y > 0]
    if len(kept) < 3:
        return None
    mx = sum(p[0] for p in kept) / len(kept)
    my = sum(p[1] for p in kept) / len(kept)
    sxx = sum((p[0] - mx) ** 2 for p in kept)
    if sxx == 0:
        return None
    return sum((p[0] - mx) * (p[1] - my) for p in kept) / sxx


def percentile(values, q):
    s = sorted(values)
    i = q * (len(s) - 1)
    lo, hi = math.floor(i), math.ceil(i)
    return s[lo] + (s[hi] - s[lo]) * (i - lo)


rows_out = []
rng = random.Random(20261203)
for folder, gamma in FOLDERS:
    cells = defaultdict(list)  # (d, metric, n, epsilon) -> values over repetitions
    with gzip.open(os.path.join(here, folder, "cells.csv.gz"), "rt") as f:
        for r in csv.DictReader(f):
            if r["status"] != "ok":
                continue
            for m in METRICS:
                cells[(r["d"], m, r["n"], r["epsilon"])].append(float(r[m]))
    for d in sorted({k[0] for k in cells}):
        for m in METRICS:
            # x = 1/(n epsilon); groups that share an x (n = 100 at epsilon 1, n = 200 at 0.5) stay separate points
            groups = [(1.0 / (float(k[2]) * float(k[3])), v) for k, v in cells.items() if k[0] == d and k[1] == m]
            means = [(x, sum(v) / len(v)) for x, v in groups]
            point = slope(means)
            boot = []
            for _ in range(REPLICATES):
                rep = [(x, sum(rng.choice(v) for _ in v) / len(v)) for x, v in groups]
                s = slope(rep)
                if s is not None:
                    boot.append(s)
            zero = sum(1 for _, y in means if y == 0)
            rows_out.append([folder, gamma, d, m, len(means), zero, f"{zero / len(means):.4f}",
                             "" if point is None else f"{point:.4f}",
                             f"{percentile(boot, 0.025):.4f}" if len(boot) >= 100 else "",
                             f"{percentile(boot, 0.975):.4f}" if len(boot) >= 100 else "",
                             f"{len(boot) / REPLICATES:.4f}"])

with open(os.path.join(here, "e4-rate.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["folder", "gamma", "d", "metric", "groups", "groups_zero", "censored_share", "slope", "slope_ci_low",
                "slope_ci_high", "replicates_with_slope"])
    w.writerows(rows_out)
print("wrote e4-rate.csv:", len(rows_out), "rows")
