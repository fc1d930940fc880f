#pragma once
// One page of the scenario pane: a list of records (sides, units,
// objectives, ...) above a form of text fields for the selected one, with
// Add, Remove and Apply. The page is generic: the scenario pane gives it the
// rows, the field texts of a row, and what Apply, Add and Remove do (each a
// scenario command); a field's live edits can be watched (a setup area's
// expression resolves on the map as it is typed).

#include <wx/panel.h>

#include <functional>
#include <string>
#include <vector>

class wxListBox;
class wxTextCtrl;
class wxChoice;
class wxStaticText;
class wxBoxSizer;
class wxButton;

namespace crestline::gui {

/// A field of the form: its label, and whether it takes several lines.
struct RecordField {
    std::string label;
    bool multiline = false;
    std::string tip;   ///< tooltip: the syntax the field expects
    /// Non-empty: the field is a choice of these words ("" for none) instead of typed text.
    std::vector<std::string> choices = {};
};

/// A list of records with a form for the selected one.
class RecordPage : public wxPanel {
public:
    /// `canAdd`: whether records may be added and removed.
    RecordPage(wxWindow* parent, std::vector<RecordField> fields, bool canAdd = true);

    /// The list's rows.
    std::function<std::vector<std::string>()> rows;
    /// The field texts of row `row`.
    std::function<std::vector<std::string>(int row)> values;
    /// Applies the form to row `row`; returns "" or the problem to show (nothing changed then).
    std::function<std::string(int row, const std::vector<std::string>& fields)> apply;
    /// Adds a record (selected afterwards: the last row); unset: no Add button.
    std::function<void()> add;
    /// The row of the record Add made (unset: the last row).
    std::function<int()> addedRow;
    std::function<void(int row)> remove;
    /// A row was selected by the user (-1: none).
    std::function<void(int row)> selected;
    /// A field's text changed as it is typed.
    std::function<void(int field, const std::string& text)> edited;

    /// Fills the list again (keeping the selected row) and the form from the selected row.
    void reload();
    int selection() const { return m_row; }
    /// Selects `row` (clamped; -1 none) and shows it in the form.
    void select(int row);
    /// Selects `row` as a click in the list does (the page's `selected` runs).
    void choose(int row);
    /// The list's rows as shown.
    std::vector<std::string> rowTexts() const;
    /// Presses Add (false if the page has none).
    bool addNow();
    /// Field texts as typed (a choice field: the chosen word).
    std::vector<std::string> fieldTexts() const;
    /// Types `text` into a field; a choice field chooses it (false if it is not one of its words).
    bool setField(int field, const std::string& text);
    /// Gives field `field` the keyboard focus, the caret at its end.
    void focusField(int field);
    /// Runs Apply as the button does; returns the problem ("" if applied).
    std::string applyNow();
    /// Shows a problem (red) or a note under the form; "" clears it.
    void showMessage(const std::string& text, bool problem);
    /// Space under the form for a page's own buttons.
    wxBoxSizer* extras() { return m_extras; }

private:
    wxListBox* m_list;
    std::vector<wxWindow*> m_fields;      ///< a wxTextCtrl, or a wxChoice for a field with choices
    std::vector<std::vector<std::string>> m_choices;
    wxStaticText* m_message;
    wxBoxSizer* m_extras;
    wxButton* m_apply;
    wxButton* m_addButton = nullptr;
    int m_row = -1;
    bool m_loading = false;
    void showRow();
    std::string fieldText(std::size_t field) const;
    bool putField(std::size_t field, const std::string& text);
};

} // namespace crestline::gui
