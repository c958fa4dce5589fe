/*
 * The cost model of the G1 MSM: estimated field multiplications of each
 * variant at each window size, from the formulas' operation counts, which
 * picks the window and (for the auto axes) the variant. BENCHMARKS.md and
 * msm/MSM.md have the measured tables the model reproduces.
 *
 * Windowed Pippenger, per window: one bucket addition per term (Jacobian
 * mixed addition ~11, XYZZ ~10, batched affine ~6 plus a share of the
 * batch's inversion, ~60) and the running-sum reduction (~32 per bucket
 * with Jacobian buckets, 28 with XYZZ, 24 from affine ones); then c
 * doublings (~9) per window; GLV adds its split (~16 per scalar).
 *
 * Sorted buckets (msm/many.c), always GLV: every digit of every term goes
 * into its bucket's list, and a bucket of L entries costs L - 1 batched
 * affine additions, in rounds that batch every list of every window (a
 * few inversions in all); the running sums of all windows are batched too
 * (two affine additions per bucket, one inversion per step); then Horner.
 * It runs on one thread (its pieces are whole MSMs), which the choice
 * weighs against the windows shared among a pool's threads.
 *
 * k MSMs at once (msm/batch.c): one after another, side by side on the
 * pool, or packed into one many-MSM call, by the same model, where the
 * scratch each mode takes counted as time (a multiplication per 64-byte line).
 */
#include "msm/cost.h"
#include "msm/g2_sorted.h"
#include "msm/msm.h"

size_t bls381_msm_window_buckets(unsigned bits, unsigned c, unsigned w)
{
    unsigned windows = bls381_msm_windows(bits, c);
    if (w + 1 == windows) {
        int left = (int)bits - (int)(c * w);
        if (left < (int)c) return (size_t)1 << (left > 0 ? left : 0);
    }
    return (size_t)1 << (c - 1);
}

bool bls381_msm_window_crowded(size_t buckets, size_t terms) { return buckets * 32 < terms; }

/* On the lane engine a batched affine addition costs about a third of a
 * scalar XYZZ one (msm/MSM.md section 5), so a crowded window runs in
 * XYZZ only when its buckets are too few to fill batches: fewer than half
 * of a full window's 2^(c-1) (at c = 13 on GLV halves, the top window's
 * 2048 buckets stay batch affine). The model below (window_cost) prices
 * every crowded window in XYZZ: the choice of c, and with it the scratch,
 * does not depend on the engine. */
bool bls381_msm_window_in_xyzz(size_t buckets, size_t terms, unsigned c, bool lanes)
{
    if (!bls381_msm_window_crowded(buckets, terms)) return false;
    return !lanes || buckets * 4 < ((size_t)1 << c);
}

/* one window of nb buckets over `terms` terms */
static double window_cost(const bls381_msm_choice *ch, double terms, size_t nb, double batch)
{
    double b = (double)nb;
    bool xyzz = ch->buckets == BLS381_MSM_BUCKETS_XYZZ || (ch->hybrid && bls381_msm_window_crowded(nb, (size_t)terms));
    if (ch->buckets == BLS381_MSM_BUCKETS_JACOBIAN) return terms * 11 + b * 32;
    return xyzz ? terms * 10 + b * 28 : terms * (6 + 60 / batch) + b * 24;
}

static double windowed_cost(size_t n, const bls381_msm_choice *ch, unsigned c)
{
    double terms = (double)n * (ch->glv ? 2 : 1);
    unsigned bits = ch->glv ? 128 : 255, windows = bls381_msm_windows(bits, c);
    double buckets = (double)((size_t)1 << (c - 1)), cost = ch->glv ? 16.0 * (double)n : 0;
    double batch = buckets / 4 > 512 ? 512 : (buckets / 4 < 8 ? 8 : buckets / 4);
    /* every window but the top one has 2^(c-1) buckets: one of them
     * times their number, then the top one (the model runs for every
     * window size of every candidate of each MSM a batch plans) */
    cost += window_cost(ch, terms, bls381_msm_window_buckets(bits, c, 0), batch) * (double)(windows - 1);
    cost += window_cost(ch, terms, bls381_msm_window_buckets(bits, c, windows - 1), batch);
    return cost + (double)(windows * c) * 9; /* the Horner doublings */
}

