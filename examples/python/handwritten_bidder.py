"""A hand-written Python bidder scored on bidlab's yardstick, one call at a time and batched.

    PYTHONPATH=build/python python3 examples/python/handwritten_bidder.py
"""
import numpy as np

import bidlab

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def points(hand_text):
    return sum(HCP.get(card, 0) for card in hand_text)


def notrump_bidder(decision):
    """Open 1NT with 12+ HCP; with 10+ raise partner's 1NT to 3NT; otherwise pass."""
    hcp = points(decision.hand)
    if not decision.calls or decision.calls == ("PASS",):
        return "1NT" if hcp >= 12 else "PASS"
    if decision.calls[-1] == "1NT" and hcp >= 10:
        return "3NT"
    return "PASS"


# The same rules on many decisions at once: numpy arrays in (see bidlab.evaluate), call indices out.
HCP_WEIGHTS = np.tile(np.r_[np.zeros(9), 1, 2, 3, 4], 4)  # J Q K A of each suit


@bidlab.batched(name="notrump-batched")
def notrump_batched(obs):
    hcp = obs["hand"] @ HCP_WEIGHTS
    nobody_bid = obs["bids"][:, :, 1:].sum(axis=(1, 2)) == 0
    partner_1nt = (obs["bids"][:, 1, 5] == 1) & obs["legal"][:, 15]
    return np.where(nobody_bid & (hcp >= 12), 5, np.where(partner_1nt & (hcp >= 10), 15, 0))


if __name__ == "__main__":
    ds = bidlab.load_dataset("standard")
    for bidder in (notrump_bidder, notrump_batched, "pass", "sayc"):
        r = bidlab.evaluate(bidder, ds, split="test")
        print(f"{r['bidder']:>16}: {r['avg_cost']:.4f} IMPs a deal on {r['deals']:,} test deals "
              f"({', '.join(t + ' ' + str(v['deals']) for t, v in r['by_type'].items())})")
