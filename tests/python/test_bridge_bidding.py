"""The four-seat AEC environment (bidlab.bridge_bidding_v0): PettingZoo's semantics, rewards that sum to zero,
results equal to bidlab match's, the search hooks; and pgx's encodings (bidlab.pgx): the 480 observation bits
written out by hand from pgx's documented layout, the action numbers, pgx's DDS file."""
import json

import numpy as np
import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")
from bidlab import bridge_bidding_v0, pgx  # noqa: E402

# pgx's own sample deal (its tests' first): N J92.J76.K72.9432, E AKQ6.84.J863.T65, S 87543.KQ9532..K7,
# W T.AT.AQT954.AQJ8.
DEAL = "N:J92.J76.K72.9432 AKQ6.84.J863.T65 87543.KQ9532..K7 T.AT.AQT954.AQJ8"
SEVENS = np.full((4, 5), 7)


def bits(*on):
    out = np.zeros(480, dtype=bool)
    out[list(on)] = True
    return out


def card(suit, rank):
    """The observation bit of a card: 428 + OpenSpiel's index 4 * rank + suit (clubs 0 ... spades 3, deuce 0 ...
    ace 12)."""
    return 428 + 4 * rank + suit


# North's hand, written out: spades J 9 2, hearts J 7 6, diamonds K 7 2, clubs 9 4 3 2 (rank: deuce 0 ... ace 12).
NORTH_HAND = [card(3, 9), card(3, 7), card(3, 0), card(2, 9), card(2, 5), card(2, 4), card(1, 11), card(1, 5),
              card(1, 0), card(0, 7), card(0, 2), card(0, 1), card(0, 0)]
# West's: spades T, hearts A T, diamonds A Q T 9 5 4, clubs A Q J 8.
WEST_HAND = [card(3, 8), card(2, 12), card(2, 8), card(1, 12), card(1, 10), card(1, 8), card(1, 7), card(1, 3),
             card(1, 2), card(0, 12), card(0, 10), card(0, 9), card(0, 6)]


def bid(level, strain, kind=0, player=0):
    """The history bit of a bid (strain 0 C ... 4 NT), or of its double (kind 1) or redouble (kind 2), by player
    p counted clockwise from the observer: 8 + 12 b + 4 kind + p, b = 5 (level - 1) + strain."""
    return 8 + 12 * (5 * (level - 1) + strain) + 4 * kind + player


def played(calls, dealer="N", vulnerability="None"):
    env = bridge_bidding_v0.raw_env(split="test", reward="score")
    env.set_deal(DEAL, dealer, vulnerability, table=SEVENS)
    for call in calls.split():
        env.step(pgx.action_of_call(call))
    return env


def test_nobody_has_called():
    env = played("")
    assert np.array_equal(env.observe("north")["observation"], bits(0, 2, *NORTH_HAND))
    assert np.array_equal(env.observe("west")["observation"], bits(0, 2, *WEST_HAND))
    assert NORTH_HAND[-1] == 428 and WEST_HAND[1] == 428 + 4 * 12 + 2


def test_a_pass_a_bid_a_double_a_redouble_and_a_new_bid():
    # East deals, North-South vulnerable: E pass, S 1H, W X, N XX, E 2C.
    env = played("PASS 1H X XX 2C", dealer="E", vulnerability="NS")
    # North: East is player 1, South 2, West 3; North's side vulnerable (bit 1), the other not (bit 2).
    assert np.array_equal(env.observe("north")["observation"],
                          bits(1, 2, 4 + 1, bid(1, 2, 0, 2), bid(1, 2, 1, 3), bid(1, 2, 2, 0), bid(2, 0, 0, 1),
                               *NORTH_HAND))
    assert bid(1, 2, 0, 2) == 34 and bid(2, 0, 0, 1) == 69
    # West: North is player 1, East 2, South 3; West's side not vulnerable (bit 0), the other is (bit 3).
    assert np.array_equal(env.observe("west")["observation"],
                          bits(0, 3, 4 + 2, bid(1, 2, 0, 3), bid(1, 2, 1, 0), bid(1, 2, 2, 1), bid(2, 0, 0, 2),
                               *WEST_HAND))


def test_passes_after_the_opening_leave_no_bit():
    # South deals, both vulnerable: S 1NT, W P, N 3NT, E X, P P P. East's view: South is player 1 (East's
    # left-hand opponent), West 2, North 3.
    env = played("1NT PASS 3NT X PASS PASS PASS", dealer="S", vulnerability="All")
    east = env.observe("east")
    expected = bits(1, 3, bid(1, 4, 0, 1), bid(3, 4, 0, 3), bid(3, 4, 1, 0))
    hand = east["observation"][428:]
    assert np.array_equal(east["observation"][:428], expected[:428]) and hand.sum() == 13
    assert bid(3, 4, 1, 0) == 180 and not east["action_mask"].any()


