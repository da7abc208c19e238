import Foundation

/// A size class: how much room an axis has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Little room (a phone's width in portrait).
    case compact = 1
    /// Plenty of room (a tablet's width).
    case regular = 2
}

/// The kind of device the interface is for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
}

/// The traits of an interface environment, as UIKit's `UITraitCollection`: size classes, idiom
/// and display scale.
///
/// Unlike UIKit, the traits are derived from the screen alone (there is no split view and no
/// dark mode): a screen whose short side is 600 pt or more is a tablet, regular in both
/// directions; a phone is compact in width, except in landscape on phones at least 414 pt wide
/// ("Plus"/"Max" sizes), and compact in height in landscape.
open class UITraitCollection: NSObject {
    /// How much room there is horizontally.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// How much room there is vertically.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point.
    public let displayScale: CGFloat

    /// Creates traits with every value given.
    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         idiom: UIUserInterfaceIdiom, scale: CGFloat) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        super.init()
    }

    /// Creates traits with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// Creates traits with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0)
    }

    /// Creates traits with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: idiom, scale: 0)
    }

    /// Creates traits with only the display scale specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: scale)
    }

    /// Creates traits combining `traits`: later collections' specified values win.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, scale: CGFloat = 0
        for t in traits {
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
            if t.displayScale != 0 { scale = t.displayScale }
        }
        self.init(horizontal: h, vertical: v, idiom: idiom, scale: scale)
    }

    /// Whether every value specified in `trait` is the same here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    /// Whether the two collections have the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.userInterfaceIdiom == userInterfaceIdiom && other.displayScale == displayScale
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue &* 7 &+ userInterfaceIdiom.rawValue
    }

    /// The traits of a screen in its current orientation (see the type's discussion).
    static func current(for screen: UIScreen) -> UITraitCollection {
        let size = screen.bounds.size
        let shortSide = min(size.width, size.height)
        let landscape = size.width > size.height
        if shortSide >= 600 {
            return UITraitCollection(horizontal: .regular, vertical: .regular, idiom: .pad, scale: screen.scale)
        }
        let horizontal: UIUserInterfaceSizeClass = landscape && shortSide >= 414 ? .regular : .compact
        return UITraitCollection(horizontal: horizontal, vertical: landscape ? .compact : .regular,
                                 idiom: .phone, scale: screen.scale)
    }
}

/// An object with traits, as UIKit's `UITraitEnvironment`.
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the object's environment.
    var traitCollection: UITraitCollection { get }
    /// The traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An object whose content can change size with its container, as UIKit's `UIContentContainer`.
public protocol UIContentContainer: NSObjectProtocol {
    /// The preferred size of the content.
    var preferredContentSize: CGSize { get }
    /// The container's size is about to change (rotation); the coordinator animates alongside.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
    /// The size of a child container inside this one.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// A child changed its `preferredContentSize`.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
}

extension UIViewController: UITraitEnvironment, UIContentContainer {}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits in its current orientation.
    public var traitCollection: UITraitCollection { UITraitCollection.current(for: self) }
    /// Does nothing: screens are told nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
