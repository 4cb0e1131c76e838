#include "experiments/ddnet/who_bids_higher.h"

#include <cstdio>
#include <sstream>

#include "core/error.h"
#include "experiments/charts/line_chart_svg.h"
#include "experiments/stopwatch.h"
#include "experiments/train/ddnet_training.h"
#include "features/evaluators.h"
#include "learn/ddnet/comparator.h"

namespace bidlab::ddnet {

namespace {

// Table III of the paper, in the order of kAllEvaluators, then the networks.
struct PaperRow {
  const char* key;
  double nt, suit;
};
constexpr PaperRow kPaperEvaluators[] = {{"wpc", 0.8081, 0.67},   {"bpc", 0.8219, 0.6847},    {"cpc", 0.8216, 0.6871},
                                         {"akq", 0.7991, 0.6649}, {"assert", 0.8109, 0.6975}, {"r34", 0.8125, 0.6658},
                                         {"pv", 0.822, 0.6923}};
constexpr PaperRow kPaperComparator = {"comparator", 0.8342, 0.8814};
constexpr PaperRow kPaperF = {"ae-mlp-f", 0.8718, 0.922};
constexpr PaperRow kPaperD = {"ae-mlp-d", 0.9001, 0.9244};
// Section II-B: the D trick predictor of [14], exact tricks.
constexpr double kPaperExactSuit = 0.5128, kPaperExactNt = 0.4173;

std::string Percent(double share) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", 100 * share);
  return buf;
}

std::string PercentOr(const std::optional<double>& share) { return share ? Percent(*share) : "—"; }

}  // namespace

double EvaluatorSideAccuracy(int evaluator_index, const std::vector<TrickExample>& examples, ContractKind kind) {
  if (examples.empty()) return 0;
  const Evaluator e = kAllEvaluators.at(static_cast<std::size_t>(evaluator_index));
  const std::optional<Suit> trump = kind == ContractKind::kSuit ? std::optional<Suit>(Suit::kSpades) : std::nullopt;
  double right = 0;
  for (const TrickExample& example : examples) {
    const double difference = PairDifference(e, example.deal, trump);
    const bool ns = example.tricks >= 7;
    right += difference == 0 ? 0.5 : ((difference > 0) == ns ? 1.0 : 0.0);
  }
  return right / static_cast<double>(examples.size());
}

ExperimentOutput RunWhoBidsHigherExperiment(const SplitRecords& data, const WhoBidsHigherOptions& options,
                                            std::ostream& log) {
  DdnetProgress progress(log);
  const WhoBidsHigherResult result = RunWhoBidsHigher(data, options, progress.Callback());
  progress.Finish();
  ExperimentOutput out{"who-bids-higher", WhoBidsHigherMarkdown(result), WhoBidsHigherJson(result), {}};
  for (auto& [name, svg] : WhoBidsHigherCharts(result)) out.files.push_back({name, svg});
  return out;
}

