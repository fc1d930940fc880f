// A session of documents and requests (session.h).

#include "editor/jobs/session.h"

#include <algorithm>
#include <filesystem>
#include <cstdint>
#include <limits>
#include <set>

namespace crestline::jobs {

using nlohmann::json;

namespace {

std::string typeName(const json& v)
{
    if (v.is_string()) return "a string";
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_number_integer() || v.is_number_unsigned()) return "an integer";
    if (v.is_number()) return "a number";
    if (v.is_array()) return "an array";
    if (v.is_object()) return "an object";
    return "null";
}

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

SessionError errorOf(std::string code, std::string message, std::string field = {})
{
    return SessionError{std::move(code), std::move(message), std::move(field), {}};
}

/// The request's integer `key` (an integer-valued JSON number), else a bad-request failure naming it.
int integerOf(const json& request, const std::string& key)
{
    const json& v = request.at(key);
    if (!v.is_number_integer() && !v.is_number_unsigned()) badField(key, "'" + key + "' must be an integer, not " + typeName(v));
    const auto n = v.get<std::int64_t>();
    if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max()) badField(key, "'" + key + "' is out of range: " + v.dump());
    return int(n);
}

} // namespace

void badField(const std::string& field, const std::string& message) { throw SessionFailure(errorOf("bad-request", message, field)); }

void jobFailed(const JobReport& report)
{
    SessionError e = errorOf(report.outcome == Outcome::Refused ? "refused" : "bad-input", report.problem);
    for (const Finding& f : report.findings)
        if (f.severity >= Severity::Error) e.findings.push_back(formatFinding(f));
    // A job names a bad play-state flag first ("--weather: LOS on this ff map reads no weather"): that is the field.
    if (e.message.rfind("--", 0) == 0) {
        const auto end = e.message.find_first_of(": ");
        if (end != std::string::npos) e.field = e.message.substr(2, end - 2);
    }
    if (e.message.empty()) e.message = "not run";
    throw SessionFailure(std::move(e));
}

std::string SessionArgs::text(const std::string& key, std::optional<std::string> fallback) const
{
    if (!has(key)) {
        if (fallback) return *fallback;
        badField(key, "'" + key + "' is required");
    }
    const json& v = m_request.at(key);
    if (!v.is_string()) badField(key, "'" + key + "' must be a string, not " + typeName(v));
    return v.get<std::string>();
}

std::vector<std::string> SessionArgs::texts(const std::string& key) const
{
    if (!has(key)) return {};
    const json& v = m_request.at(key);
    if (v.is_string()) return {v.get<std::string>()};
    if (!v.is_array()) badField(key, "'" + key + "' must be a string or an array of strings, not " + typeName(v));
    std::vector<std::string> out;
    for (const json& item : v) {
        if (!item.is_string()) badField(key, "'" + key + "' must hold strings only, not " + typeName(item));
        out.push_back(item.get<std::string>());
    }
    return out;
}

bool SessionArgs::flag(const std::string& key) const
{
    if (!has(key)) return false;
    const json& v = m_request.at(key);
    if (!v.is_boolean()) badField(key, "'" + key + "' must be true or false, not " + typeName(v));
    return v.get<bool>();
}

std::optional<int> SessionArgs::integer(const std::string& key, std::optional<int> fallback) const
{
    if (!has(key)) return fallback;
    return integerOf(m_request, key);
}

PlayText SessionArgs::play() const
{
    PlayText p;
    p.barrage = texts("barrage");
    p.weather = text("weather", "");
    p.night = flag("night");
    p.purpose = text("purpose", "");
    p.attack = text("attack", "");
    p.incoming = texts("incoming");
    p.airStrike = texts("air-strike");
    p.eyeFrom = integer("eye-from");
    p.eyeTo = integer("eye-to");
    return p;
}

std::vector<std::string> keysWithPlay(std::initializer_list<std::string> extra)
{
    std::vector<std::string> keys(extra);
    keys.insert(keys.end(), session_keys::kPlay.begin(), session_keys::kPlay.end());
    return keys;
}

void SessionOps::on(const std::string& op, const std::string& kind, std::vector<std::string> keys, SessionOp run)
{
    m_ops[{op, kind}] = Entry{std::move(keys), std::move(run)};
}

const SessionOps::Entry* SessionOps::find(const std::string& op, const std::string& kind) const
{
    const auto it = m_ops.find({op, kind});
    return it == m_ops.end() ? nullptr : &it->second;
}

std::vector<const FileKind*> SessionOps::kindsOf(const std::string& op) const
{
    std::vector<const FileKind*> out;
    for (const FileKind& k : fileKinds().kinds())
        if (find(op, k.id)) out.push_back(&k);
    return out;
}

std::vector<std::string> SessionOps::names() const
{
    std::set<std::string> names;
    for (const auto& [key, entry] : m_ops) names.insert(key.first);
    return {names.begin(), names.end()};
}

bool SessionOps::known(const std::string& op) const
{
    return std::any_of(m_ops.begin(), m_ops.end(), [&](const auto& entry) { return entry.first.first == op; });
}

const SessionOps& sessionOps()
{
    static const SessionOps ops = [] {
        SessionOps o;
        for (const FileKind& kind : fileKinds().kinds())
            for (const KindSessionOp& op : kind.sessionOps) o.on(op.op, kind.id, op.keys, op.run);
        return o;
    }();
    return ops;
}

std::string compactJson(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            out += c;
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
            out += c;
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            out += c;
        }
    }
    return out;
}

