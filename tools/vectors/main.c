/* build/vectors SUITE DIR: see vectors.h and DESIGN.md. The last line is
 * exactly "N passed, N failed"; the exit status is 1 when anything failed. */
#define _DEFAULT_SOURCE
#define _FILE_OFFSET_BITS 64 /* 32-bit targets: readdir and stat fail on 64-bit inodes and offsets */
#include "vectors.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* sorted names in dir (files and folders), NULL-terminated; NULL on error */
static char **list_dir(const char *dir, size_t *count)
{
    DIR *d = opendir(dir);
    if (!d) return NULL;
    size_t n = 0, cap = 16;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while (names && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (n + 1 >= cap) {
            char **t = realloc(names, (cap *= 2) * sizeof *t);
            if (!t) break;
            names = t;
        }
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    if (!names) return NULL;
    for (size_t i = 1; i < n; i++) /* insertion sort: small lists */
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j]; names[j] = names[j - 1]; names[j - 1] = t;
        }
    names[n] = NULL;
    *count = n;
    return names;
}

static void free_list(char **names)
{
    if (!names) return;
    for (size_t i = 0; names[i]; i++) free(names[i]);
    free(names);
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && !strcmp(s + a - b, suffix);
}

static char *join(const char *a, const char *b)
{
    size_t n = strlen(a) + strlen(b) + 2;
    char *p = malloc(n);
    if (p) snprintf(p, n, "%s/%s", a, b);
    return p;
}

/* kzg: DIR/<function>/<config>/<case>/data.yaml */
static void walk_kzg(vectors_report *rep, const char *dir)
{
    size_t nf, nc, nk;
    char **fns = list_dir(dir, &nf);
    for (size_t i = 0; fns && fns[i]; i++) {
        char *fdir = join(dir, fns[i]);
        char **cfgs = is_dir(fdir) ? list_dir(fdir, &nc) : NULL;
        for (size_t j = 0; cfgs && cfgs[j]; j++) {
            char *cdir = join(fdir, cfgs[j]);
            char **cases = is_dir(cdir) ? list_dir(cdir, &nk) : NULL;
            for (size_t k = 0; cases && cases[k]; k++) {
                char *kdir = join(cdir, cases[k]);
                char *path = join(kdir, "data.yaml");
                vectors_run_file(rep, path, "kzg", fns[i], true, false);
                free(path);
                free(kdir);
            }
            free_list(cases);
            free(cdir);
        }
        free_list(cfgs);
        free(fdir);
    }
    free_list(fns);
}

/* bls: DIR/<category>/<case>.json (folders without .json files, like the
 * format descriptions, are not categories) */
static void walk_bls(vectors_report *rep, const char *dir)
{
    size_t n, m;
    char **cats = list_dir(dir, &n);
    for (size_t i = 0; cats && cats[i]; i++) {
        char *cdir = join(dir, cats[i]);
        char **files = is_dir(cdir) ? list_dir(cdir, &m) : NULL;
        for (size_t j = 0; files && files[j]; j++) {
            if (!ends_with(files[j], ".json")) continue;
            char *path = join(cdir, files[j]);
            vectors_run_file(rep, path, "bls", cats[i], false, false);
            free(path);
        }
        free_list(files);
        free(cdir);
    }
    free_list(cats);
}

/* h2c: every .json file in DIR, one handler that reads the file's own description */
static void walk_h2c(vectors_report *rep, const char *dir)
{
    size_t n;
    char **files = list_dir(dir, &n);
    for (size_t i = 0; files && files[i]; i++) {
        if (!ends_with(files[i], ".json")) continue;
        char *path = join(dir, files[i]);
        vectors_run_file(rep, path, "h2c", "all", false, false);
        free(path);
    }
    free_list(files);
}

/* eip2537: DIR/[fail-]<operation>_bls.json */
static void walk_eip2537(vectors_report *rep, const char *dir)
{
    size_t n;
    char **files = list_dir(dir, &n);
    for (size_t i = 0; files && files[i]; i++) {
        if (!ends_with(files[i], ".json")) continue;
        bool fail = !strncmp(files[i], "fail-", 5);
        char key[256];
        snprintf(key, sizeof key, "%s", files[i] + (fail ? 5 : 0));
        if (ends_with(key, "_bls.json")) key[strlen(key) - 9] = 0;
        else key[strlen(key) - 5] = 0;
        char *path = join(dir, files[i]);
        vectors_run_file(rep, path, "eip2537", key, false, fail);
        free(path);
    }
    free_list(files);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: vectors kzg|bls|h2c|eip2537 DIR\n");
        return 2;
    }
    vectors_report rep = { 0 };
    const char *suite = argv[1], *dir = argv[2];
    if (!is_dir(dir)) {
        rep.path = dir;
        vectors_result(&rep, NULL, false, "not a directory");
    } else if (!strcmp(suite, "kzg")) {
        walk_kzg(&rep, dir);
    } else if (!strcmp(suite, "bls")) {
        walk_bls(&rep, dir);
    } else if (!strcmp(suite, "h2c")) {
        walk_h2c(&rep, dir);
    } else if (!strcmp(suite, "eip2537")) {
        walk_eip2537(&rep, dir);
    } else {
        fprintf(stderr, "unknown suite %s (kzg, bls, h2c, eip2537)\n", suite);
        return 2;
    }
    if (rep.passed + rep.failed == 0) {
        rep.path = dir;
        vectors_result(&rep, NULL, false, "no vector files found");
    }
    printf("%d passed, %d failed\n", rep.passed, rep.failed);
    return rep.failed ? 1 : 0;
}
