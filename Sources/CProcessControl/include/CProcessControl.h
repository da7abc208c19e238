#ifndef CPROCESSCONTROL_H
#define CPROCESSCONTROL_H

/// Asks the kernel to send `signal` to this process when its parent thread exits (Linux's
/// prctl(PR_SET_PDEATHSIG), which Swift cannot call: prctl is variadic). Returns 0 or -1.
int tl_set_parent_death_signal(int signal);

/// Makes this process the reaper of its orphaned descendants (prctl(PR_SET_CHILD_SUBREAPER)).
/// Returns 0 or -1.
int tl_set_child_subreaper(void);

/// Puts the calling thread in the SCHED_BATCH class (a GNU name Swift does not see): it no
/// longer preempts the thread that wakes it. Returns 0 or an error number.
int tl_make_this_thread_batch(void);

#endif
