/*
 * bls381 — a dependency-free BLS12-381 stack: fields, curves, pairing, MSM,
 * BLS signatures, the EIP-2537 precompiles (and, in kzg.h, the
 * EIP-4844/EIP-7594 KZG API).
 *
 * Conventions for the whole API:
 * - every external name starts with bls381_ (the KZG API of kzg.h keeps the
 *   c-kzg-4844 names);
 * - functions are constant time in their arguments unless the name ends in
 *   _vartime;
 * - fallible functions return bls381_status and write outputs only on
 *   BLS381_OK; verdicts come back through `bool *ok`;
 * - no function below the KZG layer allocates memory.
 */
#ifndef BLS381_H
#define BLS381_H

#include "bls381_common.h"
#include "bls381_sys.h"
#include "bls381_field.h"
#include "bls381_curve.h"
#include "bls381_pairing.h"
#include "bls381_pool.h"
#include "bls381_rand.h"
#include "bls381_sig.h"
#include "bls381_hash.h"
#include "bls381_h2c.h"
#include "bls381_eip2537.h"

#endif
