#!/usr/bin/env python3
"""DP-AUC Figs. 1-2 (issue 34): Obj-Pert against Output-Pert paired by repetition (the two share each
repetition's data and split). For each figure folder and lambda, over its epsilon values: how many have the mean
AUC of auc-objective-perturbation at or above auc-output-perturbation's, and how many have the paired 95%
Student-t interval of (Obj - Out) above 0 ("clearly better") or below 0 ("clearly worse"); the private-tuning
learner (auc-private-tuning, its two mechanisms) as one more row. The same rule as the Fashion-MNIST rows and as
results/reference/README.md's verdict rule. Reads FOLDER/cells.csv(.gz) beside this script, writes
paired-counts.csv here (and paired-losses.csv, Claim 5 below). Usage: python3 paired_counts.py  (standard library only)"""
import csv
import gzip
import math
import os
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))
FOLDERS = ["fig1-spam", "fig2-spam", "fig1-breast-cancer", "fig2-breast-cancer"]
# 97.5% Student t quantiles by degrees of freedom (the repetitions here are 10, 20 or 30)
T975 = {9: 2.2621571628, 19: 2.0930240544, 29: 2.0452296421}


def cells(folder):
    f = os.path.join(here, folder, "cells.csv")
    opened = gzip.open(f + ".gz", "rt") if os.path.exists(f + ".gz") else open(f)
    return [r for r in csv.DictReader(opened) if r["status"] == "ok"]


rows = []
for folder in FOLDERS:
    auc = defaultdict(dict)  # (arm, lambda, epsilon) -> repetition -> auc
    for r in cells(folder):
        if r["learner"] in ("auc-objective-perturbation", "auc-output-perturbation"):
            arm = "obj" if r["learner"] == "auc-objective-perturbation" else "out"
            key = (arm, r["lambda"], float(r["epsilon"]))
        elif r["learner"] == "auc-private-tuning":
            arm = "obj" if r["mechanism"] == "objective" else "out"
            key = (arm, "private tuning", float(r["epsilon"]))
        else:
            continue
        auc[key][int(r["repetition"])] = float(r["auc"])
    settings = sorted({(k[1], k[2]) for k in auc}, key=lambda s: (s[0] == "private tuning", s[0], s[1]))
    by_lambda = defaultdict(lambda: [0, 0, 0, 0])  # epsilons, obj >= out, clearly better, clearly worse
    for lam, eps in settings:
        a, b = auc[("obj", lam, eps)], auc[("out", lam, eps)]
        d = [a[k] - b[k] for k in a if k in b]
        m = sum(d) / len(d)
        sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
        h = T975[len(d) - 1] * sd / math.sqrt(len(d))
        c = by_lambda[lam]
        c[0] += 1
        c[1] += 1 if sum(a.values()) / len(a) >= sum(b.values()) / len(b) else 0
        c[2] += 1 if m - h > 0 else 0
        c[3] += 1 if m + h < 0 else 0
    for lam, (n, ge, better, worse) in by_lambda.items():
        rows.append([folder, lam, n, ge, better, worse])
with open(os.path.join(here, "paired-counts.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["folder", "lambda", "epsilons", "obj_at_least_out", "obj_clearly_better", "obj_clearly_worse"])
    w.writerows(rows)
print("wrote", os.path.join(here, "paired-counts.csv"))

# Claim 5 (Fig. 3 against Fig. 1): Output-Pert with epsilon-DP, the logistic pairwise loss (fig1, the
# auc-output-perturbation cells) against least squares (fig3, guarantee = pure), paired by repetition (the two
# folders share their seed, so repetition r sees the same rows and split in both); the same counting rule.
loss_rows = []
for data in ["spam", "breast-cancer"]:
    auc = defaultdict(dict)  # (loss, lambda, epsilon) -> repetition -> auc
    for loss, folder in (("logistic", "fig1-" + data), ("least-squares", "fig3-" + data)):
        for r in cells(folder):
            if r["learner"] == "auc-output-perturbation" and r.get("guarantee", "") in ("", "pure"):
                auc[(loss, r["lambda"], float(r["epsilon"]))][int(r["repetition"])] = float(r["auc"])
    by_lambda = defaultdict(lambda: [0, 0, 0, 0])
    for lam, eps in sorted({(k[1], k[2]) for k in auc if k[0] == "logistic"}, key=lambda s: (float(s[0]), s[1])):
        a, b = auc[("logistic", lam, eps)], auc[("least-squares", lam, eps)]
        d = [a[k] - b[k] for k in a if k in b]
        m = sum(d) / len(d)
        sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
        h = T975[len(d) - 1] * sd / math.sqrt(len(d))
        c = by_lambda[lam]
        c[0] += 1
        c[1] += 1 if sum(a.values()) / len(a) >= sum(b.values()) / len(b) else 0
        c[2] += 1 if m - h > 0 else 0
        c[3] += 1 if m + h < 0 else 0
    for lam, (n, ge, better, worse) in by_lambda.items():
        loss_rows.append([data, lam, n, ge, better, worse])
with open(os.path.join(here, "paired-losses.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["dataset", "lambda", "epsilons", "logistic_at_least_least_squares", "logistic_clearly_better",
                "logistic_clearly_worse"])
    w.writerows(loss_rows)
print("wrote", os.path.join(here, "paired-losses.csv"))

# Fashion-MNIST on all 60,000 rows (fig1-fashion-mnist-all, issue 39): both guarantees in one folder, so the
# same counting rule per (guarantee, lambda); written to paired-fashion-all.csv. Every repetition uses all rows
# and the official test images, so repetition r pairs the two mechanisms on the same data (only the noise differs).
all_rows = []
auc = defaultdict(dict)  # (arm, guarantee, lambda, epsilon) -> repetition -> auc
for r in cells("fig1-fashion-mnist-all"):
    if r["learner"] in ("auc-objective-perturbation", "auc-output-perturbation"):
        arm = "obj" if r["learner"] == "auc-objective-perturbation" else "out"
        auc[(arm, r["guarantee"], r["lambda"], float(r["epsilon"]))][int(r["repetition"])] = float(r["auc"])
counts = defaultdict(lambda: [0, 0, 0, 0, None])  # epsilons, obj >= out, better, worse, (m, h) at the largest eps
for g, lam, eps in sorted({k[1:] for k in auc}, key=lambda s: (s[0], float(s[1]), s[2])):
    a, b = auc[("obj", g, lam, eps)], auc[("out", g, lam, eps)]
    d = [a[k] - b[k] for k in a if k in b]
    m = sum(d) / len(d)
    sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
    h = T975[len(d) - 1] * sd / math.sqrt(len(d))
    c = counts[(g, lam)]
    c[0] += 1
    c[1] += 1 if sum(a.values()) / len(a) >= sum(b.values()) / len(b) else 0
    c[2] += 1 if m - h > 0 else 0
    c[3] += 1 if m + h < 0 else 0
    c[4] = (eps, m, h)
for (g, lam), (n, ge, better, worse, last) in counts.items():
    all_rows.append(["fig1-fashion-mnist-all", g, lam, n, ge, better, worse, last[0], round(last[1], 6),
                     round(last[1] - last[2], 6), round(last[1] + last[2], 6)])
with open(os.path.join(here, "paired-fashion-all.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["folder", "guarantee", "lambda", "epsilons", "obj_at_least_out", "obj_clearly_better",
                "obj_clearly_worse", "largest_epsilon", "diff_at_largest", "diff_ci_low", "diff_ci_high"])
    w.writerows(all_rows)
print("wrote", os.path.join(here, "paired-fashion-all.csv"))
