/*
 * The part of QEMU's TCG plugin API (docs/devel/tcg-plugins.rst, "Plugin
 * API", as of QEMU 7.2, plugin API version 1) that icount.c uses, declared
 * here because Debian ships qemu-user with plugin support but without the
 * header. A plugin is a shared object loaded with `-plugin FILE`; QEMU
 * calls its qemu_plugin_install and resolves the qemu_plugin_* functions
 * below from the QEMU binary itself.
 */
#ifndef BLS381_TOOLS_QEMU_PLUGIN_API_H
#define BLS381_TOOLS_QEMU_PLUGIN_API_H

#include <stddef.h>
#include <stdint.h>

#define QEMU_PLUGIN_EXPORT __attribute__((visibility("default")))
#define QEMU_PLUGIN_VERSION 1

typedef uint64_t qemu_plugin_id_t;
typedef struct qemu_info_t qemu_info_t;   /* not read here */
struct qemu_plugin_tb;

/* inline operations executed with a translated block, no callback */
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb, enum qemu_plugin_op op, void *ptr,
                                              uint64_t imm);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void *userdata);
void qemu_plugin_outs(const char *string);

#endif
