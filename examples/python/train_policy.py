"""Train a small PyTorch bidding policy on bidlab's vectorised uncontested environment, choose the
checkpoint on the validation split, and report its cost on the test split next to always-pass and
the CSTSR baseline.

    PYTHONPATH=build/python python3 examples/python/train_policy.py [--iterations N] [--envs N] ...

The policy: an MLP from the observation (North or South's 52 cards with their high-card points and
suit lengths, the two rows of calls so far, the seat) to 36 logits, illegal calls masked out, with a
value head. Two phases, both on the environment: a warm start that imitates SAYC's calls on the
auctions SAYC bids there (--imitation-deals, 0 to skip), then PPO on whole auctions — every table bids
one deal per iteration, each decision is credited with the auction's reward (minus its cost in IMPs)
less the value head's estimate. The checkpoint with the lowest validation cost (greedy play: the most
likely legal call, scored by bidlab.evaluate) is kept, then scored once on the test split.
"""
import argparse
import functools
import sys
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
    def __init__(self, hidden, pass_bias):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(132, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.logits = nn.Linear(hidden, 36)
        self.value = nn.Linear(hidden, 1)
        # Start near always-pass (4.86 IMPs) rather than random bidding (about 10), exploring low bids
        # more than high ones: short, cheap auctions first.
        with torch.no_grad():
            levels = torch.tensor([0] + [(c - 1) // 5 + 1 for c in range(1, 36)], dtype=torch.float32)
            self.logits.bias.copy_(-0.5 * levels)
            self.logits.bias[0] = pass_bias

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


def imitate(ds, policy, args, log):
    """Warm start: SAYC's calls on the auctions it bids in the environment (the first
    args.imitation_deals training deals), learnt by cross-entropy."""
    log(f"imitation: SAYC bids {args.imitation_deals:,} training deals, then {args.imitation_epochs} epochs "
        "of cross-entropy (about a minute) ...")
    sayc = bidlab.Bidder("sayc")
    env = bidlab.UncontestedEnv(ds.split("train"), num_envs=args.imitation_deals, sequential=True)
    obs = env.reset()
    xs, legals, labels = [], [], []
    finished = np.zeros(args.imitation_deals, dtype=bool)
    while not finished.all():
        live = np.flatnonzero(~finished)
        teacher = np.array([bidlab.call_index(sayc.bid(bidlab.hand_text(obs["hand"][t]),
                                                       bidlab.auction_text(obs["bids"][t], obs["seat"][t])))
                            for t in live], dtype=np.int64)
        xs.append(features({k: v[live] for k, v in obs.items()}))
        legals.append(torch.from_numpy(np.array(obs["legal"][live])))
        labels.append(torch.from_numpy(teacher))
        actions = np.zeros(args.imitation_deals, dtype=np.int64)
        actions[live] = teacher
        obs, _, done = env.step(actions)
        finished |= done
    x, legal, label = torch.cat(xs), torch.cat(legals), torch.cat(labels)
    optimiser = torch.optim.Adam(policy.parameters(), lr=1e-3)
    for epoch in range(args.imitation_epochs):
        for batch in torch.randperm(len(x)).split(256):
            logits, _ = policy(x[batch], legal[batch])
            loss = nn.functional.cross_entropy(logits, label[batch])
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
    with torch.no_grad():
        agree = (policy(x, legal)[0].argmax(dim=1) == label).float().mean().item()
    log(f"imitation: {len(x):,} SAYC decisions on {args.imitation_deals:,} deals, {agree:.1%} reproduced")


def train(ds, args, log):
    torch.manual_seed(args.seed)
    policy = Policy(args.hidden, args.pass_bias)
    start = time.perf_counter()
    best = (float("inf"), None, 0)
    if args.imitation_deals > 0:
        imitate(ds, policy, args, log)
        log("imitation: scoring the warm start on the validation split ...")
        cost = bidlab.evaluate(greedy_bidder(policy, "policy"), ds, split="validation")["avg_cost"]
        best = (cost, {k: v.clone() for k, v in policy.state_dict().items()}, 0)
        log(f"iteration 0 (imitation only): validation cost {cost:.4f} ({time.perf_counter() - start:.0f} s)")
    optimiser = torch.optim.Adam(policy.parameters(), lr=args.lr)
    train = ds.split("train")
    log(f"PPO: {args.iterations} iterations of {args.envs:,} auctions, validated every {args.validate_every} ...")
    for iteration in range(1, args.iterations + 1):
        # Fresh deals, every table at the start of an auction: the environment's deals for this seed.
        env = bidlab.UncontestedEnv(train, num_envs=args.envs, seed=args.seed * 1_000_003 + iteration)
        obs = env.reset()
        # One auction per table: record each decision until every table has finished one.
        xs, legals, actions, owners = [], [], [], []
        reward = np.zeros(args.envs, dtype=np.float32)
        finished = np.zeros(args.envs, dtype=bool)
        while not finished.all():
            # Only tables still on their first auction decide; the others pass (their next deal is not used).
            live = np.flatnonzero(~finished)
            x = features({k: v[live] for k, v in obs.items()})
            legal = torch.from_numpy(np.array(obs["legal"][live]))
            with torch.no_grad():
                logits, _ = policy(x, legal)
                action = torch.distributions.Categorical(logits=logits).sample()
            xs.append(x)
            legals.append(legal)
            actions.append(action)
            owners.append(live)
            all_actions = np.zeros(args.envs, dtype=np.int64)
            all_actions[live] = action.numpy()
            obs, r, done = env.step(all_actions)
            reward = np.where(finished, reward, r)
            finished |= done
        x, legal, action = torch.cat(xs), torch.cat(legals), torch.cat(actions)
        target = torch.from_numpy(reward[np.concatenate(owners)])
        with torch.no_grad():
            logits, value = policy(x, legal)
            old_log_prob = torch.log_softmax(logits, dim=1).gather(1, action[:, None]).squeeze(1)
            advantage = target - value
            advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-6)
        # PPO: a few epochs of minibatches on this batch, the policy's change clipped.
        for _ in range(args.epochs):
            for batch in torch.randperm(len(x)).split(args.minibatch):
                logits, value = policy(x[batch], legal[batch])
                log_prob = torch.log_softmax(logits, dim=1)
                ratio = (log_prob.gather(1, action[batch, None]).squeeze(1) - old_log_prob[batch]).exp()
                a = advantage[batch]
                policy_loss = -torch.min(ratio * a, ratio.clamp(0.8, 1.2) * a).mean()
                entropy = -(log_prob.exp() * log_prob.masked_fill(~legal[batch], 0)).sum(dim=1).mean()
                value_loss = ((value - target[batch]) ** 2).mean()
                loss = policy_loss + 0.05 * value_loss - args.entropy * entropy
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
    parser.add_argument("--iterations", type=int, default=100, help="PPO iterations on the environment")
    parser.add_argument("--imitation-deals", type=int, default=20000,
                        help="training deals SAYC bids for the warm start (0: none, PPO from scratch)")
    parser.add_argument("--imitation-epochs", type=int, default=10)
    parser.add_argument("--envs", type=int, default=2048, help="tables (auctions) per iteration")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=3e-4, help="PPO's learning rate")
    parser.add_argument("--pass-bias", type=float, default=1.0, help="initial logit of PASS")
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument("--epochs", type=int, default=2, help="PPO epochs per batch")
    parser.add_argument("--minibatch", type=int, default=2048)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--validate-every", type=int, default=25)
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    log = functools.partial(print, flush=True)  # each line as it happens, also into a pipe
    log("loading the standard data set ...")
    ds = bidlab.load_dataset("standard")
    policy, validation, iteration, seconds = train(ds, args, log)
    policy.eval()
    log("scoring the best checkpoint, always-pass and SAYC on the test split ...")
    test = bidlab.evaluate(greedy_bidder(policy, "pytorch-policy"), ds, split="test")
    print(f"trained in {seconds:.0f} s; best validation cost {validation:.4f} at iteration {iteration}")
    for name, result in (("pytorch policy", test), ("always pass", bidlab.evaluate("pass", ds, split="test")),
                         ("SAYC (teacher)", bidlab.evaluate("sayc", ds, split="test"))):
        print(f"{name:>15}: {result['avg_cost']:.4f} IMPs a deal on the 10,000 test deals")
    print("     CSTSR: 3.6650 (README, `bidlab experiment compare`)")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell command does
        print("train_policy.py: interrupted", file=sys.stderr)
        sys.exit(130)
