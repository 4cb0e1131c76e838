// The figures the README and the manual (docs/) quote, tied to the results
// files they come from, so that a quoted figure cannot drift from its source.
// Two markers:
//
//   <!-- BEGIN results/compare.md table 1 -->
//   | … the first pipe table of results/compare.md, verbatim … |
//   <!-- END -->
//
//   … validation <!-- results/runs/bandit.json /validation_cost -->2.9358 …
//   … PASS on <!-- results/tablea.1.json /columns/0/rows/0/share percent -->64.2% …
//
// A block holds the N-th pipe table of a markdown file (its rows only, not
// the "<!-- compare: … -->" line before it); an inline marker is followed by
// a number that must be the JSON value at that pointer, written as the page
// writes it (its decimals, thousands commas, sign; "percent": a share
// written as a percentage). Paths are relative to the repository's root,
// whichever page holds the marker (docs/doc_check.h walks the pages).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace bidlab {

struct FigureCheck {
  std::string text;                   // the page with every marked figure as its source has it
  std::vector<std::string> problems;  // "docs/x.md:LINE: …", one per stale or broken figure
  int blocks = 0, numbers = 0;        // marked tables and inline figures
};

// Reads a file by its path relative to the repository's root; throws Error
// when it cannot.
using ReadResultFile = std::function<std::string(const std::string& path)>;

// Checks (and rewrites, in `text`) every marked figure of the markdown
// `page`, named `page_name` in the problems.
FigureCheck CheckFigures(const std::string& page, const std::string& page_name, const ReadResultFile& read);

// `value` written as `like` is ("3.0091", "2,623", "+788", "64.2").
std::string FormatLike(double value, const std::string& like);

// The N-th (1-based) pipe table of `markdown`, its rows joined by '\n';
// empty when there are fewer.
std::string NthTable(const std::string& markdown, int n);

}  // namespace bidlab
