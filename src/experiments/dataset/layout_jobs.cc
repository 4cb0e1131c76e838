#include "experiments/dataset/layout_jobs.h"

#include <filesystem>

#include "core/error.h"
#include "data/apriori.h"
#include "data/dataset_ops.h"
#include "experiments/dataset/dataset_jobs.h"

namespace bidlab {

void BuildLayouts(const std::vector<Deal>& deals, std::uint64_t layouts, std::uint64_t seed, const std::string& path,
                  int threads, std::ostream& log) {
  if (deals.empty() || layouts == 0) throw Error("layouts: nothing to solve (no deals or no layouts asked for)");
  BuildRequest build;
  build.deals.reserve(deals.size() * layouts);
  for (const Deal& deal : deals)
    for (const Deal& layout : LayoutsOf(deal, seed, layouts)) build.deals.push_back(layout);
  build.count = build.deals.size();
  build.output = path;
  if (const std::filesystem::path folder = std::filesystem::path(path).parent_path(); !folder.empty())
    std::filesystem::create_directories(folder);
  log << "layouts: " << layouts << " layouts of East-West's cards for each of " << deals.size() << " deals (seed "
      << seed << "), " << build.count << " to solve into " << path << "\n";
  RunDatasetBuild(build, threads, log, log);
}

std::vector<std::vector<DoubleDummyTable>> ReadLayouts(const std::string& path, const std::vector<Deal>& deals) {
  const Dataset data = LoadDataset(path);
  const std::size_t n = data.records.size();
  if (deals.empty() || n == 0 || n % deals.size() != 0)
    throw InputError(path, 0,
                     "expected R layouts for each of " + std::to_string(deals.size()) + " deals, found " +
                         std::to_string(n) + " deals (made for other deals?)");
  const std::size_t r = n / deals.size();
  std::vector<std::vector<DoubleDummyTable>> tables(deals.size());
  for (std::size_t i = 0; i < deals.size(); ++i)
    for (std::size_t k = 0; k < r; ++k) {
      const DealRecord& record = data.records[i * r + k];
      for (const Seat seat : {Seat::kNorth, Seat::kSouth})
        if (record.deal.hand(seat) != deals[i].hand(seat))
          throw InputError(path, 0,
                           "deal " + std::to_string(i * r + k) + ": expected layout " + std::to_string(k) +
                               " of deal " + std::to_string(i) + " (its North and South hands), found another deal");
      tables[i].push_back(record.table);
    }
  return tables;
}

}  // namespace bidlab
