#ifndef TRANSITIONLAB_CSPAWN_H
#define TRANSITIONLAB_CSPAWN_H

#include <stddef.h>
#include <sys/types.h>

/// Starts the program at `path` with `argv` (NULL-terminated, argv[0] included) as a child that
/// dies with this process: the child asks the kernel for SIGKILL when its parent goes
/// (PR_SET_PDEATHSIG), however the parent ends, SIGKILL included. Its standard input, output
/// and error are `in_fd`, `out_fd` and `err_fd`; every other descriptor is closed and every
/// signal is back to its default, so it holds no pipe of another child open.
///
/// Returns the child's pid, or -1 with errno set (the exec's own errno when the program could
/// not be started). The parent death signal follows the thread that forked: call it from a
/// thread that lives as long as the child should (the main thread).
pid_t transitionlab_spawn_tied(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd);

/// `transitionlab_spawn_tied`, with `extra_fd` (when not -1) given to the child as its
/// descriptor 3, for a result it sends back (`verify --jobs` reads each child's outcome so,
/// with nothing written to the temporary folder).
pid_t transitionlab_spawn_tied_passing(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, int extra_fd);

/// Asks the kernel to send `signal` to this process when its parent thread exits (Linux's
/// prctl(PR_SET_PDEATHSIG), which Swift cannot call: prctl is variadic). Returns 0 or -1. The
/// parent may already be gone when it takes effect: check getppid() afterwards.
int transitionlab_set_parent_death_signal(int signal);

/// Makes this process the reaper of its orphaned descendants (prctl(PR_SET_CHILD_SUBREAPER)).
/// Returns 0 or -1.
int transitionlab_set_child_subreaper(void);

/// Puts the calling thread in the SCHED_BATCH class (a GNU name Swift does not see): it no
/// longer preempts the thread that wakes it. Returns 0 or an error number.
int transitionlab_make_this_thread_batch(void);

/// memfd_create(name, MFD_CLOEXEC), which Swift's Glibc module does not declare: an anonymous
/// file in memory, shared by the processes forked after it and by any that opens it through
/// /proc. Its descriptor, or -1 with errno set.
int transitionlab_memfd(const char *name);

/// pipe2(fds, O_CLOEXEC), which Swift's Glibc module does not declare: a pipe no other child
/// inherits. 0, or -1 with errno set.
int transitionlab_pipe_cloexec(int fds[2]);

/// Lists a temporary file to remove if the process is stopped by SIGTERM, SIGINT or SIGHUP
/// (once `transitionlab_cleanup_install` ran). Returns 0, or -1 when the list is full (64).
int transitionlab_cleanup_add_path(const char *path);

/// Takes `path` off the list (it was renamed into place or removed).
void transitionlab_cleanup_remove_path(const char *path);

/// Lists a child to SIGKILL and reap before the process stops on those signals. 0, or -1 when full.
int transitionlab_cleanup_add_child(pid_t pid);

/// Takes `pid` off the list (it exited and was reaped).
void transitionlab_cleanup_remove_child(pid_t pid);

/// Installs the handler for SIGTERM, SIGINT and SIGHUP: it kills and reaps the listed
/// children, removes the listed files, then lets the signal end the process as it would have
/// (the exit status still says which signal). Only async-signal-safe calls in the handler.
void transitionlab_cleanup_install(void);

/// Makes malloc give every block of `bytes` or more its own mapping, returned to the kernel when
/// freed (mallopt(M_MMAP_THRESHOLD), fixed: glibc's own threshold rises with the blocks freed).
/// A forked copy of this process then keeps no private copy of a freed picture's pages. 0 or -1.
int transitionlab_fix_mmap_threshold(size_t bytes);

/// Gives the free memory at the top of malloc's heap back to the kernel (malloc_trim(0)), so
/// that the next large block is made afresh: what a test of a heap policy starts from, whatever
/// the process allocated and freed before. 1 when memory was given back, else 0.
int transitionlab_trim_heap(void);

/// Makes malloc take blocks up to `largest_heap_block` from its heap and never trim the heap, so
/// a freed block's pages (a screen-sized picture's) are reused by the next block rather than
/// returned to the kernel and faulted in again (mallopt M_MMAP_THRESHOLD and M_TRIM_THRESHOLD).
/// The opposite of `transitionlab_fix_mmap_threshold`, for processes that draw frames. Then
/// writes `reserve` bytes of heap in blocks of `block` bytes (at most 64) and frees them, so
/// those pages are in memory before a frame needs them. 0 or -1.
int transitionlab_keep_heap_pages(size_t largest_heap_block, size_t reserve, size_t block);

#endif
