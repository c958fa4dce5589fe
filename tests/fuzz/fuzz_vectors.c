/* The vector runner's file handling (tools/vectors): the first line names a
 * registered handler ("bls/verify", "h2c/all", "eip2537/add_G1",
 * "kzg/verify_kzg_proof" once merged; a leading "!" marks an EIP-2537
 * fail- file), the rest is the file's text, read as YAML for the kzg suite
 * and JSON otherwise. A first line naming no handler picks one by its first
 * byte. Whatever the text, the handler must not crash, leak or read out of
 * bounds: a malformed case is a failed case. */
#include "fuzz.h"
#include "tools/vectors/vectors.h"

/* the runner prints each failed case on stdout: not while fuzzing */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    if (!freopen("/dev/null", "w", stdout)) abort();
    return 0;
}

FUZZ_TARGET
{
    const uint8_t *nl = memchr(data, '\n', size);
    size_t head = nl ? (size_t)(nl - data) : 0;
    bool fail = head > 0 && data[0] == '!';
    size_t n = vectors_handler_count(), pick = n;
    const char *suite = NULL, *key = NULL;
    FUZZ_ASSERT(n > 0);
    for (size_t i = 0; i < n && nl; i++) {
        vectors_handler_name(i, &suite, &key);
        size_t ls = strlen(suite), lk = strlen(key), off = fail;
        if (head == off + ls + 1 + lk && !memcmp(data + off, suite, ls) && data[off + ls] == '/' &&
            !memcmp(data + off + ls + 1, key, lk)) {
            pick = i;
            break;
        }
    }
    if (pick == n) pick = size ? data[0] % n : 0;
    vectors_handler_name(pick, &suite, &key);
    size_t skip = nl ? head + 1 : 0, len = size - skip;
    char *text = (char *)fuzz_dup(data + skip, len);
    vectors_report rep = { .path = "fuzz", .expect_failure = fail };
    FUZZ_ASSERT(vectors_run_text(&rep, suite, key, text, len, !strcmp(suite, "kzg")));
    free(text);
    return 0;
}
