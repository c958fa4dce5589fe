/*
 * The files a run of the bls381 program writes, all or nothing (cli.h).
 * Everything goes through one descriptor of the output folder (openat and
 * friends), so a name in it is never resolved through a symlink planted
 * there: each file is first written under a temporary name created with
 * O_CREAT|O_EXCL|O_NOFOLLOW and fsynced; placing the set then links each
 * temporary to its name (link fails on any existing name, a symlink
 * included) or, with --force, renames it over the name after linking what
 * was there to a backup name; the folder is fsynced. Undoing removes the
 * temporaries and the placed files, puts the backups back and removes a
 * folder the run created.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tools/cli/cli.h"

#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif

#define NAME_LEN 256 /* NAME_MAX + 1 */

typedef struct {
    char name[NAME_LEN], tmp[32], old[32];
    bool placed, backed_up;
} entry;

static struct {
    bool force, made_dir, implicit; /* implicit: the folder is ".", named by no path */
    int dir; /* the folder's descriptor, -1 before cli_files_folder */
    char *dir_path;
    entry *e;
    size_t n, cap;
    unsigned long serial; /* temporary names: .bls381-tmp-PID-SERIAL */
} set = { .dir = -1 };

/* "FOLDER/NAME: cannot WHAT: why", or "FOLDER/NAME: exists ..." (err 0) */
static int cannot(const char *what, const char *name, int err)
{
    bool named = set.dir_path && !set.implicit;
    const char *dir = named ? cli_shown(set.dir_path) : "", *sep = named ? "/" : "";
    if (!err) return cli_error(CLI_BAD_INPUT, "CLI_EXISTS", "%s%s%s: exists (--force replaces it)", dir, sep, cli_shown(name));
    return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_WRITE", "%s%s%s: cannot %s: %s", dir, sep, cli_shown(name), what,
                     strerror(err));
}

void cli_files_begin(bool force)
{
    if (set.dir >= 0) close(set.dir);
    free(set.dir_path);
    free(set.e);
    unsigned long serial = set.serial;
    memset(&set, 0, sizeof set);
    set.dir = -1;
    set.force = force;
    set.serial = serial;
}

int cli_files_folder(const char *dir, bool create)
{
    if (set.dir >= 0) return CLI_OK;
    set.dir_path = malloc(strlen(dir) + 1);
    if (!set.dir_path) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    strcpy(set.dir_path, dir);
    if (create && mkdir(dir, 0777) == 0) set.made_dir = true;
    else if (create && errno != EEXIST)
        return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_WRITE", "%s: cannot create the folder: %s", cli_shown(dir),
                         strerror(errno));
    set.dir = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (set.dir < 0)
        return cli_error(CLI_BAD_INPUT, "CLI_CANNOT_WRITE", "%s: cannot open the folder: %s", cli_shown(dir),
                         strerror(errno));
    return CLI_OK;
}

int cli_files_add_path(const char *path, const void *p, size_t n, bool owner_only)
{
    const char *slash = strrchr(path, '/'), *name = slash ? slash + 1 : path;
    size_t dlen = !slash ? 1 : slash == path ? 1 : (size_t)(slash - path);
    char *dir = malloc(dlen + 1);
    if (!dir) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
    memcpy(dir, slash ? path : ".", dlen);
    dir[dlen] = 0;
    int rc = CLI_OK;
    if (!*name || !strcmp(name, ".") || !strcmp(name, ".."))
        rc = cli_error(CLI_BAD_INPUT, "CLI_CANNOT_WRITE", "%s: not a file name", cli_shown(path));
    if (!rc) rc = cli_files_folder(dir, false);
    set.implicit = !slash;
    free(dir);
    return rc ? rc : cli_files_add(name, p, n, owner_only);
}

/* all n bytes, then fsync; 0 or an errno */
static int write_all(int fd, const unsigned char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return w < 0 ? errno : ENOSPC;
        p += w;
        n -= (size_t)w;
    }
    return fsync(fd) != 0 ? errno : 0;
}

int cli_files_add(const char *name, const void *p, size_t n, bool owner_only)
{
    struct stat st;
    if (set.dir < 0 || strlen(name) >= NAME_LEN || strchr(name, '/'))
        return cannot("write", name, ENAMETOOLONG);
    if (!set.force && fstatat(set.dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0) return cannot(NULL, name, 0);
    if (set.n == set.cap) {
        size_t cap = set.cap ? 2 * set.cap : 8;
        entry *e = realloc(set.e, cap * sizeof *e);
        if (!e) return cli_error(CLI_INTERNAL, "CLI_OUT_OF_MEMORY", "out of memory");
        set.e = e, set.cap = cap;
    }
    entry *e = &set.e[set.n];
    memset(e, 0, sizeof *e);
    strcpy(e->name, name);
    int fd = -1, err = EEXIST;
    for (int tries = 0; fd < 0 && err == EEXIST && tries < 100; tries++) {
        snprintf(e->tmp, sizeof e->tmp, ".bls381-tmp-%ld-%lu", (long)getpid() % 10000000, set.serial++);
        fd = openat(set.dir, e->tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, owner_only ? 0600 : 0666);
        err = fd < 0 ? errno : 0;
    }
    if (fd < 0) return cannot("create a file", name, err);
    set.n++; /* from now on undone by cli_files_end */
    err = write_all(fd, p, n);
    if (close(fd) != 0 && !err) err = errno;
    return err ? cannot("write", name, err) : CLI_OK;
}

int cli_files_place(void)
{
    struct stat st;
    for (size_t i = 0; i < set.n; i++) {
        entry *e = &set.e[i];
        int ok;
        if (!set.force) {
            ok = linkat(set.dir, e->tmp, set.dir, e->name, 0) == 0;
            if (!ok && errno == EEXIST) return cannot(NULL, e->name, 0);
            e->placed = ok;
            if (ok) unlinkat(set.dir, e->tmp, 0);
        } else {
            ok = 1;
            if (fstatat(set.dir, e->name, &st, AT_SYMLINK_NOFOLLOW) == 0) { /* kept until the run succeeds */
                snprintf(e->old, sizeof e->old, ".bls381-old%s", e->tmp + 11);
                ok = e->backed_up = linkat(set.dir, e->name, set.dir, e->old, 0) == 0;
            }
            ok = ok && renameat(set.dir, e->tmp, set.dir, e->name) == 0;
            e->placed = ok;
        }
        if (!ok) return cannot("place the file", e->name, errno);
    }
    if (set.n && fsync(set.dir) != 0) return cannot("sync the folder", ".", errno);
    return CLI_OK;
}

void cli_files_end(bool keep)
{
    for (size_t i = set.n; i-- > 0;) {
        entry *e = &set.e[i];
        if (keep) {
            if (e->backed_up) unlinkat(set.dir, e->old, 0);
            continue;
        }
        if (!e->placed) unlinkat(set.dir, e->tmp, 0);
        else if (e->backed_up) renameat(set.dir, e->old, set.dir, e->name);
        else unlinkat(set.dir, e->name, 0);
        if (!e->placed && e->backed_up) unlinkat(set.dir, e->old, 0);
    }
    if (set.dir >= 0 && set.n) fsync(set.dir);
    if (!keep && set.made_dir) rmdir(set.dir_path);
    cli_files_begin(set.force);
}
