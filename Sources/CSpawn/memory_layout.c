#include "CSpawn.h"
#include <malloc.h>

int transitionlab_fix_mmap_threshold(size_t bytes) {
    // Setting it turns off glibc's dynamic threshold, which would otherwise rise to the size of
    // the largest block freed (a whole screen) and keep such blocks in the heap from then on.
    return mallopt(M_MMAP_THRESHOLD, (int)bytes) == 1 ? 0 : -1;
}
