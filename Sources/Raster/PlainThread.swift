#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own (pthread), not one of Dispatch's pool: what a process that forks may
/// start, joined before it forks.
package struct PlainThread {
    private let handle: pthread_t

    /// Starts `body` on a new thread; nil when none can be started (the caller does the work).
    package static func start(_ body: @escaping () -> Void) -> PlainThread? {
        final class Body { let run: () -> Void; init(_ run: @escaping () -> Void) { self.run = run } }
        var handle = pthread_t()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        guard pthread_create(&handle, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context) == 0 else {
            // Not started: nothing holds the reference the thread would have released.
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return PlainThread(handle: handle)
    }

    /// Waits for the thread's body to return.
    package func join() {
        pthread_join(handle, nil)
    }
}
