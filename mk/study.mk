# Study plots, included by the Makefile (msm/MSM.md, field/INVERSION.md):
# `make study` runs the benchmarks below into $(STUDY_DATA)/*.txt (committed
# with the plots), then tools/study/plot.py turns them into the SVGs of
# $(STUDY_OUT); `make study-plot` redraws them from the saved outputs. The
# script draws whatever names match its patterns, so these lists only choose
# what runs (with the msm/ bench that is long: the sweep at 65536 alone is
# some 200 variants):
#   STUDY_SIZES     n of the time-per-point plot
#   STUDY_SWEEP     n whose every g1_msm_N@... name runs (variants, window sweeps)
#   STUDY_VARIANTS  suffixes run as g1_msm_N<suffix> at every size: the
#                   published names and every combination of the axes with
#                   the model's window (msm/MSM.md); names a bench does not
#                   have cost nothing
#   STUDY_PARALLEL  suffixes run on 1..NPROC threads at the sweep sizes
#   STUDY_EXTRA     more names for the thread runs (the many-MSM, G2)
#   STUDY_RUN       prefix of each bench run (STUDY_RUN="flock FILE" on a shared machine)
.PHONY: study study-plot
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
STUDY_NOTE     ?= build/bench medians on $(strip $(shell sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -1)), $(NPROC) CPUs
study_names     = $(foreach n,$(1),g1_msm_$(n)$$ $(foreach v,$(2),g1_msm_$(n)$(v)$$))
study: $(BUILD)/bench
	@mkdir -p $(STUDY_DATA)
	$(STUDY_RUN) $(BUILD)/bench _inv_ legendre > $(STUDY_DATA)/inv.txt
	$(STUDY_RUN) $(BUILD)/bench $(call study_names,$(STUDY_SIZES),$(STUDY_VARIANTS)) $(STUDY_SWEEP:%=g1_msm_%@) > $(STUDY_DATA)/msm.txt
	@rm -f $(STUDY_DATA)/threads.txt
	$(Q)for t in $(STUDY_THREADS); do \
	    $(STUDY_RUN) $(BUILD)/bench --threads $$t $(call study_names,$(STUDY_SWEEP),$(STUDY_PARALLEL)) $(STUDY_EXTRA) \
	        >> $(STUDY_DATA)/threads.txt || exit 1; \
	done
	$(MAKE) --no-print-directory study-plot
study-plot:
	python3 tools/study/plot.py --out $(STUDY_OUT) --note "$(STUDY_NOTE)" $(wildcard $(STUDY_DATA)/*.txt)
