// Real boards as people bid them: the tables of the human records of the
// shared data (tournament and vugraph PBN, BBO's LIN), each with its auction,
// contract, declarer, result, dealer and vulnerability, grouped by deal (a
// deal played in both rooms is one deal with two tables), and the deals'
// double-dummy tables, solved once into a data set that a rerun reuses and
// an interrupted solve resumes (data/dataset_builder.h).
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "core/auction.h"
#include "core/bridge.h"
#include "core/hand.h"
#include "data/dataset_builder.h"
#include "dd/dds_solver.h"
#include "io/pbn_board.h"

namespace bidlab {

// One table's play of a board, as recorded.
struct ExpertTable {
  std::string source;      // the file's folder and name ("vugraph_etc99/A1A10101.PBN")
  std::string collection;  // the event or archive it comes from (CollectionOf)
  long line = 0;           // the record's first line in it
  std::string board, room;
  std::string players;  // "North|East|South|West" as named
  Vulnerability vulnerability = Vulnerability::kNone;
  Auction auction;                         // complete, from the dealer
  std::string contract, declarer, result;  // the tags as written
};

struct ExpertDeal {
  Deal deal;
  std::vector<ExpertTable> tables;
};

struct ExpertRecords {
  std::vector<ExpertDeal> deals;  // in the order first read
  std::size_t tables = 0;
  // Records not kept, by why ("no complete auction"), and how many.
  std::map<std::string, std::size_t> left_out;
  // Auctions written from the first bid, the dealer's opening passes left
  // out (rpbridge.net's archive), read with as many passes put back as the
  // record's Declarer tag needs.
  std::size_t passes_put_back = 0;
  // What the readers kept but a player should know, "FILE: line N: what": a
  // LIN call after the end of the auction, a LIN record without sv, a PBN
  // Contract or Declarer tag the auction disagrees with.
  std::vector<std::string> warnings;
};

// The human collections of `external` (shared/data/external): the ETC 1999
// and EYC 2000 vugraph files, the endplay examples (world-class matches,
// RealBridge), and the LIN vugraph files; not the robots' files nor the
// bidding challenges. Throws Error when `external` has none of them.
std::vector<std::string> ExpertRecordFiles(const std::filesystem::path& external);

// The collection of a record file, by its folder and name: "ETC 1999",
// "EYC 2000", "RealBridge 2021" (endplay/example2), "world-class matches"
// (the other endplay files: rpbridge.net's archive), "BBO vugraph (LIN)";
// any other file its folder's name.
std::string CollectionOf(const std::string& path);

// The tables of PBN and LIN (".lin") files: a record is kept when it has the
// whole deal and a complete auction from its dealer (the dealer's left-out
// passes put back, ExpertRecords::passes_put_back); a record repeated
// (the same deal, room, players and auction, in another file) is kept once.
// A file that cannot be read, or holds no record at all (an empty file, a
// LIN file of only vg), throws InputError (file, line, what).
ExpertRecords ReadExpertRecords(const std::vector<std::string>& files);
// The same from boards already read (`path` names them, as CollectionOf reads it).
void AddExpertTables(ExpertRecords& records, const std::vector<PbnBoard>& boards, const std::string& path);

// The deals' double-dummy tables, one a deal in order: the data set at
// `cache` when it holds exactly these deals, else solved into it (resumable
// from cache's journal, data/dataset_builder.h), with `progress` after each
// batch.
std::vector<DoubleDummyTable> SolveExpertDeals(const ExpertRecords& records, const std::string& cache,
                                               const DdsSolver& solver,
                                               const std::function<void(const BuildProgress&)>& progress);

}  // namespace bidlab
