import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How the engine's processes end with the window, however it ends: closed, crashed or
/// killed outright.
///
/// - The engine asks the kernel for SIGTERM when the window's process dies (PR_SET_PDEATHSIG),
///   and while indexing it also watches its request pipe for the window hanging up.
/// - Ladder checkpoints ask for SIGKILL when the engine dies, and exit when their request pipe
///   (held by the engine alone) ends.
/// - Near checkpoints outlive the cursor that forked them: the engine is their subreaper, and
///   their request pipe, too, ends with the engine.
/// - A cursor reads the window's pipe and exits when it ends (keeping a take-over's recording).
///
/// SIGTERM keeps its default action in every one of them, so it ends each at once.
extension ReplayEngine {
    /// Arranges for this process (the engine) to end with the window that started it.
    static func endWithTheWindow() {
        let window = getppid()
        _ = transitionlab_set_parent_death_signal(SIGTERM)
        // The window may have gone before the request took effect.
        if getppid() != window || window == 1 { _exit(0) }
        _ = transitionlab_set_child_subreaper()
        signal(SIGTERM, SIG_DFL)
    }

    /// Whether the window closed its end of the request pipe with no request left in it
    /// (without waiting; requests already written are still served).
    func windowHungUp() -> Bool {
        var request = pollfd(fd: channel.input, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return false }
        if request.revents & Int16(POLLERR | POLLNVAL) != 0 { return true }
        guard request.revents & Int16(POLLHUP) != 0 else { return false }
        var pending: Int32 = 0
        return ioctl(channel.input, UInt(FIONREAD), &pending) == 0 && pending == 0
    }
}