/* the sorted engine's cost; *inv (if set): the part of it that is
 * inversions, which MSMs packed into one call share (rounds and running
 * sums batch them all) */
static double sorted_cost_inv(size_t n, unsigned c, double *inv)
{
    double terms = 2.0 * (double)n, nb = (double)((size_t)1 << (c - 1));
    double W = bls381_msm_windows(128, c), entries = terms * W;
    double filled = W * (terms < nb ? terms : nb), adds = entries - filled;
    double rounds = 1 + adds / 2048; /* one per halving of the longest list */
    for (double len = terms / nb; len > 1; len /= 2) rounds++;
    if (inv) *inv = rounds * 60 + (nb + 1) * 60;
    /* sorting and placing ~3 per entry (fitted to the bench: the lists
     * outgrow the cache), the additions, the rounds' inversions */
    double cost = 16.0 * (double)n + entries * 3 + adds * 6 + rounds * 60;
    cost += (nb + 1) * (2 * W * 6 + 60); /* the running sums */
    return cost + W * c * 9 + W * 10;    /* Horner */
}

static double sorted_cost(size_t n, unsigned c) { return sorted_cost_inv(n, c, NULL); }

double bls381_msm_cost(size_t n, const bls381_msm_choice *ch, unsigned c)
{
    return ch->buckets == BLS381_MSM_BUCKETS_SORTED ? sorted_cost(n, c) : windowed_cost(n, ch, c);
}

unsigned bls381_msm_best_window(size_t n, const bls381_msm_choice *ch)
{
    unsigned best = 2;
    double best_cost = bls381_msm_cost(n, ch, 2);
    for (unsigned c = 3; c <= BLS381_MSM_MAX_C; c++) {
        double cost = bls381_msm_cost(n, ch, c);
        if (cost < best_cost) best = c, best_cost = cost;
    }
    return best;
}

unsigned bls381_msm_sorted_window(size_t n)
{
    static const bls381_msm_choice sorted = { BLS381_MSM_BUCKETS_SORTED, true, false, 0 };
    return bls381_msm_best_window(n, &sorted);
}

/* Splitting a job of `cost` multiplications, cut into `pieces` pieces of
 * equal cost, over up to `threads` threads: on t threads it takes the
 * busiest thread's ceil(pieces / t) pieces, plus SPLIT_COST for t > 1.
 * SPLIT_COST is what a split costs beyond those shares: the pool's
 * hand-out and join, the other cores' cache misses on the points and
 * digits, the per-piece work the operation counts leave out. It is fitted
 * to the two small MSMs measured on two threads of an Ice Lake-SP guest
 * (issue 32): at n = 16 the windows on two threads took 494 us against
 * 348 us for the sorted engine on one (13134 multiplications by the model,
 * so 26 ns each; the two threads' shares, 10934, would have been 290 us:
 * 204 us, ~7700, more); at n = 64 they gained 8 % (~5100 more than the
 * shares). 8000, the larger rounded up, keeps up to n = 72 on one thread:
 * it gives up that 8 % at 64, where on the loaded machine of 2026-12-03
 * (load average 10 to 20 on 2 CPUs) the split took 3.7 ms against 1.7 on
 * one thread. */
#define SPLIT_COST 8000.0

static double split_time(double cost, size_t pieces, size_t t)
{
    size_t busiest = (pieces + t - 1) / t;
    return cost * (double)busiest / (double)pieces + (t > 1 ? SPLIT_COST : 0);
}

