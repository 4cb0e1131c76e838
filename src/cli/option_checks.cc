
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "cli/option_checks.h"
#include "core/error.h"
#include "core/excerpt.h"

namespace bidlab {

namespace fs = std::filesystem;

namespace {

std::string Number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

// "" when a file can be created (and was removed again) in `folder`, else why not.
std::string ProbeFolder(const fs::path& folder) {
  const fs::path probe = folder / (".bidlab-probe." + std::to_string(::getpid()));
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (fd < 0) return "cannot create a file in " + folder.string() + " (" + std::strerror(errno) + ")";
  ::close(fd);
  ::unlink(probe.c_str());
  return "";
}

// The folder a new file `path` would go in.
fs::path FolderOf(const std::string& path) {
  const fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? fs::path(".") : parent;
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
      "UINT " + std::to_string(min) + ".." + std::to_string(max));
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
      "0.." + std::to_string(kMaxThreads));
}

CLI::Validator NumberInRange(double min, double max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
            value < min || value > max)
          return "must be a number from " + Number(min) + " to " + Number(max) + ", not " + QuotedExcerpt(text);
        return "";
      },
      "NUMBER " + Number(min) + ".." + Number(max));
}

CLI::Validator OutputFile() {
  return CLI::Validator(
      [](std::string& path) -> std::string {
        std::error_code ec;
        if (path.empty()) return "expected a file name";
        if (fs::is_directory(path, ec)) return path + " is a folder, expected a file to write";
        const fs::path folder = FolderOf(path);
        if (!fs::is_directory(folder, ec))
          return "cannot write " + path + ": the folder " + folder.string() + " does not exist";
        if (const std::string why = ProbeFolder(folder); !why.empty()) return "cannot write " + path + ": " + why;
        return "";
      },
      "FILE");
}

CLI::Validator OutputFolder() {
  return CLI::Validator(
      [](std::string& path) -> std::string {
        std::error_code ec;
        if (path.empty()) return "expected a folder name";
        if (fs::exists(path, ec) && !fs::is_directory(path, ec)) return path + " is a file, expected a folder";
        // The folder, or the nearest folder above it that exists (it will
        // be created there).
        fs::path folder = fs::absolute(path, ec);
        while (!fs::exists(folder, ec) && folder.has_parent_path() && folder.parent_path() != folder)
          folder = folder.parent_path();
        if (!fs::is_directory(folder, ec))
          return "cannot write to " + path + ": " + folder.string() + " is not a folder";
        if (const std::string why = ProbeFolder(folder); !why.empty()) return "cannot write to " + path + ": " + why;
        return "";
      },
      "DIR");
}

void RequireOutputIsNotAnInput(const std::string& output, const std::vector<std::string>& inputs) {
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (output == input || fs::equivalent(output, input, ec))
      throw Error("-o " + output + " is also an input (" + input + "): write the output to another file");
  }
}

void RequireDealRange(std::uint64_t first, std::uint64_t count) {
  if (count > 0 && first > std::numeric_limits<std::uint64_t>::max() - (count - 1))
    throw Error("--first " + std::to_string(first) + " with --count " + std::to_string(count) +
                " runs past the last deal index, 18446744073709551615");
}

}  // namespace bidlab
