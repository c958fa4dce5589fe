/* The embedded mainnet settings: constant tables, nothing to load. */
#include "kzg/mainnet_tables.h"

static const KZGSettings mainnet = {
    .domain = &bls381_kzg_mainnet_domain,
    .brp_roots_of_unity = bls381_kzg_mainnet_brp_roots,
    .g1_values_monomial = bls381_kzg_mainnet_g1_monomial,
    .g1_values_lagrange_brp = bls381_kzg_mainnet_g1_lagrange_brp,
    .g2_values_monomial = bls381_kzg_mainnet_g2_monomial,
    .g2_prepared = bls381_kzg_mainnet_g2_prepared,
    .fk20 = &bls381_kzg_mainnet_fk20,
};

/* what EIP-4844 verification reads: the roots (evaluation in the blob's
 * domain) and the two prepared G2 points; with BLS381_KZG_COMPUTED_ROOTS
 * (make BARE=1) the evaluation computes its roots: the G2 points only */
static const KZGSettings mainnet_verify = {
#ifndef BLS381_KZG_COMPUTED_ROOTS
    .brp_roots_of_unity = bls381_kzg_mainnet_brp_roots,
#endif
    .g2_prepared = bls381_kzg_mainnet_g2_prepared,
};

const KZGSettings *bls381_kzg_mainnet_settings(void) { return &mainnet; }

const KZGSettings *bls381_kzg_mainnet_verify_settings(void) { return &mainnet_verify; }
