#include "CSpawn.h"
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

// Every thread allocates from the one heap glibc gives the main thread (M_ARENA_MAX 1), set as
// the process loads, before any thread has allocated: glibc otherwise gives each new thread a
// heap of its own, which keeps its own freed pages. A picture drawn on a worker thread (a
// snapshot drawn ahead, an image decoded) then reuses the pages the main thread's buffers freed
// and the window's reserve touched (`transitionlab_keep_heap_pages`), instead of faulting fresh
// ones in: 4 ms of a 12 MB snapshot's 5 on a worker (docs/perf-log/issue-37-eighteenth-pass.md).
// Small blocks come from each thread's own cache (glibc's tcache), so threads rarely meet on
// the heap's lock.
__attribute__((constructor)) static void transitionlab_one_heap_for_all_threads(void) {
    mallopt(M_ARENA_MAX, 1);
}

int transitionlab_fix_mmap_threshold(size_t bytes) {
    // Setting it turns off glibc's dynamic threshold, which would otherwise rise to the size of
    // the largest block freed (a whole screen) and keep such blocks in the heap from then on.
    return mallopt(M_MMAP_THRESHOLD, (int)bytes) == 1 ? 0 : -1;
}

int transitionlab_trim_heap(void) {
    return malloc_trim(0);
}

int transitionlab_keep_heap_pages(size_t largest_heap_block, size_t reserve, size_t block) {
    // Blocks up to `largest_heap_block` come from the heap, and a freed block's pages stay in
    // it (the heap is never trimmed): the next buffer of that size reuses them.
    int threshold = mallopt(M_MMAP_THRESHOLD, (int)largest_heap_block);
    int trim = mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    if (threshold != 1 || trim != 1) return -1;
    // The reserve: blocks written once and freed, so the heap's pages are in memory before the
    // first frame needs them. explicit_bzero, since a compiler drops a plain memset of memory
    // that is freed unread.
    enum { most = 64 };
    void *blocks[most];
    size_t count = 0;
    while (count < most && count * block < reserve) {
        void *p = malloc(block);
        if (p == NULL) break;
        explicit_bzero(p, block);
        blocks[count++] = p;
    }
    while (count > 0) free(blocks[--count]);
    return 0;
}