def test_seven_notrump_redoubled_is_the_last_auction_bit():
    env = played("7NT X XX")
    south = env.observe("south")["observation"]
    assert np.flatnonzero(south[:428]).tolist() == [0, 2, 418, 423, 424]
    assert bid(7, 4, 2, 0) == 424 and bid(7, 4, 2, 3) == 427


def test_four_passes():
    env = played("PASS PASS PASS PASS", dealer="W")
    assert np.flatnonzero(env.observe("north")["observation"][:428]).tolist() == [0, 2, 4, 5, 6, 7]
    assert env.terminations == dict.fromkeys(bridge_bidding_v0.AGENTS, True)
    assert env.rewards == dict.fromkeys(bridge_bidding_v0.AGENTS, 0.0)


def test_action_numbers():
    assert [pgx.call_of_action(a) for a in (0, 1, 2, 3, 4, 7, 8, 37)] == ["PASS", "X", "XX", "1C", "1D", "1NT", "2C",
                                                                           "7NT"]
    assert [pgx.openspiel_action_of_call(c) for c in ("PASS", "X", "XX", "1C", "7NT")] == [52, 53, 54, 55, 89]
    for a in range(38):
        assert pgx.action_of_call(pgx.call_of_action(a)) == a
        assert pgx.call_of_openspiel_action(52 + a) == pgx.call_of_action(a)
        assert pgx.PGX_OF_CALL[pgx.CALL_OF_PGX[a]] == a
    assert pgx.action_of_call(36) == 1 and pgx.action_of_call(1) == 3
    for bad in (38, -1, True, 1.0):
        with pytest.raises(ValueError, match="pgx action numbers are 0-37"):
            pgx.call_of_action(bad)


def test_the_mask_is_in_pgx_numbers():
    env = played("1H")  # East to call: X legal, XX not, 1S and up
    mask = env.observe("east")["action_mask"]
    assert mask.dtype == np.int8
    assert np.flatnonzero(mask).tolist() == [0, 1] + list(range(6, 38))
    assert env.legal_calls[:4] == ["PASS", "X", "1S", "1NT"]
    assert not env.observe("north")["action_mask"].any() and not env.observe("west")["action_mask"].any()


def test_dds_results_keys_written_out_by_hand():
    seats = bidlab._bidlab._deal_of_pbn(DEAL)
    # Spades A 2 3 4 5 6 7 8 9 T J Q K held by E N S S S E S S N W N E E: base-4 digits, the ace highest.
    spades = [1, 0, 2, 2, 2, 1, 2, 2, 0, 3, 0, 1, 1]
    key = sum(d * 4 ** (12 - i) for i, d in enumerate(spades))
    tables = np.arange(20).reshape(1, 4, 5) % 14
    results = pgx.dds_results(seats.reshape(1, 52), tables)
    assert results.shape == (2, 1, 4) and results.dtype == np.int32
    assert results[0, 0, 0] == key
    # Per declarer, hex digits C D H S NT: N 0 1 2 3 4 = 0x01234.
    assert results[1, 0].tolist() == [0x01234, 0x56789, 0xABCD0, 0x12345]
    deals, back = pgx.load_dds_results(results)
    assert np.array_equal(deals[0], seats) and np.array_equal(back, tables)


def test_pgx_sample_rows_are_what_dds_finds():
    # The first three rows of pgx's own sample look-up table (keys and values as its tests print them).
    sample = np.array([[[19556549, 61212362, 52381660, 50424958], [53254536, 21854346, 37287883, 14009558],
                        [44178585, 6709002, 23279217, 16304124]],
                       [[71233, 771721, 71505, 706185], [289177, 484147, 358809, 484147],
                        [359355, 549137, 359096, 549137]]], dtype=np.int32)
    deals, tables = pgx.load_dds_results(sample)
    assert np.array_equal(bidlab.solve(deals), tables)
    assert np.array_equal(pgx.dds_results(deals, tables), sample)


def test_a_data_set_round_trips_through_pgx_file(standard, tmp_path):
    test = standard.split("test")
    path = tmp_path / "dds_results.npy"
    pgx.save_dds_results(path, test.deals[:500], test.tables[:500])
    deals, tables = pgx.load_dds_results(path)
    assert np.array_equal(deals, test.deals[:500]) and np.array_equal(tables, test.tables[:500])
    env = bridge_bidding_v0.raw_env(data=(deals, tables), order="sequential")
    env.reset()
    assert env.board == 1 and np.array_equal(env.dd_table, tables[0])


