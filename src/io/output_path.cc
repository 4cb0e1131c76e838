#include "io/output_path.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <span>
#include <string_view>

#include "core/error.h"

namespace bidlab {

namespace fs = std::filesystem;

namespace {

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

std::string WhyNotWritableFile(const std::string& path) {
  std::error_code ec;
  if (path.empty()) return "expected a file name";
  if (fs::is_directory(path, ec)) return path + " is a folder, expected a file to write";
  const fs::path folder = FolderOf(path);
  if (!fs::is_directory(folder, ec))
    return "cannot write " + path + ": the folder " + folder.string() + " does not exist";
  if (const std::string why = ProbeFolder(folder); !why.empty()) return "cannot write " + path + ": " + why;
  return "";
}

std::string WhyNotWritableFolder(const std::string& path) {
  std::error_code ec;
  if (path.empty()) return "expected a folder name";
  if (fs::exists(path, ec) && !fs::is_directory(path, ec)) return path + " is a file, expected a folder";
  // The folder, or the nearest folder above it that exists (it will
  // be created there).
  fs::path folder = fs::absolute(path, ec);
  while (!fs::exists(folder, ec) && folder.has_parent_path() && folder.parent_path() != folder)
    folder = folder.parent_path();
  if (!fs::is_directory(folder, ec)) return "cannot write to " + path + ": " + folder.string() + " is not a folder";
  if (const std::string why = ProbeFolder(folder); !why.empty()) return "cannot write to " + path + ": " + why;
  return "";
}

namespace {

// One file, or the files a pattern matches, of a folder.
struct FileName {
  fs::path folder;                      // absolute, symbolic links resolved as far as it exists
  std::string name;                     // a name, or a pattern with `*`
  std::string shown;                    // as the user would write it: the option's path, or PATH.checkpoint
  std::vector<fs::path> existing = {};  // the files it stands for that exist (Existing)
};

fs::path ResolvedFolder(const fs::path& folder) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(folder.empty() ? fs::path(".") : folder, ec);
  const fs::path resolved = fs::weakly_canonical(absolute, ec);
  return ec ? absolute.lexically_normal() : resolved;
}

FileName NameOf(const fs::path& path, const std::string& shown) {
  std::error_code ec;
  // An existing file or folder: every symbolic link resolved, its own too.
  if (fs::exists(path, ec)) {
    const fs::path real = fs::canonical(path, ec);
    if (!ec) return {real.parent_path(), real.filename().string(), shown};
  }
  const fs::path normal = path.lexically_normal();
  const std::string name = normal.filename().string();
  // "x/", "x/." and "x/..": the folder itself ("x/" not yet made is x, named
  // without its slash: resolving it again would keep the slash for ever).
  if (name.empty() || name == "." || name == "..") {
    const fs::path folder = ResolvedFolder(name.empty() ? normal.parent_path() : normal);
    if (folder.filename().empty() || folder == path) return {folder, "", shown};  // the root
    return NameOf(folder, shown);
  }
  return {ResolvedFolder(normal.parent_path()), name, shown};
}

// A name pattern's elements: a character, `*` (any characters) or `#` (one
// or more digits: a digit, then any digits).
enum class Kind { kChar, kAny, kDigit, kDigits };
struct Element {
  Kind kind;
  char c = 0;
};
std::vector<Element> Elements(std::string_view pattern) {
  std::vector<Element> out;
  for (const char c : pattern) {
    if (c == '*') {
      out.push_back({Kind::kAny});
    } else if (c == '#') {
      out.push_back({Kind::kDigit});
      out.push_back({Kind::kDigits});
    } else {
      out.push_back({Kind::kChar, c});
    }
  }
  return out;
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool Repeats(const Element& e) { return e.kind == Kind::kAny || e.kind == Kind::kDigits; }
// Whether one character can be both `a` and `b` (`a` may repeat).
bool Allows(const Element& a, const Element& b) {
  const bool a_digit = a.kind == Kind::kDigit || a.kind == Kind::kDigits;
  const bool b_digit = b.kind == Kind::kDigit || b.kind == Kind::kDigits;
  if (a.kind == Kind::kAny || b.kind == Kind::kAny) return true;
  if (a_digit && b_digit) return true;
  if (a_digit) return IsDigit(b.c);
  if (b_digit) return IsDigit(a.c);
  return a.c == b.c;
}
bool Meet(std::span<const Element> a, std::span<const Element> b) {
  if (a.empty() && b.empty()) return true;
  // A repeating element matches nothing more, or one more character of the
  // other side (then stays).
  if (!a.empty() && Repeats(a[0]))
    return Meet(a.subspan(1), b) || (!b.empty() && !Repeats(b[0]) && Allows(a[0], b[0]) && Meet(a, b.subspan(1))) ||
           (!b.empty() && Repeats(b[0]) && Meet(a, b.subspan(1)));
  if (!b.empty() && Repeats(b[0])) return Meet(b, a);
  return !a.empty() && !b.empty() && Allows(a[0], b[0]) && Meet(a.subspan(1), b.subspan(1));
}
// Whether some name matches both patterns (`*`: any characters, `#`: digits).
bool Meet(std::string_view a, std::string_view b) { return Meet(Elements(a), Elements(b)); }

bool IsPattern(const FileName& f) { return f.name.find_first_of("*#") != std::string::npos; }

// The existing files `f` stands for (itself, or what its pattern matches in
// its folder; at most `kMaxListed` of a folder's entries are looked at).
std::vector<fs::path> Existing(const FileName& f) {
  constexpr std::size_t kMaxListed = 100000;
  std::vector<fs::path> out;
  std::error_code ec;
  if (!IsPattern(f)) {
    if (fs::exists(f.folder / f.name, ec)) out.push_back(f.folder / f.name);
    return out;
  }
  std::size_t seen = 0;
  for (fs::directory_iterator it(f.folder, ec), end; !ec && it != end && seen < kMaxListed; it.increment(ec), ++seen)
    if (Meet(f.name, it->path().filename().string())) out.push_back(it->path());
  return out;
}

// Whether `a` and `b` stand for a file in common: by name, or as one file.
bool Overlap(const FileName& a, const FileName& b) {
  if (a.folder == b.folder && Meet(a.name, b.name)) return true;
  std::error_code ec;
  for (const fs::path& x : a.existing)
    for (const fs::path& y : b.existing)
      if (fs::equivalent(x, y, ec)) return true;
  return false;
}

// How a pattern is shown: `#` as N ("x.model.snapshot-N").
std::string Shown(std::string text) {
  std::replace(text.begin(), text.end(), '#', 'N');
  return text;
}

// What an output stands for: itself, the files beside and inside it, and
// the temporary file (NAME.tmp.PID) of each that is not a pattern.
std::vector<FileName> OutputNames(const PathOption& output) {
  std::vector<FileName> out = {NameOf(output.path, output.path)};
  for (const std::string& suffix : output.beside)
    out.push_back(NameOf(output.path + suffix, Shown(output.path + suffix)));
  for (const std::string& pattern : output.inside) {
    const fs::path inside = fs::path(output.path) / pattern;
    out.push_back(NameOf(inside, Shown(inside.string())));
  }
  const std::size_t own = out.size();
  for (std::size_t i = 0; i < own; ++i) {
    if (IsPattern(out[i])) continue;
    FileName temporary = out[i];
    temporary.name += ".tmp.#";
    temporary.shown += ".tmp.PID";
    out.push_back(std::move(temporary));
  }
  for (FileName& name : out) name.existing = Existing(name);
  return out;
}

// What an input stands for: itself when it exists, and the files inside it.
std::vector<FileName> InputNames(const PathOption& input) {
  std::error_code ec;
  if (input.path.empty() || !fs::exists(input.path, ec)) return {};
  std::vector<FileName> out = {NameOf(input.path, input.path)};
  for (const std::string& pattern : input.inside) {
    const fs::path inside = fs::path(input.path) / pattern;
    out.push_back(NameOf(inside, Shown(inside.string())));
  }
  for (FileName& name : out) name.existing = Existing(name);
  return out;
}

std::string Named(const PathOption& p) { return (p.option.empty() ? "" : p.option + " ") + p.path; }

}  // namespace

void RequireOutputIsNotAnInput(const std::string& output, const std::vector<std::string>& inputs) {
  std::vector<PathOption> named;
  for (const std::string& input : inputs) {
    if (output == input)
      throw Error("-o " + output + " is also an input (" + input + "): write the output to another file");
    named.push_back({"", input});
  }
  RequireOutputsAreNotInputs({{"-o", output}}, named);
}

void RequireOutputsAreNotInputs(const std::vector<PathOption>& outputs, const std::vector<PathOption>& inputs) {
  std::vector<std::vector<FileName>> written, read;
  for (const PathOption& output : outputs) written.push_back(OutputNames(output));
  for (const PathOption& input : inputs) read.push_back(InputNames(input));
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const PathOption& output = outputs[i];
    for (std::size_t k = 0; k < inputs.size(); ++k)
      for (const FileName& w : written[i])
        for (const FileName& r : read[k]) {
          if (!Overlap(w, r)) continue;
          const std::string writer =
              w.shown == output.path ? Named(output) : Named(output) + " writes " + w.shown + ", which";
          throw Error(writer +
                      (r.shown == inputs[k].path
                           ? " is also an input (" + Named(inputs[k]) + ")"
                           : " is a file the input " + Named(inputs[k]) + " reads (" + r.shown + ")") +
                      ": write the output to another file");
        }
    for (std::size_t j = i + 1; j < outputs.size(); ++j)
      for (const FileName& a : written[i])
        for (const FileName& b : written[j]) {
          if (!Overlap(a, b)) continue;
          const bool a_self = a.shown == output.path, b_self = b.shown == outputs[j].path;
          const std::string why =
              a_self && b_self ? Named(output) + " and " + Named(outputs[j]) + " are the same file"
              : b_self         ? Named(outputs[j]) + " is a file " + Named(output) + " writes (" + a.shown + ")"
              : a_self         ? Named(output) + " is a file " + Named(outputs[j]) + " writes (" + b.shown + ")"
                       : Named(output) + " and " + Named(outputs[j]) + " write the same file (" + a.shown + ", " +
                             b.shown + ")";
          throw Error(why + ": write each output to a file of its own");
        }
  }
}

}  // namespace bidlab
