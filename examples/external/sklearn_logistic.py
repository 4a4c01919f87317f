#!/usr/bin/env python3
"""scikit-learn's logistic regression as a privbench external learner (protocol 1): a NON-PRIVATE reference.

Declare it with `private: false`; it claims no guarantee and answers with scores for the test rows (one
column for a binary task, one per class otherwise), so it runs on multiclass data too.
Parameters (request "params"): C (inverse L2 strength, default 1.0), max_iter (default 1000).
"""
import json

import numpy as np
from sklearn.linear_model import LogisticRegression

with open("request.json") as f:
    req = json.load(f)
params = req.get("params", {})
train = np.loadtxt(req["train"], delimiter=",", skiprows=1, ndmin=2)
X, y = train[:, :-1], train[:, -1].astype(int)
test = np.loadtxt(req["test"], delimiter=",", skiprows=1, ndmin=2).reshape(-1, X.shape[1])

model = LogisticRegression(C=float(params.get("C", 1.0)), max_iter=int(params.get("max_iter", 1000)))
model.fit(X, y)
scores = model.decision_function(test) if len(test) else np.zeros((0,))
# the columns must follow the request's classes; a class absent from the training rows gets -inf's stand-in
k = len(req["classes"])
if k > 2:
    full = np.full((len(test), k), -1e9)
    full[:, model.classes_] = scores.reshape(len(test), -1)
    scores = full
np.savetxt("scores.csv", np.atleast_1d(scores), delimiter=",", fmt="%.17g")
with open("response.json", "w") as f:
    json.dump({"protocol": 1, "scores": "scores.csv"}, f)
