/* The command table of the bls381 program. */
#include <string.h>

#include "tools/cli/cli.h"

extern const cli_command cli_commands_4844[];
extern const cli_command cli_commands_7594[];

const cli_command *cli_find(const char *name)
{
    const cli_command *tables[] = { cli_commands_4844, cli_commands_7594 };
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (const cli_command *c = tables[t]; c->name; c++)
            if (!strcmp(c->name, name)) return c;
    return NULL;
}
