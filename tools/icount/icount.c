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
 */
#include <inttypes.h>
#include <stdio.h>

#include "qemu_plugin_api.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static uint64_t executed;

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &executed,
                                             qemu_plugin_tb_n_insns(tb));
}

static void on_exit_report(qemu_plugin_id_t id, void *userdata)
{
    (void)id, (void)userdata;
    char line[64];
    snprintf(line, sizeof line, "icount: %" PRIu64 " instructions\n", executed);
    qemu_plugin_outs(line);
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv);
QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv)
{
    (void)info, (void)argc, (void)argv;
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit_report, NULL);
    return 0;
}
