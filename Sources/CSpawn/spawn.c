// Swift cannot run code between fork and exec (Foundation's Process uses posix_spawn) nor call
// prctl (a variadic C function), so this edge is C.
#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

static void close_from(int first, int keep) {
    // close_range is one system call; the loop is for kernels older than 5.9.
    if (keep < first) {
        if (close_range((unsigned)first, ~0U, 0) == 0) return;
    } else if (close_range((unsigned)first, (unsigned)keep - 1, 0) == 0 && close_range((unsigned)keep + 1, ~0U, 0) == 0) {
        return;
    }
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536) max = 65536;
    for (int fd = first; fd < max; fd++) {
        if (fd != keep) close(fd);
    }
}

pid_t transitionlab_spawn_tied(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd) {
    return transitionlab_spawn_tied_passing(path, argv, in_fd, out_fd, err_fd, -1);
}

pid_t transitionlab_spawn_tied_passing(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, int extra_fd) {
    pid_t parent = getpid();
    // The child reports a failed exec through this pipe; a successful exec closes it (CLOEXEC).
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) {
        int saved = errno;
        close(report[0]);
        close(report[1]);
        errno = saved;
        return -1;
    }
    if (pid == 0) {
        // Only async-signal-safe calls from here to exec: the parent may have other threads.
        int failure = 0;
        int report_fd = report[1];
        // Descriptor 3 is the extra one's: the report pipe moves out of its way first.
        if (extra_fd >= 0 && report_fd <= 3) {
            int moved = fcntl(report_fd, F_DUPFD_CLOEXEC, 4);
            if (moved < 0) { failure = errno; goto failed; }
            report_fd = moved;
        }
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) { failure = errno; goto failed; }
        // The parent may have died between fork and prctl, which then never fires.
        if (getppid() != parent) _exit(127);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        for (int sig = 1; sig < 32; sig++) {
            if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
        }
        if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) { failure = errno; goto failed; }
        if (extra_fd >= 0) {
            // dup2 onto itself keeps close-on-exec set: cleared by hand for the exec.
            if (extra_fd == 3 ? fcntl(3, F_SETFD, 0) < 0 : dup2(extra_fd, 3) < 0) { failure = errno; goto failed; }
        }
        close_from(extra_fd >= 0 ? 4 : 3, report_fd);
        execv(path, argv);
        failure = errno;
    failed:
        (void)!write(report_fd, &failure, sizeof failure);
        _exit(127);
    }
    close(report[1]);
    int failure = 0;
    ssize_t got;
    do {
        got = read(report[0], &failure, sizeof failure);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof failure) {
        waitpid(pid, NULL, 0);
        errno = failure;
        return -1;
    }
    return pid;
}

int transitionlab_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

