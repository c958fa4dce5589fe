# Fuzzing, included by the Makefile (tests/fuzz/README.md): libFuzzer targets
# built with clang, ASan and UBSan in build/fuzz; `make fuzz FUZZ_SECONDS=N`
# runs each for N seconds from its seed corpus (tests/fuzz/corpus/<target>),
# FUZZ=name only the targets whose name contains it (-Wno-pass-failed: the
# coverage instrumentation keeps clang from honouring the unroll pragmas). The
# targets link the tools' readers, the vector handlers and the program's
# commands (tools/vectors and tools/cli without their main).
.PHONY: fuzz fuzz-build fuzz-build-fast fuzz-fast fuzz-long fuzz-targets
FUZZ_SRC      := $(sort $(wildcard tests/fuzz/fuzz_*.c))
FUZZ_BIN      := $(FUZZ_SRC:tests/fuzz/%.c=$(BUILD)/fuzz/%)
FUZZ_LINKED   := $(call obj,$(COMMON_SRC) $(filter-out tools/vectors/main.c,$(VECTORS_SRC)) \
                 $(filter-out tools/cli/main.c,$(CLI_SRC)))
FUZZ_SECONDS  ?= 60
$(BUILD)/fuzz/%: $(BUILD)/obj/tests/fuzz/%.o $(FUZZ_LINKED) $(LIB_A)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CFLAGS_ALL) -fsanitize=fuzzer $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
fuzz-targets: $(FUZZ_BIN)
# The two lane engines are built here without UBSan (ASan and coverage
# stay): clang spent 216 s of CPU on field/fp_x8_ifma.c with UBSan and 7 s
# without, and 44 s against 8 s on the model, field/fp_x8_model.c (21:10
# on 2026-12-03, Ice Lake-SP). Both are straight-line uint64_t or vector
# arithmetic on public lane indices; the asan step runs the model under
# gcc's ASan + UBSan, and the default step checks the IFMA engine against
# the model operation by operation.
FUZZ_NO_UBSAN := field/fp_x8_model field/fp_x8_ifma
fuzz-build:
	$(MAKE) CC=clang HOSTCC=clang SAN=address,undefined CFLAGS="-Wno-pass-failed" FUZZ_COV=-fsanitize=fuzzer-no-link \
	    FUZZ_BARE="$(FUZZ_NO_UBSAN)" FUZZ_BARE_FLAGS="-fsanitize=fuzzer-no-link -fno-sanitize=undefined" BUILD=build/fuzz fuzz-targets
fuzz: fuzz-build
	bash tests/fuzz/run.sh build/fuzz $(FUZZ_SECONDS) $(FUZZ)
# The lighter harness (fast mode): the same targets in build/fuzz-fast
# without ASan, -O2 with the assembly kernels; the arithmetic layers
# (FUZZ_BARE) carry neither coverage instrumentation (its per-edge counters
# and comparison hooks sat in the innermost field, bucket and FFT loops) nor
# UBSan, only the rest of kzg/, sig/, eip2537/, sys/, the tools and the
# targets do.
# -DFUZZ_FAST=1 makes the KZG targets run their expensive step (a whole
# commitment, extended blob or recovery) on a fraction of the inputs and
# reuse one-item verdicts (tests/fuzz/kzg_fuzz.h). `make fuzz-fast
# FUZZ_SECONDS=N FUZZ=name` builds and runs them.
# (folders, or files without .c: the FFTs and FK20 loops of kzg/, whose
# control flow does not depend on the input)
FUZZ_BARE := field curve pairing hash msm kzg/fft_fr kzg/fft_g1 kzg/fk20_prove kzg/fk20_setup
fuzz_cov = $(if $(FUZZ_COV),$(if $(filter $(addprefix $(BUILD)/obj/,$(FUZZ_BARE)),$(patsubst %/,%,$(dir $(1))) \
           $(basename $(1))),$(FUZZ_BARE_FLAGS),$(FUZZ_COV)))
fuzz-build-fast:
	$(MAKE) CC=clang HOSTCC=clang SAN=undefined CPPFLAGS=-DFUZZ_FAST=1 CFLAGS="-Wno-pass-failed" \
	    FUZZ_COV=-fsanitize=fuzzer-no-link FUZZ_BARE_FLAGS=-fno-sanitize=undefined BUILD=build/fuzz-fast fuzz-targets
fuzz-fast: fuzz-build-fast
	bash tests/fuzz/run.sh build/fuzz-fast $(FUZZ_SECONDS) $(FUZZ)
# The long runs of tests/fuzz/RESULTS.md (not part of make test): every
# target FUZZ_LONG_SECONDS of CPU time (default one hour; FUZZ_BUDGET=cpu of
# tests/fuzz/run.sh) under ASan, then the slow KZG targets (kzg, kzg_batch,
# cells, cells_diff, setup_mutate) as long again in fast mode, one thread
# each. FUZZ=name narrows the first part.
FUZZ_LONG_SECONDS ?= 3600
fuzz-long: fuzz-build fuzz-build-fast
	BLS381_THREADS=1 FUZZ_BUDGET=cpu bash tests/fuzz/run.sh build/fuzz $(FUZZ_LONG_SECONDS) $(FUZZ)
	for t in kzg kzg_batch cells cells_diff setup_mutate; do \
	    BLS381_THREADS=1 FUZZ_BUDGET=cpu bash tests/fuzz/run.sh build/fuzz-fast $(FUZZ_LONG_SECONDS) =$$t || exit 1; done
