/* The command table of the bls381 program. */
#include <string.h>

#include "tools/cli/cli.h"

extern const cli_command cli_commands_4844[];
extern const cli_command cli_commands_7594[];
extern const cli_command cli_commands_sig[];

static const cli_command *const tables[] = { cli_commands_4844, cli_commands_7594, cli_commands_sig };

const cli_command *cli_command_at(size_t i)
{
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const cli_command *c = tables[t]; c->name; c++)
            if (i-- == 0) return c;
    return NULL;
}

const cli_command *cli_find(const char *name)
{
    const cli_command *c;
    for (size_t i = 0; (c = cli_command_at(i)) != NULL; i++)
        if (!strcmp(c->name, name)) return c;
    return NULL;
}
