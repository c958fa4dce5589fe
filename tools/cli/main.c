/* build/bls381: the command-line program; everything is in run.c. */
#include "tools/cli/cli.h"

int main(int argc, char **argv) { return cli_run(argc, argv); }
