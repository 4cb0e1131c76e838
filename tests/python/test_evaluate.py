"""The one evaluation path: bidlab.evaluate equals `bidlab eval --json`, and Python bidders go through it."""
import json
import subprocess

import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")


def cli_eval(binary, *args):
    out = subprocess.run([binary, "eval", *args, "--data", "standard", "--split", "test", "--json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


@pytest.mark.parametrize("bidder, cli_args", [
    ("pass", ["--bidder", "pass"]),
    ("sayc", ["--bidder", "sayc"]),
    (bidlab.SHIPPED_NEURAL_MODEL, ["--model", bidlab.SHIPPED_NEURAL_MODEL]),
])
def test_evaluate_equals_the_command_line(standard, bidlab_binary, bidder, cli_args):
    assert bidlab.evaluate(bidder, standard, split="test") == cli_eval(bidlab_binary, *cli_args)


def test_evaluate_with_the_real_declarer_and_the_thesis_scale(standard, bidlab_binary):
    ours = bidlab.evaluate("sayc", standard.split("test"), declarer="real", imp_scale="thesis")
    assert ours == cli_eval(bidlab_binary, "--bidder", "sayc", "--declarer", "real", "--imp-scale", "thesis")
    assert ours["declarer"] == "real" and ours["imp_scale"] == "thesis"


def test_a_batched_python_bidder_scores_what_the_same_calls_score(standard):
    test = standard.split("test")
    always_pass = bidlab.batched(lambda obs: np.zeros(len(obs["seat"]), dtype=np.int64), name="pass")
    assert bidlab.evaluate(always_pass, test) == bidlab.evaluate("pass", test)

    def per_call_pass(decision):
        return "PASS"

    assert {k: v for k, v in bidlab.evaluate(per_call_pass, test).items() if k != "bidder"} == \
        {k: v for k, v in bidlab.evaluate("pass", test).items() if k != "bidder"}


def test_a_batched_policy_sees_the_documented_arrays(standard):
    seen = []

    @bidlab.batched
    def open_1nt_then_pass(obs):
        seen.append({k: (v.dtype, v.shape[1:]) for k, v in obs.items()})
        # North opens 1NT (call 5) when 1NT is legal and nobody has called; everyone else passes.
        first = obs["bids"].sum(axis=(1, 2)) == 0
        return np.where(first & (obs["seat"] == 0), 5, 0)

    result = bidlab.evaluate(open_1nt_then_pass, standard.split("test"))
    assert seen[0] == {"hand": (np.uint8, (52,)), "seat": (np.uint8, ()), "bids": (np.uint8, (2, 36)),
                       "legal": (np.bool_, (36,))}
    assert len(seen) == 2  # North's opening round, then South's pass
    # Every auction is "1NT PASS PASS PASS": the cost is the 1NT column's mean.
    assert result["total_cost"] == int(standard.split("test").costs()[:, 5].sum())
    assert result["by_type"]["PARTIAL"]["deals"] == 10_000


def test_an_illegal_call_is_refused_with_bidlabs_message(standard):
    always_1c = bidlab.batched(lambda obs: np.ones(len(obs["seat"]), dtype=np.int64), name="one-club")
    # One thread: with several, the message names the deal of whichever thread failed first.
    with pytest.raises(bidlab.IllegalCallError, match=r"bidder one-club made an illegal call 1C on deal 90000"):
        bidlab.evaluate(always_1c, standard, split="test", threads=1)
    with pytest.raises(ValueError, match="illegal call 1D"):
        bidlab.evaluate(lambda d: "1D", standard.split("test"))


def test_bad_answers_are_value_errors(standard):
    test = standard.split("test")
    with pytest.raises(ValueError, match=r"answer must be an integer array of shape \(10000,\)"):
        bidlab.evaluate(bidlab.batched(lambda obs: np.zeros(3, dtype=np.int64)), test)
    with pytest.raises(ValueError, match="integer array"):
        bidlab.evaluate(bidlab.batched(lambda obs: np.zeros(len(obs["seat"]))), test)
    with pytest.raises(ValueError, match="answered 36"):
        bidlab.evaluate(bidlab.batched(lambda obs: np.full(len(obs["seat"]), 36)), test)
    with pytest.raises(ValueError, match="no train split"):
        bidlab.evaluate("pass", test, split="train")


def test_evaluate_releases_the_gil(standard, ticks_while):
    test = standard.split("test")
    ticks, result = ticks_while(lambda: bidlab.evaluate("sayc", test, threads=1))
    # The main thread ran while the other evaluated, and the result is the one of a lone run.
    assert ticks > 10
    assert result == bidlab.evaluate("sayc", test)


CHALLENGE = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432"]
[Scoring "Facit"]
{7n 10 6n 6 7s 5 3n 1}

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:KQJ2.AQ3.KJ4.A52 A98.JT9.T987.JT9 T6.K8762.AQ5.K73 7543.54.632.Q864"]
[Scoring "Facit"]
{6n 10 6h 8 3n 2 4h 3}
"""


def test_evaluate_facit_equals_the_command_line(tmp_path, bidlab_binary):
    path = tmp_path / "challenge.pbn"
    path.write_text(CHALLENGE)
    ours = bidlab.evaluate_facit("sayc", path)
    out = subprocess.run([bidlab_binary, "eval", "--bidder", "sayc", "--facit", str(path), "--json"],
                         capture_output=True, text=True, check=True).stdout
    assert ours == json.loads(out)
    assert ours["maximum"] == 20 and len(ours["boards"]) == 2
    assert ours["points"] == sum(b["points"] for b in ours["boards"])
    assert bidlab.evaluate_facit("pass", path)["points"] == 0
