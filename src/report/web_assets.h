// The web assets inlined into the binary at build time (cmake/web_assets.cmake):
// the page sources in web/ and the minified Vega, Vega-Lite and vega-embed.
#pragma once

#include <string_view>

namespace bidlab {

// The bytes of the asset named `name` ("vega.min.js", "report.css", …).
// Throws Error for a name the build did not inline.
std::string_view WebAsset(std::string_view name);

}  // namespace bidlab
