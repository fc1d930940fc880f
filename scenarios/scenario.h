#pragma once
// Scenario model (issue 4). Placeholder so the layer builds.
namespace crestline::scenarios {
struct Scenario {};
}
