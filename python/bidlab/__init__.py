"""bidlab from Python: the data, the yardstick, the bidders and the evaluation of
bidlab (a C++ toolkit for contract-bridge bidding), as numpy arrays.

Encodings (the same as bidlab's everywhere):
  card index c = suit * 13 + rank: clubs 0, diamonds 1, hearts 2, spades 3; deuce 0 ... ace 12
  seat 0 N, 1 E, 2 S, 3 W;  strain 0 C, 1 D, 2 H, 3 S, 4 NT
  call index 0 PASS, 1..35 1C, 1D, 1H, 1S, 1NT, 2C, ..., 7NT (bidlab.CALLS), 36 X, 37 XX

Main entry points: load_dataset, Dataset (.split, .deals, .tables, .costs, .par, ...), deal, solve,
Bidder, load_model, evaluate, batched, UncontestedEnv, match, par, ContestedEnv; bridge_bidding_v0 (the four-seat
game in PettingZoo's AEC interface), pgx (pgx's and OpenSpiel's encodings and step loop). See docs/python.md.
"""
import os as _os
import sys as _sys


def _wrong_interpreter(error):
    """The import error for a python3 other than the one the module was built for (pyenv, conda, a venv):
    which one that is (build/python/interpreter) and what to run instead."""
    here = _os.path.dirname(_os.path.dirname(_os.path.abspath(__file__)))
    try:
        with open(_os.path.join(here, "interpreter")) as f:
            built_for = f.read().strip()
    except OSError:
        built_for = "the Python it was built with"
    run = _os.path.join(here, "run")
    instead = f"{run} SCRIPT|-m MODULE ..." if _os.path.exists(run) else f"{built_for} SCRIPT ..."
    return ImportError(f"bidlab: {error}: this is {_sys.executable} (Python {_sys.version.split()[0]}), but the "
                       f"module was built for {built_for}, with its numpy: run {instead}")


try:
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
    from .evaluation import BatchedBidder, Decision, auction_text, batched, evaluate, evaluate_facit, hand_text
    from .match import ContestedDecision, match, par
    from . import bridge_bidding_v0, pgx, spaces
except ImportError as _error:  # numpy missing, or the compiled module of another Python version
    raise _wrong_interpreter(_error) from _error

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
    "bridge_bidding_v0",
    "call_index",
    "call_name",
    "cost_vectors",
    "deal",
    "evaluate",
    "evaluate_facit",
    "hand_text",
    "imps",
    "load_dataset",
    "load_model",
    "match",
    "par",
    "pgx",
    "score",
    "solve",
    "spaces",
]
