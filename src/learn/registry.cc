#include "learn/registry.h"

#include <algorithm>

#include "core/closest_name.h"
#include "core/error.h"

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
  std::string known;
  std::vector<std::string> names;
  for (const auto& entry : Bidders()) {
    known += (known.empty() ? "" : ", ") + entry.name;
    names.push_back(entry.name);
  }
  throw Error("unknown bidder \"" + name + "\" (known: " + known + "); did you mean \"" + ClosestName(name, names) +
              "\"?");
}

const ModelKind& FindModelKind(const std::string& kind) {
  for (const auto& k : Kinds())
    if (k.kind == kind) return k;
  std::string known;
  for (const auto& k : Kinds()) known += (known.empty() ? "" : ", ") + k.kind;
  throw Error("unknown model kind \"" + kind + "\" (this bidlab knows: " + (known.empty() ? "none" : known) + ")");
}

}  // namespace bidlab
