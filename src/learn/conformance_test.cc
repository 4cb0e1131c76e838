// The conformance suite every bidder passes (STYLE.md §17, OpenSpiel's
// LoadGameTest): it loops over the registry, so a bidder or model kind gets
// all of it by registering.
//
//  - every registered bidder (RegisteredBidders()) and the external bidder
//    running examples/nt_bidder.sh: only legal calls on 1,000 uncontested
//    deals (East-West pass), Clone() makes the same calls, Explain() does
//    not throw;
//  - every registered model kind (RegisteredModelKinds()), through a tiny
//    model trained in memory by the recipe below: the same three checks, and
//    the model saved through the model-file layer (header and checksum, on
//    disk) and loaded by the registry makes the same calls; a truncated
//    file, a flipped byte, a file of another kind and another kind's payload
//    are refused with an Error.
//
// A model kind without a recipe FAILS (TinyModelRecipes below): registering
// a kind means adding its recipe here. The data are made up (no DDS): real
// random hands with the synthetic costs of learn/bandit/bandit_test_util.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/auction.h"
#include "core/error.h"
#include "data/dealer.h"
#include "eval/evaluate.h"
#include "features/white_features.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_model.h"
#include "learn/bandit/bandit_test_util.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/one_call_bidder.h"
#include "learn/bidder.h"
#include "learn/cbr/cbr_model.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/contested_neural/imitation.h"
#include "learn/contested_neural/imitation_test_util.h"
#include "learn/csosr/csosr.h"
#include "learn/cstsr/cstsr.h"
#include "learn/external/external_bidder.h"
#include "learn/neural/neural_bidder.h"
#include "learn/neural/neural_model.h"
#include "learn/neural/neural_trainer.h"
#include "learn/registry.h"
#include "learn/softmax/softmax_bidder.h"
#include "learn/softmax/softmax_call_model.h"

