// `bidlab train softmax`: trains White's softmax classifier on the examples
// it is handed (with a progress line), then reports its accuracy on train
// and dev and each regression's convergence, as text or one JSON object.
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "learn/softmax/white_data.h"

namespace bidlab {

struct SoftmaxTrainingOptions {
  SoftmaxTask task = SoftmaxTask::kOpening;
  WhiteTemplate features = WhiteTemplate::kDomain;
  SoftmaxStructure structure = SoftmaxStructure::kFlat;
  bool agreed_only = false;  // train only on the examples whose labels agreed
  SoftmaxTrainParams params;
  // For the report: the command's words for them.
  std::string task_name, features_name, labels;
};

struct SoftmaxTraining {
  std::shared_ptr<const SoftmaxCallModel> model;
  SoftmaxCallTrace trace;
  std::size_t train_examples = 0, dev_examples = 0;
  double train_accuracy = 0;
  CallConfusion dev, dev_agreed;
  double train_seconds = 0;
};

// Throws Error when there is nothing to train on.
SoftmaxTraining TrainSoftmax(const SoftmaxTrainingOptions& options, const TrainDev& data, std::ostream& progress);

std::string SoftmaxTrainingText(const SoftmaxTraining& t, const std::string& model_path, double seconds);
nlohmann::json SoftmaxTrainingJson(const SoftmaxTraining& t, const SoftmaxTrainingOptions& options,
                                   const std::string& model_path, double seconds);

}  // namespace bidlab
