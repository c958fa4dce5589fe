# The ARM field kernels (GNU as through $(CC)): Thumb-2 with UMAAL
# (asm/arm/*.S) for 32-bit ARM targets (the bare Cortex-M4 build, armhf),
# AArch64 (asm/aarch64/*.S) for 64-bit ARM. The field dispatchers call them
# instead of the portable C (sys/cpu.h: BLS381_HAVE_ARM_ASM, a build-time
# choice with no run-time test).
#   ARM_ASM=0      portable C only on those targets (the kernels' C twins)
# A 32-bit target without Thumb-2 and the DSP extension (e.g.
# -mcpu=cortex-m3) assembles the files to nothing and keeps the C (the same
# test in the files and in sys/cpu.h).
ARM_ASM_DIR := $(if $(filter arm%,$(MACHINE)),asm/arm,$(if $(filter aarch64%,$(MACHINE)),asm/aarch64))
ifneq ($(ARM_ASM_DIR),)
  ARM_ASM ?= 1
else
  override ARM_ASM := 0
endif
ifeq ($(ARM_ASM),1)
  ARM_ASM_SRC  := $(sort $(wildcard $(ARM_ASM_DIR)/*.S))
  ARM_ASM_OBJ  := $(ARM_ASM_SRC:%.S=$(BUILD)/obj/%.o)
  LIB_OBJ_BASE += $(ARM_ASM_OBJ)
  CPPFLAGS_ALL += -DBLS381_ARM_ASM=1
endif

$(BUILD)/obj/$(ARM_ASM_DIR)/%.o: $(ARM_ASM_DIR)/%.S $(wildcard $(ARM_ASM_DIR)/*.inc) $(BUILD)/gen/config.txt
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  AS      $<";)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) -I$(ARM_ASM_DIR) -c $< -o $@
