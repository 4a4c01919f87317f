#!/usr/bin/env python3
"""numpy DP-GD as a privbench external learner (protocol 1): privbench's dp-gd, written again in numpy.

The algorithm is dp-gd's with its defaults (and the numpy peer's in bench/peers/dpgd_numpy.py):
L2-regularised logistic regression, labels y in {-1, +1} (class index 1 is +1),
    L(w) = (1/n) sum_i log(1 + exp(-y_i x_i.w)) + (lam/2) ||w||^2,   w_0 = 0,
each per-example gradient clipped to G = R (R the data's declared norm bound, else `clip`), so the summed
gradient has sensitivity Delta = 2G under replace-one; every step adds N(0, sigma^2 I) to the summed gradient,
sigma = Delta sqrt(T) / mu with mu the exact Gaussian-DP inverse of (epsilon, delta) (Dong, Roth and Su), and
    w <- w - eta (G~ / n + lam w),   eta = 1 / (R^2/4 + lam).
The T steps are mu-GDP, hence (epsilon, delta)-DP under replace-one; the last iterate is released.

Parameters (request "params"): iterations (T, default 200), lambda (default 1e-3), clip (default 1).
Noise comes from numpy's default_rng(seed), the seed privbench derives from the cell. Needs numpy only.
"""
import json
import math
import sys

import numpy as np


def phi(x):
    """The standard normal CDF; erfc keeps its relative accuracy in the lower tail."""
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def gdp_delta(eps, mu):
    """delta(eps) of mu-GDP: Phi(-eps/mu + mu/2) - e^eps Phi(-eps/mu - mu/2) (Dong, Roth and Su, Cor. 2.13)."""
    return phi(-eps / mu + mu / 2.0) - math.exp(eps) * phi(-eps / mu - mu / 2.0)


def mu_for(eps, delta):
    """The largest mu for which mu-GDP is (eps, delta)-DP, by bisection (delta(eps) increases with mu).

    Plain Python rather than scipy's brentq: importing scipy would double the program's start-up, which is
    most of a fit's cost when an audit runs it thousands of times."""
    lo, hi = 1e-8, 100.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if gdp_delta(eps, mid) > delta:
            hi = mid
        else:
            lo = mid
        if hi - lo <= 1e-15 * hi:
            break
    return lo


def main(noise_factor=1.0):
    with open("request.json") as f:
        req = json.load(f)
    if req["protocol"] != 1 or req["task"] != "binary":
        sys.exit("dpgd.py speaks protocol 1 for binary tasks only, got %s" % req)
    if req["relation"] != "replace-one":
        sys.exit("dpgd.py prices replace-one only (add-remove would need a public row count), got "
                 + req["relation"])
    params = req.get("params", {})
    T = int(params.get("iterations", 200))
    lam = float(params.get("lambda", 1e-3))
    clip = float(params.get("clip", 1.0))

    train = np.loadtxt(req["train"], delimiter=",", skiprows=1, ndmin=2)
    X, y = train[:, :-1], np.where(train[:, -1] == 1, 1.0, -1.0)
    n, d = X.shape
    R = float(req.get("norm_bound", clip))
    G = R                                        # |l'| <= 1 for the logistic loss
    eta = 1.0 / (R * R / 4.0 + lam)

    eps, delta = req["epsilon"], req["delta"]
    private = eps is not None
    sigma = 2.0 * G * math.sqrt(T) / mu_for(eps, delta) if private else 0.0
    rng = np.random.default_rng(req["seed"])

    w = np.zeros(d)
    for _ in range(T):
        m = X @ w
        with np.errstate(over="ignore"):         # exp overflows to inf where the loss is flat: coef 0
            coef = -y / (1.0 + np.exp(y * m))    # d/dm of log(1 + exp(-y m))
        norms = np.abs(coef) * np.linalg.norm(X, axis=1)
        coef *= np.minimum(1.0, G / np.maximum(norms, 1e-300))   # clip each example's gradient to G
        g = X.T @ coef
        if private:
            g = g + noise_factor * rng.normal(0.0, sigma, d)
        w = w - eta * (g / n + lam * w)

    response = {"protocol": 1, "weights": w.tolist(), "bias": 0.0}
    if private:
        response["spent"] = {"epsilon": eps, "delta": delta, "accountant": "gdp", "relation": "replace-one"}
    with open("response.json", "w") as f:
        json.dump(response, f)


if __name__ == "__main__":
    main()
