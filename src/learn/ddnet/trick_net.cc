#include "learn/ddnet/trick_net.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <sstream>

#include "core/error.h"
#include "learn/ddnet/deal_encoding.h"

namespace bidlab::ddnet {

std::string VariantName(Variant v) { return v == Variant::kF ? "F" : "D"; }

namespace {

constexpr int kTrickClasses = kNumRanks + 1;  // 0-13

double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::vector<int> Shuffled(std::size_t n, std::mt19937_64& rng) {
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  return order;
}

nn::Matrix OneHotTricks(const std::vector<TrickExample>& examples, const std::vector<int>& order, std::size_t first,
                        std::size_t count) {
  nn::Matrix t = nn::Matrix::Zero(static_cast<Eigen::Index>(count), kTrickClasses);
  for (std::size_t i = 0; i < count; ++i)
    t(static_cast<Eigen::Index>(i), examples[static_cast<std::size_t>(order[first + i])].tricks) = 1;
  return t;
}

std::vector<int> RowArgmax(const nn::Matrix& m) {
  std::vector<int> out(static_cast<std::size_t>(m.rows()));
  for (Eigen::Index r = 0; r < m.rows(); ++r) m.row(r).maxCoeff(&out[static_cast<std::size_t>(r)]);
  return out;
}

}  // namespace

nn::Network TrainAutoencoder(const std::vector<TrickExample>& examples, const TrainConfig& config, TrainLog& log,
                             const TrainProgress& progress) {
  if (examples.empty()) throw Error("no training deals for the autoencoder");
  const auto start = std::chrono::steady_clock::now();
  std::mt19937_64 rng(config.seed);
  nn::Network ae;
  nn::DenseLayer encoder(kInputs, config.code_units, nn::Activation::kSigmoid, rng);
  if (config.variant == Variant::kD) encoder.SetMask(nn::BlockDiagonalMask(kInputs, config.code_units, kNumSeats));
  ae.Add(std::move(encoder));
  ae.Add(nn::DenseLayer(config.code_units, kInputs, nn::Activation::kSigmoid, rng));
  nn::RmsProp optimiser(config.learning_rate);
  const std::size_t batch = std::min<std::size_t>(static_cast<std::size_t>(config.batch), examples.size());
  std::vector<int> order = Shuffled(examples.size(), rng);
  std::size_t next = 0;
  double window = 0, previous = -1;
  for (int it = 1; it <= config.ae_max_iterations; ++it) {
    if (next + batch > order.size()) {
      order = Shuffled(examples.size(), rng);
      next = 0;
    }
    const auto perms = RandomSuitPermutations(config.permute_suits ? batch : 0, false, rng);
    const nn::Matrix x = EncodeExamples(examples, order, next, batch, config.permute_suits ? &perms : nullptr);
    next += batch;
    const nn::Matrix& z = ae.Forward(x);
    window += nn::LossValue(nn::Loss::kCrossEntropy, nn::Activation::kSigmoid, z, x);
    ae.BackwardPre(nn::OutputGradient(nn::Loss::kCrossEntropy, nn::Activation::kSigmoid, z, x));
    optimiser.Step(ae.Parameters());
    log.samples_seen += batch;
    log.ae_iterations = it;
    if (it % config.ae_check_every == 0) {
      const double mean = window / config.ae_check_every;
      window = 0;
      log.ae_error.push_back(mean);
      if (progress)
        progress("autoencoder", static_cast<std::uint64_t>(it), static_cast<std::uint64_t>(config.ae_max_iterations));
      if (previous >= 0 && std::abs(mean - previous) < config.ae_tolerance) break;
      previous = mean;
    }
  }
  log.seconds += SecondsSince(start);
  return ae;
}

nn::Network EncoderTower(const nn::Network& autoencoder, std::mt19937_64& rng) {
  nn::Network tower;
  tower.Add(autoencoder.layer(0));
  tower.Add(nn::DenseLayer(autoencoder.layer(0).outputs(), 52, nn::Activation::kTanh, rng));
  tower.Add(nn::DenseLayer(52, 13, nn::Activation::kTanh, rng));
  return tower;
}

nn::Matrix PredictInBatches(const nn::Network& network, const std::vector<TrickExample>& examples, bool rotated) {
  constexpr std::size_t kBatch = 1024;
  nn::Matrix out(static_cast<Eigen::Index>(examples.size()), network.outputs());
  for (std::size_t first = 0; first < examples.size(); first += kBatch) {
    const std::size_t count = std::min(kBatch, examples.size() - first);
    const nn::Matrix x =
        rotated ? EncodeRotatedExamples(examples, {}, first, count) : EncodeExamples(examples, {}, first, count);
    out.middleRows(static_cast<Eigen::Index>(first), static_cast<Eigen::Index>(count)) = network.Predict(x);
  }
  return out;
}

std::vector<int> TrickNet::PredictTricks(const std::vector<TrickExample>& examples) const {
  return RowArgmax(PredictInBatches(network_, examples, false));
}

std::string PayloadHeader(ContractKind kind, Variant variant) {
  return "contract " + ContractKindName(kind) + "\nvariant " + VariantName(variant) + "\n";
}

PayloadHead ParsePayloadHeader(const std::string& payload, const std::string& name) {
  std::istringstream in(payload);
  std::string key1, kind, key2, variant;
  if (!(in >> key1 >> kind >> key2 >> variant) || key1 != "contract" || key2 != "variant" ||
      (kind != "nt" && kind != "suit") || (variant != "F" && variant != "D"))
    throw InputError(name, 0, "expected \"contract nt|suit\" and \"variant F|D\" before the networks");
  return {kind == "nt" ? ContractKind::kNoTrump : ContractKind::kSuit, variant == "F" ? Variant::kF : Variant::kD,
          std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>())};
}

