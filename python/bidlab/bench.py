"""python3 -m bidlab.bench: the three speeds of bidlab from Python, on this machine.

  load     the standard set (100,000 deals) read into numpy: deals, tables and cost vectors
  evaluate a batched numpy policy (open 1NT with 12+ HCP, raise to 3NT with 10+, else pass) on the
           10,000 test deals, through the one evaluation path: decisions/s
  env      the vectorised uncontested environment on one core, random legal calls chosen in numpy:
           deal-steps/s (one step of one table)
  contested the vectorised contested environment on one core, self-play (the agent calls for all four
           seats), random legal calls chosen in numpy (doubles and redoubles among them), each finished
           auction scored against par: deal-steps/s; and the same against SAYC (the environment makes
           SAYC's calls for the other side)
Options: --json (one JSON object), --repeat N (best of N, default 3), --envs N (default 4096).
"""
import argparse
import json
import time

import numpy as np

import bidlab

_HCP = np.tile(np.r_[np.zeros(9), 1, 2, 3, 4], 4)


def notrump_policy(obs):
    hcp = obs["hand"] @ _HCP
    nobody = obs["bids"].sum(axis=(1, 2)) == 0
    raise_ = (obs["bids"][:, 1, 5] == 1) & (hcp >= 10) & obs["legal"][:, 15]
    return np.where(nobody & (hcp >= 12), 5, np.where(raise_, 15, 0))


def best_of(repeat, run):
    """The best wall-clock time of `repeat` runs, the CPU time of that run (all threads: on a busy
    machine it says what the code costs), and the run's result."""
    best = None
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        out = run()
        timing = (time.perf_counter() - start, time.process_time() - cpu)
        best = timing if best is None or timing[0] < best[0] else best
    return best[0], best[1], out


def bench_load(repeat):
    def run():
        ds = bidlab.load_dataset("standard")
        return ds, ds.deals, ds.tables, ds.costs()

    seconds, cpu, _ = best_of(repeat, run)
    return {"seconds": seconds, "cpu_seconds": cpu, "deals": 100_000}


def bench_evaluate(repeat):
    ds = bidlab.load_dataset("standard")
    test = ds.split("test")
    decisions = [0]

    @bidlab.batched(name="notrump")
    def counted(obs):
        decisions[0] += len(obs["seat"])
        return notrump_policy(obs)

    seconds, cpu, result = best_of(repeat, lambda: bidlab.evaluate(counted, test))
    per_run = decisions[0] // repeat
    return {"seconds": seconds, "cpu_seconds": cpu, "decisions": per_run, "decisions_per_second": per_run / seconds,
            "avg_cost": result["avg_cost"]}


def bench_env(repeat, num_envs, steps=200):
    ds = bidlab.load_dataset("standard")
    env = bidlab.UncontestedEnv(ds, split="train", num_envs=num_envs, seed=1)
    rng = np.random.default_rng(1)
    # Random legal calls: PASS with probability 1/2, else one of the next three bids when legal.
    uniform = rng.random((steps, num_envs))
    jumps = rng.integers(1, 4, size=(steps, num_envs))

    def run():
        obs = env.reset()
        for s in range(steps):
            last = 35 - obs["legal"][:, 1:].sum(axis=1)  # the bids above the last are legal
            bid = np.minimum(last + jumps[s], 35)
            env.step(np.where((uniform[s] < 0.5) | (bid <= last), 0, bid))

    seconds, cpu, _ = best_of(repeat, run)
    return {"seconds": seconds, "cpu_seconds": cpu, "deal_steps": steps * num_envs,
            "deal_steps_per_second": steps * num_envs / seconds, "num_envs": num_envs}


def bench_contested_env(repeat, num_envs, opponent=None, steps=200):
    ds = bidlab.load_dataset("standard")
    env = bidlab.ContestedEnv(ds, split="train", num_envs=num_envs, seed=1, opponent=opponent)
    rng = np.random.default_rng(1)
    # Random legal calls: PASS with probability 1/2, else now and then X or XX when legal, else one of the
    # next three bids when legal.
    uniform = rng.random((steps, num_envs))
    jumps = rng.integers(1, 4, size=(steps, num_envs))

    def run():
        obs = env.reset()
        for s in range(steps):
            legal, u = obs["legal"], uniform[s]
            last = 35 - legal[:, 1:36].sum(axis=1)  # the bids above the last are legal
            bid = np.minimum(last + jumps[s], 35)
            call = np.where(bid > last, bid, 0)
            call = np.where((u < 0.6) & legal[:, 36], 36, np.where((u < 0.7) & legal[:, 37], 37, call))
            env.step(np.where(u >= 0.5, call, 0))

    seconds, cpu, _ = best_of(repeat, run)
    return {"seconds": seconds, "cpu_seconds": cpu, "deal_steps": steps * num_envs,
            "deal_steps_per_second": steps * num_envs / seconds, "num_envs": num_envs, "opponent": opponent}


def main():
    parser = argparse.ArgumentParser(prog="python3 -m bidlab.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--envs", type=int, default=4096)
    args = parser.parse_args()
    results = {"load": bench_load(args.repeat), "evaluate": bench_evaluate(args.repeat),
               "env": bench_env(args.repeat, args.envs), "contested": bench_contested_env(args.repeat, args.envs),
               "contested_sayc": bench_contested_env(args.repeat, args.envs, opponent="sayc", steps=50)}
    if args.json:
        print(json.dumps(results))
        return
    load, ev, env = results["load"], results["evaluate"], results["env"]
    print(f"load the standard set into numpy (deals, tables, costs): {load['seconds']:.3f} s "
          f"({load['cpu_seconds']:.3f} s of CPU)")
    print(f"batched numpy bidder on the 10,000 test deals: {ev['decisions']:,} decisions in {ev['seconds']:.3f} s "
          f"({ev['cpu_seconds']:.3f} s of CPU), {ev['decisions_per_second']:,.0f} decisions/s "
          f"(avg cost {ev['avg_cost']:.4f})")
    print(f"uncontested environment, {env['num_envs']} tables: {env['deal_steps_per_second']:,.0f} deal-steps/s "
          f"({env['deal_steps'] / env['cpu_seconds']:,.0f} per second of CPU)")
    for key, what in (("contested", "self-play"), ("contested_sayc", "against SAYC")):
        c = results[key]
        print(f"contested environment ({what}), {c['num_envs']} tables: {c['deal_steps_per_second']:,.0f} "
              f"deal-steps/s ({c['deal_steps'] / c['cpu_seconds']:,.0f} per second of CPU)")


if __name__ == "__main__":
    main()
