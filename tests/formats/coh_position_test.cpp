// The Conflict of Heroes position file (docs/coh.md, "Positions"): what it
// reads, and each error with its code and line.

#include "formats/scenario/coh/coh_position.h"

#include <catch2/catch.hpp>

using namespace crestline;

namespace {

bool hasFinding(const Findings& fs, std::string_view code, int line)
{
    for (const Finding& f : fs)
        if (f.code == code && f.where.line == line) return true;
    return false;
}

} // namespace

TEST_CASE("coh position: units, counters and smoke are read as written", "[formats][coh]")
{
    const auto r = formats::readPositionText(R"(<?xml version="1.0" encoding="UTF-8"?>
<position version="1" system="coh">
  <unit id="squad" side="US" hex="0304" />
  <unit id="jaeger" side="German" hex="0507" hidden="true" hasty-defence="true" />
  <unit id="halftrack" side="German" hex="0607" vehicle="true" />
  <counter hex="0605" kind="trench" />
  <smoke hex="0405" value="1" />
</position>
)",
                                             "p.position.xml");
    REQUIRE(r.ok());
    CHECK(r.findings.empty());
    const auto& p = *r.value;
    REQUIRE(p.units.size() == 3);
    CHECK(p.units[0].id == "squad");
    CHECK_FALSE(p.units[0].hidden);
    CHECK(p.units[1].hidden);
    CHECK(p.units[1].hastyDefence);
    CHECK_FALSE(p.units[1].vehicle);
    CHECK(p.units[2].vehicle);
    CHECK(p.units[2].line == 5);
    REQUIRE(p.counters.size() == 1);
    CHECK(p.counters[0].kind == "trench");
    REQUIRE(p.smoke.size() == 1);
    CHECK(p.smoke[0].value == 1);
    CHECK(p.smoke[0].hex == "0405");
}

TEST_CASE("coh position: errors name the code and the line", "[formats][coh]")
{
    const auto r = formats::readPositionText(R"(<?xml version="1.0" encoding="UTF-8"?>
<position version="1" system="coh">
  <unit id="squad" side="US" />
  <unit id="jaeger" side="German" hex="0507" hidden="maybe" />
  <unit id="jaeger" side="German" hex="0508" />
  <counter hex="0605" kind="foxhole" />
  <smoke hex="0405" value="3" />
  <tank id="x" />
</position>
)",
                                             "p.position.xml");
    REQUIRE(r.ok());
    CHECK(hasFinding(r.findings, "missing-attribute", 3));
    CHECK(hasFinding(r.findings, "bad-value", 4));
    CHECK(hasFinding(r.findings, "duplicate-id", 5));
    CHECK(hasFinding(r.findings, "bad-value", 6));
    CHECK(hasFinding(r.findings, "bad-value", 7));
    CHECK(hasFinding(r.findings, "unknown-element", 8));
    CHECK(r.value->units.empty()); // each unit has an error of its own (the second "jaeger" its id)
}

TEST_CASE("coh position: another system or root is refused", "[formats][coh]")
{
    CHECK_FALSE(formats::readPositionText(R"(<position version="1" system="ff" />)", "p.xml").ok());
    CHECK_FALSE(formats::readPositionText(R"(<scenario version="1" system="coh" />)", "p.xml").ok());
    CHECK_FALSE(formats::readPositionText(R"(<position version="2" system="coh" />)", "p.xml").ok());
}
