import Foundation

/// How the device is held, as UIKit's `UIDeviceOrientation`.
///
/// The landscape cases are named after the device's side, so they are the interface
/// orientations the other way round: the device held in `.landscapeLeft` (home button on the
/// right) shows the interface in `.landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned left: home button on the right.
    case landscapeLeft = 3
    /// Turned right: home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The device orientation that shows the interface in `orientation`.
    init(interfaceOrientation orientation: UIInterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: self = .unknown
        }
    }
}
