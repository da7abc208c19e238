import UIKit

// Subclasses of cells, layers and animations as iOS developers write them: UIKit makes each from
// its class (a registered cell, a view's layerClass, a presentation copy, an animation's copy()).

/// A cell whose initializer adds its badge; collection views registered with its class make it.
class BadgeCell: UICollectionViewCell {
    let badge = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        badge.text = "new"
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The layer of a `PulseView`: its initializer rounds it, its presentation copies keep the count.
class PulseLayer: CALayer {
    var pulses = 0
    var madeByInitializer = false

    required init() {
        super.init()
        madeByInitializer = true
        cornerRadius = 8
    }

    required init(layer: Any) {
        super.init(layer: layer)
        madeByInitializer = true
        if let pulse = layer as? PulseLayer {
            pulses = pulse.pulses
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view backed by a `PulseLayer`.
class PulseView: UIView {
    override class var layerClass: AnyClass {
        return PulseLayer.self
    }
}

/// A layer made with its color and nothing else.
class SwatchLayer: CALayer {
    var color = UIColor.red

    init(color: UIColor) {
        self.color = color
        super.init()
        backgroundColor = color.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    required init() { super.init() }

    required init(layer: Any) { super.init(layer: layer) }
}

/// A fade out, set up by its initializer.
class FadeOutAnimation: CABasicAnimation {
    var madeByInitializer = false

    required init() {
        super.init()
        madeByInitializer = true
        keyPath = "opacity"
        fromValue = 1
        toValue = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
