#include "serve/explorer.h"

#include <algorithm>
#include <filesystem>
#include <random>
#include <sstream>

#include "core/auction.h"
#include "core/board.h"
#include "core/call_text.h"
#include "core/error.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "eval/call_meaning.h"
#include "eval/uncontested_seat.h"
#include "io/model_file.h"
#include "io/pbn_deal.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_features.h"
#include "learn/bandit/bandit_model.h"
#include "learn/bandit/opening_table.h"
#include "learn/bidder_names.h"
#include "learn/registry.h"
#include "report/deal_view.h"
#include "serve/api_params.h"

namespace bidlab {

namespace {

// North and South as typed; East and West share the other 26 cards at
// random (seeded, so the same request gives the same deal).
Deal CompleteDeal(Hand north, Hand south, std::uint64_t seed) {
  if ((north.mask() & south.mask()) != 0) throw BadRequest{400, "north and south hold the same card"};
  std::vector<int> rest;
  for (int c = 0; c < kNumCards; ++c)
    if (!(((north.mask() | south.mask()) >> c) & 1u)) rest.push_back(c);
  std::mt19937_64 random(seed);
  std::shuffle(rest.begin(), rest.end(), random);
  Hand east, west;
  for (std::size_t i = 0; i < rest.size(); ++i)
    (i < rest.size() / 2 ? east : west).Add(Card{static_cast<std::uint8_t>(rest[i])});
  return Deal({north, east, south, west});
}

// A bandit node as a bidder that "opens" with the node's prediction, so the
// opening-table summary (learn/bandit/opening_table.h) describes any node.
class NodeBidder : public Bidder {
 public:
  NodeBidder(std::shared_ptr<const BanditModel> model, int node) : model_(std::move(model)), node_(node) {}
  std::string Name() const override { return "node"; }
  Call Bid(const BidRequest& request) override {
    return Call::FromIndex(model_->Predict(node_, BanditFeatures(request.hand)));
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<NodeBidder>(model_, node_); }

