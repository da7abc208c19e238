import Foundation

/// The stack of current graphics contexts of one layer context (UIKit keeps one per thread).
final class GraphicsContextStack {
    /// The contexts, the current one last.
    var contexts: [CGContext] = []
    /// Contexts opened by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    /// The stack of the current environment.
    static var current: GraphicsContextStack { UIKitEnvironment.current.graphicsContexts }
}

/// The context UIKit drawing goes to: the innermost pushed or image context, nil outside any.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Opens a bitmap context of `size` points at `scale` (0: the screen's) and makes it current.
///
/// As in UIKit, an opaque context starts black and a non-opaque one transparent.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : UIScreen.main.scale
    let context = CGContext(width: Int((size.width * s).rounded(.up)), height: Int((size.height * s).rounded(.up)),
                            scale: s, opaque: opaque)
    let stack = GraphicsContextStack.current
    stack.imageContexts.append((context, s))
    stack.contexts.append(context)
}

/// Opens a non-opaque bitmap context of `size` points at 1x and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds; nil when the current context is not one
/// opened by `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let current = stack.contexts.last, let entry = stack.imageContexts.last, entry.context === current,
          let image = current.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: entry.scale, orientation: .up)
}

/// Closes the innermost image context (and pops it if it is current).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let entry = stack.imageContexts.popLast() else {
        UIKitLog.warn("UIGraphicsEndImageContext() called without a matching UIGraphicsBeginImageContext")
        return
    }
    if let index = stack.contexts.lastIndex(where: { $0 === entry.context }) { stack.contexts.remove(at: index) }
}

/// Fills `rect` with the current fill color in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame just inside `rect` in the current context.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

extension UIColor {
    /// Makes this the fill and stroke color of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill color of the current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, its bounds at user space's origin, as Core
    /// Animation's `render(in:)` (Objective-C's `renderInContext:`).
    ///
    /// The layer's own transform and position are left out; its opacity and everything below it
    /// are kept. Pending layout and display run first, as the tree is drawn as it is now.
    public func render(in ctx: CGContext) {
        layoutIfNeeded()
        displayIfNeeded()
        let bitmap = LayerCompositor.snapshot(of: self, scale: ctx.textScale)
        ctx.drawUpright(bitmap, in: CGRect(origin: .zero, size: bounds.size), opacity: 1)
    }
}

extension UIView {
    /// Draws the view and its subviews, stretched to `rect`, into the current context, as
    /// UIKit's `drawHierarchy(in:afterScreenUpdates:)`; false when there is no current context.
    ///
    /// With `afterUpdates` false the picture is what was last drawn on screen; with true,
    /// pending layout and display run first and the picture shows the next frame.
    @discardableResult
    func baseDrawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates {
            layer.layoutIfNeeded()
            layer.displayIfNeeded()
        }
        let scale = context.textScale * Double(max(rect.width / max(bounds.width, 1e-9), rect.height / max(bounds.height, 1e-9)))
        let bitmap = LayerCompositor.snapshot(of: layer, scale: scale, lastDrawn: !afterUpdates)
        context.drawUpright(bitmap, in: rect, opacity: 1)
        return true
    }
}
