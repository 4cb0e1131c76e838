#include "learn/nn/network.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <sstream>

#include "core/error.h"
#include "core/excerpt.h"

namespace bidlab::nn {

void Network::Add(DenseLayer layer) {
  if (!layers_.empty() && layers_.back().outputs() != layer.inputs())
    throw Error("layer of " + std::to_string(layer.inputs()) + " inputs after one of " +
                std::to_string(layers_.back().outputs()) + " outputs");
  layers_.push_back(std::move(layer));
}

int Network::inputs() const { return layers_.empty() ? 0 : layers_.front().inputs(); }
int Network::outputs() const { return layers_.empty() ? 0 : layers_.back().outputs(); }

void Network::set_product(Product product) {
  for (DenseLayer& layer : layers_) layer.set_product(product);
}

const Matrix& Network::Forward(const Matrix& x) {
  const Matrix* in = &x;
  for (DenseLayer& layer : layers_) in = &layer.Forward(*in);
  return *in;
}

Matrix Network::Predict(const Matrix& x) const {
  Matrix a = x;
  for (const DenseLayer& layer : layers_) a = layer.Apply(a);
  return a;
}

Matrix Network::BackwardPre(const Matrix& dz_output) {
  Matrix d = layers_.back().BackwardPre(dz_output);
  for (int i = depth() - 2; i >= 0; --i) d = layers_[static_cast<std::size_t>(i)].BackwardPost(d);
  return d;
}

void Network::Gradients(const Matrix& dz_output) {
  if (depth() == 1) {
    layers_.front().BackwardPre(dz_output, false);
    return;
  }
  Matrix d = layers_.back().BackwardPre(dz_output);
  for (int i = depth() - 2; i >= 0; --i) d = layers_[static_cast<std::size_t>(i)].BackwardPost(d, i > 0);
}

Matrix Network::BackwardPost(const Matrix& da_output) {
  Matrix d = da_output;
  for (int i = depth() - 1; i >= 0; --i) d = layers_[static_cast<std::size_t>(i)].BackwardPost(d);
  return d;
}

std::vector<Parameter> Network::Parameters() {
  std::vector<Parameter> out;
  for (DenseLayer& layer : layers_) {
    out.push_back({layer.weights().data(), layer.weight_gradient().data(), layer.weights().size()});
    out.push_back({layer.bias().data(), layer.bias_gradient().data(), layer.bias().size()});
  }
  return out;
}

void Network::AddGradients(const Network& other) {
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    layers_[i].weight_gradient() += other.layers_.at(i).weight_gradient();
    layers_[i].bias_gradient() += other.layers_.at(i).bias_gradient();
  }
}

std::vector<double> Network::FlatGradients() const {
  std::vector<double> flat;
  for (const DenseLayer& layer : layers_) {
    flat.insert(flat.end(), layer.weight_gradient().data(),
                layer.weight_gradient().data() + layer.weight_gradient().size());
    flat.insert(flat.end(), layer.bias_gradient().data(), layer.bias_gradient().data() + layer.bias_gradient().size());
  }
  return flat;
}

void Network::SetFlatGradients(std::span<const double> flat) {
  std::size_t at = 0;
  const auto fill = [&](float* gradient, Eigen::Index size) {
    if (at + static_cast<std::size_t>(size) > flat.size()) throw Error("internal: too few gradients for the network");
    for (Eigen::Index i = 0; i < size; ++i) gradient[i] = static_cast<float>(flat[at++]);
  };
  for (DenseLayer& layer : layers_) {
    fill(layer.weight_gradient().data(), layer.weight_gradient().size());
    fill(layer.bias_gradient().data(), layer.bias_gradient().size());
  }
  if (at != flat.size()) throw Error("internal: more gradients than the network has");
}

void Network::CopyWeightsTo(Network& other) const {
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    other.layers_.at(i).weights() = layers_[i].weights();
    other.layers_.at(i).bias() = layers_[i].bias();
  }
}

