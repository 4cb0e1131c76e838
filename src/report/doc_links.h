// The links between the pages of the README and the manual (docs/), checked
// as GitHub renders them: a relative link must name a file of the
// repository, and a "#anchor" must be one of the target page's headings as
// GitHub spells its anchors (github-slugger: the heading's text in lower
// case, every character that is not a letter, digit, space, '-' or '_'
// dropped, spaces as '-', and "-1", "-2" … after repeats).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

namespace bidlab {

// The anchor GitHub gives a heading whose markdown text is `heading` (the
// text after the '#'s): inline code, emphasis and link targets are rendered
// away first. Letters outside ASCII, Latin and Greek are kept as they are.
std::string GithubAnchor(const std::string& heading);

// Every anchor of the markdown `page`: its ATX headings (outside fenced
// code) in order, repeats numbered as GitHub numbers them, and the ids of
// raw <a id="…"> / <a name="…"> tags.
std::set<std::string> PageAnchors(const std::string& page);

struct DocLink {
  int line = 0;        // 1-based
  std::string target;  // as written: "commands.md#eval", "#par", "../README.md"
};

// The links and images of `page` ([text](target), ![alt](target)) outside
// fenced code and inline code spans.
std::vector<DocLink> LinksOf(const std::string& page);

// What the link check needs to know about the repository.
struct DocTree {
  // Whether `path` (relative to the root, normalised) is a file or folder.
  std::function<bool(const std::string& path)> exists;
  // The anchors of the markdown file `path` (relative to the root).
  std::function<std::set<std::string>(const std::string& path)> anchors;
};

// Checks every relative link of `page`, at `page_path` (relative to the
// root, e.g. "docs/papers/white.md"): "docs/x.md:LINE: …", one per link
// that leads nowhere. Links with a scheme (https:, mailto:) are not followed.
std::vector<std::string> CheckLinks(const std::string& page, const std::string& page_path, const DocTree& tree);

}  // namespace bidlab
