# bls381 build. `make` builds everything into $(BUILD); `make test` runs every
# check (see tests/run_all.sh); `make run` shows the main job.
# Switches (all optional):
#   ASM=0|1        NASM x86-64 kernels (default: 1 when nasm is present on x86-64)
#   NO_INT128=1    portable C without unsigned __int128 (32-bit multiply helper)
#   NO_THREADS=1   no pthreads at all (-DBLS381_NO_THREADS)
#   VERIFY=1       internal invariants checked (-DBLS381_VERIFY, sys/verify.h)
#   SAN=address,undefined   sanitizers;  OPT=-O0 to change optimisation
#   BUILD=dir      output folder (variants build side by side)
#   CC=arm-linux-gnueabihf-gcc (any cross compiler): ASM=0 follows, and the
#                  target's ar is used when installed (tests/cross.sh runs them)
# Install: make install PREFIX=/usr/local [DESTDIR=...] [LIBDIR=...]
#   [INCLUDEDIR=...]; make uninstall with the same variables removes it.
# This file is the build: switches, library, programs, install. Beside it,
# included at the end: mk/bare.mk (the bare-metal firmware), mk/fuzz.mk
# (libFuzzer targets), mk/study.mk (the study plots); the constant-time
# check's controls are tests/ctcheck.sh.
.DEFAULT_GOAL := all
.SUFFIXES:
comma := ,

CC     ?= cc
# BARE=1: the freestanding verify-only library for ARMv7E-M (Cortex-M4),
# no OS, heap, threads, stdio or OS randomness, and its example firmware
# for qemu's mps2-an386 board (examples/bare-m4/README.md)
ifeq ($(BARE),1)
  # a CC from the environment is the host's (make test, make footprint):
  # only CC=... on the command line replaces the cross compiler
  ifneq ($(origin CC),command line)
    CC := arm-none-eabi-gcc
  endif
  BUILD ?= build/bare
  override ASM := 0
  override NO_INT128 := 1
  override NO_THREADS := 1
endif
BUILD  ?= build
OPT    ?= -O2
NASM   ?= nasm
NPROC  := $(shell nproc 2>/dev/null || echo 2)
Q      := $(if $(V),,@)

MACHINE := $(shell $(CC) -dumpmachine 2>/dev/null)
ifeq ($(findstring x86_64,$(MACHINE)),)
  override ASM := 0
endif
ASM ?= $(if $(shell command -v $(NASM) 2>/dev/null),1,0)
ifeq ($(origin AR),default)
  AR := $(or $(shell command -v $(MACHINE)-ar 2>/dev/null),ar)
endif

WARN   := -Wall -Wextra -Werror -Wshadow -Wpointer-arith -Wstrict-prototypes \
          -Wmissing-prototypes -Wvla -Wformat=2 -Wundef -Wcast-align
CPPFLAGS_ALL := -Iinclude -I. -I$(BUILD)/gen
# -ffunction-sections -fdata-sections: a program linking libbls381.a with
# -Wl,--gc-sections keeps only the functions and tables it reaches (a
# verify-only program: its sizes in FOOTPRINT.md, "Code size")
CFLAGS_ALL   := -std=c11 $(OPT) -g $(WARN) -fPIC -fvisibility=hidden \
                -fno-strict-aliasing -ffunction-sections -fdata-sections $(CFLAGS)
LDLIBS_ALL   :=

ifeq ($(ASM),1)
  CPPFLAGS_ALL += -DBLS381_ASM=1
endif
ifeq ($(NO_INT128),1)
  CPPFLAGS_ALL += -DBLS381_NO_INT128
endif
ifeq ($(NO_THREADS),1)
  CPPFLAGS_ALL += -DBLS381_NO_THREADS
else
  LDLIBS_ALL += -lpthread
endif
ifeq ($(BARE),1)
  CPPFLAGS_ALL += -DBLS381_BARE
  BARE_CPU     ?= -mcpu=cortex-m4 -mthumb
  CFLAGS_ALL   := $(filter-out -fPIC,$(CFLAGS_ALL)) $(BARE_CPU)
  # BARE_ROOTS=table: evaluate with the embedded table of roots of unity
  # instead of computing them (examples/bare-m4/README.md has both measured)
  ifneq ($(BARE_ROOTS),table)
    CPPFLAGS_ALL += -DBLS381_KZG_COMPUTED_ROOTS
  endif
