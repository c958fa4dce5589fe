/* Names of the status codes. */
#include "bls381_common.h"

const char *bls381_status_str(bls381_status s)
{
    switch (s) {
    case BLS381_OK: return "BLS381_OK: success";
    case BLS381_ERR_BADARGS: return "BLS381_ERR_BADARGS: bad arguments (NULL, length or count)";
    case BLS381_ERR_ENCODING: return "BLS381_ERR_ENCODING: non-canonical encoding";
    case BLS381_ERR_FLAGS: return "BLS381_ERR_FLAGS: bad flag bits";
    case BLS381_ERR_NOT_ON_CURVE: return "BLS381_ERR_NOT_ON_CURVE: point not on the curve";
    case BLS381_ERR_NOT_IN_SUBGROUP: return "BLS381_ERR_NOT_IN_SUBGROUP: point not in the subgroup";
    case BLS381_ERR_INFINITY: return "BLS381_ERR_INFINITY: point at infinity not allowed";
    case BLS381_ERR_BAD_SCALAR: return "BLS381_ERR_BAD_SCALAR: scalar out of range";
    case BLS381_ERR_RNG: return "BLS381_ERR_RNG: random source failed";
    case BLS381_ERR_MALLOC: return "BLS381_ERR_MALLOC: out of memory";
    case BLS381_ERR_THREADS: return "BLS381_ERR_THREADS: thread creation failed";
    case BLS381_ERR_NOT_SQUARE: return "BLS381_ERR_NOT_SQUARE: no square root";
    case BLS381_ERR_PADDING: return "BLS381_ERR_PADDING: nonzero padding bytes";
    }
    return "unknown status";
}
