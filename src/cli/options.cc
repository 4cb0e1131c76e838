#include "cli/options.h"

#include <CLI/CLI.hpp>

#include <optional>
#include <string_view>

#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "eval/eval_json.h"

namespace bidlab {

namespace {

// Declared once (scripts/check_architecture.sh): the uncontested commands
// take a vulnerability, matches a rule.
constexpr char kVulnerableOptionName[] = "--vulnerable";

const std::string kDataHelp = "data-set file, or \"standard\" for the shipped set";

}  // namespace

CLI::Option* AddDataOption(CLI::App& cmd, std::string& data, const std::string& use) {
  return cmd.add_option(kDataOptionName, data, kDataHelp + (use.empty() ? "" : ": " + use));
}

CLI::Option* AddDataOption(CLI::App& cmd, std::vector<std::string>& data) {
  return cmd.add_option(kDataOptionName, data, kDataHelp + " (repeatable: the splits of every file together)");
}

CLI::Option* AddSplitOption(CLI::App& cmd, Split& split) {
  return cmd.add_option("--split", split, "train, validation, test or all")
      ->transform(ParsedChoice<Split>(ParseSplit, "train, validation, test, all"))
      ->type_name("SPLIT")
      ->default_str(SplitName(split));
}

CLI::Option* AddImpScaleOption(CLI::App& cmd, ImpScale& scale) {
  return cmd.add_option("--imp-scale", scale, "IMP arithmetic: wbf, or thesis (Ho's, DESIGN.md §1)")
      ->transform(ParsedChoice<ImpScale>(ParseImpScale, "wbf, thesis"))
      ->type_name("SCALE")
      ->default_str(ImpScaleName(scale));
}

CLI::Option* AddDeclarerOption(CLI::App& cmd, DeclarerRule& declarer) {
  return cmd.add_option("--declarer", declarer, "who declares: assumed (the thesis's rule) or real")
      ->transform(ParsedChoice<DeclarerRule>(ParseDeclarerRule, "assumed, real"))
      ->type_name("RULE")
      ->default_str(DeclarerRuleName(declarer));
}

CLI::Option* AddVulnerabilityOption(CLI::App& cmd, Vulnerability& vulnerability) {
  return cmd.add_option(kVulnerableOptionName, vulnerability, std::string("vulnerability: ") + kVulnerabilitySpellings)
      ->transform(ParsedChoice<Vulnerability>(ParseVulnerability, kVulnerabilitySpellings))
      ->type_name("VUL")
      ->default_str(VulnerabilityName(vulnerability));
}

CLI::Option* AddVulnerabilityRuleOption(CLI::App& cmd, VulnerabilityRule& rule) {
  return cmd
      .add_option(kVulnerableOptionName, rule,
                  std::string("vulnerability of every board: rotate (by board number, dealer rotating too), or a "
                              "fixed one with dealer North; ") +
                      kVulnerabilityRuleSpellings)
      ->transform(ParsedChoice<VulnerabilityRule>(ParseVulnerabilityRule, kVulnerabilityRuleSpellings))
      ->type_name("VUL")
      ->default_str("rotate");
}

CLI::Option* AddMeaningDealsOption(CLI::App& cmd, std::size_t& deals, std::uint64_t min, const std::string& help) {
  return cmd.add_option("--meaning-deals", deals, help)->check(WholeNumber(min, kMaxMeaningDeals));
}

CLI::Option* AddHiddenLayersOption(CLI::App& cmd, std::vector<int>& hidden) {
  return cmd.add_option("--hidden", hidden, "hidden ReLU layer sizes")->check(WholeNumber(1, 4096));
}

CLI::Option* AddThreadsOption(CLI::App& cmd, int& threads) {
  return cmd.add_option("--threads", threads, "threads (0 = every core; results do not depend on it)")
      ->check(ThreadCount());
}

void AddShippedModelOptions(CLI::App& cmd, std::string& neural, std::string& contested) {
  cmd.add_option("--neural-model", neural,
                 "the uncontested neural bidder; shipped = data/neural.model (on the standard set); none")
      ->capture_default_str();
  cmd.add_option("--contested-model", contested,
                 "the learned four-seat bidder; shipped = data/contested.model (on the standard set); none")
      ->capture_default_str();
}

CLI::Option* AddJsonFlag(CLI::App& cmd, bool& json) { return cmd.add_flag("--json", json, "print one JSON object"); }

CLI::Option* AddOutputFileOption(CLI::App& cmd, std::string& path, const std::string& what,
                                 const std::vector<std::string>& beside) {
  return cmd.add_option("-o,--output", path, what)->required()->check(OutputFile(beside));
}

CLI::Option* AddOutputFolderOption(CLI::App& cmd, std::string& path, const std::string& what) {
  return cmd.add_option("-o,--output", path, what)->required()->check(OutputFolder());
}

}  // namespace bidlab