WhoBidsHigherResult RunWhoBidsHigher(const SplitRecords& data, const WhoBidsHigherOptions& given,
                                     const TrainProgress& progress) {
  const Stopwatch stopwatch;
  WhoBidsHigherOptions options = given;
  if (options.quick) {
    options.train_deals = 300;
    options.validation_deals = 200;
    options.test_deals = 500;
    options.config.epochs = 3;
    options.config.ae_max_iterations = 300;
  }
  WhoBidsHigherResult result;
  result.config = options.config;
  const std::vector<DealRecord> train = FirstRecords(data.train, options.train_deals);
  const std::vector<DealRecord> validation = FirstRecords(data.validation, options.validation_deals);
  const std::vector<DealRecord> test = FirstRecords(data.test, options.test_deals);
  if (train.empty()) throw Error("who-bids-higher: the data holds no training deals");
  if (test.empty()) throw Error("who-bids-higher: the data holds no test deals");
  result.train_deals = train.size();
  result.validation_deals = validation.size();
  result.test_deals = test.size();

  for (std::size_t e = 0; e < kAllEvaluators.size(); ++e)
    result.rows.push_back({kPaperEvaluators[e].key, EvaluatorName(kAllEvaluators[e]), 0, 0, kPaperEvaluators[e].nt,
                           kPaperEvaluators[e].suit});
  if (options.comparator)
    result.rows.push_back(
        {kPaperComparator.key, "DeepChess-like comparator (D)", 0, 0, kPaperComparator.nt, kPaperComparator.suit});
  result.rows.push_back({kPaperF.key, "AE-MLP – full connections (F)", 0, 0, kPaperF.nt, kPaperF.suit});
  result.rows.push_back({kPaperD.key, "AE-MLP – dedicated connections (D)", 0, 0, kPaperD.nt, kPaperD.suit});

  for (ContractKind kind : {ContractKind::kNoTrump, ContractKind::kSuit}) {
    const std::vector<TrickExample> train_x = TrickExamples(train, kind);
    const std::vector<TrickExample> validation_x = TrickExamples(validation, kind);
    const std::vector<TrickExample> test_x = TrickExamples(test, kind);
    const bool nt = kind == ContractKind::kNoTrump;
    (nt ? result.train_examples_nt : result.train_examples_suit) = train_x.size();
    (nt ? result.test_examples_nt : result.test_examples_suit) = test_x.size();
    const auto set = [&](const std::string& key, double value) {
      for (MethodRow& row : result.rows)
        if (row.key == key) (nt ? row.nt : row.suit) = value;
    };
    for (std::size_t e = 0; e < kAllEvaluators.size(); ++e)
      set(kPaperEvaluators[e].key, EvaluatorSideAccuracy(static_cast<int>(e), test_x, kind));
    for (Variant variant : {Variant::kF, Variant::kD}) {
      TrainConfig config = options.config;
      config.variant = variant;
      CurveSet curves{"AE-MLP " + VariantName(variant) + " " + ContractKindName(kind), {}};
      const TrickNet net = TrainTrickNet(kind, train_x, validation_x, config, curves.log, progress);
      const TrickAccuracy accuracy = MeasureTricks(net.PredictTricks(test_x), test_x);
      set(variant == Variant::kF ? kPaperF.key : kPaperD.key, accuracy.side);
      result.tricks.push_back(
          {variant, kind, accuracy,
           variant == Variant::kD ? std::optional<double>(nt ? kPaperExactNt : kPaperExactSuit) : std::nullopt});
      result.curves.push_back(std::move(curves));
    }
    if (options.comparator) {
      TrainConfig config = options.config;
      config.variant = Variant::kD;
      CurveSet curves{"comparator D " + ContractKindName(kind), {}};
      const Comparator comparator = TrainComparator(kind, train_x, validation_x, config, curves.log, progress);
      set(kPaperComparator.key, ComparatorSideAccuracy(comparator, test_x));
      result.curves.push_back(std::move(curves));
    }
  }
  result.seconds = stopwatch.Seconds();
  return result;
}

std::string WhoBidsHigherMarkdown(const WhoBidsHigherResult& r) {
  std::ostringstream out;
  out << "# Who should bid higher, NS or WE? (Mańdziuk & Suchan, Table III)\n\n"
      << "Data: " << r.train_deals << " training deals (" << r.train_examples_nt << " NT / " << r.train_examples_suit
      << " suit examples after rotations and trump moves), " << r.validation_deals
      << " validation deals (epoch choice), " << r.test_deals << " test deals (" << r.test_examples_nt << " NT / "
      << r.test_examples_suit << " suit examples). The paper: GIB library, 400,000 NT and 100,000 suit training "
      << "deals (800,000 examples each with both leaders or every trump).\n\nTruth: NS take at least 7 tricks double "
         "dummy with North declaring (each rotation of a deal "
      << "puts another pair at NS; suit contracts have spades as trumps). Evaluators: NS pair sum against WE pair "
      << "sum, ties count ½.\n\n"
      << "<!-- compare: NT (ours) = NT (paper); Suit (ours) = Suit (paper) -->\n"
      << "| Method | NT (ours) | NT (paper) | Suit (ours) | Suit (paper) |\n|---|---|---|---|---|\n";
  for (const MethodRow& row : r.rows)
    out << "| " << row.method << " | " << Percent(row.nt) << " | " << PercentOr(row.paper_nt) << " | "
        << Percent(row.suit) << " | " << PercentOr(row.paper_suit) << " |\n";
  out << "\n## Trick predictors on the test split (double-dummy tricks for NS)\n\n"
      << "<!-- compare: Exact = Paper exact -->\n"
      << "| Model | Contracts | Exact | Paper exact | Within 1 | Within 2 | Best epoch "
         "|\n|---|---|---|---|---|---|---|\n";
  for (const TrickRow& t : r.tricks) {
    int best_epoch = 0;
    const std::string name = "AE-MLP " + VariantName(t.variant) + " " + ContractKindName(t.kind);
    for (const CurveSet& c : r.curves)
      if (c.name == name) best_epoch = c.log.best_epoch;
    out << "| AE-MLP " << VariantName(t.variant) << " | " << (t.kind == ContractKind::kNoTrump ? "NT" : "suit") << " | "
        << Percent(t.test.exact) << " | " << PercentOr(t.paper_exact) << " | " << Percent(t.test.within_one) << " | "
        << Percent(t.test.within_two) << " | " << best_epoch << " |\n";
  }
  out << "\nThe paper's D predictor (from [14]): within one trick 95.3% (suit) / 86.1% (NT), within two 99.7% / "
         "96.3%.\n\nSettings: code layer "
      << r.config.code_units << ", RMSProp η = " << r.config.learning_rate << ", batch " << r.config.batch
      << ", autoencoder stop |Δerror| < " << r.config.ae_tolerance << " per " << r.config.ae_check_every
      << " iterations (at most " << r.config.ae_max_iterations << "), " << r.config.epochs
      << " fine-tuning epochs, seed " << r.config.seed
      << (r.config.permute_suits ? ", suits relabelled at random each epoch (not in the paper)" : "") << ". Wall time "
      << static_cast<int>(r.seconds) << " s.\n";
  return out.str();
}