void Network::UpdateAverage(Network& average, float rate) const {
  for (std::size_t i = 0; i < layers_.size(); ++i) {
    DenseLayer& a = average.layers_.at(i);
    a.weights() += rate * (layers_[i].weights() - a.weights());
    a.bias() += rate * (layers_[i].bias() - a.bias());
  }
}

std::size_t Network::ParameterCount() const {
  std::size_t n = 0;
  for (const DenseLayer& layer : layers_) n += static_cast<std::size_t>(layer.weights().size() + layer.bias().size());
  return n;
}

namespace {

// Nine significant digits round-trip a float exactly; std::to_chars writes
// what the stream's precision(9) did ("%.9g"), many times faster.
void WriteValues(std::string& out, const float* values, Eigen::Index count) {
  char text[32];
  for (Eigen::Index i = 0; i < count; ++i) {
    if (i) out += ' ';
    const std::to_chars_result r = std::to_chars(text, text + sizeof text, values[i], std::chars_format::general, 9);
    out.append(text, r.ptr);
  }
  out += '\n';
}

void ReadValues(std::istringstream& in, float* values, Eigen::Index count, const std::string& name) {
  for (Eigen::Index i = 0; i < count; ++i)
    if (!(in >> values[i]) || !std::isfinite(values[i]))
      throw InputError(name, 0, "network weights cut short or not numbers");
}

}  // namespace

std::string Network::Save() const {
  std::string out = "network " + std::to_string(layers_.size()) + "\n";
  for (const DenseLayer& layer : layers_) {
    out += "dense " + std::to_string(layer.inputs()) + " " + std::to_string(layer.outputs()) + " " +
           ActivationName(layer.activation()) + " " + (layer.mask() ? "1" : "0") + "\n";
    WriteValues(out, layer.weights().data(), layer.weights().size());
    WriteValues(out, layer.bias().data(), layer.bias().size());
    if (layer.mask()) WriteValues(out, layer.mask()->data(), layer.mask()->size());
  }
  return out;
}

Network Network::Load(std::string_view text, const std::string& name) {
  std::istringstream in{std::string(text)};
  std::string word;
  int count = 0;
  if (!(in >> word >> count) || word != "network" || count <= 0 || count > 100)
    throw InputError(name, 0, "expected \"network LAYERS\"");
  Network net;
  std::mt19937_64 unused_rng(0);
  for (int k = 0; k < count; ++k) {
    int inputs = 0, outputs = 0, masked = 0;
    std::string activation_name;
    if (!(in >> word >> inputs >> outputs >> activation_name >> masked) || word != "dense" || inputs <= 0 ||
        outputs <= 0 || inputs > 100000 || outputs > 100000)
      throw InputError(name, 0, "expected \"dense IN OUT ACTIVATION MASKED\" for layer " + std::to_string(k + 1));
    const auto activation = ParseActivation(activation_name);
    if (!activation) throw InputError(name, 0, "unknown activation " + QuotedExcerpt(activation_name));
    // Each weight takes at least two characters (a digit and a separator):
    // a layer the text cannot hold is refused before it is allocated.
    const std::uint64_t values =
        static_cast<std::uint64_t>(inputs) * static_cast<std::uint64_t>(outputs) * (masked ? 2 : 1);
    if (2 * values > text.size())
      throw InputError(name, 0,
                       "layer " + std::to_string(k + 1) + " (" + std::to_string(inputs) + " x " +
                           std::to_string(outputs) + ") needs " + std::to_string(values) + " weights, more than the " +
                           std::to_string(text.size()) + " bytes of the network hold");
    DenseLayer layer(inputs, outputs, *activation, unused_rng);
    ReadValues(in, layer.weights().data(), layer.weights().size(), name);
    ReadValues(in, layer.bias().data(), layer.bias().size(), name);
    if (masked) {
      Matrix mask(inputs, outputs);
      ReadValues(in, mask.data(), mask.size(), name);
      layer.SetMask(mask);
    }
    try {
      net.Add(std::move(layer));
    } catch (const Error& e) {
      throw InputError(name, 0, e.what());
    }
  }
  return net;
}

