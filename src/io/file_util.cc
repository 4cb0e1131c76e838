#include "io/file_util.h"

#include <lzma.h>

#include "core/error.h"
#include "io/bounded_file.h"
#include "io/streamed_file.h"

namespace bidlab {

std::string ReadFileText(const std::string& path, std::uint64_t max_bytes, const std::string& what) {
  return BoundedFile(path).ReadRest(max_bytes, what);
}

std::vector<std::uint8_t> ReadFileBytes(const std::string& path, std::uint64_t max_bytes, const std::string& what) {
  const std::string bytes = ReadFileText(path, max_bytes, what);
  return {bytes.begin(), bytes.end()};
}

void WriteFileAtomically(const std::string& path, std::string_view bytes) {
  AtomicFile file(path);
  file.Write(bytes);
  file.Commit();
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
  const lzma_ret ret = lzma_easy_buffer_encode(9 | LZMA_PRESET_EXTREME, LZMA_CHECK_CRC64, nullptr, data.data(),
                                               data.size(), out.data(), &out_pos, out.size());
  if (ret != LZMA_OK) throw Error("xz compression failed (code " + std::to_string(ret) + ")");
  out.resize(out_pos);
  return out;
}

std::vector<std::uint8_t> XzDecompress(const std::vector<std::uint8_t>& data, const std::string& name) {
  std::vector<std::uint8_t> out;
  XzDecompressChunks(data, name,
                     [&](const std::uint8_t* chunk, std::size_t size) { out.insert(out.end(), chunk, chunk + size); });
  return out;
}

}  // namespace bidlab