size_t bls381_msm_split_threads(double cost, size_t pieces, size_t threads)
{
    size_t best = 1;
    if (pieces == 0) return 1;
    for (size_t t = 2; t <= threads && t <= pieces; t++)
        if (split_time(cost, pieces, t) < split_time(cost, pieces, best)) best = t;
    return best;
}

/* the time on `threads` threads, in multiplications: the windows of a
 * windowed MSM are shared among the threads that pay, the sorted engine
 * runs on one */
static double time_on(size_t n, const bls381_msm_choice *ch, size_t threads)
{
    double cost = bls381_msm_cost(n, ch, ch->c);
    if (ch->buckets == BLS381_MSM_BUCKETS_SORTED) return cost;
    unsigned windows = bls381_msm_windows(ch->glv ? 128 : 255, ch->c);
    return split_time(cost, windows, bls381_msm_split_threads(cost, windows, threads));
}

bool bls381_msm_choose(bls381_msm_choice *out, size_t n, size_t threads, const bls381_msm_config *cfg)
{
    static const bls381_msm_config all_auto = { 0 };
    if (!cfg) cfg = &all_auto;
    if ((unsigned)cfg->buckets > BLS381_MSM_BUCKETS_NAIVE || (unsigned)cfg->split > BLS381_MSM_SPLIT_GLV ||
        (unsigned)cfg->crowded > BLS381_MSM_CROWDED_PURE ||
        (cfg->window_bits != 0 && (cfg->window_bits < 2 || cfg->window_bits > BLS381_MSM_MAX_C)) ||
        (cfg->buckets == BLS381_MSM_BUCKETS_SORTED && cfg->split == BLS381_MSM_SPLIT_NONE))
        return false;
    if (threads == 0) threads = 1;
    if (cfg->buckets == BLS381_MSM_BUCKETS_NAIVE) { /* the reference: no window, no split */
        *out = (bls381_msm_choice){ BLS381_MSM_BUCKETS_NAIVE, false, false, 0 };
        return true;
    }
    /* the candidates: the axes the config fixes, and for an auto bucket
     * store the measured best two of the windowed ones (XYZZ on whole
     * scalars, batch affine on GLV halves) and the sorted engine */
    static const bls381_msm_choice auto_set[] = {
        { BLS381_MSM_BUCKETS_XYZZ, false, true, 0 },
        { BLS381_MSM_BUCKETS_BATCH_AFFINE, true, true, 0 },
        { BLS381_MSM_BUCKETS_SORTED, true, true, 0 },
    };
    bls381_msm_choice cand[3];
    size_t nc = 0;
    if (cfg->buckets == BLS381_MSM_BUCKETS_AUTO) {
        for (size_t i = 0; i < 3; i++)
            if (cfg->split == BLS381_MSM_SPLIT_AUTO || (cfg->split == BLS381_MSM_SPLIT_GLV) == auto_set[i].glv)
                cand[nc++] = auto_set[i];
        if (cfg->split == BLS381_MSM_SPLIT_NONE) /* batch affine on whole scalars as well */
            cand[nc++] = (bls381_msm_choice){ BLS381_MSM_BUCKETS_BATCH_AFFINE, false, true, 0 };
    } else {
        for (int glv = 0; glv < 2; glv++) {
            if ((cfg->split == BLS381_MSM_SPLIT_NONE && glv) || (cfg->split == BLS381_MSM_SPLIT_GLV && !glv) ||
                (cfg->buckets == BLS381_MSM_BUCKETS_SORTED && !glv))
                continue;
            cand[nc++] = (bls381_msm_choice){ cfg->buckets, glv != 0, true, 0 };
        }
    }
    /* the cheapest windowed candidate by cost, then the sorted engine
     * against it by time on the threads */
    bool have = false;
    double best = 0;
    for (size_t i = 0; i < nc; i++) {
        bls381_msm_choice ch = cand[i];
        ch.hybrid = cfg->crowded == BLS381_MSM_CROWDED_HYBRID;
        ch.c = cfg->window_bits ? cfg->window_bits : bls381_msm_best_window(n, &ch);
        if (ch.buckets == BLS381_MSM_BUCKETS_SORTED) {
            if (!have || time_on(n, &ch, threads) < time_on(n, out, threads)) *out = ch, have = true;
            break; /* the last candidate */
        }
        double cost = bls381_msm_cost(n, &ch, ch.c);
        if (!have || cost < best) *out = ch, best = cost, have = true;
    }
    return true;
}

