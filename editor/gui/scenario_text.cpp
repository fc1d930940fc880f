// The scenario pane's fields as text (see scenario_text.h).

#include "editor/gui/scenario_text.h"

#include <charconv>
#include <sstream>

namespace crestline::gui::scenario_text {

using namespace scenarios;

namespace {

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!trim(line).empty()) out.push_back(trim(line));
    return out;
}

std::vector<std::string> split(const std::string& text, char sep)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t at; (at = text.find(sep, start)) != std::string::npos; start = at + 1) out.push_back(trim(text.substr(start, at - start)));
    out.push_back(trim(text.substr(start)));
    return out;
}

std::string joinLines(const std::vector<std::string>& ls)
{
    std::string out;
    for (const std::string& l : ls) out += (out.empty() ? "" : "\n") + l;
    return out;
}

/// "... at J8 K9": the words before "at" and the hexes after it.
std::vector<std::string> splitAt(const std::vector<std::string>& ws, std::vector<HexName>& hexes)
{
    std::vector<std::string> head;
    std::size_t i = 0;
    for (; i < ws.size() && ws[i] != "at"; ++i) head.push_back(ws[i]);
    for (++i; i < ws.size(); ++i) hexes.push_back(parseHexName(ws[i]));
    return head;
}

} // namespace

std::string trim(const std::string& text)
{
    const auto b = text.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    return text.substr(b, text.find_last_not_of(" \t\r\n") - b + 1);
}

std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::string hexList(const std::vector<HexName>& hexes)
{
    std::string out;
    for (const HexName& h : hexes) out += (out.empty() ? "" : " ") + h.text();
    return out;
}

std::vector<HexName> parseHexList(const std::string& text)
{
    std::vector<HexName> out;
    for (const std::string& w : words(text)) out.push_back(parseHexName(w));
    return out;
}

std::string parseInt(const std::string& text, int min, const std::string& what, int& out)
{
    const std::string t = trim(text);
    int value = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), value);
    if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size() || value < min)
        return what + " must be a whole number of at least " + std::to_string(min) + ", not \"" + t + "\"";
    out = value;
    return {};
}

std::string objectiveValues(const Objective& o)
{
    std::string out;
    for (const ObjectiveValue& v : o.values) out += (out.empty() ? "" : " ") + v.side + "=" + std::to_string(v.vp);
    return out;
}

std::string parseObjectiveValues(const std::string& text, Objective& o)
{
    std::vector<ObjectiveValue> values;
    for (const std::string& w : words(text)) {
        const auto eq = w.find('=');
        if (eq == std::string::npos || eq == 0) return "VPs are written side=VP, e.g. german=2; not \"" + w + "\"";
        ObjectiveValue v;
        v.side = w.substr(0, eq);
        if (auto p = parseInt(w.substr(eq + 1), 0, "the VP of " + v.side, v.vp); !p.empty()) return p;
        for (const ObjectiveValue& old : o.values)
            if (old.side == v.side) v.extras = old.extras, v.line = old.line;
        values.push_back(std::move(v));
    }
    if (values.empty()) return "an objective needs a VP value for at least one side [22.3]";
    o.values = std::move(values);
    return {};
}

std::string trackPosition(const TrackPosition& p) { return p.space == 0 ? "0" : std::to_string(p.space) + " " + p.side; }

std::string parseTrackPosition(const std::string& text, TrackPosition& p)
{
    const auto ws = words(text);
    if (ws.empty() || ws.size() > 2) return "a track space is \"0\" or \"SPACE SIDE\", e.g. \"3 american\"";
    TrackPosition q;
    if (auto e = parseInt(ws[0], 0, "the track space", q.space); !e.empty()) return e;
    if (q.space > 20) return "the Initiative Track has spaces 0 to 20 [1.21]";
    if ((q.space == 0) != (ws.size() == 1)) return "space 0 takes no side; spaces 1 to 20 name the side they count towards";
    if (ws.size() == 2) q.side = ws[1];
    p = q;
    return {};
}

