// `import CoreGraphics` works as on iOS: this module re-exports the Core Graphics types.
//
// Unlike Apple's, it is not a layer below Core Animation: the CG types TransitionLab defines
// live in QuartzCore (CGAffineTransform, CGColor, CGColorSpace, CGGradient, CGImage, CGPath,
// CGMutablePath, CGVector, CGLineCap, CGLineJoin...), next to the layers that draw them, and
// CGFloat, CGPoint, CGSize and CGRect come from Foundation, so this module re-exports both.
// CGContext, which draws text through UIKit's fonts, comes with `import UIKit`.
@_exported import Foundation
@_exported import QuartzCore
