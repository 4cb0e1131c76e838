#include "io/bounded_file.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr std::uint64_t kChunkBytes = 1 << 20;

std::string Bytes(std::uint64_t n) { return std::to_string(n) + (n == 1 ? " byte" : " bytes"); }

}  // namespace

std::string WhyNotARegularFile(const std::string& path) {
  struct stat status {};
  if (::stat(path.c_str(), &status) != 0 || S_ISREG(status.st_mode)) return "";
  if (S_ISDIR(status.st_mode)) return "is a folder, expected a file";
  if (S_ISFIFO(status.st_mode)) return "is a pipe (FIFO), expected a regular file";
  if (S_ISSOCK(status.st_mode)) return "is a socket, expected a regular file";
  if (S_ISCHR(status.st_mode) || S_ISBLK(status.st_mode)) return "is a device, expected a regular file";
  return "is not a regular file";
}

BoundedFile::BoundedFile(const std::string& path) : path_(path) {
  // Checked before opening: opening a FIFO would wait for a writer.
  if (const std::string why = WhyNotARegularFile(path); !why.empty()) throw InputError(path, 0, why);
  in_.open(path, std::ios::binary);
  if (!in_) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
  struct stat status {};
  if (::stat(path.c_str(), &status) == 0) size_ = static_cast<std::uint64_t>(status.st_size);
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
  const auto too_long = [&](std::uint64_t size) {
    return InputError(path_, 0, Bytes(size) + ", longer than " + Bytes(max_bytes) + ", the most " + what);
  };
  const std::streamoff at = in_.tellg();
  const std::uint64_t left = at >= 0 && static_cast<std::uint64_t>(at) <= size_ ? size_ - at : size_;
  if (left > max_bytes) throw too_long(left);  // before reading a byte
  std::string rest = Read(max_bytes);
  if (rest.size() == max_bytes && in_.peek() != std::ifstream::traits_type::eof())
    throw too_long(max_bytes + 1);  // it grew as it was read
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
