"""The vectorised contested environment: legal masks, the match's scoring against par or a reference table,
an opponent that calls for its side, and determinism by seed."""
import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")

PASS, X, XX = 0, 36, 37


def legal_by_the_laws(auction, seat):
    """The legal calls after `auction` (call indices from the dealer; its last caller sat before `seat`),
    written out from Laws 18-19 independently of bidlab: PASS, any higher bid, X of an opponent's undoubled
    bid, XX of a double of our side's bid."""
    calls = [int(c) for c in auction if c >= 0]
    last_bid, bidder, doubling = 0, None, 0
    for i, call in enumerate(calls):
        caller = (seat - len(calls) + i) % 4
        if 1 <= call <= 35:
            last_bid, bidder, doubling = call, caller, 0
        elif call == X:
            doubling = 1
        elif call == XX:
            doubling = 2
    legal = np.zeros(38, dtype=bool)
    legal[0] = True
    legal[last_bid + 1:36] = True
    opponents_bid = bidder is not None and (bidder - seat) % 2 == 1
    legal[X] = opponents_bid and doubling == 0
    legal[XX] = bidder is not None and not opponents_bid and doubling == 1
    return legal


def random_legal(rng, legal, pass_probability=0.5):
    """A random legal call per row: PASS with the given probability, else any legal call."""
    choice = np.argmax(rng.random(legal.shape) * legal, axis=1)
    return np.where(rng.random(len(legal)) < pass_probability, PASS, choice)


def test_masks_are_the_laws_and_allow_no_illegal_call(standard):
    env = bidlab.ContestedEnv(standard, num_envs=64, seed=2)
    obs = env.reset()
    rng = np.random.default_rng(0)
    doubles = redoubles = 0
    for _ in range(300):
        for t in range(env.num_envs):
            expected = legal_by_the_laws(obs["auction"][t], int(obs["seat"][t]))
            assert (obs["legal"][t] == expected).all(), (obs["auction"][t][obs["auction"][t] >= 0], obs["seat"][t])
        doubles += obs["legal"][:, X].sum()
        redoubles += obs["legal"][:, XX].sum()
        obs, _, _ = env.step(random_legal(rng, obs["legal"], 0.4))
    assert doubles > 0 and redoubles > 0


def test_x_of_partner_and_xx_without_x_are_refused():
    env = bidlab.ContestedEnv(num_envs=1, split="test", sequential=True)
    obs = env.reset()
    assert not obs["legal"][0, X] and not obs["legal"][0, XX]
    with pytest.raises(bidlab.IllegalCallError, match="not a legal call"):
        env.step([X])
    env.step([1])  # 1C
    assert obs["legal"][0, X] and not obs["legal"][0, XX]
    env.step([PASS])  # partner of the 1C bidder to call: no X of partner, no XX without X
    assert not obs["legal"][0, X] and not obs["legal"][0, XX]
    for action in (X, XX):
        with pytest.raises(ValueError, match="not a legal call"):
            env.step([action])
    env.step([PASS])
    env.step([X])  # the right-hand opponent doubles; now the 1C side may redouble
    assert obs["legal"][0, XX] and not obs["legal"][0, X]
    assert list(obs["auction"][0, :5]) == [1, 0, 0, X, -1]
    # bids[0, kind, player, bid]: player 0 the caller (who bid 1C), 3 the right-hand opponent (who doubled).
    assert obs["bids"][0, 0, 0, 0] == 1 and obs["bids"][0, 1, 3, 0] == 1 and obs["bids"].sum() == 2


def test_rewards_are_the_matchs_scores_against_par(standard):
    """Hand-checked: the dealer opens 1C, the next player doubles, everyone passes: 1CX by the dealer, scored
    from the data set's table with the board's vulnerability, in IMPs against par, from North-South's side."""
    n = 8
    env = bidlab.ContestedEnv(standard, split="test", num_envs=n, sequential=True)
    obs = env.reset()
    deals, dealers, vulnerability = env.deal_id.copy(), obs["dealer"].copy(), obs["vulnerability"].copy()
    assert (deals == np.arange(90_000, 90_000 + n)).all()
    assert (dealers == deals % 4).all()  # deal i is board i + 1, dealt by seat i % 4
    for action in (1, X, PASS, PASS):
        _, reward, done = env.step(np.full(n, action))
        assert not done.any()
    _, reward, done = env.step(np.zeros(n, dtype=np.int64))
    assert done.all()
    par = standard.par()
    for t in range(n):
        declarer = int(dealers[t])
        tricks = int(standard.tables[deals[t], declarer, 0])  # clubs
        declarer_vulnerable = bool(vulnerability[t] >> (declarer % 2) & 1)
        score = bidlab.score("1C", tricks, vulnerable=declarer_vulnerable, doubling=1)
        ns_score = score if declarer % 2 == 0 else -score
        assert env.score[t] == ns_score
        assert reward[t] == bidlab.imps([ns_score - par[deals[t]]])[0]
    assert (env.deal_id == deals + n).all()


