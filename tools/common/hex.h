/* Hex strings for the tools and tests: optional 0x prefix, either case. */
#ifndef BLS381_TOOLS_HEX_H
#define BLS381_TOOLS_HEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Exactly n bytes: true when s (slen chars) is "0x" + 2n hex digits or 2n hex digits. */
bool hex_decode(uint8_t *out, size_t n, const char *s, size_t slen);
/* Any length: malloc'd bytes, *n set; NULL on bad hex (odd length, bad digit)
 * or out of memory. An empty string gives a non-NULL buffer with *n = 0. */
uint8_t *hex_decode_alloc(const char *s, size_t slen, size_t *n);
/* 2n lowercase digits and a NUL into out (2n+1 chars). */
void hex_encode(char *out, const uint8_t *in, size_t n);

#endif
