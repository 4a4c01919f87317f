"""Sums a bench fork's JFR allocation samples made after its data matrix was allocated, by allocating privbench frame.

Usage: jfr print --stack-depth 40 --events jdk.ObjectAllocationSample FILE.jfr | python3 alloc_after_data.py LABEL
Prints CSV rows: label, frames (the first three privbench frames, or the JDK frame when none), sampled_mb.
The data matrix's allocation is the first sample whose stack holds MarginHalfspace.generateFloat32.
"""
import collections
import re
import sys

events = sys.stdin.read().split('jdk.ObjectAllocationSample {')[1:]
start = min(re.search(r'startTime = (\S+)', e).group(1) for e in events if 'generateFloat32' in e)
units = {'bytes': 1, 'kB': 1e3, 'MB': 1e6, 'GB': 1e9}
mb = collections.Counter()
for e in events:
    if re.search(r'startTime = (\S+)', e).group(1) <= start:
        continue
    weight, unit = re.search(r'weight = ([\d.]+) (\w+)', e).groups()
    frames = re.findall(r'^\s+([\w.$<>]+)\(.*?\)\s+line: (\d+)', e, re.M)
    ours = [f.split('.')[-2] + '.' + f.split('.')[-1] + ':' + line for f, line in frames if f.startswith('privbench')]
    key = ' < '.join(ours[:3]) if ours else frames[0][0]
    mb[key] += float(weight) * units[unit] / 1e6
for key, value in mb.most_common():
    if value >= 0.5:
        print('%s,"%s",%.1f' % (sys.argv[1], key, value))
print('%s,"total",%.1f' % (sys.argv[1], sum(mb.values())))
