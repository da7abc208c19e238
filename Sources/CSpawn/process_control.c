#define _GNU_SOURCE
#include "CSpawn.h"
#include <sys/prctl.h>
#include <pthread.h>
#include <sched.h>

int transitionlab_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

int transitionlab_set_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
}

int transitionlab_make_this_thread_batch(void) {
    struct sched_param parameters = { 0 };
    return pthread_setschedparam(pthread_self(), SCHED_BATCH, &parameters);
}