def test_bad_pgx_rows_are_named():
    with pytest.raises(ValueError, match=r"keys\[0\].*not a deal"):
        pgx.load_dds_results(np.zeros((2, 1, 4), dtype=np.int32))
    with pytest.raises(ValueError, match=r"values\[0\].*tricks are 0-13"):
        pgx.load_dds_results(np.array([[[19556549, 61212362, 52381660, 50424958]], [[0xE0000, 0, 0, 0]]]))
    with pytest.raises(ValueError, match=r"shape \(2, n, 4\)"):
        pgx.load_dds_results(np.zeros((3, 4)))


def random_boards(env, boards, seed=0):
    """Plays `boards` boards with uniformly drawn legal actions; returns each board's rewards and the steps."""
    rng = np.random.default_rng(seed)
    results, steps = [], 0
    for _ in range(boards):
        env.reset()
        final = {}
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            steps += 1
            if termination or truncation:
                final[agent] = reward
                env.step(None)
            else:
                env.step(rng.choice(np.flatnonzero(observation["action_mask"])))
        results.append(final)
    return results, steps


@pytest.mark.parametrize("reward", ["par", "score"])
def test_rewards_sum_to_zero_across_the_two_sides(reward):
    env = bridge_bidding_v0.env(split="test", order="sequential", reward=reward)
    results, steps = random_boards(env, 300)
    assert all(r.keys() == set(bridge_bidding_v0.AGENTS) for r in results)
    for r in results:
        assert r["north"] == r["south"] == -r["east"] == -r["west"]
    assert any(r["north"] != 0 for r in results) and steps > 300 * 5


def test_rewards_are_the_score_of_the_contract_and_its_imps_against_par():
    # 1NT by North, passed: 7 tricks (a table of sevens) make 1NT, +90 for North-South.
    for reward, expected in (("score", 90), ("par", bidlab.imps(np.array([90 - bidlab.par(SEVENS[None])[0]]))[0])):
        env = bridge_bidding_v0.raw_env(split="test", reward=reward)
        env.set_deal(DEAL, "N", "None", table=SEVENS)
        for call in ("1NT", "PASS", "PASS", "PASS"):
            assert env.agent_selection == bridge_bidding_v0.AGENTS[len(env.auction)]
            env.step(pgx.action_of_call(call))
        assert env.rewards == {"north": expected, "east": -expected, "south": expected, "west": -expected}
        assert env.infos["south"]["contract"] == "1NT by N" and env.infos["south"]["score"] == 90
    # Doubled, vulnerable, down: 4S by East doubled, E-W vulnerable, 7 tricks: -800 for E-W, +800 for N-S.
    env = bridge_bidding_v0.raw_env(split="test", reward="score")
    env.set_deal(DEAL, "E", "EW", table=SEVENS)
    for call in ("4S", "X", "PASS", "PASS", "PASS"):
        env.step(pgx.action_of_call(call))
    assert env.rewards["north"] == 800 == -env.rewards["east"]


def test_the_agent_cycle_is_pettingzoos():
    env = bridge_bidding_v0.env(split="test", reward="score")
    env.reset(seed=3)
    assert env.possible_agents == ["north", "east", "south", "west"] and env.num_agents == 4
    assert env.agent_selection == bridge_bidding_v0.AGENTS["NESW".index(env.dealer)]
    assert env.infos["east"] == {"board": env.board, "dealer": env.dealer, "vulnerability": env.vulnerability,
                                 "seat": "E"}
    assert env.last(observe=False)[0] is None
    with pytest.raises(ValueError, match="None is only for an agent that is done"):
        env.step(None)
    for _ in range(4):
        env.step(0)
    assert all(env.terminations.values()) and env.agents == ["north", "east", "south", "west"]
    with pytest.raises(ValueError, match="must be stepped with None"):
        env.step(0)
    seen = []
    for agent in env.agent_iter():
        seen.append(agent)
        assert env.last()[2]
        env.step(None)
    assert sorted(seen) == sorted(bridge_bidding_v0.AGENTS) and env.agents == [] and env.rewards == {}
    assert env.observation_space("north") is env.observation_space("north")
    assert env.action_space("west").n == 38 and env.observation_space("west")["observation"].shape == (480,)


def test_the_same_seed_gives_the_same_boards():
    boards = []
    for _ in range(2):
        env = bridge_bidding_v0.env(split="test")
        env.reset(seed=11)
        first = env.board
        env.reset()
        boards.append((first, env.board))
    assert boards[0] == boards[1] and boards[0][0] != boards[0][1]


def test_an_illegal_action_is_refused_and_changes_nothing():
    env = played("1H")
    with pytest.raises(bidlab.IllegalCallError, match=r"seat E cannot call XX after \"1H\" \(board 1, dealer N\)"):
        env.step(2)
    with pytest.raises(bidlab.IllegalCallError, match="1D is insufficient: the last bid is 1H"):
        env.step(pgx.action_of_call("1D"))
    for bad in (True, np.bool_(True), 1.0, "1C"):
        with pytest.raises(ValueError, match="an action is an int"):
            env.step(bad)
    with pytest.raises(bidlab.IllegalCallError, match="action \"18446744073709551615\" is not a call"):
        env.step(np.uint64(2 ** 64 - 1))
    with pytest.raises(bidlab.IllegalCallError, match="action \"1267650600228229401496703205376\" is not a call"):
        env.step(2 ** 100)
    assert env.auction == ["1H"] and env.agent_selection == "east"
    env.step(np.int32(1))
    assert env.auction == ["1H", "X"]