 private:
  std::shared_ptr<const BanditModel> model_;
  int node_;
};

std::vector<Call> ParseCalls(const std::string& text) {
  std::vector<Call> calls;
  std::string word;
  std::istringstream in(text);
  while (in >> word) {
    const auto call = ParseCall(word);
    if (!call || !(call->IsPass() || call->IsBid()))
      throw BadRequest{400, "calls: \"" + word.substr(0, 20) + "\" is not PASS or a bid"};
    calls.push_back(*call);
  }
  if (calls.size() > static_cast<std::size_t>(kNumCalls)) throw BadRequest{400, "calls: too many calls"};
  return calls;
}

}  // namespace

Explorer::Explorer(const std::vector<std::string>& model_paths) {
  RegisterAllBidders();
  for (const char* name : {"sayc", "pass"}) entries_.push_back({name, "registered bidder", MakeBidder(name), nullptr});
  for (const std::string& path : model_paths) {
    const ModelFile file = ReadModelFile(path);
    Entry entry;
    entry.source = std::filesystem::path(path).filename().string();  // not where the user keeps files
    if (file.kind == BanditModel::kKind) {
      RequireModelKind(path, file, BanditModel::kKind, BanditModel::kVersion);
      entry.bandit = LoadPayloadOf(path, [&] { return BanditModel::LoadPayload(file.payload); });
      entry.prototype = std::make_unique<BanditBidder>(entry.bandit);
    } else {
      const ModelKind& kind = FindModelKind(file.kind);
      RequireModelKind(path, file, kind.kind, kind.version);
      entry.prototype = LoadPayloadOf(path, [&] { return kind.load(file.payload); });
    }
    entry.name = entry.prototype->Name();
    // Two models of one kind share a name: tell them apart by position.
    for (const Entry& other : entries_)
      if (other.name == entry.name) entry.name += "#" + std::to_string(entries_.size());
    entries_.push_back(std::move(entry));
  }
}

Explorer::~Explorer() = default;

std::vector<std::unique_ptr<Bidder>> Explorer::FreshBidders() const {
  std::lock_guard lock(clone_mutex_);
  std::vector<std::unique_ptr<Bidder>> bidders;
  for (const Entry& e : entries_) bidders.push_back(e.prototype->Clone());
  return bidders;
}

std::unique_ptr<Bidder> Explorer::PairBidder(const std::string& pair_name) const {
  constexpr std::string_view kUncontested = " (uncontested)";
  const bool adapted = pair_name.ends_with(kUncontested);
  const std::string name = adapted ? pair_name.substr(0, pair_name.size() - kUncontested.size()) : pair_name;
  const Entry* found = nullptr;
  for (const Entry& e : entries_) {
    if (e.name.starts_with(name + "#")) return nullptr;  // two models of that name: which played is unknown
    if (e.name == name) found = &e;
  }
  if (!found) return nullptr;
  std::unique_ptr<Bidder> bidder;
  {
    std::lock_guard lock(clone_mutex_);
    bidder = found->prototype->Clone();
  }
  if (adapted) return std::make_unique<UncontestedSeat>(std::move(bidder));
  return SeatAtContestedTable(*bidder);
}

std::unique_ptr<Bidder> Explorer::BidderNamed(const std::string& name) const {
  // The four-seat model's shipped name (eval/open_bidder.h) for the name its tables call it.
  const std::string wanted = name == "contested" ? "contested-neural" : name;
  for (const Entry& e : entries_) {
    if (e.name != wanted) continue;
    std::lock_guard lock(clone_mutex_);
    return e.prototype->Clone();
  }
  if (IsRegisteredBidder(name)) return MakeBidder(name);
  return nullptr;
}

std::string Explorer::BidderNames() const {
  std::string names;
  for (const Entry& e : entries_) names += (names.empty() ? "" : ", ") + e.name;
  return names;
}

DoubleDummyTable Explorer::TableOf(const bidlab::Deal& deal) const {
  constexpr std::size_t kCapacity = 4096;
  const std::string key = FormatDealPbn(deal);
  {
    std::lock_guard lock(table_mutex_);
    if (const auto it = tables_.find(key); it != tables_.end()) return it->second;
  }
  const DoubleDummyTable table = DdsSolver(1).Solve(std::span<const bidlab::Deal>(&deal, 1)).front();
  std::lock_guard lock(table_mutex_);
  if (tables_.emplace(key, table).second) {
    table_order_.push_back(key);
    if (table_order_.size() > kCapacity) {
      tables_.erase(table_order_.front());
      table_order_.pop_front();
    }
  }
  return table;
}

ApiResponse Explorer::Bidders() const {
  return Guarded([&] {
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < entries_.size(); ++i)
      list.push_back({{"id", i},
                      {"name", entries_[i].name},
                      {"source", entries_[i].source},
                      {"card", true},
                      {"competes", entries_[i].prototype->Competes()},
                      {"card_kind", entries_[i].bandit ? "bandit" : "sampled"}});
    return ApiResponse{200, {{"bidders", list}}};
  });
}

ApiResponse Explorer::Deal(const RequestParams& params) const {
  return Guarded([&] {
    Vulnerability vulnerability = Vulnerability::kNone;
    if (const auto* vul = Param(params, "vul")) vulnerability = ParseVulnerabilityParam("vul", *vul);
    const auto* deal_text = Param(params, "deal");
    const auto* north = Param(params, "north");
    const auto* south = Param(params, "south");
    std::uint64_t seed = 0;
    if (const auto* s = Param(params, "seed")) seed = ParseCount("seed", *s);
    else seed = std::random_device{}() % 1000000000u;  // shown to the player, so small enough to type
    DealView view;
    view.vulnerability = vulnerability;
    if (deal_text) {
      if (north || south) throw BadRequest{400, "give either deal or north and south, not both"};
      try {
        view.deal = ParseDealPbn(*deal_text);
      } catch (const Error& e) {
        throw BadRequest{400, std::string("deal: ") + e.what()};
      }
      view.title = "typed deal";
    } else if (north || south) {
      if (!north || !south) throw BadRequest{400, "give both north and south (or a whole deal)"};
      view.deal = CompleteDeal(ParseHandParam("north", *north), ParseHandParam("south", *south), seed);
      view.title = "typed N-S, E-W dealt with seed " + std::to_string(seed);
    } else {
      const std::uint64_t index = Param(params, "index") ? ParseCount("index", params.at("index")) : 0;
      view.deal = DealAt(seed, index);
      view.title = "seed " + std::to_string(seed) + ", deal " + std::to_string(index);
    }
    view.table = TableOf(view.deal);
    nlohmann::json body = DealJson(view, FreshBidders());
    body["seed"] = seed;
    return ApiResponse{200, body};
  });
}

