#include "report/markdown_html.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include "experiments/charts/line_chart_svg.h"
#include "report/trim.h"

namespace bidlab {

namespace {

// "<!-- compare: A = B; C = D -->" before a table: our column (or row) A
// beside the published column (or row) B. Only the experiment knows which
// figures are like for like (same metric, same arithmetic), so only what it
// names is compared. A column pairs with the first B to its right, else the
// nearest to its left (headers may repeat: "ours (thesis IMPs) | thesis" twice).
struct ComparePairs {
  std::vector<std::pair<std::string, std::string>> pairs;  // ours, published
};

std::optional<ComparePairs> ParseCompareComment(const std::string& line) {
  const std::string open = "<!-- compare:", close = "-->";
  if (line.rfind(open, 0) != 0 || line.size() < open.size() + close.size() ||
      line.compare(line.size() - close.size(), close.size(), close) != 0)
    return std::nullopt;
  ComparePairs result;
  std::istringstream list(line.substr(open.size(), line.size() - open.size() - close.size()));
  for (std::string pair; std::getline(list, pair, ';');) {
    const auto equals = pair.find(" = ");
    if (equals == std::string::npos) continue;
    result.pairs.emplace_back(Trim(pair.substr(0, equals)), Trim(pair.substr(equals + 3)));
  }
  return result;
}

// For each column, the published column its figures are compared with, or -1.
std::vector<int> PublishedColumns(const std::vector<std::string>& header, const ComparePairs& compare) {
  const int n = static_cast<int>(header.size());
  std::vector<int> partner(header.size(), -1);
  for (const auto& [ours, published] : compare.pairs)
    for (int c = 0; c < n; ++c) {
      if (header[c] != ours) continue;
      for (int p = c + 1; p < n && partner[c] < 0; ++p)
        if (header[p] == published) partner[c] = p;
      for (int p = c - 1; p >= 0 && partner[c] < 0; --p)
        if (header[p] == published) partner[c] = p;
    }
  return partner;
}

// The row our row `r` is compared with, or -1.
int PublishedRow(const std::vector<std::vector<std::string>>& rows, std::size_t r, const ComparePairs& compare) {
  if (rows[r].empty()) return -1;
  for (const auto& [ours, published] : compare.pairs)
    if (rows[r][0] == ours)
      for (std::size_t p = 1; p < rows.size(); ++p)
        if (!rows[p].empty() && rows[p][0] == published) return static_cast<int>(p);
  return -1;
}

// `code`, **bold** and [text](target) (the text only: the report is one file,
// the targets are files beside the markdown).
std::string Inline(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '`') {
      const auto end = text.find('`', i + 1);
      if (end != std::string::npos) {
        out += "<code>" + XmlEscape(text.substr(i + 1, end - i - 1)) + "</code>";
        i = end + 1;
        continue;
      }
    }
    if (text.compare(i, 2, "**") == 0) {
      const auto end = text.find("**", i + 2);
      if (end != std::string::npos) {
        out += "<strong>" + Inline(text.substr(i + 2, end - i - 2)) + "</strong>";
        i = end + 2;
        continue;
      }
    }
    if (text[i] == '[') {
      const auto close = text.find("](", i);
      const auto end = close == std::string::npos ? close : text.find(')', close);
      if (end != std::string::npos) {
        out += Inline(text.substr(i + 1, close - i - 1));
        i = end + 1;
        continue;
      }
    }
    out += XmlEscape(std::string(1, text[i]));
    ++i;
  }
  return out;
}

std::vector<std::string> SplitRow(const std::string& line) {
  std::string row = Trim(line);
  if (!row.empty() && row.front() == '|') row.erase(0, 1);
  if (!row.empty() && row.back() == '|') row.pop_back();
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i] == '\\' && i + 1 < row.size() && row[i + 1] == '|') {
      cell += '|';
      ++i;
    } else if (row[i] == '|') {
      cells.push_back(Trim(cell));
      cell.clear();
    } else {
      cell += row[i];
    }
  }
  cells.push_back(Trim(cell));
  return cells;
}

bool IsSeparatorRow(const std::string& line) {
  const std::string t = Trim(line);
  return t.size() > 2 && t.front() == '|' && t.find_first_not_of("|-: ") == std::string::npos;
}

// Digits after the decimal point of a cell's first number ("2.9918" → 4).
int Decimals(const std::string& cell) {
  const auto digit = cell.find_first_of("0123456789");
  if (digit == std::string::npos) return 0;
  const auto end = cell.find_first_not_of("0123456789,", digit);
  if (end == std::string::npos || cell[end] != '.') return 0;
  const auto last = cell.find_first_not_of("0123456789", end + 1);
  return static_cast<int>((last == std::string::npos ? cell.size() : last) - end - 1);
}

