// UIKit re-exports Core Animation and Foundation, as `import UIKit` does on iOS, so app code
// sees CALayer, CATransform3D, CGRect and friends with one import.
@_exported import Foundation
@_exported import QuartzCore
@_exported import CoreGraphics