/* A fixed-base table pays in the many-MSM from a window of 6 bits:
 * narrower ones measured slower than no table at all (FK20's 128 MSMs of
 * 64 points, BENCHMARKS.md, one thread: 247 ms at c = 2, 172 ms at 4,
 * 138 ms at 6, 153 ms without a table). */
#define MANY_TABLE_MIN_C 6
unsigned bls381_msm_many_table_window(uint64_t requested)
{
    return requested >= MANY_TABLE_MIN_C && requested <= BLS381_MSM_MAX_C ? (unsigned)requested : 0;
}

/* ------------------------------------------------ k MSMs at once --- */

/* Scratch is counted as time: one multiplication per 64-byte line of it
 * (a line the plan writes and reads back from outside L1 costs about as
 * much as a field multiplication), so a mode holding k scratch parts at
 * once must save more than their extra lines. Measured (msm/MSM.md
 * section 8): packing the cell verifier's MSMs of 193 and 128 terms saved
 * 0.12 ms (2.7%) for 0.8 MB more scratch, 12800 lines. */
#define BYTES_PER_MUL 64.0

/* Packed: MSM i of n_i terms at the window of the largest, nmax, padded
 * with zero scalars to nmax terms (their split and recoding, ~16 each,
 * and no bucket entry); the batches of affine additions of every round
 * and of the running sums serve all k, so one MSM's inversions remain. */
static double packed_time(const size_t *n, size_t k, size_t nmax, unsigned c)
{
    double cost = 0, inv_max = 0;
    for (size_t i = 0; i < k; i++) {
        double inv;
        cost += sorted_cost_inv(n[i], c, &inv) - inv + 16.0 * (double)(nmax - n[i]);
        if (inv > inv_max) inv_max = inv;
    }
    return cost + inv_max;
}

/* the automatic choice for n terms on `threads` threads, and its time */
static double auto_time(size_t n, size_t threads)
{
    bls381_msm_choice ch;
    bls381_msm_choose(&ch, n, threads, NULL);
    return time_on(n, &ch, threads);
}

size_t bls381_msm_batch_share(size_t k, size_t threads)
{
    return k > 0 && k <= threads ? threads / k : 1;
}

void bls381_msm_batch_choose(bls381_msm_batch_plan *out, const size_t *n, size_t k, size_t threads,
                             const size_t bytes[3])
{
    if (threads == 0) threads = 1;
    *out = (bls381_msm_batch_plan){ BLS381_MSM_BATCH_SEQUENTIAL, threads, 0 };
    if (k > BLS381_MSM_BATCH_AT_ONCE) return;
    size_t nmax = 0, share = bls381_msm_batch_share(k, threads);
    double seq = 0, side = 0;
    for (size_t i = 0; i < k; i++) {
        if (n[i] > nmax) nmax = n[i];
        double ts = auto_time(n[i], threads), t = share == threads ? ts : auto_time(n[i], share);
        seq += ts;
        if (t > side) side = t;
    }
    /* time and scratch lines of each mode */
    double best = seq + (double)bytes[BLS381_MSM_BATCH_SEQUENTIAL] / BYTES_PER_MUL;
    /* side by side is a split over the pool: it pays the split's price */
    side += SPLIT_COST + (double)bytes[BLS381_MSM_BATCH_SIDE_BY_SIDE] / BYTES_PER_MUL;
    if (k >= 2 && k <= threads && side < best) {
        *out = (bls381_msm_batch_plan){ BLS381_MSM_BATCH_SIDE_BY_SIDE, share, 0 };
        best = side;
    }
    if (k >= 2 && threads == 1 && nmax > 0) {
        unsigned c = bls381_msm_sorted_window(nmax);
        double packed = packed_time(n, k, nmax, c) + (double)bytes[BLS381_MSM_BATCH_PACKED] / BYTES_PER_MUL;
        if (packed < best) *out = (bls381_msm_batch_plan){ BLS381_MSM_BATCH_PACKED, 1, c };
    }
}

