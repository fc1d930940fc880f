// Track Display checks: who has the Initiative at start [20], markers on the
// Initiative Track [1.21, 1.22] (spaces 0..20 towards either player [30.1]),
// and the Time Track [1.31, 21.11, 21.21].
//
// Codes: initiative-mismatch, track-space-out-of-range, time-track-gap,
// marker-off-time-track.

#include "scenarios/scenario_checks.h"

#include <algorithm>

namespace crestline::scenarios {

namespace {

constexpr int kLastInitiativeSpace = 20; // [30.1] "beyond the opponent's 20 space"

void checkPosition(const CheckContext& ctx, const TrackPosition& p, int line, const char* what, Findings& out)
{
    if (p.space < 0 || p.space > kLastInitiativeSpace)
        out.push_back(ctx.at(line, code::TrackSpaceOutOfRange)
                          .message(std::string(what) + " is on space " + std::to_string(p.space) +
                                   "; the Initiative Track runs 0 to 20 towards each player"));
    else if (p.space == 0 && !p.side.empty())
        out.push_back(ctx.at(line, code::TrackSpaceOutOfRange)
                          .message(std::string(what) + " is on the 0 space, which is on neither side (remove toward=\"" + p.side + "\")"));
    else if (p.space > 0 && p.side.empty())
        out.push_back(
            ctx.at(line, code::TrackSpaceOutOfRange)
                .message(std::string(what) + " is on space " + std::to_string(p.space) + " but the file does not say towards which side"));
}

void checkInitiative(const CheckContext& ctx, Findings& out)
{
    const TrackDisplay& t = ctx.scenario.track;
    checkPosition(ctx, t.initiativePawn, t.initiativeLine, "the Initiative pawn", out);
    if (t.vpMarker) checkPosition(ctx, *t.vpMarker, t.vpLine, "the VP marker", out);
    // [20] The Initiative is with the side the pawn is towards, or at 0 with the Fate card holder.
    const std::string holder = t.initiativePawn.space == 0 ? t.fateCard : t.initiativePawn.side;
    if (!holder.empty() && holder != t.initiativeSide) {
        const std::string why = t.initiativePawn.space == 0
                                    ? "the pawn is on the 0 space and '" + t.fateCard + "' holds the Fate card"
                                    : "the pawn is on space " + std::to_string(t.initiativePawn.space) + " towards '" + holder + "'";
        out.push_back(ctx.at(t.initiativeLine, code::InitiativeMismatch)
                          .message("'" + t.initiativeSide + "' is said to start with the Initiative, but " + why)
                          .element("/scenario/track-display/initiative"));
    }
}

void checkTimeTrack(const CheckContext& ctx, Findings& out)
{
    const TimeTrack& tt = ctx.scenario.track.timeTrack;
    std::vector<const TimeSpace*> spaces;
    for (const TimeSpace& s : tt.spaces) spaces.push_back(&s);
    std::stable_sort(spaces.begin(), spaces.end(), [](auto* a, auto* b) { return a->number < b->number; });
    long long expected = 1; // one past space INT_MAX must not overflow
    for (const TimeSpace* s : spaces) {
        if (s->number != expected) {
            const std::string what = s->number < expected ? "space " + std::to_string(s->number) + " is listed twice"
                                                          : "space " + std::to_string(expected) + " is missing before space " + std::to_string(s->number);
            out.push_back(ctx.at(s->line, code::TimeTrackGap)
                              .message("the Time Track runs 1, 2, 3...; " + what)
                              .element("/scenario/track-display/time-track/space"));
            expected = std::max(expected, static_cast<long long>(s->number));
        }
        ++expected;
    }
    if (!tt.find(tt.turnStart))
        out.push_back(ctx.at(tt.line, code::MarkerOffTimeTrack)
                          .message("the Turn marker starts on space " + std::to_string(tt.turnStart) + ", which is not on the Time Track")
                          .element("/scenario/track-display/time-track"));
    if (!tt.find(tt.suddenDeathSpace))
        out.push_back(
            ctx.at(tt.line, code::MarkerOffTimeTrack)
                .message("the Sudden Death marker is on space " + std::to_string(tt.suddenDeathSpace) + ", which is not on the Time Track")
                .rule("[21.21]")
                .element("/scenario/track-display/time-track"));
}

} // namespace

void checkTrack(const CheckContext& ctx, Findings& out)
{
    checkInitiative(ctx, out);
    checkTimeTrack(ctx, out);
}

} // namespace crestline::scenarios
