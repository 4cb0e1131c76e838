"""bidlab from Python: the data, the yardstick, the bidders and the evaluation of
bidlab (a C++ toolkit for contract-bridge bidding), as numpy arrays.

Encodings (the same as bidlab's everywhere):
  card index c = suit * 13 + rank: clubs 0, diamonds 1, hearts 2, spades 3; deuce 0 ... ace 12
  seat 0 N, 1 E, 2 S, 3 W;  strain 0 C, 1 D, 2 H, 3 S, 4 NT
  call index 0 PASS, 1..35 1C, 1D, 1H, 1S, 1NT, 2C, ..., 7NT (bidlab.CALLS), 36 X, 37 XX

Main entry points: load_dataset, Dataset (.split, .deals, .tables, .costs, .par, ...), deal, solve,
Bidder, load_model, evaluate, batched, UncontestedEnv, match, par, ContestedEnv. See docs/python.md.
"""
from ._bidlab import (
    SHIPPED_NEURAL_MODEL,
    Bidder,
    Dataset,
    Error,
    IllegalCallError,
    bidders,
    call_index,
    call_name,
    cost_vectors,
    deal,
    imps,
    load_dataset,
    load_model,
    score,
    solve,
)
from .env import ContestedEnv, UncontestedEnv
from .evaluation import BatchedBidder, Decision, auction_text, batched, evaluate, hand_text
from .match import ContestedDecision, match, par

CALLS = tuple(call_name(i) for i in range(36))  # the uncontested game's
ALL_CALLS = tuple(call_name(i) for i in range(38))  # the four-seat game's: and X, XX

__all__ = [
    "ALL_CALLS",
    "CALLS",
    "SHIPPED_NEURAL_MODEL",
    "BatchedBidder",
    "Bidder",
    "ContestedDecision",
    "ContestedEnv",
    "Dataset",
    "Decision",
    "Error",
    "IllegalCallError",
    "UncontestedEnv",
    "auction_text",
    "batched",
    "bidders",
    "call_index",
    "call_name",
    "cost_vectors",
    "deal",
    "evaluate",
    "hand_text",
    "imps",
    "load_dataset",
    "load_model",
    "match",
    "par",
    "score",
    "solve",
]
