/* c-kzg-4844 compatibility: programs and bindings include "ckzg.h". */
#ifndef BLS381_CKZG_H
#define BLS381_CKZG_H
#include "kzg.h"
#endif
