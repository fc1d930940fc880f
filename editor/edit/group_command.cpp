#include "editor/edit/group_command.h"

namespace crestline::edit {

namespace {

class GroupCommand : public MapCommand {
public:
    GroupCommand(std::vector<std::unique_ptr<MapCommand>> commands, std::string label)
        : m_commands(std::move(commands)), m_label(std::move(label))
    {
    }
    std::string label() const override { return m_label; }
    maps::MapDelta apply(maps::Map& map) override
    {
        maps::MapDelta delta;
        for (auto& c : m_commands) delta.then(c->apply(map));
        return delta;
    }
    maps::MapDelta revert(maps::Map& map) override
    {
        maps::MapDelta delta;
        for (auto it = m_commands.rbegin(); it != m_commands.rend(); ++it) delta.then((*it)->revert(map));
        return delta;
    }

private:
    std::vector<std::unique_ptr<MapCommand>> m_commands;
    std::string m_label;
};

} // namespace

std::unique_ptr<MapCommand> groupCommands(std::vector<std::unique_ptr<MapCommand>> commands, std::string label)
{
    return std::make_unique<GroupCommand>(std::move(commands), std::move(label));
}

} // namespace crestline::edit
