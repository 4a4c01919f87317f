#!/usr/bin/env python3
"""Issue 40, item 4: how far shuffled DP-SGD priced as Poisson is from its truth, and what an audit could see.

For each setting: m steps an epoch (batch B = n/m), E epochs, a claimed epsilon at delta 1e-5, and sigma, the noise
multiplier privbench's PLD accountant calibrates for Poisson sampling at q = 1/m over T = m E steps under add/remove
(the Opacus-style pricing of shuffled batches, the negative control):
    ./privbench accountant --mechanism subsampled-gaussian --sampling-rate Q --steps T --delta 1e-5 \
        --accountant pld --target-epsilon EPS --json      (noise_multiplier)
The shuffled mechanism, seen by the strongest (white-box) adversary the accountant covers, who reads every step's
noisy sum along a canary direction all other rows leave at zero: per epoch m standard normals, one of them (the
target's batch, uniform and unknown) shifted by a/sigma. Two neighbour pairs: the target against a zero-gradient
row (a = 1, the add/remove reading) and against its opposite (a = 2, replace-one: fixed-size batches keep n, so
replace-one is the relation shuffling is priced under here). The exact privacy-loss variable is sampled (N draws
a world) and epsilon at delta 1e-5 read off the hockey-stick divergence: a Monte Carlo estimate, not a bound.
Beside it, the optimal (likelihood-ratio) test's ln(TPR / FPR) at FPR 0.01 and 0.002, the part of the trade-off
curve an audit of a few thousand runs a world can reach. Writes shuffle-gap.csv here. numpy only."""
import csv
import os
import numpy as np

DELTA = 1e-5
N = 2_000_000
# (m, epochs, claimed epsilon, sigma from the command above)
SETTINGS = [(10, 1, 2, 1.1924943923950195), (10, 1, 4, 0.8500628471374512), (100, 1, 2, 0.7367415428161621),
            (10, 5, 4, 1.1445207595825195), (2, 10, 8, 1.5525379180908203)]


def losses(rng, a, m, epochs, sign_out):
    """Privacy-loss samples ln p_in / p_out under the in world and under the out world."""
    def llr(z):
        lin = np.log(np.mean(np.exp(a * z - a * a / 2), axis=1))
        if sign_out == 0:  # out: no shifted step
            return lin
        return lin - np.log(np.mean(np.exp(-a * z - a * a / 2), axis=1))
    l_in = np.zeros(N)
    l_out = np.zeros(N)
    for _ in range(epochs):
        z = rng.standard_normal((N, m))
        z[:, 0] += a
        l_in += llr(z)
        z = rng.standard_normal((N, m))
        z[:, 0] -= a * sign_out
        l_out += llr(z)
    return l_in, l_out


def epsilon(l_in, l_out):
    best = 0.0
    for eps in np.arange(0, 40, 0.02):
        d1 = np.mean(np.clip(1 - np.exp(eps - l_in), 0, None))
        d2 = np.mean(np.clip(1 - np.exp(eps + l_out), 0, None))
        if max(d1, d2) > DELTA:
            best = eps
    return best


def log_ratio(l_in, l_out, fpr):
    t = np.quantile(l_out, 1 - fpr)
    return float(np.log(np.mean(l_in > t) / fpr))


rows = []
for m, epochs, claim, sigma in SETTINGS:
    rng = np.random.default_rng(20261207 + m * 100 + epochs)
    zero_in, zero_out = losses(rng, 1 / sigma, m, epochs, 0)
    rep_in, rep_out = losses(rng, 1 / sigma, m, epochs, 1)  # +C against -C: a shift of 2C between the worlds
    rows.append([m, epochs, m * epochs, 1 / m, claim, sigma, round(epsilon(zero_in, zero_out), 2),
                 round(epsilon(rep_in, rep_out), 2), round(log_ratio(rep_in, rep_out, 0.01), 3),
                 round(log_ratio(rep_in, rep_out, 0.002), 3)])
    print(rows[-1], flush=True)
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "shuffle-gap.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["steps_per_epoch", "epochs", "steps", "poisson_rate", "claimed_epsilon", "sigma",
                "epsilon_shuffle_zero_row", "epsilon_shuffle_replace_one", "ln_tpr_over_fpr_at_0.01",
                "ln_tpr_over_fpr_at_0.002"])
    w.writerows(rows)
