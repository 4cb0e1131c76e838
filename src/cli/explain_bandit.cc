// The bandit model's system card for `bidlab explain MODEL`: its table of
// opening bids (thesis Table A.1), beside SAYC's when that bidder is
// registered.
#include <optional>
#include <memory>
#include <ostream>
#include <vector>

#include "cli/bandit_cli.h"
#include "core/error.h"
#include "eval/call_meaning.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/opening_table.h"
#include "learn/registry.h"

namespace bidlab {

bool ExplainBanditModelFile(const std::string& path, std::ostream& out) {
  const std::optional<ModelFile> file = ReadModelFileOfKind(path, BanditModel::kKind, BanditModel::kVersion);
  if (!file) return false;  // some other file: not ours to explain
  BanditBidder bandit(BanditModel::LoadPayload(file->payload));
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
  out << path << ": " << bandit.model().params().Describe() << ", trained on " << bandit.model().train_deals()
      << " deals\n\nOpening bids (every HCP total × suit-length pattern, weighted by its number of hands; HCP "
         "range = central 99%, suit lengths = central 95%; [share of all hands]):\n\n"
      << OpeningTableMarkdown(names, columns)
      << "\nWhat its calls mean (the hands it makes each call with, sampled; `bidlab explain MODEL --auction "
         "\"CALLS\"` for any other auction):\n\n"
      << MeaningsCard(bandit, MeaningSampling{});
  return true;
}

}  // namespace bidlab
