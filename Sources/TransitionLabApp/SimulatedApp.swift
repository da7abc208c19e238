import Foundation
import Recording
import SimulatorWindow
import UIKit

/// An app the simulator runs, as its command line knows it: the name its sessions carry, the
/// screens it can open directly, and how it starts.
///
/// A user's app is usually made by `SimulatorApp.main { root }`; `transition-lab` makes its demo
/// catalogue one too, with a demo per seed (docs/YOUR-APP.md).
public struct SimulatedApp {
    /// One screen an app can open directly (`--demo ID`), listed by `--list-demos`.
    public struct Demo {
        /// What `--demo` takes and a session's header names (`demo`).
        public var id: String
        /// One line shown by `--list-demos`.
        public var summary: String

        /// A demo named `id`, described by `summary`.
        public init(id: String, summary: String) {
            self.id = id
            self.summary = summary
        }
    }

    /// The name sessions of this app carry (`SessionHeader.app`); a session recorded by another
    /// app is refused by every command (docs/SESSION-FORMAT.md, "Whose session").
    public var name: String
    /// The screens the app opens directly; empty for an app with one way in.
    public var demos: [Demo]
    /// Why the app cannot run here (a resource missing beside the executable), asked before
    /// anything launches; nil when it can.
    public var problem: () -> String?
    /// The root view controller for `demo` (nil: the app's first screen), made inside the
    /// device's context; nil for a demo the app does not have.
    public var makeRoot: (_ demo: String?) -> UIViewController?

    /// An app named `name` with `demos`, started by `makeRoot`.
    public init(name: String, demos: [Demo] = [], problem: @escaping () -> String? = { nil },
                makeRoot: @escaping (_ demo: String?) -> UIViewController?) {
        self.name = name
        self.demos = demos
        self.problem = problem
        self.makeRoot = makeRoot
    }

    /// An app named `name` (by default this executable's file name) whose one screen `makeRoot`
    /// makes.
    public init(name: String = SimulatorApp.executableName, makeRoot: @escaping () -> UIViewController) {
        self.init(name: name) { demo in demo == nil ? makeRoot() : nil }
    }

    /// An app named `name` (by default this executable's file name) launched through its app
    /// delegate, as Xcode's template writes it (`Device.launch(applicationDelegate:)`: its scene
    /// delegate is the class named `SceneDelegate` of its module, if any).
    public init(name: String = SimulatorApp.executableName, delegate: (UIResponder & UIApplicationDelegate).Type) {
        self.init(name: name) { demo in demo == nil ? ApplicationDelegateRoot(delegateClass: delegate) : nil }
    }

    /// The root view controller a session's header launches, or nil when this app has no such demo.
    package func root(for header: SessionHeader) -> UIViewController? {
        makeRoot(header.demo)
    }

    /// Why `--demo id` cannot be opened, or nil when it can.
    func demoProblem(_ id: String) -> String? {
        guard !demos.contains(where: { $0.id == id }) else { return nil }
        if demos.isEmpty { return "unknown demo '\(id)'; \(name) opens one screen and has no demos" }
        return "unknown demo '\(id)'; choose one of: \(demos.map(\.id).joined(separator: ", "))"
    }
}
