#include "report/doc_figures.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <sstream>

#include "core/error.h"
#include "core/excerpt.h"
#include "io/bounded_json.h"
#include "report/trim.h"

namespace bidlab {

namespace {

bool IsTableRow(const std::string& line) { return Trim(line).rfind('|', 0) == 0; }

const char* const kMinus = "\u2212";  // −, as prose writes a negative figure

// The JSON files an inline marker reads, parsed once each.
class JsonFiles {
 public:
  explicit JsonFiles(const ReadResultFile& read) : read_(read) {}

  // The number at `pointer` in `path`; throws Error saying what is wrong.
  double Number(const std::string& path, const std::string& pointer) {
    auto it = files_.find(path);
    if (it == files_.end()) {
      nlohmann::json json;
      try {
        json = ParseBoundedJson(read_(path));
      } catch (const JsonError& e) {
        throw Error(path + " is not JSON (" + e.what() + ")");
      }
      it = files_.emplace(path, std::move(json)).first;
    }
    const nlohmann::json* value = nullptr;
    try {
      value = &it->second.at(nlohmann::json::json_pointer(pointer));
    } catch (const nlohmann::json::exception&) {
      throw Error(path + " has nothing at " + pointer);
    }
    if (!value->is_number()) throw Error(path + " " + pointer + " is not a number: " + value->dump());
    return value->get<double>();
  }

 private:
  const ReadResultFile& read_;
  std::map<std::string, nlohmann::json> files_;
};

// Table numbers a block marker may name.
constexpr int kMaxTableNumber = 1000;

// The 0-based line of the first "<!--" with no "-->" after it, if any.
std::optional<std::size_t> UnclosedCommentLine(const std::string& page) {
  for (std::size_t at = page.find("<!--"); at != std::string::npos; at = page.find("<!--", at)) {
    const std::size_t close = page.find("-->", at + 4);
    if (close == std::string::npos)
      return static_cast<std::size_t>(std::count(page.begin(), page.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    at = close + 3;
  }
  return std::nullopt;
}

}  // namespace

std::string FormatLike(double value, const std::string& like) {
  const auto point = like.find('.');
  const int decimals = point == std::string::npos ? 0 : static_cast<int>(like.size() - point - 1);
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, std::abs(value));
  std::string digits = text;
  if (like.find(',') != std::string::npos) {
    const auto end = digits.find('.') == std::string::npos ? digits.size() : digits.find('.');
    for (auto at = end; at > 3; at -= 3) digits.insert(at - 3, ",");
  }
  // A value that rounds to zero carries no sign.
  const bool zero = digits.find_first_of("123456789") == std::string::npos;
  if (value < 0 && !zero) return (like.rfind(kMinus, 0) == 0 ? kMinus : "-") + digits;
  // A signed figure (a difference) stays signed.
  const bool signed_like = like.rfind('+', 0) == 0 || like.rfind('-', 0) == 0 || like.rfind(kMinus, 0) == 0;
  return (signed_like && !zero ? "+" : "") + digits;
}

std::string NthTable(const std::string& markdown, int n) {
  std::istringstream in(markdown);
  std::string table;
  int found = 0;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (IsTableRow(line)) {
      if (!inside) ++found;
      inside = true;
      if (found == n) table += (table.empty() ? "" : "\n") + Trim(line);
    } else {
      inside = false;
      if (found >= n) break;
    }
  }
  return table;
}

FigureCheck CheckFigures(const std::string& page, const std::string& page_name, const ReadResultFile& read) {
  static const std::regex kBegin(R"(^\s*<!-- BEGIN (\S+) table ([0-9]+) -->\s*$)");
  static const std::regex kEnd(R"(^\s*<!-- END -->\s*$)");
  static const std::regex kInline(
      "<!-- (\\S+) (/\\S*)( percent)? -->((?:\\+|-|\u2212)?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.[0-9]+)?)");
  FigureCheck check;
  JsonFiles json(read);
  std::vector<std::string> lines;
  std::istringstream in(page);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  const auto problem = [&](std::size_t index, const std::string& what) {
    check.problems.push_back(page_name + ":" + std::to_string(index + 1) + ": " + what);
  };
  // A comment never closed hides the rest of the rendered page, markers and all.
  if (const std::optional<std::size_t> line = UnclosedCommentLine(page))
    problem(*line, "<!-- is never closed with -->: Markdown hides the rest of the page after it");

  std::ostringstream out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::smatch begin;
    if (std::regex_match(lines[i], begin, kBegin)) {
      ++check.blocks;
      const std::string path = begin[1], n = begin[2];
      std::size_t end = i + 1;
      while (end < lines.size() && !std::regex_match(lines[end], kEnd)) ++end;
      if (end == lines.size()) {
        problem(i, "<!-- BEGIN " + path + " table " + n + " --> has no <!-- END --> after it");
        out << lines[i] << "\n";
        continue;
      }
      std::string quoted;
      for (std::size_t k = i + 1; k < end; ++k)
        if (!Trim(lines[k]).empty()) quoted += (quoted.empty() ? "" : "\n") + Trim(lines[k]);
      std::string source;
      int table = 0;
      const auto [number_end, ec] = std::from_chars(n.data(), n.data() + n.size(), table);
      if (ec != std::errc() || number_end != n.data() + n.size() || table < 1 || table > kMaxTableNumber) {
        problem(i, "table " + Excerpt(n) + ": expected a table number from 1 to " + std::to_string(kMaxTableNumber));
      } else {
        try {
          source = NthTable(read(path), table);
          if (source.empty()) problem(i, path + " has no table " + n);
        } catch (const Error& e) {
          problem(i, e.what());
        }
      }
      if (!source.empty() && source != quoted)
        problem(i, "the table differs from " + path + " table " + n +
                       " (run bash scripts/refresh_docs.sh, or bidlab check-docs --write)");
      out << lines[i] << "\n" << (source.empty() ? quoted : source) << "\n" << lines[end] << "\n";
      i = end;
      continue;
    }
    // Inline figures, each after its marker.
    std::string rewritten;
    auto from = lines[i].cbegin();
    for (std::sregex_iterator m(lines[i].cbegin(), lines[i].cend(), kInline), last; m != last; ++m) {
      ++check.numbers;
      // Markdown takes a line that begins with "<!--" for raw HTML.
      if (Trim(std::string(lines[i].cbegin(), (*m)[0].first)).empty())
        problem(i, "a figure's marker begins the line: Markdown would show the line as HTML");
      const std::string path = (*m)[1], pointer = (*m)[2], quoted = (*m)[4];
      const bool percent = (*m)[3].matched;  // a share, written as a percentage
      std::string written = quoted;
      try {
        const double value = json.Number(path, pointer) * (percent ? 100 : 1);
        written = FormatLike(value, quoted);
        if (written != quoted)
          problem(i, "the text has " + quoted + ", " + path + " " + pointer + " is " + written +
                         " (run bash scripts/refresh_docs.sh, or bidlab check-docs --write)");
      } catch (const Error& e) {
        problem(i, e.what());
      }
      rewritten.append(from, (*m)[4].first);
      rewritten += written;
      from = (*m)[4].second;
    }
    rewritten.append(from, lines[i].cend());
    out << rewritten << "\n";
  }
  check.text = out.str();
  if (!page.empty() && page.back() != '\n') check.text.pop_back();
  return check;
}

}  // namespace bidlab
