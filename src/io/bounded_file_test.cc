#include "io/bounded_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>

#include "core/error.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

std::string ScratchFile(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() / ("bidlab_bounded_file_" + name)).string();
  WriteFileAtomically(path, text);
  return path;
}

std::string ErrorOf(const std::function<void()>& read) {
  try {
    read();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(BoundedFile, ReadsLinesUpToTheirBound) {
  const std::string path = ScratchFile("lines", "one\n\nthree");
  BoundedFile file(path);
  EXPECT_EQ(file.ReadLine(5, 1), "one");
  EXPECT_EQ(file.ReadLine(5, 2), "");
  EXPECT_EQ(file.ReadLine(5, 3), "three");  // the last line needs no newline
  EXPECT_EQ(file.ReadLine(5, 4), std::nullopt);
  BoundedFile again(path);
  EXPECT_EQ(ErrorOf([&] { again.ReadLine(2, 1); }), path + ":1: a line longer than 2 bytes (expected at most that)");
  std::filesystem::remove(path);
}

TEST(BoundedFile, ReadsTheRestUpToItsBound) {
  const std::string path = ScratchFile("rest", "0123456789");
  BoundedFile exact(path);
  EXPECT_EQ(exact.Read(3), "012");
  EXPECT_EQ(exact.ReadRest(7, "this takes"), "3456789");
  BoundedFile over(path);
  EXPECT_EQ(ErrorOf([&] { over.ReadRest(9, "this takes"); }),
            path + ": 10 bytes, longer than 9 bytes, the most this takes");
  BoundedFile past(path);
  EXPECT_EQ(past.Read(1'000'000'000'000), "0123456789");  // only what is there is allocated
  std::filesystem::remove(path);
}

TEST(BoundedFile, ReadsTheRestOfALargerFileNotAtAll) {
  const std::string path = ScratchFile("larger", std::string(5000, 'x'));
  BoundedFile file(path);
  EXPECT_EQ(file.size(), 5000u);
  EXPECT_EQ(file.Read(10), std::string(10, 'x'));
  EXPECT_EQ(ErrorOf([&] { file.ReadRest(100, "a test takes"); }),
            path + ": 4990 bytes, longer than 100 bytes, the most a test takes");
  EXPECT_EQ(ErrorOf([&] { ReadFileText(path, 4999, "a test takes"); }),
            path + ": 5000 bytes, longer than 4999 bytes, the most a test takes");
  EXPECT_EQ(ReadFileText(path, 5000, "a test takes").size(), 5000u);
  std::filesystem::remove(path);
}

// A folder, a device or a pipe is refused by its name when it is opened: a
// device that never ends (/dev/zero) or a FIFO no one writes to would
// otherwise be read until memory runs out, or wait for ever.
TEST(BoundedFile, FoldersDevicesAndPipesAreRefusedByName) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bidlab_bounded_file_dir.lin";
  std::filesystem::create_directories(dir);
  EXPECT_EQ(ErrorOf([&] { BoundedFile{dir.string()}; }), dir.string() + ": is a folder, expected a file");
  EXPECT_EQ(ErrorOf([&] { ReadFileText(dir.string()); }), dir.string() + ": is a folder, expected a file");
  std::filesystem::remove(dir);
  for (const char* device : {"/dev/zero", "/dev/null", "/dev/urandom"})
    EXPECT_EQ(ErrorOf([&] { BoundedFile{device}; }), std::string(device) + ": is a device, expected a regular file");
  const std::string fifo = (std::filesystem::temp_directory_path() / "bidlab_bounded_file_fifo").string();
  std::filesystem::remove(fifo);
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(ErrorOf([&] { ReadFileText(fifo); }), fifo + ": is a pipe (FIFO), expected a regular file");
  std::filesystem::remove(fifo);
  EXPECT_THROW(BoundedFile("/nonexistent/file"), InputError);
}

}  // namespace
}  // namespace bidlab
