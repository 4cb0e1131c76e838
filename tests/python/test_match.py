"""Duplicate matches from Python on the one match path: bidlab.match equals `bidlab match --json`, Python
bidders play through it, and par equals `bidlab costs --index`'s."""
import json
import subprocess

import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")

BOARDS = 400


def cli_match(binary, ns, ew, *args):
    out = subprocess.run([binary, "match", "--ns", ns, "--ew", ew, "--data", "standard", "--split", "test",
                          "--boards", str(BOARDS), "--json", *args], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def test_a_pair_against_itself_scores_zero_on_every_board(standard, tmp_path):
    log = tmp_path / "sayc.jsonl"
    result = bidlab.match("sayc", "sayc", standard, boards=BOARDS, log=log)
    assert result["imps_per_board"] == 0 and result["total_imps"] == 0 and result["boards"] == BOARDS
    boards = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(boards) == BOARDS and all(b["imps"] == 0 for b in boards)


def test_a_against_b_is_minus_b_against_a(standard, tmp_path):
    ab = bidlab.match("sayc", "sayc-uncontested", standard, boards=BOARDS, log=tmp_path / "ab.jsonl")
    ba = bidlab.match("sayc-uncontested", "sayc", standard, boards=BOARDS, log=tmp_path / "ba.jsonl", threads=1)
    assert ab["imps_per_board"] == -ba["imps_per_board"] != 0
    imps = [[json.loads(line)["imps"] for line in (tmp_path / f).read_text().splitlines()]
            for f in ("ab.jsonl", "ba.jsonl")]
    assert imps[0] == [-i for i in imps[1]]


@pytest.mark.parametrize("ns, ew", [("sayc", "pass"), ("sayc", "sayc-uncontested")])
def test_match_equals_the_command_line(standard, bidlab_binary, ns, ew):
    assert bidlab.match(ns, ew, standard, boards=BOARDS) == cli_match(bidlab_binary, ns, ew)


def test_match_with_a_model_file_and_a_fixed_vulnerability(standard, bidlab_binary):
    ours = bidlab.match(bidlab.SHIPPED_NEURAL_MODEL, bidlab.Bidder("sayc"), standard, boards=BOARDS, vulnerable="All")
    assert ours == cli_match(bidlab_binary, bidlab.SHIPPED_NEURAL_MODEL, "sayc", "--vulnerable", "All")
    assert ours["vulnerable"] == "All"


def test_python_bidders_score_what_the_same_calls_score(standard):
    reference = bidlab.match("pass", "sayc", standard, boards=BOARDS)

    def always_pass(decision):
        assert decision.seat in "NESW" and decision.vulnerability in ("None", "NS", "EW", "All")
        assert len(decision.legal) == 38 and decision.legal[0]
        return "PASS"

    batched_pass = bidlab.batched(lambda obs: np.zeros(len(obs["seat"]), dtype=np.int64), name="pass",
                                  contested=True)
    for bidder in (always_pass, batched_pass):
        ours = bidlab.match(bidder, "sayc", standard, boards=BOARDS)
        assert {k: v for k, v in ours.items() if k != "ns"} == {k: v for k, v in reference.items() if k != "ns"}


def test_a_contested_batched_policy_sees_the_documented_arrays(standard):
    seen = []

    @bidlab.batched(contested=True)
    def doubler(obs):
        seen.append({k: (v.dtype, v.shape[1:]) for k, v in obs.items()})
        # Double whenever it may (X legal), else pass.
        return np.where(obs["legal"][:, 36], 36, 0)

    result = bidlab.match(doubler, "sayc", standard, boards=BOARDS)
    assert seen[0] == {"hand": (np.uint8, (52,)), "seat": (np.uint8, ()), "dealer": (np.uint8, ()),
                       "vulnerability": (np.uint8, ()), "bids": (np.uint8, (3, 4, 35)), "passes": (np.uint8, (4,)),
                       "auction": (np.int8, (319,)), "legal": (np.bool_, (38,))}
    assert result["tables"][0]["doubled"] > 0


def test_an_illegal_python_call_is_a_value_error(standard):
    with pytest.raises(ValueError, match=r"bidder always_x in seat N made an illegal call X on board 90001"):
        def always_x(decision):
            return "X"

        # One thread: with several, the message names the board of whichever thread failed first.
        bidlab.match(always_x, "sayc", standard, boards=10, threads=1)
    redouble = bidlab.batched(lambda obs: np.full(len(obs["seat"]), 37), name="xx", contested=True)
    with pytest.raises(bidlab.IllegalCallError, match="illegal call XX"):
        bidlab.match("sayc", redouble, standard, boards=10)
    with pytest.raises(ValueError, match="answered 38"):
        bidlab.match(bidlab.batched(lambda obs: np.full(len(obs["seat"]), 38), contested=True), "sayc", standard,
                     boards=10)
    with pytest.raises(ValueError, match="contested=True"):
        bidlab.match(bidlab.batched(lambda obs: np.zeros(len(obs["seat"]))), "sayc", standard, boards=10)
    with pytest.raises(ValueError, match="no-such-bidder"):
        bidlab.match("no-such-bidder", "sayc", standard, boards=10)


def test_par_equals_the_costs_command(standard, bidlab_binary):
    par = standard.par()
    test_par = standard.par("test")
    assert par.shape == (100_000,) and par.dtype == np.int32
    assert (test_par == par[90_000:]).all() and (standard.split("test").par() == test_par).all()
    for board in (0, 1, 2, 3, 17, 90_001, 99_999):
        out = subprocess.run([bidlab_binary, "costs", "standard", "--index", str(board), "--json"],
                             capture_output=True, text=True, check=True).stdout
        assert par[board] == json.loads(out)["par"]["score"]
    # Boards 1-4 are dealt by N, E, S, W, vulnerable None, NS, EW, All.
    assert (bidlab.par(standard.tables[:4], dealer=[0, 1, 2, 3], vulnerability=[0, 1, 2, 3]) == par[:4]).all()
    fixed = bidlab.par(standard.tables[:4], dealer="N", vulnerability="None")
    assert (fixed == standard.par(vulnerable="None")[:4]).all()


def test_match_releases_the_gil(standard, ticks_while):
    ticks, result = ticks_while(lambda: bidlab.match("sayc", "pass", standard, boards=2000, threads=1))
    # The main thread ran while the other played, and the result is the one of a lone run.
    assert ticks > 10
    assert result == bidlab.match("sayc", "pass", standard, boards=2000)


def test_evaluate_refuses_a_contested_batched_bidder(standard):
    with pytest.raises(ValueError, match="bidlab.match"):
        bidlab.evaluate(bidlab.batched(lambda obs: np.zeros(len(obs["seat"])), contested=True), standard.split("test"))


def test_every_spelling_of_a_vulnerability_is_one(standard):
    tables = standard.tables[:16]
    for name, code in (("none", 0), ("-", 0), ("NONE", 0), ("ns", 1), ("Ew", 2), ("both", 3), ("ALL", 3)):
        assert (bidlab.par(tables, dealer="N", vulnerability=name) ==
                bidlab.par(tables, dealer="N", vulnerability=code)).all(), name
        assert (bidlab.cost_vectors(tables, vulnerability=name) ==
                bidlab.cost_vectors(tables, vulnerability=("None", "NS", "EW", "All")[code])).all(), name
    # Per table, names and codes mixed.
    assert (bidlab.par(tables[:2], vulnerability=["ew", 2]) == bidlab.par(tables[:2], vulnerability="EW")).all()
    assert (standard.par(vulnerable="BOTH")[:16] == standard.par(vulnerable="All")[:16]).all()
    assert (standard.par(vulnerable="Rotate")[:16] == standard.par()[:16]).all()
    with pytest.raises(ValueError, match="none .or -, love., ns, ew, both .or all.; any case"):
        bidlab.par(tables, vulnerability="sometimes")
    with pytest.raises(ValueError, match="rotate, none"):
        standard.par(vulnerable="sometimes")
    with pytest.raises(ValueError, match="dealer must be one of N, E, S, W"):
        bidlab.par(tables, dealer="NE")


def test_the_log_may_not_be_an_input(standard, bidlab_binary, tmp_path):
    data = tmp_path / "three.bdl"
    subprocess.run([bidlab_binary, "dataset", "build", "--count", "3", "--seed", "5", "-o", str(data)], check=True,
                   capture_output=True)
    before = data.read_bytes()
    with pytest.raises(ValueError, match=r"log .*three.bdl is also an input \(dataset .*three.bdl\)"):
        bidlab.match("sayc", "pass", str(data), split="all", log=data)
    assert data.read_bytes() == before
    model = tmp_path / "neural.model"
    model.write_bytes(open(bidlab.SHIPPED_NEURAL_MODEL, "rb").read())
    with pytest.raises(ValueError, match=r"is also an input \(a "):
        bidlab.match(str(model), "pass", standard, boards=2, log=model)
    with pytest.raises(ValueError, match="log: cannot write"):
        bidlab.match("sayc", "pass", standard, boards=2, log=tmp_path / "no-such-folder" / "m.jsonl")


def test_an_empty_split_is_refused(bidlab_binary, tmp_path):
    data = tmp_path / "three.bdl"
    subprocess.run([bidlab_binary, "dataset", "build", "--count", "3", "--seed", "5", "-o", str(data)], check=True,
                   capture_output=True)
    with pytest.raises(ValueError, match="the validation split of this data set of 3 deals is empty"):
        bidlab.match("sayc", "pass", str(data), split="validation")
    with pytest.raises(ValueError, match="the validation split of this data set of 3 deals is empty"):
        bidlab.evaluate("sayc", str(data), split="validation")


@pytest.mark.parametrize("answer", [1.7, True, np.float64(2.0), None])
def test_a_call_that_is_neither_a_name_nor_an_int_is_refused(standard, answer):
    with pytest.raises(ValueError, match=r"answered .*: expected a call name .* or a call index \(an int\)"):
        bidlab.match(lambda decision: answer, "sayc", standard, boards=2)
    with pytest.raises(ValueError, match=r"answered .*: expected a call name .* or a call index \(an int\)"):
        bidlab.evaluate(lambda decision: answer, standard.split("test"))
    # An int (numpy's too) is a call index.
    assert bidlab.match(lambda decision: np.int64(0), "pass", standard, boards=2)["boards"] == 2
