"""bidlab's bidders from Python: bids a player can check by hand, and clear errors."""
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")


def test_sayc_opens_1nt_with_15_hcp_balanced():
    sayc = bidlab.Bidder("sayc")
    assert sayc.name == "sayc"
    # AK32 KQ2 K32 432: 15 HCP, 4-3-3-3.
    assert sayc.bid("AK32.KQ2.K32.432") == "1NT"
    call, why = sayc.explain("AK32.KQ2.K32.432")
    assert call == "1NT" and why


def test_sayc_passes_a_yarborough_and_answers_as_south():
    sayc = bidlab.Bidder("sayc")
    assert sayc.bid("5432.432.432.432") == "PASS"
    # After partner's 1NT, South with 0 HCP and no 5-card suit passes.
    assert sayc.bid("5432.432.432.432", "1NT PASS") == "PASS"


def test_pass_and_the_registry():
    names = [name for name, _ in bidlab.bidders()]
    assert "pass" in names and "sayc" in names
    assert bidlab.Bidder("pass").bid("AKQJ.AKQ.AKQ.AKQ") == "PASS"


def test_shipped_neural_model_bids_legally():
    neural = bidlab.load_model(bidlab.SHIPPED_NEURAL_MODEL)
    call = neural.bid("AK32.KQ2.K32.432", "1C PASS 1H PASS")
    assert call == "PASS" or bidlab.call_index(call) > bidlab.call_index("1H")


def test_bad_arguments_are_value_errors():
    with pytest.raises(ValueError, match="nosuch"):
        bidlab.Bidder("nosuch")
    sayc = bidlab.Bidder("sayc")
    with pytest.raises(ValueError, match="13"):
        sayc.bid("AK32.KQ2.K32.43")
    with pytest.raises(ValueError, match="North or South to call"):
        sayc.bid("AK32.KQ2.K32.432", "1C")
    with pytest.raises(ValueError):
        sayc.bid("AK32.KQ2.K32.432", "1C PASS 1C")
    with pytest.raises(bidlab.Error):
        bidlab.load_model("/nonexistent/model")


def test_a_strange_character_in_a_hand_is_named_in_full():
    sayc = bidlab.Bidder("sayc")
    with pytest.raises(ValueError) as error:
        sayc.bid("AK♠2.KQ2.K32.432")
    assert str(error.value) == "hand \"AK♠2.KQ2.K32.432\": expected a rank (AKQJT98765432), found '♠'"
    with pytest.raises(ValueError) as error:
        sayc.bid("AK\x002.KQ2.K32.432")
    # The whole message, past the NUL, which is shown as \x00.
    assert str(error.value) == "hand \"AK\\x002.KQ2.K32.432\": expected a rank (AKQJT98765432), found '\\x00'"
