#pragma once
// Fields of Fire LOS, read exactly as /shared/specs/fof-los.md (docs/fof.md):
// whole cards on the square card grid (geometry/square_grid.h), one integer
// walk of the string o(S) -> o(T), steps 1 to 8 of "The verdict" in turn
// (fof_rules.cpp), plain words and the per-card trace (fof_explain.cpp),
// max LOS along the Front rays and the short-round card (fof_rays.cpp).
// The board is the scene's FofBoard (Scene::hexTable).

#include "geometry/los/rules.h"
#include "geometry/los/systems/fof/fof_board.h"

#include <boost/container/small_vector.hpp>

#include <optional>
#include <vector>

namespace crestline::geometry::los {

/// The play state FoF LOS reads, in the spec's words.
struct FofPlay {
    /// Cards under Smoke, Incoming or Air Strike (DECISION: obscured); a
    /// vector that holds a few in place, so a ruling allocates nothing for them.
    boost::container::small_vector<OffsetCoord, 8> obscured;
    int maxRange = 3;                  ///< M: 3 in daylight, else 1 (DECISION: an input) [1.2.7]
    Purpose purpose = Purpose::Fire;   ///< Fire or Comm (radios) [2.4.2 A]
    bool isObscured(OffsetCoord card) const
    {
        for (const OffsetCoord& c : obscured)
            if (c == card) return true;
        return false;
    }
};

/// The two positions a ruling is asked between, with their eye-level
/// offsets e in -1..1 (non-zero only on a card with the elevation or
/// multi-story icon [1.2.1 G]; DECISION: the position holds e).
struct FofEnds {
    OffsetCoord from, to;
    int eyeFrom = 0, eyeTo = 0;
};

class FofRules final : public LosRules {
public:
    std::string_view system() const override { return "fof"; }
    /// Rule from `from` to `to` on the scene's FofBoard. Play state:
    /// "smoke", "incoming" and "air-strike" markers (PlayState::markers)
    /// obscure a card (FF's PlayState::smoke is not read); an "eye-level" marker on an end gives its e (value); night
    /// gives M = 1, daylight 3; purpose Fire or Comm. Throws
    /// std::invalid_argument if the scene carries no FofBoard, or for bad
    /// input (an end with no card, e outside -1..1 or on a card without the
    /// icon, purpose Spot).
    Ruling check(const Scene& scene, OffsetCoord from, OffsetCoord to, const PlayState& state, Detail detail) const override;
    PlayStateReads reads() const override;

    /// The rules on the board itself: steps 1 to 8 (fof-los.md, "The verdict").
    static Ruling rule(const FofBoard& board, const FofPlay& play, const FofEnds& ends, Detail detail);
};

/// FoF's play state from the common one (see FofRules::check); throws std::invalid_argument for purpose Spot.
FofPlay fofPlayOf(const PlayState& state);
/// The "eye-level" offset placed on a card (0 if none).
int fofEyeLevel(const PlayState& state, OffsetCoord card);

/// The three rays ahead of a unit (DECISION, example 8): Front (0, 1), Left Front (-1, 1), Right Front (1, 1).
enum class FofRay { Front, LeftFront, RightFront };

/// Max LOS [Gameplay Example 16]: the farthest card k <= M along the ray
/// from `from` that is in LOS (k = 1 always), stopping at the last card
/// present; none if the adjacent cell on the ray holds no card.
std::optional<OffsetCoord> fofMaxLos(const FofBoard& board, const FofPlay& play, OffsetCoord from, FofRay ray, int eyeFrom = 0);

/// The short-round card [1.2.2 B] (DECISION): the card before the target in
/// the walk from the observer; none when they are the same card.
std::optional<OffsetCoord> fofShortRoundCard(OffsetCoord observer, OffsetCoord target);

/// Every ordered pair of `cards` (eye-level offsets `eyes`, one per card),
/// as a matrix job asks: outcome i -> j at [i * n + j]. LOS is reciprocal,
/// so each unordered pair is ruled once. Throws as FofRules::rule for bad ends.
std::vector<FofDetail::Outcome> fofAllPairs(const FofBoard& board, const FofPlay& play, const std::vector<OffsetCoord>& cards, const std::vector<int>& eyes);

namespace fof {
/// The deciding step of a ruling, without the words (fof_rules.cpp).
struct Decision {
    FofDetail::Outcome outcome = FofDetail::Outcome::Los;
    int step = 0;
    std::optional<OffsetCoord> card;
    std::optional<CardSegment> segment;
};
/// Steps 1 to 8 for ends already checked; `top` = max(a, b), `distance` -1 with a Helicopter Staging Area.
Decision decide(const FofBoard& board, const FofPlay& play, OffsetCoord s, OffsetCoord t, int top, int distance);
/// The rule a decision cites: "[2.4.2 B]", "[1.2.6]", ...
const char* ruleOf(const Decision& v);
/// fof_explain.cpp: the plain-words reason of a decided ruling (Detail::Full).
std::string reasonOf(const FofBoard& board, const FofEnds& ends, const FofDetail& d);
/// fof_explain.cpp: the per-card trace, corner-touched cards included (Detail::Full).
void traceOf(const FofBoard& board, const FofPlay& play, const FofEnds& ends, const FofDetail& d, Ruling& r);
} // namespace fof

} // namespace crestline::geometry::los
