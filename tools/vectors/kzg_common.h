/* Shared by the KZG vector handlers. */
#ifndef BLS381_TOOLS_VECTORS_KZG_COMMON_H
#define BLS381_TOOLS_VECTORS_KZG_COMMON_H

#include "kzg.h"
#include "tools/vectors/vectors.h"

/* the settings the KZG cases run with: the file named by
 * BLS381_TRUSTED_SETUP if set, else the embedded mainnet setup */
const KZGSettings *vectors_kzg_settings(void);

/* input field `name` decoded into exactly n bytes; false when missing, of
 * another length or not hex (the case then expects an error) */
bool vectors_input_bytes(const json_value *doc, const char *name, void *out, size_t n);
/* input list `name` of items of n bytes each: malloc'd array (count in
 * *count), NULL when any item is malformed or the list is missing */
void *vectors_input_list(const json_value *doc, const char *name, size_t n, size_t *count);

/* reports a case whose output is null (must fail) or a value */
bool vectors_expects_error(const json_value *doc);

#endif
