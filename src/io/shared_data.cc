#include "io/shared_data.h"

#include <cstdlib>
#include <system_error>
#include <vector>

#include "core/error.h"

namespace bidlab {

namespace {

std::vector<std::filesystem::path> Candidates() {
  std::vector<std::filesystem::path> places;
  if (const char* env = std::getenv("BIDLAB_SHARED"); env != nullptr && *env != '\0') {
    places.emplace_back(env);
    return places;  // asked for: nowhere else
  }
  std::error_code error;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) places.push_back((exe.parent_path() / "../../shared/data").lexically_normal());
  const std::filesystem::path here = std::filesystem::current_path(error);
  if (!error) places.push_back((here / "../shared/data").lexically_normal());
  return places;
}

}  // namespace

std::optional<std::filesystem::path> FindSharedDataDir() {
  for (const std::filesystem::path& place : Candidates()) {
    std::error_code error;
    if (std::filesystem::is_directory(place, error)) return place;
  }
  return std::nullopt;
}

std::filesystem::path SharedDataDir() {
  if (auto dir = FindSharedDataDir()) return *dir;
  std::string looked;
  for (const std::filesystem::path& place : Candidates()) looked += (looked.empty() ? "" : ", ") + place.string();
  throw Error("the shared data folder was not found (looked in " + (looked.empty() ? std::string("nowhere") : looked) +
              "): set BIDLAB_SHARED to the folder that holds external/ (shared/data beside the checkout)");
}

}  // namespace bidlab
