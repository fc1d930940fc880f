// Sighting setups: commitments (SHA-256 over salt and content, values checked
// against Python's hashlib and the FIPS 180 "abc" vector), sealing (setup id,
// public ids and salts drawn by the CSPRNG, never by the plan), reveal (an
// altered content, salt, hex or commitment, or a file of another sealing, is
// rejected; the unaltered setup is accepted), and what the opponent's file
// may hold: no hidden unit's id or name, no content word, no salt, no owner's
// id, and an order and ids independent of the contents.

#include "fixture_support.h"

#include "formats/common/atomic_file.h"
#include "scenarios/sighting_setup.h"

#include <catch2/catch.hpp>

#include <map>
#include <set>

using namespace crestline;
using namespace crestline::scenarios;

namespace {

SightingSetup readPlan(const std::string& text)
{
    auto r = formats::readSetupText(text, "plan.setup.xml");
    INFO(test::describe(r.findings));
    REQUIRE(r.ok());
    REQUIRE_FALSE(hasErrors(r.findings));
    return *r.value;
}

SightingSetup sealedBase()
{
    SightingSetup owner = readPlan(test::dataText("base.german.setup.xml"));
    REQUIRE(sealSetup(owner, "plan.setup.xml").empty());
    return owner;
}

PlacedMarker& marker(SightingSetup& s, const std::string& id)
{
    for (PlacedMarker& m : s.markers)
        if (m.id == id) return m;
    FAIL("no marker " << id);
    throw;
}

/// A plan with a value only sealing may draw (salt, commitment, public-id) on marker S3.
std::string planSetting(const std::string& attribute)
{
    return test::patched(test::dataText("base.german.setup.xml"), "<marker id=\"S3\" hex=\"D1\">",
                         "<marker id=\"S3\" hex=\"D1\" " + attribute + ">");
}

} // namespace