std::string timeSpaces(const TimeTrack& t)
{
    std::string out;
    for (const TimeSpace& s : t.spaces) out += (out.empty() ? "" : " ") + std::to_string(s.number) + ":" + std::to_string(s.suddenDeath);
    return out;
}

std::string parseTimeSpaces(const std::string& text, TimeTrack& t)
{
    std::vector<TimeSpace> spaces;
    for (const std::string& w : words(text)) {
        const auto colon = w.find(':');
        if (colon == std::string::npos) return "Time Track spaces are NUMBER:SUDDEN-DEATH, e.g. 1:3; not \"" + w + "\"";
        TimeSpace s;
        if (auto e = parseInt(w.substr(0, colon), 1, "a Time Track space", s.number); !e.empty()) return e;
        if (auto e = parseInt(w.substr(colon + 1), 0, "the sudden death number of space " + std::to_string(s.number), s.suddenDeath); !e.empty())
            return e;
        if (const TimeSpace* old = t.find(s.number)) s.extras = old->extras, s.line = old->line;
        spaces.push_back(std::move(s));
    }
    t.spaces = std::move(spaces);
    return {};
}

std::string unitLines(const std::vector<Unit>& units)
{
    std::vector<std::string> out;
    for (const Unit& u : units)
        out.push_back(u.id + " | " + u.name + " | " + std::string(unitTypeName(u.type)) + " | " + std::string(unitSizeName(u.size)) + " | " +
                      std::to_string(u.count));
    return joinLines(out);
}

std::string parseUnitLines(const std::string& text, std::vector<Unit>& units)
{
    std::vector<Unit> out;
    for (const std::string& line : lines(text)) {
        const auto parts = split(line, '|');
        if (parts.size() != 5) return "a unit is \"id | name | type | size | count\"; not \"" + line + "\"";
        Unit u;
        for (const Unit& old : units)
            if (old.id == parts[0]) u = old;
        u.id = parts[0];
        u.name = parts[1];
        const auto type = unitTypeFromName(parts[2]);
        const auto size = unitSizeFromName(parts[3]);
        if (!type) return "unit " + u.id + ": the type is infantry, gun or vehicle [3.1], not \"" + parts[2] + "\"";
        if (!size) return "unit " + u.id + ": the size is platoon or squad [3.3], not \"" + parts[3] + "\"";
        u.type = *type;
        u.size = *size;
        if (auto e = parseInt(parts[4], 1, "the count of unit " + u.id, u.count); !e.empty()) return e;
        if (u.id.empty()) return "a unit needs an id";
        out.push_back(std::move(u));
    }
    units = std::move(out);
    return {};
}

std::string contentLines(const std::vector<SightingContent>& contents)
{
    std::vector<std::string> out;
    for (const SightingContent& c : contents) {
        std::string line = c.kind == SightingKind::Hidden           ? "hidden " + c.letter
                           : c.kind == SightingKind::FalseSighting ? "false-sighting " + std::to_string(c.count)
                                                                    : "fortification " + c.fortification + " " + std::to_string(c.count);
        if (!c.hexes.empty()) line += " at " + hexList(c.hexes);
        out.push_back(line);
    }
    return joinLines(out);
}

