/* c-kzg-4844 compatibility: programs and bindings include "ckzg.h".
 * compat/ckzg.h (first on the include path) adds c-kzg's element types and
 * the helpers its Go binding calls. */
#ifndef BLS381_CKZG_H
#define BLS381_CKZG_H
#include "kzg.h"

/* c-kzg's common/fr.h: the bits of a field element (r < 2^255) */
#define BITS_PER_FIELD_ELEMENT 255
#endif
