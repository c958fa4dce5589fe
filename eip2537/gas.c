/*
 * Gas prices of the EIP-2537 precompiles (EIP-2537, "Gas schedule" and
 * "Gas schedule clarifications for the variable-length input").
 */
#include "bls381_eip2537.h"

#define G1ADD_GAS 375
#define G2ADD_GAS 600
#define G1MUL_GAS 12000
#define G2MUL_GAS 22500
#define PAIRING_PER_PAIR_GAS 32600
#define PAIRING_BASE_GAS 37700
#define MAP_FP_TO_G1_GAS 5500
#define MAP_FP2_TO_G2_GAS 23800
#define MSM_MULTIPLIER 1000
#define MSM_TABLE_LEN 128

/* discount(k) for k = 1..128 (entry k-1); max_discount, the last entry,
 * holds for every k > 128 */
static const uint16_t G1_DISCOUNT[MSM_TABLE_LEN] = {
    1000, 949, 848, 797, 764, 750, 738, 728, 719, 712, 705, 698, 692, 687, 682, 677,
    673, 669, 665, 661, 658, 654, 651, 648, 645, 642, 640, 637, 635, 632, 630, 627,
    625, 623, 621, 619, 617, 615, 613, 611, 609, 608, 606, 604, 603, 601, 599, 598,
    596, 595, 593, 592, 591, 589, 588, 586, 585, 584, 582, 581, 580, 579, 577, 576,
    575, 574, 573, 572, 570, 569, 568, 567, 566, 565, 564, 563, 562, 561, 560, 559,
    558, 557, 556, 555, 554, 553, 552, 551, 550, 549, 548, 547, 547, 546, 545, 544,
    543, 542, 541, 540, 540, 539, 538, 537, 536, 536, 535, 534, 533, 532, 532, 531,
    530, 529, 528, 528, 527, 526, 525, 525, 524, 523, 522, 522, 521, 520, 520, 519,
};

static const uint16_t G2_DISCOUNT[MSM_TABLE_LEN] = {
    1000, 1000, 923, 884, 855, 832, 812, 796, 782, 770, 759, 749, 740, 732, 724, 717,
    711, 704, 699, 693, 688, 683, 679, 674, 670, 666, 663, 659, 655, 652, 649, 646,
    643, 640, 637, 634, 632, 629, 627, 624, 622, 620, 618, 615, 613, 611, 609, 607,
    606, 604, 602, 600, 598, 597, 595, 593, 592, 590, 589, 587, 586, 584, 583, 582,
    580, 579, 578, 576, 575, 574, 573, 571, 570, 569, 568, 567, 566, 565, 563, 562,
    561, 560, 559, 558, 557, 556, 555, 554, 553, 552, 552, 551, 550, 549, 548, 547,
    546, 545, 545, 544, 543, 542, 541, 541, 540, 539, 538, 537, 537, 536, 535, 535,
    534, 533, 532, 532, 531, 530, 530, 529, 528, 528, 527, 526, 526, 525, 524, 524,
};

/* floor(k * mul_cost * discount(k) / 1000), exact: with c = mul_cost *
 * discount (< 2^25) and k = 1000 q + r, that is q c + floor(r c / 1000);
 * UINT64_MAX when it does not fit. */
static uint64_t msm_gas(size_t in_len, size_t pair_bytes, uint64_t mul_cost, const uint16_t *table)
{
    uint64_t k = (uint64_t)(in_len / pair_bytes);
    if (k == 0) return 0;
    uint64_t c = mul_cost * table[k < MSM_TABLE_LEN ? k - 1 : MSM_TABLE_LEN - 1];
    uint64_t q = k / MSM_MULTIPLIER, low = (k % MSM_MULTIPLIER) * c / MSM_MULTIPLIER;
    if (q > (UINT64_MAX - low) / c) return UINT64_MAX;
    return q * c + low;
}

uint64_t bls381_eip2537_g1msm_gas(size_t in_len)
{
    return msm_gas(in_len, BLS381_EIP2537_G1MSM_PAIR_BYTES, G1MUL_GAS, G1_DISCOUNT);
}

uint64_t bls381_eip2537_g2msm_gas(size_t in_len)
{
    return msm_gas(in_len, BLS381_EIP2537_G2MSM_PAIR_BYTES, G2MUL_GAS, G2_DISCOUNT);
}

uint64_t bls381_eip2537_pairing_check_gas(size_t in_len)
{
    uint64_t k = (uint64_t)(in_len / BLS381_EIP2537_PAIRING_PAIR_BYTES);
    if (k > (UINT64_MAX - PAIRING_BASE_GAS) / PAIRING_PER_PAIR_GAS) return UINT64_MAX;
    return PAIRING_PER_PAIR_GAS * k + PAIRING_BASE_GAS;
}

uint64_t bls381_eip2537_g1add_gas(size_t in_len)
{
    (void)in_len;
    return G1ADD_GAS;
}

uint64_t bls381_eip2537_g2add_gas(size_t in_len)
{
    (void)in_len;
    return G2ADD_GAS;
}

uint64_t bls381_eip2537_map_fp_to_g1_gas(size_t in_len)
{
    (void)in_len;
    return MAP_FP_TO_G1_GAS;
}

uint64_t bls381_eip2537_map_fp2_to_g2_gas(size_t in_len)
{
    (void)in_len;
    return MAP_FP2_TO_G2_GAS;
}