std::string TrickNet::SavePayload() const { return PayloadHeader(kind_, variant_) + network_.Save(); }

TrickNet TrickNet::LoadPayload(const std::string& payload, const std::string& name) {
  PayloadHead head = ParsePayloadHeader(payload, name);
  nn::Network network = nn::Network::Load(head.rest, name);
  if (network.inputs() != kInputs || network.outputs() != kTrickClasses)
    throw InputError(name, 0, "a trick network maps 208 inputs to 14 classes");
  return TrickNet(head.kind, head.variant, std::move(network));
}

TrickNet TrainTrickNet(ContractKind kind, const std::vector<TrickExample>& train,
                       const std::vector<TrickExample>& validation, const TrainConfig& config, TrainLog& log,
                       const TrainProgress& progress) {
  const nn::Network ae = TrainAutoencoder(train, config, log, progress);
  const auto start = std::chrono::steady_clock::now();
  std::mt19937_64 rng(config.seed + 1);
  nn::Network net = EncoderTower(ae, rng);
  net.Add(nn::DenseLayer(13, kTrickClasses, nn::Activation::kSoftmax, rng));
  nn::RmsProp optimiser(config.learning_rate);
  const std::size_t batch = std::min<std::size_t>(static_cast<std::size_t>(config.batch), train.size());
  const auto train_epoch = [&] {
    const std::vector<int> order = Shuffled(train.size(), rng);
    double loss = 0;
    std::size_t batches = 0;
    for (std::size_t first = 0; first + batch <= order.size(); first += batch) {
      const auto perms = RandomSuitPermutations(config.permute_suits ? batch : 0, kind == ContractKind::kSuit, rng);
      const nn::Matrix x = EncodeExamples(train, order, first, batch, config.permute_suits ? &perms : nullptr);
      const nn::Matrix t = OneHotTricks(train, order, first, batch);
      const nn::Matrix& a = net.Forward(x);
      loss += nn::LossValue(nn::Loss::kCrossEntropy, nn::Activation::kSoftmax, a, t);
      net.BackwardPre(nn::OutputGradient(nn::Loss::kCrossEntropy, nn::Activation::kSoftmax, a, t));
      optimiser.Step(net.Parameters());
      log.samples_seen += batch;
      ++batches;
    }
    return batches ? loss / static_cast<double>(batches) : 0.0;
  };
  TrickNet best = KeepBestEpoch<TrickNet>(
      config, !validation.empty(), "fine-tune", log, progress, train_epoch,
      [&] { return TrickNet(kind, config.variant, net); },
      [&](const TrickNet& candidate) { return MeasureTricks(candidate.PredictTricks(validation), validation).exact; });
  log.seconds += SecondsSince(start);
  return best;
}

TrickAccuracy MeasureTricks(const std::vector<int>& predicted, const std::vector<TrickExample>& examples) {
  if (predicted.size() != examples.size()) throw Error("one prediction per example expected");
  TrickAccuracy a;
  a.examples = examples.size();
  if (examples.empty()) return a;
  for (std::size_t i = 0; i < examples.size(); ++i) {
    const int error = std::abs(predicted[i] - examples[i].tricks);
    a.exact += error == 0;
    a.within_one += error <= 1;
    a.within_two += error <= 2;
    a.side += (predicted[i] >= 7) == (examples[i].tricks >= 7);
  }
  const double n = static_cast<double>(examples.size());
  a.exact /= n;
  a.within_one /= n;
  a.within_two /= n;
  a.side /= n;
  return a;
}

}  // namespace bidlab::ddnet
