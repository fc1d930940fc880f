// The one place that names the rule systems' session ops (session.h): the
// generic kinds' first, then each system's, registered from its own folder.

#include "editor/jobs/session.h"

namespace crestline::jobs {

void registerFofSessionOps(SessionOps& ops);      // fof/fof_session.cpp
void registerTabletopSessionOps(SessionOps& ops); // tabletop/tabletop_session.cpp

void registerSessionOps(SessionOps& ops)
{
    registerCommonSessionOps(ops);
    registerFofSessionOps(ops);
    registerTabletopSessionOps(ops);
}

} // namespace crestline::jobs
