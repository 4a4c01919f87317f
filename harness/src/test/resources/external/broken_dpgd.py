#!/usr/bin/env python3
"""A deliberately broken external learner, the negative control of the external audit: examples/external/dpgd.py
with its noise scaled by 0.1 while it still claims the whole budget (its true mu is ten times the claimed one)."""
import importlib.util
import os

here = os.path.dirname(os.path.abspath(__file__))
while not os.path.isfile(os.path.join(here, "examples", "external", "dpgd.py")):
    parent = os.path.dirname(here)
    if parent == here:
        raise SystemExit("broken_dpgd.py: cannot find examples/external/dpgd.py above " + __file__)
    here = parent
spec = importlib.util.spec_from_file_location("dpgd", os.path.join(here, "examples", "external", "dpgd.py"))
dpgd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(dpgd)

if __name__ == "__main__":
    dpgd.main(noise_factor=0.1)
