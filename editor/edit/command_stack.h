#pragma once
// The undo stack of one document: every edit is a command with a label, done
// on the model through the stack and undone or redone in order. A continuous
// gesture (a drag) pushes a command per mouse move with one gesture number;
// the stack folds them into one step, so one Undo takes the whole drag back.
// The stack knows which step was last saved (clean) and counts changes (for
// autosave after every N commands). GUI-free: the editor, the tests and any
// script edit through it.

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace crestline::edit {

/// One undoable change to a model of type `Model`; `Delta` is what applying
/// or reverting it reports to the document (for a map, the touched region).
template <class Model, class Delta>
class Command {
public:
    virtual ~Command() = default;
    /// Shown in the Edit menu: "Undo Move vertex".
    virtual std::string label() const = 0;
    /// Do (and redo) the change. Commands remember what they replaced on the
    /// first call, so that revert restores the model exactly.
    virtual Delta apply(Model& model) = 0;
    /// Undo the change: the model is as before apply, byte for byte.
    virtual Delta revert(Model& model) = 0;
    /// Fold `next` (already applied, same gesture, pushed right after this)
    /// into this command, so that revert takes both back. False: keep both.
    virtual bool merge(Command& next) { (void)next; return false; }
};

/// The undo/redo stack of one model.
template <class Model, class Delta>
class CommandStack {
public:
    using CommandType = Command<Model, Delta>;

    /// Applies `command` to `model` and records it. `gesture` != 0 marks
    /// commands of one continuous gesture: a push with the same gesture as
    /// the top (and nothing undone since) is merged into it when it agrees.
    Delta push(std::unique_ptr<CommandType> command, Model& model, std::uint64_t gesture = 0)
    {
        Delta delta = command->apply(model);
        ++m_changes;
        m_done.resize(m_top); // drop the redo branch
        if (m_savedAt > m_top) m_savedAt = kNever;
        if (gesture != 0 && m_top > 0 && m_done[m_top - 1].gesture == gesture && m_done[m_top - 1].command->merge(*command)) {
            if (m_savedAt == m_top) m_savedAt = kNever; // the saved step changed
            return delta;
        }
        m_done.push_back({std::move(command), gesture});
        ++m_top;
        return delta;
    }
    bool canUndo() const { return m_top > 0; }
    bool canRedo() const { return m_top < m_done.size(); }
    /// Label of the step Undo would take back ("" if none).
    std::string undoLabel() const { return canUndo() ? m_done[m_top - 1].command->label() : std::string(); }
    std::string redoLabel() const { return canRedo() ? m_done[m_top].command->label() : std::string(); }
    /// Takes the last step back; the caller checks canUndo().
    Delta undo(Model& model)
    {
        Step& s = m_done[--m_top];
        s.gesture = 0; // a later push of that gesture starts a new step
        ++m_changes;
        return s.command->revert(model);
    }
    Delta redo(Model& model)
    {
        ++m_changes;
        return m_done[m_top++].command->apply(model);
    }
    /// The model is as last saved (or as opened).
    bool isClean() const { return m_savedAt == m_top; }
    void markClean() { m_savedAt = m_top; }
    /// The model differs from its file although no step was taken (a recovered autosave).
    void markModified() { m_savedAt = kNever; }
    /// Counts every push, undo and redo (for "autosave after N commands").
    std::uint64_t changeCount() const { return m_changes; }
    /// Steps that can be undone.
    std::size_t depth() const { return m_top; }
    void clear()
    {
        m_done.clear();
        m_top = 0;
        m_savedAt = 0;
    }

private:
    static constexpr std::size_t kNever = std::size_t(-1);
    struct Step {
        std::unique_ptr<CommandType> command;
        std::uint64_t gesture = 0;
    };
    std::vector<Step> m_done; ///< [0, m_top) done, [m_top, size) undone
    std::size_t m_top = 0;
    std::size_t m_savedAt = 0;
    std::uint64_t m_changes = 0;
};

} // namespace crestline::edit
