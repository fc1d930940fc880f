// The ruling printers of the built-in rule systems: the one place in
// formats/los that lists them (docs/rule-systems.md). Fields of Fire and
// the tabletop rules print their rulings with their own views (a card walk,
// a witness segment), through the document kinds of their files.

#include "formats/los/ruling_printer.h"

#include "formats/los/coh/coh_ruling_printer.h"
#include "formats/los/ff/ff_ruling_printer.h"
#include "formats/los/gts/gts_ruling_printer.h"

#include <algorithm>

namespace crestline::formats {

namespace {

std::vector<RulingPrinter>& registry()
{
    static std::vector<RulingPrinter> printers{ffRulingPrinter(), gtsRulingPrinter(), cohRulingPrinter()};
    return printers;
}

} // namespace

const std::vector<RulingPrinter>& rulingPrinters() { return registry(); }

const RulingPrinter* rulingPrinterFor(std::string_view system)
{
    const auto& all = registry();
    const auto it = std::find_if(all.begin(), all.end(), [system](const RulingPrinter& p) { return p.system == system; });
    return it == all.end() ? nullptr : &*it;
}

bool registerRulingPrinter(const RulingPrinter& printer)
{
    if (printer.system.empty() || rulingPrinterFor(printer.system)) return false;
    registry().push_back(printer);
    return true;
}

} // namespace crestline::formats
