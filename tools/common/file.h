/* File helpers for the tools and tests. */
#ifndef BLS381_TOOLS_FILE_H
#define BLS381_TOOLS_FILE_H

#include <stddef.h>

/* The whole file, malloc'd and NUL-terminated (the NUL is not counted in
 * *len); NULL on any error. */
char *read_file(const char *path, size_t *len);

#endif
