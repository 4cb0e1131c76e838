// An option that takes one of a few names for an enum value ("tree",
// "layered"). CLI11's CheckedTransformer prints its mapping in the help
// ("ENUM:value in {layered->1,tree->0} OR {1,0}"); this one prints nothing
// there (the option's help text names the choices) and says, when a word is
// wrong, which ones are valid.
#pragma once

#include <CLI/CLI.hpp>

#include <map>
#include <string>

namespace bidlab {

template <typename T>
CLI::Validator NamedChoices(const std::map<std::string, T>& names) {
  std::string valid;
  for (const auto& entry : names) valid += (valid.empty() ? "" : ", ") + entry.first;
  return CLI::Validator(
      [names, valid](std::string& input) -> std::string {
        const auto it = names.find(input);
        if (it == names.end()) return "expected one of " + valid + ", found \"" + input + "\"";
        input = std::to_string(static_cast<long long>(it->second));
        return "";
      },
      "", "named choice");
}

}  // namespace bidlab