def test_clone_and_set_deal_are_independent():
    env = played("1H")
    copy = env.clone()
    copy.step(pgx.action_of_call("2C"))
    assert env.auction == ["1H"] and copy.auction == ["1H", "2C"] and env.agent_selection == "east"
    assert np.array_equal(env.deal, bidlab._bidlab._deal_of_pbn(DEAL)) and env.dd_table.tolist() == SEVENS.tolist()
    solved = bridge_bidding_v0.raw_env(split="test")
    solved.set_deal(DEAL, dealer="S", vulnerability="EW")
    assert np.array_equal(solved.dd_table, bidlab.solve(solved.deal.reshape(1, 52))[0])
    assert solved.dealer == "S" and solved.vulnerability == "EW" and solved.agent_selection == "south"


def test_render_shows_the_board_and_the_auction():
    env = bridge_bidding_v0.raw_env(split="test", reward="score", render_mode="ansi")
    env.set_deal(DEAL, "E", "NS", table=SEVENS, board=7)
    for call in ("PASS", "1H", "PASS", "PASS", "PASS"):
        env.step(pgx.action_of_call(call))
    text = env.render()
    assert "Board 7, dealer E, vulnerable NS" in text and "J92.J76.K72.9432" in text
    assert "-     PASS  1H    PASS" in text and "1H by S" in text


def test_results_equal_bidlab_match_on_the_same_boards(standard, tmp_path):
    boards = 150
    for a, b in (("sayc", "sayc-uncontested"), ("sayc", "pass")):
        log = tmp_path / "m.jsonl"
        result = bidlab.match(a, b, standard, split="test", boards=boards, log=log)
        expected = [json.loads(line)["imps"] for line in log.read_text().splitlines()]
        env = bridge_bidding_v0.env(split="test", boards=boards, order="sequential", reward="table",
                                    other_table=(b, a))
        got = []
        for _ in range(boards):
            env.reset()
            for agent in env.agent_iter():
                if env.terminations[agent]:
                    if agent == "north":
                        got.append(env.last()[1])
                    env.step(None)
                else:
                    env.step(env.suggest(a if agent in ("north", "south") else b))
        assert got == expected and sum(got) == result["total_imps"] and any(got)


def test_pettingzoos_api_test_passes():
    pytest.importorskip("pettingzoo", reason="PettingZoo is not installed (Debian does not package it)")
    from pettingzoo.test import api_test

    api_test(bridge_bidding_v0.env(split="test"), num_cycles=100)


def test_pgx_loop():
    env = pgx.BridgeBidding("standard", split="test")
    state = env.init(0)
    again = env.init(0)
    assert np.array_equal(state.observation, again.observation) and state.observation.shape == (480,)
    first = state
    rng = np.random.default_rng(1)
    while not state.terminated:
        assert state.legal_action_mask.dtype == bool and state.legal_action_mask[0]
        state = env.step(state, rng.choice(np.flatnonzero(state.legal_action_mask)))
    assert state.current_player == -1 and state.rewards.dtype == np.float32
    assert state.rewards[0] == state.rewards[2] == -state.rewards[1] == -state.rewards[3]
    assert first.env.auction == [] and not first.terminated
    with pytest.raises(bidlab.Error, match="the board is over"):
        env.step(state, 0)


def test_bidlabs_own_spaces_have_gymnasiums_fields():
    from bidlab import spaces

    action = spaces.Discrete(38, seed=1)
    mask = np.zeros(38, dtype=np.int8)
    mask[[0, 5, 9]] = 1
    assert {action.sample(mask) for _ in range(200)} == {0, 5, 9}
    assert action.contains(37) and not action.contains(38) and not action.contains(True) and action.shape == ()
    box = spaces.Box(0, 1, (480,), bool)
    assert box.contains(np.zeros(480, dtype=bool)) and not box.contains(np.zeros(479, dtype=bool))
    assert box.sample().dtype == np.bool_ and box.low.shape == box.high.shape == (480,)
    space = spaces.Dict({"observation": box, "action_mask": spaces.Box(0, 1, (38,), np.int8)})
    assert space.contains(space.sample()) and not space.contains({"observation": np.zeros(480, dtype=bool)})
    with pytest.raises(ValueError, match="allows no action"):
        action.sample(np.zeros(38, dtype=np.int8))
