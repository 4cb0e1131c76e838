#include "report/gallery.h"

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/scored_deal.h"
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

}  // namespace bidlab
