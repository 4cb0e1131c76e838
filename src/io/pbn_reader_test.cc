#include "io/pbn_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "core/error.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

constexpr const char* kDeal = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

std::vector<Call> Calls(std::string_view text) {
  std::vector<Call> calls;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t end = std::min(text.find(' ', pos), text.size());
    calls.push_back(*ParseCall(text.substr(pos, end - pos)));
    pos = end + 1;
  }
  return calls;
}

// ParsePbn must throw InputError naming "t.pbn", `line` and exactly `what`.
void ExpectError(std::string_view text, long line, const std::string& what) {
  try {
    ParsePbn(text, "t.pbn");
    ADD_FAILURE() << "accepted, expected t.pbn:" << line << ": " << what << "\n" << text;
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "t.pbn");
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_EQ(e.detail(), what);
    EXPECT_EQ(std::string(e.what()), "t.pbn:" + std::to_string(line) + ": " + what);
  }
}

PbnBoard ParseOne(std::string_view text) {
  const std::vector<PbnBoard> boards = ParsePbn(text, "t.pbn");
  EXPECT_EQ(boards.size(), 1u);
  return boards.empty() ? PbnBoard{} : boards.front();
}

// A game with dealer N and the given auction lines.
std::string WithAuction(const std::string& auction, const std::string& extra = "") {
  return std::string("[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"") + kDeal + "\"]\n[Auction \"N\"]\n" + auction +
         "\n" + extra;
}

TEST(PbnReader, ReadsAGame) {
  const std::string text = std::string("% PBN 2.1\n\n[Event \"Club\"]\n[Board \"7\"]\n[Dealer \"S\"]\n") +
                           "[Vulnerable \"Both\"]\n[Deal \"" + kDeal + "\"]\n[Declarer \"W\"]\n[Contract \"2HX\"]\n" +
                           "[Result \"9\"]\n[Auction \"S\"]\n1C 1H Pass 2H\nX Pass Pass Pass\n" +
                           "[Play \"E\"]\nSK - - -\n*\n";
  const PbnBoard board = ParseOne(text);
  EXPECT_EQ(board.line, 3);
  EXPECT_EQ(board.board, "7");
  EXPECT_EQ(board.Tag("Event"), "Club");
  EXPECT_EQ(board.Tag("Missing"), "");
  EXPECT_EQ(board.dealer, Seat::kSouth);
  EXPECT_EQ(board.vulnerability, Vulnerability::kBoth);
  ASSERT_TRUE(board.deal.has_value());
  EXPECT_EQ(*board.deal, ParseDealPbn(kDeal));
  EXPECT_EQ(board.deal_text, kDeal);
  EXPECT_EQ(board.auction_first, Seat::kSouth);
  EXPECT_EQ(board.auction, Calls("1C 1H PASS 2H X PASS PASS PASS"));
  EXPECT_TRUE(board.auction_complete);
  EXPECT_TRUE(board.auction_rest.empty());
  EXPECT_TRUE(board.auction_note_refs.empty());
  EXPECT_EQ(board.contract, "2HX");
  EXPECT_EQ(board.declarer, "W");
  EXPECT_EQ(board.result, "9");
  EXPECT_TRUE(board.warnings.empty());
  EXPECT_FALSE(board.dd_table.has_value());
  const std::vector<std::pair<std::string, std::string>> tags = {
      {"Event", "Club"}, {"Board", "7"},      {"Dealer", "S"}, {"Vulnerable", "Both"}, {"Deal", kDeal},
      {"Declarer", "W"}, {"Contract", "2HX"}, {"Result", "9"}, {"Auction", "S"},       {"Play", "E"}};
  EXPECT_EQ(board.tags, tags);
}

TEST(PbnReader, GamesAreSeparatedBySemiEmptyLines) {
  const auto boards =
      ParsePbn("[Board \"1\"]\n \t\n\n[Board \"2\"]\r\n\r\n%comment\n[Board \"3\"]\n% x\n[Event \"e\"]", "t");
  ASSERT_EQ(boards.size(), 3u);
  EXPECT_EQ(boards[0].line, 1);
  EXPECT_EQ(boards[1].line, 4);
  EXPECT_EQ(boards[2].line, 7);
  EXPECT_EQ(boards[2].Tag("Event"), "e");  // a "%" line does not end the game
  EXPECT_TRUE(ParsePbn("", "t").empty());
  EXPECT_TRUE(ParsePbn("% PBN 2.1\n\n{ only a comment }\n", "t").empty());
}

TEST(PbnReader, TagSyntaxOfTheImportFormat) {
  const auto boards = ParsePbn("[Event\"a\"] [Site \"b\\\"q\\\\\"]\n [\n Date\n \"c\" ]\n[East \"\\a\"]", "t");
  ASSERT_EQ(boards.size(), 1u);
  EXPECT_EQ(boards[0].Tag("Event"), "a");
  EXPECT_EQ(boards[0].Tag("Site"), "b\"q\\");
  EXPECT_EQ(boards[0].Tag("Date"), "c");
  EXPECT_EQ(boards[0].Tag("East"), "\\a");  // a lone backslash is kept
}

TEST(PbnReader, HashInheritsFromTheNearestEarlierGame) {
  const auto boards = ParsePbn(
      "[Event \"Cup\"]\n[Site \"Oslo\"]\n\n[Event \"#\"]\n[Round \"#\"]\n\n[Board \"3\"]\n\n"
      "[Event \"#\"]\n[Site \"#\"]\n",
      "t");
  ASSERT_EQ(boards.size(), 4u);
  EXPECT_EQ(boards[1].Tag("Event"), "Cup");
  EXPECT_TRUE(boards[1].HasTag("Round"));
  EXPECT_EQ(boards[1].Tag("Round"), "");  // no earlier value: "" (§4.8)
  EXPECT_EQ(boards[3].Tag("Event"), "Cup");
  EXPECT_EQ(boards[3].Tag("Site"), "Oslo");  // from game 1, the nearest that has it
}

TEST(PbnReader, DoubleHashSetsAValueForTheLaterGames) {
  const auto boards = ParsePbn(
      "[Date \"##1999.01.01\"]\n[Board \"1\"]\n\n[Board \"2\"]\n\n[Date \"1999.01.02\"]\n[Board \"3\"]\n\n"
      "[Board \"4\"]\n\n[West \"##\"]\n[Board \"5\"]\n\n[Board \"6\"]\n",
      "t");
  ASSERT_EQ(boards.size(), 6u);
  EXPECT_EQ(boards[0].Tag("Date"), "1999.01.01");
  EXPECT_EQ(boards[1].Tag("Date"), "1999.01.01");
  EXPECT_EQ(boards[2].Tag("Date"), "1999.01.02");
  EXPECT_EQ(boards[3].Tag("Date"), "1999.01.02");  // the new value carries on
  EXPECT_TRUE(boards[5].HasTag("West"));
  EXPECT_EQ(boards[5].Tag("West"), "");
  EXPECT_FALSE(boards[3].HasTag("West"));
}

TEST(PbnReader, InheritanceIsForbiddenForTheDealTags) {
  ExpectError("[Deal \"#\"]\n", 1, "tag Deal may not inherit its value with \"#\" (§4.8)");
  ExpectError("[Event \"e\"]\n[Dealer \"##N\"]\n", 2, "tag Dealer may not inherit its value with \"##\" (§4.8)");
  ExpectError(WithAuction("1C AP", "[Note \"#\"]"), 6, "tag Note may not inherit its value with \"#\" (§4.8)");
}

TEST(PbnReader, AnotherTableOfTheSameBoardTakesTheOmittedTags) {
  const std::string text = std::string("[Event \"Final\"]\n[Board \"1\"]\n[Room \"Open\"]\n[West \"A\"]\n") +
                           "[Dealer \"N\"]\n[Vulnerable \"NS\"]\n[Deal \"" + kDeal + "\"]\n[Declarer \"S\"]\n" +
                           "[Contract \"1NT\"]\n[Result \"8\"]\n[Auction \"N\"]\nPass Pass 1NT AP\n\n" +
                           "[West \"B\"]\n[Declarer \"N\"]\n[Contract \"1C\"]\n[Auction \"N\"]\n1C AP\n\n" +
                           "[Event \"Other\"]\n[Contract \"2C\"]\n";
  const auto boards = ParsePbn(text, "t");
  ASSERT_EQ(boards.size(), 3u);
  const PbnBoard& second = boards[1];
  EXPECT_EQ(second.board, "1");
  EXPECT_EQ(second.deal, boards[0].deal);
  EXPECT_EQ(second.dealer, Seat::kNorth);
  EXPECT_EQ(second.vulnerability, Vulnerability::kNorthSouth);
  EXPECT_EQ(second.Tag("Event"), "Final");
  EXPECT_EQ(second.Tag("West"), "B");
  EXPECT_FALSE(second.HasTag("Room"));  // the table's own tags are not taken
  EXPECT_FALSE(second.HasTag("Result"));
  EXPECT_EQ(second.auction, Calls("1C PASS PASS PASS"));
  EXPECT_TRUE(second.warnings.empty());
  // The third game follows one without a Deal tag of its own... but the
  // second has one (taken), so it is another table too.
  EXPECT_EQ(boards[2].board, "1");
  // A game with its own Board is a new board.
  const auto fresh = ParsePbn(text.substr(0, text.find("[West \"B\"]")) + "[Board \"2\"]\n[Contract \"1C\"]\n", "t");
  ASSERT_EQ(fresh.size(), 2u);
  EXPECT_FALSE(fresh[1].deal.has_value());
  EXPECT_FALSE(fresh[1].HasTag("Event"));
  // A game with nothing of a table (no Auction, Contract or Play) is not.
  const auto other = ParsePbn(text.substr(0, text.find("[West \"B\"]")) + "[Event \"E\"]\n", "t");
  ASSERT_EQ(other.size(), 2u);
  EXPECT_FALSE(other[1].HasTag("Deal"));
}

TEST(PbnReader, RepeatedTagsAreIgnoredUnlessTheyContradict) {
  const PbnBoard board = ParseOne("[Room \"Open\"]\n[Room \"IMP\"]\n[Dealer \"N\"]\n[Dealer \"N\"]\n");
  EXPECT_EQ(board.Tag("Room"), "Open");
  EXPECT_EQ(std::count_if(board.tags.begin(), board.tags.end(), [](const auto& t) { return t.first == "Room"; }), 1);
  ExpectError("[Dealer \"N\"]\n[Dealer \"S\"]\n", 2, "tag Dealer is given twice in this game (first on line 1)");
  ExpectError(WithAuction("1C AP") + "[Auction \"N\"]\n1C AP\n", 6,
              "tag Auction is given twice in this game (first on line 4)");
}

TEST(PbnReader, AllPassAndOneN) {
  EXPECT_EQ(ParseOne(WithAuction("1N AP")).auction, Calls("1NT PASS PASS PASS"));
  EXPECT_EQ(ParseOne(WithAuction("AP")).auction, Calls("PASS PASS PASS PASS"));
  EXPECT_EQ(ParseOne(WithAuction("Pass ap")).auction, Calls("PASS PASS PASS PASS"));
  EXPECT_EQ(ParseOne(WithAuction("1c x xx 2n P pass PASS")).auction, Calls("1C X XX 2NT PASS PASS PASS"));
  EXPECT_TRUE(ParseOne(WithAuction("1N AP")).auction_complete);
  ExpectError(WithAuction("1C Pass Pass Pass AP"), 5, "AP (all pass) after the end of the auction");
  ExpectError(WithAuction("1C AP 1D"), 5, "illegal call 1D by North: 1D comes after the end of the auction");
}

TEST(PbnReader, StarAndPlusEndAnIncompleteAuction) {
  for (const char* end : {"*", "+", ""}) {
    const PbnBoard board = ParseOne(WithAuction(std::string("1C 1D ") + end));
    EXPECT_EQ(board.auction, Calls("1C 1D"));
    EXPECT_FALSE(board.auction_complete) << end;
  }
  EXPECT_TRUE(ParseOne(WithAuction("Pass Pass Pass Pass *")).auction_complete);
  ExpectError(WithAuction("1C *\nPass"), 6, "nothing may follow '*' in the auction (§3.5)");
  ExpectError(WithAuction("1C + Pass"), 5,
              "'+' must be the last token of the auction: it stands for the next call (§3.5)");
  ExpectError(WithAuction("1C AP +"), 5, "'+' after the end of the auction: there is no next call (§3.5)");
}

TEST(PbnReader, DashesMarkTheSeatsBeforeTheDealer) {
  const std::string text = std::string("[Dealer \"E\"]\n[Auction \"W\"]\n- -\n1D Pass 1H AP\n");
  const PbnBoard board = ParseOne(text);
  EXPECT_EQ(board.auction_first, Seat::kEast);
  EXPECT_EQ(board.auction, Calls("1D PASS 1H PASS PASS PASS"));
  ExpectError("[Dealer \"E\"]\n[Auction \"W\"]\n- 1D\n", 3,
              "the first call is North's, expected the dealer East (write \"-\" for each seat before the dealer, "
              "§3.5)");
  ExpectError("[Dealer \"N\"]\n[Auction \"N\"]\n1D -\n", 3,
              "'-' marks a seat before the dealer and may only come before the first call (§3.5)");
  ExpectError("[Auction \"N\"]\n1D\n", 1, "an Auction section needs the Dealer tag (§3.1)");
}

TEST(PbnReader, CommentsAndEscapeLines) {
  const std::string text = std::string("{ before } ; rest\n[Dealer \"N\"] { after a tag\n\n% still a comment\n}\n") +
                           "%[Board \"9\"]\n[Deal \"" + kDeal + "\"] ; end of line [x]\n[Auction \"N\"] {c}\n" +
                           "1C {a} ; b\n{multi\n\nline} 1D ; Pass Pass\nAP\n";
  const PbnBoard board = ParseOne(text);
  EXPECT_FALSE(board.HasTag("Board"));
  EXPECT_EQ(board.auction, Calls("1C 1D PASS PASS PASS"));
  ExpectError("[Event \"e\"] {never closed\n\n[Board \"1\"]\n", 1,
              "unterminated comment: expected '}' to close the '{' of this line");
  ExpectError("[Event \"e\"]\n}\n", 2, "unexpected '}' outside a comment");
}

TEST(PbnReader, NotesAndAnnotations) {
  const PbnBoard board = ParseOne(
      WithAuction("1C =1= 1S !! =2= $25 2NT?=1= X $0\nAP", "[Note \"1:artificial\"]\n[Note \"2: overcall\"]\n"));
  EXPECT_EQ(board.auction, Calls("1C 1S 2NT X PASS PASS PASS"));
  EXPECT_EQ(board.auction_note_refs, (std::vector<int>{1, 2, 1, 0, 0, 0, 0}));
  EXPECT_EQ(board.notes, (std::vector<std::string>{"1:artificial", "2: overcall"}));
  // A note the auction refers to may follow the play (robot matches do so);
  // the play's own notes are not the auction's.
  const PbnBoard after_play = ParseOne(WithAuction("1C =2= AP",
                                                   "[Note \"1:auction\"]\n[Play \"E\"]\n*\n"
                                                   "[Note \"1:card\"]\n[Note \"2:late\"]\n"));
  EXPECT_EQ(after_play.notes, (std::vector<std::string>{"1:auction", "2:late"}));
  ExpectError(WithAuction("1C =3= AP", "[Note \"1:x\"]"), 5,
              "=3= refers to a note that is not given: expected [Note \"3:…\"] after the auction");
  ExpectError(WithAuction("1C =1= =1= AP", "[Note \"1:x\"]"), 5, "at most one note reference per call (§3.5.2)");
  ExpectError(WithAuction("1C ! ? AP"), 5, "at most one suffix (! ? !! ?? !? ?!) or NAG $1-$6 per call (§3.5.2)");
  ExpectError(WithAuction("1C !!! AP"), 5, "at most one suffix (! ? !! ?? !? ?!) or NAG $1-$6 per call (§3.5.2)");
  ExpectError(WithAuction("1C $2 ! AP"), 5, "at most one suffix (! ? !! ?? !? ?!) or NAG $1-$6 per call (§3.5.2)");
  ExpectError(WithAuction("1C $7 AP"), 5, "NAG $7 is for played cards, not calls (§3.7)");
  ExpectError(WithAuction("1C $256 AP"), 5, "NAGs go from $0 to $255 (§3.7), found \"$256\"");
  ExpectError(WithAuction("1C $a"), 5, "expected a NAG like $13 in the auction, found \"$a\"");
  ExpectError(WithAuction("1C =a="), 5, "expected a note reference like =1= in the auction, found \"=a=\"");
  ExpectError(WithAuction("1C =33="), 5, "note references go from =1= to =32= (§3.5.4), found \"=33=\"");
  ExpectError(WithAuction("! 1C"), 5, "an annotation (!) must follow a call");
  ExpectError(WithAuction("1C AP", "[Note \"0:zero\"]"), 6,
              "Note: expected \"index:text\" with an index from 1 to 32, found \"0:zero\"");
  ExpectError(WithAuction("1C AP", "[Note \"1:a\"]\n[Note \"1:b\"]"), 7, "Note 1 is given twice in this section");
  ExpectError("[Event \"e\"]\n[Note \"1:x\"]\n", 2, "a Note tag must follow the Auction or the Play section (§3.5.5)");
}

TEST(PbnReader, IrregularitiesAndPlaceholdersEndTheRepresentableAuction) {
  const PbnBoard insufficient = ParseOne(WithAuction("1D 1S ^I 1C Pass\nAP"));
  EXPECT_EQ(insufficient.auction, Calls("1D 1S"));
  EXPECT_EQ(insufficient.auction_rest, "^I 1C Pass AP");
  EXPECT_FALSE(insufficient.auction_complete);
  const PbnBoard skipped = ParseOne("[Dealer \"N\"]\n[Auction \"W\"]\n- ^S 1D ^I 1C\n");
  EXPECT_TRUE(skipped.auction.empty());
  EXPECT_EQ(skipped.auction_first, Seat::kNorth);
  EXPECT_EQ(skipped.auction_rest, "^S 1D ^I 1C");
  const PbnBoard challenge = ParseOne(WithAuction("AC 1H AC P"));
  EXPECT_TRUE(challenge.auction.empty());
  EXPECT_EQ(challenge.auction_rest, "AC 1H AC P");
  EXPECT_EQ(ParseOne(WithAuction("1N AC")).auction_rest, "AC");
  ExpectError(WithAuction("1D ^I 1S"), 5, "^I marks an insufficient bid (§3.9), but 1S is higher than the last bid");
  ExpectError(WithAuction("AC 1Q"), 5, "unknown call \"1Q\": expected Pass, X, XX, AP or a bid 1C..7NT");
  ExpectError(WithAuction("1C ^R 1D"), 5,
              "expected ^I (insufficient bid) or ^S (skipped call) in the auction (§3.9), found \"^R\"");
}

TEST(PbnReader, IllegalAndUnknownCalls) {
  ExpectError(WithAuction("1D 1C"), 5, "illegal call 1C by East: 1C is insufficient: the last bid is 1D");
  ExpectError(WithAuction("1D Pass X"), 5, "illegal call X by South: X: cannot double your own side's bid (1D by N)");
  ExpectError(WithAuction("Pass\nPass XX"), 6, "illegal call XX by South: XX: there is no bid to redouble");
  ExpectError(WithAuction("1C 8D"), 5, "unknown call \"8D\": expected Pass, X, XX, AP or a bid 1C..7NT");
  ExpectError(WithAuction("1C Dbl"), 5, "unknown call \"Dbl\": expected Pass, X, XX, AP or a bid 1C..7NT");
  ExpectError(WithAuction("1C 1"), 5, "unknown call \"1\": expected Pass, X, XX, AP or a bid 1C..7NT");
  ExpectError(WithAuction("1C \"1D\""), 5, "expected calls in the auction, found the string \"1D\"");
  ExpectError(WithAuction("1C 1D&"), 5, "unexpected character '&' in the auction");
}

TEST(PbnReader, DealTag) {
  const PbnBoard partial = ParseOne("[Deal \"w:- .63.akq987.a9732 - J973.J98742.3.K4\"]\n");
  EXPECT_FALSE(partial.deal.has_value());
  EXPECT_EQ(partial.deal_text, "w:- .63.akq987.a9732 - J973.J98742.3.K4");
  const PbnBoard end_position =
      ParseOne("[Deal \"N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85\"]\n[Contract \"H\"]\n");
  EXPECT_FALSE(end_position.deal.has_value());
  EXPECT_TRUE(end_position.warnings.empty());
  ExpectError("[Deal \"N:.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n", 1,
              "Deal \"N:.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\": North holds 12 "
              "cards, expected 13 like the other hands");
  ExpectError("[Event \"x\"]\n[Deal \"N:.63.AKQ987.A97322 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n", 2,
              "Deal \"N:.63.AKQ987.A97322 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\": hand "
              "\".63.AKQ987.A97322\" lists C2 twice");
  ExpectError("[Deal \"N:.63.AKQ987.A97432 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n", 1,
              "Deal \"N:.63.AKQ987.A97432 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\": card C4 is held "
              "by two players");
  ExpectError("[Deal \"N:.63.AKQ987.A97432 - - -\"]\n", 1,
              "Deal \"N:.63.AKQ987.A97432 - - -\": North holds 14 cards, expected 13");
  ExpectError("[Deal \"N:.63.AKQ987.A9732  - - -\"]\n", 1,
              "Deal \"N:.63.AKQ987.A9732  - - -\": expected four hands separated by single spaces");
  ExpectError("[Deal \"N:- - -\"]\n", 1, "Deal \"N:- - -\": expected four hands, found 3");
  ExpectError("[Deal \"X:- - - -\"]\n", 1,
              "Deal \"X:- - - -\": expected the first seat and a colon (\"N:\"), then four hands");
  ExpectError("[Deal \"N:- - - -\"]\n", 1,
              "Deal \"N:- - - -\": expected at least one hand, all four are unknown (\"-\")");
  ExpectError("[Deal \"N:.63.AKQ987.A973Z - - -\"]\n", 1,
              "Deal \"N:.63.AKQ987.A973Z - - -\": hand \".63.AKQ987.A973Z\": expected a rank (AKQJT98765432), "
              "found 'Z'");
}

// What a hand's message quotes stays text: a non-ASCII card is shown whole
// (not one byte of it, which is not UTF-8), a NUL as \x00 (not the end of
// the message wherever it becomes a C string).
TEST(PbnHand, AStrangeCharacterIsShownWholeAndPrintable) {
  const auto error_of = [](std::string_view hand) {
    try {
      ParseHandPbn(hand);
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(error_of("AK♠Q.432.432.432"), "hand \"AK♠Q.432.432.432\": expected a rank (AKQJT98765432), found '♠'");
  EXPECT_EQ(error_of(std::string("AK\0Q.432.432.432", 16)),
            "hand \"AK\\x00Q.432.432.432\": expected a rank (AKQJT98765432), found '\\x00'");
}

TEST(PbnReader, DealerVulnerableAndUnknownValues) {
  EXPECT_EQ(ParseOne("[Dealer \"w\"]\n").dealer, Seat::kWest);
  EXPECT_EQ(ParseOne("[Vulnerable \"ew\"]\n").vulnerability, Vulnerability::kEastWest);
  EXPECT_EQ(ParseOne("[Vulnerable \"Love\"]\n").vulnerability, Vulnerability::kNone);
  EXPECT_EQ(ParseOne("[Vulnerable \"-\"]\n").vulnerability, Vulnerability::kNone);
  const PbnBoard unknown = ParseOne("[Dealer \"?\"]\n[Vulnerable \"\"]\n[Deal \"?\"]\n[Result \"?\"]\n");
  EXPECT_EQ(unknown.dealer, Seat::kNorth);
  EXPECT_EQ(unknown.deal_text, "?");
  EXPECT_FALSE(unknown.deal.has_value());
  ExpectError("[Dealer \"Black\"]\n", 1, "Dealer: expected N, E, S or W, found \"Black\"");
  ExpectError("[Vulnerable \"E\"]\n", 1, "Vulnerable: expected None, NS, EW or All (or Love, -, Both), found \"E\"");
}

TEST(PbnReader, DoubleDummyTables) {
  // Rows in any order, widths and an extra column (§5.2).
  std::string text = "[OptimumResultTable \"Extra;Declarer;Denomination\\2R;+Result\\2R\"]\n";
  const char* strains[] = {"C", "D", "H", "S", "NT"};
  for (int s = 3; s >= 0; --s)
    for (int st = 0; st < kNumStrains; ++st)
      text += std::string("x ") + SeatChar(SeatAt(s)) + " " + strains[st] + " " + std::to_string(s * 3 + st) + "\n";
  const PbnBoard board = ParseOne(text);
  ASSERT_TRUE(board.dd_table.has_value());
  for (int s = 0; s < kNumSeats; ++s)
    for (int st = 0; st < kNumStrains; ++st) EXPECT_EQ(board.dd_table->Tricks(SeatAt(s), StrainAt(st)), s * 3 + st);
  // BridgeComposer's DoubleDummyTricks: declarer N, S, E, W; each NT S H D C.
  const PbnBoard tricks = ParseOne("[DoubleDummyTricks \"54555546658977889778\"]\n");
  ASSERT_TRUE(tricks.dd_table.has_value());
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kNorth, Strain::kNoTrump), 5);
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kNorth, Strain::kSpades), 4);
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kSouth, Strain::kHearts), 6);
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kSouth, Strain::kDiamonds), 6);
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kEast, Strain::kNoTrump), 8);
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kEast, Strain::kSpades), 9);
  EXPECT_EQ(tricks.dd_table->Tricks(Seat::kWest, Strain::kClubs), 8);
  EXPECT_EQ(ParseOne("[DoubleDummyTricks \"dD000000000000000000\"]\n").dd_table->Tricks(Seat::kNorth, Strain::kSpades),
            13);
  ExpectError("[DoubleDummyTricks \"5455554665897788977\"]\n", 1,
              "DoubleDummyTricks: expected 20 hexadecimal digits 0-d (declarer N, S, E, W; each NT, S, H, D, C), "
              "found \"5455554665897788977\"");
  ExpectError("[DoubleDummyTricks \"e4555546658977889778\"]\n", 1,
              "DoubleDummyTricks: expected 20 hexadecimal digits 0-d (declarer N, S, E, W; each NT, S, H, D, C), "
              "found \"e4555546658977889778\"");
  ExpectError("[OptimumResultTable \"Declarer;Denomination;Result\"]\nN NT 7\nS NT 7\n", 1,
              "OptimumResultTable: bidlab reads only full tables: expected 20 rows (4 declarers x 5 denominations), "
              "found 2");
  ExpectError("[OptimumResultTable \"Declarer;Denomination;Result\"]\nN NT 7\nN NT 7\n", 3,
              "OptimumResultTable: N NT is given twice");
  ExpectError("[OptimumResultTable \"Declarer;Denomination;Result\"]\nN NT 14\n", 2,
              "OptimumResultTable: expected the tricks (0-13) declarer takes, found \"14\"");
  ExpectError("[OptimumResultTable \"Declarer;Denomination;Result\"]\nN NT\n", 2,
              "OptimumResultTable: expected rows of 3 elements, the last row has 2");
  ExpectError("[OptimumResultTable \"Declarer;Strain;Result\"]\n", 1,
              "OptimumResultTable: expected the columns Declarer, Denomination and Result, found "
              "\"Declarer;Strain;Result\"");
  std::string both = text + "[DoubleDummyTricks \"54555546658977889778\"]\n";
  ExpectError(both, 22,
              "DoubleDummyTricks disagrees with the OptimumResultTable (line 1) for declarer N in C: 5 against 0");
}

