/* build/bench: the options, then every group (see bench.h; the harness is bench.c). */
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct { const char *name; void (*fn)(void); } groups[] = {
#define X(name) { #name, bench_group_##name },
#include "bench_list.h"
#undef X
    { NULL, NULL }
};

static void usage(void)
{
    fprintf(stderr,
            "usage: bench [FILTER...] [--threads N] [--quick] [--list] [--seconds S]\n"
            "  FILTER   run only operations whose name contains it (NAME$: that name only;\n"
            "           -SUBSTRING: none whose name contains SUBSTRING)\n"
            "  --threads N   threads of every operation: the pool of the parallel ones and the\n"
            "                library's default pool (BLS381_THREADS is set to N; default 1)\n"
            "  --quick  one short repetition each (smoke test)\n"
            "  --seconds S   time per repetition (default 0.1)\n");
}

int main(int argc, char **argv)
{
    char **filters = calloc((size_t)argc, sizeof *filters);
    int nfilters = 0, threads = 1, quick = 0, list_only = 0;
    double target_seconds = 0.1;
    if (!filters) return 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            threads = atoi(argv[++i]);
            if (threads < 1) { usage(); return 2; }
        } else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) {
            target_seconds = atof(argv[++i]);
            if (!(target_seconds > 0)) { usage(); return 2; }
        } else if (!strcmp(argv[i], "--quick")) {
            quick = 1;
            target_seconds = 0.002;
        } else if (!strcmp(argv[i], "--list")) {
            list_only = 1;
        } else if (argv[i][0] == '-' && argv[i][1] != '-' && argv[i][1] != '\0') {
            filters[nfilters++] = argv[i]; /* -SUBSTRING: leave those names out */
        } else if (argv[i][0] == '-') {
            usage();
            return 2;
        } else {
            filters[nfilters++] = argv[i];
        }
    }
    /* --threads N sizes the library's default pool too (created on first
     * use from BLS381_THREADS): what runs there, such as the trusted-setup
     * loader, then also runs on N threads, as the printed line says */
    char tbuf[16];
    snprintf(tbuf, sizeof tbuf, "%d", threads);
    if (setenv("BLS381_THREADS", tbuf, 1) != 0) return 1;
    bench_configure(filters, nfilters, threads, quick, list_only, target_seconds);
    for (size_t g = 0; groups[g].name; g++) groups[g].fn();
    free(filters);
    return 0;
}
