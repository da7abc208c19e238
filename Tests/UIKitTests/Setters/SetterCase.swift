import Raster
import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// The frame every probe view is made with, inside a 160 x 100 pt white root.
let setterProbeFrame = CGRect(x: 10, y: 10, width: 140, height: 80)

/// What a probe view shows: its pixels on a white root, the frames of its subtree after layout,
/// its intrinsic size, and any state the table names (a recognizer's `isEnabled`, say).
struct ViewLook: Equatable {
    var pixels: Bitmap
    var frames: [CGRect]
    var intrinsicSize: CGSize
    var state: String

    init(_ view: UIView, state: (UIView) -> String) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        root.backgroundColor = .white
        root.addSubview(view)
        root.layoutIfNeeded()
        pixels = LayerCompositor(width: 160, height: 100, scale: 1).render(root.layer)
        var frames: [CGRect] = []
        func visit(_ view: UIView) {
            frames.append(view.frame)
            view.subviews.forEach(visit)
        }
        visit(view)
        self.frames = frames
        intrinsicSize = view.intrinsicContentSize
        self.state = state(view)
    }
}

/// One kind of view whose public properties are set from inside initializers: how to make it
/// plainly and prepared for a property (what must be there before it is set, the same in every
/// path), and the two initializers that set a property by name (an extension's convenience init, a subclass's
/// designated init), each with a literal `self.property = value`.
struct SetterTable<View: UIView> {
    /// One property: its name and how a setter sets it after init.
    struct Case {
        let name: String
        let value: Any
        let set: (View) -> Void
    }

    let type: String
    let plain: (String) -> View
    let inExtensionInit: (String, Any) -> View
    /// Nil where the table has no subclass (the extension's init is the case Swift skips).
    let inSubclassInit: ((String, Any) -> View)?
    var state: (UIView) -> String = { _ in "" }
    private(set) var cases: [Case] = []

    init(_ type: String, plain: @escaping (String) -> View, inExtensionInit: @escaping (String, Any) -> View,
         inSubclassInit: ((String, Any) -> View)? = nil) {
        self.type = type
        self.plain = plain
        self.inExtensionInit = inExtensionInit
        self.inSubclassInit = inSubclassInit
    }

    /// Adds the property `name`, set to `value`.
    mutating func add<T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<View, T>, _ value: T) {
        cases.append(Case(name: name, value: value, set: { $0[keyPath: keyPath] = value }))
    }

    /// Adds the property `name`, set to `value` by `set` (for values that depend on the view).
    mutating func add(_ name: String, value: Any, set: @escaping (View) -> Void) {
        cases.append(Case(name: name, value: value, set: set))
    }

    /// Checks every case: set after init it must change what the view shows; set in either
    /// initializer it must show the same as set after init. Returns the paths that differ
    /// ("UIImageView.image (extension init)").
    func failures() -> [String] {
        var failed: [String] = []
        for item in cases {
            let reference = plain(item.name)
            item.set(reference)
            let expected = ViewLook(reference, state: state)
            if expected == ViewLook(plain(item.name), state: state) {
                XCTFail("\(type).\(item.name) set after init changes nothing the table looks at")
            }
            if ViewLook(inExtensionInit(item.name, item.value), state: state) != expected {
                failed.append("\(type).\(item.name) (extension init)")
            }
            if let inSubclassInit, ViewLook(inSubclassInit(item.name, item.value), state: state) != expected {
                failed.append("\(type).\(item.name) (subclass init)")
            }
        }
        return failed
    }
}

/// A 20 x 10 pt image of one color at 1x.
func setterProbeImage(_ color: RGBA8) -> UIImage {
    UIImage(cgImage: CGImage(bitmap: Bitmap(width: 20, height: 10, color: color)))
}

/// A view with an intrinsic size, for stack views.
final class SizedProbeView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, _ color: UIColor) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        backgroundColor = color
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Rows and items for table and collection views: three, each a colored cell.
final class SetterProbeDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    static let shared = SetterProbeDataSource()
    static let colors: [UIColor] = [.red, .green, .blue]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.backgroundColor = Self.colors[indexPath.row]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = Self.colors[indexPath.item]
        return cell
    }
}