ApiResponse Explorer::Card(const RequestParams& params) const {
  return Guarded([&] {
    const auto* id_text = Param(params, "bidder");
    if (!id_text) throw BadRequest{400, "bidder: give the id of a bidder (see /api/bidders)"};
    const std::uint64_t id = ParseCount("bidder", *id_text);
    if (id >= entries_.size()) throw BadRequest{404, "bidder " + *id_text + ": no such bidder (see /api/bidders)"};
    const std::string calls_text = Param(params, "calls") ? params.at("calls") : "";
    if (IsFourSeatText(calls_text)) {  // "1S (2H)": a four-seat auction, for a bidder that competes
      Auction four_seats;
      try {
        four_seats = FourSeatAuction(calls_text);
      } catch (const Error& e) {
        throw BadRequest{400, std::string("calls: ") + e.what()};
      }
      if (entries_[id].bandit) throw BadRequest{400, "calls: a bandit model bids only the uncontested game"};
      return SampledCard(id, four_seats);
    }
    const std::vector<Call> calls = ParseCalls(calls_text);
    Auction auction;
    try {
      auction = UncontestedAuction(calls);  // a sequence the uncontested setting allows
    } catch (const Error& e) {
      throw BadRequest{400, std::string("calls: ") + e.what()};
    }
    if (!entries_[id].bandit) return SampledCard(id, auction);
    const auto& model = entries_[id].bandit;
    const int node = model->structure().NodeAfter(calls.data(), static_cast<int>(calls.size()));
    if (node < 0) throw BadRequest{404, "calls: the model has no node after \"" + calls_text + "\" (a terminal call)"};
    const BanditNode& n = model->structure().node(node);
    NodeBidder bidder(model, node);
    nlohmann::json rows = nlohmann::json::array();
    for (const OpeningSummary& s : OpeningTable(bidder)) {
      if (s.share <= 0) continue;
      const int c = s.call.index();
      rows.push_back({{"call", CallName(s.call)},
                      {"text", CallSymbolName(s.call) + ": " + s.description},
                      {"share", s.share},
                      {"description", s.description},
                      {"hcp", {s.hcp_low, s.hcp_high}},
                      {"balanced", s.balanced},
                      {"continues", ((n.continuing >> c) & 1u) != 0},
                      {"final_call", CallName(Call::FromIndex(n.FinalCallOf(c)))}});
    }
    std::string path;
    for (const Call& c : calls) path += (path.empty() ? "" : " ") + CallName(c);
    return ApiResponse{200,
                       {{"bidder", entries_[id].name},
                        {"kind", "bandit"},
                        {"model", model->params().Describe()},
                        {"node", node},
                        {"layer", n.layer},
                        {"caller", n.NorthCalls() ? "N" : "S"},
                        {"calls", path},
                        {"visits", model->visits(node)},
                        {"meanings", rows}}};
  });
}

ApiResponse Explorer::SampledCard(std::size_t id, const Auction& auction) const {
  if (auction.IsComplete()) throw BadRequest{404, "calls: the auction is over"};
  std::unique_ptr<Bidder> bidder;
  {
    std::lock_guard lock(clone_mutex_);
    bidder = entries_[id].prototype->Clone();
  }
  // A card must answer while the page waits: fewer deals than `bidlab
  // explain --auction` samples, and no more than 40,000 for rare auctions.
  const MeaningSampling sampling = StandardMeaningSampling();
  const AuctionMeanings meanings = MeaningsAfter(*bidder, auction, sampling);
  nlohmann::json rows = nlohmann::json::array();
  for (const CallMeaning& m : meanings.calls) {
    Auction after = auction;
    after.Add(m.summary.call);
    const bool continues = !m.summary.call.IsPass();
    rows.push_back({{"call", CallName(m.summary.call)},
                    {"text", MeaningLine(m)},
                    {"share", m.summary.share},
                    {"hands", m.hands},
                    {"description", m.text},
                    {"hcp", {m.summary.hcp_low, m.summary.hcp_high}},
                    {"balanced", m.summary.balanced},
                    {"continues", continues},
                    {"final_call", continues ? CallName(m.summary.call)
                                             : (auction.LastBid() ? CallName(*auction.LastBid()) : "PASS")}});
  }
  return ApiResponse{200,
                     {{"bidder", entries_[id].name},
                      {"kind", "sampled"},
                      {"caller", std::string(1, SeatChar(meanings.caller))},
                      {"calls", AuctionCallsText(auction, CallName)},
                      {"heading", MeaningsHeading(meanings, auction)},
                      {"deals", meanings.deals},
                      {"reached", meanings.reached},
                      {"meanings", rows}}};
}

}  // namespace bidlab