// Our cell beside a published one: the difference, in the cells' own
// precision (never scientific notation), coloured close (<2%), near (<10%)
// or far.
std::string ComparedCell(const std::string& ours, const std::string& published) {
  const auto a = CellNumber(ours), b = CellNumber(published);
  if (!a || !b) return "<td>" + Inline(ours) + "</td>";
  const double diff = *a - *b;
  const double relative = std::abs(diff) / std::max(std::abs(*b), 1e-9);
  const char* level = relative < 0.02 ? "close" : relative < 0.10 ? "near" : "far";
  char delta[64];
  std::snprintf(delta, sizeof delta, "%+.*f", std::max(Decimals(ours), Decimals(published)), diff);
  return std::string("<td class=\"cmp ") + level + "\" title=\"published " + XmlEscape(published) +
         "; ours − published = " + delta + "\">" + Inline(ours) + " <span class=\"delta\">(" + delta + ")</span></td>";
}

std::string TableHtml(const std::vector<std::vector<std::string>>& rows, const ComparePairs& compare) {
  std::ostringstream html;
  const std::vector<std::string>& header = rows.front();
  const std::vector<int> published_column = PublishedColumns(header, compare);
  html << "<table class=\"md\"><thead><tr>";
  for (const std::string& cell : header) html << "<th>" << Inline(cell) << "</th>";
  html << "</tr></thead><tbody>";
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r];
    const int published_row = PublishedRow(rows, r, compare);
    html << "<tr>";
    for (std::size_t c = 0; c < row.size(); ++c) {
      const int p = c < published_column.size() ? published_column[c] : -1;
      if (p >= 0 && static_cast<std::size_t>(p) < row.size())
        html << ComparedCell(row[c], row[static_cast<std::size_t>(p)]);
      else if (published_row >= 0 && c > 0 && c < rows[static_cast<std::size_t>(published_row)].size())
        html << ComparedCell(row[c], rows[static_cast<std::size_t>(published_row)][c]);
      else html << "<td>" << Inline(row[c]) << "</td>";
    }
    html << "</tr>";
  }
  html << "</tbody></table>\n";
  return html.str();
}

}  // namespace

std::optional<double> CellNumber(const std::string& cell) {
  std::string digits;
  bool started = false;
  for (std::size_t i = 0; i < cell.size(); ++i) {
    const char c = cell[i];
    const bool digit = std::isdigit(static_cast<unsigned char>(c)) != 0;
    if (!started) {
      if (digit || (c == '-' && i + 1 < cell.size() && std::isdigit(static_cast<unsigned char>(cell[i + 1])))) {
        started = true;
        digits += c;
      } else if (std::isalpha(static_cast<unsigned char>(c))) {
        return std::nullopt;  // a label ("K=60", "pass") is not a figure
      }
    } else if (digit || c == '.') {
      digits += c;
    } else if (c != ',') {
      break;
    }
  }
  if (!started) return std::nullopt;
  return std::strtod(digits.c_str(), nullptr);
}

std::string MarkdownToHtml(const std::string& markdown) {
  std::vector<std::string> lines;
  std::istringstream in(markdown);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::ostringstream html;
  std::string paragraph;
  ComparePairs compare;  // what the next table compares
  const auto flush = [&] {
    if (!Trim(paragraph).empty()) html << "<p>" << Inline(Trim(paragraph)) << "</p>\n";
    paragraph.clear();
  };
  for (std::size_t i = 0; i < lines.size();) {
    const std::string line = Trim(lines[i]);
    if (line.empty()) {
      flush();
      ++i;
    } else if (line.rfind("<!--", 0) == 0 && line.size() >= 7 && line.compare(line.size() - 3, 3, "-->") == 0) {
      flush();  // a comment: for the report only (a compare list), never shown
      if (auto pairs = ParseCompareComment(line)) compare = std::move(*pairs);
      ++i;
    } else if (line.rfind("```", 0) == 0) {
      flush();
      html << "<pre>";
      for (++i; i < lines.size() && Trim(lines[i]).rfind("```", 0) != 0; ++i) html << XmlEscape(lines[i]) << "\n";
      html << "</pre>\n";
      ++i;
    } else if (line[0] == '#') {
      flush();
      const auto level = std::min<std::size_t>(line.find_first_not_of('#'), 4);
      // The report's own headings are h1/h2: the experiment's start at h3.
      const std::string tag = "h" + std::to_string(level + 2);
      html << "<" << tag << ">" << Inline(Trim(line.substr(level))) << "</" << tag << ">\n";
      ++i;
    } else if (line[0] == '|' && i + 1 < lines.size() && IsSeparatorRow(lines[i + 1])) {
      flush();
      std::vector<std::vector<std::string>> rows{SplitRow(line)};
      for (i += 2; i < lines.size() && Trim(lines[i]).rfind('|', 0) == 0; ++i) rows.push_back(SplitRow(lines[i]));
      html << TableHtml(rows, compare);
      compare = {};
    } else if (line.rfind("- ", 0) == 0 || line.rfind("* ", 0) == 0) {
      flush();
      html << "<ul>";
      for (; i < lines.size() && (Trim(lines[i]).rfind("- ", 0) == 0 || Trim(lines[i]).rfind("* ", 0) == 0); ++i)
        html << "<li>" << Inline(Trim(lines[i]).substr(2)) << "</li>";
      html << "</ul>\n";
    } else {
      paragraph += line + " ";
      ++i;
    }
  }
  flush();
  return html.str();
}

}  // namespace bidlab
