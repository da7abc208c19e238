import TestSupport
import UIKit
import XCTest

/// Runs `Ported/SwatchGallery.swift`, the port of cell, layer and animation subclasses written for
/// iOS: what UIKit makes from their classes (a registered cell, a view's layer, a presentation
/// copy, an animation's copy) went through the app's initializers, now `required`.
final class PortedSwatchGalleryTests: XCTestCase {
    func test_cellRegisteredByClass_isMadeByItsInitializer_withItsBadge() {
        TestScene.inEnvironment { _ in
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")

            let cell = collection.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 0, section: 0))

            let badge = (cell as? BadgeCell)?.badge
            XCTAssertEqual(badge?.text, "new")
            XCTAssertTrue(badge?.superview === cell.contentView, "the cell's init(frame:) did not run")
        }
    }

    func test_viewWithLayerClass_getsAPulseLayerMadeByItsInitializer_andPresentationCopiesKeepTheCount() {
        TestScene.inEnvironment { _ in
            let view = PulseView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let layer = view.layer as? PulseLayer
            layer?.pulses = 3

            let presentation = layer?.presentation()

            XCTAssertEqual(layer?.madeByInitializer, true)
            XCTAssertEqual(layer?.cornerRadius, 8)
            XCTAssertFalse(presentation === layer)
            XCTAssertEqual(presentation?.pulses, 3, "the presentation copy did not go through init(layer:)")
        }
    }

    func test_layerWithOnlyItsColorInitializer_getsPresentationCopiesOfItsClass() {
        TestScene.inEnvironment { _ in
            let swatch = SwatchLayer(color: .blue)

            let presentation = swatch.presentation()

            XCTAssertNotNil(presentation)
            XCTAssertTrue(type(of: presentation!) == SwatchLayer.self)
            XCTAssertEqual(swatch.backgroundColor, UIColor.blue.cgColor)
        }
    }

    func test_animationCopy_isMadeByTheSubclassInitializer() {
        let fade = FadeOutAnimation()
        fade.duration = 0.4

        let copy = fade.copy() as? FadeOutAnimation

        XCTAssertEqual(copy?.madeByInitializer, true)
        XCTAssertEqual(copy?.keyPath, "opacity")
        XCTAssertEqual(copy?.duration, 0.4)
    }
}
