"""The vectorised uncontested environment: layout, determinism, and the yardstick's rewards."""
import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")


def test_observation_arrays(standard):
    env = bidlab.UncontestedEnv(standard, split="test", num_envs=64, seed=1)
    obs = env.reset()
    assert obs["hand"].shape == (64, 52) and obs["hand"].dtype == np.uint8
    assert obs["seat"].shape == (64,) and (obs["seat"] == 0).all()
    assert obs["bids"].shape == (64, 2, 36) and obs["bids"].sum() == 0
    assert obs["legal"].dtype == np.bool_ and obs["legal"].all()
    assert (obs["hand"].sum(axis=1) == 13).all()
    assert env.reward.dtype == np.float32 and env.done.dtype == np.bool_
    assert ((env.deal_id >= 90_000) & (env.deal_id < 100_000)).all()
    # North's hand is the data set's.
    deals = standard.deals
    for t in range(3):
        assert (obs["hand"][t] == (deals[env.deal_id[t]] == 0)).all()


def test_passing_out_costs_the_pass_column(standard):
    env = bidlab.UncontestedEnv(standard, split="test", num_envs=100, sequential=True)
    env.reset()
    ids = env.deal_id.copy()
    zeros = np.zeros(100, dtype=np.int64)
    _, reward, done = env.step(zeros)
    assert not done.any() and (env.observation["seat"] == 2).all()
    _, reward, done = env.step(zeros)
    assert done.all()
    assert (reward == -standard.costs()[ids, 0]).all()
    assert (env.deal_id == ids + 100).all()


def test_the_same_seed_gives_the_same_episodes(standard):
    def run(seed):
        env = bidlab.UncontestedEnv(standard, num_envs=32, seed=seed)
        obs = env.reset()
        rng = np.random.default_rng(0)
        rewards, ids = [], []
        for _ in range(20):
            legal = obs["legal"]
            # A random legal call, PASS half the time.
            choice = np.array([rng.choice(np.flatnonzero(row)) for row in legal])
            actions = np.where(rng.random(32) < 0.5, 0, choice)
            obs, reward, _ = env.step(actions)
            rewards.append(reward.copy())
            ids.append(env.deal_id.copy())
        return np.array(rewards), np.array(ids)

    a, b, c = run(5), run(5), run(6)
    assert (a[0] == b[0]).all() and (a[1] == b[1]).all()
    assert (a[1] != c[1]).any()


def test_an_illegal_action_is_a_value_error_and_moves_nothing(standard):
    env = bidlab.UncontestedEnv(standard, num_envs=2, seed=3)
    env.step([10, 10])
    before = env.observation["bids"].copy()
    with pytest.raises(ValueError, match="table 1: action 9 is not a legal call"):
        env.step([11, 9])
    with pytest.raises(ValueError, match=r"actions must be an integer array of shape \(2,\)"):
        env.step([0, 0, 0])
    with pytest.raises(ValueError, match="integer array"):
        env.step(np.zeros(2))
    assert (env.observation["bids"] == before).all()


def test_a_policy_costs_in_the_environment_what_evaluate_says(standard):
    """The same policy, stepped in the environment over every test deal once and evaluated by bidlab.evaluate:
    the same total cost (rewards are the yardstick's costs)."""

    def policy(obs):
        hcp_weights = np.tile(np.r_[np.zeros(9), 1, 2, 3, 4], 4)
        hcp = obs["hand"] @ hcp_weights
        nobody = obs["bids"].sum(axis=(1, 2)) == 0
        # Open 1NT with 12+ HCP, raise partner's 1NT to 3NT with 10+, otherwise pass.
        raise_ = (obs["bids"][:, 1, 5] == 1) & (hcp >= 10) & obs["legal"][:, 15]
        return np.where(nobody & (hcp >= 12), 5, np.where(raise_, 15, 0))

    n = 10_000
    env = bidlab.UncontestedEnv(standard, split="test", num_envs=n, sequential=True)
    obs = env.reset()
    total = np.zeros(n)
    finished = np.zeros(n, dtype=bool)
    while not finished.all():
        obs, reward, done = env.step(policy(obs))
        total += np.where(finished, 0, reward)
        finished |= done
    result = bidlab.evaluate(bidlab.batched(policy), standard, split="test")
    assert -total.sum() == result["total_cost"]
