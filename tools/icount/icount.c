/*
 * An instruction counter for qemu-user (tools/icount/README.md): a TCG
 * plugin that adds each translated block's instruction count to one
 * counter every time the block runs (an inline add, no callback), and
 * prints "icount: N instructions" when the program exits.
 *
 *     cc -shared -fPIC -O2 -o build/icount.so tools/icount/icount.c
 *     qemu-aarch64 -plugin build/icount.so PROGRAM ...
 *
 * A block left early (a fault, a signal) is still counted whole; the
 * library's code does neither. One counter for all threads: run the
 * measured programs single-threaded.
 *
 * With the argument blocks=FILE (-plugin build/icount.so,blocks=FILE) it
 * also counts the executions of each translated block and writes one line
 * per block that ran, "ADDRESS INSTRUCTIONS EXECUTIONS" (hex, decimal,
 * decimal), to FILE at exit; profile.sh sums them per function.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu_plugin_api.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static uint64_t executed;

/* blocks=FILE: one record per translation (a block translated twice has
 * two records; profile.sh adds them up) */
struct block { uint64_t vaddr, insns, runs; struct block *next; };
static const char *blocks_file;
static struct block *blocks;

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &executed,
                                             qemu_plugin_tb_n_insns(tb));
    if (!blocks_file) return;
    struct block *b = calloc(1, sizeof *b);
    if (!b) return;   /* that block goes uncounted in the file only */
    b->vaddr = qemu_plugin_tb_vaddr(tb);
    b->insns = qemu_plugin_tb_n_insns(tb);
    b->next = blocks;
    blocks = b;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &b->runs, 1);
}

static void write_blocks(void)
{
    FILE *f = fopen(blocks_file, "w");
    if (!f) {
        qemu_plugin_outs("icount: cannot write the blocks file\n");
        return;
    }
    for (const struct block *b = blocks; b; b = b->next)
        if (b->runs) fprintf(f, "%" PRIx64 " %" PRIu64 " %" PRIu64 "\n", b->vaddr, b->insns, b->runs);
    fclose(f);
}

static void on_exit_report(qemu_plugin_id_t id, void *userdata)
{
    (void)id, (void)userdata;
    char line[64];
    snprintf(line, sizeof line, "icount: %" PRIu64 " instructions\n", executed);
    qemu_plugin_outs(line);
    if (blocks_file) write_blocks();
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv);
QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv)
{
    (void)info;
    for (int i = 0; i < argc; i++)
        if (!strncmp(argv[i], "blocks=", 7)) blocks_file = argv[i] + 7;
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit_report, NULL);
    return 0;
}
