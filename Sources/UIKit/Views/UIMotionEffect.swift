import Foundation

/// An effect that moves a view as the device tilts, as UIKit's `UIMotionEffect`; subclasses
/// answer `keyPathsAndRelativeValues(forViewerOffset:)`.
///
/// Unlike UIKit, there is no device motion here: a view keeps its effects and never moves.
open class UIMotionEffect: NSObject {
    /// Creates an effect.
    public override init() { super.init() }

    /// Creates an effect from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) { return nil }

    /// The key paths to change, and by how much, for a viewer offset from -1 to 1 on each axis (none).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