std::string SessionReply::line() const
{
    std::string out = "{";
    if (!id.is_null()) out += "\"id\":" + id.dump(-1, ' ', false, json::error_handler_t::replace) + ",";
    if (!error) return out + "\"result\":" + compactJson(result) + "}";
    nlohmann::ordered_json e = {{"code", error->code}, {"message", error->message}};
    if (!error->field.empty()) e["field"] = error->field;
    if (!error->findings.empty()) e["findings"] = error->findings;
    return out + "\"error\":" + e.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "}";
}

Document* Session::document(int handle)
{
    const auto it = m_documents.find(handle);
    return it == m_documents.end() ? nullptr : it->second.get();
}

namespace {

void refuseUnknownKeys(const json& request, const std::string& op, const std::vector<std::string>& keys, bool takesDoc)
{
    std::vector<std::string> all;
    if (takesDoc) all.push_back("doc");
    all.insert(all.end(), keys.begin(), keys.end());
    for (const auto& [key, value] : request.items()) {
        if (key == "op" || key == "id" || std::find(all.begin(), all.end(), key) != all.end()) continue;
        badField(key, "unknown key '" + key + "' for op '" + op + "' (it takes: " + (all.empty() ? std::string("no other") : joined(all)) + ")");
    }
}

/// The same file: both exist and are one file (links resolved), or, when the
/// output does not exist yet, the same path once its existing part's links
/// are resolved (as the command line's output guard, editor/cli/output_guard.cpp).
bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b)
{
    namespace fs = std::filesystem;
    std::error_code ea, eb;
    if (fs::exists(a, ea) && fs::exists(b, eb)) {
        std::error_code ec;
        return fs::equivalent(a, b, ec) && !ec;
    }
    const fs::path ca = fs::weakly_canonical(fs::absolute(a, ea), ea);
    const fs::path cb = fs::weakly_canonical(fs::absolute(b, eb), eb);
    return !ea && !eb && ca == cb;
}

} // namespace

void Session::refuseOutputOverInput(const SessionArgs& args) const
{
    if (!args.has("out")) return;
    const std::string out = args.text("out");
    for (const auto& [handle, doc] : m_documents)
        if (!out.empty() && sameFile(out, doc->file()))
            badField("out", "the output " + out + " is the file of open document " + std::to_string(handle) + " (" + doc->file().string() +
                                "): nothing is written over an input; give another output file");
}

std::string Session::openFile(const SessionArgs& args)
{
    const std::string path = args.text("path");
    OpenedDocument opened = openDocument(path);
    if (!opened.document) jobFailed(opened);
    if (!opened.document->loaded()) {
        JobReport report;
        report.findings = opened.document->findings();
        refuse(report, Outcome::BadInput, path + ": the file could not be read");
        jobFailed(report);
    }
    const int handle = m_next++;
    nlohmann::ordered_json reply = {{"doc", handle},
                  {"kind", opened.kind->id},
                  {"kind_name", opened.kind->describe()},
                  {"file", path},
                  {"errors", opened.document->hasErrors()}};
    nlohmann::ordered_json findings = nlohmann::ordered_json::array();
    for (const Finding& f : opened.document->findings()) findings.push_back(formatFinding(f));
    reply["findings"] = std::move(findings);
    m_documents.emplace(handle, std::move(opened.document));
    return reply.dump(-1, ' ', false, json::error_handler_t::replace);
}

SessionReply Session::handle(const json& request)
{
    SessionReply reply;
    if (!request.is_object()) {
        reply.error = errorOf("bad-request", "a request is a JSON object, not " + typeName(request));
        return reply;
    }
    if (request.contains("id")) reply.id = request.at("id");
    try {
        const SessionArgs args(request);
        const std::string op = args.text("op");
        if (op == "open") {
            refuseUnknownKeys(request, op, {"path"}, false);
            reply.result = openFile(args);
            return reply;
        }
        const SessionOps& ops = sessionOps();
        if (op != "close" && !ops.known(op)) {
            std::vector<std::string> names{"close", "open"};
            for (const std::string& n : ops.names()) names.push_back(n);
            std::sort(names.begin(), names.end());
            badField("op", "unknown op '" + op + "' (ops: " + joined(names) + ")");
        }
        if (!request.contains("doc")) badField("doc", "'doc' is required (a handle from an open request)");
        const int handle = integerOf(request, "doc");
        Document* doc = document(handle);
        if (op == "close") {
            refuseUnknownKeys(request, op, {}, true);
            if (!doc) throw SessionFailure(errorOf("no-document", "no open document " + std::to_string(handle), "doc"));
            m_documents.erase(handle);
            reply.result = json({{"closed", handle}}).dump();
            return reply;
        }
        if (!doc) throw SessionFailure(errorOf("no-document", "no open document " + std::to_string(handle), "doc"));
        const SessionOps::Entry* entry = ops.find(op, doc->kind());
        if (!entry)
            throw SessionFailure(errorOf("not-taken", doc->file().string() + ": '" + op + "' does not take a " + fileKinds().byId(doc->kind())->describe() +
                                                          "; it takes: " + describeKinds(ops.kindsOf(op)),
                                         "op"));
        refuseUnknownKeys(request, op, entry->keys, true);
        refuseOutputOverInput(args);
        reply.result = entry->run(*doc, args);
    } catch (const SessionFailure& f) {
        reply.error = f.error;
    } catch (const std::exception& e) {
        reply.error = errorOf("internal", std::string("internal error: ") + e.what());
    }
    return reply;
}

SessionReply Session::handleLine(const std::string& line)
{
    json request;
    try {
        request = json::parse(line);
    } catch (const json::parse_error& e) {
        SessionReply reply;
        reply.error = errorOf("bad-json", std::string("not JSON: ") + e.what());
        return reply;
    }
    return handle(request);
}

} // namespace crestline::jobs
