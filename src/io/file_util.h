// Whole-file reading and crash-safe writing (temporary file, fsync, rename),
// with optional xz compression.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bidlab {

std::vector<std::uint8_t> ReadFileBytes(const std::string& path);
std::string ReadFileText(const std::string& path);

// Writes `bytes` to PATH.tmp.PID, flushes it to disk and renames it to
// `path`, so `path` is either the old file or the complete new one.
void WriteFileAtomically(const std::string& path, std::string_view bytes);
void WriteFileAtomically(const std::string& path, const std::vector<std::uint8_t>& bytes);

bool EndsWith(std::string_view text, std::string_view suffix);

// xz (LZMA2) in memory. Decompress throws InputError naming `name` on bad data.
std::vector<std::uint8_t> XzCompress(const std::vector<std::uint8_t>& data);
std::vector<std::uint8_t> XzDecompress(const std::vector<std::uint8_t>& data, const std::string& name);

}  // namespace bidlab