/* G2 (msm/g2.c), in Fp2 products (an Fp2 inversion ~40). XYZZ buckets
 * (curve/g2_xyzz.c): a mixed addition ~10, the running sums two full
 * additions (~14) per bucket, at the window the method always had:
 * ceil(log2 n) - 2 bits. Sorted buckets (msm/g2_sorted.c): every nonzero
 * digit placed (~2: the counting sort, a 192-byte copy), a batched affine
 * addition ~6 for each entry but the first of its list, one inversion per
 * round of the trees (one per halving of the longest list, and per
 * BLS381_MSM_G2_SORTED_JOBS jobs), the running sums two affine additions per bucket and
 * window and one inversion per bucket (all windows of a piece at once).
 * Both: Horner, c doublings of ~9 per window. Below 32 terms the XYZZ
 * method stays, whatever the model says: the sorted one's fixed costs
 * (layout, lists, the rounds' passes over every bucket) are not in it
 * and small MSMs (EIP-2537's, 1 to 16 terms) must not pay them. Nor do
 * scalars below 2^64 (`narrow`: batch verification's randomisers, a
 * quarter of the windows): there the sorted buckets measured level with
 * XYZZ at 64 terms (bls_batch_verify_64, msm/MSM.md section 13) for
 * eight times the memory. */
#define G2_SORTED_MIN 32

static unsigned g2_xyzz_window(size_t n)
{
    unsigned c = 1;
    while (c < BLS381_MSM_MAX_C + 2 && ((size_t)1 << c) < n) c++;
    c = c > 3 ? c - 2 : 2;
    return c > BLS381_MSM_MAX_C ? BLS381_MSM_MAX_C : c;
}

static double g2_cost(size_t n, bls381_msm_buckets buckets, unsigned c)
{
    double W = bls381_msm_windows(255, c), nb = (double)((size_t)1 << (c - 1)), terms = (double)n;
    double horner = W * c * 9;
    if (buckets == BLS381_MSM_BUCKETS_XYZZ) return W * (terms * 10 + nb * 28) + horner;
    double entries = W * terms, adds = entries - W * (terms < nb ? terms : nb);
    double rounds = 1 + adds / BLS381_MSM_G2_SORTED_JOBS;
    for (double len = terms / nb; len > 1; len /= 2) rounds++;
    return entries * 2 + adds * 6 + rounds * 40 + W * nb * 12 + nb * 40 + horner;
}

void bls381_msm_g2_choose(bls381_msm_choice *out, size_t n, bool narrow)
{
    *out = (bls381_msm_choice){ BLS381_MSM_BUCKETS_XYZZ, false, false, g2_xyzz_window(n) };
    if (n < G2_SORTED_MIN || narrow) return;
    double best = g2_cost(n, BLS381_MSM_BUCKETS_XYZZ, out->c);
    for (unsigned c = 2; c <= BLS381_MSM_MAX_C; c++) {
        double cost = g2_cost(n, BLS381_MSM_BUCKETS_SORTED, c);
        if (cost < best) *out = (bls381_msm_choice){ BLS381_MSM_BUCKETS_SORTED, false, false, c }, best = cost;
    }
}