std::string parseContentLines(const std::string& text, std::vector<SightingContent>& contents)
{
    std::vector<SightingContent> out;
    for (const std::string& line : lines(text)) {
        SightingContent c;
        const auto ws = splitAt(words(line), c.hexes);
        const std::string bad = "a content is \"hidden LETTER\", \"false-sighting COUNT\" or \"fortification KIND COUNT\" [6.4]; not \"" + line + "\"";
        if (ws.empty()) return bad;
        if (ws[0] == "hidden" && ws.size() == 2) {
            c.kind = SightingKind::Hidden;
            c.letter = ws[1];
        } else if (ws[0] == "false-sighting" && ws.size() == 2) {
            c.kind = SightingKind::FalseSighting;
            if (auto e = parseInt(ws[1], 1, "the false sighting count", c.count); !e.empty()) return e;
        } else if (ws[0] == "fortification" && ws.size() == 3) {
            c.kind = SightingKind::Fortification;
            c.fortification = ws[1];
            if (auto e = parseInt(ws[2], 1, "the count of " + ws[1], c.count); !e.empty()) return e;
        } else {
            return bad;
        }
        for (const SightingContent& old : contents)
            if (old.kind == c.kind && old.letter == c.letter && old.fortification == c.fortification) c.extras = old.extras, c.line = old.line;
        out.push_back(std::move(c));
    }
    contents = std::move(out);
    return {};
}

std::string hidingLines(const std::vector<HidingMarker>& hiding)
{
    std::vector<std::string> out;
    for (const HidingMarker& h : hiding) {
        std::string line = h.letter + ":";
        if (h.chosenAtSetup) line += " chosen at setup";
        for (std::size_t i = 0; i < h.pieces.size(); ++i) {
            const HiddenPiece& p = h.pieces[i];
            line += std::string(i == 0 ? " " : ", ") + (p.kind == HiddenPiece::Kind::Unit ? "unit " : "fortification ") + p.ref + " " +
                    std::to_string(p.count);
        }
        out.push_back(line);
    }
    return joinLines(out);
}

std::string parseHidingLines(const std::string& text, std::vector<HidingMarker>& hiding)
{
    std::vector<HidingMarker> out;
    for (const std::string& line : lines(text)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos || trim(line.substr(0, colon)).empty())
            return "a Hiding marker is \"LETTER: unit ID COUNT, fortification ID COUNT\" or \"LETTER: chosen at setup\" [6.5]; not \"" + line + "\"";
        HidingMarker h;
        h.letter = trim(line.substr(0, colon));
        if (const auto* old = [&]() -> const HidingMarker* {
                for (const HidingMarker& o : hiding)
                    if (o.letter == h.letter) return &o;
                return nullptr;
            }())
            h.extras = old->extras, h.line = old->line;
        const std::string rest = trim(line.substr(colon + 1));
        if (rest == "chosen at setup") {
            h.chosenAtSetup = true;
        } else if (!rest.empty()) {
            for (const std::string& piece : split(rest, ',')) {
                const auto ws = words(piece);
                if (ws.size() != 3 || (ws[0] != "unit" && ws[0] != "fortification"))
                    return "Hiding marker " + h.letter + ": a piece is \"unit ID COUNT\" or \"fortification ID COUNT\"; not \"" + piece + "\"";
                HiddenPiece p;
                p.kind = ws[0] == "unit" ? HiddenPiece::Kind::Unit : HiddenPiece::Kind::Fortification;
                p.ref = ws[1];
                if (auto e = parseInt(ws[2], 1, "the count of " + ws[1], p.count); !e.empty()) return e;
                h.pieces.push_back(std::move(p));
            }
        }
        out.push_back(std::move(h));
    }
    hiding = std::move(out);
    return {};
}

std::vector<std::string> edgeChoices()
{
    std::vector<std::string> out{""};
    for (auto e : {scenarios::MapEdge::North, scenarios::MapEdge::South, scenarios::MapEdge::East, scenarios::MapEdge::West})
        out.emplace_back(scenarios::mapEdgeName(e));
    return out;
}

std::string parseEdge(const std::string& text, std::optional<scenarios::MapEdge>& edge)
{
    const std::string word = trim(text);
    edge.reset();
    if (word.empty()) return {};
    edge = scenarios::mapEdgeFromName(word);
    return edge ? std::string() : "the edge is north, south, east or west, not \"" + word + "\"";
}

} // namespace crestline::gui::scenario_text