def test_an_opponent_calls_for_its_side_and_rewards_can_be_against_a_reference_table(standard):
    """The agent sits East-West against a pair that always passes; the reference table passes every board out
    (0): the reward is East-West's score in IMPs when the first East-West player opens 1NT and all pass."""
    n = 16
    env = bidlab.ContestedEnv(standard, split="test", num_envs=n, sequential=True, opponent="pass", side="ew",
                              reference="pass")
    obs = env.reset()
    assert ((obs["seat"] == 1) | (obs["seat"] == 3)).all()
    opener, deals, vulnerability = obs["seat"].copy(), env.deal_id.copy(), obs["vulnerability"].copy()
    _, reward, done = env.step(np.full(n, 5))  # 1NT
    assert not done.any() and (obs["seat"] == (opener + 2) % 4).all()
    _, reward, done = env.step(np.zeros(n, dtype=np.int64))
    assert done.all()
    for t in range(n):
        tricks = int(standard.tables[deals[t], opener[t], 4])
        ew_score = bidlab.score("1NT", tricks, vulnerable=bool(vulnerability[t] & 2))
        assert env.score[t] == -ew_score
        assert reward[t] == bidlab.imps([ew_score])[0]


def test_the_same_seed_gives_the_same_episodes(standard):
    def run(seed):
        env = bidlab.ContestedEnv(standard, num_envs=32, seed=seed, opponent="sayc")
        obs = env.reset()
        rng = np.random.default_rng(0)
        rewards, ids = [], []
        for _ in range(30):
            obs, reward, _ = env.step(random_legal(rng, obs["legal"], 0.6))
            rewards.append(reward.copy())
            ids.append(env.deal_id.copy())
        return np.array(rewards), np.array(ids)

    a, b, c = run(5), run(5), run(6)
    assert (a[0] == b[0]).all() and (a[1] == b[1]).all() and a[0].any()
    assert (a[1] != c[1]).any()


def test_bad_arguments_are_value_errors(standard):
    with pytest.raises(ValueError, match="side must be"):
        bidlab.ContestedEnv(standard, num_envs=2, opponent="sayc", side="north")
    with pytest.raises(ValueError, match="no-such-bidder"):
        bidlab.ContestedEnv(standard, num_envs=2, opponent="no-such-bidder")
    env = bidlab.ContestedEnv(standard, num_envs=2)
    with pytest.raises(ValueError, match=r"actions must be an integer array of shape \(2,\)"):
        env.step([0, 0, 0])
    with pytest.raises(ValueError, match="not a call index"):
        env.step([0, 38])


# Several threads stepping one environment: each step releases the GIL, so they overlapped and corrupted the
# heap (a crash, or impossible errors such as "PASS comes after the end of the auction"). An environment is for
# one thread at a time: a step that overlaps another raises bidlab.Error saying so; nothing breaks, and the
# environment still plays legal auctions afterwards. Run in a child process, so that a crash fails the test.
SHARED_ENV_SCRIPT = r"""
import sys, threading
import numpy as np
import bidlab

opponent = None if sys.argv[1] == "none" else sys.argv[1]
env = bidlab.ContestedEnv("standard", split="train", num_envs=256, seed=3, opponent=opponent)
env.reset()
errors = []

def work():
    for _ in range(300):
        try:
            env.step(np.zeros(256, dtype=np.int64))
        except bidlab.Error as e:
            errors.append(str(e))

threads = [threading.Thread(target=work) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
unexpected = [e for e in errors if "another thread is using this object now" not in e]
assert not unexpected, unexpected[:3]
for _ in range(50):  # still whole: every table's next call is legal, PASS always is
    obs, reward, done = env.step(np.zeros(256, dtype=np.int64))
    assert obs["legal"][:, 0].all()
print(len(errors), "overlapping steps refused")
"""


@pytest.mark.parametrize("opponent", ["none", "sayc"])
def test_one_environment_stepped_from_four_threads_refuses_overlaps_and_survives(opponent):
    import os
    import pathlib
    import subprocess
    import sys

    module_dir = pathlib.Path(bidlab.__file__).resolve().parents[1]
    run = subprocess.run([sys.executable, "-c", SHARED_ENV_SCRIPT, opponent], capture_output=True, text=True,
                         timeout=600, env={**os.environ, "PYTHONPATH": str(module_dir)})
    assert run.returncode == 0, run.stderr[-2000:]
    assert "overlapping steps refused" in run.stdout
