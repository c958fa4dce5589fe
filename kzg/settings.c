/* What every KZG file reads from the settings, and their release: the pool
 * the settings run on, and free_trusted_setup (kzg/setup.c allocates the
 * one block it frees). Calls nothing else of kzg/. The bare-metal build
 * (BLS381_BARE: no heap, no loader) keeps only bls381_kzg_pool. */
#include <stdlib.h>
#include <string.h>

#include "kzg/kzg_internal.h"

/* c-kzg-4844's size (include/kzg.h): bindings allocate that many bytes */
_Static_assert(sizeof(KZGSettings) == 10 * sizeof(void *), "KZGSettings must stay ten words");

bls381_pool *bls381_kzg_pool(const KZGSettings *s)
{
    return s && s->pool ? s->pool : bls381_pool_default();
}

#ifndef BLS381_BARE
void bls381_kzg_settings_use_pool(KZGSettings *s, bls381_pool *pool)
{
    if (s) s->pool = pool;
}

void free_trusted_setup(KZGSettings *s)
{
    if (!s || !s->owned) return;
    free(s->owned);
    memset(s, 0, sizeof *s);
}
#endif
