#include "io/file_util.h"

#include <fcntl.h>
#include <lzma.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

#include "core/error.h"

namespace bidlab {

std::vector<std::uint8_t> ReadFileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string ReadFileText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, std::string("cannot open: ") + std::strerror(errno));
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void WriteFileAtomically(const std::string& path, std::string_view bytes) {
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) throw Error("cannot write " + path + ": " + std::strerror(errno));
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      const int err = errno;
      ::close(fd);
      ::unlink(tmp.c_str());
      throw Error("cannot write " + path + ": " + std::strerror(err));
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0 || std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    ::unlink(tmp.c_str());
    throw Error("cannot write " + path + ": " + std::strerror(err));
  }
}

void WriteFileAtomically(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  WriteFileAtomically(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

bool EndsWith(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::vector<std::uint8_t> XzCompress(const std::vector<std::uint8_t>& data) {
  std::vector<std::uint8_t> out(lzma_stream_buffer_bound(data.size()));
  std::size_t out_pos = 0;
  const lzma_ret ret = lzma_easy_buffer_encode(9 | LZMA_PRESET_EXTREME, LZMA_CHECK_CRC64, nullptr,
                                               data.data(), data.size(), out.data(), &out_pos, out.size());
  if (ret != LZMA_OK) throw Error("xz compression failed (code " + std::to_string(ret) + ")");
  out.resize(out_pos);
  return out;
}

std::vector<std::uint8_t> XzDecompress(const std::vector<std::uint8_t>& data, const std::string& name) {
  lzma_stream stream = LZMA_STREAM_INIT;
  if (lzma_stream_decoder(&stream, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK)
    throw Error("cannot start the xz decoder");
  std::vector<std::uint8_t> out;
  std::uint8_t buffer[1 << 16];
  stream.next_in = data.data();
  stream.avail_in = data.size();
  lzma_ret ret = LZMA_OK;
  while (ret == LZMA_OK) {
    stream.next_out = buffer;
    stream.avail_out = sizeof buffer;
    ret = lzma_code(&stream, LZMA_FINISH);
    out.insert(out.end(), buffer, buffer + (sizeof buffer - stream.avail_out));
  }
  lzma_end(&stream);
  if (ret != LZMA_STREAM_END)
    throw InputError(name, 0, "not a complete xz stream (xz error " + std::to_string(ret) + ")");
  return out;
}

}  // namespace bidlab
