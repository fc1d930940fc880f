#pragma once
// An edit as two snapshots of a document's written text: the text before
// and after the change. Undo puts the before text back and redo the after
// text, byte for byte; the document is read again from the text. For
// documents that are edited as a whole model and written by their system's
// writer (a GTS or CoH scenario edited in its forms): the command needs
// nothing of the model's shape. GUI-free, on the usual CommandStack.

#include "editor/edit/command_stack.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace crestline::edit {

/// What applying or reverting a snapshot reports: nothing but that it ran.
struct SnapshotDelta {};

/// One edit of a text held as its snapshots.
class TextSnapshot final : public Command<std::string, SnapshotDelta> {
public:
    TextSnapshot(std::string label, std::string before, std::string after)
        : m_label(std::move(label)), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    std::string label() const override { return m_label; }
    /// The text must be `before` (the stack's order guarantees it; anything
    /// else is a programming error: std::logic_error, the text untouched).
    SnapshotDelta apply(std::string& text) override { return put(text, m_before, m_after); }
    SnapshotDelta revert(std::string& text) override { return put(text, m_after, m_before); }
    const std::string& before() const { return m_before; }
    const std::string& after() const { return m_after; }

private:
    std::string m_label, m_before, m_after;
    SnapshotDelta put(std::string& text, const std::string& from, const std::string& to) const
    {
        if (text != from) throw std::logic_error("text snapshot \"" + m_label + "\": the text is not the one it was taken from");
        text = to;
        return {};
    }
};

/// The undo stack of a text edited by snapshots.
using TextSnapshotStack = CommandStack<std::string, SnapshotDelta>;

} // namespace crestline::edit
