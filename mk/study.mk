# Study plots, included by the Makefile (msm/MSM.md, field/INVERSION.md):
# `make study` runs the benchmarks below into $(STUDY_DATA)/*.txt (committed
# with the plots), then tools/study/plot.py turns them into the SVGs of
# $(STUDY_OUT); `make study-plot` redraws them from the saved outputs. The
# script draws whatever names match its patterns, so these lists only choose
# what runs (with the msm/ bench that is long: the sweep at 65536 alone is
# some 200 variants):
#   STUDY_SIZES     n of the time-per-point plot
#   STUDY_SWEEP     n whose every g1_msm_N@... name runs (variants, window
#                   sweeps), but the @no_ifma copies of an IFMA machine (the
#                   engine off: BENCHMARKS.md has them, and at 65536 they
#                   would double the run)
#   STUDY_VARIANTS  suffixes run as g1_msm_N<suffix> at every size: the
#                   published names and every combination of the axes with
#                   the model's window (msm/MSM.md); names a bench does not
#                   have cost nothing
#   STUDY_PARALLEL  suffixes run on 1..NPROC threads at the sweep sizes
#   STUDY_EXTRA     more names for the thread runs (the many-MSM, G2)
#   STUDY_RUN       prefix of each bench run (STUDY_RUN="flock FILE" on a shared machine)
.PHONY: study study-inv study-plot study-quick interleave
STUDY_OUT      ?= doc/plots
STUDY_RUN      ?=
STUDY_SIZES    ?= 16 32 64 128 256 512 1024 2048 4096 8192 16384 32768 65536
STUDY_SWEEP    ?= 4096 65536
STUDY_PUBLISHED = @xyzz @batch_affine @glv @jacobian @precomputed
STUDY_COMBOS    = $(foreach b,jacobian xyzz batch_affine,$(foreach s,none glv,$(foreach p,hybrid pure,\
                  @$(b)+$(s)+$(p)_cauto))) @sorted+glv+pure_cauto
STUDY_VARIANTS ?= @naive $(STUDY_PUBLISHED) $(STUDY_COMBOS)
STUDY_PARALLEL ?= $(STUDY_PUBLISHED)
STUDY_EXTRA    ?= g1_msm_many_128x64$$ g2_msm_64$$
STUDY_THREADS  ?= $(shell seq 1 $(NPROC))
STUDY_DATA     ?= $(STUDY_OUT)/data
STUDY_NOTE     ?= $(strip $(shell sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -1)) (family $(strip $(shell sed -n 's/^cpu family[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -1)) model $(strip $(shell sed -n 's/^model[^a-z:]*: *//p' /proc/cpuinfo 2>/dev/null | head -1))), $(NPROC) CPUs
# The timing program of the inversion figures (tools/interleave/interleave.c):
# `make interleave` runs it on our functions alone; BLST=/path/libblst.a (a
# blst built elsewhere: nothing of blst is in this repository) builds
# build/interleave-blst, which times blst's functions of the same contract
# in the same bursts and prints the ratios; `make study BLST=...` also
# times blst's G1 MSM beside ours at every n (msm_blst.txt, the blst line
# of msm_n.svg). MCL=/path/libmcl.a (herumi/mcl built elsewhere, whose
# libmcl.a holds its C API, mclBn_*; an older mcl's two libraries:
# MCL="/path/libmclbn384_256.a /path/libmcl.a"; nothing of mcl is here
# either) adds mcl's functions to --goals (the issue 32 set: products, G1,
# pairing) and its G1 mulVec to --msm, as build/interleave-mcl or, with BLST=,
# build/interleave-blst-mcl.
# INTERLEAVE_ARGS: its options (--rounds R, --quick, --goals,
# --msm N,N,..., FILTER...).
BLST            ?=
MCL             ?=
INTERLEAVE_ARGS ?=
INTERLEAVE      := $(BUILD)/interleave$(if $(BLST),-blst)$(if $(MCL),-mcl)
INTERLEAVE_ANCHORS = $(if $(BLST),-DINTERLEAVE_BLST) $(if $(MCL),-DINTERLEAVE_MCL)
INTERLEAVE_LIBS    = $(BLST) $(if $(MCL),$(MCL) -lstdc++)
$(BUILD)/interleave-blst $(BUILD)/interleave-mcl $(BUILD)/interleave-blst-mcl: tools/interleave/interleave.c $(LIB_A) FORCE
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) $(INTERLEAVE_ANCHORS) $(LDFLAGS) -o $@ $< $(LIB_A) \
	    $(INTERLEAVE_LIBS) $(LDLIBS_ALL)
interleave: $(INTERLEAVE)
	$(STUDY_RUN) $(INTERLEAVE) $(INTERLEAVE_ARGS)
study_names     = $(foreach n,$(1),g1_msm_$(n)$$ $(foreach v,$(2),g1_msm_$(n)$(v)$$))
study_space    := $(subst ,, )
# each data file opens with the command, the date, the commit and the machine
study_header    = echo '\# $(1), $(shell date -u '+%F %H:%M UTC'), commit $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown), $(STUDY_NOTE)'
study: $(BUILD)/bench $(INTERLEAVE)
	@mkdir -p $(STUDY_DATA)
	$(MAKE) --no-print-directory study-inv
	$(Q)$(call study_header,make study: build/bench (MSM variants at every n and the window sweeps)) > $(STUDY_DATA)/msm.txt
	$(STUDY_RUN) $(BUILD)/bench $(call study_names,$(STUDY_SIZES),$(STUDY_VARIANTS)) $(STUDY_SWEEP:%=g1_msm_%@) -@no_ifma >> $(STUDY_DATA)/msm.txt
	$(Q)rm -f $(STUDY_DATA)/msm_blst.txt
	$(if $(BLST),$(Q)$(call study_header,make study BLST=libblst.a: interleave-blst --msm at every n) > $(STUDY_DATA)/msm_blst.txt)
	$(if $(BLST),$(STUDY_RUN) $(INTERLEAVE) --rounds 15 --msm $(subst $(study_space),$(comma),$(strip $(STUDY_SIZES))) msm >> $(STUDY_DATA)/msm_blst.txt)
	$(Q)$(call study_header,make study: build/bench --threads T for T = $(strip $(STUDY_THREADS))) > $(STUDY_DATA)/threads.txt
	$(Q)for t in $(STUDY_THREADS); do \
	    $(STUDY_RUN) $(BUILD)/bench --threads $$t $(call study_names,$(STUDY_SWEEP),$(STUDY_PARALLEL)) $(STUDY_EXTRA) \
	        >> $(STUDY_DATA)/threads.txt || exit 1; \
	done
	$(MAKE) --no-print-directory study-plot
# the inversions alone (inv.txt, a second or two): build/interleave, with blst when BLST= is given
study-inv: $(INTERLEAVE)
	@mkdir -p $(STUDY_DATA)
	$(Q)$(call study_header,make study-inv$(if $(BLST), BLST=libblst.a): $(notdir $(INTERLEAVE)) --rounds 400) > $(STUDY_DATA)/inv.txt
	$(STUDY_RUN) $(INTERLEAVE) --rounds 400 >> $(STUDY_DATA)/inv.txt
# the tour (tools/study/tour.sh): a dozen representative names of both studies
# in under a minute, with what to compare
study-quick: $(BUILD)/bench $(INTERLEAVE)
	@bash tools/study/tour.sh $(BUILD) $(INTERLEAVE)
study-plot:
	python3 tools/study/plot.py --out $(STUDY_OUT) $(wildcard $(STUDY_DATA)/*.txt)
