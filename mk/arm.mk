# The Thumb-2 field kernels (asm/arm/*.S, GNU as through $(CC); UMAAL):
# built for 32-bit ARM targets (the bare Cortex-M4 build, armhf), where the
# field dispatchers call them instead of the portable C (sys/cpu.h:
# BLS381_HAVE_ARM_ASM, a build-time choice with no run-time test).
#   ARM_ASM=0      portable C only on those targets (the kernels' C twins)
# A target without Thumb-2 and the DSP extension (e.g. -mcpu=cortex-m3)
# assembles the files to nothing and keeps the C (the same test in the
# files and in sys/cpu.h).
ifneq ($(filter arm%,$(MACHINE)),)
  ARM_ASM ?= 1
else
  override ARM_ASM := 0
endif
ifeq ($(ARM_ASM),1)
  ARM_ASM_SRC  := $(sort $(wildcard asm/arm/*.S))
  ARM_ASM_OBJ  := $(ARM_ASM_SRC:%.S=$(BUILD)/obj/%.o)
  LIB_OBJ_BASE += $(ARM_ASM_OBJ)
  CPPFLAGS_ALL += -DBLS381_ARM_ASM=1
endif

$(BUILD)/obj/asm/arm/%.o: asm/arm/%.S asm/arm/mont.inc asm/arm/const.inc $(BUILD)/gen/config.txt
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  AS      $<";)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) -Iasm/arm -c $< -o $@
