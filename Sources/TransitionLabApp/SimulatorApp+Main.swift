@_exported import SimulatorWindow
import ArgumentParser
import Foundation
import Raster
import UIKit

extension SimulatorApp {
    /// Runs this program as the simulator of the app whose root view controller `makeRoot`
    /// returns: the one line a user's executable needs for every command `transition-lab` has,
    /// for its own app, with the same names, options, help, exit codes and outputs (the window,
    /// `record`, `replay`, `verify`, `export`, `diff`; docs/YOUR-APP.md). Sessions carry `name`,
    /// by default this executable's file name.
    ///
    /// ```swift
    /// import TransitionLabApp
    /// import UIKit
    /// SimulatorApp.main { UINavigationController(rootViewController: HomeViewController()) }
    /// ```
    public static func main(name: String = executableName, _ makeRoot: @escaping () -> UIViewController) -> Never {
        main(SimulatedApp(name: name, makeRoot: makeRoot))
    }

    /// Runs this program as the simulator of the app whose delegate is `delegate`, launched as
    /// iOS launches it (its scene delegate, if any, the class named `SceneDelegate` of its module).
    public static func main(name: String = executableName, delegate: (UIResponder & UIApplicationDelegate).Type) -> Never {
        main(SimulatedApp(name: name, delegate: delegate))
    }

    /// Runs this program's command line for `app`; `extraCommands` are subcommands of its own
    /// beside the simulator's (`transition-lab` adds `render` and `port`).
    public static func main(_ app: SimulatedApp, extraCommands: [ParsableCommand.Type] = []) -> Never {
        AppCommand.app = app
        AppCommand.extraCommands = extraCommands
        AppCommand.runCommandLine()
    }
}

extension UIApplicationDelegate where Self: UIResponder {
    /// Runs this program as the simulator of the app this delegate starts, so that an app
    /// delegate marked `@main`, as Xcode's template writes it, is the whole entry point: every
    /// `transition-lab` command for this app (docs/YOUR-APP.md). Unlike UIKit, where `@main`
    /// needs `import UIKit` alone, one file of the module must `import TransitionLabApp`.
    public static func main() {
        SimulatorApp.main(delegate: Self.self)
    }
}
