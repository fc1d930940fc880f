#pragma once
// Internal to crestline::render: how Fields of Fire card maps are drawn, the
// system's part of the style table (style_fof.cpp; docs/rendering.md, "FoF card maps").

#include "formats/render/style.h"

namespace crestline::render {

/// How Fields of Fire card maps are drawn (system "fof", docs/rendering.md
/// "FoF card maps"): cards as squares laid apart as on the table, each with
/// its eight border segments dark or white [1.2.1 C] and its printed data;
/// Hill cards staggered under the top card [1.2.1 D]; face-down cards as
/// card backs [2.2.1]; a mission's controls, Potential Contacts and units.
struct FofStyle {
    Rgba table;              ///< behind the cards (the map's rectangle and staging rows)
    Rgba face;               ///< a face-up card's middle, level 0
    Rgba edge;               ///< every card's outline and the lines between its segments
    Rgba dark, white;        ///< border segments: dark blocks LOS, white does not [1.2.1 C]
    double borderPerCard = 0;  ///< the border band's width, per card size
    double cornerPerCard = 0;  ///< how far a corner segment runs along each edge, per card size
    Rgba back, backMark;     ///< a face-down card: its back and the back's lattice
    Rgba hill;               ///< a Hill card under the top card (the strip that shows)
    Rgba empty;              ///< a cell of the map's rectangle with no card: dashed outline
    Rgba ink, inkLight;      ///< the card's printed text; secondary text
    Rgba coverBox;           ///< the cover value's box [1.2.1 A]
    Rgba slow, noEntry;      ///< trafficability tags SLOW and NO [1.2.1 B]
    Rgba lz;                 ///< the LZ tag [1.2.1 E]
    Rgba icon;               ///< elevation and multi-story icons [1.2.1 G]
    Rgba levelBadge;         ///< "Hill L1" on a stack's top card [1.2.1 D]
    /// Seam controls [2.4.1]; widths per card size (Width::at(card size)).
    Stroke lod, phaseLine, boundary, loa, mlr;
    Rgba pointEdge, pointFill, objectiveFill; ///< point control markers; OBJ 1 and 2 stand out
    Rgba contactFill, contactEdge;  ///< Potential Contact markers [2.2.2]
    Rgba us, enemy;          ///< unit counters by force
    Rgba stagingFrame;       ///< the frame round the Helicopter Staging Areas [2.4.2 B]
    /// LOS pictures of card maps: a card's face and its label plate by
    /// verdict (the viewshed), the viewer's, and the marks a ruling was made under.
    struct Verdict {
        Rgba face, plate;
    };
    Verdict seen, blocked, tooFar, undetermined, noLos, viewer;
    Rgba smokeMark, incomingMark, airStrikeMark, shortRound;
    Rgba veil;               ///< over the cards the string does not meet (the LOS report)
};

/// The Fields of Fire style table.
const FofStyle& fofStyle();

} // namespace crestline::render
