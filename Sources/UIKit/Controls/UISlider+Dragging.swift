import Foundation

extension UISlider {
    /// The value's place in the range, 0...1 (0 for an empty range).
    var fraction: CGFloat {
        let range = maximumValue - minimumValue
        return range > 0 ? CGFloat((value - minimumValue) / range) : 0
    }

    func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
        let gap: CGFloat = 12
        let minimumImage = minimumValueImageRect(forBounds: bounds)
        let maximumImage = maximumValueImageRect(forBounds: bounds)
        let left = minimumImage.width > 0 ? minimumImage.maxX + gap : bounds.minX
        let right = maximumImage.width > 0 ? maximumImage.minX - gap : bounds.maxX
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    func defaultThumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places and colors the track halves, the thumb and the value images for the current value.
    func layoutParts() {
        content.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = min(max(thumbFrame.midX, track.minX), track.maxX)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        // Each half is rounded at its outer end only: the inner ends meet under the thumb.
        minimumTrack.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        maximumTrack.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? ControlPalette.fill
        let image = currentThumbImage
        thumb.isHidden = image != nil
        thumbImageView.isHidden = image == nil
        thumbImageView.image = image
        thumb.frame = thumbFrame
        thumbImageView.frame = thumbFrame
        thumb.backgroundColor = thumbTintColor ?? .white
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        content.alpha = isEnabled ? 1 : ControlPalette.disabledAlpha
    }

    /// Grabs the thumb when `point` is on it (or within a few points): returns whether it did.
    func beginDrag(at point: CGPoint) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let margin = Self.thumbTouchMargin
        guard thumbFrame.insetBy(dx: -margin, dy: -margin).contains(point) else {
            grabOffset = nil
            return false
        }
        grabOffset = point.x - thumbFrame.midX
        valueAtTouchDown = value
        return true
    }

    /// Moves the thumb under the finger (keeping the grab offset) and sends `.valueChanged` when
    /// continuous and the value changed.
    func drag(to point: CGPoint, event: UIEvent?) {
        guard let grabOffset else { return }
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: value).width
        let travel = track.width - thumbWidth
        let center = point.x - grabOffset
        let fraction = travel > 0 ? (center - track.minX - thumbWidth / 2) / travel : 0
        let clamped = min(max(fraction, 0), 1)
        let newValue = minimumValue + Float(clamped) * (maximumValue - minimumValue)
        guard newValue != value else { return }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// Lets go of the thumb; a non-continuous slider sends `.valueChanged` now if the value moved.
    func endDrag(event: UIEvent?) {
        guard grabOffset != nil else { return }
        grabOffset = nil
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }
}