TEST_CASE("commitments: SHA-256 of the salt bytes followed by the text", "[scenarios][sighting]")
{
    // FIPS 180-2 example: SHA-256("abc"), here as salt "a" (0x61) and text "bc".
    CHECK(commitmentOf("61", "bc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // Python: hashlib.sha256(bytes.fromhex("00112233445566778899aabbccddeeff") + b"abc").hexdigest()
    CHECK(commitmentOf("00112233445566778899aabbccddeeff", "abc") == "5f6ea01363cb4b7eeaaa0b52de22ab4829202ed450827b8f8b4d33c8068bd3d7");
    CHECK(commitmentOf("", "abc").empty());
    CHECK(commitmentOf("0g", "abc").empty());
    CHECK(commitmentOf("abc", "abc").empty()); // odd number of hex digits
}

TEST_CASE("commitments: the canonical text binds setup, scenario, side, public marker id, hex and content", "[scenarios][sighting]")
{
    SightingSetup plan = readPlan(test::dataText("base.german.setup.xml"));
    plan.setupId = "0123456789abcdef0123456789abcdef";
    marker(plan, "S2").publicId = "M3";
    marker(plan, "S3").publicId = "M1";
    // Pieces in the order unit before fortification, then by id, whatever the file's order.
    const std::string expected = "crestline-sighting-commitment 2\nsetup 0123456789abcdef0123456789abcdef\nscenario base\nside german\n"
                                 "marker M3\nhex C3\ncontent hidden B\npiece unit g-plt 1\npiece fortification g-trench 1\n";
    CHECK(canonicalContent(plan, marker(plan, "S2")) == expected);
    std::swap(marker(plan, "S2").content->pieces[0], marker(plan, "S2").content->pieces[1]);
    CHECK(canonicalContent(plan, marker(plan, "S2")) == expected);
    // The owner's own id (S3) is not in it: only the public id the opponent knows.
    CHECK(canonicalContent(plan, marker(plan, "S3")) == "crestline-sighting-commitment 2\nsetup 0123456789abcdef0123456789abcdef\nscenario base\n"
                                                        "side german\nmarker M1\nhex D1\ncontent false-sighting\n");
    // Python: hashlib.sha256(bytes.fromhex("00112233445566778899aabbccddeeff") + expected.encode()).hexdigest()
    CHECK(commitmentOf("00112233445566778899aabbccddeeff", expected) == "d28bc45840de35f598075817a9320732b0832545e3acf88b91a04ca294c5f53d");
}

TEST_CASE("sealing: a fresh setup id, a fresh 16-byte salt per marker and public ids M1..Mn", "[scenarios][sighting]")
{
    const SightingSetup a = sealedBase();
    const SightingSetup b = sealedBase();
    CHECK(a.setupId.size() == 32);
    CHECK(saltProblem(a.setupId).empty());
    CHECK(a.setupId != b.setupId);
    std::set<std::string> salts, publicIds;
    for (std::size_t i = 0; i < a.markers.size(); ++i) {
        CHECK(a.markers[i].salt.size() == 32);
        CHECK(a.markers[i].commitment.size() == 64);
        CHECK(a.markers[i].commitment == commitmentOf(a.markers[i].salt, canonicalContent(a, a.markers[i])));
        CHECK(a.markers[i].salt != b.markers[i].salt);
        CHECK(a.markers[i].commitment != b.markers[i].commitment);
        salts.insert(a.markers[i].salt);
        publicIds.insert(a.markers[i].publicId);
    }
    CHECK(salts.size() == a.markers.size());
    CHECK(publicIds == std::set<std::string>{"M1", "M2", "M3", "M4"});
}

TEST_CASE("sealing: a plan cannot give its own salt, commitment or public id", "[scenarios][sighting]")
{
    // salt="00" would be one byte: 256 tries recover the content from the opponent's commitment.
    for (const std::string& attribute : std::vector<std::string>{"salt=\"00\"", "salt=\"00112233445566778899aabbccddeeff\"", "public-id=\"M1\"",
                                                                "commitment=\"" + std::string(64, 'a') + "\""}) {
        SECTION(attribute)
        {
            const std::string text = planSetting(attribute);
            auto r = formats::readSetupText(text, "plan.setup.xml");
            REQUIRE(r.value);
            INFO(test::describe(r.findings));
            CHECK(test::codesOf(r.findings) == std::set<std::string>{"setup-plan-seal-value"});
            CHECK(r.findings[0].where.line == test::lineOf(text, "<marker id=\"S3\""));
        }
    }
    SECTION("a plan built in memory is refused by sealSetup too, and left unsealed")
    {
        SightingSetup plan = readPlan(test::dataText("base.german.setup.xml"));
        marker(plan, "S3").salt = "00";
        const SightingSetup before = plan;
        const Findings f = sealSetup(plan, "plan.setup.xml");
        CHECK(test::codesOf(f) == std::set<std::string>{"setup-plan-seal-value"});
        CHECK(plan == before);
    }
}

TEST_CASE("sealing: a sealed owner's file needs salts of 16 bytes or more", "[scenarios][sighting]")
{
    SightingSetup owner = sealedBase();
    marker(owner, "S3").salt = "00";
    marker(owner, "S3").commitment = commitmentOf("00", canonicalContent(owner, marker(owner, "S3")));
    const std::string text = formats::writeSetupText(owner);
    auto r = formats::readSetupText(text, "owner.setup.xml");
    INFO(test::describe(r.findings));
    CHECK(test::codesOf(r.findings) == std::set<std::string>{"setup-bad-salt"});
    REQUIRE_FALSE(r.findings.empty());
    CHECK(r.findings[0].message.find("1 bytes; at least 16") != std::string::npos);
    const Findings f = sealSetup(owner, "owner.setup.xml");
    CHECK(test::codesOf(f) == std::set<std::string>{"setup-bad-salt"});
}

TEST_CASE("sealing: a sealed marker whose content changed is not sealed again", "[scenarios][sighting]")
{
    SightingSetup owner = sealedBase();
    SightingSetup again = owner;
    CHECK(sealSetup(again, "owner.setup.xml").empty());
    CHECK(again == owner); // nothing changes when nothing changed
    marker(owner, "S3").content->kind = SightingKind::Fortification;
    marker(owner, "S3").content->fortification = "wire";
    const Findings f = sealSetup(owner, "owner.setup.xml");
    REQUIRE(f.size() == 1);
    CHECK(f[0].code == "setup-commitment-stale");
    CHECK(f[0].where.feature == "S3");
}

TEST_CASE("reveal: the unaltered owner's file matches the opponent's commitments", "[scenarios][sighting]")
{
    const SightingSetup owner = sealedBase();
    const SightingSetup opponent = opponentView(owner);
    const RevealReport all = verifyReveal(owner, "owner", opponent, "opponent", {});
    INFO(test::describe(all.findings));
    CHECK(all.ok());
    CHECK(all.verified.size() == 4);
    const RevealReport one = verifyReveal(owner, "owner", opponent, "opponent", {"S2"});
    CHECK(one.ok());
    REQUIRE(one.verified.size() == 1);
    CHECK(one.verified[0].marker->id == "S2");
    // The same marker named by the public id the opponent knows it by.
    const std::string publicId = owner.find("S2")->publicId;
    const RevealReport byPublic = verifyReveal(owner, "owner", opponent, "opponent", {publicId});
    CHECK(byPublic.ok());
    REQUIRE(byPublic.verified.size() == 1);
    CHECK(byPublic.verified[0].marker->id == "S2");
}

TEST_CASE("reveal: altered contents, salts, hexes and commitments are rejected", "[scenarios][sighting]")
{
    const SightingSetup sealed = sealedBase();
    const SightingSetup opponent = opponentView(sealed);
    struct Alteration {
        const char* what;
        std::function<void(SightingSetup& owner, SightingSetup& opp)> apply;
        const char* code;
    };
    const std::vector<Alteration> alterations{
        {"False Sighting turned into Hidden A", [](SightingSetup& o, SightingSetup&) {
             auto& c = *marker(o, "S3").content;
             c.kind = SightingKind::Hidden;
             c.letter = "A";
         }, "reveal-commitment-mismatch"},
        {"one more unit under Hiding marker B", [](SightingSetup& o, SightingSetup&) { marker(o, "S2").content->pieces[0].count = 2; },
         "reveal-commitment-mismatch"},
        {"another unit under Hiding marker A", [](SightingSetup& o, SightingSetup&) { marker(o, "S1").content->pieces[0].ref = "g-plt"; },
         "reveal-commitment-mismatch"},
        {"wire turned into a roadblock", [](SightingSetup& o, SightingSetup&) { marker(o, "S4").content->fortification = "roadblock"; },
         "reveal-commitment-mismatch"},
        {"a different salt", [](SightingSetup& o, SightingSetup&) { marker(o, "S1").salt = std::string(32, '0'); },
         "reveal-commitment-mismatch"},
        {"contents of two markers swapped", [](SightingSetup& o, SightingSetup&) {
             std::swap(marker(o, "S3").content, marker(o, "S4").content);
             std::swap(marker(o, "S3").salt, marker(o, "S4").salt);
         }, "reveal-commitment-mismatch"},
        {"marker moved in the owner's file", [](SightingSetup& o, SightingSetup&) { marker(o, "S1").hex = parseHexName("B3"); },
         "reveal-hex-mismatch"},
        {"commitment changed in the opponent's file", [](SightingSetup& o, SightingSetup& p) {
             std::string& c = marker(p, marker(o, "S1").publicId).commitment;
             c[0] = c[0] == 'a' ? 'b' : 'a';
         }, "reveal-commitment-mismatch"},
        {"marker the opponent never saw", [](SightingSetup& o, SightingSetup& p) {
             const std::string publicId = marker(o, "S1").publicId;
             p.markers.erase(std::remove_if(p.markers.begin(), p.markers.end(), [&](const PlacedMarker& m) { return m.id == publicId; }),
                             p.markers.end());
         }, "reveal-unknown-marker"},
        {"opponent's file of another sealing of the same plan", [](SightingSetup&, SightingSetup& p) { p = opponentView(sealedBase()); },
         "reveal-setup-mismatch"},
        {"owner's file of another sealing of the same plan", [](SightingSetup& o, SightingSetup&) { o = sealedBase(); },
         "reveal-setup-mismatch"},
        {"owner's plan, never sealed", [](SightingSetup& o, SightingSetup&) { o = readPlan(test::dataText("base.german.setup.xml")); },
         "reveal-not-sealed"},
        {"setup of another side", [](SightingSetup& o, SightingSetup&) { o.side = "american"; }, "reveal-scenario-mismatch"},
    };
    for (const Alteration& a : alterations) {
        SECTION(a.what)
        {
            SightingSetup owner = sealed;
            SightingSetup opp = opponent;
            a.apply(owner, opp);
            const RevealReport r = verifyReveal(owner, "owner", opp, "opponent", {});
            INFO(test::describe(r.findings));
            CHECK_FALSE(r.ok());
            CHECK(test::codesOf(r.findings) == std::set<std::string>{a.code});
        }
    }
}

TEST_CASE("reveal: an owner's file read back from disk still matches", "[scenarios][sighting]")
{
    const SightingSetup owner = sealedBase();
    auto back = formats::readSetupText(formats::writeSetupText(owner), "owner.setup.xml");
    REQUIRE(back.ok());
    auto opp = formats::readSetupText(formats::writeSetupText(opponentView(owner)), "opponent.setup.xml");
    REQUIRE(opp.ok());
    CHECK(opp.value->view == SetupView::Opponent);
    CHECK(verifyReveal(*back.value, "owner", *opp.value, "opponent", {}).ok());
}

TEST_CASE("opponent's file: nothing from which a content can be recovered", "[scenarios][sighting]")
{
    // The bundled samples: every salt, hidden unit id and name, and content word of the owner's file is absent.
    for (const std::string name : {"hold-the-ridge", "millbrook-crossroads"}) {
        SECTION(name)
        {
            const std::filesystem::path dir = std::filesystem::path(CRESTLINE_SOURCE_DIR) / "scenarios/library";
            auto owner = formats::readSetupFile(dir / (name + ".german.owner.setup.xml"));
            REQUIRE(owner.ok());
            auto scenario = formats::readScenarioFile(dir / (name + ".scenario.xml"));
            REQUIRE(scenario.ok());
            const std::string generated = formats::writeSetupText(opponentView(*owner.value));
            const auto bundled = formats::readWholeFile(dir / (name + ".german.opponent.setup.xml"));
            REQUIRE(bundled);
            CHECK(*bundled == generated);
            std::vector<std::string> secrets{"hidden", "Hidden", "false", "False", "fortification", "salt", "letter", "unit", " ref=\""};
            for (const PlacedMarker& m : owner.value->markers) {
                secrets.push_back(m.salt);
                REQUIRE(m.content);
                if (!m.content->fortification.empty()) secrets.push_back(m.content->fortification);
                for (const HiddenPiece& p : m.content->pieces) {
                    secrets.push_back(p.ref);
                    if (const Unit* u = scenario.value->findUnit("german", p.ref)) secrets.push_back(u->name);
                    if (const Fortification* f = scenario.value->findFortification("german", p.ref)) secrets.push_back(f->kind);
                }
            }
            for (const std::string& s : secrets) {
                INFO("secret: " << s);
                CHECK(generated.find(s) == std::string::npos);
            }
        }
    }
}

TEST_CASE("opponent's file: extensions of the owner's file are not copied", "[scenarios][sighting]")
{
    std::string plan = test::dataText("base.german.setup.xml");
    plan = test::patched(plan, "side=\"german\">", "side=\"german\" xmlns:x=\"urn:example:x\">");
    plan = test::patched(plan, "<marker id=\"S1\" hex=\"B2\">", "<marker id=\"S1\" hex=\"B2\" x:note=\"Grenadiers here\">\n    <x:remark>g-sqd</x:remark>");
    SightingSetup owner = readPlan(plan);
    REQUIRE(sealSetup(owner, "plan.setup.xml").empty());
    const std::string opp = formats::writeSetupText(opponentView(owner));
    CHECK(opp.find("Grenadier") == std::string::npos);
    CHECK(opp.find("g-sqd") == std::string::npos);
    CHECK(opp.find("remark") == std::string::npos);
    // ...while the owner's own file keeps it.
    CHECK(formats::writeSetupText(owner).find("<x:remark>g-sqd</x:remark>") != std::string::npos);
}

TEST_CASE("opponent's file: ids and order carry nothing of the contents", "[scenarios][sighting]")
{
    // The owner names markers by what they hide (accepted: those ids stay in
    // his file); 200 sealings give every marker every public id and place.
    std::string plan = test::dataText("base.german.setup.xml");
    plan = test::patched(plan, "<marker id=\"S1\"", "<marker id=\"A\"");
    plan = test::patched(plan, "<marker id=\"S2\"", "<marker id=\"MG42\"");
    plan = test::patched(plan, "<marker id=\"S3\"", "<marker id=\"FS\"");
    plan = test::patched(plan, "<marker id=\"S4\"", "<marker id=\"S001\"");
    const SightingSetup named = readPlan(plan);
    std::map<std::string, std::set<std::string>> publicIdsOf, placesOf; // owner's id -> public ids, positions seen
    for (int run = 0; run < 200; ++run) {
        SightingSetup owner = named;
        REQUIRE(sealSetup(owner, "plan.setup.xml").empty());
        const SightingSetup opp = opponentView(owner);
        const std::string text = formats::writeSetupText(opp);
        std::vector<std::string> ids;
        for (const PlacedMarker& m : opp.markers) ids.push_back(m.id);
        CHECK(ids == std::vector<std::string>{"M1", "M2", "M3", "M4"}); // listed by public id
        for (const char* ownerId : {"\"A\"", "MG42", "\"FS\"", "S001"}) CHECK(text.find(ownerId) == std::string::npos);
        for (const PlacedMarker& m : owner.markers) {
            publicIdsOf[m.id].insert(m.publicId);
            for (std::size_t i = 0; i < opp.markers.size(); ++i)
                if (opp.markers[i].hex == m.hex) placesOf[m.id].insert(std::to_string(i));
        }
    }
    // A marker missing one of 4 ids in 200 uniform draws: 4 x (3/4)^200, about 1e-25.
    for (const char* id : {"A", "MG42", "FS", "S001"}) {
        INFO(id);
        CHECK(publicIdsOf[id] == std::set<std::string>{"M1", "M2", "M3", "M4"});
        CHECK(placesOf[id] == std::set<std::string>{"0", "1", "2", "3"});
    }
}
