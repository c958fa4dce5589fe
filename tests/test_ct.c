/* The constant-time helpers of sys/ct.h that no other test reaches on its
 * own: the table lookup of the scalar multiplications (curve/g1_mul.c,
 * curve/g2_mul.c), against a plain copy. */
#include "harness.h"
#include "sys/ct.h"

#include <string.h>

TEST(ct_lookup__returns_the_indexed_entry_and_zeros_outside_the_table)
{
    enum { MAX_WORDS = 36, MAX_COUNT = 17 };
    static const size_t words[] = { 1, 2, 18, 36 };
    uint64_t table[MAX_COUNT * MAX_WORDS], r[MAX_WORDS], zero[MAX_WORDS] = { 0 };
    for (size_t w = 0; w < sizeof words / sizeof words[0]; w++) {
        size_t n = words[w];
        for (size_t count = 1; count <= MAX_COUNT; count++) {
            for (size_t i = 0; i < count * n; i++) table[i] = test_rand64();
            table[0] = UINT64_MAX;                       /* an all-ones word */
            for (uint64_t index = 0; index < count; index++) {
                memset(r, 0xa5, sizeof r);               /* r's old words must not leak in */
                bls381_ct_lookup(r, table, n, count, index);
                CHECK_LOOP(memcmp(r, table + index * n, n * sizeof(uint64_t)) == 0);
            }
            /* outside [0, count): all zeros, as the header says */
            const uint64_t outside[] = { count, count + 1, 1000, UINT64_MAX };
            for (size_t k = 0; k < sizeof outside / sizeof outside[0]; k++) {
                memset(r, 0xa5, sizeof r);
                bls381_ct_lookup(r, table, n, count, outside[k]);
                CHECK_LOOP(memcmp(r, zero, n * sizeof(uint64_t)) == 0);
            }
        }
    }
}
