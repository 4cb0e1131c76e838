#include "io/bounded_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr std::uint64_t kChunkBytes = 1 << 20;

std::string Bytes(std::uint64_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

}  // namespace

BoundedFile::BoundedFile(const std::string& path) : path_(path), in_(path, std::ios::binary) {
  if (!in_) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
}

std::string BoundedFile::Read(std::uint64_t n) {
  // In chunks, so a count far past the end allocates only what is there.
  std::string bytes;
  while (n > 0 && in_) {
    const std::size_t before = bytes.size();
    const auto chunk = static_cast<std::size_t>(std::min(n, kChunkBytes));
    bytes.resize(before + chunk);
    in_.read(bytes.data() + before, static_cast<std::streamsize>(chunk));
    const auto got = static_cast<std::size_t>(in_.gcount());
    bytes.resize(before + got);
    n -= got;
    if (got < chunk) break;
  }
  if (in_.bad()) throw InputError(path_, 0, std::string("cannot read: ") + std::strerror(errno));
  return bytes;
}

std::string BoundedFile::ReadRest(std::uint64_t max_bytes, const std::string& what) {
  std::string rest = Read(max_bytes);
  if (rest.size() == max_bytes && in_.peek() != std::ifstream::traits_type::eof())
    throw InputError(path_, 0, "longer than " + Bytes(max_bytes) + ", the most " + what);
  return rest;
}

std::optional<std::string> BoundedFile::ReadLine(std::size_t max_bytes, long number) {
  std::string line;
  for (int ch = in_.get(); ch != std::ifstream::traits_type::eof(); ch = in_.get()) {
    if (ch == '\n') return line;
    if (line.size() == max_bytes)
      throw InputError(path_, number, "a line longer than " + Bytes(max_bytes) + " (expected at most that)");
    line.push_back(static_cast<char>(ch));
  }
  if (in_.bad()) throw InputError(path_, number, std::string("cannot read: ") + std::strerror(errno));
  if (line.empty()) return std::nullopt;
  return line;
}

}  // namespace bidlab
