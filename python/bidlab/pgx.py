"""pgx's BridgeBidding and OpenSpiel's bridge from bidlab: their action numbers, their DDS file, and pgx's
functional step loop on bidlab's boards.

Action numbers (bidlab's call indices are 0 PASS, 1-35 1C ... 7NT, 36 X, 37 XX):
  pgx        0 PASS, 1 X, 2 XX, 3-37 1C, 1D, 1H, 1S, 1NT, 2C, ..., 7NT
  OpenSpiel  pgx's plus 52: 52 PASS, 53 X, 54 XX, 55-89 1C ... 7NT
PGX_OF_CALL[c] is pgx's number of bidlab call c, CALL_OF_PGX[a] bidlab's call of pgx action a (numpy arrays);
action_of_call / call_of_action and openspiel_action_of_call / call_of_openspiel_action take and give names.

pgx's DDS file (dds_results_*.npy: one int32 array of shape (2, n, 4), keys then values): dds_results(deals,
tables) makes one from bidlab's arrays (Dataset.deals, Dataset.tables), load_dds_results(path or array) reads one
back into (deals (n, 52) uint8, tables (n, 4, 5) uint8), save_dds_results(path, deals, tables) writes one.

The step loop (pgx's init/step, State with current_player, observation, legal_action_mask, rewards, terminated,
truncated):
    env = bidlab.pgx.BridgeBidding("standard", split="test")
    state = env.init(0)
    while not state.terminated:
        action = policy(state.observation, state.legal_action_mask)
        state = env.step(state, action)
    state.rewards   # (4,) float32, by seat N, E, S, W
"""
import os
import tempfile

import numpy as np

from . import _bidlab
from .bridge_bidding_v0 import AGENTS, raw_env

CALL_OF_PGX = np.array([0, 36, 37] + list(range(1, 36)), dtype=np.int64)
PGX_OF_CALL = np.argsort(CALL_OF_PGX)
OPENSPIEL_OFFSET = 52
_NAMES = tuple(_bidlab.call_name(c) for c in range(38))


def _call_index(call):
    if isinstance(call, str):
        return _bidlab.call_index(call)
    if isinstance(call, (bool, np.bool_)) or not isinstance(call, (int, np.integer)) or not 0 <= call < 38:
        raise ValueError(f"a call is a name (\"PASS\", \"1C\", ..., \"X\", \"XX\") or a bidlab call index 0-37, not "
                         f"{_bidlab._excerpt(repr(call))}")
    return int(call)


def _action(action, first, what):
    if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)) or not (
            first <= action < first + 38):
        raise ValueError(f"{what} action numbers are {first}-{first + 37}, not {_bidlab._excerpt(repr(action))}")
    return int(action) - first


def action_of_call(call):
    """pgx's action number (0 PASS, 1 X, 2 XX, 3-37 1C ... 7NT) of a call: a name or a bidlab call index."""
    return int(PGX_OF_CALL[_call_index(call)])


def call_of_action(action):
    """The call name ("PASS", "1C", ..., "X", "XX") of pgx's action number 0-37."""
    return _NAMES[CALL_OF_PGX[_action(action, 0, "pgx")]]


def openspiel_action_of_call(call):
    """OpenSpiel's action number (52 PASS, 53 X, 54 XX, 55-89 1C ... 7NT) of a call: a name or a bidlab index."""
    return OPENSPIEL_OFFSET + action_of_call(call)


def call_of_openspiel_action(action):
    """The call name of OpenSpiel's action number 52-89."""
    return _NAMES[CALL_OF_PGX[_action(action, OPENSPIEL_OFFSET, "OpenSpiel")]]


def dds_results(deals, tables):
    """pgx's DDS look-up table of deals ((n, 52) seats, as Dataset.deals) and their tables ((n, 4, 5) tricks, as
    Dataset.tables): an int32 array (2, n, 4) of keys (per suit row spades, hearts, diamonds, clubs, each card A, 2,
    ..., K a base-4 digit, its owner 0-3 = N, E, S, W, the ace highest) and values (per declarer N, E, S, W, the
    tricks in C, D, H, S, NT as hex digits, clubs highest), what pgx's BridgeBidding(path) loads."""
    keys = _bidlab._pgx_keys(deals)
    values = _bidlab._pgx_values(tables)
    if len(keys) != len(values):
        raise ValueError(f"deals and tables must have one row per deal: {len(keys)} deals, {len(values)} tables")
    return np.stack([keys, values])


