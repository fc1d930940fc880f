// The snapshot edit (editor/edit/text_snapshot.h): undo and redo give back
// each step's text byte for byte, the clean mark follows the saved step, and
// a snapshot applied to a text it was not taken from is refused untouched.

#include "editor/edit/text_snapshot.h"

#include <catch2/catch.hpp>

#include <memory>

using crestline::edit::TextSnapshot;
using crestline::edit::TextSnapshotStack;

TEST_CASE("text snapshots undo and redo each step byte for byte", "[edit][snapshot]")
{
    // Texts written by hand: a comment and CRLF in the opened text must come back as they were.
    const std::string opened = "<scenario>\r\n  <!-- kept -->\r\n  <title>A</title>\r\n</scenario>\r\n";
    const std::string first = "<scenario>\n  <title>B</title>\n</scenario>\n";
    const std::string second = "<scenario>\n  <title>B</title>\n  <notes>n</notes>\n</scenario>\n";
    std::string text = opened;
    TextSnapshotStack stack;
    CHECK(stack.isClean());
    stack.push(std::make_unique<TextSnapshot>("Title", opened, first), text);
    CHECK(text == first);
    stack.push(std::make_unique<TextSnapshot>("Notes", first, second), text);
    CHECK(text == second);
    CHECK_FALSE(stack.isClean());
    CHECK(stack.undoLabel() == "Notes");
    stack.undo(text);
    CHECK(text == first);
    CHECK(stack.redoLabel() == "Notes");
    stack.undo(text);
    CHECK(text == opened);
    CHECK(stack.isClean());
    CHECK_FALSE(stack.canUndo());
    stack.redo(text);
    stack.redo(text);
    CHECK(text == second);
    stack.markClean();
    stack.undo(text);
    CHECK_FALSE(stack.isClean());
    stack.redo(text);
    CHECK(stack.isClean());
}

TEST_CASE("a text snapshot refuses a text it was not taken from", "[edit][snapshot]")
{
    std::string text = "other";
    TextSnapshot edit("Title", "before", "after");
    CHECK_THROWS_AS(edit.apply(text), std::logic_error);
    CHECK(text == "other");
    text = "before";
    edit.apply(text);
    CHECK(text == "after");
    CHECK_THROWS_AS(edit.apply(text), std::logic_error);
    edit.revert(text);
    CHECK(text == "before");
}
