// Decoding a TMX tile layer's <data>: csv, base64 (uncompressed, zlib or
// gzip) or <tile gid> elements, as Tiled's TMX documentation describes.
// Every problem is a reason string; the reader turns it into a finding.

#include "formats/common/xml_support.h"
#include "formats/tiled/tmx_detail.h"

#include <zlib.h>

#include <array>
#include <charconv>

namespace crestline::formats::tiled::detail {

namespace {

std::optional<std::string> base64Decode(std::string_view text, std::string& why)
{
    static const std::array<int, 256> table = [] {
        std::array<int, 256> t{};
        t.fill(-1);
        const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < 64; ++i) t[std::size_t(static_cast<unsigned char>(alphabet[i]))] = i;
        return t;
    }();
    std::string out;
    unsigned buffer = 0;
    int bits = 0, padding = 0;
    for (const char ch : text) {
        if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t') continue;
        if (ch == '=') {
            ++padding;
            continue;
        }
        const int value = table[std::size_t(static_cast<unsigned char>(ch))];
        if (value < 0 || padding > 0) {
            why = "the base64 data holds a character that is not base64";
            return std::nullopt;
        }
        buffer = (buffer << 6) | unsigned(value);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(char((buffer >> bits) & 0xFF));
        }
    }
    if (padding > 2) {
        why = "the base64 data has more than two '=' of padding";
        return std::nullopt;
    }
    return out;
}

std::optional<std::string> inflate(const std::string& in, std::size_t expected, std::string& why)
{
    std::string out(expected, '\0');
    z_stream zs{};
    // 15 + 32: a zlib or a gzip header, detected.
    if (inflateInit2(&zs, 15 + 32) != Z_OK) {
        why = "zlib could not start";
        return std::nullopt;
    }
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    zs.avail_in = uInt(in.size());
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = uInt(out.size());
    const int rc = ::inflate(&zs, Z_FINISH);
    const std::size_t produced = out.size() - zs.avail_out;
    inflateEnd(&zs);
    if (rc == Z_STREAM_END) {
        out.resize(produced);
        return out;
    }
    if (rc == Z_BUF_ERROR && zs.avail_out == 0) {
        why = "the compressed data holds more than the layer's " + std::to_string(expected / 4) + " cells";
        return std::nullopt;
    }
    why = std::string("the compressed data is broken (zlib: ") + (zs.msg ? zs.msg : (rc == Z_BUF_ERROR ? "unexpected end of data" : "error")) + ")";
    return std::nullopt;
}

} // namespace

std::optional<std::vector<std::uint32_t>> decodeLayerData(pugi::xml_node data, std::size_t cells, std::string& why)
{
    const std::string encoding = data.attribute("encoding").value();
    const std::string compression = data.attribute("compression").value();
    std::vector<std::uint32_t> gids;
    if (data.child("chunk")) {
        why = "the layer is stored in chunks (an infinite map): crestline reads fixed-size maps only";
        return std::nullopt;
    }
    if (encoding.empty()) {
        if (!compression.empty()) {
            why = "compression=\"" + compression + "\" without an encoding";
            return std::nullopt;
        }
        for (pugi::xml_node t : data.children("tile")) {
            const auto gid = xml::parseDouble(t.attribute("gid").value());
            if (t.attribute("gid") && (!gid || *gid < 0 || *gid > 4294967295.0 || *gid != double(std::uint32_t(*gid)))) {
                why = std::string("a <tile> has gid \"") + t.attribute("gid").value() + "\", not a whole number";
                return std::nullopt;
            }
            gids.push_back(gid ? std::uint32_t(*gid) : 0);
        }
    } else if (encoding == "csv") {
        if (!compression.empty()) {
            why = "csv data cannot be compressed (compression=\"" + compression + "\")";
            return std::nullopt;
        }
        const std::string_view text = data.child_value();
        std::size_t i = 0;
        while (i <= text.size()) {
            std::size_t j = text.find(',', i);
            if (j == std::string_view::npos) j = text.size();
            std::string_view token = text.substr(i, j - i);
            while (!token.empty() && std::isspace(static_cast<unsigned char>(token.front()))) token.remove_prefix(1);
            while (!token.empty() && std::isspace(static_cast<unsigned char>(token.back()))) token.remove_suffix(1);
            if (!(token.empty() && j == text.size() && gids.size() == cells)) {
                std::uint32_t gid = 0;
                const auto [p, ec] = std::from_chars(token.data(), token.data() + token.size(), gid);
                if (token.empty() || ec != std::errc() || p != token.data() + token.size()) {
                    why = "csv cell " + std::to_string(gids.size() + 1) + " is \"" + std::string(token.substr(0, 20)) + "\", not a tile number";
                    return std::nullopt;
                }
                gids.push_back(gid);
            }
            i = j + 1;
        }
    } else if (encoding == "base64") {
        std::optional<std::string> bytes = base64Decode(data.child_value(), why);
        if (!bytes) return std::nullopt;
        if (compression == "zlib" || compression == "gzip") {
            bytes = inflate(*bytes, cells * 4, why);
            if (!bytes) return std::nullopt;
        } else if (!compression.empty()) {
            why = "compression \"" + compression + "\" is not read by crestline (zlib, gzip or none)";
            return std::nullopt;
        }
        if (bytes->size() % 4 != 0) {
            why = "the decoded data is " + std::to_string(bytes->size()) + " bytes, not a whole number of 4-byte cells";
            return std::nullopt;
        }
        for (std::size_t k = 0; k < bytes->size(); k += 4) {
            const auto b = [&](std::size_t o) { return std::uint32_t(static_cast<unsigned char>((*bytes)[k + o])); };
            gids.push_back(b(0) | (b(1) << 8) | (b(2) << 16) | (b(3) << 24));
        }
    } else {
        why = "encoding \"" + encoding + "\" is not a TMX layer encoding (csv, base64 or none)";
        return std::nullopt;
    }
    if (gids.size() != cells) {
        why = "the layer holds " + std::to_string(gids.size()) + " cells, not width x height = " + std::to_string(cells) +
              (gids.size() < cells ? " (truncated)" : "");
        return std::nullopt;
    }
    return gids;
}

} // namespace crestline::formats::tiled::detail
