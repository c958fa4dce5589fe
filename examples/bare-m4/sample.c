/*
 * The example's blob, the same on the host (vectors.c) and on the target:
 * each 32-byte field element is a zero byte (so it is below r) and 31
 * bytes of xorshift32 (Marsaglia 2003) from a fixed seed.
 */
#include "examples/bare-m4/bare.h"

void bare_sample_blob(Blob *blob)
{
    uint32_t x = 0x2545f491u;
    for (size_t i = 0; i < BYTES_PER_BLOB; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        blob->bytes[i] = i % BYTES_PER_FIELD_ELEMENT == 0 ? 0 : (uint8_t)(x >> 24);
    }
}