nlohmann::json WhoBidsHigherJson(const WhoBidsHigherResult& r) {
  nlohmann::json rows = nlohmann::json::array();
  for (const MethodRow& row : r.rows)
    rows.push_back({{"key", row.key},
                    {"method", row.method},
                    {"nt", row.nt},
                    {"suit", row.suit},
                    {"paper_nt", row.paper_nt ? nlohmann::json(*row.paper_nt) : nlohmann::json()},
                    {"paper_suit", row.paper_suit ? nlohmann::json(*row.paper_suit) : nlohmann::json()}});
  nlohmann::json tricks = nlohmann::json::array();
  for (const TrickRow& t : r.tricks)
    tricks.push_back({{"variant", VariantName(t.variant)},
                      {"contracts", ContractKindName(t.kind)},
                      {"examples", t.test.examples},
                      {"exact", t.test.exact},
                      {"within_one", t.test.within_one},
                      {"within_two", t.test.within_two},
                      {"side", t.test.side},
                      {"paper_exact", t.paper_exact ? nlohmann::json(*t.paper_exact) : nlohmann::json()}});
  nlohmann::json curves = nlohmann::json::array();
  for (const CurveSet& c : r.curves)
    curves.push_back({{"name", c.name},
                      {"ae_error", c.log.ae_error},
                      {"ae_iterations", c.log.ae_iterations},
                      {"train_loss", c.log.train_loss},
                      {"validation_accuracy", c.log.validation_accuracy},
                      {"best_epoch", c.log.best_epoch},
                      {"seconds", c.log.seconds}});
  return {{"experiment", "who-bids-higher"},
          {"paper", "Mańdziuk & Suchan, Who should bid higher, NS or WE, in a given Bridge deal? (Table III)"},
          {"data",
           {{"train_deals", r.train_deals},
            {"validation_deals", r.validation_deals},
            {"test_deals", r.test_deals},
            {"train_examples_nt", r.train_examples_nt},
            {"train_examples_suit", r.train_examples_suit},
            {"test_examples_nt", r.test_examples_nt},
            {"test_examples_suit", r.test_examples_suit}}},
          {"settings",
           {{"code_units", r.config.code_units},
            {"learning_rate", r.config.learning_rate},
            {"batch", r.config.batch},
            {"epochs", r.config.epochs},
            {"seed", r.config.seed},
            {"ae_max_iterations", r.config.ae_max_iterations},
            {"permute_suits", r.config.permute_suits}}},
          {"table", rows},
          {"tricks", tricks},
          {"curves", curves},
          {"seconds", r.seconds}};
}

std::vector<std::pair<std::string, std::string>> WhoBidsHigherCharts(const WhoBidsHigherResult& r) {
  std::vector<ChartSeries> ae, validation;
  for (const CurveSet& c : r.curves) {
    ChartSeries a{c.name, {}, {}}, v{c.name, {}, {}};
    for (std::size_t i = 0; i < c.log.ae_error.size(); ++i) {
      a.x.push_back(static_cast<double>((i + 1) * static_cast<std::size_t>(r.config.ae_check_every)));
      a.y.push_back(c.log.ae_error[i]);
    }
    for (std::size_t i = 0; i < c.log.validation_accuracy.size(); ++i) {
      v.x.push_back(static_cast<double>(i + 1));
      v.y.push_back(100 * c.log.validation_accuracy[i]);
    }
    if (!a.x.empty()) ae.push_back(std::move(a));
    if (!v.x.empty()) validation.push_back(std::move(v));
  }
  return {
      {"who-bids-higher-autoencoder.svg",
       LineChartSvg("Autoencoder pre-training", "iteration", "cross-entropy per deal", ae)},
      {"who-bids-higher-validation.svg", LineChartSvg("Fine-tuning: validation accuracy", "epoch",
                                                      "% (predictors: exact tricks; comparator: side)", validation)}};
}

}  // namespace bidlab::ddnet
