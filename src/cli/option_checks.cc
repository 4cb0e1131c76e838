#include <charconv>
#include <cmath>
#include <filesystem>

#include "cli/option_checks.h"
#include "core/error.h"
#include "core/excerpt.h"
#include "experiments/number_text.h"
#include "io/output_path.h"

namespace bidlab {

namespace {

// The name WholeNumber's, ThreadCount's and NumberInRange's validators carry.
constexpr char kRangeValidator[] = "range";

bool HasValidator(CLI::Option& option, const char* name) {
  try {
    option.get_validator(name);
    return true;
  } catch (const CLI::OptionNotFound&) {
    return false;
  }
}

}  // namespace

CLI::Validator WholeNumber(std::uint64_t min, std::uint64_t max) {
  const std::string allowed = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  return CLI::Validator(
      [min, max, allowed](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        if (!digits || ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
          return "must be " + allowed + ", not " + QuotedExcerpt(text);
        return "";
      },
      "UINT " + std::to_string(min) + ".." + std::to_string(max), kRangeValidator);
}

CLI::Validator ThreadCount() {
  const CLI::Validator whole = WholeNumber(0, kMaxThreads);
  return CLI::Validator(
      [whole](std::string& text) -> std::string {
        std::string copy = text;
        return whole(copy).empty()
                   ? ""
                   : "must be 0 (every core) or 1 to " + std::to_string(kMaxThreads) + ", not " + QuotedExcerpt(text);
      },
      "0.." + std::to_string(kMaxThreads), kRangeValidator);
}

CLI::Validator NumberInRange(double min, double max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
            value < min || value > max)
          return "must be a number from " + Shortest(min) + " to " + Shortest(max) + ", not " + QuotedExcerpt(text);
        return "";
      },
      "NUMBER " + Shortest(min) + ".." + Shortest(max), kRangeValidator);
}

CLI::Validator LearningRate() { return NumberInRange(1e-9, 10); }
CLI::Validator WallMinutes() { return NumberInRange(0, 525600); }
CLI::Validator Weight() { return NumberInRange(0, 1e6); }
CLI::Validator PositiveConstant() { return NumberInRange(1e-12, 1e12); }

namespace {

// The names OutputFile's, OutputFolder's and InputFolder's validators carry:
// the kind, then a line per file beside (">SUFFIX") or inside ("/PATTERN").
constexpr std::string_view kOutputValidator = "output";
constexpr std::string_view kInputValidator = "input";

// Whether `option` takes a number: CLI11 names an option of an integer or
// real type (or a list of them) INT, UINT or FLOAT.
bool TakesANumber(const CLI::Option& option) {
  if (option.get_type_size_max() == 0) return false;  // a flag
  std::string type = option.get_type_name();
  type = type.substr(0, type.find(':'));  // before the validators' descriptions
  return type == "INT" || type == "UINT" || type == "FLOAT";
}

void CollectNumbersWithoutARange(CLI::App& command, const std::string& path, std::vector<std::string>& found) {
  for (CLI::Option* option : command.get_options())
    if (TakesANumber(*option) && !HasValidator(*option, kRangeValidator))
      found.push_back(path + " " + option->get_name());
  for (CLI::App* sub : command.get_subcommands({}))
    CollectNumbersWithoutARange(*sub, path + " " + sub->get_name(), found);
}

std::string PathsName(std::string_view kind, const std::vector<std::string>& beside,
                      const std::vector<std::string>& inside) {
  std::string name(kind);
  for (const std::string& suffix : beside) name += "\n>" + suffix;
  for (const std::string& pattern : inside) name += "\n/" + pattern;
  return name;
}

// The option's value as a PathOption, and whether it is an output: from its
// validator's name.
PathOption PathsOf(CLI::Option& option, const std::string& value, bool* output) {
  PathOption out{option.get_name(), value};
  *output = false;
  for (int i = 0;; ++i) {
    const CLI::Validator* validator = nullptr;
    try {
      validator = option.get_validator(i);
    } catch (const CLI::OptionNotFound&) {
      break;
    }
    const std::string& name = validator->get_name();
    const std::string_view kind = std::string_view(name).substr(0, name.find('\n'));
    if (kind != kOutputValidator && kind != kInputValidator) continue;
    *output = kind == kOutputValidator;
    for (std::size_t at = name.find('\n'); at != std::string::npos;) {
      const std::size_t next = name.find('\n', at + 1);
      const std::string line = name.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1);
      (line[0] == '>' ? out.beside : out.inside).push_back(line.substr(1));
      at = next;
    }
  }
  return out;
}

}  // namespace

std::vector<std::string> NumbersWithoutARange(CLI::App& app) {
  std::vector<std::string> found;
  CollectNumbersWithoutARange(app, app.get_name(), found);
  return found;
}

std::vector<std::string> ResultsFiles() { return {"*.md", "*.json", "*.svg", "*.csv", "models/*"}; }

CLI::Validator OutputFile(const std::vector<std::string>& beside) {
  return CLI::Validator([](std::string& path) { return WhyNotWritableFile(path); }, "FILE",
                        PathsName(kOutputValidator, beside, {}));
}

CLI::Validator OutputFolder(const std::vector<std::string>& inside) {
  return CLI::Validator([](std::string& path) { return WhyNotWritableFolder(path); }, "DIR",
                        PathsName(kOutputValidator, {}, inside));
}

CLI::Validator CacheFile(const std::vector<std::string>& beside) {
  return CLI::Validator(
      [](std::string& path) {
        std::error_code ec;
        const std::filesystem::path folder = std::filesystem::path(path).parent_path();
        if (folder.empty() || std::filesystem::is_directory(folder, ec) || std::filesystem::is_directory(path, ec))
          return WhyNotWritableFile(path);
        const std::string why = WhyNotWritableFolder(folder.string());
        return why.empty() ? why : "cannot write " + path + ": " + why;
      },
      "FILE", PathsName(kOutputValidator, beside, {}));
}

CLI::Validator InputFolder(const std::vector<std::string>& inside) {
  return CLI::Validator([](std::string&) { return std::string(); }, "DIR", PathsName(kInputValidator, {}, inside));
}

void RequireNoOutputIsAnInput(CLI::App& app) {
  std::vector<PathOption> outputs, inputs;
  // The command and the subcommands it was given, down to the one that runs.
  for (CLI::App* command = &app; command != nullptr;) {
    for (CLI::Option* option : command->get_options())
      for (const std::string& value : option->results()) {
        bool output = false;
        PathOption path = PathsOf(*option, value, &output);
        (output ? outputs : inputs).push_back(std::move(path));
      }
    const std::vector<CLI::App*> given = command->get_subcommands();
    command = given.empty() ? nullptr : given.front();
  }
  RequireOutputsAreNotInputs(outputs, inputs);
}

void RequireDealRange(std::uint64_t first, std::uint64_t count) {
  if (count > 0 && first > std::numeric_limits<std::uint64_t>::max() - (count - 1))
    throw Error("--first " + std::to_string(first) + " with --count " + std::to_string(count) +
                " runs past the last deal index, 18446744073709551615");
}

}  // namespace bidlab
