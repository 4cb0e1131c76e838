#!/bin/sh
# A ten-line external bidder for `bidlab eval --bidder-cmd "sh examples/nt_bidder.sh"` (docs/protocols.md):
# it reads "SEAT HAND CALLS..." lines and answers one call per line.
# The first to speak opens 1NT with 12+ HCP, partner raises to 3NT with 10+; all else passes.
while read -r seat hand calls; do
  hcp=0 rest=$hand
  while [ -n "$rest" ]; do
    case $rest in A*) hcp=$((hcp + 4)) ;; K*) hcp=$((hcp + 3)) ;; Q*) hcp=$((hcp + 2)) ;; J*) hcp=$((hcp + 1)) ;; esac
    rest=${rest#?}
  done
  case "$calls" in
    "" | "PASS PASS") if [ "$hcp" -ge 12 ]; then echo "1NT opening with $hcp HCP"; else echo PASS; fi ;;
    "1NT PASS" | "PASS PASS 1NT PASS") if [ "$hcp" -ge 10 ]; then echo "3NT raise with $hcp HCP"; else echo PASS; fi ;;
    *) echo PASS ;;
  esac
done
