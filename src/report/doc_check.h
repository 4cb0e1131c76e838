// `bidlab check-docs`: the README and every page of the manual (docs/**/*.md)
// checked together — each marked figure against its results file
// (report/doc_figures.h) and each link between the pages against the tree
// (report/doc_links.h) — so that CI fails on a stale figure or a dead link.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace bidlab {

struct DocPage {
  std::string path;       // relative to the root: "README.md", "docs/papers/white.md"
  std::string text;       // as read
  std::string refigured;  // with every marked figure as its results file has it
};

struct DocCheck {
  std::vector<DocPage> pages;
  std::vector<std::string> problems;  // "PAGE:LINE: …", stale figures first, then dead links
  int blocks = 0, numbers = 0, links = 0;
};

// The markdown pages of `root`: README.md, then docs/**/*.md in path order.
std::vector<std::string> DocPagePaths(const std::string& root);

// Checks every page of `root`.
DocCheck CheckDocs(const std::string& root);

// Checks `root`'s pages (what it found on `out`, each problem on `err`;
// Error when a figure or a link is wrong), or with `write` first rewrites
// the figures from their results files (dead links stay errors).
void RunCheckDocs(const std::string& root, bool write, std::ostream& out, std::ostream& err);

}  // namespace bidlab
