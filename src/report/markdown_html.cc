#include "report/markdown_html.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <vector>

#include "report/line_chart_svg.h"

namespace bidlab {

namespace {

std::string Trim(const std::string& s) {
  const auto begin = s.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  return s.substr(begin, s.find_last_not_of(" \t\r") - begin + 1);
}

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

bool Contains(const std::string& text, const char* word) { return Lower(text).find(word) != std::string::npos; }
bool IsPublished(const std::string& text) {
  return Contains(text, "paper") || Contains(text, "thesis") || Contains(text, "published");
}
bool IsOurs(const std::string& text) { return Contains(text, "ours") || Lower(Trim(text)) == "bidlab"; }

// A header without its paper/ours words and brackets: "NT (ours)" and
// "NT (paper)" are both "nt".
std::string Subject(const std::string& header) {
  std::string text = Lower(header);
  for (const char* word : {"published", "thesis", "paper", "ours", "bidlab", "(", ")"})
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word)) text.erase(at, std::strlen(word));
  return Trim(text);
}

// For each column, the published column our figure in it is compared with,
// or -1: the one with the same subject ("NT (ours)" ↔ "NT (paper)"), or for
// a bare "ours" the published column beside it ("paper correct | ours").
std::vector<int> PublishedColumns(const std::vector<std::string>& header) {
  const int n = static_cast<int>(header.size());
  std::vector<int> partner(header.size(), -1);
  for (int c = 0; c < n; ++c) {
    if (!IsOurs(header[c]) || IsPublished(header[c])) continue;
    const std::string subject = Subject(header[c]);
    for (int p = 0; p < n; ++p)
      if (p != c && IsPublished(header[p]) && !IsOurs(header[p]) && Subject(header[p]) == subject && !subject.empty())
        partner[c] = p;
    if (partner[c] < 0 && subject.empty()) {
      if (c > 0 && IsPublished(header[c - 1]) && !IsOurs(header[c - 1])) partner[c] = c - 1;
      else if (c + 1 < n && IsPublished(header[c + 1]) && !IsOurs(header[c + 1])) partner[c] = c + 1;
    }
  }
  return partner;
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

// Our cell beside a published one: the difference, coloured close (<2%),
// near (<10%) or far.
std::string ComparedCell(const std::string& ours, const std::string& published) {
  const auto a = CellNumber(ours), b = CellNumber(published);
  if (!a || !b) return "<td>" + Inline(ours) + "</td>";
  const double diff = *a - *b;
  const double relative = std::abs(diff) / std::max(std::abs(*b), 1e-9);
  const char* level = relative < 0.02 ? "close" : relative < 0.10 ? "near" : "far";
  char delta[48];
  std::snprintf(delta, sizeof delta, "%+.4g", diff);
  return std::string("<td class=\"cmp ") + level + "\" title=\"published " + XmlEscape(published) + "; ours − published = " +
         delta + "\">" + Inline(ours) + " <span class=\"delta\">(" + delta + ")</span></td>";
}

std::string TableHtml(const std::vector<std::vector<std::string>>& rows) {
  std::ostringstream html;
  const std::vector<std::string>& header = rows.front();
  const std::vector<int> published_column = PublishedColumns(header);
  html << "<table class=\"md\"><thead><tr>";
  for (const std::string& cell : header) html << "<th>" << Inline(cell) << "</th>";
  html << "</tr></thead><tbody>";
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r];
    // An "(ours)" row next to a "(paper)" row compares cell by cell.
    const std::vector<std::string>* published = nullptr;
    if (!row.empty() && IsOurs(row[0])) {
      if (r > 1 && !rows[r - 1].empty() && IsPublished(rows[r - 1][0])) published = &rows[r - 1];
      else if (r + 1 < rows.size() && !rows[r + 1].empty() && IsPublished(rows[r + 1][0])) published = &rows[r + 1];
    }
    html << "<tr>";
    for (std::size_t c = 0; c < row.size(); ++c) {
      const int p = c < published_column.size() ? published_column[c] : -1;
      if (p >= 0 && static_cast<std::size_t>(p) < row.size())
        html << ComparedCell(row[c], row[static_cast<std::size_t>(p)]);
      else if (published && c > 0 && c < published->size())
        html << ComparedCell(row[c], (*published)[c]);
      else
        html << "<td>" << Inline(row[c]) << "</td>";
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
  const auto flush = [&] {
    if (!Trim(paragraph).empty()) html << "<p>" << Inline(Trim(paragraph)) << "</p>\n";
    paragraph.clear();
  };
  for (std::size_t i = 0; i < lines.size();) {
    const std::string line = Trim(lines[i]);
    if (line.empty()) {
      flush();
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
      html << TableHtml(rows);
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
