/*
 * The VERIFY build (make VERIFY=1, -DBLS381_VERIFY): internal invariants
 * that the code's correctness rests on, checked as it runs, after
 * secp256k1's VERIFY_CHECK. BLS381_VERIFY_CHECK(cond) prints
 * "bls381 VERIFY failed at file:line: cond" and aborts when cond is false
 * in a VERIFY build; otherwise it compiles to nothing (cond is not
 * evaluated). The checks are variable time and slow: the VERIFY build is
 * for the tests (tests/run_all.sh step "verify"), never for production.
 *
 * What is checked: the input ranges of the Montgomery product and
 * reduction (field/mont.h: a + m < 2^(64n), a b < m 2^(64n), t < m
 * 2^(64n)), the Fp kernels' inputs below 2p (field/fp.c, the lazy paths'
 * unreduced sums), the tower's unreduced sums (field/tower.h) and wide
 * values in [0, p 2^384) (field/wide.h), the safegcd signed-62 limb ranges,
 * transition matrices and (d, e) ranges (field/safegcd.h); in msm/, the
 * recoder's digits (|digit| <= 2^(c-1), scalars below 2^bits, no carry
 * left, msm/recode.c), every bucket index below 2^(c-1) (the G1 and G2
 * bucket methods, msm/many.c's keys and list bounds), the batch and queue
 * bounds of msm/buckets_batch_affine.c, and scratch and table layouts
 * within the caller's size (msm/g1.c, fixed.c, many.c, mul_many.c, table.c).
 */
#ifndef BLS381_SYS_VERIFY_H
#define BLS381_SYS_VERIFY_H

#ifdef BLS381_VERIFY
_Noreturn void bls381_verify_fail(const char *file, int line, const char *cond);
#  define BLS381_VERIFY_CHECK(cond) \
    do { if (!(cond)) bls381_verify_fail(__FILE__, __LINE__, #cond); } while (0)
#  define BLS381_VERIFY_ON 1
#else
#  define BLS381_VERIFY_CHECK(cond) do { (void)sizeof(!(cond)); } while (0)
#  define BLS381_VERIFY_ON 0
#endif

#endif