TEST(PbnReader, BadTagLinesAndTruncatedText) {
  ExpectError("[Event \"x\"]\n[Site \"y\"\n[Date \"z\"]\n", 2, "expected ']' after the value of tag Site");
  ExpectError("[Event \"x\"]\n[event \"y\"]\n", 2,
              "expected a tag name (a letter A-Z, then letters, digits or '_') after '[', found 'event'");
  ExpectError("[Event]\n", 1, "expected the value of tag Event in quotes: [Event \"value\"]");
  ExpectError("Event \"x\"\n", 1, "expected a tag like [Event \"…\"], found 'Event'");
  ExpectError("[Event \"x\"]\n[Site \"y\"] here\n", 2, "expected a tag, found \"here\" (tag Site has no section data)");
  ExpectError("[Event \"x\"] ]\n", 1, "unexpected ']' outside a tag pair");
  ExpectError("[Event \"a\tb\"]\n", 1, "a tab is not allowed inside a string (§2.3)");
  ExpectError("[Event \"a\x01\"]\n", 1, "control character 0x01 is not allowed inside a string (§3.2)");
  ExpectError("[Event \"a\vb\"]\n", 1, "control character 0x0B is not allowed inside a string (§3.2)");
  ExpectError("[Event \"x\"] \x01\n", 1, "control character 0x01 is not allowed in PBN (§2.2)");
  ExpectError("[Event \"x\"]\n{ \x7f }\n", 2, "control character 0x7F is not allowed in PBN (§2.2)");
  // Truncated files.
  ExpectError("[Event \"x\"]\n[Deal \"N:AK", 2, "unterminated string: expected '\"' before the end of the line");
  ExpectError("[Event \"x\"]\n[Deal", 2, "expected the value of tag Deal in quotes: [Deal \"value\"]");
  ExpectError("[Event \"x\"]\n[", 2, "expected a tag name (a letter A-Z, then letters, digits or '_') after '['");
  ExpectError("[Event \"x\"]\n[Site \"y\"", 2, "expected ']' after the value of tag Site");
  // CRLF line ends count lines the same way.
  ExpectError("[Event \"x\"]\r\n\r\n[Dealer \"Q\"]\r\n", 3, "Dealer: expected N, E, S or W, found \"Q\"");
}

