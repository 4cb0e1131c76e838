#include "experiments/train/softmax_examples.h"

#include <sstream>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "learn/registry.h"

namespace bidlab {

TrainDev SoftmaxExamples(const SoftmaxExampleSource& c, SoftmaxTask task) {
  if (c.labels.rfind("pbn:", 0) == 0) {
    if (task != SoftmaxTask::kOpening) throw Error("--labels pbn:DIR gives opening bids; use --task opening");
    std::vector<OpeningExample> examples;
    std::stringstream paths(c.labels.substr(4));
    for (std::string path; std::getline(paths, path, ',');)
      for (OpeningExample& e : ReadOpeningExamples(path)) examples.push_back(std::move(e));
    auto splits = SplitOpeningExamples(examples, c.split_seed);
    return {std::move(splits[0]), std::move(splits[1])};
  }
  if (c.labels == "sayc") {
    if (task != SoftmaxTask::kOpening) throw Error("--labels sayc gives opening bids; use --task opening");
    RegisterAllBidders();
    const auto sayc = MakeBidder("sayc");
    // Standard deals (DESIGN.md §1): hands alone need no solving, so the whole train range has labels.
    const IndexRange train = SplitRange(kStandardCount, Split::kTrain);
    const IndexRange validation = SplitRange(kStandardCount, Split::kValidation);
    if (c.sayc_deals > train.size()) throw Error("--sayc-deals: the standard train split has 80,000 deals");
    return {BidderOpenings(*sayc, kStandardSeed, train.begin, c.sayc_deals),
            BidderOpenings(*sayc, kStandardSeed, validation.begin, validation.size())};
  }
  if (c.labels == "dd") {
    if (task != SoftmaxTask::kContract) throw Error("--labels dd gives final contracts; use --task contract");
    if (c.data.empty()) throw Error("--labels dd needs --data FILE (a data set with double-dummy tables)");
    if (c.split != Split::kTrain && c.split != Split::kValidation)
      throw Error("--split must be train or validation, not \"" + SplitName(c.split) + "\" (never test)");
    return ContractTrainDev(LoadDataset(c.data), c.split, c.dev_fraction, *ParseContractLabel(c.contract_label));
  }
  throw Error("--labels must be pbn:DIR, sayc or dd, not \"" + c.labels + "\"");
}

}  // namespace bidlab
