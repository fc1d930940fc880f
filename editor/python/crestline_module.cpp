// The Python module `crestline` (docs/python.md): a file of any kind opened
// once, then LOS rulings, viewsheds, matrices, and fire and
// concealment where the kind takes them, by the same session as `crestline serve`
// (editor/jobs/session.h): each method builds the serve request and returns
// the reply's JSON as Python objects (json.loads of the command's JSON
// text); a request that fails raises crestline.Error with the same message,
// code, field and findings as serve's error line.

#include "editor/jobs/session.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>

namespace py = pybind11;
using nlohmann::json;

namespace {

/// The one session of the interpreter (never destroyed: documents may outlive the module's globals at exit).
crestline::jobs::Session& session()
{
    static auto* s = new crestline::jobs::Session;
    return *s;
}

PyObject* g_error = nullptr; // crestline.Error

/// A Python value as JSON: None, bool, int, float, str, and lists or tuples of them.
json toJson(const py::handle& value, const std::string& key)
{
    if (value.is_none()) return nullptr;
    if (py::isinstance<py::bool_>(value)) return value.cast<bool>();
    if (py::isinstance<py::int_>(value)) return value.cast<long long>();
    if (py::isinstance<py::float_>(value)) return value.cast<double>();
    if (py::isinstance<py::str>(value)) return value.cast<std::string>();
    if (py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value)) {
        json out = json::array();
        for (const py::handle item : value) out.push_back(toJson(item, key));
        return out;
    }
    throw py::type_error("crestline: option '" + key + "' must be a str, int, float, bool, None or a list of them, not " +
                         std::string(py::str(value.get_type().attr("__name__"))));
}

/// Raise crestline.Error carrying the reply's error.
[[noreturn]] void raise(const crestline::jobs::SessionError& e)
{
    py::object error = py::reinterpret_borrow<py::object>(g_error)(e.message);
    error.attr("code") = e.code;
    error.attr("field") = e.field.empty() ? py::object(py::none()) : py::object(py::str(e.field));
    error.attr("findings") = py::cast(e.findings);
    PyErr_SetObject(g_error, error.ptr());
    throw py::error_already_set();
}

/// Answer `request` in the session: the result as Python objects, or crestline.Error.
py::object answer(const json& request)
{
    const crestline::jobs::SessionReply reply = session().handle(request);
    if (reply.error) raise(*reply.error);
    static py::object loads = py::module_::import("json").attr("loads");
    return loads(reply.result);
}

/// A request of `op` on document `doc` with Python keyword options (a_b becomes the key a-b, as the command line's flag --a-b).
json requestOf(const std::string& op, int doc, const py::kwargs& options)
{
    json request = {{"op", op}, {"doc", doc}};
    for (const auto& [key, value] : options) {
        std::string name = py::str(key);
        for (char& c : name)
            if (c == '_') c = '-';
        request[name] = toJson(value, name);
    }
    return request;
}

/// An open document of the session.
class Document {
public:
    explicit Document(const std::string& path)
    {
        py::dict opened = answer(json{{"op", "open"}, {"path", path}});
        m_handle = opened["doc"].cast<int>();
        m_kind = opened["kind"].cast<std::string>();
        m_file = opened["file"].cast<std::string>();
        m_errors = opened["errors"].cast<bool>();
        m_findings = opened["findings"].cast<std::vector<std::string>>();
    }
    Document(const Document&) = delete;
    Document& operator=(const Document&) = delete;
    ~Document() { close(); }

    void close()
    {
        if (m_handle) session().handle(json{{"op", "close"}, {"doc", m_handle}});
        m_handle = 0;
    }
    py::object request(const std::string& op, const py::kwargs& options)
    {
        if (!m_handle) raise({"no-document", m_file + " is closed", "doc", {}});
        return answer(requestOf(op, m_handle, options));
    }
    py::object los(const std::string& from, const std::string& to, py::kwargs options)
    {
        options["from"] = from;
        options["to"] = to;
        return request("los", options);
    }
    py::object viewshed(const std::string& from, py::kwargs options)
    {
        options["from"] = from;
        return request("viewshed", options);
    }
    py::object matrix(const std::string& out, py::kwargs options)
    {
        options["out"] = out;
        return request("matrix", options);
    }
    py::object fire(const std::string& firer, const std::string& target, py::kwargs options)
    {
        options["firer"] = firer;
        options["target"] = target;
        return request("fire", options);
    }
    py::object concealed(const std::string& unit, const std::string& from, py::kwargs options)
    {
        options["unit"] = unit;
        options["from"] = from;
        return request("concealed", options);
    }

    int handle() const { return m_handle; }
    const std::string& kind() const { return m_kind; }
    const std::string& file() const { return m_file; }
    bool errors() const { return m_errors; }
    const std::vector<std::string>& findings() const { return m_findings; }

private:
    int m_handle = 0;
    std::string m_kind, m_file;
    bool m_errors = false;
    std::vector<std::string> m_findings;
};

} // namespace

PYBIND11_MODULE(crestline, m)
{
    m.doc() = "crestline: exact line of sight for tactical wargames (docs/python.md)";
    static py::exception<crestline::jobs::SessionFailure> error(m, "Error");
    g_error = error.ptr();

    py::class_<Document>(m, "Document", "A file of any kind crestline reads, opened once (crestline.open)")
        .def_property_readonly("kind", &Document::kind, "the kind of file, e.g. 'hex-map', 'card-map', 'table'")
        .def_property_readonly("file", &Document::file)
        .def_property_readonly("errors", &Document::errors, "whether it has error findings (then nothing is ruled)")
        .def_property_readonly("findings", &Document::findings, "every finding, formatted as `crestline check` prints it")
        .def_property_readonly("handle", &Document::handle, "its handle in the session (0 once closed)")
        .def("los", &Document::los, py::arg("frm"), py::arg("to"), "Rule LOS FROM -> TO: the dict of `crestline los --json`")
        .def("viewshed", &Document::viewshed, py::arg("frm"), "The dict of `crestline viewshed --json`")
        .def("matrix", &Document::matrix, py::arg("out"), "Write the all-pairs matrix as CSV to OUT, as `crestline matrix --out`; its size")
        .def("fire", &Document::fire, py::arg("firer"), py::arg("target"), "The dict of `crestline fire --json` (on the kinds that take fire)")
        .def("concealed", &Document::concealed, py::arg("unit"), py::arg("frm"), "The dict of `crestline concealed UNIT --from FRM --json` (on the kinds that take it)")
        .def("request", &Document::request, py::arg("op"), "Any op of `crestline serve` on this document, with its keys as keywords")
        .def("close", &Document::close)
        .def("__enter__", [](Document& d) -> Document& { return d; }, py::return_value_policy::reference)
        .def("__exit__", [](Document& d, const py::args&) { d.close(); })
        .def("__repr__", [](const Document& d) { return "<crestline.Document " + d.kind() + " " + d.file() + ">"; });

    m.def("open", [](const std::string& path) { return std::make_unique<Document>(path); }, py::arg("path"),
          "Open a file of any kind (any kind `crestline info` reads) once for rulings");
}
