// Writing BBO's LIN hand records (io/lin_record.h) so that ParseLin reads the
// same file back and BBO's handviewer opens it: vg and rs (when the file has
// them), then a line per record: pn when its players differ from those the
// reader would give it, qx (when it has a room), md (dealer digit, hands S, W,
// N, E), sv, each call as mb (p, d, r, 1C … 7N, "!" when alerted) with its
// explanation as an, the cards as pc, the claim as mc, and pg||.
#pragma once

#include <string>

#include "io/lin_record.h"

namespace bidlab {

// Throws Error naming the record when a text holds "|" (LIN has no escape for
// it) or a record's auction is illegal.
std::string FormatLin(const LinFile& file);
// Writes FormatLin(file) atomically (WriteFileAtomically).
void WriteLinFile(const std::string& path, const LinFile& file);

}  // namespace bidlab
