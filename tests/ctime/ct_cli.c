/* Constant-time check for the bls381 program's secret key reader
 * (tools/cli/input.c cli_decode_secret): a key file's text, marked secret
 * whole (digits, 0x, white space), is decoded with no branch and no table
 * on a character. Public by design: the layout (white space, 0x), the
 * verdict, and the key once compared here. */
#include "ctime.h"
#include "tools/cli/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check_form(const uint8_t key[32], const char *text)
{
    unsigned char buf[200];
    uint8_t out[32];
    size_t len = strlen(text);
    memcpy(buf, text, len);
    ct_secret(buf, len);
    int rc = cli_decode_secret(out, sizeof out, buf, len, "-", "secret key");
    ct_public(&rc, sizeof rc);
    ct_public(out, sizeof out);
    if (rc != CLI_OK || memcmp(out, key, 32) != 0) {
        printf("ct_cli: the key text '%s' did not decode to its key\n", text);
        abort();
    }
}

CTIME(cli_secret_key_text)
{
    for (int round = 0; round < 8; round++) {
        uint8_t key[32];
        char hex[65], text[200];
        ct_random(key, sizeof key);
        for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, round & 1 ? "%02X" : "%02x", key[i]);
        check_form(key, hex);
        snprintf(text, sizeof text, "0x%s\n", hex);
        check_form(key, text);
        snprintf(text, sizeof text, " \t0X%s \r\n\n", hex);
        check_form(key, text);
    }
    /* binary: 32 bytes as they are */
    uint8_t key[32], out[32];
    ct_random(key, sizeof key);
    unsigned char buf[32];
    memcpy(buf, key, 32);
    ct_secret(buf, 32);
    int rc = cli_decode_secret(out, 32, buf, 32, "-", "secret key");
    ct_public(&rc, sizeof rc);
    ct_public(out, sizeof out);
    if (rc != CLI_OK || memcmp(out, key, 32) != 0) abort();
}