double LossValue(Loss loss, Activation output, const Matrix& a, const Matrix& target) {
  if (a.rows() == 0) return 0;
  double total = 0;
  if (loss == Loss::kSquared) {
    total = 0.5 * static_cast<double>((a - target).squaredNorm());
  } else {
    constexpr float kTiny = 1e-7f;  // keeps log finite on saturated outputs
    const auto log_a = (a.array().max(kTiny)).log();
    total = -static_cast<double>((target.array() * log_a).sum());
    if (output == Activation::kSigmoid)
      total -= static_cast<double>(((1.0f - target.array()) * (1.0f - a.array()).max(kTiny).log()).sum());
  }
  return total / static_cast<double>(a.rows());
}

Matrix OutputGradient(Loss loss, Activation output, const Matrix& a, const Matrix& target) {
  const float n = static_cast<float>(a.rows());
  if (loss == Loss::kCrossEntropy) {
    if (output != Activation::kSoftmax && output != Activation::kSigmoid)
      throw Error("cross-entropy needs a softmax or sigmoid output layer");
    return (a - target) / n;
  }
  const Matrix da = (a - target) / n;
  switch (output) {
    case Activation::kLinear: return da;
    case Activation::kSigmoid: return (da.array() * a.array() * (1.0f - a.array())).matrix();
    case Activation::kTanh: return (da.array() * (1.0f - a.array().square())).matrix();
    case Activation::kRelu: return (a.array() > 0.0f).select(da, 0.0f);
    case Activation::kSoftmax: {
      const Eigen::VectorXf dot = da.cwiseProduct(a).rowwise().sum();
      return (a.array() * (da.colwise() - dot).array()).matrix();
    }
  }
  return da;
}

void RmsProp::Step(const std::vector<Parameter>& parameters) {
  if (r_.size() != parameters.size()) {
    r_.clear();
    for (const Parameter& p : parameters) r_.emplace_back(static_cast<std::size_t>(p.size), 0.0f);
  }
  for (std::size_t k = 0; k < parameters.size(); ++k) {
    const Parameter& p = parameters[k];
    float* r = r_[k].data();
    for (Eigen::Index i = 0; i < p.size; ++i) {
      const float g = p.gradient[i];
      r[i] = rho_ * r[i] + (1 - rho_) * g * g;
      p.value[i] -= eta_ * g / (std::sqrt(r[i]) + epsilon_);
    }
  }
}

void Adam::Step(const std::vector<Parameter>& parameters) {
  if (m_.size() != parameters.size()) {
    m_.clear();
    v_.clear();
    for (const Parameter& p : parameters) {
      m_.emplace_back(static_cast<std::size_t>(p.size), 0.0f);
      v_.emplace_back(static_cast<std::size_t>(p.size), 0.0f);
    }
  }
  ++steps_;
  const float c1 = 1.0f - std::pow(beta1_, static_cast<float>(steps_));
  const float c2 = 1.0f - std::pow(beta2_, static_cast<float>(steps_));
  const float step = eta_ * std::sqrt(c2) / c1;
  // Whole arrays at once: Eigen vectorises the square roots and divisions.
  for (std::size_t k = 0; k < parameters.size(); ++k) {
    const Parameter& p = parameters[k];
    const Eigen::Map<const Eigen::ArrayXf> g(p.gradient, p.size);
    Eigen::Map<Eigen::ArrayXf> m(m_[k].data(), p.size), v(v_[k].data(), p.size), value(p.value, p.size);
    m = beta1_ * m + (1 - beta1_) * g;
    v = beta2_ * v + (1 - beta2_) * g.square();
    value -= step * m / (v.sqrt() + epsilon_);
  }
}