endif
ifeq ($(VERIFY),1)
  CPPFLAGS_ALL += -DBLS381_VERIFY
  # the checks (sys/verify.h) keep clang from honouring some unroll
  # pragmas, as the fuzz build's instrumentation does
  CFLAGS_ALL += $(if $(findstring clang,$(shell $(CC) --version 2>/dev/null)),-Wno-pass-failed)
endif
ifneq ($(SAN),)
  # -g1: line tables, all a sanitizer's report needs; the full -g's variable
  # tracking doubled the compile of the largest functions (the lane model)
  CFLAGS_ALL  := $(patsubst -g,-g1,$(CFLAGS_ALL))
  CFLAGS_ALL  += -fsanitize=$(SAN) -fno-omit-frame-pointer -fno-sanitize-recover=all
  LDFLAGS     += -fsanitize=$(SAN)
endif

# Library layers, lowest first (each folder may use only the ones before it).
LIB_DIRS := sys hash field curve msm pairing kzg sig eip2537
LIB_SRC  := $(sort $(wildcard $(addsuffix /*.c,$(LIB_DIRS))))
ASM_SRC  := $(if $(filter 1,$(ASM)),$(sort $(wildcard asm/*.asm)))
# (kernels of other architectures: a mk/<arch>.mk included here adds its
# sources to ASM_SRC, before the objects are listed below)
ifeq ($(BARE),1)
# what needs the heap, the OS's randomness, stdio or the settings' loader
# (kzg/setup.c), and the c-kzg bindings' helpers: left out of the bare library
BARE_OUT := sys/rand.c kzg/setup.c kzg/setup_file.c kzg/eip4844_prove.c kzg/eip7594_%.c \
            kzg/fk20_%.c kzg/lincomb.c sig/batch.c kzg/ckzg_compat.c
LIB_SRC  := $(filter-out $(BARE_OUT),$(LIB_SRC))
endif
LIB_OBJ_BASE := $(LIB_SRC:%.c=$(BUILD)/obj/%.o) $(ASM_SRC:%.asm=$(BUILD)/obj/%.o)
include mk/arm.mk
# The embedded mainnet KZG setup: C tables generated from kzg/trusted_setup.txt
# by tools/gen_setup (built for the machine running the build).
SETUP_TXT := kzg/trusted_setup.txt
MAINNET_C := $(BUILD)/gen/kzg_mainnet_tables.c
MAINNET_O := $(BUILD)/obj/gen/kzg_mainnet_tables.o
LIB_OBJ  := $(LIB_OBJ_BASE) $(MAINNET_O)

COMMON_SRC  := $(sort $(wildcard tools/common/*.c))
CLI_SRC     := $(sort $(wildcard tools/cli/*.c))
VECTORS_SRC := $(sort $(wildcard tools/vectors/*.c))
BENCH_SRC   := $(sort $(wildcard bench/*.c))
TEST_SRC    := $(sort $(wildcard tests/*.c))
CTIME_SRC   := $(sort $(wildcard tests/ctime/*.c))

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))

LIB_A  := $(BUILD)/libbls381.a
LIB_SO := $(BUILD)/libbls381.so
PROGS  := $(if $(CLI_SRC),$(BUILD)/bls381) $(if $(VECTORS_SRC),$(BUILD)/vectors) \
          $(BUILD)/bench $(BUILD)/tests $(BUILD)/interleave

.PHONY: all lib test unit run bench mca clean ctcheck symcheck install uninstall footprint
ifeq ($(BARE),1)
all lib: $(LIB_A)
else
all: $(LIB_A) $(LIB_SO) $(PROGS)
lib: $(LIB_A) $(LIB_SO)
endif

# The build's configuration (compiler, flags, ASM): every object depends on
# it, so changing a switch in the same BUILD folder (or nasm appearing on the
# machine) rebuilds everything instead of mixing objects of two configurations.
CONFIG_STAMP := $(BUILD)/gen/config.txt
.PHONY: FORCE
$(CONFIG_STAMP): FORCE
	@mkdir -p $(dir $@)
	@printf '%s\n' 'CC=$(CC)' 'ASM=$(ASM)' 'CPPFLAGS=$(CPPFLAGS_ALL) $(CPPFLAGS)' \
	    'CFLAGS=$(CFLAGS_ALL)' 'LDFLAGS=$(LDFLAGS)' 'FUZZ=$(FUZZ_COV) $(FUZZ_BARE_FLAGS) $(if $(FUZZ_COV),$(FUZZ_BARE))' > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(BUILD)/obj/%.o: %.c $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CC      $<";)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) $(call fuzz_cov,$@) -MMD -MP -c $< -o $@

$(MAINNET_O): $(MAINNET_C) $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CC      $<";)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) -g0 -c $< -o $@

$(BUILD)/obj/%.o: %.asm $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  NASM    $<";)
	$(Q)$(NASM) -f elf64 -Iasm/ -M -MT $@ -MP $< > $(@:.o=.d)
	$(Q)$(NASM) -f elf64 -g -Iasm/ -o $@ $<

$(LIB_A): $(LIB_OBJ)
	@rm -f $@
	$(Q)$(AR) rcs $@ $^

$(LIB_SO): $(LIB_OBJ)
	$(Q)$(CC) -shared -Wl,-soname,libbls381.so.0 -Wl,-z,noexecstack $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)

# Test and bench registries: every TEST(name) / BENCH_GROUP(name) line in the
# sources becomes an entry, so adding a test never edits a shared file. Only
# the objects of the programs that include one wait for it (order-only; after
# the first build the objects' .d files name it), so the library's objects
# never read tests/ or bench/ (tests/layers.sh builds `make lib` without them).
$(call obj,$(TEST_SRC)):    | $(BUILD)/gen/test_list.h
$(call obj,$(BENCH_SRC)):   | $(BUILD)/gen/bench_list.h
$(call obj,$(VECTORS_SRC)): | $(BUILD)/gen/vector_list.h
$(call obj,$(CTIME_SRC)):   | $(BUILD)/gen/ctime_list.h
$(BUILD)/gen/test_list.h: $(TEST_SRC)
	@mkdir -p $(dir $@)
	@grep -ho '^TEST([A-Za-z0-9_]*)' $(TEST_SRC) /dev/null | sed 's/^TEST(\(.*\))/X(\1)/' > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp
$(BUILD)/gen/bench_list.h: $(BENCH_SRC)
	@mkdir -p $(dir $@)
	@grep -ho '^BENCH_GROUP([A-Za-z0-9_]*)' $(BENCH_SRC) /dev/null | sed 's/^BENCH_GROUP(\(.*\))/X(\1)/' > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(BUILD)/gen/ctime_list.h: $(CTIME_SRC)
	@mkdir -p $(dir $@)
	@grep -ho '^CTIME([A-Za-z0-9_]*)' $(CTIME_SRC) /dev/null | sed 's/^CTIME(\(.*\))/X(\1)/' > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(BUILD)/gen/vector_list.h: $(VECTORS_SRC)
	@mkdir -p $(dir $@)
	@grep -ho '^VECTOR_HANDLER([A-Za-z0-9_]*, *[A-Za-z0-9_]*)' $(VECTORS_SRC) /dev/null | sed 's/^VECTOR_HANDLER(\(.*\))/X(\1)/' > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

LINK = $(Q)$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(BUILD)/bls381:  $(call obj,$(CLI_SRC) $(COMMON_SRC)) $(LIB_A) ; $(LINK)
$(BUILD)/vectors: $(call obj,$(VECTORS_SRC) $(COMMON_SRC)) $(LIB_A) ; $(LINK)
$(BUILD)/bench:   $(call obj,$(BENCH_SRC) $(COMMON_SRC)) $(LIB_A) ; $(LINK)
$(BUILD)/interleave: $(call obj,tools/interleave/interleave.c) $(LIB_A) ; $(LINK)
$(BUILD)/tests:   $(call obj,$(TEST_SRC) $(COMMON_SRC)) $(LIB_A) ; $(LINK)
# (with the program's commands: tests/ctime/ct_cli.c checks its secret key reader)
$(BUILD)/ctime:   $(call obj,$(CTIME_SRC) $(COMMON_SRC) $(filter-out tools/cli/main.c,$(CLI_SRC))) $(LIB_A) ; $(LINK)
# a program with its own fr_mul, sha256, pool_create, ... linked against the library
$(BUILD)/clash:   $(call obj,tests/clash/clash.c) $(LIB_A) ; $(LINK)
# the verification paths use no heap (its malloc is tools/heap's counting one)
$(BUILD)/noheap:  $(call obj,tests/noheap/noheap.c tools/heap/heap_count.c) $(LIB_A) ; $(LINK)
# the inputs of the bare-metal example (examples/bare-m4/vectors.c), on the host
$(BUILD)/bare_vectors: $(call obj,examples/bare-m4/vectors.c examples/bare-m4/sample.c) $(LIB_A) ; $(LINK)
# fault injection (tests/faults): the library's malloc, calloc, realloc, free,
# pthread_create, getrandom and open calls go through the program's wrappers first
FAULTS_WRAP = $(addprefix -Wl$(comma)--wrap=,malloc calloc realloc free pthread_create getrandom open)
$(BUILD)/faults: $(call obj,tests/faults/faults.c) $(LIB_A)
	$(Q)$(CC) $(CFLAGS_ALL) $(LDFLAGS) $(FAULTS_WRAP) -o $@ $^ $(LDLIBS_ALL)
# the faults the program's tests inject (tests/cli/files.py), loaded with LD_PRELOAD
$(BUILD)/cli_fault_shim.so: tests/cli/fault_shim.c
	@mkdir -p $(dir $@)
	$(Q)$(CC) -std=c11 -O1 -g $(WARN) -fPIC -shared -o $@ $< -ldl
# FOOTPRINT.md: code size, tables, heap, stack, settings memory (tools/footprint)
$(BUILD)/footprint_measure: $(call obj,tools/footprint/measure.c tools/heap/heap_count.c) $(LIB_A) ; $(LINK)
footprint: $(LIB_A) $(BUILD)/bls381 $(BUILD)/footprint_measure
	@CC="$(CC)" bash tools/footprint/footprint.sh $(BUILD)

# Every global of the library starts with bls381_, the shared one exports
# only the public API (tools/check_symbols.sh).
symcheck: $(LIB_A) $(if $(filter 1,$(BARE)),,$(LIB_SO))
	@CC="$(CC)" BARE="$(BARE)" bash tools/check_symbols.sh $(BUILD)

# Constant-time check under valgrind (tests/ctime/ctime.c): no report on the
# library, and a report on each deliberately leaky control (tests/ctcheck.sh).
# CTIME_ARGS=--require-asm: fail unless the assembly kernels are what runs.
ctcheck: $(BUILD)/ctime
	bash tests/ctcheck.sh $(BUILD) $(CTIME_ARGS)

# The generator runs on the build machine: with a cross compiler it is built
# by a nested make for the host (HOSTCC, portable C) in $(BUILD)/host.
HOSTCC ?= cc
GEN_SETUP_OBJ := $(filter-out $(BUILD)/obj/kzg/mainnet.o,$(LIB_OBJ_BASE))
ifeq ($(MACHINE),$(shell $(HOSTCC) -dumpmachine 2>/dev/null))
GEN_SETUP := $(BUILD)/gen_setup
$(GEN_SETUP): $(call obj,tools/gen_setup/gen_setup.c) $(GEN_SETUP_OBJ) ; $(LINK)
else
GEN_SETUP := $(BUILD)/host/gen_setup
# the nested make runs every time; the tables are generated again only when
# it relinked the generator (make re-reads its time after the empty recipe)
.PHONY: gen-setup-host
gen-setup-host:
	$(MAKE) BUILD=$(BUILD)/host CC=$(HOSTCC) ASM=0 SAN= BARE= $(GEN_SETUP)
$(GEN_SETUP): gen-setup-host ; @:
endif
# MAINNET_TABLES_FROM=FILE: copy those tables (another build's
# $(BUILD)/gen/kzg_mainnet_tables.c, the same bytes whichever build made
# them) instead of running this build's generator: tests/run_all.sh's
# sanitizer, -O0 and other variants, where generating takes a minute. Each
# variant's own loader is still checked against them
# (kzg_setup__embedded_tables_equal_the_file_loader).
ifneq ($(MAINNET_TABLES_FROM),)
$(MAINNET_C): $(MAINNET_TABLES_FROM)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CP      $@";)
	$(Q)cp $< $@.tmp && mv $@.tmp $@
else
$(MAINNET_C): $(SETUP_TXT) $(GEN_SETUP)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  GEN     $@";)
	$(Q)$(GEN_SETUP) $(SETUP_TXT) > $@.tmp && mv $@.tmp $@
endif

# Quick loop while developing: the unit tests of this one build.
unit: $(BUILD)/tests
	$(BUILD)/tests $(FILTER)

# Everything: every build variant and every check. See tests/run_all.sh.
test:
	@CC="$(CC)" bash tests/run_all.sh

run: all
	@bash tools/run_demo.sh $(BUILD)

bench: $(BUILD)/bench
	$(BUILD)/bench $(FILTER)

# The field kernels on every x86 core (tools/mca/README.md): llvm-mca's
# cycles per call for Zen 3, Zen 4, Ice Lake-SP, Sapphire Rapids and the
# host, independent and chained, beside build/bench's figure on this machine.
# MCA_ARGS=--markdown prints the table of BENCHMARKS.md; --no-measure skips
# the bench (run the measured one under the bench lock on a shared machine).
mca: $(BUILD)/bench
	python3 tools/mca/mca.py --build $(BUILD) $(MCA_ARGS)

clean:
	rm -rf build

# Install: headers in $(INCLUDEDIR)/bls381/ (kzg.h keeps the c-kzg-4844 names,
# so they get a folder of their own), the static library, the shared one as
# libbls381.so.$(VERSION) with its soname link and the libbls381.so link,
# and bls381.pc for pkg-config; include/compat/ (c-kzg-4844's ckzg.h,
# ckzg.c and blst.h names for its bindings) in $(INCLUDEDIR)/bls381/compat/
# with bls381-ckzg.pc, which puts that folder first and links the static
# library, with or without --static (pkg-config only appends Libs.private,
# so a -lbls381 in Libs would take the shared library even with --static;
# c-kzg's bindings build its code into themselves: doc/CKZG-BINDINGS.md).
# VERSION is BLS381_VERSION_STRING of include/bls381_common.h (tests/install.sh)
VERSION      := 0.2.0
SOMAJOR      := $(firstword $(subst ., ,$(VERSION)))
PREFIX       ?= /usr/local
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
HEADERS      := $(sort $(wildcard include/*.h))
COMPAT       := $(sort $(wildcard include/compat/*.h include/compat/*.c))
pc_dir        = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
INSTALLED    := $(addprefix $(INCLUDEDIR)/bls381/,$(notdir $(HEADERS))) \
                $(addprefix $(INCLUDEDIR)/bls381/compat/,$(notdir $(COMPAT))) \
                $(addprefix $(LIBDIR)/,libbls381.a libbls381.so.$(VERSION) libbls381.so.$(SOMAJOR) \
                libbls381.so) $(PKGCONFIGDIR)/bls381.pc $(PKGCONFIGDIR)/bls381-ckzg.pc
# a .pc file: $(call pc_file,NAME,DESCRIPTION,CFLAGS,LIBS,LIBS.PRIVATE)
pc_file = printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(call pc_dir,$(LIBDIR))' \
	    'includedir=$(call pc_dir,$(INCLUDEDIR))' '' 'Name: $(1)' 'Description: $(2)' \
	    'Version: $(VERSION)' 'Libs: $(4)' $(if $(5),'Libs.private: $(5)') \
	    'Cflags: $(3)' > $(DESTDIR)$(PKGCONFIGDIR)/$(1).pc && chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/$(1).pc
PC_THREADS := $(if $(filter 1,$(NO_THREADS)),,-lpthread)

install: $(LIB_A) $(LIB_SO)
	install -d $(DESTDIR)$(INCLUDEDIR)/bls381/compat $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 $(HEADERS) $(DESTDIR)$(INCLUDEDIR)/bls381/
	install -m 644 $(COMPAT) $(DESTDIR)$(INCLUDEDIR)/bls381/compat/
	install -m 644 $(LIB_A) $(DESTDIR)$(LIBDIR)/libbls381.a
	install -m 755 $(LIB_SO) $(DESTDIR)$(LIBDIR)/libbls381.so.$(VERSION)
	ln -sf libbls381.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libbls381.so.$(SOMAJOR)
	ln -sf libbls381.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libbls381.so
	$(call pc_file,bls381,BLS12-381 arithmetic$(comma) pairing$(comma) MSM$(comma) BLS signatures and KZG (EIP-4844/7594),-I$${includedir}/bls381,-L$${libdir} -lbls381,$(PC_THREADS))
	$(call pc_file,bls381-ckzg,bls381 behind c-kzg-4844 bindings: its ckzg.h$(comma) ckzg.c and blst.h names first,-I$${includedir}/bls381/compat -I$${includedir}/bls381,$${libdir}/libbls381.a $(PC_THREADS))

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	@rmdir $(DESTDIR)$(INCLUDEDIR)/bls381/compat $(DESTDIR)$(INCLUDEDIR)/bls381 2>/dev/null || true

include mk/bare.mk mk/fuzz.mk mk/study.mk
-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
