#pragma once
// Whether a document has errors of its reader: not XML, a missing required
// attribute, a newer format, an unreadable deck ... The model may then miss
// what the file holds, so the editor does not open it. Errors its checks
// find (a self-crossing outline, a card placed twice) are not among them: a
// document with only those opens to be mended (docs/editor.md, "A file that
// cannot be used is not opened"). Hex maps keep the two apart
// (MapDocument::hasReadErrors); another kind whose document can tell them
// apart says how from its system's folder (registerReadErrors, next to its
// FileKind); any other kind counts every error finding. This file names no system.

#include "editor/jobs/file_kinds.h"

#include <functional>
#include <string>

namespace crestline::jobs {

/// Whether a document of one kind has errors of its reader.
using ReadErrors = std::function<bool(const Document&)>;

/// How documents of `kind` (a FileKind id) tell their reader's errors; a
/// second registration of the same kind replaces the first.
void registerReadErrors(const std::string& kind, ReadErrors readErrors);

/// The document's reader's errors as its kind tells them, else any error finding.
bool hasReadErrors(const Document& doc);

/// An error among `findings` with a code of the XML readers (finding_codes.h,
/// "Reading and saving files": an unknown or misspelt element or attribute,
/// a bad or missing value, a newer version ...): what the file holds did not
/// all reach the model, so writing the model back would lose it. For
/// documents whose findings also hold their maps' or checks' errors.
bool hasReadingCodeErrors(const Findings& findings);

} // namespace crestline::jobs
