import Foundation

extension UISegmentedControl {
    /// The font of an unselected segment's title (13 pt regular) and of the selected one's (13 pt semibold).
    static var titleFont: UIFont { .systemFont(ofSize: 13) }
    static var selectedTitleFont: UIFont { .systemFont(ofSize: 13, weight: .semibold) }

    /// Gives the control its gray rounded bar and the selected segment's pill.
    func setUpBar() {
        backgroundColor = ControlPalette.tertiaryFill
        layer.cornerRadius = Self.cornerRadius
        pill.layer.cornerRadius = Self.cornerRadius - Self.pillInset + 1
        ControlPalette.applyKnobShadow(to: pill, opacity: 0.12, radius: 4)
        addSubview(pill)
    }

    func insert(_ segment: Segment, at index: Int, animated: Bool) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if selectedIndexStorage >= position { selectedIndexStorage += 1 }
        rebuildSegmentViews()
        relayout(animated: animated)
    }

    func remove(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if selectedIndexStorage == index { selectedIndexStorage = Self.noSegment }
        else if selectedIndexStorage > index { selectedIndexStorage -= 1 }
        rebuildSegmentViews()
        relayout(animated: animated)
    }

    func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        rebuildSegmentViews()
    }

    /// Selects `index` (nothing when out of range), sliding the pill when `animated`.
    func selectSegment(_ index: Int, animated: Bool) {
        selectedIndexStorage = segments.indices.contains(index) ? index : Self.noSegment
        relayout(animated: animated)
    }

    private func relayout(animated: Bool) {
        guard animated, window != nil else { return layoutParts() }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                       animations: { self.layoutParts() })
    }

    /// Makes one label, image view and separator per segment, then lays them out.
    func rebuildSegmentViews() {
        labels.forEach { $0.removeFromSuperview() }
        imageViews.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        labels = segments.map { _ in UILabel() }
        imageViews = segments.map { _ in UIImageView(image: nil) }
        separators = segments.dropFirst().map { _ in ControlPalette.partView(color: ControlPalette.segmentSeparator) }
        for view in separators { insertSubview(view, belowSubview: pill) }
        for (label, imageView) in zip(labels, imageViews) {
            label.textAlignment = .center
            addSubview(imageView)
            addSubview(label)
        }
        invalidateIntrinsicContentSize()
        layoutParts()
    }

    /// The natural width of each segment's content, padding included.
    private func contentWidths() -> [CGFloat] {
        segments.map { segment in
            if let image = segment.image { return image.size.width + Self.segmentPadding }
            guard let title = segment.title, !title.isEmpty else { return Self.segmentPadding }
            let label = UILabel()
            label.font = Self.selectedTitleFont
            label.text = title
            let huge = CGFloat.greatestFiniteMagnitude
            return (label.sizeThatFits(CGSize(width: huge, height: huge)).width + Self.segmentPadding).rounded(.up)
        }
    }

    func naturalWidth() -> CGFloat {
        let widths = contentWidths()
        let widest = widths.max() ?? 0
        return zip(segments, widths).reduce(0) { total, pair in
            total + (pair.0.width > 0 ? pair.0.width : apportionsSegmentWidthsByContent ? pair.1 : widest)
        }
    }

    /// Each segment's frame in the bounds: fixed widths kept, the rest sharing what is left
    /// (equally, or in proportion to their content when apportioning).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let content = contentWidths()
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let weightTotal = automatic.reduce(0) { $0 + (apportionsSegmentWidthsByContent ? content[$1] : 1) }
        var x = bounds.minX
        return segments.indices.map { index in
            let width: CGFloat
            if segments[index].width > 0 { width = segments[index].width }
            else {
                let weight = apportionsSegmentWidthsByContent ? content[index] : 1
                width = weightTotal > 0 ? remaining * weight / weightTotal : 0
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// Places the pill, the separators and each segment's title or image.
    func layoutParts() {
        let frames = segmentFrames()
        let selected = selectedIndexStorage
        let alpha = isEnabled ? 1 : ControlPalette.disabledAlpha
        pill.backgroundColor = selectedSegmentTintColor ?? .white
        if frames.indices.contains(selected) {
            pill.frame = frames[selected].insetBy(dx: Self.pillInset, dy: Self.pillInset)
            pill.alpha = alpha
        } else {
            pill.alpha = 0
        }
        let separatorHeight = min(12, bounds.height)
        for (index, separator) in separators.enumerated() {
            let edge = frames[index + 1].minX
            separator.frame = CGRect(x: edge - 0.5, y: bounds.midY - separatorHeight / 2, width: 1, height: separatorHeight)
            // Separators touching the pill disappear under it.
            separator.alpha = (index == selected || index + 1 == selected) ? 0 : alpha
        }
        for index in segments.indices {
            let segment = segments[index], frame = frames[index]
            let isSelected = index == selected
            let attributes = titleAttributes[(isSelected ? UIControl.State.selected : .normal).rawValue]
                ?? (isSelected ? titleAttributes[UIControl.State.normal.rawValue] : nil)
            let label = labels[index]
            label.text = segment.image == nil ? segment.title : nil
            label.font = attributes?[.font] as? UIFont ?? (isSelected ? Self.selectedTitleFont : Self.titleFont)
            label.textColor = attributes?[.foregroundColor] as? UIColor ?? .label
            label.frame = frame.insetBy(dx: 4, dy: 0)
            let imageView = imageViews[index]
            imageView.image = segment.image
            let size = segment.image?.size ?? .zero
            imageView.frame = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                     width: size.width, height: size.height)
            imageView.tintColor = .label
            var contentAlpha = segment.isEnabled ? alpha : alpha * 0.3
            if highlightedSegment == index, !isSelected { contentAlpha *= 0.2 }
            label.alpha = contentAlpha
            imageView.alpha = contentAlpha
        }
    }

    /// The index of the segment containing `x`, or nil.
    func segmentIndex(atX x: CGFloat) -> Int? {
        segmentFrames().firstIndex { x >= $0.minX && x < $0.maxX }
    }

    /// Dims the segment under `point` (nothing when nil), as a finger resting on it does.
    func highlight(at point: CGPoint?) {
        let index = point.flatMap { segmentIndex(atX: $0.x) }
        guard index != highlightedSegment else { return }
        highlightedSegment = index
        layoutParts()
    }

    /// Selects the enabled segment under `point` and sends `.valueChanged` (and its action) when
    /// the selection changed, or always for a momentary control.
    func tapSegment(at point: CGPoint, event: UIEvent?) {
        guard let index = segmentIndex(atX: point.x), segments[index].isEnabled else { return }
        guard isMomentary || index != selectedIndexStorage else { return }
        selectSegment(index, animated: true)
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged, with: event)
        if isMomentary { selectSegment(Self.noSegment, animated: true) }
    }
}
