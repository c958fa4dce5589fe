/*
 * Benchmark harness. A bench file defines `BENCH_GROUP(name) { ... }` (the
 * Makefile registers every such line) and calls bench_run() once per
 * operation. Output, one line per operation (DESIGN.md):
 *     NAME MEDIAN_NS ns/op  min MIN max MAX reps R iters I threads T
 * `build/bench [FILTER...] [--threads N] [--quick] [--list]`.
 */
#ifndef BLS381_BENCH_H
#define BLS381_BENCH_H

#include <stddef.h>
#include <stdint.h>

/* The prototypes come only from the registry: a BENCH_GROUP it misses
 * (indented, in a macro) fails the build (-Wmissing-prototypes). */
#define X(name) void bench_group_##name(void);
#include "bench_list.h"
#undef X
#define BENCH_GROUP(name) void bench_group_##name(void)

/* Runs fn(ctx, iters) for calibrated iteration counts and prints the median
 * time per iteration, if name passes the filter. */
typedef void (*bench_fn)(void *ctx, uint64_t iters);
void bench_run(const char *name, bench_fn fn, void *ctx);

/* 1 when operation `name` passes the filter: lets a group skip costly setup
 * that no wanted operation needs. */
int bench_wanted(const char *name);
/* 1 when a FILTER (not only -SUBSTRINGs) was given and name passes: for
 * sweeps too long to run in a plain `build/bench`. */
int bench_explicit(const char *name);

/* kzg/trusted_setup.txt, for the benches that load a setup from its file;
 * exits with a message when build/bench was not started from the repository
 * root. */
#include <stdio.h>
FILE *bench_open_setup(void);

/* --threads N (default 1). */
int bench_threads(void);

/* Keeps the compiler from discarding results. */
void bench_sink(const void *p, size_t n);

/* For main.c: the FILTERs (kept, not copied), --threads, --quick, --list
 * and the seconds per repetition, before any group runs. */
void bench_configure(char **filters, int nfilters, int threads, int quick, int list_only, double seconds);

/* Deterministic pseudo-random bytes for inputs. */
void bench_rand_bytes(void *out, size_t n);
uint64_t bench_rand64(void);

#endif
