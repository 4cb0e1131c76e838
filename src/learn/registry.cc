#include "learn/registry.h"

#include <algorithm>

#include "core/error.h"
#include "core/excerpt.h"
#include "learn/bidder_names.h"

namespace bidlab {

namespace {
std::vector<BidderEntry>& Bidders() {
  static std::vector<BidderEntry> bidders;
  return bidders;
}
std::vector<ModelKind>& Kinds() {
  static std::vector<ModelKind> kinds;
  return kinds;
}
}  // namespace

void RegisterBidder(BidderEntry entry) {
  auto& bidders = Bidders();
  auto it = std::find_if(bidders.begin(), bidders.end(), [&](const BidderEntry& e) { return e.name == entry.name; });
  if (it != bidders.end()) *it = std::move(entry);
  else bidders.push_back(std::move(entry));
}

void RegisterModelKind(ModelKind kind) {
  auto& kinds = Kinds();
  auto it = std::find_if(kinds.begin(), kinds.end(), [&](const ModelKind& k) { return k.kind == kind.kind; });
  if (it != kinds.end()) *it = std::move(kind);
  else kinds.push_back(std::move(kind));
}

const std::vector<BidderEntry>& RegisteredBidders() { return Bidders(); }

const std::vector<ModelKind>& RegisteredModelKinds() { return Kinds(); }

std::unique_ptr<Bidder> MakeBidder(const std::string& name) {
  for (const auto& entry : Bidders())
    if (entry.name == name) return entry.make();
  if (const std::string inner = UncontestedSeatOf(name); !inner.empty())
    throw Error("\"" + name + "\" is " + inner + " bidding as if the opponents passed, for a four-seat table (bidlab " +
                "match); this game is uncontested already: use \"" + inner + "\"");
  ThrowUnknownBidder(name, false);
}

const ModelKind& FindModelKind(const std::string& kind) {
  for (const auto& k : Kinds())
    if (k.kind == kind) return k;
  std::string known;
  for (const auto& k : Kinds()) known += (known.empty() ? "" : ", ") + k.kind;
  throw Error("unknown model kind " + QuotedExcerpt(kind) + " (this bidlab knows: " + (known.empty() ? "none" : known) +
              ")");
}

}  // namespace bidlab
