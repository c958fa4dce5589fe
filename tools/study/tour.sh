#!/usr/bin/env bash
# `make study-quick`: a tour of the two studies in under a minute, with
# what to compare. A dozen representative names of msm/MSM.md (build/bench,
# short repetitions) and the inversions of field/INVERSION.md
# (build/interleave --quick, with blst's beside them when the program was
# built with BLST=). The figures are a first look: `make study` takes the
# full data on a quiet machine.
# Usage: tools/study/tour.sh BUILD_DIR [INTERLEAVE_PROGRAM]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
interleave=${2:-$build/interleave}
for p in "$build/bench" "$interleave"; do
    [ -x "$p" ] || { echo "tour: no $p (run make first)"; exit 2; }
done

cat <<'TEXT'
== MSM (msm/MSM.md), one thread, build/bench medians
Compare:
  g1_msm_64@naive with g1_msm_64: n double-and-adds against Pippenger's
    buckets (section 2);
  g1_msm_64@sorted+glv+pure_cauto with g1_msm_64@glv: at small n the sorted
    engine, which the cost model picks up to n = 833 (section 9);
  g1_msm_4096@jacobian, @xyzz, @batch_affine: the bucket stores, 11, 10 and
    about 6 multiplications per addition (sections 4, 5, 9);
  g1_msm_4096@batch_affine with @glv: the GLV split, half-length scalars
    (section 6);
  g1_msm_4096@glv with @precomputed: fixed-base tables when the points are
    known in advance (section 7);
  g1_msm_4096 (automatic) with the best of the others: the cost model's pick.
TEXT
"$build/bench" --seconds 0.03 'g1_msm_64$' 'g1_msm_64@naive$' 'g1_msm_64@sorted+glv+pure_cauto$' 'g1_msm_64@glv$' \
    'g1_msm_4096$' 'g1_msm_4096@jacobian$' 'g1_msm_4096@xyzz$' 'g1_msm_4096@batch_affine$' 'g1_msm_4096@glv$' \
    'g1_msm_4096@precomputed$'

cat <<'TEXT'

== Inversion (field/INVERSION.md), build/interleave --quick: minima over interleaved bursts
Compare:
  fp_inv_ct@by_fused (the default) with @bernstein_yang: the same safegcd,
    its (d, e) update fused into the divstep kernel (section 1);
  @pornin and @fermat with @by_fused: fewer but dearer steps, and 460 field
    products (sections 2, 3);
  fp_inv_vartime with fp_inv_ct@by_fused: what public inputs allow (section 4);
  the _portable lines with the others: the assembly kernels' share;
  the ratio lines, when blst is linked in (make study-quick BLST=...).
TEXT
"$interleave" --quick fp_inv fr_inv_ct@by_fused fr_inv_vartime blst_fp_inverse blst_fr_inverse blst_fp_eucl blst_fr_eucl
