#define _GNU_SOURCE
#include "CSpawn.h"
#include <sys/mman.h>

int transitionlab_memfd(const char *name) {
    // Close-on-exec: a process the engine starts (none today) holds no picture; a fork keeps it.
    return memfd_create(name, MFD_CLOEXEC);
}