namespace bidlab {
namespace {

constexpr int kConformanceDeals = 1000;
constexpr std::uint64_t kDealSeed = 2106;  // the bidding deals
constexpr std::uint64_t kTrainSeed = 21;   // the tiny models' training deals
constexpr int kTrainDeals = 300;

// ---------------------------------------------------------------------------
// Bidding: the uncontested auction of every deal through eval's auction loop
// (each call checked for legality), each call explained.

struct Bidding {
  std::vector<Auction> auctions;
  std::string failure;  // the first problem found; empty when none
};

Bidding BidDeals(Bidder& bidder, int deals) {
  Bidding out;
  for (int i = 0; i < deals; ++i) {
    const Deal deal = DealAt(kDealSeed, static_cast<std::uint64_t>(i));
    try {
      // Eval's one auction loop: it refuses an illegal call, naming the deal,
      // the call and the auction; Bid or Explain throwing ends it too.
      out.auctions.push_back(BidUncontested(bidder, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth),
                                            static_cast<std::uint64_t>(i),
                                            [&](const BidRequest& request, Call) { (void)bidder.Explain(request); }));
    } catch (const std::exception& e) {
      out.failure = "deal " + std::to_string(i) + ": " + e.what();
      return out;
    }
  }
  return out;
}

// The first deal on which two biddings differ, as a message; empty when none.
std::string FirstDifference(const Bidding& a, const Bidding& b) {
  if (a.auctions.size() != b.auctions.size())
    return std::to_string(a.auctions.size()) + " against " + std::to_string(b.auctions.size()) + " deals bid";
  for (std::size_t i = 0; i < a.auctions.size(); ++i)
    if (!(a.auctions[i] == b.auctions[i]))
      return "deal " + std::to_string(i) + ": \"" + FormatAuction(a.auctions[i]) + "\" against \"" +
             FormatAuction(b.auctions[i]) + "\"";
  return "";
}

// Legal calls, Explain, and a clone (made after the bidder has bid, so any
// scratch state is not carried into it) that bids the same.
void CheckBidsLegallyAndClones(Bidder& bidder, int deals) {
  const Bidding first = BidDeals(bidder, deals);
  ASSERT_EQ(first.failure, "") << bidder.Name();
  ASSERT_EQ(first.auctions.size(), static_cast<std::size_t>(deals));
  const std::unique_ptr<Bidder> clone = bidder.Clone();
  ASSERT_NE(clone, nullptr);
  EXPECT_EQ(clone->Name(), bidder.Name());
  EXPECT_EQ(clone->SeesPartnerHand(), bidder.SeesPartnerHand());
  const Bidding again = BidDeals(*clone, deals);
  ASSERT_EQ(again.failure, "") << "the clone of " << bidder.Name();
  EXPECT_EQ(FirstDifference(first, again), "") << "the clone of " << bidder.Name() << " bids differently";
}

// gtest names: letters, digits and underscores.
std::string TestName(std::string name) {
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

// ---------------------------------------------------------------------------
// Bidders: every registered one, and the external bidder's example program.

struct BidderCase {
  std::string name;
  std::function<std::unique_ptr<Bidder>()> make;
  int deals = kConformanceDeals;
};

const std::string kExternalExample = std::string("sh ") + BIDLAB_DATA_DIR + "/../examples/nt_bidder.sh";

std::vector<BidderCase> BidderCases() {
  RegisterAllBidders();
  std::vector<BidderCase> cases;
  for (const BidderEntry& entry : RegisteredBidders()) cases.push_back({entry.name, entry.make});
  // Not registered (it is named by --bidder-cmd); a shell script answers a
  // request in about a millisecond, so fewer deals.
  cases.push_back({"external_nt_bidder",
                   [] { return std::make_unique<ExternalBidder>(ExternalBidderOptions{kExternalExample}); }, 200});
  return cases;
}

// gtest prints a parameter by name (not as bytes) in --gtest_list_tests and failures.
void PrintTo(const BidderCase& c, std::ostream* os) { *os << c.name; }

class BidderConformance : public ::testing::TestWithParam<BidderCase> {};

TEST_P(BidderConformance, BidsLegallyExplainsAndClones) {
  const std::unique_ptr<Bidder> bidder = GetParam().make();
  ASSERT_NE(bidder, nullptr);
  EXPECT_FALSE(bidder->Name().empty());
  CheckBidsLegallyAndClones(*bidder, GetParam().deals);
}

INSTANTIATE_TEST_SUITE_P(Registered, BidderConformance, ::testing::ValuesIn(BidderCases()),
                         [](const ::testing::TestParamInfo<BidderCase>& c) { return TestName(c.param.name); });

// ---------------------------------------------------------------------------
// Model kinds: a tiny model of each, trained in memory in well under a second.

struct TinyModel {
  std::unique_ptr<Bidder> bidder;  // built from the model in memory
  std::string payload;             // the model's SavePayload()
};

using TinyModelRecipe = std::function<TinyModel()>;

std::vector<CostExample> SyntheticCostExamples() {
  std::vector<CostExample> examples;
  for (int i = 0; i < kTrainDeals; ++i) {
    const Deal d = DealAt(kTrainSeed, static_cast<std::uint64_t>(i));
    CostExample e;
    e.north = d.hand(Seat::kNorth);
    e.south = d.hand(Seat::kSouth);
    e.costs = testing::SyntheticCosts(e.north, e.south);
    examples.push_back(e);
  }
  return examples;
}

TinyModel TinyCstsr() {
  CstsrParams p;
  p.features = {FeatureSet::kCondensed2, false};
  p.lambdas = {1.0};  // one λ: no validation split needed
  const auto model = TrainCstsr(p, SyntheticCostExamples(), {}).model;
  return {std::make_unique<OneCallBidder>(model), model->SavePayload()};
}

TinyModel TinyCsosr() {
  CsosrParams p;
  p.features = {FeatureSet::kCondensed, true};  // the optimistic learner: sees partner's hand
  p.costs_C = {10};
  p.gammas = {0.05};
  p.threads = 1;
  std::vector<CostExample> examples = SyntheticCostExamples();
  examples.resize(150);
  const auto model = TrainCsosr(p, examples, {}).model;
  return {std::make_unique<OneCallBidder>(model), model->SavePayload()};
}

TinyModel TinyBandit() {
  BanditParams p;
  p.structure = StructureKind::kLayered;
  p.depth = 4;
  p.width = 3;
  p.ucb = UcbRule::kLinUcb;
  p.alpha = 4;
  p.penetrate = 0.5;
  p.iterations = 3000;
  p.seed = 3;
  const auto model = TrainBandit(p, testing::SyntheticDeals(kTrainDeals, kTrainSeed)).model;
  return {std::make_unique<BanditBidder>(model), model->SavePayload()};
}

TinyModel TinyCbr() {
  // North's hands of the training deals, opened as SAYC opens them.
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
  const Auction empty;
  std::vector<cbr::Case> cases;
  for (int i = 0; i < kTrainDeals; ++i) {
    const Hand north = DealAt(kTrainSeed, static_cast<std::uint64_t>(i)).hand(Seat::kNorth);
    cases.push_back({north, 1, sayc->Bid({Seat::kNorth, north, &empty, std::nullopt}), static_cast<std::uint32_t>(i)});
  }
  const auto model = std::make_shared<const cbr::CbrModel>(std::move(cases), cbr::CbrParams{5, true}, "conformance");
  return {std::make_unique<cbr::CbrBidder>(model), model->SavePayload()};
}

SoftmaxTrainParams QuickSoftmax() {
  SoftmaxTrainParams p;
  p.max_epochs = 20;
  return p;
}

TinyModel TinySoftmaxOpening() {
  std::vector<Hand> norths;
  std::vector<Call> calls;
  for (const CostExample& e : SyntheticCostExamples()) {
    norths.push_back(e.north);
    calls.push_back(e.north.HighCardPoints() >= 12 ? Call::Bid(1, Strain::kNoTrump) : Call::Pass());
  }
  const auto model = TrainSoftmaxCallModel(SoftmaxTask::kOpening, WhiteTemplate::kDomain, SoftmaxStructure::kFlat,
                                           norths, calls, QuickSoftmax());
  return {std::make_unique<SoftmaxBidder>(model), model->SavePayload()};
}

TinyModel TinySoftmaxContract() {
  std::vector<Hand> teams;
  std::vector<Call> calls;
  for (const CostExample& e : SyntheticCostExamples()) {
    teams.push_back(PartnershipHolding(e.north, e.south));
    calls.push_back(Call::FromIndex(testing::SyntheticBest(e.north, e.south)));
  }
  const auto model = TrainSoftmaxCallModel(SoftmaxTask::kContract, WhiteTemplate::kRaw, SoftmaxStructure::kTwoStage,
                                           teams, calls, QuickSoftmax());
  return {std::make_unique<SoftmaxBidder>(model), model->SavePayload()};
}

TinyModel TinyNeural() {
  std::vector<neural::NeuralDeal> deals;
  for (const CostExample& e : SyntheticCostExamples()) {
    neural::NeuralDeal d;
    d.hands = {e.north, e.south};
    for (int c = 0; c < kNumFinalCalls; ++c)
      d.costs[static_cast<std::size_t>(c)] = static_cast<float>(e.costs[static_cast<std::size_t>(c)]);
    deals.push_back(d);
  }
  neural::NeuralParams p;
  p.hidden = {16};
  p.steps = 20;
  p.deals_per_step = 8;
  p.minibatch = 16;
  p.eval_every = 10;
  p.target_sync = 5;
  p.symmetries = 1;  // made-up costs, no double-dummy tables to relabel
  p.seed = 7;
  neural::NeuralTrainOptions options;
  options.threads = 1;
  const std::span<const neural::NeuralDeal> validation(deals.data(), 50);
  const auto model = neural::TrainNeural(p, deals, validation, options).model;
  return {std::make_unique<neural::NeuralBidder>(model), model->SavePayload()};
}

// The four-seat bidder imitating a made-up contested teacher
// (imitation_test_util.h); here it bids the uncontested deals like the rest.
TinyModel TinyContested() {
  const auto train = contested_neural::testing::TeacherBoardsOf(kTrainSeed, 0, kTrainDeals);
  const auto validation = contested_neural::testing::TeacherBoardsOf(kTrainSeed, kTrainDeals, 50);
  contested_neural::ImitationParams p;
  p.hidden = {16};
  p.epochs = 2;
  p.minibatch = 32;
  p.seed = 7;
  const auto model = contested_neural::TrainImitation(p, train, validation).model;
  return {std::make_unique<contested_neural::ContestedBidder>(model), model->SavePayload()};
}

// Every model kind's recipes, by kind; a kind may have several variants
// (each is tested). A registered kind missing here fails ModelKindConformance.
const std::map<std::string, std::map<std::string, TinyModelRecipe>>& TinyModelRecipes() {
  static const std::map<std::string, std::map<std::string, TinyModelRecipe>> recipes = {
      {CstsrModel::kKind, {{"condensed2", TinyCstsr}}},
      {CsosrModel::kKind, {{"condensed_optimistic", TinyCsosr}}},
      {BanditModel::kKind, {{"layered_linucb", TinyBandit}}},
      {cbr::CbrModel::kKind, {{"cbridge1a_k5", TinyCbr}}},
      {SoftmaxCallModel::kKind, {{"opening_flat", TinySoftmaxOpening}, {"contract_two_stage", TinySoftmaxContract}}},
      {neural::NeuralModel::kKind, {{"policy_gradient", TinyNeural}}},
      {contested_neural::ContestedModel::kKind, {{"imitation", TinyContested}}},
  };
  return recipes;
}

struct KindCase {
  std::string kind;
  std::string variant;  // empty: the kind has no recipe
};

std::vector<KindCase> KindCases() {
  RegisterAllBidders();
  std::vector<KindCase> cases;
  for (const ModelKind& kind : RegisteredModelKinds()) {
    const auto it = TinyModelRecipes().find(kind.kind);
    if (it == TinyModelRecipes().end() || it->second.empty()) cases.push_back({kind.kind, ""});
    else
      for (const auto& [variant, recipe] : it->second) cases.push_back({kind.kind, variant});
  }
  return cases;
}

void PrintTo(const KindCase& c, std::ostream* os) { *os << c.kind << " " << c.variant; }

// The tiny model of a case, trained once (the cross-kind check reuses them).
const TinyModel& Trained(const std::string& kind, const std::string& variant) {
  static std::map<std::pair<std::string, std::string>, TinyModel> trained;
  auto it = trained.find({kind, variant});
  if (it == trained.end())
    it = trained.emplace(std::pair{kind, variant}, TinyModelRecipes().at(kind).at(variant)()).first;
  return it->second;
}

// Whether `f` throws bidlab's Error (any other exception, or none, is a failure).
template <typename F>
::testing::AssertionResult ThrowsError(F&& f) {
  try {
    f();
  } catch (const Error&) {
    return ::testing::AssertionSuccess();
  } catch (const std::exception& e) {
    return ::testing::AssertionFailure() << "threw a std::exception that is not an Error: " << e.what();
  }
  return ::testing::AssertionFailure() << "accepted it";
}

class ModelKindConformance : public ::testing::TestWithParam<KindCase> {
 protected:
  void SetUp() override {
    if (GetParam().variant.empty())
      FAIL() << "model kind \"" << GetParam().kind
             << "\" is registered but has no tiny-model recipe: add one to TinyModelRecipes() in "
                "src/learn/conformance_test.cc";
    kind_ = &FindModelKind(GetParam().kind);
  }
  const TinyModel& model() const { return Trained(GetParam().kind, GetParam().variant); }
  std::string ScratchPath() const {
    return (std::filesystem::temp_directory_path() /
            ("bidlab_conformance_" + TestName(GetParam().kind + "_" + GetParam().variant) + ".model"))
        .string();
  }

  const ModelKind* kind_ = nullptr;
};

TEST_P(ModelKindConformance, BidsLegallyExplainsAndClones) {
  ASSERT_NE(model().bidder, nullptr);
  CheckBidsLegallyAndClones(*model().bidder, kConformanceDeals);
}

TEST_P(ModelKindConformance, SavedAndLoadedModelBidsTheSame) {
  const std::string path = ScratchPath();
  WriteModelFile(path, {kind_->kind, kind_->version, model().payload});
  const ModelFile file = ReadModelFile(path);
  std::filesystem::remove(path);
  RequireModelKind(path, file, kind_->kind, kind_->version);
  EXPECT_TRUE(file.checksummed);
  const std::unique_ptr<Bidder> loaded = kind_->load(file.payload);
  ASSERT_NE(loaded, nullptr);
  EXPECT_EQ(loaded->Name(), model().bidder->Name());
  EXPECT_EQ(loaded->SeesPartnerHand(), model().bidder->SeesPartnerHand());
  const Bidding original = BidDeals(*model().bidder, kConformanceDeals);
  const Bidding reloaded = BidDeals(*loaded, kConformanceDeals);
  ASSERT_EQ(reloaded.failure, "") << "the loaded " << loaded->Name();
  EXPECT_EQ(FirstDifference(original, reloaded), "") << "the loaded model bids differently";
}

TEST_P(ModelKindConformance, DamagedFilesAreRefused) {
  const std::string text = FormatModelFile({kind_->kind, kind_->version, model().payload});
  const std::string name = GetParam().kind + ".model";
  // The file cut short anywhere: the checksum no longer matches.
  for (const std::size_t cut : {text.find('\n'), text.find('\n') + 1, text.size() / 2, text.size() - 1})
    EXPECT_TRUE(ThrowsError([&] { ParseModelFile(text.substr(0, cut), name); })) << "cut at byte " << cut;
  // A byte flipped in the payload (first, middle, last).
  const std::size_t payload_start = text.find('\n') + 1;
  for (const std::size_t at : {payload_start, (payload_start + text.size()) / 2, text.size() - 1}) {
    std::string flipped = text;
    flipped[at] = static_cast<char>(flipped[at] ^ 0x20);
    EXPECT_TRUE(ThrowsError([&] { ParseModelFile(flipped, name); })) << "byte " << at << " flipped";
  }
  // Files of before the checksum (a header of three words) are still read,
  // so the loader itself must refuse a payload cut short.
  const std::string& payload = model().payload;
  const std::string legacy_header = "bidlab-model " + kind_->kind + " " + std::to_string(kind_->version) + "\n";
  for (const std::size_t cut : {std::size_t{0}, payload.find('\n') + 1, payload.size() / 2}) {
    const ModelFile legacy = ParseModelFile(legacy_header + payload.substr(0, cut), name);
    ASSERT_FALSE(legacy.checksummed);
    EXPECT_TRUE(ThrowsError([&] { kind_->load(legacy.payload); }))
        << "payload cut at byte " << cut << " of " << payload.size();
  }
}

TEST_P(ModelKindConformance, OtherKindsAreRefused) {
  // A file of another kind (or version) is refused by the header check …
  const ModelFile wrong_kind{kind_->kind == "bandit" ? "cstsr" : "bandit", 1, model().payload, true};
  EXPECT_TRUE(ThrowsError([&] { RequireModelKind("m.model", wrong_kind, kind_->kind, kind_->version); }));
  const ModelFile wrong_version{kind_->kind, kind_->version + 1, model().payload, true};
  EXPECT_TRUE(ThrowsError([&] { RequireModelKind("m.model", wrong_version, kind_->kind, kind_->version); }));
  // … and this kind's loader refuses every other kind's payload.
  for (const KindCase& other : KindCases()) {
    if (other.kind == kind_->kind || other.variant.empty()) continue;
    EXPECT_TRUE(ThrowsError([&] { kind_->load(Trained(other.kind, other.variant).payload); }))
        << "the " << other.kind << " (" << other.variant << ") payload given to the " << kind_->kind << " loader";
  }
}

INSTANTIATE_TEST_SUITE_P(Registered, ModelKindConformance, ::testing::ValuesIn(KindCases()),
                         [](const ::testing::TestParamInfo<KindCase>& c) {
                           return TestName(c.param.kind +
                                           (c.param.variant.empty() ? "_no_recipe" : "_" + c.param.variant));
                         });

// The recipes name only registered kinds (a renamed kind leaves no stale recipe).
TEST(ModelKindConformanceRecipes, NameOnlyRegisteredKinds) {
  RegisterAllBidders();
  for (const auto& [kind, variants] : TinyModelRecipes()) {
    EXPECT_NO_THROW(FindModelKind(kind)) << kind;
    EXPECT_FALSE(variants.empty()) << kind;
  }
}

}  // namespace
}  // namespace bidlab