TEST(PbnReader, UnquotedValuesOnlyForTagsBidlabDoesNotDecode) {
  EXPECT_EQ(ParseOne("[Event Random Deal #]\n").Tag("Event"), "Random Deal #");
  ExpectError("[Deal N:AKQ - - -]\n", 1, "expected the value of tag Deal in quotes: [Deal \"value\"]");
}

TEST(PbnReader, UnknownTagsAndTheirSectionsAreKept) {
  const PbnBoard board = ParseOne("[MyTag \"x\"]\n1 2 \"three\"\n[ScoreTable \"Rank;Score_NS\"]\n1 400\n");
  EXPECT_EQ(board.Tag("MyTag"), "x");
  EXPECT_EQ(board.Tag("ScoreTable"), "Rank;Score_NS");
  ExpectError("[ActionTable \"Rank\"]\n1 %\n", 2,
              "unexpected character '%' in the section of tag ActionTable (§3.2 section tokens)");
}

TEST(PbnReader, ContractDeclarerAndResultProblemsAreWarnings) {
  const auto warnings = [](const std::string& tags, const std::string& auction) {
    return ParseOne(tags + WithAuction(auction)).warnings;
  };
  EXPECT_TRUE(
      warnings("[Declarer \"N\"]\n[Contract \"1NTX\"]\n[Result \"NS 7 EW 6\"]\n", "Pass 1C 1D X\n1NT X AP").empty());
  EXPECT_TRUE(warnings("[Declarer \"^N\"]\n[Contract \"1nt\"]\n[Result \"^7\"]\n", "Pass Pass 1NT AP").empty());
  EXPECT_EQ(warnings("[Declarer \"E\"]\n[Contract \"1C\"]\n", "1C AP"),
            (std::vector<std::string>{"line 1: Declarer \"E\" does not match the auction, which reached 1C by N"}));
  EXPECT_EQ(warnings("[Contract \"1C\"]\n", "1C X AP"),
            (std::vector<std::string>{"line 1: Contract \"1C\" does not match the auction, which reached 1CX by N"}));
  EXPECT_EQ(warnings("[Contract \"3NR\"]\n", "3NT X XX AP"),
            (std::vector<std::string>{
                "line 1: Contract: expected Pass or a contract like 4S, 3NT, 5HX or 6CXX, found \"3NR\""}));
  EXPECT_EQ(warnings("[Contract \"Pass\"]\n[Result \"1\"]\n", "AP"),
            (std::vector<std::string>{"line 2: Result \"1\": expected no result when all passed (§3.4.15)"}));
  // BBO Helper writes a declarer and "0" for a passed-out board.
  EXPECT_TRUE(warnings("[Declarer \"S\"]\n[Contract \"Pass\"]\n[Result \"0\"]\n", "AP").empty());
  EXPECT_EQ(ParseOne("[Result \"NS 9 EW 2\"]\n").warnings,
            (std::vector<std::string>{"line 1: Result: expected the tricks declarer won (0-13), or \"NS n\", \"EW n\" "
                                      "or \"NS n EW m\" (adding up to 13), found \"NS 9 EW 2\""}));
  EXPECT_EQ(ParseOne("[Declarer \"White\"]\n").warnings,
            (std::vector<std::string>{"line 1: Declarer: expected N, E, S or W (^N … when declarer and dummy were "
                                      "swapped), found \"White\""}));
}

