// An option that takes one of a few names for an enum value ("tree",
// "layered"). CLI11's CheckedTransformer prints its mapping in the help
// ("ENUM:value in {layered->1,tree->0} OR {1,0}"); this one prints nothing
// there (the option's help text names the choices) and says, when a word is
// wrong, which ones are valid.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace bidlab {

// A word turned into an enum's number by `parse` (which may accept aliases);
// when it cannot, the message names the `valid` words.
template <typename T>
CLI::Validator ParsedChoice(std::function<std::optional<T>(std::string_view)> parse, const std::string& valid) {
  return CLI::Validator(
      [parse, valid](std::string& input) -> std::string {
        const std::optional<T> value = parse(input);
        if (!value) return "expected one of " + valid + ", found \"" + input + "\"";
        input = std::to_string(static_cast<long long>(*value));
        return "";
      },
      "", "named choice");
}

// The same for a fixed table of names.
template <typename T>
CLI::Validator NamedChoices(const std::map<std::string, T>& names) {
  std::string valid;
  for (const auto& entry : names) valid += (valid.empty() ? "" : ", ") + entry.first;
  return ParsedChoice<T>(
      [names](std::string_view word) -> std::optional<T> {
        const auto it = names.find(std::string(word));
        return it == names.end() ? std::nullopt : std::optional<T>(it->second);
      },
      valid);
}

}  // namespace bidlab
