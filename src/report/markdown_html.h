// The markdown every experiment writes (NAME.md), as HTML for the report:
// headings, paragraphs, lists, code blocks and pipe tables. Where a table
// puts a published figure beside ours — a "paper …"/"thesis …" column
// followed by an "ours" column, or a "… (paper)" row followed by a
// "… (ours)" row — our cell shows the difference, coloured by its size.
#pragma once

#include <optional>
#include <string>

namespace bidlab {

std::string MarkdownToHtml(const std::string& markdown);

// The first number in a table cell ("84.1%", "3.0123 ± 0.01", "21,328");
// nothing when the cell holds none.
std::optional<double> CellNumber(const std::string& cell);

}  // namespace bidlab
