/* The bls381 program's commands (tools/cli/). */
#ifndef BLS381_TOOLS_CLI_H
#define BLS381_TOOLS_CLI_H

#include <stddef.h>

#include "kzg.h"

typedef struct {
    const char *name, *args, *help;
    int min_args, max_args; /* max -1: no limit */
    int (*run)(int argc, char **argv);
} cli_command;

const cli_command *cli_find(const char *name);

/* The whole program: options, the command, its exit status (run.c). */
int cli_run(int argc, char **argv);

/* helpers (run.c) */
const KZGSettings *cli_settings(void);
int cli_read_bytes(void *out, size_t n, const char *arg, const char *what);
void cli_print_hex(const char *label, const void *p, size_t n);
/* prints "bls381: MSG ARG" on stderr (ARG may be NULL) and returns 2 */
int cli_fail(const char *msg, const char *arg);
int cli_kzg_error(C_KZG_RET ret, const char *what);
double cli_now(void);

#endif
