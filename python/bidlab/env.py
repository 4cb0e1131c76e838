"""The uncontested game (North and South bid, East and West pass; DESIGN.md §1) as a vectorised
environment: num_envs tables bid at once in C++ (src/eval/uncontested_env.h); numpy in and out.

    env = bidlab.UncontestedEnv("standard", split="train", num_envs=1024, seed=1)
    obs = env.reset()
    obs, reward, done = env.step(actions)   # actions: (num_envs,) call indices 0-35

Observation (dict of read-only arrays, one row per table, rewritten in place by reset and step):
  "hand"  (n, 52) uint8    1 where the player to call holds card c (c = suit * 13 + rank)
  "seat"  (n,)    uint8    0 North, 2 South
  "bids"  (n, 2, 36) uint8 [:, 0, c] = 1 when the player to call made call c, [:, 1, c] when partner did
                           (c = 0 only for North's opening pass: any other pass ends the auction)
  "legal" (n, 36) bool     legal calls: PASS and every bid above the last
step returns (observation, reward, done):
  reward (n,) float32  minus the cost in IMPs of the auction a table finished (0 while it goes on)
  done   (n,) bool     the table finished an auction this step; its row already shows its next deal
Also: final_call (n,) int16 (the finished auction's contract, -1 when not finished) and deal_id (n,)
int64 (the position in the data set of the deal each table bids). An illegal action raises
bidlab.IllegalCallError (a ValueError) before any table moves. Deals are drawn uniformly from
SplitMix64(seed) (reset restarts the sequence: the same seed gives the same deals), or in order
with sequential=True (table i bids deals i, i + n, ...). Costs are the yardstick's (Evaluate's).
Both environments are for one thread at a time: a step or reset while another thread's step or reset of the
same environment runs raises bidlab.Error (give each thread its own environment).
"""
from . import _bidlab


def _training_data(dataset, split):
    """The data set `dataset` names, and its split to play: `split`, else "train" for a whole data set."""
    from .evaluation import _dataset

    data = _dataset(dataset)
    return data, ("train" if split is None and data.split_name == "all" else split)


class _VectorisedEnv:
    """What both environments are: a C++ environment whose arrays are read in place, reset and stepped."""

    def _bind(self, env, observation_fields, extra_fields):
        self._env = env
        self.num_envs = env.num_envs
        self.observation = {k: getattr(env, k) for k in observation_fields}
        self.reward = env.reward
        self.done = env.done
        for k in extra_fields:
            setattr(self, k, getattr(env, k))

    def reset(self):
        self._env.reset()
        return self.observation

    def step(self, actions):
        self._env.step(actions)
        return self.observation, self.reward, self.done


class UncontestedEnv(_VectorisedEnv):
    def __init__(self, dataset="standard", split=None, num_envs=1024, seed=0, sequential=False,
                 declarer="assumed", imp_scale="wbf"):
        data, split = _training_data(dataset, split)
        self._bind(_bidlab._UncontestedEnv(data, split, num_envs, seed, sequential, declarer, imp_scale),
                   ("hand", "seat", "bids", "legal"), ("num_deals", "final_call", "deal_id"))


class ContestedEnv(_VectorisedEnv):
    """The four-seat game (DESIGN.md §1b) as a vectorised environment: num_envs tables bid at once in C++
    (src/eval/contested_env.h), each board with its own dealer and vulnerability; numpy in and out.

        env = bidlab.ContestedEnv("standard", split="train", num_envs=1024, seed=1)            # self-play
        env = bidlab.ContestedEnv("standard", opponent="sayc", side="ew", num_envs=1024)      # against SAYC
        obs = env.reset()
        obs, reward, done = env.step(actions)   # actions: (num_envs,) call indices 0-37

    The agent calls for all four seats (opponent=None, self-play; its side is North-South), or for `side` ("ns"
    or "ew") while `opponent` (a bidder name, model file or bidlab.Bidder) calls for the other side: the
    environment makes the opponent's calls itself, so every observation is the agent's turn.

    Observation (dict of read-only arrays, one row per table, rewritten in place by reset and step): the
    contested observation of bidlab.match's docstring, field for field — "hand" (n, 52) uint8, "seat" (n,),
    "dealer" (n,), "vulnerability" (n,) uint8, "bids" (n, 3, 4, 35) uint8, "passes" (n, 4) uint8, "auction"
    (n, 319) int8, "legal" (n, 38) bool. Call indices (core/call.h): 0 PASS, 1..35 1C ... 7NT, 36 X, 37 XX.
    step returns (observation, reward, done):
      reward (n,) float32  the IMPs (WBF) of the agent's side for the auction a table finished, 0 while it goes
                           on: its final contract is played by the real declarer and scored double-dummy (the
                           data set's tables; doubled, vulnerable: the match's scoring), against the board's
                           double-dummy par (DDS), or with reference="sayc" against the score of a table where
                           that bidder calls for all four seats (the other table of a duplicate match)
      done   (n,) bool     the table finished an auction this step; its row already shows its next board
    Also: score (n,) int32 (North-South's score of the finished auction, 0 when not finished) and deal_id (n,)
    int64 (the position in the data set of the deal each table bids). Boards: deal i is board first + i + 1,
    dealer and vulnerability by the board rotation (vulnerable="rotate"), or a fixed vulnerability with dealer
    North. An illegal action raises bidlab.IllegalCallError (a ValueError) before any table moves. Boards are
    drawn uniformly from SplitMix64(seed) (reset restarts the sequence), or in order with sequential=True.
    An environment is for one thread at a time: a step or reset while another thread's step or reset of the same
    environment runs raises bidlab.Error (give each thread its own environment).
    """

    def __init__(self, dataset="standard", split=None, num_envs=1024, seed=0, sequential=False, opponent=None,
                 side="ns", reference=None, vulnerable="rotate"):
        data, split = _training_data(dataset, split)
        self._bind(_bidlab._ContestedEnv(data, split, num_envs, seed, sequential, opponent, side, reference,
                                         vulnerable),
                   ("hand", "seat", "dealer", "vulnerability", "bids", "passes", "auction", "legal"),
                   ("num_boards", "score", "deal_id"))
