// Table III of Mańdziuk & Suchan: "who should bid higher, NS or WE?" answered
// by the seven human evaluators (a pair's hands summed, NS against WE), the
// comparator, and the AE-MLP trick predictors F and D (NS if they predict ≥ 7
// tricks), for no trump and suits, on the test split; truth: NS take ≥ 7
// tricks double dummy with North declaring. Also the predictors' own DDBP
// accuracy (exact, within one, within two) beside the paper's.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"
#include "learn/ddnet/ddnet_data.h"
#include "learn/ddnet/trick_net.h"

namespace bidlab::ddnet {

struct WhoBidsHigherOptions {
  TrainConfig config;
  std::size_t train_deals = 0;          // 0 = all
  std::size_t validation_deals = 2000;  // for choosing the epoch
  std::size_t test_deals = 0;           // 0 = all
  bool comparator = true;
  // Smoke test: the same pipeline on 300 training, 200 validation and 500
  // test deals, 3 epochs, 300 autoencoder iterations (well under a minute).
  bool quick = false;
};

struct MethodRow {
  std::string key, method;
  double nt = 0, suit = 0;                     // our accuracy, 0-1
  std::optional<double> paper_nt, paper_suit;  // Table III, 0-1
};

struct TrickRow {
  Variant variant;
  ContractKind kind;
  TrickAccuracy test;
  std::optional<double> paper_exact;  // [14] via the paper's section II-B
};

struct CurveSet {
  std::string name;  // "AE-MLP D nt", …
  TrainLog log;
};

struct WhoBidsHigherResult {
  std::size_t train_deals = 0, validation_deals = 0, test_deals = 0;
  std::size_t train_examples_nt = 0, train_examples_suit = 0, test_examples_nt = 0, test_examples_suit = 0;
  std::vector<MethodRow> rows;
  std::vector<TrickRow> tricks;
  std::vector<CurveSet> curves;
  double seconds = 0;
  TrainConfig config;
};

// The whole experiment, with a progress line per training phase on `log`:
// who-bids-higher.md, .json and the learning curves as SVG.
ExperimentOutput RunWhoBidsHigherExperiment(const SplitRecords& data, const WhoBidsHigherOptions& options,
                                            std::ostream& log);

WhoBidsHigherResult RunWhoBidsHigher(const SplitRecords& data, const WhoBidsHigherOptions& options,
                                     const TrainProgress& progress);

std::string WhoBidsHigherMarkdown(const WhoBidsHigherResult& result);
nlohmann::json WhoBidsHigherJson(const WhoBidsHigherResult& result);
// Learning curves as SVG pictures: (file name, contents).
std::vector<std::pair<std::string, std::string>> WhoBidsHigherCharts(const WhoBidsHigherResult& result);

// Share of examples where `evaluator`'s pair sum points to the side that takes ≥ 7 tricks (ties count ½).
double EvaluatorSideAccuracy(int evaluator_index, const std::vector<TrickExample>& examples, ContractKind kind);

}  // namespace bidlab::ddnet
