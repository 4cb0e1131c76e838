"""Load the standard data set as numpy arrays and look at it.

    PYTHONPATH=build/python python3 examples/python/load_standard.py
"""
import numpy as np

import bidlab

ds = bidlab.load_dataset("standard")  # 100,000 deals of seed 2014 with their double-dummy tables
test = ds.split("test")               # deals 90,000-99,999
print(f"{len(ds):,} deals; test split {len(test):,} (positions {test.ids[0]}-{test.ids[-1]})")

deals = test.deals    # (n, 52) uint8: the seat (0 N, 1 E, 2 S, 3 W) of each card
tables = test.tables  # (n, 4, 5) uint8: tricks by declarer N, E, S, W and strain C, D, H, S, NT (no copy)
costs = test.costs()  # (n, 36) int16: IMP cost of each final call (PASS, 1C ... 7NT), assumed declarer
print("deal 90000, North's cards (card indices):", np.flatnonzero(deals[0] == 0).tolist())
print("its table (rows N E S W, columns C D H S NT):")
print(tables[0])
best = costs[0].argmin()
print(f"its best final call: {bidlab.CALLS[best]}; PASS costs {costs[0, 0]} IMPs")
print(f"always passing costs {costs[:, 0].mean():.4f} IMPs a deal on the test split;"
      f" passing is the best call on {(costs[:, 0] == 0).mean():.1%} of its deals")
