// bidlab experiment all -o DIR [--quick] [--redo]: every registered
// experiment in turn, into one results folder for `bidlab report DIR`.
// Resumable: an experiment whose results DIR already holds is kept (the full
// run takes hours; a stopped one goes on where it was), unless --redo.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>

#include "cli/cli.h"
#include "cli/options.h"
#include "core/error.h"
#include "experiments/stopwatch.h"

namespace bidlab {

namespace {

struct AllCommand {
  std::string output;
  std::string data;
  bool quick = false;
  bool keep_going = false;
  bool redo = false;
};

void RunAll(const AllCommand& c, CLI::App& experiment, CliStreams& io) {
  // What `bidlab report` would call missing is what runs.
  const std::vector<ExperimentResult> done =
      c.redo || !std::filesystem::is_directory(c.output) ? std::vector<ExperimentResult>{} : ReadResultsDir(c.output);
  const std::vector<std::string> expected = ExpectedExperiments(experiment, done);
  const std::vector<std::string> missing = MissingExperiments(done, expected);
  std::vector<std::string> failed;
  for (const CLI::App* sub : experiment.get_subcommands({})) {
    const std::string& name = sub->get_name();
    if (name == "all") continue;
    if (std::find(missing.begin(), missing.end(), ExpectedResultName(*sub, done)) == missing.end()) {
      io.out << "== " << name << ": kept the results already in " << c.output << " (--redo runs it again)" << std::endl;
      continue;
    }
    std::vector<std::string> args = {"experiment", name, "-o", c.output};
    if (c.quick) args.push_back("--quick");
    // --data goes to the experiments that take it (the bandit ones).
    if (!c.data.empty() && sub->get_option_no_throw(kDataOptionName) != nullptr) {
      args.push_back(kDataOptionName);
      args.push_back(c.data);
    }
    io.out << "== bidlab";
    for (const auto& a : args) io.out << " " << a;
    io.out << std::endl;
    const Stopwatch stopwatch;
    const int status = RunCli(args, io.out, io.err);
    io.out << "== " << name << (status == 0 ? " done" : " FAILED") << " in " << stopwatch.Seconds() << " s"
           << std::endl;
    if (status != 0) {
      failed.push_back(name);
      if (!c.keep_going) throw Error("experiment " + name + " failed (--keep-going runs the others anyway)");
    }
  }
  if (!failed.empty()) {
    std::string list;
    for (const auto& name : failed) list += " " + name;
    throw Error("experiments failed:" + list);
  }
  io.out << "all " << expected.size() << " experiments written to " << c.output << "; next: bidlab report " << c.output
         << " -o report.html\n";
}

}  // namespace

std::string ExpectedResultName(const CLI::App& sub, const std::vector<ExperimentResult>& results) {
  std::string name = sub.get_name();
  for (const std::string& alias : sub.get_aliases())
    for (const ExperimentResult& r : results)
      if (r.id() == alias) name = alias;
  return name;
}

std::vector<std::string> ExpectedExperiments(const CLI::App& experiment, const std::vector<ExperimentResult>& results) {
  std::vector<std::string> names;
  for (const CLI::App* sub : experiment.get_subcommands({}))
    if (sub->get_name() != "all") names.push_back(ExpectedResultName(*sub, results));
  return names;
}

void AddExperimentAll(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand("all", "Run every experiment above into one folder (then: bidlab report)");
  auto c = std::make_shared<AllCommand>();
  AddOutputFolderOption(*cmd, c->output, "folder for every experiment's files");
  cmd->add_flag("--quick", c->quick, "each experiment's smoke-test size");
  AddDataOption(*cmd, c->data, "for the experiments that take it (default: theirs)");
  cmd->add_flag("--keep-going", c->keep_going, "run the remaining experiments when one fails");
  cmd->add_flag("--redo", c->redo, "run every experiment, even those whose results the folder already holds");
  cmd->callback([c, &experiment, &io] { RunAll(*c, experiment, io); });
}

}  // namespace bidlab
