/// What a shortcut changes, which decides where it is allowed (docs/SESSIONS.md, "Reviewing").
package enum CommandReach: Sendable {
    /// The window alone (its size, quitting, Ctrl+R): never recorded, never sent to a replay.
    case window
    /// What the window shows of the app, never the app (screenshots, overlays, the exploded
    /// view): a reviewer may use it before taking a replay over, and the branch never hears it.
    case view
    /// The app or its clock (rotation, slow animations, pause, background): recorded, and on a
    /// replay allowed only once the reviewer has taken it over, since it changes what follows.
    case app
}
