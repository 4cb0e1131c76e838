"""Contract-bridge bidding with four agents, in PettingZoo's AEC (agent environment cycle) interface and module
convention:

    from bidlab import bridge_bidding_v0
    env = bridge_bidding_v0.env(data="standard", split="test")
    env.reset(seed=1)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

One episode is one board of a data set: agents "north", "east", "south" and "west" call in turn from the
board's dealer (dealer and vulnerability by the board rotation, or a fixed vulnerability with dealer North)
until the auction ends (Law 22); the final contract is played by its real declarer and scored double-dummy
from the data set's table (doubled, vulnerable: the score bidlab match gives). Every agent is then terminated
and gets its side's reward: IMPs (WBF) against the board's double-dummy par (reward="par"), IMPs against the
other table of a duplicate match where bidlab bidders call (reward="table", other_table=(north_south,
east_west)), or the raw duplicate score (reward="score"); North and South get the same reward, East and West
its negative. After the end each agent is stepped once more with None and leaves env.agents (PettingZoo's rule).

Observations (encoding="pgx", the only one): {"observation": (480,) bool, pgx's BridgeBidding and OpenSpiel's
bits (docs/python.md lists them), "action_mask": (38,) int8, 1 where the action is legal (zeros for an agent not
to call)}. Actions are pgx's numbers: 0 PASS, 1 X, 2 XX, 3-37 1C, 1D, ..., 7NT (bidlab.pgx.call_of_action and
action_of_call convert; OpenSpiel's are these plus 52). An illegal action raises bidlab.IllegalCallError (a
ValueError) and changes nothing.

No PettingZoo or Gymnasium is needed: without them spaces are bidlab.spaces' small classes. With them the
environment is a pettingzoo.AECEnv and its spaces Gymnasium's, and PettingZoo's api_test passes
(tests/python/test_bridge_bidding.py).
"""
import random as _random

import numpy as np

from . import _bidlab
from . import spaces as _spaces
from .evaluation import _dataset, hand_text

try:  # pragma: no cover - taken only where PettingZoo is installed
    from pettingzoo import AECEnv as _Base
except ImportError:
    _Base = object

AGENTS = ("north", "east", "south", "west")
SEATS = "NESW"
VULNERABILITIES = ("None", "NS", "EW", "All")
REWARDS = ("par", "table", "score")
OBSERVATION_BITS = 480
NUM_ACTIONS = 38


def env(**kwargs):
    """The environment (PettingZoo's env()): raw_env(**kwargs). It checks its own arguments and the order of
    calls (a step after the end raises), so it needs no PettingZoo wrapper."""
    return raw_env(**kwargs)


def _seat_code(value, what):
    if isinstance(value, str) and value.upper() in SEATS and len(value) == 1:
        return SEATS.index(value.upper())
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)) and 0 <= value < 4:
        return int(value)
    raise ValueError(f"{what} must be a seat \"N\", \"E\", \"S\", \"W\" or 0-3, not {_bidlab._excerpt(repr(value))}")


def _vulnerability_code(value):
    if isinstance(value, str):
        return _bidlab._vulnerability(value)
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)) and 0 <= value < 4:
        return int(value)
    raise ValueError(f"vulnerability must be \"None\", \"NS\", \"EW\", \"All\" or 0-3, not "
                     f"{_bidlab._excerpt(repr(value))}")


