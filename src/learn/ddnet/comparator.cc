#include "learn/ddnet/comparator.h"

#include <algorithm>
#include <chrono>
#include <numeric>

#include "core/error.h"
#include "learn/ddnet/deal_encoding.h"

namespace bidlab::ddnet {

ComparatorClass ComparatorTruth(const TrickExample& example) {
  if (example.tricks > example.rotated_tricks) return kLeftBetter;
  return example.tricks == example.rotated_tricks ? kEqual : kRightBetter;
}

namespace {

constexpr int kTowerOutputs = 13;

nn::Matrix Join(const nn::Matrix& left, const nn::Matrix& right) {
  nn::Matrix h(left.rows(), left.cols() + right.cols());
  h << left, right;
  return h;
}

}  // namespace

nn::Matrix Comparator::Predict(const std::vector<TrickExample>& examples) const {
  return joint_.Predict(Join(PredictInBatches(left_, examples, false), PredictInBatches(right_, examples, true)));
}

std::vector<bool> Comparator::NorthSouthHigher(const std::vector<TrickExample>& examples) const {
  const nn::Matrix p = Predict(examples);
  std::vector<bool> out(examples.size());
  for (std::size_t i = 0; i < examples.size(); ++i)
    out[i] = p(static_cast<Eigen::Index>(i), kLeftBetter) >= p(static_cast<Eigen::Index>(i), kRightBetter);
  return out;
}

double Comparator::TrainStep(const nn::Matrix& x, const nn::Matrix& xr, const nn::Matrix& t, nn::RmsProp& optimiser) {
  const nn::Matrix h = Join(left_.Forward(x), right_.Forward(xr));
  const nn::Matrix& a = joint_.Forward(h);
  const double loss = nn::LossValue(nn::Loss::kCrossEntropy, nn::Activation::kSoftmax, a, t);
  const nn::Matrix dh = joint_.BackwardPre(nn::OutputGradient(nn::Loss::kCrossEntropy, nn::Activation::kSoftmax, a, t));
  left_.BackwardPost(dh.leftCols(kTowerOutputs));
  right_.BackwardPost(dh.rightCols(kTowerOutputs));
  std::vector<nn::Parameter> parameters = left_.Parameters();
  for (auto* net : {&right_, &joint_}) {
    const auto more = net->Parameters();
    parameters.insert(parameters.end(), more.begin(), more.end());
  }
  optimiser.Step(parameters);
  return loss;
}

std::string Comparator::SavePayload() const {
  return PayloadHeader(kind_, variant_) + left_.Save() + right_.Save() + joint_.Save();
}

Comparator Comparator::LoadPayload(const std::string& payload, const std::string& name) {
  const PayloadHead head = ParsePayloadHeader(payload, name);
  const std::string& rest = head.rest;
  // Three saved networks, each starting at a "network" line.
  std::vector<std::size_t> starts;
  for (std::size_t p = rest.find("network "); p != std::string::npos; p = rest.find("\nnetwork ", p)) {
    if (rest[p] == '\n') ++p;
    starts.push_back(p);
  }
  if (starts.size() != 3) throw InputError(name, 0, "a comparator holds three networks");
  starts.push_back(rest.size());
  std::vector<nn::Network> nets;
  for (int k = 0; k < 3; ++k)
    nets.push_back(nn::Network::Load(rest.substr(starts[k], starts[k + 1] - starts[k]), name));
  if (nets[0].inputs() != kInputs || nets[1].inputs() != kInputs || nets[2].outputs() != 3 ||
      nets[2].inputs() != nets[0].outputs() + nets[1].outputs())
    throw InputError(name, 0, "comparator networks of the wrong shapes");
  return Comparator(head.kind, head.variant, std::move(nets[0]), std::move(nets[1]), std::move(nets[2]));
}

double ComparatorSideAccuracy(const Comparator& comparator, const std::vector<TrickExample>& examples) {
  if (examples.empty()) return 0;
  const std::vector<bool> ns = comparator.NorthSouthHigher(examples);
  double right = 0;
  for (std::size_t i = 0; i < examples.size(); ++i) right += ns[i] == (examples[i].tricks >= 7);
  return right / static_cast<double>(examples.size());
}

Comparator TrainComparator(ContractKind kind, const std::vector<TrickExample>& train,
                           const std::vector<TrickExample>& validation, const TrainConfig& config, TrainLog& log,
                           const TrainProgress& progress) {
  const nn::Network ae = TrainAutoencoder(train, config, log, progress);
  const auto start = std::chrono::steady_clock::now();
  std::mt19937_64 rng(config.seed + 2);
  nn::Network left = EncoderTower(ae, rng), right = EncoderTower(ae, rng);
  nn::Network joint;
  joint.Add(nn::DenseLayer(2 * kTowerOutputs, 3, nn::Activation::kSoftmax, rng));
  Comparator model(kind, config.variant, std::move(left), std::move(right), std::move(joint));
  nn::RmsProp optimiser(config.learning_rate);
  const std::size_t batch = std::min<std::size_t>(static_cast<std::size_t>(config.batch), train.size());
  std::vector<int> order(train.size());
  std::iota(order.begin(), order.end(), 0);
  const auto train_epoch = [&] {
    std::shuffle(order.begin(), order.end(), rng);
    double loss = 0;
    std::size_t batches = 0;
    for (std::size_t first = 0; first + batch <= order.size(); first += batch) {
      nn::Matrix t = nn::Matrix::Zero(static_cast<Eigen::Index>(batch), 3);
      for (std::size_t i = 0; i < batch; ++i)
        t(static_cast<Eigen::Index>(i), ComparatorTruth(train[static_cast<std::size_t>(order[first + i])])) = 1;
      const auto perms = RandomSuitPermutations(config.permute_suits ? batch : 0, kind == ContractKind::kSuit, rng);
      const auto* p = config.permute_suits ? &perms : nullptr;
      loss += model.TrainStep(EncodeExamples(train, order, first, batch, p),
                              EncodeRotatedExamples(train, order, first, batch, p), t, optimiser);
      log.samples_seen += batch;
      ++batches;
    }
    return batches ? loss / static_cast<double>(batches) : 0.0;
  };
  Comparator best = KeepBestEpoch<Comparator>(
      config, !validation.empty(), "comparator", log, progress, train_epoch, [&] { return model; },
      [&](const Comparator& candidate) { return ComparatorSideAccuracy(candidate, validation); });
  log.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return best;
}

}  // namespace bidlab::ddnet
