"""Data as numpy: dtypes, shapes, zero-copy views, and facts checked against bidlab's command line and DDS."""
import json
import subprocess
import threading
import time

import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")


def test_standard_set_splits_80_10_10(standard):
    assert len(standard) == 100_000
    assert standard.seed == 2014
    assert [len(standard.split(s)) for s in ("train", "validation", "test")] == [80_000, 10_000, 10_000]
    test = standard.split("test")
    assert test.ids[0] == 90_000 and test.ids[-1] == 99_999 and test.ids.dtype == np.int64
    with pytest.raises(ValueError, match="test split already"):
        test.split("train")
    with pytest.raises(ValueError, match="split must be"):
        standard.split("tests")


def test_arrays_have_the_documented_dtypes_and_shapes(standard):
    test = standard.split("test")
    n = len(test)
    for array, dtype, shape in [
        (test.hands, np.uint64, (n, 4)),
        (test.tables, np.uint8, (n, 4, 5)),
        (test.deals, np.uint8, (n, 52)),
        (test.cards, np.uint8, (n, 4, 13)),
        (test.costs(), np.int16, (n, 36)),
        (test.costs(declarer="real"), np.int16, (n, 2, 36)),
        (test.scores(), np.int32, (n, 36)),
    ]:
        assert array.dtype == dtype and array.shape == shape


def test_hands_and_tables_are_views_of_the_loaded_set(standard):
    tables = standard.tables
    assert not tables.flags.writeable and not tables.flags.owndata
    assert not standard.hands.flags.owndata
    # Two views of the same split share memory: nothing was copied.
    assert np.shares_memory(standard.split("test").tables, standard.tables)


def test_every_deal_gives_each_seat_13_distinct_cards(standard):
    test = standard.split("test")
    deals = test.deals
    assert (np.stack([(deals == s).sum(axis=1) for s in range(4)], axis=1) == 13).all()
    # The three forms agree: seat of card c, card lists, 64-bit masks.
    cards = test.cards.astype(np.int64)
    rows = np.arange(len(test))[:, None]
    for seat in range(4):
        assert (deals[rows, cards[:, seat]] == seat).all()
        masks = (np.uint64(1) << cards[:, seat].astype(np.uint64)).sum(axis=1, dtype=np.uint64)
        assert (masks == test.hands[:, seat]).all()


def test_deal_regenerates_the_standard_deals(standard):
    # The standard set is deals 0-99,999 of seed 2014 (any range on its own).
    assert (bidlab.deal(2014, 90_000, 5) == standard.split("test").deals[:5]).all()
    assert bidlab.deal(7, 3, 1).dtype == np.uint8


def test_tricks_are_0_to_13(standard):
    t = standard.split("validation").tables
    assert t.max() <= 13


def test_cost_vectors_equal_bidlab_costs(standard, bidlab_binary):
    costs = standard.costs()
    thesis = standard.costs(imp_scale="thesis")
    for board in (0, 1234, 90_000, 99_999):
        out = subprocess.run([bidlab_binary, "costs", "standard", "--index", str(board), "--json"],
                             capture_output=True, text=True, check=True).stdout
        cli = json.loads(out)
        assert list(costs[board]) == cli["costs"], board
        assert list(standard.scores()[board]) == cli["scores"], board
        assert (thesis[board] >= costs[board]).all()
    # The best call costs nothing.
    assert (costs.min(axis=1) == 0).all()


def test_real_declarer_costs_agree_with_the_assumed_one_for_the_better_hand(standard):
    test = standard.split("test")
    assumed, real, tables = test.costs(), test.costs(declarer="real"), test.tables
    better = np.where(tables[:, 2, :] > tables[:, 0, :], 1, 0)  # South strictly better takes it
    calls = np.arange(1, 36)
    strain = (calls - 1) % 5
    picked = real[np.arange(len(test))[:, None], better[:, strain], calls]
    assert (picked == assumed[:, 1:]).all()
    assert (real[:, :, 0] == assumed[:, :1]).all()


def test_relabellings_keep_the_deals_solved(standard):
    part = standard.split("test")
    same = part.relabel(0)
    assert (same.tables == part.tables).all()
    turned = part.relabel(24)  # N<->S and E<->W, suits kept
    assert (turned.tables[:, 0, :] == part.tables[:, 2, :]).all()
    assert len(turned) == len(part)
    with pytest.raises(bidlab.Error):
        part.relabel(48)


def test_solve_agrees_with_the_data_set(standard):
    test = standard.split("test")
    tables = bidlab.solve(test.deals[:3])
    assert tables.dtype == np.uint8 and tables.shape == (3, 4, 5)
    assert (tables == test.tables[:3]).all()
    assert (bidlab.cost_vectors(tables) == test.costs()[:3]).all()


def test_bad_arrays_are_value_errors_naming_what_was_expected(standard):
    with pytest.raises(ValueError, match=r"deals must be an integer array of shape \(n, 52\).*float64"):
        bidlab.solve(np.zeros((2, 52)))
    with pytest.raises(ValueError, match=r"shape \(n, 52\)"):
        bidlab.solve(np.zeros((2, 51), dtype=np.uint8))
    bad = standard.deals[:1].copy()
    bad[0, 0] = (bad[0, 0] + 1) % 4
    with pytest.raises(ValueError, match="not a deal"):
        bidlab.solve(bad)
    with pytest.raises(ValueError, match="imp_scale"):
        standard.costs(imp_scale="acbl")


def test_solve_releases_the_gil(standard):
    deals = standard.deals[:4]
    counted = []
    solver = threading.Thread(target=lambda: bidlab.solve(deals, threads=1))
    solver.start()
    ticks = 0
    start = time.perf_counter()
    while solver.is_alive():
        ticks += 1
        time.sleep(0.001)
    counted.append(ticks)
    solver.join()
    # DDS takes tenths of a second a deal here; the main thread ran all along.
    assert time.perf_counter() - start > 0.05
    assert counted[0] > 20


def test_scores_and_imps_known_values():
    assert bidlab.score("4S", 10) == 420
    assert bidlab.score("3NT", 9, vulnerable=True) == 600
    assert bidlab.score("1NT", 5) == -100
    assert bidlab.score("2H", 7, doubling=1) == -100
    assert list(bidlab.imps([0, 10, 20, 80, 420, -420, 4000])) == [0, 0, 1, 2, 9, -9, 24]
    assert list(bidlab.imps([10, 80, 420], imp_scale="thesis")) == [1, 3, 10]
    assert bidlab.CALLS[0] == "PASS" and bidlab.CALLS[5] == "1NT" and bidlab.CALLS[35] == "7NT"
    assert bidlab.call_index("3NT") == 15
