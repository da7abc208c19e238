// The handler must only make async-signal-safe calls and must not take locks, so the lists are
// fixed tables of slots, each published by an atomic flag after its content is written.
#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define PATH_SLOTS 64
// Enough for `verify --jobs 64`, its most, each child listed while it runs.
#define CHILD_SLOTS 64

static char paths[PATH_SLOTS][PATH_MAX];
static volatile int path_used[PATH_SLOTS];
static volatile pid_t children[CHILD_SLOTS];

int transitionlab_cleanup_add_path(const char *path) {
    if (strlen(path) >= PATH_MAX) return -1;
    for (int i = 0; i < PATH_SLOTS; i++) {
        // Claimed (2) before it is filled, so two threads never fill one slot; the handler
        // only reads slots that are filled (1).
        int expected = 0;
        if (!__atomic_compare_exchange_n(&path_used[i], &expected, 2, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) continue;
        strcpy(paths[i], path);
        __atomic_store_n(&path_used[i], 1, __ATOMIC_RELEASE);
        return 0;
    }
    return -1;
}

void transitionlab_cleanup_remove_path(const char *path) {
    for (int i = 0; i < PATH_SLOTS; i++) {
        if (__atomic_load_n(&path_used[i], __ATOMIC_ACQUIRE) == 1 && strcmp(paths[i], path) == 0) {
            __atomic_store_n(&path_used[i], 0, __ATOMIC_RELEASE);
            return;
        }
    }
}

int transitionlab_cleanup_add_child(pid_t pid) {
    for (int i = 0; i < CHILD_SLOTS; i++) {
        pid_t expected = 0;
        if (__atomic_compare_exchange_n(&children[i], &expected, pid, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return 0;
    }
    return -1;
}

void transitionlab_cleanup_remove_child(pid_t pid) {
    for (int i = 0; i < CHILD_SLOTS; i++) {
        pid_t expected = pid;
        if (__atomic_compare_exchange_n(&children[i], &expected, 0, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return;
    }
}

static void on_termination(int sig) {
    int saved = errno;
    // Children first, so none writes a file again after it is removed.
    for (int i = 0; i < CHILD_SLOTS; i++) {
        pid_t pid = __atomic_load_n(&children[i], __ATOMIC_ACQUIRE);
        if (pid > 0) kill(pid, SIGKILL);
    }
    for (int i = 0; i < CHILD_SLOTS; i++) {
        pid_t pid = __atomic_load_n(&children[i], __ATOMIC_ACQUIRE);
        if (pid > 0) waitpid(pid, NULL, 0);
    }
    for (int i = 0; i < PATH_SLOTS; i++) {
        if (__atomic_load_n(&path_used[i], __ATOMIC_ACQUIRE) == 1) unlink(paths[i]);
    }
    // The signal is blocked while this handler runs: raised again with its default action, it
    // ends the process as soon as the handler returns.
    signal(sig, SIG_DFL);
    raise(sig);
    errno = saved;
}

void transitionlab_cleanup_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_termination;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGTERM);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGHUP);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
}
