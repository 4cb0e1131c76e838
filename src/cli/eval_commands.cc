// bidlab eval: any bidder on the yardstick.
#include <CLI/CLI.hpp>

#include <nlohmann/json.hpp>
#include <optional>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/apriori_eval.h"
#include "eval/eval_json.h"
#include "eval/evaluate.h"
#include "eval/facit_eval.h"
#include "experiments/dataset/layout_jobs.h"
#include "io/pbn_facit.h"
#include "learn/opening_only_bidder.h"

namespace bidlab {

namespace {

struct EvalCommand {
  BidderChoice bidder;
  std::string data;
  std::string costs;
  std::string facit;
  std::string layouts;  // the solved layouts of the split's deals (dataset layouts)
  Split split = Split::kAll;
  std::string opening_only;       // "", "north" or "either"
  std::uint64_t first_deals = 0;  // with --deals: the split's first so many
  EvalOptions options;
  bool json = false;
};

// Which of the options that apply to --data alone were given.
struct GivenOptions {
  bool split = false, declarer = false, scale = false, deals = false;
};

void RunEval(const EvalCommand& c, const GivenOptions& given, CliStreams& io) {
  const bool split_given = given.split;
  if (!c.costs.empty() && split_given)
    throw Error("--split picks deals of a data set (--data); a --costs file is scored whole: split it beforehand");
  std::unique_ptr<Bidder> bidder = OpenBidder(c.bidder);
  if (!c.opening_only.empty())
    bidder = std::make_unique<OpeningOnlyBidder>(std::move(bidder), c.opening_only == "either");
  if (c.data.empty() + c.costs.empty() + c.facit.empty() != 2)
    throw Error("give exactly one of --data FILE, --costs FILE.csv or --facit FILE.pbn");
  if (!c.facit.empty()) {
    if (split_given) throw Error("--split picks deals of a data set (--data); a --facit file is scored whole");
    if (given.deals) throw Error("--deals picks deals of a data set or a cost table; a --facit file is scored whole");
    if (given.declarer)
      throw Error(
          "--declarer does not apply to --facit: a board scores the contract its auction reaches, by the "
          "declarer the auction gives");
    if (given.scale)
      throw Error("--imp-scale does not apply to --facit: its boards score the experts' points, not IMPs");
    const std::vector<FacitBoard> boards = ReadFacitPbn(c.facit);
    for (const FacitBoard& b : boards)
      for (const std::string& warning : b.warnings) io.err << c.facit << ": " << warning << "\n";
    const FacitResult result = EvaluateFacit(*bidder, boards, c.facit, c.options.threads);
    io.out << (c.json ? FacitResultJson(result).dump() + "\n" : FormatFacitTable(result));
    return;
  }
  std::vector<ScoredDeal> deals = c.costs.empty() ? ScoreSplit(LoadDataset(c.data), c.split, c.options.scale)
                                                  : ScoredDealsFromCosts(ReadCostsCsv(c.costs));
  if (given.deals && c.first_deals < deals.size()) deals.resize(c.first_deals);
  if (!c.layouts.empty() && c.data.empty())
    throw Error("--layouts holds the layouts of a data set's deals: give the data set with --data");
  EvalOptions options = c.options;
  options.keep_auctions = !c.layouts.empty();
  const EvalResult result = Evaluate(*bidder, deals, options);
  std::optional<APrioriEvalResult> apriori;
  if (!c.layouts.empty()) {
    std::vector<Deal> full;
    for (const ScoredDeal& d : deals) full.push_back(*d.deal);
    apriori = EvaluateAPriori(result.outcomes, deals, ReadLayouts(c.layouts, full), c.options.declarer);
  }
  if (!c.json) {
    io.out << FormatEvalTable(result);
    if (apriori) io.out << FormatAPrioriEval(*apriori);
    return;
  }
  nlohmann::json j = EvalResultJson(result);
  if (apriori) j["a_priori"] = APrioriEvalJson(*apriori);
  j["split"] = c.costs.empty() ? SplitName(c.split) : "all";
  j["declarer"] = DeclarerRuleName(c.options.declarer);
  j["imp_scale"] = ImpScaleName(c.options.scale);
  if (!c.opening_only.empty()) j["opening_only"] = c.opening_only;
  if (given.deals) j["first_deals"] = c.first_deals;
  io.out << j.dump() << "\n";
}

}  // namespace

void AddEvalCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand("eval", "Average IMP cost of a bidder on a data set or a cost table");
  auto c = std::make_shared<EvalCommand>();
  AddBidderOptions(*cmd, c->bidder);
  AddDataOption(*cmd, c->data);
  cmd->add_option("--costs", c->costs, "CSV of cost tables made elsewhere (north,south,c0..c35)");
  cmd->add_option("--facit", c->facit,
                  "bidding challenges scored by experts: PBN boards with [Scoring \"Facit\"] and their score tables, "
                  "bid from each board's dealer and vulnerability with East-West passing; points, 10 a board");
  cmd->add_option("--layouts", c->layouts,
                  "the solved layouts of East-West's cards of the split's deals (`dataset layouts`): also the "
                  "a-priori cost, each final contract's cost averaged over its deal's layouts")
      ->check(CLI::ExistingFile);
  CLI::Option* split = AddSplitOption(*cmd, c->split);
  CLI::Option* declarer = AddDeclarerOption(*cmd, c->options.declarer);
  CLI::Option* scale = AddImpScaleOption(*cmd, c->options.scale);
  cmd->add_option("--opening-only", c->opening_only,
                  "north: the bidder makes North's opening call, then every call is PASS; either: when North passes, "
                  "South opens as a dealer would")
      ->check(CLI::IsMember({"north", "either"}));
  CLI::Option* first_deals =
      cmd->add_option("--deals", c->first_deals,
                      "only the split's first N deals: a quick estimate for a slow bidder (its figure is not the "
                      "split's)")
          ->check(WholeNumber(1));
  AddThreadsOption(*cmd, c->options.threads);
  AddJsonFlag(*cmd, c->json);
  cmd->callback([split, declarer, scale, first_deals, c, &io] {
    RunEval(*c, {split->count() > 0, declarer->count() > 0, scale->count() > 0, first_deals->count() > 0}, io);
  });
}

}  // namespace bidlab
