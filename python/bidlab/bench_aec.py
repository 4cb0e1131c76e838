"""python3 -m bidlab.bench_aec: the four-seat AEC environment (bidlab.bridge_bidding_v0) stepped by a random
masked policy on one thread, PettingZoo's loop as a user writes it:

    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else a uniformly drawn legal action (observation["action_mask"])
        env.step(action)

over --boards boards of the standard set's test split in order (default 10,000, each board one reset), rewards
against par. Prints steps/s (every env.step, the None steps of done agents included), calls/s (steps that made
a call) and boards/s, best of --repeat runs (default 3), and checks that every board's rewards sum to zero across
the two sides. --json prints one JSON object.
"""
import argparse
import json
import random
import time

import numpy as np

from . import bridge_bidding_v0


def run(env, boards, seed):
    """Plays `boards` boards; returns (steps, calls). Raises AssertionError if a board's rewards do not sum to zero."""
    rng = random.Random(seed)
    steps = calls = 0
    flatnonzero = np.flatnonzero
    for _ in range(boards):
        env.reset()
        final = {}
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                final[agent] = reward
                env.step(None)
            else:
                legal = flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.randrange(len(legal))]))
                calls += 1
            steps += 1
        assert final["north"] + final["east"] == 0 and final["south"] + final["west"] == 0, final
    return steps, calls


def main(argv=None):
    """The command line: --boards N, --repeat N, --json."""
    parser = argparse.ArgumentParser(prog="python3 -m bidlab.bench_aec", description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 1 <= args.boards <= 10000 or not 1 <= args.repeat <= 100:
        parser.error("--boards must be 1-10000 (the test split's boards) and --repeat 1-100")
    best = None
    for r in range(args.repeat):
        env = bridge_bidding_v0.env(split="test", boards=args.boards, order="sequential")
        start, cpu = time.perf_counter(), time.process_time()
        steps, calls = run(env, args.boards, r)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        if best is None or wall < best["seconds"]:
            best = {"boards": args.boards, "steps": steps, "calls": calls, "seconds": round(wall, 3),
                    "cpu_seconds": round(cpu, 3), "steps_per_second": round(steps / wall),
                    "calls_per_second": round(calls / wall), "boards_per_second": round(args.boards / wall)}
    if args.json:
        print(json.dumps(best))
    else:
        print(f"AEC random masked policy, {best['boards']:,} boards, one thread, best of {args.repeat}: "
              f"{best['steps_per_second']:,} steps/s ({best['steps']:,} steps, {best['calls']:,} of them calls, in "
              f"{best['seconds']} s, {best['cpu_seconds']} s of CPU); {best['boards_per_second']:,} boards/s; "
              "every board's rewards sum to zero")


if __name__ == "__main__":
    main()
