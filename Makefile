# bls381 build. `make` builds everything into $(BUILD); `make test` runs every
# check (see tests/run_all.sh); `make run` shows the main job.
# Switches (all optional):
#   ASM=0|1        NASM x86-64 kernels (default: 1 when nasm is present on x86-64)
#   NO_INT128=1    portable C without unsigned __int128 (32-bit multiply helper)
#   NO_THREADS=1   no pthreads at all (-DBLS381_NO_THREADS)
#   VERIFY=1       internal bound checks (-DBLS381_VERIFY)
#   SAN=address,undefined   sanitizers;  OPT=-O0 to change optimisation
#   BUILD=dir      output folder (variants build side by side)
#   CC=arm-linux-gnueabihf-gcc (any cross compiler): ASM=0 follows, and the
#                  target's ar is used when installed (tests/cross.sh runs them)
# Install: make install PREFIX=/usr/local [DESTDIR=...] [LIBDIR=...]
#   [INCLUDEDIR=...]; make uninstall with the same variables removes it.
.DEFAULT_GOAL := all
.SUFFIXES:

CC     ?= cc
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
# verify-only program: 0.5 MB instead of 2.4 MB, FOOTPRINT.md)
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
ifeq ($(VERIFY),1)
  CPPFLAGS_ALL += -DBLS381_VERIFY
endif
ifneq ($(SAN),)
  CFLAGS_ALL  += -fsanitize=$(SAN) -fno-omit-frame-pointer -fno-sanitize-recover=all
  LDFLAGS     += -fsanitize=$(SAN)
endif

