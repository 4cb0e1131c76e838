// End-to-end: bidlab train cbr, bid --model with the CBR model, bad --cases.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

struct CliResult {
  int status;
  std::string out, err;
};

CliResult Cli(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int status = RunCli(args, out, err);
  return {status, out.str(), err.str()};
}

TEST(CbrCli, TrainsOnSaycCasesAndBids) {
  const fs::path dir = fs::temp_directory_path() / "bidlab_cbr_cli";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string model = (dir / "cbr.model").string();
  const CliResult train = Cli({"train", "cbr", "--cases", "sayc:400", "--adapt", "-o", model, "--json"});
  ASSERT_EQ(train.status, 0) << train.err;
  const auto j = nlohmann::json::parse(train.out);
  EXPECT_EQ(j["cases"], 400);
  EXPECT_EQ(j["leave_one_out"].size(), 21u);  // K = 1-20 and 60
  EXPECT_EQ(j["bidder"], "cbridge1a-k" + std::to_string(j["k"].get<int>()));
  EXPECT_EQ(ReadFileText(model).rfind("bidlab-model cbr 1 fnv1a64:", 0), 0u);
  EXPECT_EQ(ReadFileText(model).find("\nk "), ReadFileText(model).find('\n'));

  // A 21-count with a long heart suit opens; South then passes.
  const CliResult bid = Cli({"bid", "--model", model, "--north", "AK2.AKQJ32.K2.32", "--south", "97.54.QJ876.Q976"});
  ASSERT_EQ(bid.status, 0) << bid.err;
  EXPECT_NE(bid.out.find("  S  Pass"), std::string::npos) << bid.out;
  fs::remove_all(dir);
}

TEST(CbrCli, BadCasesAreOneClearError) {
  const CliResult r = Cli({"train", "cbr", "--cases", "sayc:90000", "-o", "/tmp/never.model"});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("sayc:N with N a whole number from 1 to 80000"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists("/tmp/never.model"));
}

// An input the user names must exist (white's and cbr's optional inputs
// share one rule, experiments/optional_input.h); "none" skips its part.
TEST(CbrCli, ANamedInputThatIsAbsentIsAnErrorAndNoneSkipsIt) {
  const fs::path dir = fs::temp_directory_path() / "bidlab_cbr_inputs";
  fs::remove_all(dir);
  const CliResult absent = Cli({"experiment", "cbr", "--quick", "--pbn", "none", "--data", (dir / "nope.bdl").string(),
                                "-o", (dir / "out").string()});
  EXPECT_EQ(absent.status, 1);
  EXPECT_NE(absent.err.find("nope.bdl: no such file or folder (--data)"), std::string::npos) << absent.err;
  EXPECT_FALSE(fs::exists(dir / "out" / "cbr.json"));
}

}  // namespace
}  // namespace bidlab
