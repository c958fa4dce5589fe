/* The embedded mainnet setup's tables, generated at build time by
 * tools/gen_setup (build/gen/kzg_mainnet_tables.c). */
#ifndef BLS381_KZG_MAINNET_TABLES_H
#define BLS381_KZG_MAINNET_TABLES_H

#include "kzg/fk20.h"

extern const bls381_kzg_domain bls381_kzg_mainnet_domain;
extern const fr_t bls381_kzg_mainnet_brp_roots[FIELD_ELEMENTS_PER_EXT_BLOB];
extern const g1_t bls381_kzg_mainnet_g1_monomial[FIELD_ELEMENTS_PER_BLOB];
extern const g1_t bls381_kzg_mainnet_g1_lagrange_brp[FIELD_ELEMENTS_PER_BLOB];
extern const g2_t bls381_kzg_mainnet_g2_monomial[BLS381_KZG_NUM_G2];
extern const bls381_g2_prepared bls381_kzg_mainnet_g2_prepared[2];
extern const g1_t bls381_kzg_mainnet_fk20_columns[BLS381_FK20_POINTS];
extern const bls381_kzg_fk20 bls381_kzg_mainnet_fk20; /* no fixed-base table */

#endif