class raw_env(_Base):
    """Four-seat bridge bidding on the boards of a data set, one board an episode (see the module's docstring).

    data: "standard", a data-set path, a bidlab.Dataset, or (deals, tables): (n, 52) seats and (n, 4, 5) tricks
    (bidlab.pgx.load_dds_results reads pgx's DDS file into these; deal i is board i + 1); split: its split to play ("train", "validation",
    "test"; default: the split `data` is, else "test"); vulnerable: "rotate" (dealer and vulnerability by the
    board number, as bidlab match) or "None", "NS", "EW", "All" (fixed, dealer North); boards: the first N boards
    of the split (0 = all); order: "random" (each reset draws a board uniformly, from reset's seed) or
    "sequential" (each reset takes the next board; reset(seed=...) starts again from the first);
    reward: "par", "table" or "score"; other_table: (north_south, east_west) bidlab bidders (names, model files or
    bidlab.Bidder) of the other table, with reward="table"; render_mode: None, "ansi" (render() returns the
    text) or "human" (render() prints it).
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "bridge_bidding_v0", "is_parallelizable": False}

    def __init__(self, data="standard", split=None, vulnerable="rotate", boards=0, order="random", reward="par",
                 other_table=None, encoding="pgx", render_mode=None):
        if order not in ("random", "sequential"):
            raise ValueError(f"order must be \"random\" or \"sequential\", not {_bidlab._excerpt(repr(order))}")
        if reward not in REWARDS:
            raise ValueError(f"reward must be \"par\", \"table\" or \"score\", not {_bidlab._excerpt(repr(reward))}")
        if (reward == "table") != (other_table is not None):
            raise ValueError("reward=\"table\" needs other_table=(north_south, east_west), the other table's "
                             "bidders; other_table goes only with reward=\"table\"")
        if encoding != "pgx":
            raise ValueError(f"encoding must be \"pgx\", not {_bidlab._excerpt(repr(encoding))}")
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, \"ansi\" or \"human\", not "
                             f"{_bidlab._excerpt(repr(render_mode))}")
        if isinstance(data, tuple):
            if len(data) != 2 or split is not None or boards:
                raise ValueError("data=(deals, tables) takes no split and no boards: pass the rows to play")
            self._table = _bidlab._Table.from_arrays(data[0], data[1], vulnerable)
        else:
            dataset = _dataset(data)
            if split is None and dataset.split_name == "all":
                split = "test"
            self._table = _bidlab._Table(dataset, split, vulnerable, boards)
        self._seated = {}  # suggest()'s bidders, seated once
        self._other = None
        if other_table is not None:
            if not isinstance(other_table, (tuple, list)) or len(other_table) != 2:
                raise ValueError("other_table must be a pair (north_south, east_west) of bidlab bidders")
            self._other = tuple(_bidlab._SeatedBidder(b) for b in other_table)
        self._other_scores = {}  # board index -> the other table's N-S score
        self._reward = reward
        self._order = order
        self._random = _random.Random()
        self._next_board = 0
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.observation_spaces = {a: _spaces.dict_space({
            "observation": _spaces.binary_box(OBSERVATION_BITS, bool),
            "action_mask": _spaces.binary_box(NUM_ACTIONS, np.int8)}) for a in AGENTS}
        self.action_spaces = {a: _spaces.discrete(NUM_ACTIONS) for a in AGENTS}
        self.agents = []
        self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos = {}, {}, {}, {}, {}
        self.agent_selection = None
        self._over = False

    # PettingZoo's fields and methods.

    @property
    def num_agents(self):
        """How many agents are still in the episode (4 until the end, then one fewer after each None step)."""
        return len(self.agents)

    @property
    def max_num_agents(self):
        """4."""
        return len(self.possible_agents)

    @property
    def unwrapped(self):
        """The environment itself (it has no wrappers)."""
        return self

    def observation_space(self, agent):
        """Dict({"observation": Box(0, 1, (480,), bool), "action_mask": Box(0, 1, (38,), int8)}), one object per
        agent (the same each call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent):
        """Discrete(38): pgx's action numbers (0 PASS, 1 X, 2 XX, 3-37 1C ... 7NT), one object per agent."""
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        """Starts a board: with order="random" one drawn uniformly (seed: restart the draws from `seed`), with
        "sequential" the next one (seed: start again from the first board); options={"board": i} takes board i
        of the split (0-based) instead."""
        if seed is not None:
            self._random.seed(seed)
            self._next_board = 0
            for space in self.action_spaces.values():
                space.seed(seed)
        board = (options or {}).get("board")
        if board is not None and (isinstance(board, (bool, np.bool_)) or not isinstance(board, (int, np.integer))
                                  or not 0 <= board < self._table.num_boards):
            raise ValueError(f"options[\"board\"] must be a board of the split, 0-{self._table.num_boards - 1}, not "
                             f"{_bidlab._excerpt(repr(board))}")
        if board is None:
            if self._order == "random":
                board = self._random.randrange(self._table.num_boards)
            else:
                board = self._next_board % self._table.num_boards
                self._next_board += 1
        self._table.start(board)
        self._start()

    def _start(self):
        """The agents, rewards and flags of a board that starts."""
        self.agents = list(AGENTS)
        zeros = dict.fromkeys(AGENTS, 0.0)
        self.rewards = dict(zeros)
        self._cumulative_rewards = dict(zeros)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        board = {"board": self._table.number, "dealer": SEATS[self._table.dealer],
                 "vulnerability": VULNERABILITIES[self._table.vulnerability]}
        self.infos = {a: dict(board, seat=SEATS[i]) for i, a in enumerate(AGENTS)}
        self.agent_selection = AGENTS[self._table.to_call]
        self._over = False

    def observe(self, agent):
        """{"observation": (480,) bool (pgx's bits for `agent`), "action_mask": (38,) int8 (zeros unless `agent`
        is to call)}: new arrays, the agent's own to keep."""
        bits, mask = self._table.observe(AGENTS.index(agent), True)
        return {"observation": bits, "action_mask": mask}

    def last(self, observe=True):
        """(observation, reward accumulated since the agent last acted, termination, truncation, info) of the
        agent to act, env.agent_selection; observation None with observe=False."""
        agent = self.agent_selection
        if agent is None:
            raise RuntimeError("call reset() before last()")
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def step(self, action):
        """The call of env.agent_selection: pgx's action number (0 PASS, 1 X, 2 XX, 3-37 1C ... 7NT), or None for an
        agent that is done (it then leaves env.agents). An illegal action raises bidlab.IllegalCallError (a
        ValueError) and changes nothing."""
        agent = self.agent_selection
        if agent is None:
            raise RuntimeError("call reset() before step()")
        if self._over:
            self._dead_step(agent, action)
            return
        if action is None:
            raise ValueError(f"agent {agent} is to call: None is only for an agent that is done")
        finished = self._table.step(action, True)
        self._cumulative_rewards[agent] = 0.0
        if finished:
            self._finish()
        else:
            self.agent_selection = AGENTS[self._table.to_call]

    def _finish(self):
        """Scores the finished auction: every agent terminated, with its side's reward."""
        score, contract, tricks = self._table.result()
        if self._reward == "score":
            ns = float(score)
            target = None
        else:
            target = self._table.par() if self._reward == "par" else self._other_score()
            ns = float(_bidlab._imps(score - target))
        outcome = {"contract": contract, "tricks": tricks, "score": score}
        if target is not None:
            outcome["par" if self._reward == "par" else "other_table"] = target
        for i, a in enumerate(AGENTS):
            reward = ns if i % 2 == 0 else -ns
            self.rewards[a] = reward
            self._cumulative_rewards[a] += reward
            self.terminations[a] = True
            self.infos[a].update(outcome)
        self._over = True
        seat = AGENTS.index(self.agent_selection)
        self.agent_selection = AGENTS[(seat + 1) % 4]
        if self.render_mode == "human":
            self.render()

    def _other_score(self):
        index = self._table.index
        score = self._other_scores.get(index) if index >= 0 else None
        if score is None:
            score = self._table.other_table(*self._other)
            if index >= 0:
                self._other_scores[index] = score
        return score

    def _dead_step(self, agent, action):
        """PettingZoo's step of a done agent: it leaves agents and the dicts; the next done agent acts."""
        if action is not None:
            raise ValueError(f"the board is over: agent {agent} must be stepped with None, not "
                             f"{_bidlab._excerpt(repr(action))}")
        if agent not in self.agents:
            raise RuntimeError("every agent is done: call reset() to start the next board")
        self.agents.remove(agent)
        for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
            del d[agent]
        for a in self.agents:
            self.rewards[a] = 0.0
        if self.agents:
            self.agent_selection = self.agents[0]

    def agent_iter(self, max_iter=2 ** 63):
        """The agents in the order they act until every agent is done (at most max_iter of them)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self):
        """The board as text: number, dealer, vulnerability, the four hands, the auction so far and, once it is
        over, the contract and its score. render_mode="ansi" returns it, "human" prints it."""
        if self.render_mode is None:
            return None
        text = self.board_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        """Nothing to release (PettingZoo's close())."""

    def __str__(self):
        return "bridge_bidding_v0"

    # Search hooks and the board.

    def clone(self):
        """An independent copy of the environment as it stands (the board, the auction, the agents and their
        rewards, the random draws), for a search: stepping one does not change the other. Bidders of the other
        table are shared (use each copy from one thread at a time)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._table = self._table.copy()
        other._random = _random.Random()
        other._random.setstate(self._random.getstate())
        other.agents = list(self.agents)
        for name in ("rewards", "_cumulative_rewards", "terminations", "truncations"):
            setattr(other, name, dict(getattr(self, name)))
        other.infos = {a: dict(i) for a, i in self.infos.items()}
        return other

    def set_deal(self, deal, dealer="N", vulnerability="None", table=None, board=1):
        """Starts an episode on any deal: `deal` is PBN text ("N:AKQ2.T98.765.432 ...") or (52,) seats (0-3 = N,
        E, S, W of each card), `dealer` a seat ("N" or 0-3), `vulnerability` "None", "NS", "EW", "All" (or 0-3),
        `table` its double-dummy table (4, 5) (tricks by declarer N, E, S, W and strain C, D, H, S, NT; solved with
        DDS when not given), `board` the number messages name. Rewards: "par" and "score" as for any board,
        "table" from the other table's bidders on this deal."""
        seats = _bidlab._deal_of_pbn(deal) if isinstance(deal, str) else np.asarray(deal)
        if table is None:
            table = _bidlab.solve(np.asarray(seats).reshape(1, 52))[0]
        self._table.set_board(seats, table, _seat_code(dealer, "dealer"), _vulnerability_code(vulnerability),
                              board)
        self._start()

    @property
    def legal_actions(self):
        """The legal actions of the agent to call, pgx's numbers in increasing order (empty once the board is
        over)."""
        if self._over or self.agent_selection is None:
            return []
        return np.flatnonzero(self._table.observe(self._table.to_call, True)[1]).tolist()

    @property
    def legal_calls(self):
        """The legal calls of the agent to call, by name ("PASS", "1C", ..., "X", "XX")."""
        from .pgx import call_of_action

        return [call_of_action(a) for a in self.legal_actions]

    @property
    def dd_table(self):
        """The board's double-dummy table, (4, 5) uint8: tricks by declarer N, E, S, W and strain C, D, H, S, NT."""
        return self._table.dd_table

    @property
    def deal(self):
        """The board's deal, (52,) uint8: the seat 0-3 (N, E, S, W) of each card c = suit * 13 + rank."""
        return self._table.deal

    @property
    def dealer(self):
        """The board's dealer, "N", "E", "S" or "W"."""
        return SEATS[self._table.dealer]

    @property
    def vulnerability(self):
        """The board's vulnerability, "None", "NS", "EW" or "All"."""
        return VULNERABILITIES[self._table.vulnerability]

    @property
    def board(self):
        """The board's number (1-based: deal i of the data set is board first + i + 1)."""
        return self._table.number

    @property
    def auction(self):
        """The calls so far from the dealer, by name."""
        return [_bidlab.call_name(c) for c in self._table.calls()]

    def suggest(self, bidder):
        """The pgx action number bidlab bidder `bidder` (a name such as "sayc", a model file or a bidlab.Bidder;
        seated once and kept) would choose for the agent to call now: to seat a bidlab bidder at this table, or
        to compare a policy with one. A bidder that does not compete bids as if the opponents passed."""
        from .pgx import action_of_call

        key = bidder if isinstance(bidder, str) else id(bidder)
        seated = self._seated.get(key)
        if seated is None:
            seated = self._seated[key] = (_bidlab._SeatedBidder(bidder), bidder)
        return action_of_call(self._table.suggest(seated[0]))

    def board_text(self):
        """The text render() shows."""
        seats = self._table.deal
        lines = [f"Board {self._table.number}, dealer {self.dealer}, vulnerable {self.vulnerability}"]
        for i, a in enumerate(AGENTS):
            lines.append(f"  {a:>5}  {hand_text((seats == i).astype(np.uint8))}")
        calls = self._table.calls()
        first = self._table.dealer
        row = ["-"] * first + [_bidlab.call_name(c) for c in calls]
        lines.append("  " + "".join(f"{s:<6}" for s in SEATS))
        for k in range(0, len(row), 4):
            lines.append("  " + "".join(f"{c:<6}" for c in row[k:k + 4]))
        if self._over:
            info = self.infos.get(AGENTS[0]) or next(iter(self.infos.values()), {})
            if "contract" in info:
                lines.append(f"  {info['contract']}, {info['tricks']} tricks: N-S {info['score']:+d}")
        return "\n".join(lines)
