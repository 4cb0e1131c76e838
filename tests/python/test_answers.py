"""What a Python bidder or policy answers is read one way everywhere, and a bad answer is named in one short
message: a bool is never a call index (not from a per-call bidder, a batched one or an environment's actions),
an index out of range is named as it was given (not wrapped, not a raw OverflowError), a per-call bidder is called
a bidder (not a batched one), and a message quotes at most 80 bytes of what it was given, escaped."""
import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")


def test_bool_answers_are_refused_batched_as_per_call(standard):
    test = standard.split("test")
    with pytest.raises(ValueError, match="must be an integer array .* not a bool array"):
        bidlab.evaluate(bidlab.batched(lambda obs: np.zeros(len(obs["seat"]), dtype=bool)), test)
    with pytest.raises(ValueError, match="must be an integer array .* not a bool array"):
        bidlab.match(bidlab.batched(lambda obs: np.ones(len(obs["seat"]), dtype=bool), contested=True), "sayc",
                     standard, boards=2)
    env = bidlab.ContestedEnv(standard, num_envs=2)
    with pytest.raises(ValueError, match="actions must be an integer array .* not a bool array"):
        env.step(np.zeros(2, dtype=bool))


def test_an_action_above_int64_is_named_not_wrapped(standard):
    for env in (bidlab.ContestedEnv(standard, num_envs=2), bidlab.UncontestedEnv(standard, num_envs=2)):
        with pytest.raises(ValueError, match="actions holds 18446744073709551615 .*out of range"):
            env.step(np.array([0, 2 ** 64 - 1], dtype=np.uint64))


@pytest.mark.parametrize("answer, shown", [(2 ** 100, "1267650600228229401496703205376"), (36, "36"), (-1, "-1"),
                                           (2 ** 4000, "an int of 4001 bits")])
def test_a_per_call_index_out_of_range_names_the_bidder(standard, answer, shown):
    def wild(decision):
        return answer

    with pytest.raises(ValueError, match=rf"^bidder wild answered {shown}; a call index is 0 \(PASS\) to 35 \(7NT\)"):
        bidlab.evaluate(wild, standard.split("test"))
    if answer != 36:
        with pytest.raises(ValueError, match=rf"^bidder wild answered {shown}; a call index is 0 \(PASS\) to 37 \(XX\)"):
            bidlab.match(wild, "sayc", standard, boards=2)


def test_a_long_answer_is_quoted_in_80_bytes(standard):
    long = "\x1b" + "x" * 1_000_000
    with pytest.raises(ValueError) as caught:
        bidlab.evaluate(lambda decision: long, standard.split("test"))
    message = str(caught.value)
    assert len(message) < 200 and "\\x1B" in message and "1000001 bytes" in message and "\x1b" not in message
    assert message.startswith('bidder <lambda> answered "\\x1Bxxx') and message.endswith("is not a call (PASS, 1C ... 7NT, X, XX)")
    with pytest.raises(ValueError) as caught:
        bidlab.call_index(long)
    assert len(str(caught.value)) < 200


def test_a_message_with_bytes_that_are_not_utf8_is_kept(tmp_path):
    path = tmp_path / "challenge.pbn"
    path.write_bytes(b'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
                     b'[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432"]\n'
                     b'[Scoring "Facit"]\n{7n 10 \xff\xfe 6}\n')
    with pytest.raises(bidlab.Error) as caught:
        bidlab.evaluate_facit("pass", path)
    message = str(caught.value)
    assert message and "challenge.pbn" in message and "\\xff" in message.lower()
