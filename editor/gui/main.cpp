// crestline-editor [--script FILE] [--recover | --discard-recovery] [MAP.map.xml | SCENARIO.scenario.xml]
// The wxWidgets editor of maps and scenarios (docs/editor.md).
#include "editor/gui/autosave.h"
#include "editor/gui/main_frame.h"
#include "editor/gui/script_runner.h"

#include <wx/app.h>

#include <iostream>

namespace crestline::gui {

/// The editor application: one main frame, optionally driven by a script.
class EditorApp : public wxApp {
public:
    bool OnInit() override
    {
        std::string script, file;
        RecoveryAnswer recovery = RecoveryAnswer::Ask;
        for (int i = 1; i < argc; ++i) {
            const std::string arg = argv[i].utf8_string();
            if (arg == "--script" && i + 1 < argc) {
                script = argv[++i].utf8_string();
            } else if (arg == "--recover") {
                recovery = RecoveryAnswer::Recover;
            } else if (arg == "--discard-recovery") {
                recovery = RecoveryAnswer::Discard;
            } else if (arg == "--help" || arg == "-h") {
                std::cout << "usage: crestline-editor [--script FILE] [--recover | --discard-recovery] [MAP.map.xml | SCENARIO.scenario.xml]\n";
                std::exit(0);
            } else if (!arg.empty() && arg[0] == '-') {
                std::cerr << "crestline-editor: unknown option " << arg << "\n";
                return false;
            } else if (file.empty()) {
                file = arg;
            } else {
                std::cerr << "crestline-editor: one file at a time (" << arg << ")\n";
                return false;
            }
        }
        SetAppName("crestline-editor");
        auto* frame = new MainFrame(!script.empty());
        frame->Show();
        // Work left by an editor that died comes first; scripted, only a flag answers.
        if (!script.empty() && recovery == RecoveryAnswer::Ask) recovery = RecoveryAnswer::Later;
        const bool recovered = frame->autosave().offerRecovery(recovery);
        if (recovered && !file.empty()) std::cerr << "crestline-editor: showing the recovered document, not " << file << "\n";
        else if (!file.empty()) frame->openFile(file);
        if (!script.empty()) m_script = std::make_unique<ScriptRunner>(*frame, script);
        return true;
    }
    int OnExit() override
    {
        m_script.reset();
        return wxApp::OnExit();
    }

private:
    std::unique_ptr<ScriptRunner> m_script;
};

} // namespace crestline::gui

wxIMPLEMENT_APP(crestline::gui::EditorApp);
