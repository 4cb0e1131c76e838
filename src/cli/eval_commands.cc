// bidlab eval: any bidder on the yardstick.
#include <CLI/CLI.hpp>

#include <iomanip>
#include <nlohmann/json.hpp>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/option_checks.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/eval_json.h"
#include "eval/evaluate.h"
#include "learn/opening_only_bidder.h"

namespace bidlab {

namespace {

struct EvalCommand {
  BidderChoice bidder;
  std::string data;
  std::string costs;
  std::string split = "all";
  std::string declarer = "assumed";
  std::string imp_scale = "wbf";
  std::string opening_only;  // "", "north" or "either"
  int threads = 0;
  bool json = false;
};

void RunEval(const CLI::App& cmd, const EvalCommand& c, CliStreams& io) {
  if (!c.costs.empty() && cmd.count("--split") > 0)
    throw Error("--split picks deals of a data set (--data); a --costs file is scored whole: split it beforehand");
  std::unique_ptr<Bidder> bidder = OpenBidder(c.bidder);
  if (!c.opening_only.empty()) bidder = std::make_unique<OpeningOnlyBidder>(std::move(bidder), c.opening_only == "either");
  if (c.data.empty() == c.costs.empty()) throw Error("give exactly one of --data FILE or --costs FILE.csv");
  const ImpScale scale = c.imp_scale == "thesis" ? ImpScale::kThesis : ImpScale::kWbf;
  EvalOptions options;
  options.declarer = c.declarer == "real" ? DeclarerRule::kReal : DeclarerRule::kAssumed;
  options.scale = scale;
  options.threads = c.threads;
  const Split split = *ParseSplit(c.split);
  const std::vector<ScoredDeal> deals =
      c.costs.empty() ? ScoreDataset(LoadDataset(c.data), split, scale) : ReadCostsCsv(c.costs);
  const EvalResult result = Evaluate(*bidder, deals, options);
  if (c.json) {
    nlohmann::json j = EvalResultJson(result);
    j["split"] = c.costs.empty() ? c.split : "all";
    j["declarer"] = c.declarer;
    j["imp_scale"] = c.imp_scale;
    if (!c.opening_only.empty()) j["opening_only"] = c.opening_only;
    io.out << j.dump() << "\n";
    return;
  }
  io.out << FormatEvalTable(result);
}

}  // namespace

void AddEvalCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand("eval", "Average IMP cost of a bidder on a data set or a cost table");
  auto c = std::make_shared<EvalCommand>();
  AddBidderOptions(*cmd, c->bidder);
  cmd->add_option("--data", c->data, "data-set file, or \"standard\" for the shipped set");
  cmd->add_option("--costs", c->costs, "CSV of cost tables made elsewhere (north,south,c0..c35)");
  cmd->add_option("--split", c->split, "train, validation, test or all (with --data)")
      ->check(CLI::IsMember({"train", "validation", "test", "all"}))->capture_default_str();
  cmd->add_option("--declarer", c->declarer, "assumed (the thesis's) or real")
      ->check(CLI::IsMember({"assumed", "real"}))->capture_default_str();
  cmd->add_option("--imp-scale", c->imp_scale, "wbf, or thesis (Ho's arithmetic)")
      ->check(CLI::IsMember({"wbf", "thesis"}))->capture_default_str();
  cmd->add_option("--opening-only", c->opening_only,
                 "north: the bidder makes North's opening call, then every call is PASS; either: when North passes, "
                 "South opens as a dealer would")
      ->check(CLI::IsMember({"north", "either"}));
  cmd->add_option("--threads", c->threads, "threads (0 = every core)")->capture_default_str()->check(ThreadCount());
  cmd->add_flag("--json", c->json, "print one JSON object");
  cmd->callback([cmd, c, &io] { RunEval(*cmd, *c, io); });
}

}  // namespace bidlab
