// Whole-file reading and crash-safe writing (temporary file, fsync, rename),
// with optional xz compression.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bidlab {

// The most a whole file read as text may hold (a PBN, LIN, CSV or Facit
// file, a page or a results file check-docs reads): 256 MiB, a hundred times
// the largest of the shared data (about 600,000 boards of `dataset export`).
inline constexpr std::uint64_t kMaxTextFileBytes = std::uint64_t{1} << 28;

// The whole file, read through BoundedFile (io/bounded_file.h): a folder, a
// device or a pipe is refused with its name, and so is a file of more than
// `max_bytes` ("N bytes, longer than MAX bytes, the most `what`"), before
// it is read.
std::string ReadFileText(const std::string& path, std::uint64_t max_bytes = kMaxTextFileBytes,
                         const std::string& what = "a text file bidlab reads may hold");
std::vector<std::uint8_t> ReadFileBytes(const std::string& path, std::uint64_t max_bytes = kMaxTextFileBytes,
                                        const std::string& what = "a file bidlab reads whole may hold");

// Writes `bytes` to PATH.tmp.PID, flushes it to disk and renames it to
// `path`, so `path` is either the old file or the complete new one.
void WriteFileAtomically(const std::string& path, std::string_view bytes);
void WriteFileAtomically(const std::string& path, const std::vector<std::uint8_t>& bytes);

bool EndsWith(std::string_view text, std::string_view suffix);

// xz (LZMA2) in memory. Decompress throws InputError naming `name` on bad data.
std::vector<std::uint8_t> XzCompress(const std::vector<std::uint8_t>& data);
std::vector<std::uint8_t> XzDecompress(const std::vector<std::uint8_t>& data, const std::string& name);

}  // namespace bidlab
