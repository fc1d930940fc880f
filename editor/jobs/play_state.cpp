// Play state given as text (see play_state.h).

#include "editor/jobs/play_state.h"

#include <algorithm>

namespace crestline::jobs {

namespace {

using geometry::los::Purpose;
using geometry::los::Weather;

/// [8.2] a Smoke marker hinders 5 on its full side, 2 on its depleted side.
constexpr int kFullSmoke = 5;
constexpr int kDepletedSmoke = 2;

std::optional<int> smokeValue(const std::string& text)
{
    if (text == "5" || text == "full") return kFullSmoke;
    if (text == "2" || text == "depleted") return kDepletedSmoke;
    return std::nullopt;
}

std::string range(const geometry::HexGrid& grid)
{
    return grid.label({0, 0}) + " .. " + grid.label({grid.columns() - 1, grid.rows() - 1});
}

std::optional<Weather> weatherOf(const std::string& s)
{
    if (s == "clear") return Weather::Clear;
    if (s == "overcast") return Weather::Overcast;
    if (s == "fog") return Weather::Fog;
    if (s == "rain") return Weather::Rain;
    return std::nullopt;
}

std::string purposeName(Purpose p)
{
    switch (p) {
    case Purpose::Fire: return "fire";
    case Purpose::Spot: return "spot";
    case Purpose::Comm: return "comm";
    }
    return "?";
}

/// "ff map (Fighting Formations)".
std::string systemName(const geometry::los::LosRules& rules)
{
    std::string out = std::string(rules.system()) + " map";
    for (const auto& info : geometry::los::ruleSystems())
        if (info.id == rules.system()) out += " (" + std::string(info.name) + ")";
    return out;
}

/// "--night: LOS on this ... map reads no night; the flag is for ... maps", the systems from the registry.
std::string unread(const geometry::los::LosRules& rules, const std::string& flag, const std::string& what, bool (*readBy)(const geometry::los::PlayStateReads&))
{
    std::string others;
    for (const auto& info : geometry::los::ruleSystems()) {
        const auto r = info.implemented ? geometry::los::rulesFor(info.id) : nullptr;
        if (r && readBy(r->reads())) others += (others.empty() ? "" : ", ") + std::string(info.id);
    }
    return flag + ": LOS on this " + systemName(rules) + " reads no " + what + (others.empty() ? "" : "; the flag is for " + others + " maps");
}

bool readsBarrage(const geometry::los::PlayStateReads& r)
{
    return std::find(r.markerKinds.begin(), r.markerKinds.end(), "barrage-light") != r.markerKinds.end();
}
bool readsSmokeCounters(const geometry::los::PlayStateReads& r)
{
    return std::find(r.markerKinds.begin(), r.markerKinds.end(), "smoke+2") != r.markerKinds.end();
}
bool readsAnySmoke(const geometry::los::PlayStateReads& r) { return r.smoke || readsSmokeCounters(r); }
bool readsMarker(const geometry::los::PlayStateReads& r, std::string_view kind)
{
    return std::find(r.markerKinds.begin(), r.markerKinds.end(), kind) != r.markerKinds.end();
}
bool readsIncoming(const geometry::los::PlayStateReads& r) { return readsMarker(r, "incoming"); }
bool readsAirStrike(const geometry::los::PlayStateReads& r) { return readsMarker(r, "air-strike"); }
bool readsEyeLevel(const geometry::los::PlayStateReads& r) { return readsMarker(r, "eye-level"); }
bool readsAttack(const geometry::los::PlayStateReads& r) { return r.attack; }
bool readsWeather(const geometry::los::PlayStateReads& r) { return r.weather; }
bool readsNight(const geometry::los::PlayStateReads& r) { return r.night; }
bool readsPurpose(const geometry::los::PlayStateReads& r) { return !r.purposes.empty(); }

/// Barrage markers [16.4.2.2]: light unless ":heavy"; one per hex [16.4.2.1].
bool addBarrages(const geometry::HexGrid& grid, const std::vector<std::string>& items, geometry::los::PlayState& state, std::string& problem)
{
    for (const std::string& item : items) {
        const auto colon = item.find(':');
        const std::string label = item.substr(0, colon);
        std::string kind = "barrage-light";
        if (colon != std::string::npos) {
            const std::string weight = item.substr(colon + 1);
            if (weight == "heavy") kind = "barrage-heavy";
            else if (weight != "light") {
                problem = "--barrage " + item + ": the weight after ':' must be light or heavy [16.4.2.2]";
                return false;
            }
        }
        const auto hex = grid.parseLabel(label);
        if (!hex) {
            problem = "--barrage " + item + ": no hex '" + label + "' on this map (" + range(grid) + ")";
            return false;
        }
        for (const auto& m : state.markers)
            if (m.hex == *hex) {
                problem = "--barrage " + item + ": hex " + label + " already holds a barrage marker, and a hex holds only one at a time [16.4.2.1]";
                return false;
            }
        state.markers.push_back({*hex, kind, 0});
    }
    return true;
}

/// Conflict of Heroes smoke counters [13.0]: +2 unless ":1"; one per hex.
bool addSmokeCounters(const geometry::HexGrid& grid, const std::vector<std::string>& items, geometry::los::PlayState& state, std::string& problem)
{
    for (const std::string& item : items) {
        const auto colon = item.find(':');
        const std::string label = item.substr(0, colon);
        std::string kind = "smoke+2";
        if (colon != std::string::npos) {
            const std::string value = item.substr(colon + 1);
            if (value == "1" || value == "+1") kind = "smoke+1";
            else if (value != "2" && value != "+2") {
                problem = "--smoke " + item + ": the value after ':' must be 2 (a fresh smoke counter, +2 DM) or 1 (+1 DM) [13.0]";
                return false;
            }
        }
        const auto hex = grid.parseLabel(label);
        if (!hex) {
            problem = "--smoke " + item + ": no hex '" + label + "' on this map (" + range(grid) + ")";
            return false;
        }
        for (const auto& m : state.markers)
            if (m.hex == *hex) {
                problem = "--smoke " + item + ": hex " + label + " already holds a smoke counter (one per hex: +2, or +1 once reduced) [13.0]";
                return false;
            }
        state.markers.push_back({*hex, kind, 0});
    }
    return true;
}

/// Weather, night and purpose into `c`; false with `problem` set on a bad value.
bool readConditions(const geometry::los::PlayStateReads& reads, const PlayText& text, geometry::los::Conditions& c, std::string& problem)
{
    if (!text.weather.empty()) {
        const auto w = weatherOf(text.weather);
        if (!w) {
            problem = "--weather " + text.weather + ": the weather is clear, overcast, fog or rain";
            return false;
        }
        c.weather = *w;
    }
    c.night = text.night;
    if (!text.attack.empty()) {
        if (text.attack == "direct") c.attack = geometry::los::Attack::Direct;
        else if (text.attack == "mortar") c.attack = geometry::los::Attack::Mortar;
        else if (text.attack == "artillery") c.attack = geometry::los::Attack::Artillery;
        else {
            problem = "--attack " + text.attack + ": the attack is direct, mortar or artillery";
            return false;
        }
    }
    if (!text.purpose.empty()) {
        std::string choices;
        for (std::size_t i = 0; i < reads.purposes.size(); ++i) {
            const std::string name = purposeName(reads.purposes[i]);
            choices += (i == 0 ? "" : i + 1 == reads.purposes.size() ? " or " : ", ") + name;
            if (name == text.purpose) c.purpose = reads.purposes[i];
        }
        if (purposeName(c.purpose) != text.purpose) {
            problem = "--purpose " + text.purpose + ": the purpose is " + choices;
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<geometry::OffsetCoord> parseHex(const geometry::HexGrid& grid, const std::string& label, std::string& problem)
{
    auto hex = grid.parseLabel(label);
    if (!hex) problem = "no hex '" + label + "' on this map (" + range(grid) + ")";
    return hex;
}

ParsedPlayState parsePlayState(const geometry::HexGrid& grid, const std::vector<std::string>& smoke)
{
    ParsedPlayState out;
    geometry::los::PlayState state;
    for (const std::string& item : smoke) {
        const auto colon = item.find(':');
        const std::string label = item.substr(0, colon);
        int value = kFullSmoke;
        if (colon != std::string::npos) {
            const auto v = smokeValue(item.substr(colon + 1));
            if (!v) {
                out.problem = "Smoke marker " + item + ": the value after ':' must be 5 (full) or 2 (depleted)";
                return out;
            }
            value = *v;
        }
        const auto hex = grid.parseLabel(label);
        if (!hex) {
            out.problem = "Smoke marker " + item + ": no hex '" + label + "' on this map (" + range(grid) + ")";
            return out;
        }
        state.smoke.push_back({*hex, value});
    }
    out.state = std::move(state);
    return out;
}

ParsedPlayState parsePlayState(const geometry::HexGrid& grid, const geometry::los::LosRules& rules, const std::vector<std::string>& smoke,
                               const PlayText& text)
{
    const geometry::los::PlayStateReads reads = rules.reads();
    ParsedPlayState out;
    // A flag the system would ignore is refused before any value is read.
    if (!smoke.empty() && !readsAnySmoke(reads)) out.problem = unread(rules, "--smoke", "Smoke markers", readsAnySmoke);
    else if (!text.barrage.empty() && !readsBarrage(reads)) out.problem = unread(rules, "--barrage", "barrage markers", readsBarrage);
    else if (!text.weather.empty() && !reads.weather) out.problem = unread(rules, "--weather", "weather", readsWeather);
    else if (text.night && !reads.night) out.problem = unread(rules, "--night", "night", readsNight);
    else if (!text.purpose.empty() && reads.purposes.empty()) out.problem = unread(rules, "--purpose", "purpose", readsPurpose);
    else if (!text.attack.empty() && !reads.attack) out.problem = unread(rules, "--attack", "attack kind", readsAttack);
    else if (!text.incoming.empty() && !readsIncoming(reads)) out.problem = unread(rules, "--incoming", "Incoming markers", readsIncoming);
    else if (!text.airStrike.empty() && !readsAirStrike(reads)) out.problem = unread(rules, "--air-strike", "Air Strike markers", readsAirStrike);
    else if ((text.eyeFrom || text.eyeTo) && !readsEyeLevel(reads))
        out.problem = unread(rules, text.eyeFrom ? "--eye-from" : "--eye-to", "eye levels", readsEyeLevel);
    if (!out.problem.empty()) return out;

    const bool smokeCounters = !reads.smoke && readsSmokeCounters(reads);
    out = parsePlayState(grid, smokeCounters ? std::vector<std::string>{} : smoke);
    if (!out.state) return out;
    geometry::los::PlayState state = std::move(*out.state);
    out.state.reset();
    if (!addBarrages(grid, text.barrage, state, out.problem)) return out;
    if (smokeCounters && !addSmokeCounters(grid, smoke, state, out.problem)) return out;
    if (!readConditions(reads, text, state.conditions, out.problem)) return out;
    out.state = std::move(state);
    return out;
}

} // namespace crestline::jobs
