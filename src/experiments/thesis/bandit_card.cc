#include "experiments/thesis/bandit_card.h"

#include <sstream>
#include <vector>

#include "eval/call_meaning.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/opening_table.h"
#include "learn/registry.h"

namespace bidlab {

std::string BanditModelCard(const std::string& name, std::shared_ptr<const BanditModel> model) {
  BanditBidder bandit(std::move(model));
  std::vector<std::string> names = {"bandit " + StructureKindName(bandit.model().params().structure) +
                                    ", ℓ = " + std::to_string(bandit.model().params().depth)};
  std::vector<std::vector<OpeningSummary>> columns = {OpeningTable(bandit)};
  RegisterAllBidders();
  for (const BidderEntry& e : RegisteredBidders())
    if (e.name == "sayc") {
      const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
      double failed = 0;
      names.push_back("SAYC");
      columns.push_back(OpeningTable(*sayc, &failed));
    }
  std::ostringstream out;
  out << name << ": " << bandit.model().params().Describe() << ", trained on " << bandit.model().train_deals()
      << " deals\n\nOpening bids (every HCP total × suit-length pattern, weighted by its number of hands; HCP "
         "range = central 99%, suit lengths = central 95%; [share of all hands]):\n\n"
      << OpeningTableMarkdown(names, columns)
      << "\nWhat its calls mean (the hands it makes each call with, sampled; `bidlab explain MODEL --auction "
         "\"CALLS\"` for any other auction):\n\n"
      << MeaningsCard(bandit, StandardMeaningSampling());
  return out.str();
}

}  // namespace bidlab