namespace {

// "adam STEPS TENSORS", then per tensor its size and a line of each moment.
constexpr std::string_view kAdamWord = "adam";

void WriteBits(std::string& out, const std::vector<float>& values) {
  char text[9];
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, &values[i], sizeof bits);
    std::snprintf(text, sizeof text, "%08x", static_cast<unsigned>(bits));
    if (i) out += ' ';
    out.append(text, 8);
  }
  out += '\n';
}

// The next `count` floats of `text` from *at (8 hex digits each, one
// separator before each but the first, a newline after the last).
std::vector<float> ReadBits(std::string_view text, std::size_t* at, std::size_t count, const std::string& name) {
  if (count > (text.size() - *at) / 9)
    throw InputError(name, 0, "the optimizer's state is cut short (" + std::to_string(count) + " values expected)");
  std::vector<float> out(count);
  for (std::size_t i = 0; i < count; ++i) {
    std::uint32_t bits = 0;
    const char* first = text.data() + *at;
    const auto [end, ec] = std::from_chars(first, first + 8, bits, 16);
    const char separator = text[*at + 8];
    if (ec != std::errc() || end != first + 8 || separator != (i + 1 == count ? '\n' : ' '))
      throw InputError(name, 0, "the optimizer's state holds something other than 8 hex digits per value");
    std::memcpy(&out[i], &bits, sizeof bits);
    *at += 9;
  }
  return out;
}

}  // namespace

std::string Adam::Save() const {
  std::string out = std::string(kAdamWord) + " " + std::to_string(steps_) + " " + std::to_string(m_.size()) + "\n";
  for (std::size_t k = 0; k < m_.size(); ++k) {
    out += std::to_string(m_[k].size()) + "\n";
    WriteBits(out, m_[k]);
    WriteBits(out, v_[k]);
  }
  return out;
}

void Adam::Load(std::string_view text, const std::vector<Parameter>& parameters, const std::string& name) {
  const auto line = [&](std::size_t* at) {
    const std::size_t eol = text.find('\n', *at);
    if (eol == std::string_view::npos) throw InputError(name, 0, "the optimizer's state is cut short");
    const std::string_view out = text.substr(*at, eol - *at);
    *at = eol + 1;
    return out;
  };
  const auto number = [&](std::string_view word, const char* what) {
    long value = -1;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || end != word.data() + word.size() || value < 0)
      throw InputError(name, 0,
                       std::string("the optimizer's state: expected ") + what + ", not " + QuotedExcerpt(word));
    return value;
  };
  std::size_t at = 0;
  const std::string_view head = line(&at);
  const std::size_t space = head.find(' '), second = head.rfind(' ');
  if (head.substr(0, space) != kAdamWord || space == std::string_view::npos || second == space)
    throw InputError(name, 0, "expected \"adam STEPS TENSORS\", not " + QuotedExcerpt(head));
  const long steps = number(head.substr(space + 1, second - space - 1), "the steps taken");
  const long tensors = number(head.substr(second + 1), "the number of tensors");
  // A state of no step has no moments yet (Step makes them).
  if ((tensors != 0 || steps != 0) && static_cast<std::size_t>(tensors) != parameters.size())
    throw InputError(name, 0,
                     "the optimizer's state has " + std::to_string(tensors) + " tensors, the network " +
                         std::to_string(parameters.size()));
  std::vector<std::vector<float>> m, v;
  for (long k = 0; k < tensors; ++k) {
    const long size = number(line(&at), "a tensor's size");
    const auto expected = parameters[static_cast<std::size_t>(k)].size;
    if (size != expected)
      throw InputError(name, 0,
                       "the optimizer's tensor " + std::to_string(k + 1) + " has " + std::to_string(size) +
                           " values, the network's " + std::to_string(expected));
    m.push_back(ReadBits(text, &at, static_cast<std::size_t>(size), name));
    v.push_back(ReadBits(text, &at, static_cast<std::size_t>(size), name));
  }
  if (at != text.size()) throw InputError(name, 0, "the optimizer's state goes on past its last tensor");
  steps_ = steps;
  m_ = std::move(m);
  v_ = std::move(v);
}

}  // namespace bidlab::nn
