#include "experiments/cbr/case_source_spec.h"

#include <charconv>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "data/split.h"
#include "io/shared_data.h"

namespace bidlab::cbr {

std::string GameRecordPaths(const std::string& pbn_root) {
  const std::string root = pbn_root.empty() ? (SharedDataDir() / "external/pbn").string() : pbn_root;
  std::string paths;
  for (const char* part : {"vugraph_etc99", "vugraph_eyc00", "endplay", "ben/BBO", "ben/AlsReg6-Final.pbn",
                           "ben/training.pbn", "ben/From_Jack_2.pbn", "ben/Random-BEN-Dual-Lead_v_WBridge5.pbn",
                           "ben/nov22_match_bad.pbn", "ben/Eamon_Retest.pbn", "ben/camrose2024_BEN.pbn"})
    paths += (paths.empty() ? "" : ",") + root + "/" + part;
  return paths;
}

CaseSource LoadCaseSource(const std::string& spec, const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
  const std::size_t train_deals = SplitRange(kStandardCount, Split::kTrain).size();
  if (spec == "records") {
    CaseSource source = LoadCaseSource("pbn:" + GameRecordPaths());
    source.description =
        "opening calls of the game records in the shared PBN folder (human vugraph and "
        "tournament play, robot matches; not the convention-selected BBA deals, challenges or "
        "conformance fixtures)";
    return source;
  }
  if (spec.rfind("pbn:", 0) == 0) {
    std::vector<OpeningExample> examples;
    std::string paths = spec.substr(4);
    for (std::size_t start = 0; start <= paths.size();) {
      const std::size_t comma = std::min(paths.find(',', start), paths.size());
      const std::string path = paths.substr(start, comma - start);
      if (path.empty()) throw Error("--cases " + spec + ": expected pbn:PATH[,PATH...] (PBN files or folders)");
      for (OpeningExample& e : ReadOpeningExamples(path)) examples.push_back(std::move(e));
      start = comma + 1;
    }
    if (examples.empty()) throw Error("--cases " + spec + ": no opening calls found (no .pbn boards with auctions)");
    return {CasesFromExamples(examples), "opening calls of the PBN records in " + paths};
  }
  if (spec == "sayc" || spec.rfind("sayc:", 0) == 0) {
    std::uint64_t n = train_deals;
    if (spec != "sayc") {
      const std::string text = spec.substr(5);
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
      if (ec != std::errc() || end != text.data() + text.size() || n == 0 || n > train_deals)
        throw Error("--cases " + spec + ": expected sayc:N with N a whole number from 1 to " +
                    std::to_string(train_deals) + " (the training deals of the standard set)");
    }
    auto report = [&](std::uint64_t done) {
      if (progress) progress(done, n);
    };
    return {SaycOpeningCases(0, n, report),
            "SAYC opening calls for North's hands of standard training deals 0-" + std::to_string(n - 1)};
  }
  throw Error("--cases " + spec +
              ": expected records (the shared game records), pbn:PATH[,PATH...] (PBN files or "
              "folders) or sayc[:N] (SAYC's openings on the first N standard training deals)");
}

}  // namespace bidlab::cbr
