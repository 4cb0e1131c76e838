// The markdown every experiment writes (NAME.md), as HTML for the report:
// headings, paragraphs, lists, code blocks and pipe tables. A table
// preceded by "<!-- compare: OURS = PUBLISHED; … -->" (column headers or row
// labels) shows, in each of our cells named there, the difference from the
// published figure beside it, coloured by its size. Only like-for-like
// figures (same metric, same arithmetic) are named: counts from case bases
// of other sizes, say, are never compared.
#pragma once

#include <optional>
#include <string>

namespace bidlab {

std::string MarkdownToHtml(const std::string& markdown);

// The first number in a table cell ("84.1%", "3.0123 ± 0.01", "21,328");
// nothing when the cell holds none.
std::optional<double> CellNumber(const std::string& cell);

}  // namespace bidlab
