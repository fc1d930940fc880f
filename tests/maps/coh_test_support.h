#pragma once
// Shared by the CoH map tests: a small coh map read from text with the
// bundled chart (maps/catalogs/coh.terrain.xml), and digits labels.

#include "formats/map/map_format.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace crestline::test {

/// The bundled CoH chart.
inline maps::TerrainCatalog cohChart()
{
    auto r = formats::loadCatalogFile(std::filesystem::path(CRESTLINE_SOURCE_DIR) / "maps/catalogs/coh.terrain.xml");
    REQUIRE(r.ok());
    return std::move(*r.value);
}

/// A 4 x 4 map of `system` (flat-top, odd parity, digits labels) whose
/// <hexes> hold `hexes`; read without findings.
inline maps::Map cohMap(const std::string& hexes, const char* system = "coh", const std::string& links = "")
{
    const std::string text = std::string("<map version='3' id='m' name='M' system='") + system + "'>\n<catalog href='c'/>\n" +
                             "<grid orientation='flat' parity='odd' columns='4' rows='4' hex-size='60'><labels scheme='digits'/></grid>\n" +
                             "<hexes>\n" + hexes + "</hexes>\n" + (links.empty() ? "" : "<links>" + links + "</links>\n") + "</map>";
    auto r = formats::readMapText(text, "m.map.xml");
    std::string findings;
    for (const auto& f : r.findings) findings += formatFinding(f) + "\n";
    INFO(findings);
    REQUIRE(r.ok());
    REQUIRE(r.findings.empty());
    return std::move(*r.value);
}

/// "CCRR" as (column, row), zero-based.
inline geometry::OffsetCoord cohHex(const char* label) { return {std::stoi(std::string(label, 2)) - 1, std::stoi(std::string(label + 2)) - 1}; }

} // namespace crestline::test
