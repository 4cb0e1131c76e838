"""Train a small PyTorch bidding policy on bidlab's vectorised uncontested environment, choose the
checkpoint on the validation split, and report its cost on the test split next to always-pass and
the CSTSR baseline.

    PYTHONPATH=build/python python3 examples/python/train_policy.py [--iterations N] [--envs N] ...

The policy: an MLP from the observation (North or South's 52 cards with their high-card points and
suit lengths, the two rows of calls so far, the seat) to 36 logits, illegal calls masked out. It is
trained by advantage actor-critic (REINFORCE with a learned baseline) on whole auctions: every table
of the environment bids one deal per iteration, each decision is credited with the auction's reward
(minus its cost in IMPs) less the critic's estimate. Greedy play (the most likely legal call) is
what bidlab.evaluate scores.
"""
import argparse
import time

import numpy as np
import torch
from torch import nn

import bidlab

HCP_WEIGHTS = torch.tensor(np.tile(np.r_[np.zeros(9), 1, 2, 3, 4], 4), dtype=torch.float32)


def features(obs):
    """(m, 132) float32: 52 cards, HCP / 10, 4 suit lengths / 4, 72 call bits, seat (1 = South), 1 bias-like
    "nobody has bid" bit, 1 "partner passed first" bit."""
    # The environment's arrays are read-only views: copy them as float32 first.
    hand = torch.from_numpy(np.array(obs["hand"], dtype=np.float32))
    bids = torch.from_numpy(np.array(obs["bids"], dtype=np.float32)).reshape(len(hand), 72)
    hcp = (hand @ HCP_WEIGHTS)[:, None] / 10
    lengths = hand.reshape(-1, 4, 13).sum(dim=2) / 4
    seat = torch.from_numpy(np.array(obs["seat"] == 2, dtype=np.float32))[:, None]
    nobody = (bids[:, [c for c in range(72) if c % 36]].sum(dim=1, keepdim=True) == 0).float()
    return torch.cat([hand, hcp, lengths, bids, seat, nobody, bids[:, 36:37]], dim=1)


class Policy(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(132, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.logits = nn.Linear(hidden, 36)
        self.value = nn.Linear(hidden, 1)

    def forward(self, x, legal):
        h = self.body(x)
        logits = self.logits(h).masked_fill(~legal, -1e9)
        return logits, self.value(h).squeeze(1)


def greedy_bidder(policy, name):
    @bidlab.batched(name=name)
    def bid(obs):
        with torch.no_grad():
            logits, _ = policy(features(obs), torch.from_numpy(np.array(obs["legal"])))
        return logits.argmax(dim=1).numpy()

    return bid


def train(ds, args, log):
    torch.manual_seed(args.seed)
    env = bidlab.UncontestedEnv(ds, split="train", num_envs=args.envs, seed=args.seed)
    policy = Policy(args.hidden)
    optimiser = torch.optim.Adam(policy.parameters(), lr=args.lr)
    best = (float("inf"), None, 0)
    start = time.perf_counter()
    obs = env.reset()
    for iteration in range(1, args.iterations + 1):
        # One auction per table: record each decision until every table has finished one.
        xs, legals, actions, owners = [], [], [], []
        reward = np.zeros(args.envs, dtype=np.float32)
        finished = np.zeros(args.envs, dtype=bool)
        while not finished.all():
            x, legal = features(obs), torch.from_numpy(np.array(obs["legal"]))
            with torch.no_grad():
                logits, _ = policy(x, legal)
                action = torch.distributions.Categorical(logits=logits).sample()
            live = torch.from_numpy(~finished)
            xs.append(x[live])
            legals.append(legal[live])
            actions.append(action[live])
            owners.append(np.flatnonzero(~finished))
            obs, r, done = env.step(action.numpy())
            reward = np.where(finished, reward, r)
            finished |= done
        x, legal, action = torch.cat(xs), torch.cat(legals), torch.cat(actions)
        target = torch.from_numpy(reward[np.concatenate(owners)])
        logits, value = policy(x, legal)
        log_prob = torch.log_softmax(logits, dim=1)
        advantage = (target - value).detach()
        policy_loss = -(log_prob.gather(1, action[:, None]).squeeze(1) * advantage).mean()
        entropy = -(log_prob.exp() * log_prob.masked_fill(~legal, 0)).sum(dim=1).mean()
        loss = policy_loss + 0.5 * ((value - target) ** 2).mean() - args.entropy * entropy
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        if iteration % args.validate_every == 0 or iteration == args.iterations:
            policy.eval()
            cost = bidlab.evaluate(greedy_bidder(policy, "policy"), ds, split="validation")["avg_cost"]
            policy.train()
            if cost < best[0]:
                best = (cost, {k: v.clone() for k, v in policy.state_dict().items()}, iteration)
            log(f"iteration {iteration}: train reward {reward.mean():.3f}, validation cost {cost:.4f} "
                f"({time.perf_counter() - start:.0f} s)")
    policy.load_state_dict(best[1])
    return policy, best[0], best[2], time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--envs", type=int, default=2048, help="tables (auctions) per iteration")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--validate-every", type=int, default=50)
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    ds = bidlab.load_dataset("standard")
    policy, validation, iteration, seconds = train(ds, args, print)
    policy.eval()
    test = bidlab.evaluate(greedy_bidder(policy, "pytorch-policy"), ds, split="test")
    print(f"trained in {seconds:.0f} s; best validation cost {validation:.4f} at iteration {iteration}")
    for name, result in (("pytorch policy", test), ("always pass", bidlab.evaluate("pass", ds, split="test"))):
        print(f"{name:>15}: {result['avg_cost']:.4f} IMPs a deal on the 10,000 test deals")
    print("     CSTSR: 3.6650 (README, `bidlab experiment compare`)")


if __name__ == "__main__":
    main()
