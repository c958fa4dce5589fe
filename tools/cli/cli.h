/* The bls381 program's commands (tools/cli/): the command table, the
 * argument readers (input.c), the text or JSON output (output.c). */
#ifndef BLS381_TOOLS_CLI_H
#define BLS381_TOOLS_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bls381.h"
#include "kzg.h"

/* Exit statuses, the same for every command. */
enum { CLI_OK = 0, CLI_INVALID = 1, CLI_BAD_INPUT = 2, CLI_INTERNAL = 3 };

typedef struct {
    const char *name, *args, *help;
    int min_args, max_args; /* max -1: no limit */
    int (*run)(int argc, char **argv);
    bool no_settings; /* true: the command reads no KZG setup */
} cli_command;

const cli_command *cli_find(const char *name);
/* every command of every table, in order (NULL-terminated name) */
const cli_command *cli_command_at(size_t i);

/* The whole program: options, the command, its exit status (run.c). */
int cli_run(int argc, char **argv);

/* run.c: the settings and the pool of this run (NULL pool: no --threads) */
const KZGSettings *cli_settings(void);
bls381_pool *cli_pool(void);
double cli_now(void);

/* ------------------------------------------------------ output.c --- */
/* A failure: one line "bls381: COMMAND: MESSAGE" on stderr (a control
 * character of an argument shown as ?) and, with
 * --json, {"command", "error": code, "message"} on stdout (the result
 * fields gathered so far are dropped). Returns status. */
int cli_error(int status, const char *code, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* cli_error for a library status (its name is the code; RNG, MALLOC and
 * THREADS are internal, the others bad input) and a KZG return code */
int cli_status_error(bls381_status s, const char *what, const char *arg);
int cli_kzg_error(C_KZG_RET ret, const char *what);
/* an argument as error messages show it: at most 40 characters (two
 * buffers, so two may appear in one message) */
const char *cli_shown(const char *arg);

/* Result fields. Text: "LABEL 0x.." lines (only "0x.." when label is
 * NULL). JSON: "key": "0x..", one object per run printed at the end. */
void cli_out_hex(const char *key, const char *label, const void *p, size_t n);
/* count values of n bytes: JSON an array, text one line each labelled
 * LABEL_NNN with the index (cell_000) */
void cli_out_hex_list(const char *key, const char *label, const void *p, size_t n, size_t count);
/* JSON only (the text output of a command stays as it was) */
void cli_out_json_str(const char *key, const char *s);
void cli_out_json_ms(const char *key, double seconds);
/* the name of a library status ("BLS381_ERR_FLAGS") */
void cli_out_json_status(const char *key, bls381_status s);
/* a verdict: text "valid"/"invalid", JSON "valid": true/false; returns
 * CLI_OK or CLI_INVALID */
int cli_verdict(bool ok);
bool cli_json(void);

/* output.c for run.c: a fresh run, and its end (prints the JSON object) */
void cli_out_begin(bool json, const char *command);
int cli_out_end(int rc);

/* ------------------------------------------------------- files.c --- */
/* The files a run writes: all of them, or none and what was there before
 * untouched. A command stages them (cli_files_folder then cli_files_add,
 * or cli_files_add_path): each is written under a temporary name in the
 * folder (created with O_EXCL|O_NOFOLLOW through the folder's descriptor,
 * so a planted symlink is never followed) and fsynced, an existing name
 * refused unless --force. run.c then places the set (cli_files_place: each
 * file renamed to its name, an existing one still refused without --force;
 * the folder fsynced), prints the output (cli_out_end) and ends the set
 * (cli_files_end): kept when all went well, otherwise every file removed,
 * those --force replaced put back, and a folder the run created removed.
 * Failures: CLI_EXISTS or CLI_CANNOT_WRITE (exit 2, the file named). */
void cli_files_begin(bool force);
/* the folder of the run's files (one per run), created when missing with
 * create */
int cli_files_folder(const char *dir, bool create);
/* a file NAME (no '/') of n bytes in that folder; owner_only: mode 0600 */
int cli_files_add(const char *name, const void *p, size_t n, bool owner_only);
/* the same for a path: its folder (. when it has no '/') and its name */
int cli_files_add_path(const char *path, const void *p, size_t n, bool owner_only);
int cli_files_place(void);
void cli_files_end(bool keep);

/* ------------------------------------------------------- input.c --- */
/* Every read is capped at the largest size its argument can have; a longer
 * file or stream is refused as "too long" after reading one byte more
 * than the cap. "-" names standard input (once per run). */

/* A value of exactly n bytes: a file holding the n bytes (binary) or hex
 * text (2n digits, optional 0x, white space around), or inline hex. */
int cli_read_bytes(void *out, size_t n, const char *arg, const char *what);
/* A message: 0xHEX (any even number of digits), @FILE or @- (the file's
 * bytes, up to CLI_MESSAGE_MAX), otherwise the argument's own text.
 * *msg is malloc'd (non-NULL on success); free it. */
#define CLI_MESSAGE_MAX ((size_t)1 << 24)
int cli_read_message(uint8_t **msg, size_t *len, const char *arg, const char *what);
/* A secret of exactly n bytes from a file or "-" only (binary or hex as
 * cli_read_bytes), never inline; no error message shows the content, nor
 * the argument when it names no file (it may be the secret, typed inline);
 * every buffer is wiped (bls381_secure_zero of sys/ct.h, the library's one
 * secure zeroing, which the optimiser cannot drop). */
int cli_read_secret(uint8_t *out, size_t n, const char *arg, const char *what);
/* cli_read_secret's decoding of what the file held (len bytes): n bytes
 * as they are, or 2n hex digits with an optional 0x and white space
 * around, in constant time in the digits (tests/ctime/ct_cli.c); a
 * failure's message gives lengths only */
int cli_decode_secret(uint8_t *out, size_t n, const unsigned char *data, size_t len, const char *arg, const char *what);
/* Secret bytes taken as they are (KeyGen's IKM): from 1 to max bytes of a
 * file or "-"; out has max bytes; wiped as cli_read_secret. */
int cli_read_secret_raw(uint8_t *out, size_t max, size_t *len, const char *arg, const char *what);
/* A decimal number 0 <= v <= max: digits only (no sign, no space), no
 * overflow. Returns false otherwise. */
bool cli_parse_uint(uint64_t *v, const char *s, uint64_t max);
/* for run.c: standard input unused again */
void cli_input_reset(void);

#endif
