/* The trusted-setup loaders on fuzzed input: load_trusted_setup_file on
 * any text (through fmemopen), load_trusted_setup on fuzzed byte lists of
 * fuzzed lengths. A refused setup leaves the settings untouched and leaks
 * nothing; an accepted one is freed again. */
#define _POSIX_C_SOURCE 200809L
#include "kzg_fuzz.h"
#include "kzg_setup_file.h"

#include <stdio.h>

static bool untouched(const KZGSettings *s) { return fuzz_all(s, sizeof *s, 0xa5); }

FUZZ_TARGET
{
    KZGSettings s;
    memset(&s, 0xa5, sizeof s);
    if (size > 0 && data[0] == 0xff) { /* the byte-list loader */
        fuzz_in in = { data + 1, size - 1 };
        uint64_t n1 = fuzz_u8(&in) * 48, n2 = fuzz_u8(&in) * 48, n3 = fuzz_u8(&in) * 96;
        uint8_t *a = calloc(1, n1 + 1), *b = calloc(1, n2 + 1), *c = calloc(1, n3 + 1);
        FUZZ_ASSERT(a && b && c);
        fuzz_bytes(&in, a, n1);
        fuzz_bytes(&in, b, n2);
        fuzz_bytes(&in, c, n3);
        /* never the sizes of a real setup: always refused */
        FUZZ_ASSERT(load_trusted_setup(&s, a, n1, b, n2, c, n3, fuzz_u8(&in) % 20) == C_KZG_BADARGS);
        FUZZ_ASSERT(untouched(&s));
        free(a);
        free(b);
        free(c);
        return 0;
    }
    FILE *f = fmemopen((void *)data, size ? size : 1, "r");
    FUZZ_ASSERT(f);
    if (size == 0) { char ch; (void)!fread(&ch, 1, 1, f); } /* an empty stream */
    C_KZG_RET r = load_trusted_setup_file(&s, f, 0);
    fclose(f);
    if (r == C_KZG_OK) free_trusted_setup(&s);
    else FUZZ_ASSERT(untouched(&s));
    return 0;
}
