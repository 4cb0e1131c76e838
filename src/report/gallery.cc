#include "report/gallery.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/open_bidder.h"
#include "eval/scored_deal.h"
#include "learn/registry.h"
#include "report/deal_view.h"

namespace bidlab {

Gallery SampleDeals(const std::string& data, int count, const std::vector<std::unique_ptr<Bidder>>& bidders) {
  const Dataset dataset = LoadDataset(data);
  const std::vector<ScoredDeal> test = ScoreDataset(dataset, Split::kTest);
  if (test.empty()) throw Error(data + ": no test deals for the gallery");
  Gallery gallery;
  const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(std::max(count, 0)), test.size());
  for (std::size_t i = 0; i < n; ++i) {
    const ScoredDeal& d = test[i * test.size() / n];
    if (!d.deal) continue;
    DealView view{*d.deal, d.vulnerability, d.table, "test deal " + std::to_string(dataset.header.first + d.id)};
    gallery.deals.push_back(DealJson(view, bidders));
  }
  gallery.note = std::to_string(gallery.deals.size()) + " deals spread evenly over the test split of " + data + " (" +
                 std::to_string(test.size()) + " deals), bid by " + std::to_string(bidders.size()) +
                 " bidders; cost = IMPs lost against the best contract, assumed declarer (the yardstick).";
  return gallery;
}

namespace {

// The test split the gallery samples: the standard set, or while it is being
// built its test shard.
std::string DefaultDeals() {
  if (std::filesystem::exists(StandardDatasetPath())) return "standard";
  const std::string shard = std::string(BIDLAB_DATA_DIR) + "/shards/standard-90000.bdl";
  return std::filesystem::exists(shard) ? shard : "";
}

}  // namespace

Gallery SampleDealsOfShippedBidders(const std::string& data, int count, const std::vector<std::string>& models) {
  const std::string deals = data.empty() ? DefaultDeals() : data;
  if (deals.empty() || count == 0)
    return {nlohmann::json::array(), "No sample deals: give --deals FILE (the standard set is not in this checkout)."};
  RegisterAllBidders();
  std::vector<std::unique_ptr<Bidder>> bidders;
  for (const char* name : {"sayc", "pass"}) bidders.push_back(MakeBidder(name));
  // The headline bidder: the shipped neural model, unless given already.
  const std::string neural = ShippedNeuralModelPath();
  if (std::filesystem::exists(neural) && std::none_of(models.begin(), models.end(), [&](const std::string& m) {
        return std::filesystem::exists(m) && std::filesystem::equivalent(m, neural);
      }))
    bidders.push_back(LoadModelBidder(neural));
  for (const std::string& model : models) bidders.push_back(LoadModelBidder(model));
  return SampleDeals(deals, count, bidders);
}

}  // namespace bidlab
