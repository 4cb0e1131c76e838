// Where the shared data lives (`shared/data` beside the checkout: external
// ground truth and real game records, never copied into the repository),
// found at run time so that no build-machine path is baked into the binary:
// $BIDLAB_SHARED when set, else ../../shared/data from the folder of the
// running bidlab (build/bidlab in a checkout), else ../shared/data from the
// current folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace bidlab {

// The first of the places above that is a folder; nullopt when none is.
std::optional<std::filesystem::path> FindSharedDataDir();
// The same, or Error saying where it was looked for and how to set it.
std::filesystem::path SharedDataDir();
// For help texts: "$BIDLAB_SHARED, else shared/data beside the checkout".
inline constexpr const char* kSharedDataHelp =
    "$BIDLAB_SHARED, else shared/data beside the checkout (../shared/data from the repository's root)";

}  // namespace bidlab
