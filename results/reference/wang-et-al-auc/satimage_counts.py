#!/usr/bin/env python3
"""DP-AUC Figs. 2 and 3 on Satimage (issue 34): the counts the report's Satimage rows quote, paired by repetition
(every learner of a repetition sees the same rows). A comparison over settings counts those whose paired 95%
Student-t interval of (a - b) lies above 0, below 0, or contains 0 (no difference detected): the verdict rule of
results/reference/README.md. Comparisons:
  fig2-satimage: obj-vs-out-analytic and obj-vs-out-classic (Obj-Pert minus Output-Pert with the analytic Gaussian or
    the paper's Lemma 2, 45 (lambda, epsilon) settings); analytic-vs-classic (Output-Pert, analytic minus Lemma 2,
    45); rise (each of the 15 fixed-lambda curves, AUC at epsilon 0.5 minus at 0.025).
  fig3-satimage: approx-vs-pure (Output-Pert, (epsilon, delta)-DP minus epsilon-DP, 45); rise (10 curves).
Reads FOLDER/cells.csv.gz beside this script and writes satimage-counts.csv here.
Usage: python3 satimage_counts.py  (standard library only)"""
import csv
import gzip
import math
import os

here = os.path.dirname(os.path.abspath(__file__))
T975_9 = 2.2621571628  # 10 repetitions
LAMBDAS = ["0.0001", "0.001", "0.01", "0.1", "1"]


def cells(folder):
    with gzip.open(os.path.join(here, folder, "cells.csv.gz"), "rt") as f:
        return [r for r in csv.DictReader(f) if r["status"] == "ok"]


def arm(rows, **match):
    return {r["repetition"]: float(r["auc"]) for r in rows if all(r[k] == v for k, v in match.items())}


def sign(a, b):
    """+1 when the paired interval of a - b is above 0, -1 below, 0 when it contains 0."""
    assert a.keys() == b.keys() and len(a) == 10, (len(a), len(b))
    d = [a[k] - b[k] for k in a]
    m = sum(d) / len(d)
    h = T975_9 * math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1)) / math.sqrt(len(d))
    return 1 if m - h > 0 else -1 if m + h < 0 else 0


def count(folder, comparison, signs):
    return [folder, comparison, len(signs), signs.count(1), signs.count(-1), signs.count(0)]


out = []
r2 = cells("fig2-satimage")
epsilons = sorted({r["epsilon"] for r in r2}, key=float)
obj = dict(learner="auc-objective-perturbation")
out_an = dict(learner="auc-output-perturbation", gaussian="analytic")
out_cl = dict(learner="auc-output-perturbation", gaussian="classic")
settings = [dict(epsilon=e, **{"lambda": l}) for l in LAMBDAS for e in epsilons]
out.append(count("fig2-satimage", "obj-vs-out-analytic", [sign(arm(r2, **obj, **s), arm(r2, **out_an, **s)) for s in settings]))
out.append(count("fig2-satimage", "obj-vs-out-classic", [sign(arm(r2, **obj, **s), arm(r2, **out_cl, **s)) for s in settings]))
out.append(count("fig2-satimage", "analytic-vs-classic", [sign(arm(r2, **out_an, **s), arm(r2, **out_cl, **s)) for s in settings]))
curves = [dict(c, **{"lambda": l}) for c in (obj, out_cl, out_an) for l in LAMBDAS]
out.append(count("fig2-satimage", "rise", [sign(arm(r2, epsilon="0.5", **c), arm(r2, epsilon="0.025", **c)) for c in curves]))

r3 = cells("fig3-satimage")
pure = dict(learner="auc-output-perturbation", guarantee="pure")
approx = dict(learner="auc-output-perturbation", guarantee="approx")
out.append(count("fig3-satimage", "approx-vs-pure", [sign(arm(r3, **approx, **s), arm(r3, **pure, **s)) for s in settings]))
curves = [dict(c, **{"lambda": l}) for c in (pure, approx) for l in LAMBDAS]
out.append(count("fig3-satimage", "rise", [sign(arm(r3, epsilon="0.5", **c), arm(r3, epsilon="0.025", **c)) for c in curves]))

with open(os.path.join(here, "satimage-counts.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["folder", "comparison", "settings", "above", "below", "undetected"])
    w.writerows(out)
print("wrote satimage-counts.csv:", len(out), "rows")
