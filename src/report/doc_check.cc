#include "report/doc_check.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "core/error.h"
#include "io/file_util.h"
#include "report/doc_figures.h"
#include "report/doc_links.h"

namespace bidlab {

namespace fs = std::filesystem;

std::vector<std::string> DocPagePaths(const std::string& root) {
  if (!fs::is_regular_file(fs::path(root) / "README.md")) throw Error(root + ": no README.md here");
  std::vector<std::string> pages;
  const fs::path docs = fs::path(root) / "docs";
  if (fs::is_directory(docs))
    for (const auto& entry : fs::recursive_directory_iterator(docs))
      if (entry.is_regular_file() && entry.path().extension() == ".md")
        pages.push_back(fs::relative(entry.path(), root).generic_string());
  std::sort(pages.begin(), pages.end());
  pages.insert(pages.begin(), "README.md");
  return pages;
}

DocCheck CheckDocs(const std::string& root) {
  DocCheck check;
  const fs::path base(root);
  const auto read = [&](const std::string& path) { return ReadFileText((base / path).string()); };
  for (const std::string& path : DocPagePaths(root)) {
    DocPage page{path, read(path), ""};
    const FigureCheck figures = CheckFigures(page.text, path, read);
    page.refigured = figures.text;
    check.blocks += figures.blocks;
    check.numbers += figures.numbers;
    check.problems.insert(check.problems.end(), figures.problems.begin(), figures.problems.end());
    check.pages.push_back(std::move(page));
  }
  std::map<std::string, std::set<std::string>> anchors;  // by page, read once
  const DocTree tree{[&](const std::string& path) { return fs::exists(base / path); },
                     [&](const std::string& path) {
                       auto it = anchors.find(path);
                       if (it == anchors.end()) it = anchors.emplace(path, PageAnchors(read(path))).first;
                       return it->second;
                     }};
  for (const DocPage& page : check.pages) {
    check.links += static_cast<int>(LinksOf(page.text).size());
    const std::vector<std::string> dead = CheckLinks(page.text, page.path, tree);
    check.problems.insert(check.problems.end(), dead.begin(), dead.end());
  }
  return check;
}

void RunCheckDocs(const std::string& root, bool write, std::ostream& out, std::ostream& err) {
  if (write) {
    for (const DocPage& page : CheckDocs(root).pages)
      if (page.refigured != page.text) {
        WriteFileAtomically((fs::path(root) / page.path).string(), page.refigured);
        out << page.path << ": figures rewritten from their results files\n";
      }
  }
  const DocCheck check = CheckDocs(root);
  for (const std::string& p : check.problems) err << p << "\n";
  if (!check.problems.empty())
    throw Error(std::to_string(check.pages.size()) + " pages: " + std::to_string(check.problems.size()) +
                " figure(s) or link(s) wrong");
  out << check.pages.size() << " pages: " << check.blocks << " tables and " << check.numbers
      << " figures, each as its results file says; " << check.links << " links, each leading to its page\n";
}

}  // namespace bidlab