def load_dds_results(source):
    """(deals (n, 52) uint8, tables (n, 4, 5) uint8) of pgx's DDS file (a path to its .npy) or array (2, n, 4);
    a row that is not a deal or a table is a ValueError naming it. raw_env(data=(deals, tables)) plays them."""
    array = np.load(os.fspath(source)) if isinstance(source, (str, os.PathLike)) else np.asarray(source)
    if array.ndim != 3 or array.shape[0] != 2 or array.shape[2] != 4 or array.dtype.kind not in "iu":
        raise ValueError(f"pgx's DDS results are an integer array of shape (2, n, 4), not a {array.dtype} array of "
                         f"shape {array.shape}")
    n = array.shape[1]
    deals = np.empty((n, 52), dtype=np.uint8)
    tables = np.empty((n, 4, 5), dtype=np.uint8)
    for i in range(n):
        deals[i] = _bidlab._pgx_deal(array[0, i].astype(np.int64), i)
        tables[i] = _bidlab._pgx_table(array[1, i].astype(np.int64), i)
    return deals, tables


def save_dds_results(path, deals, tables):
    """Writes dds_results(deals, tables) to `path` as .npy (through a temporary file renamed into place)."""
    array = dds_results(deals, tables)
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    fd, temporary = tempfile.mkstemp(dir=folder, prefix=".dds_results.", suffix=".npy")
    try:
        with os.fdopen(fd, "wb") as f:
            np.save(f, array)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


class State:
    """One position of pgx's step loop (pgx.bridge_bidding.State's fields): current_player (the seat 0-3 = N, E, S,
    W to call; -1 once over), observation ((480,) bool, the current player's), legal_action_mask ((38,) bool),
    rewards ((4,) float32 by seat, nonzero only at the end), terminated, truncated (always False); env is the
    bidlab.bridge_bidding_v0 environment behind it (its board, auction and search hooks)."""

    __slots__ = ("env", "current_player", "observation", "legal_action_mask", "rewards", "terminated", "truncated")

    def __init__(self, env):
        self.env = env
        self.terminated = bool(env._over)
        self.truncated = False
        self.rewards = np.array([env.rewards.get(a, 0.0) for a in AGENTS], dtype=np.float32)
        seat = env._table.to_call
        self.current_player = seat
        bits, mask = env._table.observe(seat if seat >= 0 else 0, True)
        self.observation = bits
        self.legal_action_mask = mask.astype(bool)


class BridgeBidding:
    """pgx's BridgeBidding loop on bidlab's boards: init(seed) -> State, step(state, action) -> a new State (the
    given one is left as it was), observe(state, player). Rewards are pgx's by default: the duplicate score of
    the declaring side for its two players, its negative for the others (reward="score"); "par" or "table" give
    IMPs (see bidlab.bridge_bidding_v0.raw_env, whose arguments this takes). Unlike pgx, player i is seat i (pgx
    shuffles player numbers over the seats) and a board's dealer and vulnerability are its own (the rotation),
    not drawn at random."""

    def __init__(self, data="standard", split=None, reward="score", **kwargs):
        self._env = raw_env(data=data, split=split, reward=reward, **kwargs)

    @property
    def num_players(self):
        """4."""
        return 4

    @property
    def num_actions(self):
        """38."""
        return 38

    def init(self, seed):
        """The first State of a board drawn from `seed` (an int)."""
        env = self._env.clone()
        env.reset(seed=int(seed))
        return State(env)

    def step(self, state, action):
        """The State after the current player's `action` (pgx's number); an illegal action raises
        bidlab.IllegalCallError. A step after the end raises bidlab.Error."""
        if state.terminated:
            raise _bidlab.Error("the board is over (state.terminated): start another with init(seed)")
        env = state.env.clone()
        env.step(action)
        return State(env)

    def observe(self, state, player):
        """The (480,) bool observation of `player` (a seat 0-3) in `state`."""
        return state.env._table.observe(int(player), True)[0]
