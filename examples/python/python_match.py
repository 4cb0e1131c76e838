"""A hand-written Python pair in a duplicate match against SAYC, on bidlab's one match path.

    PYTHONPATH=build/python python3 examples/python/python_match.py [--boards N] [--json]

The pair competes with one rule a reader can follow: double the opponents' bid with 16+ HCP, redouble a
double of our side's bid with 14+, otherwise bid the longest suit (5+ cards, 10+ HCP) at the cheapest level
up to 4, otherwise pass (the rules of src/eval/contest_test_bidders.h's Competitor, written in Python).
"""
import argparse
import json

import bidlab

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
X, XX = 36, 37


def competitor(decision):
    """decision: a bidlab.ContestedDecision (hand, cards, seat, dealer, vulnerability, calls, legal)."""
    hcp = sum(HCP.get(card, 0) for card in decision.hand)
    if decision.legal[X] and hcp >= 16:
        return X
    if decision.legal[XX] and hcp >= 14:
        return XX
    lengths = [len(s) for s in reversed(decision.hand.split("."))]  # clubs, diamonds, hearts, spades
    longest = max(range(4), key=lambda s: (lengths[s], -s))  # ties: the lower suit
    if lengths[longest] < 5 or hcp < 10:
        return "PASS"
    for level in range(1, 5):
        bid = 1 + (level - 1) * 5 + longest  # call index of level + suit (strain = suit 0 C ... 3 S)
        if decision.legal[bid]:
            return bid
    return "PASS"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=2000, help="the first N boards of the test split")
    parser.add_argument("--json", action="store_true", help="print both matches' results as one JSON list")
    args = parser.parse_args()
    ds = bidlab.load_dataset("standard")
    results = [bidlab.match(competitor, opponent, ds, split="test", boards=args.boards)
               for opponent in ("sayc", "sayc-uncontested")]
    if args.json:
        print(json.dumps(results))
        raise SystemExit(0)
    for r in results:
        low, high = r["interval95"]
        print(f"{r['ns']} against {r['ew']}: {r['imps_per_board']:+.2f} IMPs/board ± {r['stderr']:.2f} "
              f"(95% {low:+.2f} … {high:+.2f}) on {r['boards']:,} boards; against par: {r['ns']} "
              f"{r['against_par']['ns']:+.2f}, {r['ew']} {r['against_par']['ew']:+.2f}")
