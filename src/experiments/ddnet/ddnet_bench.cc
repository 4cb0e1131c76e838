#include "experiments/ddnet/ddnet_bench.h"

#include <algorithm>
#include <random>
#include <sstream>

#include "core/error.h"
#include "data/dealer.h"
#include "experiments/stopwatch.h"
#include "learn/ddnet/deal_encoding.h"
#include "learn/ddnet/trick_examples.h"

namespace bidlab {

namespace {}  // namespace

nlohmann::json BenchDdnet(const DdnetBenchOptions& o) {
  std::vector<ddnet::TrickExample> examples;
  for (int i = 0; i < o.samples; ++i) examples.push_back({DealAt(1, static_cast<std::uint64_t>(i)), i % 14, 0});
  std::mt19937_64 rng(1);
  nn::Network net;
  nn::DenseLayer encoder(ddnet::kInputs, 104, nn::Activation::kSigmoid, rng);
  if (o.variant == ddnet::Variant::kD) encoder.SetMask(nn::BlockDiagonalMask(ddnet::kInputs, 104, 4));
  net.Add(std::move(encoder));
  net.Add(nn::DenseLayer(104, 52, nn::Activation::kTanh, rng));
  net.Add(nn::DenseLayer(52, 13, nn::Activation::kTanh, rng));
  net.Add(nn::DenseLayer(13, 14, nn::Activation::kSoftmax, rng));
  nn::RmsProp optimiser(0.001f);
  const std::size_t batch = static_cast<std::size_t>(o.batch);
  if (examples.size() < batch) throw Error("bench ddnet: --samples must be at least --batch");
  const Stopwatch training;
  std::size_t trained = 0;
  for (std::size_t first = 0; first + batch <= examples.size(); first += batch) {
    const nn::Matrix x = ddnet::EncodeExamples(examples, {}, first, batch);
    nn::Matrix t = nn::Matrix::Zero(static_cast<Eigen::Index>(batch), 14);
    for (std::size_t i = 0; i < batch; ++i) t(static_cast<Eigen::Index>(i), examples[first + i].tricks) = 1;
    const nn::Matrix& a = net.Forward(x);
    net.BackwardPre(nn::OutputGradient(nn::Loss::kCrossEntropy, nn::Activation::kSoftmax, a, t));
    optimiser.Step(net.Parameters());
    trained += batch;
  }
  const double train_seconds = training.Seconds();
  const Stopwatch inference;
  double checksum = 0;
  for (std::size_t first = 0; first < examples.size(); first += 1024) {
    const std::size_t count = std::min<std::size_t>(1024, examples.size() - first);
    checksum += net.Predict(ddnet::EncodeExamples(examples, {}, first, count)).sum();
  }
  const double infer_seconds = inference.Seconds();
  return {{"variant", ddnet::VariantName(o.variant)},
          {"parameters", net.ParameterCount()},
          {"batch", o.batch},
          {"train_samples", trained},
          {"train_samples_per_s", static_cast<double>(trained) / train_seconds},
          {"inference_samples", examples.size()},
          {"inference_samples_per_s", static_cast<double>(examples.size()) / infer_seconds},
          {"checksum", checksum}};
}

std::string BenchDdnetText(const nlohmann::json& r) {
  std::ostringstream out;
  out << "AE-MLP " << r["variant"].get<std::string>() << " (208-104-52-13-14, " << r["parameters"]
      << " parameters), one thread\n"
      << "training (batch " << r["batch"] << "): " << r["train_samples_per_s"].get<double>() << " samples/s\n"
      << "inference:              " << r["inference_samples_per_s"].get<double>() << " samples/s\n";
  return out.str();
}

}  // namespace bidlab
