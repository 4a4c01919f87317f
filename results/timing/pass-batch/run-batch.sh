#!/bin/bash
# alternates the jar before (486ade0) and after, three rounds, for each shape
J=${JAVA_BIN:-/usr/lib/jvm/temurin-25-jdk-amd64/bin}
# BEFORE and AFTER: algorithms jars built at the two commits; Batch.class compiled beside this script
B=${BEFORE:?algorithms jar at 486ade0}
A=${AFTER:?algorithms jar at 5fffcf3}
for shape in "48000 1000 15 20 1" "48000 1000 15 20 0" "3000 200 32 300 1" "3000 200 1 2000 1" "48000 1000 1 50 0"; do
  for round in 1 2 3; do
    for v in before after; do
      jar=$B; [ $v = after ] && jar=$A
      printf "%s round %d: " $v $round
      $J/java --add-modules jdk.incubator.vector -cp $jar:. Batch $shape 2>&1 | grep -v WARN
    done
  done
done
