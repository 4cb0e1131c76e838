#include "io/bounded_file.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(ErrorOf([&] { over.ReadRest(9, "this takes"); }), path + ": longer than 9 bytes, the most this takes");
  BoundedFile past(path);
  EXPECT_EQ(past.Read(1'000'000'000'000), "0123456789");  // only what is there is allocated
  std::filesystem::remove(path);
}

TEST(BoundedFile, ADeviceThatNeverEndsStopsAtTheBound) {
  BoundedFile zero("/dev/zero");
  EXPECT_EQ(zero.Read(4), std::string(4, '\0'));
  EXPECT_EQ(ErrorOf([&] { zero.ReadLine(1 << 16, 1); }),
            "/dev/zero:1: a line longer than 65536 bytes (expected at most that)");
  EXPECT_EQ(ErrorOf([&] { zero.ReadRest(1 << 20, "a test takes"); }),
            "/dev/zero: longer than 1048576 bytes, the most a test takes");
  EXPECT_THROW(BoundedFile("/nonexistent/file"), InputError);
}

}  // namespace
}  // namespace bidlab