# Library layers, lowest first (each folder may use only the ones before it).
LIB_DIRS := sys hash field curve pairing kzg sig eip2537
LIB_SRC  := $(sort $(wildcard $(addsuffix /*.c,$(LIB_DIRS))))
ASM_SRC  := $(if $(filter 1,$(ASM)),$(sort $(wildcard asm/*.asm)))
LIB_OBJ_BASE := $(LIB_SRC:%.c=$(BUILD)/obj/%.o) $(ASM_SRC:%.asm=$(BUILD)/obj/%.o)
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
          $(BUILD)/bench $(BUILD)/tests

.PHONY: all lib test unit run bench clean ctcheck symcheck install uninstall fuzz fuzz-build fuzz-build-fast fuzz-long fuzz-targets footprint
all: $(LIB_A) $(LIB_SO) $(PROGS)
lib: $(LIB_A) $(LIB_SO)

$(BUILD)/obj/%.o: %.c | $(BUILD)/gen/test_list.h $(BUILD)/gen/bench_list.h $(BUILD)/gen/vector_list.h \
                   $(BUILD)/gen/ctime_list.h
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CC      $<";)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) $(call fuzz_cov,$@) -MMD -MP -c $< -o $@

$(MAINNET_O): $(MAINNET_C)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CC      $<";)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) -g0 -c $< -o $@

$(BUILD)/obj/%.o: %.asm
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
# sources becomes an entry, so adding a test never edits a shared file.
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
$(BUILD)/tests:   $(call obj,$(TEST_SRC) $(COMMON_SRC)) $(LIB_A) ; $(LINK)
$(BUILD)/ctime:   $(call obj,$(CTIME_SRC)) $(LIB_A) ; $(LINK)
# a program with its own fr_mul, sha256, pool_create, ... linked against the library
$(BUILD)/clash:   $(call obj,tests/clash/clash.c) $(LIB_A) ; $(LINK)
# the verification paths use no heap (its malloc is tools/heap's counting one)
$(BUILD)/noheap:  $(call obj,tests/noheap/noheap.c tools/heap/heap_count.c) $(LIB_A) ; $(LINK)
# fault injection (tests/faults): the library's malloc, calloc, realloc, free,
# pthread_create and getrandom calls go through the program's wrappers first
FAULTS_WRAP = $(addprefix -Wl$(comma)--wrap=,malloc calloc realloc free pthread_create getrandom)
comma := ,
$(BUILD)/faults: $(call obj,tests/faults/faults.c) $(LIB_A)
	$(Q)$(CC) $(CFLAGS_ALL) $(LDFLAGS) $(FAULTS_WRAP) -o $@ $^ $(LDLIBS_ALL)
# FOOTPRINT.md: code size, tables, heap, stack, settings memory (tools/footprint)
$(BUILD)/footprint_measure: $(call obj,tools/footprint/measure.c tools/heap/heap_count.c) $(LIB_A) ; $(LINK)
footprint: $(LIB_A) $(BUILD)/bls381 $(BUILD)/footprint_measure
	@CC="$(CC)" bash tools/footprint/footprint.sh $(BUILD)

# Every global of the library starts with bls381_, the shared one exports
# only the public API (tools/check_symbols.sh).
symcheck: $(LIB_A) $(LIB_SO)
	@CC="$(CC)" bash tools/check_symbols.sh $(BUILD)

# Constant-time check under valgrind (tests/ctime/ctime.c): no report on the
# library, and a report on the deliberately leaky function.
VALGRIND_CT = valgrind -q --error-exitcode=1 --track-origins=yes
# CTIME_ARGS=--require-asm: fail unless the assembly kernels are what runs.
# The controls must fail with memcheck's own report, in the leaky function:
# a secret-dependent branch and a secret table index.
ctcheck: $(BUILD)/ctime
	$(VALGRIND_CT) $(BUILD)/ctime $(CTIME_ARGS)
	@for c in "--leaky:Conditional jump or move depends on uninitialised:leaky_compare" \
	          "--leaky-index:Use of uninitialised value of size:leaky_lookup"; do \
	    arg=$${c%%:*}; rest=$${c#*:}; msg=$${rest%%:*}; fn=$${rest#*:}; \
	    if $(VALGRIND_CT) $(BUILD)/ctime $$arg >$(BUILD)/ctime$$arg.log 2>&1 || \
	        ! grep -q "$$msg" $(BUILD)/ctime$$arg.log || ! grep -q "$$fn" $(BUILD)/ctime$$arg.log; then \
	        echo "ctcheck: the control $$arg was NOT flagged in $$fn: the check is broken"; \
	        cat $(BUILD)/ctime$$arg.log; exit 1; \
	    fi; \
	    echo "ctcheck: the control $$arg ($$fn) was flagged, as it must be"; \
	done

# The generator runs on the build machine: with a cross compiler it is built
# by a nested make for the host (HOSTCC, portable C) in $(BUILD)/host.
HOSTCC ?= cc
GEN_SETUP_OBJ := $(filter-out $(BUILD)/obj/kzg/mainnet.o,$(LIB_OBJ_BASE))
ifeq ($(MACHINE),$(shell $(HOSTCC) -dumpmachine 2>/dev/null))
GEN_SETUP := $(BUILD)/gen_setup
$(GEN_SETUP): $(call obj,tools/gen_setup/gen_setup.c) $(GEN_SETUP_OBJ) ; $(LINK)
else
GEN_SETUP := $(BUILD)/host/gen_setup
.PHONY: $(GEN_SETUP)
$(GEN_SETUP):
	$(MAKE) BUILD=$(BUILD)/host CC=$(HOSTCC) ASM=0 SAN= $(GEN_SETUP)
endif
$(MAINNET_C): $(SETUP_TXT) $(GEN_SETUP)
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  GEN     $@";)
	$(Q)$(GEN_SETUP) $(SETUP_TXT) > $@.tmp && mv $@.tmp $@

# Fuzzing (tests/fuzz/README.md): libFuzzer targets built with clang,
# ASan and UBSan in build/fuzz; `make fuzz FUZZ_SECONDS=N` runs each for N
# seconds from its seed corpus (tests/fuzz/corpus/<target>), FUZZ=name only
# the targets whose name contains it (-Wno-pass-failed: the coverage
# instrumentation keeps clang from honouring the unroll pragmas). The targets
# link the tools' readers, the vector handlers and the program's commands
# (tools/vectors and tools/cli without their main).
FUZZ_SRC      := $(sort $(wildcard tests/fuzz/fuzz_*.c))
FUZZ_BIN      := $(FUZZ_SRC:tests/fuzz/%.c=$(BUILD)/fuzz/%)
FUZZ_LINKED   := $(call obj,$(COMMON_SRC) $(filter-out tools/vectors/main.c,$(VECTORS_SRC)) \
                 $(filter-out tools/cli/main.c,$(CLI_SRC)))
FUZZ_SECONDS  ?= 60
$(BUILD)/fuzz/%: $(BUILD)/obj/tests/fuzz/%.o $(FUZZ_LINKED) $(LIB_A)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CFLAGS_ALL) -fsanitize=fuzzer $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
fuzz-targets: $(FUZZ_BIN)
fuzz-build:
	$(MAKE) CC=clang HOSTCC=clang SAN=address,undefined CFLAGS="-fsanitize=fuzzer-no-link -Wno-pass-failed" BUILD=build/fuzz fuzz-targets
fuzz: fuzz-build
	bash tests/fuzz/run.sh build/fuzz $(FUZZ_SECONDS) $(FUZZ)
# The lighter harness: the same targets without ASan (UBSan and libFuzzer's
# own checks only) in build/fuzz-fast, for depth in the slow KZG targets;
# there the arithmetic layers (FUZZ_BARE) carry no coverage instrumentation
# either (its per-edge counters and comparison hooks sit in the innermost
# field loops), only kzg/, sig/, eip2537/, sys/, the tools and the targets.
FUZZ_BARE := field curve pairing hash
fuzz_cov = $(if $(FUZZ_COV),$(if $(filter $(addprefix $(BUILD)/obj/,$(FUZZ_BARE)),$(patsubst %/,%,$(dir $(1)))),,$(FUZZ_COV)))
fuzz-build-fast:
	$(MAKE) CC=clang HOSTCC=clang SAN=undefined CFLAGS="-Wno-pass-failed" FUZZ_COV=-fsanitize=fuzzer-no-link BUILD=build/fuzz-fast fuzz-targets
# The long runs of tests/fuzz/RESULTS.md (not part of make test): every
# target FUZZ_LONG_SECONDS (default one hour) under ASan, then the slow KZG
# targets (kzg, kzg_batch, cells, cells_diff, setup_mutate) as long again
# without ASan. FUZZ=name narrows the first part.
FUZZ_LONG_SECONDS ?= 3600
fuzz-long: fuzz-build fuzz-build-fast
	bash tests/fuzz/run.sh build/fuzz $(FUZZ_LONG_SECONDS) $(FUZZ)
	for t in kzg cells setup_mutate; do bash tests/fuzz/run.sh build/fuzz-fast $(FUZZ_LONG_SECONDS) $$t || exit 1; done

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

clean:
	rm -rf build

# Install: headers in $(INCLUDEDIR)/bls381/ (kzg.h keeps the c-kzg-4844 names,
# so they get a folder of their own), the static library, the shared one as
# libbls381.so.$(VERSION) with its soname link and the libbls381.so link,
# and bls381.pc for pkg-config.
VERSION      := 0.1.0
SOMAJOR      := $(firstword $(subst ., ,$(VERSION)))
PREFIX       ?= /usr/local
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
HEADERS      := $(sort $(wildcard include/*.h))
pc_dir        = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
INSTALLED    := $(addprefix $(INCLUDEDIR)/bls381/,$(notdir $(HEADERS))) \
                $(addprefix $(LIBDIR)/,libbls381.a libbls381.so.$(VERSION) libbls381.so.$(SOMAJOR) \
                libbls381.so) $(PKGCONFIGDIR)/bls381.pc

install: $(LIB_A) $(LIB_SO)
	install -d $(DESTDIR)$(INCLUDEDIR)/bls381 $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 $(HEADERS) $(DESTDIR)$(INCLUDEDIR)/bls381/
	install -m 644 $(LIB_A) $(DESTDIR)$(LIBDIR)/libbls381.a
	install -m 755 $(LIB_SO) $(DESTDIR)$(LIBDIR)/libbls381.so.$(VERSION)
	ln -sf libbls381.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libbls381.so.$(SOMAJOR)
	ln -sf libbls381.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libbls381.so
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(call pc_dir,$(LIBDIR))' \
	    'includedir=$(call pc_dir,$(INCLUDEDIR))' '' 'Name: bls381' \
	    'Description: BLS12-381 arithmetic, pairing, MSM, BLS signatures and KZG (EIP-4844/7594)' \
	    'Version: $(VERSION)' 'Libs: -L$${libdir} -lbls381' \
	    $(if $(filter 1,$(NO_THREADS)),,'Libs.private: -lpthread') \
	    'Cflags: -I$${includedir}/bls381' > $(DESTDIR)$(PKGCONFIGDIR)/bls381.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/bls381.pc

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	@rmdir $(DESTDIR)$(INCLUDEDIR)/bls381 2>/dev/null || true

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
