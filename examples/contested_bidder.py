#!/usr/bin/env python3
"""A small four-seat bidder for `bidlab match --ns-cmd "python3 examples/contested_bidder.py"`
(docs/protocols.md, protocol 2). It reads "V2 SEAT HAND DEALER VULNERABLE CALLS..."
lines and answers one call per line, with a short reason:
  - first of its side to speak, nobody has bid: 1NT with 15-17 balanced, else one of its
    longest suit with 12+ HCP;
  - the opponents have bid and its side has not: a takeout double with 16+ HCP, else an
    overcall in a 5-card suit with 10+ HCP at the two level at most;
  - partner has bid a suit, it has not spoken: a raise with 3+ cards and 6+ HCP (to game in
    a major with 11+);
  - otherwise it passes. Protocol-1 lines (no V2, dealer North) are answered the same way."""
import sys

STRAINS = ["C", "D", "H", "S", "NT"]
SEATS = "NESW"


def bid_index(call):
    """1..35 for 1C..7NT, 0 for anything else."""
    if call[0].isdigit():
        return (int(call[0]) - 1) * 5 + STRAINS.index(call[1:]) + 1
    return 0


def bid_name(index):
    return f"{(index - 1) // 5 + 1}{STRAINS[(index - 1) % 5]}"


def decide(seat, hand, dealer, calls):
    suits = dict(zip("SHDC", hand.split(".")))
    hcp = sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c, 0) for c in hand)
    lengths = {s: len(cards) for s, cards in suits.items()}
    longest = max("SHDC", key=lambda s: (lengths[s], "CDHS".index(s)))
    me = SEATS.index(seat)
    first = SEATS.index(dealer)
    last_bid, last_by, doubled = 0, None, False
    ours, theirs, partner_suit, i_spoke = False, False, None, False
    for i, call in enumerate(calls):
        who = (first + i) % 4
        same_side = (who - me) % 2 == 0
        if bid_index(call):
            last_bid, last_by, doubled = bid_index(call), who, False
            ours, theirs = ours or same_side, theirs or not same_side
            if who == (me + 2) % 4 and call[1:] != "NT":
                partner_suit = call[1:]
        elif call in ("X", "XX"):
            doubled = True
        i_spoke = i_spoke or who == me

    def cheapest(strain):
        for level in range(1, 8):
            index = (level - 1) * 5 + STRAINS.index(strain) + 1
            if index > last_bid:
                return index
        return 0

    balanced = sorted(lengths.values()) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
    if not ours and not theirs:
        if 15 <= hcp <= 17 and balanced:
            return "1NT", f"{hcp} HCP, balanced"
        if hcp >= 12:
            return bid_name(cheapest(longest)), f"opening, {hcp} HCP, {lengths[longest]} cards"
        return "PASS", "too weak to open"
    if theirs and not ours and not i_spoke:
        opponents_bid_last = last_by is not None and (last_by - me) % 2 == 1
        if hcp >= 16 and opponents_bid_last and not doubled:
            return "X", f"takeout double, {hcp} HCP"
        index = cheapest(longest)
        if lengths[longest] >= 5 and hcp >= 10 and 0 < index <= bid_index("2S"):
            return bid_name(index), f"overcall, {lengths[longest]} cards, {hcp} HCP"
        return "PASS", "nothing to say over their bid"
    if partner_suit and not i_spoke and lengths[partner_suit] >= 3 and hcp >= 6:
        index = cheapest(partner_suit)
        if hcp >= 11 and partner_suit in "HS" and bid_index("4" + partner_suit) > last_bid:
            index = bid_index("4" + partner_suit)
        if 0 < index <= bid_index("4S"):
            return bid_name(index), f"raise with {lengths[partner_suit]} cards, {hcp} HCP"
    return "PASS", "nothing more to say"


for line in sys.stdin:
    words = line.split()
    if words and words[0] == "V2":
        seat, hand, dealer, _vulnerable, calls = words[1], words[2], words[3], words[4], words[5:]
    else:
        seat, hand, dealer, calls = words[0], words[1], "N", words[2:]
    call, why = decide(seat, hand, dealer, calls)
    print(call, why, flush=True)