// ---------------------------------------------------------------------------
// The external data (shared/data/external, see its README.md files).

std::string ExternalDir() { return std::string(BIDLAB_EXTERNAL_DIR) + "/external"; }

bool IsPbnFile(const std::filesystem::path& path) {
  const std::string ext = path.extension().string();
  return ext == ".pbn" || ext == ".PBN";
}

// Every PBN file under pbn/ and dd/pbn_with_dd/ but the deliberate errors.
std::vector<std::string> ExternalPbnFiles() {
  std::vector<std::string> files;
  for (const char* dir : {"/pbn", "/dd/pbn_with_dd"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(ExternalDir() + dir))
      if (entry.is_regular_file() && IsPbnFile(entry.path()) &&
          !entry.path().filename().string().starts_with("errors_"))
        files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

#define SKIP_WITHOUT_EXTERNAL_DATA()                          \
  if (!std::filesystem::is_directory(ExternalDir() + "/pbn")) \
  GTEST_SKIP() << "no external PBN data at " << ExternalDir() \
               << "/pbn (BIDLAB_EXTERNAL_DIR); see "          \
                  "shared/data/external/README.md"

TEST(PbnExternal, ReadsEveryBoardOfEveryFile) {
  SKIP_WITHOUT_EXTERNAL_DATA();
  const auto start = std::chrono::steady_clock::now();
  long boards = 0, auctions = 0, complete = 0, with_deal = 0, with_table = 0;
  std::vector<std::string> warned;
  const std::vector<std::string> files = ExternalPbnFiles();
  for (const std::string& file : files) {
    std::vector<PbnBoard> read;
    ASSERT_NO_THROW(read = ReadPbnFile(file)) << file;
    EXPECT_FALSE(read.empty()) << file;
    long warnings = 0;
    for (const PbnBoard& board : read) {
      ++boards;
      auctions += !board.auction.empty() || !board.auction_rest.empty();
      complete += board.auction_complete;
      with_deal += board.deal.has_value();
      with_table += board.dd_table.has_value();
      warnings += !board.warnings.empty();
    }
    if (warnings) warned.push_back(std::filesystem::path(file).filename().string() + " " + std::to_string(warnings));
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("[ read %zu files: %ld boards, %ld auctions (%ld complete), %ld deals, %ld DD tables in %.2f s ]\n",
              files.size(), boards, auctions, complete, with_deal, with_table, seconds);
  EXPECT_EQ(files.size(), 121u);
  EXPECT_EQ(boards, 18310);
  EXPECT_EQ(auctions, 17468);
  EXPECT_EQ(complete, 17408);
  EXPECT_EQ(with_deal, 18266);
  EXPECT_EQ(with_table, 596);
  // Only the rpbridge archive (its auctions leave out the dealer's opening
  // passes, so their Declarer disagrees; contracts like "3NR", "4S" for a
  // doubled 4S) and one ETC 1999 board have warnings.
  EXPECT_EQ(warned, (std::vector<std::string>{"example3.pbn 3955", "example4.pbn 1", "A1A13737.PBN 1"}));
}

TEST(PbnExternal, KnownBoards) {
  SKIP_WITHOUT_EXTERNAL_DATA();
  // BBO daylong: first board, alerts in notes, OptimumResultTable.
  const auto bbo = ReadPbnFile(ExternalDir() + "/pbn/ben/BBO/Ben_Friends_Daily_-_2024-06-04_Daylong.pbn");
  ASSERT_FALSE(bbo.empty());
  EXPECT_EQ(bbo[0].auction, Calls("PASS PASS 1D 1S 2S PASS 3D PASS PASS 3S 4D PASS PASS PASS"));
  EXPECT_EQ(bbo[0].auction_note_refs, (std::vector<int>{0, 0, 1, 2, 3, 0, 4, 0, 0, 5, 6, 0, 0, 0}));
  EXPECT_EQ(bbo[0].notes.size(), 6u);
  ASSERT_TRUE(bbo[0].dd_table.has_value());
  EXPECT_EQ(bbo[0].dd_table->Tricks(Seat::kNorth, Strain::kDiamonds), 9);
  EXPECT_EQ(bbo[0].dd_table->Tricks(Seat::kEast, Strain::kClubs), 7);
  // Camrose 2024: both table forms agree (the reader checks it); board 1.
  const auto camrose = ReadPbnFile(ExternalDir() + "/dd/pbn_with_dd/Camrose24_1.pbn");
  ASSERT_EQ(camrose.size(), 160u);
  ASSERT_TRUE(camrose[0].dd_table.has_value());
  EXPECT_EQ(camrose[0].dd_table->Tricks(Seat::kEast, Strain::kNoTrump), 8);
  EXPECT_EQ(camrose[0].dd_table->Tricks(Seat::kSouth, Strain::kHearts), 6);
  // rpbridge archive: the second table of board 1 takes its deal.
  const auto archive = ReadPbnFile(ExternalDir() + "/pbn/endplay/example3.pbn");
  ASSERT_GE(archive.size(), 2u);
  EXPECT_EQ(archive[1].board, "1");
  EXPECT_EQ(archive[1].deal, archive[0].deal);
  EXPECT_EQ(archive[1].Tag("West"), "Zak");
  // ETC 1999 uses "#" for Event, Site, …
  const auto etc = ReadPbnFile(ExternalDir() + "/pbn/vugraph_etc99/A1A10101.PBN");
  ASSERT_GE(etc.size(), 2u);
  EXPECT_EQ(etc[1].Tag("Event"), "European Team Championships '99");
  EXPECT_EQ(etc[1].Tag("HomeTeam"), "Austria");
}

TEST(PbnExternal, ReadsTheConformanceFilesCleanly) {
  SKIP_WITHOUT_EXTERNAL_DATA();
  for (const char* name : {"basic_10", "basic_20", "correct_10", "correct_20", "correct_21"}) {
    const auto boards = ReadPbnFile(ExternalDir() + "/pbn/pbnjveri/" + name + ".pbn");
    EXPECT_FALSE(boards.empty()) << name;
    for (const PbnBoard& board : boards) EXPECT_TRUE(board.warnings.empty()) << name << " line " << board.line;
  }
}

// One game of a pbnjveri errors file (each starts at a line "% ===... game N").
struct ErrorGame {
  const char* file;
  int game;
  long line;         // of the error; 0 when bidlab accepts the game
  const char* what;  // the error, or the warning of an accepted game ("" none)
};

// Games bidlab accepts are those whose error concerns what bidlab does not
// read (the play, tags it keeps as text, the line length) or that real files
// need (see pbn_reader.h); bad Contract, Declarer or Result give warnings.
constexpr ErrorGame kErrorGames[] = {
    {"errors_10", 1, 0, ""},  // unknown tag: skipped by a robust parser (§4.9)
    {"errors_10", 2, 11, "expected the value of tag Event in quotes: [Event \"value\"]"},
    {"errors_10", 3, 0, ""},  // [Event No_quotes]: tolerated for tags bidlab does not decode
    {"errors_10", 4, 19, "a tab is not allowed inside a string (§2.3)"},
    {"errors_10", 5, 0, ""},  // Round, Date values: not decoded
    {"errors_10", 6, 0, ""},
    {"errors_10", 7, 0, ""},
    {"errors_10", 8, 0, ""},
    {"errors_10", 9, 39, "Dealer: expected N, E, S or W, found \"Black\""},
    {"errors_10", 10, 43, "Vulnerable: expected None, NS, EW or All (or Love, -, Both), found \"E\""},
    {"errors_10", 11, 47, "hand \"vKQT2.AT.J6542.85\": expected a rank (AKQJT98765432), found 'v'"},
    {"errors_10", 12, 51, "card SK is held by two players"},
    {"errors_10", 13, 55, "West holds 14 cards, expected 13"},
    {"errors_10", 14, 59, "West holds 12 cards, expected 13 like the other hands"},
    {"errors_10", 15, 63, "West holds 12 cards, expected 13 like the other hands"},
    {"errors_10", 16, 67, "expected four hands separated by single spaces"},
    {"errors_10", 17, 71, "West holds 14 cards, expected 13"},
    {"errors_10", 18, 75, "expected at least one hand, all four are unknown (\"-\")"},
    {"errors_10", 19, 0, "Declarer: expected N, E, S or W"},
    {"errors_10", 20, 0, "Contract: expected Pass or a contract like 4S, 3NT, 5HX or 6CXX, found \"5Hearts\""},
    {"errors_10", 21, 0, "Contract: expected Pass or a contract like 4S, 3NT, 5HX or 6CXX, found \"5NoTrump\""},
    {"errors_10", 22, 0, "Result: expected the tricks declarer won"},
    {"errors_10", 23, 95, "expected a tag like [Event \"…\"], found 'bad'"},
    {"errors_10", 24, 102, "an Auction section needs the Dealer tag (§3.1)"},
    {"errors_10", 25, 0, ""},  // 25-27: what a Play section needs; the play is not read
    {"errors_10", 26, 0, ""},
    {"errors_10", 27, 0, ""},
    {"errors_10", 28, 159, "the first call is West's, expected the dealer North"},
    {"errors_10", 29, 168, "the first call is East's, expected the dealer North"},
    {"errors_10", 30, 177, "unknown call \"1\": expected Pass, X, XX, AP or a bid 1C..7NT"},
    {"errors_10", 31, 0, ""},  // "1N": real files write it for 1NT
    {"errors_10", 32, 195, "illegal call 1C by East: 1C is insufficient: the last bid is 1D"},
    {"errors_10", 33, 204, "illegal call X by South: X: cannot double your own side's bid (1D by N)"},
    {"errors_10", 34, 214, "illegal call XX by West: XX: cannot redouble your own side's double of 1D by N"},
    {"errors_10", 35, 223, "at most one suffix (! ? !! ?? !? ?!) or NAG $1-$6 per call (§3.5.2)"},
    {"errors_10", 36, 0, "Declarer \"N\" does not match the auction, which reached 1C by S"},
    {"errors_10", 37, 0, "Declarer \"W\" does not match the auction, which reached 1C by S"},
    {"errors_10", 38, 0, "Declarer \"^S\" does not match the auction, which reached 1C by S"},
    {"errors_10", 39, 0, "Contract \"1D\" does not match the auction, which reached 1C by S"},
    {"errors_10", 40, 0, "Contract \"Pass\" does not match the auction, which reached 1C by S"},
    {"errors_10", 41, 0, "Contract \"Pass\" does not match the auction, which reached 1C by S"},
    {"errors_10", 42, 0, "Contract \"1CX\" does not match the auction, which reached 1C by S"},
    {"errors_10", 43, 0, "Contract \"1C\" does not match the auction, which reached 1CX by S"},
    {"errors_10", 44, 0, ""},  // 44-53: errors in the play, which bidlab does not read
    {"errors_10", 45, 0, ""},
    {"errors_10", 46, 0, ""},
    {"errors_10", 47, 0, ""},
    {"errors_10", 48, 0, ""},
    {"errors_10", 49, 0, ""},
    {"errors_10", 50, 0, ""},
    {"errors_10", 51, 0, ""},
    {"errors_10", 52, 0, ""},
    {"errors_10", 53, 0, ""},
    {"errors_10", 54, 0, "Result \"1\": expected no result when all passed (§3.4.15)"},
    {"errors_10", 55, 0, "Result \"1\": expected no result when all passed (§3.4.15)"},
    {"errors_10", 56, 529, "Note: expected \"index:text\" with an index from 1 to 32, found \"0: illegal note index\""},
    {"errors_10", 57, 564, "=3= refers to a note that is not given: expected [Note \"3:…\"] after the auction"},
    {"errors_10", 58, 601, "^I marks an insufficient bid (§3.9), but 1S is higher than the last bid"},
    {"errors_10", 59, 654, "at most one suffix (! ? !! ?? !? ?!) or NAG $1-$6 per call (§3.5.2)"},
    {"errors_10", 60, 0, ""},  // 60-61: the result against the play
    {"errors_10", 61, 0, ""},
    {"errors_10", 62, 772, "tag Dealer may not inherit its value with \"#\" (§4.8)"},
    {"errors_10", 63, 0, ""},  // 63-67: Score tags, not decoded
    {"errors_10", 64, 0, ""},
    {"errors_10", 65, 0, ""},
    {"errors_10", 66, 0, ""},
    {"errors_10", 67, 0, ""},
    {"errors_10", 68, 0, ""},  // lines over 255 characters: not limited
    {"errors_10", 69, 828, "control character 0x7F is not allowed in PBN (§2.2)"},
    {"errors_10", 70, 0, ""},  // values of WestType, Scoring, Mode…: not decoded
    {"errors_10", 71, 0, ""},  // export-format layout: bidlab reads the import format
    {"errors_10", 72, 875, "Note: expected \"index:text\" with an index from 1 to 32, found \"\""},
    {"errors_10", 73, 0, ""},  // bad card in the play
    {"errors_10", 74, 955, "unterminated string: expected '\"' before the end of the line"},
    {"errors_20", 1, 0, ""},  // 1-6: Scoring and ScoreRubberHistory values, not decoded
    {"errors_20", 2, 0, ""},
    {"errors_20", 3, 0, ""},
    {"errors_20", 4, 0, ""},
    {"errors_20", 5, 0, ""},
    {"errors_20", 6, 0, ""},
    {"errors_20", 7, 0, ""},  // 7-8: '+' in the play
    {"errors_20", 8, 0, ""},
    {"errors_20", 9, 66, "'+' must be the last token of the auction: it stands for the next call (§3.5)"},
    {"errors_20", 10, 79, "'+' must be the last token of the auction: it stands for the next call (§3.5)"},
    {"errors_20", 11, 92, "'+' must be the last token of the auction: it stands for the next call (§3.5)"},
    {"errors_20", 12, 97, "unterminated string: expected '\"' before the end of the line"},  // \" escapes
    {"errors_20", 13, 100, "unterminated string: expected '\"' before the end of the line"},
    {"errors_20", 14, 0, ""},  // 14, 15, 21: ActionTable columns and rows, not decoded
    {"errors_20", 15, 0, ""},
    {"errors_20", 16, 113, "unexpected character '%' in the section of tag ActionTable (§3.2 section tokens)"},
    {"errors_20", 17, 117, "expected a tag name (a letter A-Z, then letters, digits or '_') after '['"},
    {"errors_20", 18, 121, "unexpected ']' outside a tag pair"},
    {"errors_20", 19, 125, "unterminated comment: expected '}' to close the '{' of this line"},
    {"errors_20", 20, 129, "unexpected '}' outside a comment"},
    {"errors_20", 21, 0, ""},
    {"errors_20", 22, 0, ""},  // 22-23: no error named (score tables)
    {"errors_20", 23, 0, ""},
    {"errors_21", 1, 0, ""},  // OptimumScore values, not decoded
    {"errors_21", 2, 0, ""},
};

TEST(PbnExternal, ErrorGamesAreRejectedOrWarned) {
  SKIP_WITHOUT_EXTERNAL_DATA();
  std::size_t checked = 0;
  for (const char* name : {"errors_10", "errors_20", "errors_21"}) {
    const std::string path = ExternalDir() + "/pbn/pbnjveri/" + name + ".pbn";
    const std::string text = ReadFileText(path);
    // Split at the "% ===... game N" lines; keep line numbers by starting
    // each game with as many empty lines as precede it.
    std::vector<std::size_t> starts;
    std::vector<long> lines;
    long line = 1;
    for (std::size_t pos = 0; pos < text.size(); ++line) {
      if (std::string_view(text).substr(pos).starts_with("% ==================== game")) {
        starts.push_back(pos);
        lines.push_back(line);
      }
      const std::size_t newline = text.find('\n', pos);
      pos = newline == std::string::npos ? text.size() : newline + 1;
    }
    starts.push_back(text.size());
    for (std::size_t g = 0; g + 1 < starts.size(); ++g) {
      const ErrorGame* expected = nullptr;
      for (const ErrorGame& e : kErrorGames)
        if (std::string_view(e.file) == name && e.game == static_cast<int>(g) + 1) expected = &e;
      ASSERT_NE(expected, nullptr) << name << " game " << g + 1 << " has no expectation";
      ++checked;
      const std::string game = std::string(lines[g] - 1, '\n') + text.substr(starts[g], starts[g + 1] - starts[g]);
      SCOPED_TRACE(std::string(name) + " game " + std::to_string(g + 1));
      if (expected->line != 0) {
        try {
          ParsePbn(game, path);
          ADD_FAILURE() << "accepted, expected line " << expected->line << ": " << expected->what;
        } catch (const InputError& e) {
          EXPECT_EQ(e.file(), path);
          EXPECT_EQ(e.line(), expected->line) << e.what();
          EXPECT_NE(e.detail().find(expected->what), std::string::npos) << e.what();
        }
        continue;
      }
      std::vector<PbnBoard> boards;
      ASSERT_NO_THROW(boards = ParsePbn(game, path));
      ASSERT_EQ(boards.size(), 1u);
      if (std::string_view(expected->what).empty()) {
        EXPECT_TRUE(boards[0].warnings.empty()) << boards[0].warnings.front();
      } else {
        ASSERT_EQ(boards[0].warnings.size(), 1u);
        EXPECT_NE(boards[0].warnings[0].find(expected->what), std::string::npos) << boards[0].warnings[0];
      }
    }
  }
  EXPECT_EQ(checked, std::size(kErrorGames));
}

}  // namespace
}  // namespace bidlab
