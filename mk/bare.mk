# Bare metal, included by the Makefile (the switch BARE=1 is there): the
# example firmware for qemu's mps2-an386 (examples/bare-m4/README.md):
# make BARE=1 firmware; bare_m4.elf runs the four checks, bare_m4_blob.elf
# blob verification only (its footprint). No libc: -nostdlib, libgcc only.
ifeq ($(BARE),1)
BARE_DIR    := examples/bare-m4
BARE_FW_OBJ := $(call obj,$(addprefix $(BARE_DIR)/,startup.c semihost.c mem.c sample.c))
BARE_LINK    = $(Q)$(CC) $(CFLAGS_ALL) -nostdlib -T $(BARE_DIR)/link.ld -Wl,--gc-sections \
               -Wl,-Map=$(@:.elf=.map) -o $@ $(filter %.o %.a,$^) -lgcc
.PHONY: firmware bare-vectors-host
firmware: $(BUILD)/bare_m4.elf $(BUILD)/bare_m4_blob.elf
# mem.o: its loops must not become calls to memcpy and memset themselves;
# main_blob.o: main.c without the BLS checks
$(BUILD)/obj/$(BARE_DIR)/main.o: $(BUILD)/gen/bare_vectors.h
$(BUILD)/obj/$(BARE_DIR)/mem.o: $(BARE_DIR)/mem.c $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) -fno-tree-loop-distribute-patterns -MMD -MP -c $< -o $@
$(BUILD)/obj/$(BARE_DIR)/main_blob.o: $(BARE_DIR)/main.c $(BUILD)/gen/bare_vectors.h $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	$(Q)$(CC) $(CPPFLAGS_ALL) $(CPPFLAGS) $(CFLAGS_ALL) -DBARE_BLOB_ONLY -MMD -MP -c $< -o $@
$(BUILD)/bare_m4.elf: $(BARE_FW_OBJ) $(call obj,$(BARE_DIR)/main.c) $(LIB_A) $(BARE_DIR)/link.ld ; $(BARE_LINK)
$(BUILD)/bare_m4_blob.elf: $(BARE_FW_OBJ) $(BUILD)/obj/$(BARE_DIR)/main_blob.o $(LIB_A) $(BARE_DIR)/link.ld ; $(BARE_LINK)
# the commitment, proof and signature, computed on the host (rewritten only when they change)
bare-vectors-host: | $(MAINNET_C)
	$(MAKE) BUILD=$(BUILD)/host CC=$(HOSTCC) ASM=0 SAN= BARE= $(BUILD)/host/bare_vectors
$(BUILD)/gen/bare_vectors.h: bare-vectors-host
	@mkdir -p $(dir $@)
	$(Q)$(BUILD)/host/bare_vectors > $@.tmp
	@cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp
endif
