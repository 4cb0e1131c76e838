#include "report/doc_links.h"

#include <cctype>
#include <filesystem>
#include <map>
#include <regex>
#include <sstream>

#include "report/trim.h"

namespace bidlab {

namespace {

// One code point of UTF-8 `s` at `at` (advanced past it); a byte that does
// not start a well-formed sequence stands for itself.
char32_t NextCodePoint(const std::string& s, std::size_t& at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char first = byte(at);
  const int extra = first < 0x80 ? 0 : (first >> 5) == 6 ? 1 : (first >> 4) == 14 ? 2 : (first >> 3) == 30 ? 3 : -1;
  if (extra <= 0 || at + extra >= s.size()) return byte(at++);
  char32_t cp = first & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    if ((byte(at + k) & 0xC0) != 0x80) return byte(at++);
    cp = (cp << 6) | (byte(at + k) & 0x3F);
  }
  at += extra + 1;
  return cp;
}

void AppendUtf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

bool In(char32_t cp, char32_t low, char32_t high) { return cp >= low && cp <= high; }

// Whether github-slugger keeps `cp`: letters, marks, digits, connector
// punctuation, ' ' and '-'. Outside ASCII this is the Unicode categories of
// the scripts and symbol blocks a bridge text uses (Latin, Greek, Cyrillic;
// dashes, quotes, arrows, operators, suit symbols); other letters are kept.
bool SlugKeeps(char32_t cp) {
  if (cp < 0x80) return std::isalnum(static_cast<int>(cp)) || cp == ' ' || cp == '-' || cp == '_';
  if (cp < 0xC0)
    return cp == 0xAA || cp == 0xB5 || cp == 0xBA || In(cp, 0xB2, 0xB3) || In(cp, 0xB9, 0xB9) || In(cp, 0xBC, 0xBE);
  if (cp == 0xD7 || cp == 0xF7) return false;                                 // × ÷
  if (In(cp, 0x2000, 0x206F) || In(cp, 0x20A0, 0x20CF)) return false;         // punctuation, currency
  if (In(cp, 0x207A, 0x207E) || In(cp, 0x208A, 0x208E)) return false;         // ⁺⁻⁼⁽⁾
  if (In(cp, 0x2100, 0x214F)) return cp == 0x2113 || In(cp, 0x210A, 0x2112);  // ℓ and letterlike letters
  if (In(cp, 0x2190, 0x245F) || In(cp, 0x249C, 0x24E9) || In(cp, 0x2500, 0x2BFF)) return false;  // symbols
  if (In(cp, 0x3000, 0x303F) || In(cp, 0x1F000, 0x1FAFF)) return false;  // CJK punctuation, emoji
  if (cp == 0x37E || cp == 0x387) return false;                          // Greek question mark, ano teleia
  return true;
}

// JavaScript's toLowerCase for the scripts above.
char32_t Lower(char32_t cp) {
  if (In(cp, 'A', 'Z') || (In(cp, 0xC0, 0xDE) && cp != 0xD7) || (In(cp, 0x391, 0x3A9) && cp != 0x3A2) ||
      In(cp, 0x410, 0x42F))
    return cp + 0x20;
  if (In(cp, 0x400, 0x40F)) return cp + 0x50;
  if (cp == 0x178) return 0xFF;
  // Latin Extended-A pairs: upper case even below U+0138 and odd from U+0139.
  if (In(cp, 0x100, 0x137) && cp != 0x130) return cp % 2 == 0 ? cp + 1 : cp;
  if (In(cp, 0x139, 0x148) || In(cp, 0x179, 0x17E)) return cp % 2 == 1 ? cp + 1 : cp;
  if (In(cp, 0x14A, 0x177)) return cp % 2 == 0 ? cp + 1 : cp;
  return cp;
}

// `line` without its inline code spans' backticks and with [text](target)
// reduced to text: what a heading renders as.
std::string RenderedHeading(const std::string& line) {
  static const std::regex kLink(R"(!?\[([^\]]*)\]\([^)]*\))");
  std::string text = std::regex_replace(line, kLink, "$1");
  std::string out;
  for (const char c : text)
    if (c != '`' && c != '*') out += c;
  return out;
}

// Fenced code blocks (``` or ~~~) of `lines`: true for each line inside one,
// the fences included.
std::vector<bool> InFence(const std::vector<std::string>& lines) {
  std::vector<bool> inside(lines.size(), false);
  std::string fence;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string t = Trim(lines[i]);
    const bool opens = t.rfind("```", 0) == 0 || t.rfind("~~~", 0) == 0;
    if (fence.empty()) {
      if (opens) {
        fence = t.substr(0, t.find_first_not_of(t[0]));
        inside[i] = true;
      }
    } else {
      inside[i] = true;
      if (t.rfind(fence, 0) == 0 && t.find_first_not_of(fence[0]) == std::string::npos) fence.clear();
    }
  }
  return inside;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// `line` with its inline code spans (`…`, ``…``) blanked out.
std::string WithoutCodeSpans(const std::string& line) {
  std::string out;
  std::size_t at = 0;
  while (at < line.size()) {
    if (line[at] != '`') {
      out += line[at++];
      continue;
    }
    const std::size_t run =
        line.find_first_not_of('`', at) == std::string::npos ? line.size() - at : line.find_first_not_of('`', at) - at;
    const std::string ticks(run, '`');
    std::size_t close = line.find(ticks, at + run);
    while (close != std::string::npos && close + run < line.size() && line[close + run] == '`')
      close = line.find(ticks, line.find_first_not_of('`', close));
    if (close == std::string::npos) {  // an unclosed run is literal text
      out += ticks;
      at += run;
      continue;
    }
    at = close + run;
  }
  return out;
}

std::string PercentDecoded(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

std::string GithubAnchor(const std::string& heading) {
  const std::string text = RenderedHeading(Trim(heading));
  std::string anchor;
  for (std::size_t at = 0; at < text.size();) {
    const char32_t cp = Lower(NextCodePoint(text, at));
    if (!SlugKeeps(cp)) continue;
    AppendUtf8(anchor, cp == ' ' ? U'-' : cp);
  }
  return anchor;
}

std::set<std::string> PageAnchors(const std::string& page) {
  static const std::regex kHeading(R"(^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$)");
  static const std::regex kHtmlAnchor(R"re(<a\s+(?:id|name)="([^"]+)")re");
  const std::vector<std::string> lines = Lines(page);
  const std::vector<bool> fenced = InFence(lines);
  std::set<std::string> anchors;
  std::map<std::string, int> seen;  // github-slugger's occurrences
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (fenced[i]) continue;
    std::smatch m;
    if (std::regex_match(lines[i], m, kHeading)) {
      const std::string base = GithubAnchor(m[1]);
      std::string anchor = base;
      while (seen.count(anchor)) anchor = base + "-" + std::to_string(++seen[base]);
      seen[anchor] = 0;
      anchors.insert(anchor);
    }
    for (std::sregex_iterator a(lines[i].begin(), lines[i].end(), kHtmlAnchor), end; a != end; ++a)
      anchors.insert((*a)[1]);
  }
  return anchors;
}

std::vector<DocLink> LinksOf(const std::string& page) {
  static const std::regex kLink(R"re(!?\[[^\]]*\]\(\s*(?:<([^>]*)>|([^)\s]+))(?:\s+"[^"]*")?\s*\))re");
  const std::vector<std::string> lines = Lines(page);
  const std::vector<bool> fenced = InFence(lines);
  std::vector<DocLink> links;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (fenced[i]) continue;
    const std::string text = WithoutCodeSpans(lines[i]);
    for (std::sregex_iterator m(text.begin(), text.end(), kLink), end; m != end; ++m)
      links.push_back({static_cast<int>(i + 1), (*m)[1].matched ? (*m)[1] : (*m)[2]});
  }
  return links;
}

std::vector<std::string> CheckLinks(const std::string& page, const std::string& page_path, const DocTree& tree) {
  static const std::regex kScheme(R"(^[A-Za-z][A-Za-z0-9+.-]*:.*)");
  std::vector<std::string> problems;
  const std::filesystem::path folder = std::filesystem::path(page_path).parent_path();
  for (const DocLink& link : LinksOf(page)) {
    if (std::regex_match(link.target, kScheme)) continue;
    const auto problem = [&](const std::string& what) {
      problems.push_back(page_path + ":" + std::to_string(link.line) + ": the link " + link.target + " " + what);
    };
    const auto hash = link.target.find('#');
    const std::string file = PercentDecoded(link.target.substr(0, hash));
    const std::string anchor = hash == std::string::npos ? "" : PercentDecoded(link.target.substr(hash + 1));
    std::string target = page_path;
    if (!file.empty()) {
      if (file[0] == '/') {
        problem("is absolute: write it relative to " + page_path);
        continue;
      }
      target = (folder / file).lexically_normal().generic_string();
      if (target.rfind("..", 0) == 0) {
        problem("leads outside the repository");
        continue;
      }
      if (!target.empty() && target.back() == '/') target.pop_back();
      if (!tree.exists(target)) {
        problem("names " + target + ", which does not exist");
        continue;
      }
    }
    const bool markdown = target.size() > 3 && target.compare(target.size() - 3, 3, ".md") == 0;
    if (!anchor.empty() && markdown && !tree.anchors(target).count(anchor))
      problem("names #" + anchor + ", which is no heading of " + target);
  }
  return problems;
}

}  // namespace bidlab
